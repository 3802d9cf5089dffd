import Testing

@testable import CommandKitLite

/// The resolution memo is keyed on the app's part generations and releases what it holds
/// when it is cleared (issue 13).
@Suite struct ResolutionMemoTests {
  private final class Box: Sendable {}

  private static func resolution(_ value: any Sendable) -> Resolved<any Sendable> {
    Resolved(value: value, provider: .app)
  }

  @Test("The same stamp keeps the entries; another stamp forgets and releases them")
  func stampKeyed() {
    var memo = ResolutionMemo()
    let first = ResolutionStamp(windows: 1, values: 0, commands: 0, semantics: .platform)
    memo.prepare(for: first)
    weak var released: Box?
    do {
      let box = Box()
      released = box
      _ = memo.resolution(at: 2) { Self.resolution(box) }
    }
    #expect(released != nil)
    memo.prepare(for: first)
    #expect(memo.lookup(2) != nil)
    memo.prepare(for: ResolutionStamp(windows: 1, values: 1, commands: 0, semantics: .platform))
    #expect(memo.lookup(2) == nil)
    #expect(released == nil)
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

  @Test("A change to any part of the app moves the stamp a press is cached under")
  func everyPartMovesTheStamp() throws {
    var app = try Builders.app()
    try app.open("doc", id: "w1")
    var stamps = [app.resolutionStamp]
    try app.register(Command(id: "c", title: "C", menu: "Edit"))
    stamps.append(app.resolutionStamp)
    app.setAppValue("x", named: "k")
    stamps.append(app.resolutionStamp)
    try app.open("doc", id: "w2")
    stamps.append(app.resolutionStamp)
    #expect(Set(stamps).count == stamps.count)
    #expect(app.invariantViolations().isEmpty)
  }
}
