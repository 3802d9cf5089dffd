import CommandKitLite

/// The result of a ``ShortcutAudit``: sorted findings and a summary.
public struct AuditReport: Sendable, Equatable {
  /// How many findings of each severity there are.
  public struct Summary: Sendable, Equatable, CustomStringConvertible {
    /// Error findings.
    public var errors: Int
    /// Warning findings.
    public var warnings: Int
    /// Info findings.
    public var infos: Int

    /// Creates a summary.
    public init(errors: Int, warnings: Int, infos: Int) {
      self.errors = errors
      self.warnings = warnings
      self.infos = infos
    }

    /// `{"errors": n, "warnings": n, "infos": n}`.
    public var json: JSONValue {
      .object(
        JSONObject([
          ("errors", .number(Double(errors))), ("warnings", .number(Double(warnings))),
          ("infos", .number(Double(infos))),
        ]))
    }

    /// `1 error, 2 warnings, 0 infos`.
    public var description: String {
      func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }
      return [count(errors, "error"), count(warnings, "warning"), count(infos, "info")]
        .joined(separator: ", ")
    }
  }

  /// The findings: errors, then warnings, then infos; within a severity by shortcut,
  /// kind and first command id.
  public let findings: [Finding]
  /// The counts per severity.
  public let summary: Summary

  /// Creates a report of `findings`, which are kept in the given order.
  public init(findings: [Finding]) {
    self.findings = findings
    summary = Summary(
      errors: findings.count(where: { $0.severity == .error }),
      warnings: findings.count(where: { $0.severity == .warning }),
      infos: findings.count(where: { $0.severity == .info }))
  }

  /// Whether any finding is an error (`cmdshell audit` then exits with status 1).
  public var hasErrors: Bool { summary.errors > 0 }

  /// `{"findings": [...], "summary": {"errors": n, "warnings": n, "infos": n}}` (SPEC §10).
  public var json: JSONValue {
    .object(JSONObject([("findings", .array(findings.map(\.json))), ("summary", summary.json)]))
  }

  /// The text report: one line per finding, grouped by severity (a blank line between
  /// groups), then the summary line. With `colour`, severities are coloured with ANSI
  /// escapes (errors red, warnings yellow, infos cyan); never use it for `--json` or
  /// when standard output is not a terminal.
  public func text(colour: Bool) -> String {
    var lines: [String] = []
    var previous: Severity?
    for finding in findings {
      if let previous, previous != finding.severity { lines.append("") }
      previous = finding.severity
      lines.append(colour ? Self.coloured(finding) : finding.line)
    }
    if !lines.isEmpty { lines.append("") }
    lines.append(summary.description)
    return lines.joined(separator: "\n")
  }

  private static func coloured(_ finding: Finding) -> String {
    let code =
      switch finding.severity {
      case .error: "1;31"
      case .warning: "1;33"
      case .info: "1;36"
      }
    let label = "\(finding.severity):"
    return finding.locationPrefix + "\u{1B}[\(code)m\(label)\u{1B}[0m"
      + finding.severityLine.dropFirst(label.count)
  }
}
