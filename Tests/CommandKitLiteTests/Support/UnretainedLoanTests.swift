import Testing

@testable import CommandKitLite

/// `UnretainedLoan` hands a closure an object without retaining it; these are the
/// invariants that make its unmanaged step safe: the object lent is the one the owner
/// holds, it is alive for the whole loan, and the loan neither leaks nor over-releases it.
@Suite struct UnretainedLoanTests {
  /// Counts the instances of ``Tracked`` freed, per test (tests run in parallel).
  private final class Deaths: Sendable {
    let count = LockedValue(0)
  }

  /// An object that reports its deinitialization.
  private final class Tracked: Sendable {
    let tag: Int
    let deaths: Deaths
    init(_ tag: Int, deaths: Deaths) {
      self.tag = tag
      self.deaths = deaths
    }
    deinit { deaths.count.withLock { $0 += 1 } }
  }

  /// An owner shaped like the app's storage: objects in an array of structs, one optional.
  private struct Owner {
    struct Slot {
      var object: Tracked?
    }
    var slots: [Slot]
  }

  private static func owner(_ count: Int, deaths: Deaths) -> Owner {
    Owner(slots: (0..<count).map { .init(object: Tracked($0, deaths: deaths)) })
  }

  @Test("The object lent is the one the owner holds at the path", arguments: [0, 1, 7])
  func lendsTheOwnersObject(index: Int) {
    let deaths = Deaths()
    let owner = Self.owner(8, deaths: deaths)
    let lent = UnretainedLoan.lend({ $0.slots[index].object }, of: owner) { object in
      (tag: object.tag, same: object === owner.slots[index].object)
    }
    #expect(lent?.tag == index)
    #expect(lent?.same == true)
  }

  @Test("A path that finds no object gives nil and does not call the body")
  func noObject() {
    let owner = Owner(slots: [.init(object: nil)])
    var called = false
    let lent = UnretainedLoan.lend({ $0.slots[0].object }, of: owner) { object in
      called = true
      return object.tag
    }
    #expect(lent == nil)
    #expect(!called)
  }

  @Test("The object is alive for the whole loan, and freed with its owner: not leaked")
  func aliveDuringLoanAndFreedAfter() {
    let deaths = Deaths()
    do {
      let owner = Self.owner(1, deaths: deaths)
      for _ in 0..<1_000 {
        let tag = UnretainedLoan.lend({ $0.slots[0].object }, of: owner) { object in
          #expect(deaths.count.withLock { $0 } == 0)
          return object.tag
        }
        #expect(tag == 0)
      }
      #expect(deaths.count.withLock { $0 } == 0)
    }
    // The owner held the only reference: a loan that left a retain behind would keep it.
    #expect(deaths.count.withLock { $0 } == 1)
  }

  @Test("Loans leave the owner's reference unique: every loan is balanced")
  func balanced() {
    let deaths = Deaths()
    var owner = Self.owner(2, deaths: deaths)
    for index in [0, 1, 0, 1] {
      _ = UnretainedLoan.lend({ $0.slots[index].object }, of: owner) { $0.tag }
    }
    #expect(isKnownUniquelyReferenced(&owner.slots[0].object))
    #expect(isKnownUniquelyReferenced(&owner.slots[1].object))
  }

  @Test("A copy kept after the loan is a strong reference: the object outlives its owner")
  func escapingCopyRetains() {
    let deaths = Deaths()
    var kept: Tracked?
    do {
      let owner = Self.owner(1, deaths: deaths)
      _ = UnretainedLoan.lend({ $0.slots[0].object }, of: owner) { kept = $0 }
    }
    // The owner is gone; the copy alone keeps the object, so the loan did not release it.
    #expect(deaths.count.withLock { $0 } == 0)
    #expect(kept?.tag == 0)
    kept = nil
    #expect(deaths.count.withLock { $0 } == 1)
  }

  @Test("Nested loans from one owner lend each object")
  func nestedLoans() {
    let deaths = Deaths()
    let owner = Self.owner(3, deaths: deaths)
    let tags = UnretainedLoan.lend({ $0.slots[0].object }, of: owner) { first in
      UnretainedLoan.lend({ $0.slots[2].object }, of: owner) { second in
        [first.tag, second.tag]
      }
    }
    #expect(tags == [0, 2])
  }

  #if COMMANDKIT_INTERNAL_CHECKS
    @Test("In checked builds, a path that makes an object instead of reading one stops")
    func pathMakingAnObjectTraps() async {
      await #expect(processExitsWith: .failure) {
        let deaths = Deaths()
        _ = UnretainedLoan.lend({ _ in Tracked(0, deaths: deaths) }, of: 0) { $0.tag }
      }
    }
  #endif
}
