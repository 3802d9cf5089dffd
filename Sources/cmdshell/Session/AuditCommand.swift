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
    var platform: Platform?
    if let name {
      guard let parsed = Platform(name: name) else {
        let names = Platform.allCases.map(\.rawValue).joined(separator: ", ")
        CmdShell.writeError("Error: unknown platform '\(name)'; use one of \(names)\n")
        return .validationFailure
      }
      platform = parsed
    }
    let scene: LoadedScene
    do {
      scene = try loadScene(URL(fileURLWithPath: file), as: platform)
    } catch {
      let failure =
        FileManager.default.fileExists(atPath: file)
        ? error : ShellOptions.missingFile(file, problem: error.message)
      CmdShell.writeError(
        "Error: \(failure.message)\n" + (failure.help.map { "Help: \($0)\n" } ?? ""))
      return .validationFailure
    }
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

  /// Loads the scene file as an app of `platform`. The decoder drops hard-reserved
  /// shortcuts and words its warnings for the file's own platform, so when the audit asks
  /// for another one the checked file is decoded again for that platform: the warnings,
  /// the dropped shortcuts and the findings then all speak of one platform (and keep
  /// their positions in the file).
  static func loadScene(_ url: URL, as platform: Platform?) throws(ShellError) -> LoadedScene {
    let scene = try ShellSession.loadScene(url)
    guard let platform, platform != scene.app.platform,
      let data = FileManager.default.contents(atPath: url.path)
    else { return scene }
    return (try? SceneFile.decode([UInt8](data), file: url.relativePath, platform: platform))
      ?? scene
  }
}
