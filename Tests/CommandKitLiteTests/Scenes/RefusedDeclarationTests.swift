import CommandKitLite
import CommandKitTestSupport
import Testing

/// Declarations the model cannot use are refused with an error of their own, naming what
/// is wrong and how to fix it, and leave the app as it was (issue 27, item 6: none of them
/// may pass silently or hide behind a generic error).
@Suite struct RefusedDeclarationTests {
  struct Refusal: Sendable, CustomTestStringConvertible {
    let name: String
    let declare: @Sendable (inout App) throws(CommandKitError) -> Void
    let error: CommandKitError
    let code: String
    let message: String
    var testDescription: String { name }
  }

  /// How the key path shows in the error: as the runtime describes it.
  static let untyped = String(describing: \FocusedValues.untypedNote)
  static let unreadableMessage =
    "command 'note.pin' requires \(untyped), whose accessor reads no FocusedValueKey, so the "
    + "value it needs has no name; write the accessor as `self[SomeKey.self]`"

  static let refusals: [Refusal] = [
    Refusal(
      name: "a second template with one name",
      declare: { (app) throws(CommandKitError) in
        try app.addTemplate(WindowTemplate("doc", root: ViewNode("other")))
      },
      error: .duplicateTemplate("doc"), code: "duplicate-template",
      message: "template 'doc': a template with this name exists; template names must be unique"
    ),
    Refusal(
      name: "a tree that repeats a node id",
      declare: { (app) throws(CommandKitError) in
        let root = ViewNode(
          "root", children: [ViewNode("list"), ViewNode("pane", children: [ViewNode("list")])])
        try app.addTemplate(WindowTemplate("twice", root: root))
      },
      error: .duplicateNodeID("list", template: "twice"), code: "duplicate-id",
      message: "template 'twice': duplicate id \"list\" (ids must be unique within a window)"),
    Refusal(
      name: "a typed command whose accessor reads no key",
      declare: { (app) throws(CommandKitError) in
        try app.register(
          Command("note.pin", "Pin", menu: "Edit", requires: \.untypedNote) { _ in })
      },
      error: .unreadableKeyPath(command: "note.pin", keyPath: untyped),
      code: "unreadable-key-path", message: unreadableMessage),
    Refusal(
      name: "the same, among several commands",
      declare: { (app) throws(CommandKitError) in
        try app.register([
          Command(id: "note.new", title: "New", menu: "File"),
          Command("note.pin", "Pin", menu: "Edit", requires: \.untypedNote) { _ in },
        ])
      },
      error: .unreadableKeyPath(command: "note.pin", keyPath: untyped),
      code: "unreadable-key-path", message: unreadableMessage),
  ]

  @Test("A declaration the model cannot use is refused with its own error", arguments: refusals)
  func refused(_ refusal: Refusal) throws {
    var app = try Builders.app()
    let templates = app.templates.map(\.name)
    let commands = app.commands.map(\.id)
    #expect(throws: refusal.error) { try refusal.declare(&app) }
    #expect(refusal.error.code == refusal.code)
    #expect(refusal.error.description == refusal.message)
    #expect(app.templates.map(\.name) == templates)
    #expect(app.commands.map(\.id) == commands)
  }

  @Test("A typed command whose accessor reads its key registers under the key's name")
  func readableKeyPath() throws {
    var app = try Builders.app()
    try app.register(Command("note.pin", "Pin", menu: "Edit", requires: \.typedNote) { _ in })
    #expect(app.command("note.pin")?.requires == "note")
  }
}

private enum NoteKey: FocusedValueKey {
  typealias Value = String
  static var name: String { "note" }
}

extension FocusedValues {
  /// Read through the key: the library learns the name `note` from it.
  fileprivate var typedNote: String? {
    get { self[NoteKey.self] }
    set { self[NoteKey.self] = newValue }
  }

  /// Read by name: no key, so no name the library can learn.
  fileprivate var untypedNote: String? {
    get { self[name: "note"] as? String }
    set { self[name: "note"] = newValue }
  }
}
