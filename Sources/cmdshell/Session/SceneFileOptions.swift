import CommandKitLite
import Foundation

/// What `cmdshell audit` and `cmdshell keymap` share: the `--platform` option and loading
/// the scene file as that platform, each reporting its own error on standard error.
enum SceneFileOptions {
  /// An error already written to standard error.
  struct Reported: Error {}

  /// The platform `--platform` names, `nil` without the option.
  /// - Throws: ``Reported`` (the error written) when it names none.
  static func platform(named name: String?) throws(Reported) -> Platform? {
    guard let name else { return nil }
    guard let parsed = Platform(name: name) else {
      let names = Platform.allCases.map(\.rawValue).joined(separator: ", ")
      CmdShell.writeError("Error: unknown platform '\(name)'; use one of \(names)\n")
      throw Reported()
    }
    return parsed
  }

  /// The scene file at `file`, loaded as an app of `platform`; `nil` (the error and its
  /// help already written) when it cannot be loaded.
  static func load(_ file: String, as platform: Platform?) -> LoadedScene? {
    do {
      return try loadScene(URL(fileURLWithPath: file), as: platform)
    } catch {
      let failure =
        FileManager.default.fileExists(atPath: file)
        ? error : ShellOptions.missingFile(file, problem: error.message)
      CmdShell.writeError(
        "Error: \(failure.message)\n" + (failure.help.map { "Help: \($0)\n" } ?? ""))
      return nil
    }
  }

  /// Loads the scene file as an app of `platform`. The decoder drops hard-reserved
  /// shortcuts and words its warnings for the file's own platform, so when another one is
  /// asked for the file is decoded again for that platform: the warnings, the dropped
  /// shortcuts and the findings then all speak of one platform (and keep their positions
  /// in the file).
  static func loadScene(_ url: URL, as platform: Platform?) throws(ShellError) -> LoadedScene {
    let scene = try ShellSession.loadScene(url)
    guard let platform, platform != scene.app.platform,
      let data = FileManager.default.contents(atPath: url.path)
    else { return scene }
    return (try? SceneFile.decode([UInt8](data), file: url.relativePath, platform: platform))
      ?? scene
  }
}
