import CommandKitLite
import Testing

/// A press finds its shortcut's dispatch entry by an integer code when the key is one ASCII
/// or private-use scalar, and by hashing the shortcut otherwise. Both must agree with
/// `KeyboardShortcut` equality, which compares keys as `Character` does (canonically).
@Suite struct ShortcutLookupTests {
  typealias Case = KeyEquivalentEqualityTests.Case

  /// The equality table, each pair bound one way round and pressed the other, then the
  /// reverse: lookup by code (one side may have none) must agree with `==` both ways.
  static let cases: [Case] = KeyEquivalentEqualityTests.cases.flatMap {
    [$0, Case(lhs: $0.rhs, rhs: $0.lhs, equal: $0.equal)]
  }

  func app() throws -> App {
    var app = try Builders.app()
    try app.open("doc", id: "w1")
    return app
  }

  @Test(
    "A press finds the command bound to an equal shortcut, however its key is spelled",
    arguments: cases)
  func equivalentKeys(_ item: Case) throws {
    var app = try app()
    let modifiers: EventModifiers = [.control, .option]
    try app.register(
      Command(
        id: "bound", title: "Bound", menu: "Edit",
        shortcut: KeyboardShortcut(KeyEquivalent(item.lhs), modifiers: modifiers)))
    let result = app.press(KeyboardShortcut(KeyEquivalent(item.rhs), modifiers: modifiers))
    #expect((result.performedCommand == "bound") == item.equal)
    #expect((result.kind == .performed) == item.equal)
    #expect(
      app.why(KeyboardShortcut(KeyEquivalent(item.rhs), modifiers: modifiers)).performedCommand
        == (item.equal ? "bound" : nil))
  }

  @Test("Each of hundreds of bound shortcuts reaches its own command; unbound ones reach none")
  func manyShortcuts() throws {
    var app = try app()
    let keys: [Character] =
      Array("abcdefghijklmnopqrstuvwxyz0123456789")
      + (0xF704...0xF726).compactMap { Unicode.Scalar($0).map(Character.init) }  // F1–F35
    let extra: [EventModifiers] = [[], .shift, .command, [.shift, .command]]
    var bound: [(KeyboardShortcut, String)] = []
    for (index, key) in keys.enumerated() {
      for (variant, more) in extra.enumerated() {
        let shortcut = KeyboardShortcut(KeyEquivalent(key), modifiers: [.control, .option, more])
        let id = "c\(index)-\(variant)"
        do {
          try app.register(Command(id: id, title: id, menu: "Custom", shortcut: shortcut))
          bound.append((shortcut, id))
        } catch {
          continue  // a shortcut the platform reserves
        }
      }
    }
    #expect(bound.count > 250)
    for (shortcut, id) in bound {
      #expect(app.press(shortcut).performedCommand == id)
    }
    for key in keys {
      let unbound = KeyboardShortcut(KeyEquivalent(key), modifiers: [.control, .option, .function])
      #expect(app.press(unbound).performedCommand == nil)
    }
  }

  @Test("A shortcut with modifier bits beyond the known ones is still found")
  func unknownModifierBits() throws {
    var app = try app()
    let odd = KeyboardShortcut("j", modifiers: [.control, EventModifiers(rawValue: 1 << 20)])
    try app.register(Command(id: "odd", title: "Odd", menu: "Edit", shortcut: odd))
    #expect(app.press(odd).performedCommand == "odd")
    #expect(app.press(KeyboardShortcut("j", modifiers: .control)).performedCommand == nil)
  }
}
