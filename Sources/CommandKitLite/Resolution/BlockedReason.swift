/// Why a press was `blocked` (SPEC §4 step 2, §13): no window could take it.
public enum BlockedReason: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
  /// No window can take keys: none is open or all are in the background (minimized, on a
  /// disconnected display, or the app hidden); on iPadOS, iOS and visionOS no scene is in
  /// the foreground. (A macOS app that is active with no key window gives the press to its
  /// menu bar instead.)
  case noKeyWindow = "no-key-window"
  /// The app has quit; ``App/launch()`` starts it again.
  case appQuit = "app-quit"

  /// The reason in words: `no window can take keys`, `the app has quit`.
  public var description: String {
    switch self {
    case .noKeyWindow: "no window can take keys"
    case .appQuit: "the app has quit"
    }
  }
}
