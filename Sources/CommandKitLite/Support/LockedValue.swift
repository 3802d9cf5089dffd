import Foundation

/// A value behind an `NSLock`, for the library's few process-wide caches.
///
/// Foundation's lock rather than `Synchronization.Mutex`, so that the library imports only
/// Foundation and the standard library (and builds on older macOS), and because the thread
/// sanitizer understands a pthread mutex on Linux (see ``SharedApp``). The value is only
/// ever reached inside ``withLock(_:)``, which is what makes the `@unchecked Sendable`
/// conformance sound: the class has no other way in.
final class LockedValue<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Value

  init(_ value: Value) {
    self.value = value
  }

  /// Runs `body` with the value, holding the lock.
  func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }
}
