import CommandKitLite

/// An ``AuditReport`` as GitHub Actions workflow commands, which the Actions log turns into
/// annotations on the pull request (SPEC §23):
/// `::error file=F,line=L,col=C::message`, `::warning ...`, `::notice ...` (for infos).
///
/// GitHub shows at most 10 annotations of each type per step ("Workflow commands for
/// GitHub Actions", https://docs.github.com/en/actions/reference/workflows-and-actions/workflow-commands,
/// and the annotation limits in its troubleshooting notes). So after the 10th finding of a
/// type the rest are printed as plain `file:line:col: severity: message` log lines, and a
/// summary line says how many were not annotated and where to see them all. Values are
/// escaped as the Actions toolkit does: `%`, CR and LF in the message; also `:` and `,` in
/// properties.
public struct GitHubAnnotations: Sendable {
  /// The most annotations of one type GitHub shows per step.
  public static let limitPerType = 10

  /// The report.
  public var report: AuditReport
  /// The audited file, for findings without a source.
  public var file: String

  /// Creates the annotations of `report`, an audit of `file`.
  public init(report: AuditReport, file: String) {
    self.report = report
    self.file = file
  }

  /// The workflow command's name for a severity: `error`, `warning` or `notice`.
  public static func command(for severity: Severity) -> String {
    switch severity {
    case .error: "error"
    case .warning: "warning"
    case .info: "notice"
    }
  }

  /// The lines: up to ``limitPerType`` annotations per type, then, for each type with
  /// more, its other findings as plain lines and a summary line.
  public var lines: [String] {
    var annotations: [String] = []
    var overflow: [Severity: [String]] = [:]
    var counts: [Severity: Int] = [:]
    for finding in report.findings {
      let count = counts[finding.severity, default: 0]
      counts[finding.severity] = count + 1
      if count < Self.limitPerType {
        annotations.append(annotation(finding))
      } else {
        overflow[finding.severity, default: []].append(
          CompilerDiagnostics.line(finding, file: file))
      }
    }
    var lines = annotations
    for severity in Severity.allCases {
      guard let rest = overflow[severity] else { continue }
      let noun = Self.command(for: severity)
      lines.append(
        "cmdshell-audit: \(rest.count) more \(noun)\(rest.count == 1 ? "" : "s") not annotated "
          + "(GitHub shows \(Self.limitPerType) \(noun) annotations per step); all findings "
          + "are in `cmdshell audit --format text` or `--format sarif`:")
      lines += rest
    }
    return lines
  }

  private func annotation(_ finding: Finding) -> String {
    var properties = ["file=" + Self.escapeProperty(finding.source?.file ?? file)]
    if let source = finding.source {
      properties.append("line=\(source.line)")
      properties.append("col=\(source.column)")
    }
    // No `title=`: SPEC §23 gives the form `::error file=F,line=L,col=C::message`, and the
    // Actions log then titles the annotation with the file and line.
    return "::\(Self.command(for: finding.severity)) \(properties.joined(separator: ","))::"
      + Self.escapeData(finding.message)
  }

  /// Escapes a message as `@actions/core` does: `%`, CR, LF.
  static func escapeData(_ text: String) -> String {
    text.replacing("%", with: "%25").replacing("\r", with: "%0D").replacing("\n", with: "%0A")
  }

  /// Escapes a property value: as a message, plus `:` and `,`.
  static func escapeProperty(_ text: String) -> String {
    escapeData(text).replacing(":", with: "%3A").replacing(",", with: "%2C")
  }
}
