/// What a platform does with a shortcut the system claims.
public struct Reservation: Hashable, Sendable {
  /// How strongly the system holds a shortcut.
  public enum Strength: String, Hashable, Sendable {
    /// The system consumes the shortcut; the app never sees it and cannot register it.
    case hard
    /// The shortcut reaches the app but has a system-wide meaning; the audit warns.
    case conventional
  }

  /// The system function that holds the shortcut ("Show/hide Spotlight search").
  public let use: String
  /// Whether the shortcut is hard-reserved or only conventional.
  public let strength: Strength

  /// Creates a reservation.
  public init(use: String, strength: Strength) {
    self.use = use
    self.strength = strength
  }
}
