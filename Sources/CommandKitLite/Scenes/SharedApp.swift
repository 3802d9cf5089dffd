import Synchronization

/// One ``App`` shared between tasks: every access takes a lock, so readers always see a
/// consistent state and writers never interleave.
public final class SharedApp: Sendable {
  private let state: Mutex<App>

  /// Shares `app`.
  public init(_ app: App) {
    state = Mutex(app)
  }

  /// Reads the current state.
  public func read<Result: Sendable>(_ body: (App) throws -> Result) rethrows -> Result {
    try state.withLock { try body($0) }
  }

  /// Changes the state; the change is atomic with respect to other tasks.
  public func update<Result: Sendable>(_ body: (inout App) throws -> Result) rethrows -> Result {
    try state.withLock { try body(&$0) }
  }

  /// A copy of the current state.
  public var snapshot: App { state.withLock { $0 } }
}
