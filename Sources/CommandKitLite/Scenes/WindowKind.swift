/// What kind of scene a window is (SPEC §1).
public enum WindowKind: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
  /// An ordinary window; can be key and main.
  case window
  /// A document window; can be key and main.
  case document
  /// A panel (inspector, palette): can be key, never main.
  case panel
  /// A sheet attached to a window, blocking it.
  case sheet
  /// An app-modal alert, blocking every other window.
  case alert
  /// A window for an external display.
  case externalDisplay
  /// The app's Settings window (SwiftUI `Settings`): one instance, panel-like, so it can be
  /// key but never main (SPEC §14).
  case settings

  /// Whether a window of this kind can be the main window.
  public var canBeMain: Bool { self == .window || self == .document }

  /// Whether a template of this kind opens at most one window: opening it again brings the
  /// open one to the front (SwiftUI's `Settings` scene).
  public var isSingleInstance: Bool { self == .settings }

  /// The kind's name in scene files.
  public var description: String { rawValue }
}

/// A window's phase, named after SwiftUI's `ScenePhase` (SPEC §1).
public enum ScenePhase: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
  /// The key window.
  case active
  /// Visible but not key.
  case inactive
  /// Minimized, or on a disconnected display.
  case background

  /// The phase's name.
  public var description: String { rawValue }
}

/// The display a window is on.
public enum Display: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
  /// The main display.
  case main
  /// The external display.
  case external

  /// The display's name.
  public var description: String { rawValue }
}
