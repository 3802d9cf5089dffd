import CommandKitLite
import CommandKitTestSupport
import Synchronization
import Testing

/// A typed command's action receives its required value as the type its key declares,
/// whichever way the value was published.
@Suite struct TypedCommandTests {
  let s = Fixtures.shortcut

  /// Publishes `value` as `count` at the focused node, presses the command's key and
  /// returns what the action received.
  func received(publishing value: any Sendable) throws -> (DispatchOutcome.Kind, [Int]) {
    let seen = Mutex<[Int]>([])
    var app = App(name: "T")
    try app.addTemplate(WindowTemplate("t", root: ViewNode("n").focusable()))
    try app.register(
      Command("count.use", "Use", menu: "Edit", shortcut: s("cmd+u"), requires: \.typedCount) {
        count in seen.withLock { $0.append(count) }
      })
    try app.open("t", id: "w")
    try app.setValue(value, named: "count", at: .node(NodePath(window: "w", node: "n")))
    let outcome = app.press(s("cmd+u")).kind
    return (outcome, seen.withLock { $0 })
  }

  @Test("A value published with its own type arrives as is")
  func exactType() throws {
    let (outcome, values) = try received(publishing: 7)
    #expect(outcome == .performed)
    #expect(values == [7])
  }

  @Test("A JSON value is converted to the key's type")
  func jsonValue() throws {
    let (outcome, values) = try received(publishing: JSONValue.number(3))
    #expect(outcome == .performed)
    #expect(values == [3])
  }

  @Test("A value of another type enables the command but the typed action does not run")
  func otherType() throws {
    let (outcome, values) = try received(publishing: "seven")
    #expect(outcome == .performed)
    #expect(values.isEmpty)
  }

  @Test("Invoking a typed command from the menu gives its action the value too")
  func invoke() throws {
    let seen = Mutex<[Int]>([])
    var app = App(name: "T")
    try app.addTemplate(WindowTemplate("t", root: ViewNode("n").focusable()))
    try app.register(
      Command("count.use", "Use", menu: "Edit", requires: \.typedCount) { count in
        seen.withLock { $0.append(count) }
      })
    try app.open("t", id: "w")
    #expect(try app.invoke("count.use").kind == .disabled)
    try app.setValue(5, named: "count", at: .node(NodePath(window: "w", node: "n")))
    #expect(try app.invoke("count.use").kind == .performed)
    #expect(seen.withLock { $0 } == [5])
  }

  @Test("A value of a related but different type is not reinterpreted")
  func differentType() throws {
    let (outcome, values) = try received(publishing: Int32(7))
    #expect(outcome == .performed)
    #expect(values.isEmpty)
  }
}

private enum TypedCountKey: FocusedValueKey {
  typealias Value = Int
  static var name: String { "count" }
}

extension FocusedValues {
  fileprivate var typedCount: Int? {
    get { self[TypedCountKey.self] }
    set { self[TypedCountKey.self] = newValue }
  }
}
