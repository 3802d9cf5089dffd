import Testing

@testable import CommandKitLite

/// The window stack owns window order, key and main, and a generation counter that the
/// resolution cache is keyed on (issue 13: a change must never be missed).
@Suite struct WindowStackTests {
  private static func window(_ id: String, kind: WindowKind = .window) -> Window {
    let root = ViewNode("root", children: [ViewNode("field").focusable()])
    return Window(id: id, template: WindowTemplate(id, kind: kind, root: root), display: .main)
  }

  private static func stack(_ ids: String...) -> WindowStack {
    var stack = WindowStack()
    stack.windows = ids.map { window($0) }
    stack.keyWindowID = ids.first
    stack.settle()
    return stack
  }

  struct Change: Sendable, CustomTestStringConvertible {
    let name: String
    let apply: @Sendable (inout WindowStack) -> Void
    var testDescription: String { name }
  }

  static let changes: [Change] = [
    Change(name: "a window opens") { $0.windows.insert(window("w3"), at: 0) },
    Change(name: "focus moves in a window") { $0.windows[1].focus = nil },
    Change(name: "a window is minimized") { $0.windows[0].isMinimized = true },
    Change(name: "the key id is set") { $0.keyWindowID = "w2" },
    Change(name: "a window comes to the front") { $0.bringToFront("w2") },
    Change(name: "a window closes") { $0.removeWindowAndSheets("w1") },
    Change(name: "the external display connects") { $0.isExternalDisplayConnected = true },
    Change(name: "display state is saved") {
      $0.savedDisplayState["x"] = DisplayRestoration(
        template: "t", order: 0, state: window("x").state)
    },
  ]

  @Test("Every kind of change to the stack advances its generation", arguments: changes)
  func generationAdvances(_ change: Change) {
    var stack = Self.stack("w1", "w2")
    let before = stack.generation
    change.apply(&stack)
    #expect(stack.generation != before)
  }

  @Test("Reading the stack leaves its generation alone")
  func readsDoNotAdvance() {
    let stack = Self.stack("w1", "w2")
    let before = stack.generation
    _ = stack.windows.count
    _ = stack.keyWindowID
    _ = stack.canBeKey(stack.windows[1])
    _ = stack.blocker(of: "w1")
    #expect(stack.generation == before)
  }

  @Test("Closing the key window hands key status to the front-most one that can take it")
  func keyHandsOn() {
    var stack = Self.stack("w1", "w2", "w3")
    stack.windows[1].isMinimized = true
    stack.removeWindowAndSheets("w1")
    stack.settle()
    #expect(stack.keyWindowID == "w3")
    #expect(stack.windows.map(\.phase) == [.background, .active])
  }

  @Test("With no key window, a window that appears opens inactive and nothing becomes key")
  func noKeyStaysNoKey() {
    var stack = Self.stack("w1")
    stack.windows[0].isMinimized = true
    stack.settle()
    #expect(stack.keyWindowID == nil)
    stack.windows.append(Self.window("w2"))
    stack.settle()
    #expect(stack.keyWindowID == nil)
    #expect(stack.windows[1].phase == .inactive)
    #expect(stack.mainWindowID == "w2")
    #expect(stack.invariantViolations().isEmpty)
  }

  @Test("A panel can be key while the window behind it stays main, as the fallback")
  func panelKeyWindowMain() {
    var stack = WindowStack()
    stack.windows = [Self.window("inspector", kind: .panel), Self.window("w1")]
    stack.keyWindowID = "inspector"
    stack.settle()
    #expect(stack.mainWindowID == "w1")
    #expect(stack.keyIndex == 0)
    #expect(stack.mainFallbackIndex == 1)
  }

  @Test("The invariant check names a state that was changed without settling")
  func invariantsCatchUnsettledState() {
    var stack = Self.stack("w1", "w2")
    #expect(stack.invariantViolations().isEmpty)
    stack.keyWindowID = "w2"
    #expect(!stack.invariantViolations().isEmpty)
    stack.settle()
    #expect(stack.invariantViolations().isEmpty)
    stack.removeWindowAndSheets("w2")
    #expect(stack.invariantViolations().contains("key window w2 is not open"))
  }
}
