import Testing

@testable import CommandKitLite

/// The app's caches live in one ``DispatchState`` keyed on one ``AppStamp`` built from every
/// part's generation, the platform and the semantics; one generic memo serves both of them
/// (issue 13, issue 27).
@Suite struct ResolutionMemoTests {
  private static func stamp(windows: UInt64 = 1, values: UInt64 = 0) -> AppStamp {
    AppStamp(
      windows: windows, values: values, templates: 0, commands: 0, platform: .macOS,
      semantics: .platform)
  }

  @Test("The same stamp keeps the answers; another stamp forgets them")
  func stampKeyed() {
    var state = DispatchState(platform: .macOS)
    state.prepare(for: Self.stamp())
    let found = ValueLocation.node(window: 1, node: 7, position: 2)
    state.resolutions.store(found, at: 2)
    state.prepare(for: Self.stamp())
    #expect(state.resolutions.lookup(2) == .some(found))
    state.prepare(for: Self.stamp(values: 1))
    #expect(state.resolutions.lookup(2) == nil)
    #expect(state.isEmpty)
  }

  /// A memo entry says where a value was found, never holds it (issue 28): storing and
  /// clearing one counts no reference, and no memo can keep a withdrawn value alive
  /// (ResolutionCacheTests pins the release through the app).
  @Test("A memo entry is plain data: it holds no reference")
  func entriesHoldNoReference() {
    #expect(_isPOD(ValueLocation.self))
    #expect(_isPOD(ValueLocation?.self))
  }

  @Test("A remembered miss is told apart from nothing remembered")
  func rememberedMiss() {
    var memo = ResolutionMemo()
    #expect(memo.lookup(0) == nil)
    memo.store(nil, at: 0)
    #expect(memo.lookup(0).map { $0 == nil } == true)
    #expect(memo.lookup(1) == nil)
  }

  /// The resolution memo forgets by era (one array, no list of filled slots): after a
  /// clear no slot of an earlier era answers, however many eras passed, and a slot filled
  /// again answers with its new location only.
  @Test("Clearing the resolution memo forgets every slot, era after era", arguments: [1, 2, 5])
  func resolutionMemoEras(_ eras: Int) {
    var memo = ResolutionMemo()
    #expect(memo.isEmpty)
    memo.clear()
    #expect(memo.lookup(0) == nil && memo.isEmpty)
    for era in 0..<eras {
      let found = ValueLocation.app(position: era)
      memo.store(found, at: 3)
      memo.store(nil, at: 1)
      #expect(!memo.isEmpty)
      #expect(memo.lookup(3) == .some(found))
      #expect(memo.lookup(1).map { $0 == nil } == true)
      // A slot below the highest stored one, never stored: padding, not remembered.
      #expect(memo.lookup(0) == nil && memo.lookup(2) == nil && memo.lookup(4) == nil)
      memo.clear()
      #expect(memo.isEmpty)
      #expect(memo.lookup(3) == nil && memo.lookup(1) == nil)
    }
    memo.store(.scene(window: 0, position: 1), at: 1)
    #expect(memo.lookup(1) == .some(.scene(window: 0, position: 1)))
    #expect(memo.lookup(3) == nil)
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
