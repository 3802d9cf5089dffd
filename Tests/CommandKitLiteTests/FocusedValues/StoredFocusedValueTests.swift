import Testing

@testable import CommandKitLite

/// `FocusedValues` keeps each value in a box of the type it was published with
/// (`FocusedValueBox`), so that a typed reader (a typed command's action, a typed
/// `resolve`) reads it by a class cast; every other reader sees the value as before.
@Suite struct StoredFocusedValueTests {
  private class Base: @unchecked Sendable { let tag = 7 }
  private final class Derived: Base, @unchecked Sendable {}

  /// One way of publishing a value, and the box type it must land in.
  struct Publishing: Sendable, CustomTestStringConvertible {
    let name: String
    let publish: @Sendable (inout FocusedValues) -> Void
    let isBoxedAsPublished: @Sendable (StoredFocusedValue) -> Bool
    var testDescription: String { name }
  }

  static let publishings: [Publishing] = [
    Publishing(
      name: "an Int by name", publish: { $0[name: "v"] = 3 },
      isBoxedAsPublished: { $0 is FocusedValueBox<Int> }),
    Publishing(
      name: "a String as any Sendable", publish: { $0[name: "v"] = "s" as any Sendable },
      isBoxedAsPublished: { $0 is FocusedValueBox<String> }),
    Publishing(
      name: "a JSON value from a scene file",
      publish: { $0 = FocusedValues(JSONObject([("v", true)])) },
      isBoxedAsPublished: { $0 is FocusedValueBox<JSONValue> }),
    Publishing(
      name: "an array", publish: { $0[name: "v"] = ["a", "b"] },
      isBoxedAsPublished: { $0 is FocusedValueBox<[String]> }),
  ]

  @Test("A value is stored in a box of its dynamic type", arguments: publishings)
  func boxedAsPublished(_ publishing: Publishing) throws {
    var values = FocusedValues()
    publishing.publish(&values)
    let position = try #require(values.position(of: "v"))
    #expect(publishing.isBoxedAsPublished(values.storedValue(at: position)))
    // The untyped readers see the value itself, not the box.
    #expect(values.value(at: position) as? FocusedValueBox<Int> == nil)
    #expect(values[name: "v"] != nil)
  }

  @Test(
    "Replacing a value boxes the new one as its own type, whatever the old one was",
    arguments: [
      (3 as any Sendable, 4 as any Sendable, "Int"),
      (3 as any Sendable, "four" as any Sendable, "String"),
      ("three" as any Sendable, JSONValue.number(4) as any Sendable, "JSONValue"),
      (JSONValue.number(3) as any Sendable, 4 as any Sendable, "Int"),
    ] as [(any Sendable, any Sendable, String)])
  func replacing(old: any Sendable, new: any Sendable, type: String) throws {
    var values = FocusedValues()
    values[name: "v"] = old
    values[name: "v"] = new
    let position = try #require(values.position(of: "v"))
    let stored = values.storedValue(at: position)
    switch type {
    case "Int": #expect((stored as? FocusedValueBox<Int>)?.value == new as? Int)
    case "String": #expect((stored as? FocusedValueBox<String>)?.value == new as? String)
    default: #expect((stored as? FocusedValueBox<JSONValue>)?.value == new as? JSONValue)
    }
    #expect(values.names == ["v"])
  }

  @Test("Replacing through the old box keeps the value's type and holds the new value")
  func replacedBySameType() throws {
    let box = FocusedValueBox(3)
    let same = try #require(box.replaced(by: 5))
    #expect((same as? FocusedValueBox<Int>)?.value == 5)
    #expect(box.value == 3)
    #expect(box.replaced(by: "five") == nil)
    #expect(box.replaced(by: Optional(5) as Int?) == nil)
  }

  /// One change of a value already published, whether it is written into the box in place
  /// (the collection holds the only reference and the new value is exactly of the box's
  /// type and cannot be a JSON `null`), and what the collection holds afterwards.
  struct Change: Sendable, CustomTestStringConvertible {
    let name: String
    let old: any Sendable
    let new: any Sendable
    let inPlace: Bool
    /// The value read back by name, as JSON (`nil`: removed).
    let stored: JSONValue?
    var testDescription: String { name }
  }

  static let changes: [Change] = [
    Change(name: "an Int to an Int", old: 3, new: 4, inPlace: true, stored: .number(4)),
    Change(
      name: "a String to a String", old: "a", new: "b", inPlace: true, stored: .string("b")),
    Change(name: "an Int to a String", old: 3, new: "b", inPlace: false, stored: .string("b")),
    Change(
      name: "a JSON value to another", old: JSONValue.number(1), new: JSONValue.number(2),
      inPlace: false, stored: .number(2)),
    Change(
      name: "a JSON value to JSON null", old: JSONValue.number(1), new: JSONValue.null,
      inPlace: false, stored: nil),
    Change(
      name: "an optional JSON value to an optional null", old: JSONValue?.some(.number(1)),
      new: JSONValue?.some(.null), inPlace: false, stored: nil),
    Change(
      name: "an optional Int to an optional Int", old: Int?.some(1), new: Int?.some(2),
      inPlace: false, stored: .number(2)),
  ]

