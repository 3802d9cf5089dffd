import CommandKitLite
import Foundation

/// `cmdshell audit FILE.json [--platform P] [--format text|json]`: exits 1 when the audit
/// finds an error, 2 when the file cannot be loaded or the arguments are wrong.
enum AuditCommand {
  static func run(file: String, platform name: String?, format: String) -> ExitCode {
    var platform: Platform?
    if let name {
      guard let parsed = Platform(name: name) else {
        CmdShell.writeError("Error: unknown platform '\(name)'; use macOS, iPadOS, iOS or visionOS\n")
        return .validationFailure
      }
      platform = parsed
    }
    let scene: LoadedScene
    do {
      scene = try ShellSession.loadScene(URL(fileURLWithPath: file))
    } catch {
      CmdShell.writeError("Error: \(error.message)\n")
      return .validationFailure
    }
    let report = scene.app.audit(platform: platform)
    if format == "json" {
      print(report.json.description)
    } else {
      let environment = ProcessInfo.processInfo.environment
      let colour = Terminal.isTerminal(STDOUT_FILENO) && environment["NO_COLOR"] == nil
      for warning in scene.warnings { CmdShell.writeError("warning: \(warning)\n") }
      print(report.text(colour: colour))
    }
    return report.hasErrors ? .failure : .success
  }
}
