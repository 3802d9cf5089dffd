import CommandKitImport
import CommandKitLite
import Foundation

/// `cmdshell import DIR|FILE... [--out scene.json]`: writes the scene file an app's own
/// files describe (SPEC §22). Warnings go to standard error as `FILE:LINE:COLUMN: warning:
/// …`, then one line counts the shortcuts found, imported and warned about; exit 0 when the
/// scene file is written, 2 when the arguments are wrong or the input cannot be imported,
/// and then nothing is written (an `--out` file is replaced only whole).
enum ImportCommand {
  static func run(files: [String], out: String?) -> ExitCode {
    // Checked first, so that a long import is not lost to a typo in the output path
    // (issue 29).
    if let out, let problem = outputProblem(out) {
      CmdShell.writeError("Error: \(problem)\n")
      return .validationFailure
    }
    let result: SceneImport
    do {
      result = try SceneImporter.importPaths(files)
    } catch {
      CmdShell.writeError("Error: \(error)\n")
      return .validationFailure
    }
    for warning in result.warnings { CmdShell.writeError("\(warning)\n") }
    CmdShell.writeError(summary(result) + "\n")
    let text = result.json.prettyPrinted() + "\n"
    // Say so when the result does not load (a field this build does not know yet): the
    // file is still written, as the import itself succeeded.
    do throws(SceneFileErrors) {
      _ = try SceneFile.decode(text)
    } catch {
      CmdShell.writeError(
        "warning: the imported scene file does not load: "
          + "\(error.description(wordingHint: \.shellWords))\n")
    }
    guard let out else {
      print(text, terminator: "")
      return .success
    }
    do {
      try Data(text.utf8).write(to: URL(fileURLWithPath: out), options: .atomic)
    } catch {
      CmdShell.writeError("Error: cannot write \(out): \(error.localizedDescription)\n")
      return .validationFailure
    }
    return .success
  }

  /// Why `out` cannot be written: its folder does not exist, or it is a folder.
  static func outputProblem(_ out: String) -> ImportError? {
    let folder = (out as NSString).deletingLastPathComponent
    var isFolder: ObjCBool = false
    if !folder.isEmpty,
      !FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) || !isFolder.boolValue
    {
      return .noOutputFolder(file: out, folder: folder)
    }
    if FileManager.default.fileExists(atPath: out, isDirectory: &isFolder), isFolder.boolValue {
      return .unreadable(
        file: out, reason: "--out names a folder; give a file path such as \(out)/scene.json")
    }
    return nil
  }

  /// `imported 12 commands, 3 windows, 2 controls; shortcuts: 20 found, 18 imported, 2
  /// warned about`.
  static func summary(_ result: SceneImport) -> String {
    let total = result.census.total
    let controls =
      result.controls.count + result.templates.flatMap(\.nodes).map(\.controls.count).reduce(0, +)
    return "imported \(Plural.count(result.commands.count, "command")), "
      + "\(Plural.count(result.templates.count, "window template")), "
      + "\(Plural.count(controls, "control")); shortcuts: \(total.found) found, "
      + "\(total.imported) imported, \(total.warned) warned about"
  }
}
