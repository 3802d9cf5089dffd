import CommandKitLite
import Foundation

extension ShellSession {
  /// A file name as given, or found next to the script when it is not in the working
  /// directory (so `load notes.json` in a script finds the file beside it).
  func resolveFile(_ name: String, mustExist: Bool) -> URL {
    let expanded = (name as NSString).expandingTildeInPath
    if expanded.hasPrefix("/") || !mustExist || FileManager.default.fileExists(atPath: expanded) {
      return URL(fileURLWithPath: expanded)
    }
    for directory in searchDirectories {
      let candidate = URL(fileURLWithPath: directory).appendingPathComponent(expanded)
      if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
    }
    return URL(fileURLWithPath: expanded)
  }

  mutating func demo(_ args: Arguments) throws(ShellError) -> ShellReply {
    try args.expect(0...0)
    app = DemoApp.make()
    sceneFile = nil
    return ShellReply(
      text: "Loaded the built-in demo (\(app.name)).\n" + Self.banner, [("app", .string(app.name))])
  }

  mutating func load(_ args: Arguments) throws(ShellError) -> ShellReply {
    try args.expect(1...1)
    let url = resolveFile(args.words[0], mustExist: true)
    let scene = try Self.loadScene(url)
    app = scene.app
    sceneFile = args.words[0]
    var reply = ShellReply(
      text: "Loaded \(app.name) from \(args.words[0]): \(loadSummary).",
      [("app", .string(app.name))])
    // An interactive session greets the new app with its own hints, not the demo's.
    if showsHints { reply.text += "\n" + wrapped(hints) }
    reply.warnings = scene.warnings
    if !scene.warnings.isEmpty {
      reply.text += "\n" + warningLines(scene.warnings)
    }
    return reply
  }

  func save(_ args: Arguments) throws(ShellError) -> ShellReply {
    try args.expect(1...1)
    let url = resolveFile(args.words[0], mustExist: false)
    if let problem = Self.unwritable(url) {
      throw ShellError(code: .saveFailed, message: "could not save: \(problem)")
    }
    do {
      try app.saveSession(to: url)
    } catch {
      throw ShellError(code: .saveFailed, message: "could not save to \(args.words[0]): \(error)")
    }
    return ShellReply(
      text: "Saved the session to \(args.words[0]).", [("file", .string(args.words[0]))])
  }

  mutating func restore(_ args: Arguments) throws(ShellError) -> ShellReply {
    try args.expect(1...1)
    let url = resolveFile(args.words[0], mustExist: true)
    if let problem = Self.unreadable(url, as: "session file") {
      throw ShellError(code: .restoreFailed, message: problem)
    }
    var copy = app
    let warnings: [String]
    do {
      // Each warning's fix in the shell's words (`menu`, not `App.commands`).
      warnings = try copy.restoreSession(from: url).map {
        $0.description(wordingHint: \.shellWords)
      }
    } catch {
      throw ShellError(code: .restoreFailed, message: "\(error)")
    }
    app = copy
    var reply = ShellReply(
      text: "Restored the session from \(args.words[0]); "
        + "\(Plural.count(app.windows.count, "window")), key: \(app.keyWindowID ?? "none").",
      [("file", .string(args.words[0]))])
    reply.warnings = warnings
    if !warnings.isEmpty { reply.text += "\n" + warningLines(warnings) }
    return reply
  }

  /// Warnings as text lines, each starting `warning: `.
  func warningLines(_ warnings: [String]) -> String {
    warnings.map { style.yellow("warning: ") + $0 }.joined(separator: "\n")
  }

  /// Why `url` cannot be read as a `kind` ("scene file", "session file", "script"), in
  /// words and with its path as the user wrote it (`missing.json`, not the absolute path
  /// the working directory makes of it); `nil` when it is a readable file.
  static func unreadable(_ url: URL, as kind: String) -> String? {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
      return "\(url.relativePath): no such file"
    }
    if isFolder.boolValue { return "\(url.relativePath) is a folder, not a \(kind)" }
    if !FileManager.default.isReadableFile(atPath: url.path) {
      return "\(url.relativePath): permission denied"
    }
    return nil
  }

  /// Why `url` cannot be written, in words and with its path as written; `nil` when it looks
  /// writable.
  static func unwritable(_ url: URL) -> String? {
    let folder = url.deletingLastPathComponent()
    var isFolder: ObjCBool = false
    if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) {
      if isFolder.boolValue { return "\(url.relativePath) is a folder; name a file" }
      if !FileManager.default.isWritableFile(atPath: url.path) {
        return "\(url.relativePath): permission denied"
      }
      return nil
    }
    guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder) else {
      return "\(url.relativePath): no such folder \(folder.relativePath)"
    }
    if !isFolder.boolValue {
      return "\(url.relativePath): \(folder.relativePath) is a file, not a folder"
    }
    if !FileManager.default.isWritableFile(atPath: folder.path) {
      return "\(url.relativePath): permission denied"
    }
    return nil
  }

  static func loadScene(_ url: URL) throws(ShellError) -> LoadedScene {
    if let problem = unreadable(url, as: "scene file") {
      throw ShellError(code: .loadFailed, message: problem)
    }
    do {
      return try SceneFile.load(contentsOf: url)
    } catch {
      // A refusal's fix in the shell's words, as every other refusal here.
      throw ShellError(
        code: .loadFailed,
        message: "\(url.lastPathComponent): \(error.description(wordingHint: \.shellWords))")
    }
  }

  func parseJSONArgument(_ text: String) throws(ShellError) -> JSONValue {
    do {
      return try JSONParser().parse(text)
    } catch {
      throw ShellError(
        code: .invalidJSON,
        message:
          "'\(text)' is not JSON (\(error.description)); quote strings: \"text\", or use true, 3, [\"a\"], null"
      )
    }
  }
}
