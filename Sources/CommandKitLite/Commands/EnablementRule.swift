/// When a command that requires a focused value is enabled (SPEC §3 `enabledIf`).
public enum EnablementRule: String, CaseIterable, Hashable, Sendable {
  /// The value is published (the default).
  case present
  /// The value is a non-empty string, list or object.
  case nonEmpty
  /// The value is the Boolean `true`.
  case `true`

  /// Whether a resolved value satisfies the rule.
  public func isSatisfied(by value: any Sendable) -> Bool {
    switch self {
    case .present: true
    case .nonEmpty: Self.isNonEmpty(value)
    case .true: Self.isTrue(value)
    }
  }

  /// `true` for the JSON value `true` or the Swift Boolean `true`.
  public static func isTrue(_ value: any Sendable) -> Bool {
    if let json = value as? JSONValue { return json.isTrue }
    return (value as? Bool) == true
  }

  /// `true` for a non-empty string, collection or JSON string, array or object.
  public static func isNonEmpty(_ value: any Sendable) -> Bool {
    if let json = value as? JSONValue { return json.isNonEmpty }
    if let collection = value as? any Collection { return !collection.isEmpty }
    return false
  }
}

/// A title that follows a Boolean focused value: "Hide Sidebar" / "Show Sidebar".
public struct TitleRule: Hashable, Sendable {
  /// The key whose value picks the title.
  public var key: String
  /// The title while the value is true.
  public var whenTrue: String
  /// The title while the value is false.
  public var whenFalse: String

  /// Creates a rule.
  public init(key: String, whenTrue: String, whenFalse: String) {
    self.key = key
    self.whenTrue = whenTrue
    self.whenFalse = whenFalse
  }

  /// Creates a rule on a typed key: `TitleRule(\.sidebarVisible, whenTrue: "Hide Sidebar",
  /// whenFalse: "Show Sidebar")`.
  public init(
    _ keyPath: KeyPath<FocusedValues, Bool?>, whenTrue: String, whenFalse: String
  ) {
    self.init(
      key: FocusedValues.keyName(of: keyPath) ?? String(describing: keyPath),
      whenTrue: whenTrue, whenFalse: whenFalse)
  }
}

/// What performing a command does to the simulated app (SPEC §3 `effect`), named as scene
/// files name it: `.open(template: "main")` is `{"open": "main"}`, `.close` is `{"close":
/// "key"}`.
///
/// An effect is the declarative part of a command, control or key handler; code that
/// changes the app in other ways goes in a command's action, which receives a
/// ``CommandContext``.
public enum CommandEffect: Hashable, Sendable, CustomStringConvertible {
  /// Opens a new window from a template (`{"open": TEMPLATE}`).
  case open(template: String)
  /// Presents a sheet from a template on the key window (`{"sheet": TEMPLATE}`).
  case sheet(template: String)
  /// Closes the key window (`{"close": "key"}`).
  case close
  /// Dismisses the key window's sheet or alert (`{"dismiss": "key"}`).
  case dismiss
  /// Flips the Boolean value of a key at its provider (`{"toggle": KEY}`).
  case toggle(key: String)

  /// Flips the Boolean value that a typed key path reads, at its provider:
  /// `.toggle(\.sidebarVisible)`.
  public static func toggle(_ keyPath: KeyPath<FocusedValues, Bool?>) -> CommandEffect {
    .toggle(key: FocusedValues.keyName(of: keyPath) ?? String(describing: keyPath))
  }

  /// The effect as written in scene files: `{"open": "main"}`.
  public var description: String {
    switch self {
    case .open(let template): "{\"open\": \"\(template)\"}"
    case .sheet(let template): "{\"sheet\": \"\(template)\"}"
    case .close: "{\"close\": \"key\"}"
    case .dismiss: "{\"dismiss\": \"key\"}"
    case .toggle(let key): "{\"toggle\": \"\(key)\"}"
    }
  }
}
