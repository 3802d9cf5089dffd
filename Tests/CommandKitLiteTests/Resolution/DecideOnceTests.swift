import CommandKitLite
import Testing

/// A press of typed keys is decided once, and that decision is what is performed and what
/// every `why` tells (issue 27, item 3): `press(keys:)` and `why(keys:)` give the same
/// answer, the press's steps are the layout's reading that `why` starts with, and a key the
/// layout reads as a reserved physical key or as nothing is told the same way by both.
@Suite struct DecideOnceTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let layout: String
    let direction: LayoutDirection
    let keys: String
    var testDescription: String { "\(keys) on \(layout) \(direction)" }
  }

  /// Every layout press of the layout tests but those on `us` left to right, which are
  /// presses of the written shortcut (``whyOfAShortcut()``).
  static let cases: [Case] =
    LayoutPressTests.pressCases.filter { $0.layout != "us" || $0.direction == .rightToLeft }
    .map { Case(layout: $0.layout, direction: $0.direction, keys: $0.keys) } + [
      // The 3 key with Shift on fr is the screenshot: a reserved physical key.
      Case(layout: "fr", direction: .leftToRight, keys: "shift+cmd+\""),
      // A dead key types nothing.
      Case(layout: "de", direction: .leftToRight, keys: "cmd+^"),
      // Nothing binds it, on any reading.
      Case(layout: "de", direction: .rightToLeft, keys: "cmd+j"),
      Case(layout: "fr", direction: .rightToLeft, keys: "cmd+("),
    ]

  @Test(
    "press(keys:) performs what why(keys:) tells, and tells the same reading",
    arguments: cases)
  func pressAgreesWithWhy(_ example: Case) throws {
    var app = try LayoutPressTests.app(layout: example.layout, direction: example.direction)
    let told = try app.why(keys: example.keys)
    let done = try app.press(keys: example.keys)
    #expect(done.outcome == told.outcome)
    #expect(done.shortcut == told.shortcut)
    #expect(done.performedCommand == told.performedCommand)
    #expect(done.provider == told.provider)
    #expect(done.node == told.node)
    #expect(done.reservation == told.reservation)
    #expect(done.keys == example.keys && told.keys == example.keys)
    #expect(done.layout == example.layout && told.layout == example.layout)
    #expect(!done.steps.isEmpty)
    #expect(Array(told.steps.prefix(done.steps.count)) == done.steps)
  }

  @Test("why of a written shortcut is the trace of the decision a press performs")
  func whyOfAShortcut() throws {
    var app = try LayoutPressTests.app()
    let shortcut = KeyboardShortcut("[", modifiers: .command)
    let told = app.why(shortcut)
    let done = app.press(shortcut)
    #expect(done.outcome == told.outcome && done.performedCommand == told.performedCommand)
    #expect(done.steps.isEmpty)
    #expect(told.steps.first?.step == "reserved")
    #expect(told.keys == nil && told.layout == nil)
  }
}
