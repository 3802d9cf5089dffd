/// The menu items each platform gives a SwiftUI app by default (SPEC §14), as tables.
///
/// The macOS table follows SPEC §14's table; iPadOS and visionOS get what UIKit's main menu
/// system provides that a source confirms; iOS gets the Edit items for hardware keyboards.
/// Shortcuts are written as text in the tables and parsed once; a row whose shortcut does
/// not parse is left out and reported by `problems` (a test keeps that list empty).
public enum PlatformMenuItems {
  /// The default items of `platform`, in menu order, with the items of `sets` and without
  /// those of the other command sets. Items with other conditions (a `settings` template,
  /// a `toolbar` node, a `window` template) are all listed: check
  /// ``PlatformMenuItem/condition`` or use ``items(for:context:)``.
  public static func items(for platform: Platform, sets: Set<CommandSet> = [])
    -> [PlatformMenuItem]
  {
    all.filter { item in
      item.platforms.contains(platform) && item.condition.commandSets.allSatisfy(sets.contains)
    }
  }

  /// The default items that exist on `platform` for an app described by `context`, in
  /// menu order.
  public static func items(for platform: Platform, context: PlatformMenuContext)
    -> [PlatformMenuItem]
  {
    all.filter { $0.platforms.contains(platform) && $0.condition.holds(in: context) }
  }

  /// The default item `id` on `platform`, whatever its condition.
  public static func item(id: String, on platform: Platform) -> PlatformMenuItem? {
    all.first { $0.id == id && $0.platforms.contains(platform) }
  }

  /// Every item of every platform, macOS first, then UIKit's.
  public static let all: [PlatformMenuItem] = built.items

  /// Table rows that could not be built, with the reason (a shortcut that does not parse).
  package static let problems: [PlatformMenuItems.Problem] = built.problems

  /// The ids of the default items that the standard-command table
  /// (``ShortcutTables/standardCommand(id:)``) does not know, in table order.
  package static var idsMissingFromStandardTable: [String] {
    var seen: Set<String> = []
    return all.map(\.id).filter {
      ShortcutTables.standardCommand(id: $0) == nil && seen.insert($0).inserted
    }
  }

  private static let built = build(macOSRows + uiKitRows)

  /// A table row that could not become an item.
  package struct Problem: Hashable, Sendable, CustomStringConvertible {
    /// The row's id.
    package let id: String
    /// The shortcut text of the row.
    package let shortcut: String
    /// Why it did not parse.
    package let error: ShortcutParseError

    /// `id: message`.
    package var description: String { "\(id): \(error)" }
  }

  /// One table row: an item with its shortcut still as text.
  package struct Row: Sendable {
    let id: String
    let title: String
    let toggledTitle: String?
    let menu: StandardMenu
    let group: CommandGroupPlacement?
    let shortcut: String?
    let platforms: Set<Platform>
    let condition: PlatformMenuItem.Condition
    let enablement: PlatformMenuItem.Enablement
    let effect: PlatformMenuItem.Effect
    let source: String

    /// Creates a row; `shortcut` is parsed with ``KeyboardShortcut/init(parsing:)`` later.
    package init(
      _ id: String, _ title: String, toggledTitle: String? = nil, menu: StandardMenu,
      group: CommandGroupPlacement?, shortcut: String?, platforms: Set<Platform>,
      condition: PlatformMenuItem.Condition = .always,
      enablement: PlatformMenuItem.Enablement, effect: PlatformMenuItem.Effect = .none,
      source: String
    ) {
      self.id = id
      self.title = title
      self.toggledTitle = toggledTitle
      self.menu = menu
      self.group = group
      self.shortcut = shortcut
      self.platforms = platforms
      self.condition = condition
      self.enablement = enablement
      self.effect = effect
      self.source = source
    }
  }

  /// Builds items from rows, parsing each shortcut; rows that do not parse are reported,
  /// never fatal.
  package static func build(_ rows: [Row]) -> (
    items: [PlatformMenuItem], problems: [Problem]
  ) {
    var items: [PlatformMenuItem] = []
    var problems: [Problem] = []
    for row in rows {
      var shortcut: KeyboardShortcut?
      if let text = row.shortcut {
        do {
          shortcut = try KeyboardShortcut(parsing: text)
        } catch {
          problems.append(Problem(id: row.id, shortcut: text, error: error))
          continue
        }
      }
      items.append(
        PlatformMenuItem(
          id: row.id, title: row.title, toggledTitle: row.toggledTitle, menu: row.menu,
          group: row.group, shortcut: shortcut, platforms: row.platforms,
          condition: row.condition, enablement: row.enablement, effect: row.effect,
          source: row.source))
    }
    return (items, problems)
  }
}
