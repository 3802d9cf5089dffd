import CommandKitLite
import Testing

@testable import cmdshell

/// The shell's grammar for places in the app lives in the shell (issue 27, item 4): node
/// paths (`w1/list`, or a bare node of the key window) and value targets (`app`, `scene:W`,
/// a node), and the shell's wording of the model's fixes.
@Suite struct ReferenceTests {
  static func app(openWindows: Bool = true) throws -> App {
    var app = App(name: "Refs")
    try app.addTemplate(
      WindowTemplate("doc", kind: .document, root: ViewNode("list").focusable()))
    if openWindows {
      try app.open("doc", id: "w1")
      try app.open("doc", id: "w2")
    }
    return app
  }

  struct PathCase: Sendable, CustomTestStringConvertible {
    let text: String
    let path: NodePath?
    let code: String?
    let message: String?
    var testDescription: String { "'\(text)'" }
  }

  static let pathCases: [PathCase] = [
    PathCase(text: "list", path: NodePath(window: "w2", node: "list"), code: nil, message: nil),
    PathCase(text: "w1/list", path: NodePath(window: "w1", node: "list"), code: nil, message: nil),
    PathCase(
      text: "a/b/c", path: nil, code: "invalid-path",
      message:
        "'a/b/c' is not a valid path; expected window/node (such as w1/list) or a node of the key window"
    ),
    PathCase(
      text: "/c", path: nil, code: "invalid-path",
      message:
        "'/c' is not a valid path; expected window/node (such as w1/list) or a node of the key window"
    ),
    PathCase(
      text: "", path: nil, code: "invalid-path",
      message: "'' is not a valid path; expected window/node or node"),
  ]

  @Test(
    "A node path names window and node; a bare node is one of the key window",
    arguments: pathCases)
  func nodePaths(_ example: PathCase) throws {
    let app = try Self.app()
    do throws(ShellError) {
      let path = try References.nodePath(example.text, in: app)
      #expect(path == example.path)
    } catch {
      #expect(example.path == nil)
      #expect(error.code.description == example.code)
      #expect(error.message == example.message)
    }
  }

  @Test("With no key window a bare node names nothing; the error says how to get one")
  func bareNodeWithoutKeyWindow() throws {
    let app = try Self.app(openWindows: false)
    #expect(
      throws: ShellError(
        code: .model(.noKeyWindow),
        message: "no window is key; open one or bring one forward with `key W`")
    ) { try References.nodePath("list", in: app) }
  }

  @Test("While the app is hidden, a bare node names the window that is key again on unhide")
  func bareNodeWhileHidden() throws {
    var app = try Self.app()
    app.hide()
    #expect(app.keyWindowID == nil)
    #expect(try References.nodePath("list", in: app) == NodePath(window: "w2", node: "list"))
  }

  @Test("A value target is the app, a window's scene values, or a node")
  func valueTargets() throws {
    let app = try Self.app()
    #expect(try References.valueTarget("app", in: app) == .app)
    #expect(try References.valueTarget("scene:w1", in: app) == .scene("w1"))
    #expect(
      try References.valueTarget("list", in: app) == .node(NodePath(window: "w2", node: "list")))
    #expect(
      throws: ShellError(
        code: .model(.unknownWindow("main", suggestion: nil)),
        message: "no window 'main'; `windows` lists the open ones")
    ) { try References.valueTarget("scene:main", in: app) }
    #expect(
      throws: ShellError(
        code: .model(.unknownWindow("w9", suggestion: "w2")),
        message: "no window 'w9'; did you mean 'w2'?")
    ) { try References.valueTarget("scene:w9", in: app) }
  }

  struct Wording: Sendable, CustomTestStringConvertible {
    let error: CommandKitError
    let shell: String
    let library: String
    var testDescription: String { error.code }
  }

  /// Each fix the library words with its API, and the shell with its verbs.
  static let wordings: [Wording] = [
    Wording(
      error: .unknownWindow("w9", suggestion: nil),
      shell: "no window 'w9'; `windows` lists the open ones",
      library: "no window 'w9'; `App.windows` lists the open ones"),
    Wording(
      error: .unknownNode("x", window: "w1", suggestion: nil),
      shell: "no node 'x' in 'w1'; `tree w1` lists its nodes",
      library: "no node 'x' in 'w1'; `Window.nodeIDs` lists its nodes"),
    Wording(
      error: .unknownCommand("x", suggestion: nil),
      shell: "no command 'x'; `menu` lists the commands",
      library: "no command 'x'; `App.commands` lists the commands"),
    Wording(
      error: .noKeyWindow, shell: "no window is key; open one or bring one forward with `key W`",
      library: "no window is key; open one or make one key with `makeKey(_:)`"),
    Wording(
      error: .unavailable(NodePath(window: "w1", node: "x")),
      shell: "'w1/x' is hidden or disabled; `show` or `enable` it first",
      library:
        "'w1/x' is hidden or disabled; show or enable it first with `setHidden(_:_:)` or "
        + "`setDisabled(_:_:)`"),
    Wording(
      error: .minimized("w1"), shell: "'w1' is minimized; use `unminimize w1` first",
      library: "'w1' is minimized; unminimize 'w1' first with `unminimize(_:)`"),
    Wording(
      error: .notVisible("w1"),
      shell: "'w1' is not visible (the app is hidden); use `unhide` first",
      library: "'w1' is not visible (the app is hidden); unhide the app first with `unhide()`"),
    Wording(
      error: .noExternalDisplay,
      shell: "no external display is connected; run `display connect` first",
      library: "no external display is connected; connect one first with `connectExternalDisplay()`"
    ),
    Wording(
      error: .wrongTemplateKind(
        "ask", kind: .sheet, reason: nil, hint: .presentAsSheet(template: "ask")),
      shell: "template 'ask' is of kind sheet; present it with `sheet W ask`",
      library:
        "template 'ask' is of kind sheet; present it on a window with `presentSheet(_:on:id:)`"),
    Wording(
      error: .blocked(window: "w1", by: "s"), shell: "'w1' is blocked by 's'; dismiss 's' first",
      library: "'w1' is blocked by 's'; dismiss 's' first"),
    Wording(
      error: .unknownTemplate("dco", suggestion: "doc"),
      shell: "no template 'dco'; did you mean 'doc'?",
      library: "no template 'dco'; did you mean 'doc'?"),
  ]

  @Test(
    "The shell words a model error's fix with its verbs; the library with its API",
    arguments: wordings)
  func wording(_ example: Wording) {
    #expect(ShellError(example.error).message == example.shell)
    #expect(example.error.description == example.library)
    #expect(ShellError(example.error).code.description == example.error.code)
  }
}
