import Testing

@testable import CommandKitLite

/// `LockedValue` keeps its value consistent under concurrent use.
@Suite struct LockedValueTests {
  @Test("Increments from many tasks are all counted")
  func concurrentIncrements() async {
    let counter = LockedValue(0)
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<8 {
        group.addTask {
          for _ in 0..<1_000 { counter.withLock { $0 += 1 } }
        }
      }
    }
    #expect(counter.withLock { $0 } == 8_000)
  }

  @Test("withLock returns the body's result and rethrows its error")
  func resultAndErrors() {
    struct Failure: Error {}
    let value = LockedValue([1, 2])
    #expect(value.withLock { $0.count } == 2)
    #expect(throws: Failure.self) { try value.withLock { _ in throw Failure() } }
  }
}
