import CommandKitAudit
import CommandKitLite
import Foundation

/// `cmdshell audit FILE.json [--platform P] [--semantics platform|swiftui]
/// [--format text|json|sarif|github|gcc]`: exits 1 when the audit finds an error, 2 when the file cannot be
/// loaded or the arguments are wrong. Without `--semantics` the file's own `semantics`
/// applies (SPEC §18).
enum AuditCommand {
  static func run(
    file: String, platform name: String?, semantics semanticsName: String? = nil,
    format: AuditFormat, layouts layoutNames: String? = nil
  ) -> ExitCode {
    var layouts: [KeyboardLayout] = []
    if let layoutNames {
      do {
        layouts = try ShellSession.layouts(layoutNames)
      } catch {
        CmdShell.writeError("Error: \(error.message)\n")
        return .validationFailure
      }
    }
    var semantics: ResolutionSemantics?
    if let semanticsName {
      guard let parsed = ResolutionSemantics(rawValue: semanticsName.lowercased()) else {
        let names = ResolutionSemantics.allCases.map(\.rawValue).joined(separator: ", ")
        CmdShell.writeError("Error: unknown semantics '\(semanticsName)'; use one of \(names)\n")
        return .validationFailure
      }
      semantics = parsed
    }
    let platform: Platform?
    do {
      platform = try SceneFileOptions.platform(named: name)
    } catch {
      return .validationFailure
    }
    guard let scene = SceneFileOptions.load(file, as: platform) else { return .validationFailure }
    let report = scene.app.audit(platform: platform, semantics: semantics, layouts: layouts)
    var colour = false
    if format == .text {
      let environment = ProcessInfo.processInfo.environment
      colour = Terminal.isTerminal(STDOUT_FILENO) && environment["NO_COLOR"] == nil
      for warning in scene.warnings { CmdShell.writeError("warning: \(warning)\n") }
    }
    let output = report.formatted(
      format, file: file, platform: platform ?? scene.app.platform, colour: colour)
    if !output.isEmpty { print(output) }
    return report.hasErrors ? .failure : .success
  }
}