  @Test(
    "A value changed to one of its type is written into its box only when no null can hide in it",
    arguments: changes)
  func changedInPlace(_ change: Change) throws {
    var values = FocusedValues()
    values[name: "v"] = change.old
    let before = ObjectIdentifier(values.storedValue(at: try #require(values.position(of: "v"))))
    values[name: "v"] = change.new
    #expect(values[name: "v"].map { JSONValue(any: $0) } == change.stored)
    if let position = values.position(of: "v") {
      let after = ObjectIdentifier(values.storedValue(at: position))
      #expect((after == before) == change.inPlace)
    }
  }

  @Test("A box another collection or reader still holds is never written: each keeps its value")
  func sharedBoxIsNotWritten() throws {
    var values = FocusedValues()
    values[name: "v"] = 1
    let copy = values
    let held = values.storedValue(at: try #require(values.position(of: "v")))
    values[name: "v"] = 2
    #expect(values[name: "v"] as? Int == 2)
    #expect(copy[name: "v"] as? Int == 1)
    #expect((held as? FocusedValueBox<Int>)?.value == 1)
    // Once nothing else holds it, the new box is written in place.
    let box = ObjectIdentifier(values.storedValue(at: try #require(values.position(of: "v"))))
    values[name: "v"] = 3
    let position = try #require(values.position(of: "v"))
    #expect(ObjectIdentifier(values.storedValue(at: position)) == box)
    #expect(values[name: "v"] as? Int == 3)
    #expect(copy[name: "v"] as? Int == 1)
  }

  @Test("A value read by a typed reader before a change keeps the value it read")
  func readBeforeChange() throws {
    var app = App(name: "Boxes")
    app.setAppValue(\.storedBoxCount, 1)
    let first = try #require(app.resolve(StoredBoxCountKey.self))
    app.setAppValue(\.storedBoxCount, 2)
    #expect(first.value == 1)
    #expect(app.resolve(StoredBoxCountKey.self)?.value == 2)
  }

  @Test("A typed read takes the box of exactly its type and converts anything else")
  func typedRead() {
    #expect(FocusedValues.read(FocusedValueBox("text"), as: String.self) == "text")
    #expect(FocusedValues.read(FocusedValueBox(JSONValue.number(3)), as: Int.self) == 3)
    #expect(
      FocusedValues.read(FocusedValueBox(JSONValue.array([.string("a")])), as: [String].self)
        == ["a"])
    #expect(FocusedValues.read(FocusedValueBox(Derived() as Base), as: Base.self)?.tag == 7)
    #expect(FocusedValues.read(FocusedValueBox(Derived()), as: Base.self)?.tag == 7)
    #expect(FocusedValues.read(FocusedValueBox(3), as: String.self) == nil)
  }

  @Test("A typed command's action and a typed resolve read values published every way")
  func typedReadersThroughTheApp() throws {
    let received = LockedValue<[Int]>([])
    var app = App(name: "Boxes")
    try app.register(
      Command(
        "count.show", "Show", menu: "View", shortcut: KeyboardShortcut("k"),
        requires: \.storedBoxCount
      ) { count in received.withLock { $0.append(count) } })
    app.setAppValue(\.storedBoxCount, 1)
    app.press(KeyboardShortcut("k"))
    app.setAppValue(JSONValue.number(2), named: StoredBoxCountKey.name)
    app.press(KeyboardShortcut("k"))
    app.setAppValue(3, named: StoredBoxCountKey.name)
    app.press(KeyboardShortcut("k"))
    #expect(received.withLock { $0 } == [1, 2, 3])
    #expect(app.resolve(StoredBoxCountKey.self)?.value == 3)
    app.setAppValue("three", named: StoredBoxCountKey.name)
    #expect(app.resolve(StoredBoxCountKey.self) == nil)
    #expect(app.press(KeyboardShortcut("k")).performedCommand == "count.show")
    #expect(received.withLock { $0 } == [1, 2, 3])
  }
}

extension FocusedValues {
  fileprivate var storedBoxCount: Int? {
    get { self[StoredBoxCountKey.self] }
    set { self[StoredBoxCountKey.self] = newValue }
  }
}

private struct StoredBoxCountKey: FocusedValueKey {
  typealias Value = Int
  static let name = "storedBoxCount"
}
