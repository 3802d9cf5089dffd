import CommandKitImport
import CommandKitLite
import Foundation

/// `cmdshell import FILE... [--out scene.json]`: writes the scene file an app's own files
/// describe (SPEC §22). Warnings go to standard error as `FILE:LINE:COLUMN: warning: …`;
/// exit 0 when the scene file is written, 2 when the arguments are wrong or a file cannot
/// be imported, and then nothing is written (an `--out` file is replaced only whole).
enum ImportCommand {
  static func run(files: [String], out: String?) -> ExitCode {
    let result: SceneImport
    do {
      result = try SceneImporter.importFiles(files)
    } catch {
      CmdShell.writeError("Error: \(error)\n")
      return .validationFailure
    }
    for warning in result.warnings { CmdShell.writeError("\(warning)\n") }
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
}
