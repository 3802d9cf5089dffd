import CommandKitLite
import Foundation
import Testing

@testable import cmdshell

/// The model's refusals reach the shell with their fix as data (``CommandKitError/Hint``),
/// which the shell words with its verbs: refusals of a line, restore warnings and scene-file
/// rejections alike. Nothing the shell prints names an API call (`App.commands`,
/// `makeKey(_:)`), which a shell user cannot type.
@Suite struct ShellWordingTests {
  /// Fragments of the library's wording that the shell must never print.
  static let apiWords = ["`App.", "(_:", "`Window.", "with `register", "with `addTemplate"]

  static func containsAPIWords(_ text: String) -> Bool {
    apiWords.contains { text.contains($0) }
  }

  static let everyHint: [CommandKitError.Hint] = [
    .didYouMean("x"), .listWindows, .listNodes(window: "w1"), .listCommands,
    .registerCommand("x"), .addTemplate("t"), .chooseAnotherWindowID, .openOrMakeKey,
    .showOrEnable, .dismiss("s"), .unminimize("w1"), .actOnParent,
    .presentAsSheet(template: "t"), .chooseAnotherShortcut, .connectExternalDisplay,
    .readKeyInAccessor,
  ]

  @Test("Every hint has shell words without API calls", arguments: everyHint)
  func hintsInShellWords(_ hint: CommandKitError.Hint) {
    #expect(!Self.containsAPIWords(hint.shellWords), "\(hint.shellWords)")
  }

  /// A session file of the demo with a user binding for a command the demo does not have.
  static func sessionWithGoneBinding() throws -> URL {
    var session = ShellSession(app: DemoApp.make())
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("wording-\(UInt64.random(in: 0...UInt64.max)).json")
    let reply = session.run("save \(url.path)")
    let saved = try #require(reply)
    #expect(saved.json.objectValue?["ok"] == true)
    let text = try String(contentsOf: url, encoding: .utf8)
    let document = try JSONParser().parse(text)
    var top = try #require(document.objectValue)
    top["userBindings"] = ["zzz.qqq": "cmd+k"]
    try Data(JSONValue.object(top).prettyPrinted().utf8).write(to: url)
    return url
  }

  @Test("A restore warning ends with the shell's fix, not the library's")
  func restoreWarning() throws {
    let url = try Self.sessionWithGoneBinding()
    defer { try? FileManager.default.removeItem(at: url) }
    var session = ShellSession(app: DemoApp.make())
    let answer = session.run("restore \(url.path)")
    let reply = try #require(answer)
    #expect(reply.json.objectValue?["ok"] == true)
    #expect(
      reply.warnings == [
        "userBindings.zzz.qqq: no command 'zzz.qqq'; `menu` lists the commands; "
          + "the binding was skipped"
      ])
    #expect(reply.text.contains("warning: userBindings.zzz.qqq: no command 'zzz.qqq'"))
    // The library words the same warning with its API, for Swift callers.
    let restored = try DemoApp.make().restoringSession(from: url)
    #expect(
      restored.map(\.description) == [
        "userBindings.zzz.qqq: no command 'zzz.qqq'; `App.commands` lists the commands; "
          + "the binding was skipped"
      ])
  }

  struct RejectionCase: Sendable, CustomTestStringConvertible {
    let error: CommandKitError
    let shell: String
    var testDescription: String { error.code }
  }

  static let rejections: [RejectionCase] = [
    RejectionCase(
      error: .unknownCommandInControl(
        "x", template: "t", node: "n", control: "Go", suggestion: nil),
      shell: #"windows[0]: template 't', node 'n': control "Go" runs command 'x', which is not "#
        + #"registered; declare a command 'x' in the scene file's "commands", or correct the id"#),
    RejectionCase(
      error: .unknownWindow("w9", suggestion: nil),
      shell: "windows[0]: no window 'w9'; `windows` lists the open ones"),
    RejectionCase(
      error: .wrongTemplateKind(
        "compose", kind: .sheet, reason: "a sheet opens on a window",
        hint: .presentAsSheet(template: "compose")),
      shell: "windows[0]: template 'compose' is of kind sheet; a sheet opens on a window; "
        + "present it with `sheet W compose`"),
  ]

  @Test(
    "A scene-file rejection is worded by the shell as its other refusals are", arguments: rejections
  )
  func sceneFileRejection(_ c: RejectionCase) {
    let error = SceneFileError(
      path: JSONPath.root.appending("windows").appending(index: 0), problem: .rejected(c.error))
    let shell = error.description(wordingHint: \.shellWords)
    #expect(shell == c.shell)
    #expect(!Self.containsAPIWords(shell))
    #expect(
      SceneFileErrors([error]).description(wordingHint: \.shellWords) == c.shell)
    // The library's own wording is the error's description.
    #expect(error.description == "windows[0]: \(c.error.description)")
  }
}

extension App {
  /// Restores the session at `url` into a copy of this app; its warnings.
  fileprivate func restoringSession(from url: URL) throws -> [RestoreWarning] {
    var copy = self
    return try copy.restoreSession(from: url)
  }
}
