/// The keys that have a name instead of a printable character.
///
/// Every table about a named key (its canonical name, its glyph, the spellings the parser
/// accepts and its `KeyEquivalent` scalar) is an exhaustive `switch` over this enum, so a
/// new case does not compile until all of them handle it.
enum NamedKey: CaseIterable, Hashable, Sendable {
  case `return`, escape, tab, space, delete, forwardDelete
  case up, down, left, right, home, end, pageUp, pageDown, clear
  case function(Int)  // f1 ... f20

  static let allCases: [NamedKey] =
    [.return, .escape, .tab, .space, .delete, .forwardDelete, .up, .down, .left, .right,
     .home, .end, .pageUp, .pageDown, .clear] + (1...20).map { .function($0) }

  /// The canonical name used in shortcut notation (SPEC §4).
  var name: String {
    switch self {
    case .return: "return"
    case .escape: "escape"
    case .tab: "tab"
    case .space: "space"
    case .delete: "delete"
    case .forwardDelete: "forwarddelete"
    case .up: "up"
    case .down: "down"
    case .left: "left"
    case .right: "right"
    case .home: "home"
    case .end: "end"
    case .pageUp: "pageup"
    case .pageDown: "pagedown"
    case .clear: "clear"
    case .function(let n): "f\(n)"
    }
  }

  /// The glyph Apple's menus show for the key.
  var glyph: String {
    switch self {
    case .return: "↩"
    case .escape: "⎋"
    case .tab: "⇥"
    case .space: "Space"
    case .delete: "⌫"
    case .forwardDelete: "⌦"
    case .up: "↑"
    case .down: "↓"
    case .left: "←"
    case .right: "→"
    case .home: "↖"
    case .end: "↘"
    case .pageUp: "⇞"
    case .pageDown: "⇟"
    case .clear: "⌧"
    case .function(let n): "F\(n)"
    }
  }

  /// Other spellings the parser accepts (matched case-insensitively).
  var aliases: [String] {
    switch self {
    case .return: ["enter", "ret", "↩", "⏎", "↵"]
    case .escape: ["esc", "⎋"]
    case .tab: ["⇥"]
    case .space: ["spacebar", "␣", " "]
    case .delete: ["backspace", "⌫"]
    case .forwardDelete: ["deleteforward", "fwddelete", "forward_delete", "⌦"]
    case .up: ["uparrow", "arrowup", "↑"]
    case .down: ["downarrow", "arrowdown", "↓"]
    case .left: ["leftarrow", "arrowleft", "←"]
    case .right: ["rightarrow", "arrowright", "→"]
    case .home: ["↖"]
    case .end: ["↘"]
    case .pageUp: ["pgup", "page_up", "⇞"]
    case .pageDown: ["pgdn", "pgdown", "page_down", "⇟"]
    case .clear: ["⌧"]
    case .function: []
    }
  }

  /// The scalar SwiftUI's `KeyEquivalent` constants use (AppKit's function-key range).
  var scalar: Unicode.Scalar {
    let value: UInt32 =
      switch self {
      case .return: 0x0D
      case .escape: 0x1B
      case .tab: 0x09
      case .space: 0x20
      case .delete: 0x08
      case .forwardDelete: 0xF728
      case .up: 0xF700
      case .down: 0xF701
      case .left: 0xF702
      case .right: 0xF703
      case .home: 0xF729
      case .end: 0xF72B
      case .pageUp: 0xF72C
      case .pageDown: 0xF72D
      case .clear: 0xF739
      case .function(let n): 0xF704 + UInt32(n - 1)  // NSF1FunctionKey ...
      }
    // Every value above is a valid scalar; the fallback only satisfies the type checker.
    return Unicode.Scalar(value) ?? " "
  }

  /// Looks a spelling up among names and aliases, ignoring case.
  static func named(_ spelling: String) -> NamedKey? {
    lookup[spelling.lowercased()]
  }

  /// The named key whose scalar is `scalar`, if any.
  static func withScalar(_ scalar: Unicode.Scalar) -> NamedKey? {
    byScalar[scalar]
  }

  private static let lookup: [String: NamedKey] = {
    var table: [String: NamedKey] = [:]
    for key in allCases {
      table[key.name] = key
      for alias in key.aliases { table[alias.lowercased()] = key }
    }
    return table
  }()

  private static let byScalar: [Unicode.Scalar: NamedKey] = Dictionary(
    uniqueKeysWithValues: allCases.map { ($0.scalar, $0) })

  /// Every spelling, for "did you mean" suggestions.
  static let canonicalNames: [String] = allCases.map(\.name)
}
