import CommandKitAudit
import Foundation
import Testing

@testable import CommandKitImport
@testable import CommandKitLite

/// `same-action` (same code): a menu command and a control on its key whose closures are
/// the same code on the same values (one class's instance, the environment's or a focused
/// value's object of that class), or that set a focused binding and the control's own
/// binding of the same value type to one literal, are one command (SPEC §20, "one action,
/// one command"; ImporterDefects/same-code-control/). Written after the twenty-sixth
/// held-out batch was judged (Spotifly's hidden playback and navigation buttons).
@Suite struct SameCodeControlTests {
  static let folder = "same-code-control"

  struct Variant: Sendable, CustomTestStringConvertible {
    let name: String
    let edits: [(String, String)]
    /// The shortcuts on which a button is `shadowed`, sorted.
    let shadowed: [String]
    var testDescription: String { name }
  }

  static let controlPlay = "      Button(\"\") {\n        if player.isPlaying {"
  /// Both Play / Pause closures first call `report()`.
  static let reporting: [(String, String)] = [
    (
      "      Button(\"Play / Pause\") {\n        if player.isPlaying {",
      "      Button(\"Play / Pause\") {\n        report()\n        if player.isPlaying {"
    ),
    (controlPlay, "      Button(\"\") {\n        report()\n        if player.isPlaying {"),
  ]
  static let controlSelect = "        selection = .favorites"

  static let variants: [Variant] = [
    .init(
      name: "each button repeats its command's code on the same values", edits: [], shadowed: []),
    .init(
      name: "the button's code differs",
      edits: [
        (
          controlPlay,
          "      Button(\"\") {\n        player.resume()\n        if player.isPlaying {"
        )
      ],
      shadowed: ["space"]),
    .init(
      name: "the player is a value type, each view's own copy",
      edits: [
        ("@Observable\nfinal class Player {", "struct Player {"),
        ("  @Bindable var player: Player", "  var player: Player"),
        (
          "  func pause() { isPlaying = false }\n  func resume() { isPlaying = true }",
          "  mutating func pause() { isPlaying = false }\n  mutating func resume() { isPlaying = true }"
        ),
      ],
      shadowed: ["cmd+l", "space"]),
    .init(
      name: "the button's player is declared as another class",
      edits: [
        ("  @Bindable var player: Player", "  @Bindable var player: Recorder"),
        (
          "@Observable\nfinal class Session {",
          "@Observable\nfinal class Recorder {\n  var isPlaying = false\n  func pause() {}\n  func resume() {}\n  func like(token: String) async {}\n}\n\n@Observable\nfinal class Session {"
        ),
        ("ShortcutButtons(player: Player.shared,", "ShortcutButtons(player: Recorder(),"),
      ],
      shadowed: ["cmd+l", "space"]),
    .init(
      name: "the button's view makes a session of its own",
      edits: [("  @Environment(Session.self) private var session", "  let session = Session()")],
      shadowed: ["cmd+l"]),
    .init(
      name: "the button's session is read by a key path, its type not written",
      edits: [
        (
          "  @Environment(Session.self) private var session",
          "  @Environment(\\.session) private var session"
        )
      ],
      shadowed: ["cmd+l"]),
    .init(
      name: "both call a method each type declares for itself",
      edits: reporting + [
        (
          "  private var player: Player { Player.shared }",
          "  private var player: Player { Player.shared }\n\n  func report() {}"
        ),
        (
          "  @Environment(Session.self) private var session",
          "  @Environment(Session.self) private var session\n\n  func report() {}"
        ),
      ],
      shadowed: ["space"]),
    .init(
      name: "both call the same free function",
      edits: reporting + [
        ("enum SidebarItem: Hashable {", "func report() {}\n\nenum SidebarItem: Hashable {")
      ],
      shadowed: []),
    .init(
      name: "the button sets another value",
      edits: [(controlSelect, "        selection = .albums")],
      shadowed: ["cmd+1"]),
    .init(
      name: "the button's binding holds another type",
      edits: [
        ("  @Binding var selection: SidebarItem?", "  @Binding var selection: Tab?"),
        (
          "enum SidebarItem: Hashable {",
          "enum Tab: Hashable {\n  case favorites\n}\n\nenum SidebarItem: Hashable {"
        ),
        (
          "ShortcutButtons(player: Player.shared, selection: $selection)",
          "ShortcutButtons(player: Player.shared, selection: .constant(nil))"
        ),
      ],
      shadowed: ["cmd+1"]),
    .init(
      name: "the button sets a state of its own, not a binding",
      edits: [
        ("  @Binding var selection: SidebarItem?", "  @State private var selection: SidebarItem?"),
        (
          "ShortcutButtons(player: Player.shared, selection: $selection)",
          "ShortcutButtons(player: Player.shared)"
        ),
      ],
      shadowed: ["cmd+1"]),
  ]

  @Test(
    "same-code-control: a button running its command's code on the same values is that command",
    arguments: variants)
  func sameCode(_ variant: Variant) throws {
    let result = try ImporterDefectsTests.importedCopy(
      of: Self.folder, editing: ["App.swift": variant.edits])
    let scene = try SceneFile.decode(result.json.prettyPrinted())
    let shadowed = scene.app.audit().findings.filter { $0.kind == .shadowed }
      .map { $0.shortcut.map { "\($0)" } ?? "" }.sorted()
    #expect(shadowed == variant.shadowed)
  }

  @Test(
    "same-code-control: a closure's free names are what it reads from outside itself",
    arguments: [
      ("if player.isPlaying { player.pause() }", ["player"]),
      (
        "Task { let token = await session.token()\n await player.like(token: token) }",
        ["session", "player"]
      ),
      ("guard let session else { return }\n session.close()", ["session"]),
      ("items.forEach { item in item.reset() }", ["items"]),
      ("self.count += 1", ["count"]),
      ("withAnimation { isShown = true }", ["withAnimation", "isShown"]),
      ("model.select(id: selectedID)", ["model", "selectedID"]),
      ("$selection.wrappedValue = .favorites", ["selection"]),
    ] as [(String, [String])])
  func freeNames(_ text: String, names: [String]) throws {
    let source = try SwiftSource(file: "Closure.swift", text: text)
    let code = try #require(source.closureCode(in: source.tokens.indices, type: "View"))
    #expect(code.freeNames == names)
  }

  @Test(
    "same-code-control: a focused binding's assignment is read through wrappedValue or as a @FocusedBinding",
    arguments: [
      ("selection?.wrappedValue = .favorites", "selection = .favorites", true),
      ("selection.wrappedValue = true", "selection = true", true),
      ("selection = .albums", "selection = .albums", false),
      ("selection?.wrappedValue = .favorites; log()", nil, false),
      ("selection?.wrappedValue.toggle()", nil, false),
    ] as [(String, String?, Bool)])
  func bindingAssignment(_ text: String, assignment: String?, through: Bool) throws {
    let source = try SwiftSource(file: "Closure.swift", text: text)
    let read = source.bindingAssignment(in: source.tokens.indices, type: "Commands")
    #expect(read?.assignment == assignment)
    if assignment != nil { #expect(read?.throughWrappedValue == through) }
  }
}
