import CommandKitAudit
import CommandKitLite
import Foundation

/// `cmdshell keymap FILE.json [--platform P] [--layout L] [--out keymap.html]`: the app's
/// shortcuts drawn on a keyboard (SPEC §23), as a self-contained HTML page written to
/// `--out` or standard output, on the layout `--layout` names (by default the scene
/// file's, else `us`). Exits 2 when the file cannot be loaded, the arguments are
/// wrong or the page cannot be written.
enum KeymapCommand {
  static func run(file: String, platform name: String?, layout layoutName: String?, out: String?)
    -> ExitCode
  {
    let platform: Platform?
    do {
      platform = try SceneFileOptions.platform(named: name)
    } catch {
      return .validationFailure
    }
    var layout: KeyboardLayout?
    if let layoutName {
      guard let named = KeyboardLayout.named(layoutName) else {
        let names = KeyboardLayout.ids.joined(separator: ", ")
        CmdShell.writeError(
          "Error: unknown keyboard layout '\(layoutName)'; use one of \(names)\n")
        return .validationFailure
      }
      layout = named
    }
    guard let scene = SceneFileOptions.load(file, as: platform) else { return .validationFailure }
    let html = Keymap(app: scene.app, platform: platform, layout: layout).html
    guard let out else {
      print(html, terminator: "")
      return .success
    }
    do {
      try html.write(toFile: out, atomically: true, encoding: .utf8)
    } catch {
      CmdShell.writeError("Error: cannot write '\(out)': \(error.localizedDescription)\n")
      return .validationFailure
    }
    return .success
  }
}
