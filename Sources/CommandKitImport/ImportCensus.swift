/// How many keyboard shortcuts an import met, and what became of each (SPEC §22, "never
/// silent"): every `.keyboardShortcut`, `UIKeyCommand` and Interface Builder key equivalent
/// in the input is either imported or named in a warning, so `found == imported + warned`
/// for each kind.
///
/// ```swift
/// let result = try SceneImporter.importDirectory("MyApp")
/// print(result.census.keyboardShortcuts.found)   // `.keyboardShortcut(…)` calls read
/// ```
public struct ImportCensus: Sendable, Equatable {
  /// The count for one kind of shortcut declaration.
  public struct Tally: Sendable, Equatable {
    /// Declarations seen in the input (comments and strings excluded).
    public var found = 0
    /// Declarations whose shortcut (or role, or explicit absence) is in the scene file.
    public var imported = 0
    /// Declarations left out of the scene file, each named in a warning.
    public var warned = 0

    /// Creates a tally.
    public init(found: Int = 0, imported: Int = 0, warned: Int = 0) {
      self.found = found
      self.imported = imported
      self.warned = warned
    }

    /// Adds `other`'s counts.
    public static func + (lhs: Tally, rhs: Tally) -> Tally {
      Tally(
        found: lhs.found + rhs.found, imported: lhs.imported + rhs.imported,
        warned: lhs.warned + rhs.warned)
    }
  }

  /// SwiftUI `.keyboardShortcut(…)` modifiers (on views, commands and scenes).
  public var keyboardShortcuts = Tally()
  /// UIKit `UIKeyCommand(…)` and Objective-C `keyCommandWithInput:` key commands.
  public var keyCommands = Tally()
  /// Interface Builder key equivalents (menu items, buttons, other cells).
  public var keyEquivalents = Tally()

  /// Creates an empty census.
  public init() {}

  /// The three kinds together.
  public var total: Tally { keyboardShortcuts + keyCommands + keyEquivalents }

  /// Adds another file's counts.
  mutating func add(_ other: ImportCensus) {
    keyboardShortcuts = keyboardShortcuts + other.keyboardShortcuts
    keyCommands = keyCommands + other.keyCommands
    keyEquivalents = keyEquivalents + other.keyEquivalents
  }
}

/// What became of one shortcut declaration.
enum ShortcutOutcome: Equatable {
  /// In the scene file.
  case imported
  /// Left out, with a warning.
  case warned
}

extension ImportCensus.Tally {
  /// Counts one declaration's outcome.
  mutating func record(_ outcome: ShortcutOutcome) {
    found += 1
    switch outcome {
    case .imported: imported += 1
    case .warned: warned += 1
    }
  }
}
