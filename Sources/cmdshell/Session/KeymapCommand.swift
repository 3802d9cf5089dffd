import CommandKitAudit
import CommandKitLite
import Foundation

/// `cmdshell keymap FILE.json [--platform P] [--layout L] [--out keymap.html]`: the app's
/// shortcuts drawn on a keyboard (SPEC §23), as a self-contained HTML page written to
/// `--out` or standard output, on the layout `--layout` names (by default the scene
/// file's, else `us`). With `--out` it prints the path it wrote and the keyboards drawn.
/// Exits 2 when the file cannot be loaded, the arguments are wrong or the page cannot be
/// written (a folder that does not exist is named as such).
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
    let keymap = Keymap(app: scene.app, platform: platform, layout: layout)
    guard let out else {
      print(keymap.html, terminator: "")
      return .success
    }
    let url = URL(fileURLWithPath: out)
    if let problem = ShellSession.unwritable(url) {
      CmdShell.writeError("Error: cannot write the keyboard map: \(problem)\n")
      return .validationFailure
    }
    do {
      try Data(keymap.html.utf8).write(to: url, options: .atomic)
    } catch {
      CmdShell.writeError("Error: cannot write '\(out)': \(error.localizedDescription)\n")
      return .validationFailure
    }
    print(summary(of: keymap, path: url.path))
    return .success
  }

  /// What was written: the path, to open in a browser, and the keyboards drawn.
  static func summary(of keymap: Keymap, path: String) -> String {
    let boards = keymap.keyboards.map {
      $0.modifiers.isEmpty ? "no modifiers" : $0.modifiers.glyphs
    }
    var text =
      "Wrote \(path): \(Plural.count(keymap.keyboards.count, "keyboard"))"
      + (boards.isEmpty ? "" : " (\(boards.joined(separator: ", ")))") + " on \(keymap.layout.name)"
    if !keymap.leftOut.isEmpty {
      text +=
        "; left out, never enabled: "
        + keymap.leftOut.map(\.modifiers.glyphs).joined(separator: ", ")
    }
    return text + "."
  }
}
