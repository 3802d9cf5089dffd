import CommandKitLite

/// An ``AuditReport`` as compiler diagnostics, one line per finding:
/// `file:line:column: error: message [kind]` (SPEC §23).
///
/// The spelling GCC and Clang print and that Xcode, Vim's quickfix and Emacs'
/// compilation mode read; infos are `note`s, as in Clang's diagnostics. The kind goes in
/// brackets at the end, where compilers name the warning flag. A finding without a source
/// names the audited file alone (`file: error: ...`), as compilers do for a whole file.
public struct CompilerDiagnostics: Sendable {
  /// The report.
  public var report: AuditReport
  /// The audited file, for findings without a source.
  public var file: String

  /// Creates the diagnostics of `report`, an audit of `file`.
  public init(report: AuditReport, file: String) {
    self.report = report
    self.file = file
  }

  /// One line per finding, in report order.
  public var lines: [String] { report.findings.map { Self.line($0, file: file) } }

  /// The diagnostic's severity word: `error`, `warning` or `note`.
  public static func word(for severity: Severity) -> String {
    severity == .info ? "note" : severity.rawValue
  }

  /// `file:line:column: error: message [kind]`.
  static func line(_ finding: Finding, file: String) -> String {
    let place = finding.source.map(\.description) ?? file
    // One line per finding: a newline in a message would start a bogus diagnostic.
    let message = finding.message.replacing("\n", with: " ")
    return "\(place): \(word(for: finding.severity)): \(message) [\(finding.kind)]"
  }
}
