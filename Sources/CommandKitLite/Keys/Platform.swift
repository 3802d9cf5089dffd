/// The platform an app runs on; it decides which shortcuts the system reserves.
public enum Platform: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
  /// macOS.
  case macOS
  /// iPadOS.
  case iPadOS
  /// iOS.
  case iOS
  /// visionOS.
  case visionOS

  /// The platform's name as Apple writes it.
  public var description: String { rawValue }

  /// Parses a platform name, ignoring case (`macos`, `iPadOS`).
  public init?(name: String) {
    guard let match = Self.allCases.first(where: { $0.rawValue.lowercased() == name.lowercased() })
    else { return nil }
    self = match
  }
}
