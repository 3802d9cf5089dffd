/// The platform's order of key handling (SPEC §13).
public enum DispatchProfile: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
  /// macOS: a key with ⌘ or ⌃ is a key equivalent, offered to the key window's controls
  /// and then the main menu before the focused view gets it; other keys go to the focused
  /// view first (Cocoa Event Handling Guide, *Handling Key Equivalents*; WWDC 2010
  /// session 145).
  case appkit
  /// iPadOS, iOS, visionOS: text input and focus first, then key commands along the
  /// responder chain from the inside out, then the menu (`UIKeyCommand`,
  /// `wantsPriorityOverSystemBehavior`, iOS 15). Apple does not document the relative order
  /// of handlers, in-window controls and the menu; the simulator takes them in that order.
  case uikit

  /// The profile of a platform.
  public init(_ platform: Platform) {
    self = platform == .macOS ? .appkit : .uikit
  }

  /// The profile's name, as `why` prints it.
  public var description: String { rawValue }
}

/// How focused values resolve (SPEC §18).
public enum ResolutionSemantics: String, CaseIterable, Hashable, Sendable,
  CustomStringConvertible
{
  /// The platform's responder chain: the key window, then the main window, then the app.
  case platform
  /// SwiftUI's `@FocusedValue`: the key window, then the app; commands go dead while a
  /// panel or Settings is key.
  case swiftui

  /// The name, as scene files and the shell write it.
  public var description: String { rawValue }
}
