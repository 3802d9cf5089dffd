import CommandKitLite

/// The ways an ``AuditReport`` can be written (SPEC §10, §23): for people, for the
/// project's own tools, and for CI systems and editors.
///
/// ```swift
/// let report = scene.app.audit()
/// print(report.formatted(.sarif, file: "notes.json", platform: .macOS))
/// ```
public enum AuditFormat: String, CaseIterable, Hashable, Sendable {
  /// Lines grouped by severity, each starting with `file:line:column:`, then a summary.
  case text
  /// `{"findings": [...], "summary": {...}}`; each finding carries its `source`.
  case json
  /// SARIF 2.1.0 for GitHub code scanning (``SARIFLog``).
  case sarif
  /// GitHub Actions workflow commands (``GitHubAnnotations``).
  case github
  /// `file:line:column: error: message`, as compilers print (``CompilerDiagnostics``).
  case gcc
}

extension AuditReport {
  /// The report in `format`.
  ///
  /// - Parameters:
  ///   - format: The format to write.
  ///   - file: The audited scene file, named where a finding has no ``Finding/source``
  ///     (code scanning and annotations need a file for every result).
  ///   - platform: The platform audited: SARIF files each platform's run under its own
  ///     category, so that runs for two platforms do not replace each other.
  ///   - colour: ANSI colours for ``AuditFormat/text`` on a terminal; ignored otherwise.
  public func formatted(
    _ format: AuditFormat, file: String, platform: Platform, colour: Bool = false
  ) -> String {
    switch format {
    case .text: text(colour: colour)
    case .json: json.description
    case .sarif: SARIFLog(report: self, file: file, platform: platform).json.prettyPrinted()
    case .github: GitHubAnnotations(report: self, file: file).lines.joined(separator: "\n")
    case .gcc: CompilerDiagnostics(report: self, file: file).lines.joined(separator: "\n")
    }
  }
}

extension Severity {
  /// The SARIF `level`: `error`, `warning`, or `note` for an info.
  public var sarifLevel: String {
    switch self {
    case .error: "error"
    case .warning: "warning"
    case .info: "note"
    }
  }
}
