import Testing

@testable import CommandKitLite

/// The app's caches live in one ``DispatchState`` keyed on one ``AppStamp`` built from every
/// part's generation, the platform and the semantics; one generic memo serves both of them
/// (issue 13, issue 27).
@Suite struct ResolutionMemoTests {
  private final class Box: Sendable {}

  private static func resolution(_ value: any Sendable) -> Resolved<any Sendable> {
    Resolved(value: value, provider: .app)
  }

  private static func stamp(windows: UInt64 = 1, values: UInt64 = 0) -> AppStamp {
    AppStamp(
      windows: windows, values: values, templates: 0, commands: 0, platform: .macOS,
      semantics: .platform)
  }

  @Test("The same stamp keeps the answers; another stamp forgets and releases them")
  func stampKeyed() {
    var state = DispatchState(platform: .macOS)
    state.prepare(for: Self.stamp())
    weak var released: Box?
    do {
      let box = Box()
      released = box
      _ = state.resolutions.resolution(at: 2) { Self.resolution(box) }
    }
    #expect(released != nil)
    state.prepare(for: Self.stamp())
    #expect(state.resolutions.lookup(2) != nil)
    state.prepare(for: Self.stamp(values: 1))
    #expect(state.resolutions.lookup(2) == nil)
    #expect(released == nil)
    #expect(state.isEmpty)
  }

  @Test("A remembered miss is told apart from nothing remembered")
  func rememberedMiss() {
    var memo = ResolutionMemo()
    var calls = 0
    #expect(
      memo.resolution(at: 0) {
        calls += 1; return nil
      } == nil)
    #expect(
      memo.resolution(at: 0) {
        calls += 1; return nil
      } == nil)
    #expect(calls == 1)
    #expect(memo.lookup(0).map { $0 == nil } == true)
    #expect(memo.lookup(1) == nil)
  }

  @Test("Clearing a memo forgets every slot it filled and nothing else is left")
  func clearing() {
    var memo = SlotMemo<Int>()
    memo.store(7, at: 5)
    memo.store(3, at: 0)
    #expect(memo.lookup(5) == 7)
    #expect(!memo.isEmpty)
    memo.clear()
    #expect(memo.lookup(5) == nil && memo.lookup(0) == nil)
    #expect(memo.isEmpty)
  }

  struct Change: Sendable, CustomTestStringConvertible {
    let name: String
    let apply: @Sendable (inout App) throws -> Void
    var testDescription: String { name }
  }

  static let changes: [Change] = [
    Change(name: "a command is registered") {
      try $0.register(Command(id: "c", title: "C", menu: "Edit"))
    },
    Change(name: "an app value is published") { $0.setAppValue("x", named: "k") },
    Change(name: "a window opens") { try $0.open("doc", id: "w2") },
    Change(name: "focus moves") { try $0.focus(Builders.path("w1/b")) },
    Change(name: "a template is added") {
      try $0.addTemplate(WindowTemplate("extra", root: ViewNode("x")))
    },
    Change(name: "the platform changes") { $0.setPlatform(.iPadOS) },
    Change(name: "the semantics change") { $0.setSemantics(.swiftui) },
    Change(name: "a key is bound") {
      try $0.bind(KeyboardShortcut("j", modifiers: .command), to: "app.about")
    },
    Change(name: "the app is renamed") { $0.name = "Renamed" },
    Change(name: "the default items change") { $0.addCommandSets([.sidebar]) },
  ]

  @Test(
    "A change to any part of the app moves the stamp its caches are keyed on",
    arguments: changes)
  func everyPartMovesTheStamp(_ change: Change) throws {
    var app = try Builders.app()
    try app.open("doc", id: "w1")
    let before = app.stamp
    try change.apply(&app)
    #expect(app.stamp != before)
    #expect(app.invariantViolations().isEmpty)
  }
}
