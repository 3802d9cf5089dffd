import Testing

@testable import CommandKitLite

/// `ExactCast` reinterprets a stored value only when its dynamic type is exactly the one
/// asked for; these are the invariants that make its unsafe step safe.
@Suite struct ExactCastTests {
  private class Base: @unchecked Sendable { let tag = 1 }
  private final class Derived: Base, @unchecked Sendable {}
  private struct Pair: Sendable, Equatable {
    let name: String
    let numbers: [Int]
  }

  @Test("A value of exactly the asked type comes back equal")
  func exactType() {
    #expect(ExactCast.value("text" as any Sendable, as: String.self) == "text")
    #expect(ExactCast.value(42 as any Sendable, as: Int.self) == 42)
    let pair = Pair(name: "p", numbers: [1, 2, 3])
    #expect(ExactCast.value(pair as any Sendable, as: Pair.self) == pair)
  }

  @Test("Any other type gives nil: another type, a subclass, an optional, a JSON value")
  func otherTypes() {
    #expect(ExactCast.value(42 as any Sendable, as: String.self) == nil)
    #expect(ExactCast.value(Int32(42) as any Sendable, as: Int.self) == nil)
    #expect(ExactCast.value(Derived() as any Sendable, as: Base.self) == nil)
    #expect(ExactCast.value(Optional(1) as any Sendable, as: Int.self) == nil)
    #expect(ExactCast.value(JSONValue.string("x") as any Sendable, as: String.self) == nil)
  }

  @Test("A class instance comes back as the same object")
  func identity() {
    let object = Base()
    let back = ExactCast.value(object as any Sendable, as: Base.self)
    #expect(back === object)
    #expect(back?.tag == 1)
  }

  @Test("withValue applies its body to a value of exactly the asked type, and to no other")
  func withValue() {
    #expect(ExactCast.withValue("text" as any Sendable, as: String.self) { $0.count } == 4)
    let pair = Pair(name: "p", numbers: [1, 2])
    #expect(ExactCast.withValue(pair as any Sendable, as: Pair.self) { $0 } == pair)
    var calls = 0
    let refused: [any Sendable] = [
      42, Derived(), Optional(1) as Int?, JSONValue.string("text"), Int32(4),
    ]
    for value in refused {
      #expect(ExactCast.withValue(value, as: String.self) { _ in calls += 1 } == nil)
    }
    #expect(ExactCast.withValue(Derived() as any Sendable, as: Base.self) { $0.tag } == nil)
    #expect(ExactCast.withValue(Optional(1) as any Sendable, as: Int.self) { $0 } == nil)
    #expect(calls == 0)
  }

  @Test("FocusedValues.cast still converts what the exact path refuses")
  func fallback() {
    let number: Int? = FocusedValues.cast(JSONValue.number(3))
    #expect(number == 3)
    let base: Base? = FocusedValues.cast(Derived() as any Sendable)
    #expect(base?.tag == 1)
  }
}

/// `removeSuffix(from:filler:)` moves a container's values out of the parser's stack.
@Suite struct RemoveSuffixTests {
  @Test(
    "The suffix comes back in order and the array keeps the prefix", arguments: [0, 1, 3, 5, 9, -2])
  func suffix(start: Int) {
    var values = ["a", "b", "c", "d", "e"]
    let moved = values.removeSuffix(from: start, filler: "")
    let cut = min(max(start, 0), 5)
    #expect(moved == Array(["a", "b", "c", "d", "e"][cut...]))
    #expect(values == Array(["a", "b", "c", "d", "e"][..<cut]))
  }

  @Test("Moved class instances stay alive in the result and nowhere else")
  func ownership() {
    final class Box {}
    var boxes = [Box(), Box()]
    weak let watched = boxes[1]
    var moved = boxes.removeSuffix(from: 1, filler: Box())
    #expect(boxes.count == 1)
    #expect(watched != nil)
    moved.removeAll()
    #expect(watched == nil)
  }
}
