import Foundation

/// One ``App`` shared between tasks: every access takes a lock, so readers always see a
/// consistent state and writers never interleave.
///
/// The lock is an `NSLock` (a pthread mutex) rather than `Synchronization.Mutex`: on Linux
/// the thread sanitizer cannot see `Mutex`'s futex-based locking and reports every access
/// through it as a race (even a `Mutex<[Int]>` appended to from eight threads), while it
/// understands pthread mutexes, so `swift test --sanitize=thread` stays quiet.
/// `@unchecked Sendable` is sound because `app` is only touched while `lock` is held.
public final class SharedApp: @unchecked Sendable {
  private let lock = NSLock()
  private var app: App

  /// Shares `app`.
  public init(_ app: App) {
    self.app = app
  }

  /// Reads the current state.
  public func read<Result: Sendable>(_ body: (App) throws -> Result) rethrows -> Result {
    try lock.withLock { try body(app) }
  }

  /// Changes the state; the change is atomic with respect to other tasks.
  public func update<Result: Sendable>(_ body: (inout App) throws -> Result) rethrows -> Result {
    try lock.withLock { try body(&app) }
  }

  /// A copy of the current state.
  public var snapshot: App { lock.withLock { app } }
}
