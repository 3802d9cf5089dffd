/// A menu command: an id, a title, a place in the menu bar, an optional shortcut, and the
/// focused value it needs to be enabled (SPEC §3).
///
/// Commands are declarations: whether one is enabled is decided by the resolver against the
/// current focus (see `App.validatedMenuBar()`), never here.
public struct Command: Sendable, Identifiable {
  /// A stable id, such as `edit.delete`.
  public var id: String
  /// The menu title.
  public var title: String
  /// The menu's title: a standard menu (`File`, `Edit`...) or a custom one.
  public var menu: String
  /// The standard group, which orders the command inside a standard menu.
  public var group: CommandGroupPlacement?
  /// The titles of the submenus between ``menu`` and the item, outermost first (scene file
  /// `"submenu"`): `["New"]` for File ▸ New ▸ Playlist. Empty for an item of the menu
  /// itself. An importer records the menu path it read (SPEC §22); the menu bar the
  /// simulator builds stays one level deep, and the audit reads the submenu's title with the
  /// item's, as the menu shows them (SPEC §20, "roles from meaning").
  public var submenu: [String] {
    get { extras.fields.submenu }
    set { extras = extras.changing { $0.submenu = newValue } }
  }
  /// The default shortcut.
  public var shortcut: KeyboardShortcut?
  /// A shortcut that was given but could not be used (unparsable or reserved), kept so
  /// that the audit can report it.
  public var rejectedShortcut: RejectedShortcut? {
    get { extras.fields.rejectedShortcut }
    set { extras = extras.changing { $0.rejectedShortcut = newValue } }
  }
  /// The name of the focused value the command needs; `nil` means always enabled.
  public var requires: String?
  /// How the required value must look for the command to be enabled.
  public var enabledIf: EnablementRule
  /// A key whose true value shows a checkmark.
  public var checkedBy: String? {
    get { extras.fields.checkedBy }
    set { extras = extras.changing { $0.checkedBy = newValue } }
  }
  /// A title that follows a Boolean value.
  public var titleBy: TitleRule? {
    get { extras.fields.titleBy }
    set { extras = extras.changing { $0.titleBy = newValue } }
  }
  /// What performing the command does to the simulated app.
  public var effect: CommandEffect?
  /// Code to run when the command is performed.
  public var action: CommandAction?
  /// The name of the action the menu item sends (scene file `"action"`): an Interface
  /// Builder selector such as `paste:`, or any name a scene file gives. Items that send the
  /// same action are one command shown in two places (SPEC §20, "one action, one
  /// command"); performing one runs nothing extra. `nil` when unknown.
  public var sends: String? {
    get { extras.fields.sends }
    set { extras = extras.changing { $0.sends = newValue } }
  }
  /// Whether the command is never enabled (scene file `"disabled": true`), whatever it
  /// requires: SwiftUI's `.disabled(true)` on a command's button, an `NSMenuItem` whose
  /// `isEnabled` is false in a menu that does not enable its items itself, an Interface
  /// Builder item with neither action nor target (AppKit cannot send it, SPEC §22). The menu
  /// shows it disabled; a press on its shortcut follows SPEC §13's rule for disabled items.
  public var isDisabled = false
  /// The localization key the title came from (scene file `"titleKey"`), for an imported
  /// command whose title was looked up in the app's strings (SPEC §22).
  public var titleKey: String? {
    get { extras.fields.titleKey }
    set { extras = extras.changing { $0.titleKey = newValue } }
  }
  /// Where the command was declared in the app's own sources, for an imported command
  /// (SPEC §22): the audit points its findings there.
  public var sourceLocation: SourceLocation? {
    get { extras.fields.sourceLocation }
    set { extras = extras.changing { $0.sourceLocation = newValue } }
  }
  /// For a declared command with a `group`: whether it replaces that group's platform
  /// defaults or goes before or after them (SPEC §14, SwiftUI `CommandGroup`).
  public var placement: CommandPlacement?
  /// For a declared command that replaces a platform default (same standard id): drop the
  /// default's shortcut instead of keeping it when ``shortcut`` is `nil` (a scene file's
  /// `"shortcut": null`).
  public var dropsDefaultShortcut = false
  /// Whether the app declared the command or the platform gives it (SPEC §14).
  public internal(set) var origin = CommandOrigin.declared
  /// For a platform default, or a declared command that replaced one without a `requires`:
  /// when it is enabled (SPEC §14's table). Decided in Resolution/.
  public internal(set) var platformEnablement: PlatformMenuItem.Enablement?
  /// For a platform default, or a declared command that replaced one without an effect or
  /// action: what performing it does.
  public internal(set) var platformEffect: PlatformMenuItem.Effect?
  /// For a toggling default (Enter/Exit Full Screen): the title while its thing is on.
  public internal(set) var toggledTitle: String? {
    get { extras.fields.toggledTitle }
    set { extras = extras.changing { $0.toggledTitle = newValue } }
  }
  /// Where a scene file gives the command's `shortcut` (or the command itself, when it has
  /// none), for findings on a command without an imported ``sourceLocation`` (SPEC §23).
  /// Set by the scene-file loader; never saved.
  public var shortcutLocation: SourceLocation? {
    get { extras.fields.shortcutLocation }
    set { extras = extras.changing { $0.shortcutLocation = newValue } }
  }
  /// The key path a typed command was declared with when its accessor reads no
  /// ``FocusedValueKey`` (see ``FocusedValues/keyName(of:)``); registering such a command
  /// is refused with ``CommandKitError/unreadableKeyPath(command:keyPath:)``.
  var unreadableKeyPath: String? {
    get { extras.fields.unreadableKeyPath }
    set { extras = extras.changing { $0.unreadableKeyPath = newValue } }
  }
  /// The fields few commands set (the ten above: ``submenu``, ``checkedBy``,
  /// ``rejectedShortcut``, ``titleBy``, ``sends``, ``titleKey``, ``sourceLocation``,
  /// ``toggledTitle``, ``shortcutLocation`` and the unreadable key path), in one shared
  /// immutable box: see `CommandExtras`.
  private(set) var extras = CommandExtras.Box.empty

  /// Creates a command from names, as a scene file does: each parameter is the scene
  /// file's field of the same name (SPEC §3, §9, §14).
  public init(
    id: String, title: String, menu: String, group: CommandGroupPlacement? = nil,
    shortcut: KeyboardShortcut? = nil, requires: String? = nil,
    enabledIf: EnablementRule = .present, checkedBy: String? = nil, titleBy: TitleRule? = nil,
    effect: CommandEffect? = nil, placement: CommandPlacement? = nil,
    action: CommandAction? = nil
  ) {
    self.id = id
    self.title = title
    self.menu = menu
    self.group = group
    self.shortcut = shortcut
    self.requires = requires
    self.enabledIf = enabledIf
    // Only a checkmark key or a title rule allocates a box; every other command shares the
    // empty one.
    if checkedBy != nil || titleBy != nil {
      extras = .holding(CommandExtras(checkedBy: checkedBy, titleBy: titleBy))
    }
    self.effect = effect
    self.placement = placement
    self.action = action
  }

  /// Creates a command whose action receives the typed focused value it requires, the way
  /// a SwiftUI command reads `@FocusedValue(\.deleteAction)`.
  ///
  /// ```swift
  /// Command("edit.delete", "Delete", menu: "Edit", group: .pasteboard,
  ///         shortcut: KeyboardShortcut(.delete, modifiers: []),
  ///         requires: \.deleteAction) { delete in delete() }
  /// ```
  ///
  /// The other parameters are the scene file's fields of the same names; `checkedBy` and
  /// `effect` take typed keys too (`checkedBy: \.sidebarVisible`, `.toggle(\.sidebarVisible)`).
  ///
  /// Inlinable so that the action is specialized for `Value` where the command is
  /// declared: the cast on every press then needs no generic metadata lookup. (`perform`
  /// is not optional: an optional closure is stored maximally abstract, and every press
  /// would call it through a reabstraction thunk; the initializer without `perform` is
  /// the one for a command that only has an effect.)
  @inlinable
  public init<Value: Sendable>(
    _ id: String, _ title: String, menu: String, group: CommandGroupPlacement? = nil,
    shortcut: KeyboardShortcut? = nil, requires keyPath: KeyPath<FocusedValues, Value?>,
    enabledIf: EnablementRule = .present, checkedBy: KeyPath<FocusedValues, Bool?>? = nil,
    titleBy: TitleRule? = nil, effect: CommandEffect? = nil,
    placement: CommandPlacement? = nil, perform: @escaping @Sendable (Value) -> Void
  ) {
    self.init(
      id, title, menu: menu, group: group, shortcut: shortcut, requires: keyPath,
      enabledIf: enabledIf, checkedBy: checkedBy, titleBy: titleBy, effect: effect,
      placement: placement,
      action: CommandAction(readingValue: { stored in
        // The value is usually stored as it was published, and read from its box by a
        // class cast; JSON values are converted.
        if let value = FocusedValues.read(stored, as: Value.self) { perform(value) }
      }))
  }

  /// Creates a command that requires a typed focused value and has no action of its own:
  /// performing it applies its `effect` (`requires: \.sidebarVisible, effect:
  /// .toggle(\.sidebarVisible)`).
  public init<Value: Sendable>(
    _ id: String, _ title: String, menu: String, group: CommandGroupPlacement? = nil,
    shortcut: KeyboardShortcut? = nil, requires keyPath: KeyPath<FocusedValues, Value?>,
    enabledIf: EnablementRule = .present, checkedBy: KeyPath<FocusedValues, Bool?>? = nil,
    titleBy: TitleRule? = nil, effect: CommandEffect? = nil,
    placement: CommandPlacement? = nil
  ) {
    self.init(
      id, title, menu: menu, group: group, shortcut: shortcut, requires: keyPath,
      enabledIf: enabledIf, checkedBy: checkedBy, titleBy: titleBy, effect: effect,
      placement: placement, action: nil)
  }

  /// Creates a command whose action receives the typed focused value it requires and a
  /// ``CommandContext`` through which it changes the app, as a SwiftUI action changes
  /// state: Delete removes the selected items, Find focuses the search field.
  ///
  /// ```swift
  /// Command("mail.delete", "Delete", menu: "Edit", group: .pasteboard,
  ///         shortcut: KeyboardShortcut(.delete, modifiers: []),
  ///         requires: \.selectedMessages, enabledIf: .nonEmpty) { ids, context in
  ///   try context.removeItems(ids)
  /// }
  /// ```
  ///
  /// An error the action throws is reported in the press's
  /// ``DispatchResult/effectError`` (the command was still performed; an error of the app's
  /// own as ``CommandKitError/actionFailed(command:reason:)``), and the command's `effect` is
  /// then not applied.
  @inlinable
  public init<Value: Sendable>(
    _ id: String, _ title: String, menu: String, group: CommandGroupPlacement? = nil,
    shortcut: KeyboardShortcut? = nil, requires keyPath: KeyPath<FocusedValues, Value?>,
    enabledIf: EnablementRule = .present, checkedBy: KeyPath<FocusedValues, Bool?>? = nil,
    titleBy: TitleRule? = nil, effect: CommandEffect? = nil,
    placement: CommandPlacement? = nil,
    perform: @escaping @Sendable (Value, inout CommandContext) throws -> Void
  ) {
    self.init(
      id, title, menu: menu, group: group, shortcut: shortcut, requires: keyPath,
      enabledIf: enabledIf, checkedBy: checkedBy, titleBy: titleBy, effect: effect,
      placement: placement,
      action: CommandAction { (context: inout CommandContext) throws in
        guard let raw = context.value,
          let value = ExactCast.value(raw, as: Value.self) ?? FocusedValues.cast(raw)
        else { return }
        try perform(value, &context)
      })
  }

  /// The typed initializers' common part.
  @usableFromInline
  init<Value: Sendable>(
    _ id: String, _ title: String, menu: String, group: CommandGroupPlacement?,
    shortcut: KeyboardShortcut?, requires keyPath: KeyPath<FocusedValues, Value?>,
    enabledIf: EnablementRule, checkedBy: KeyPath<FocusedValues, Bool?>?, titleBy: TitleRule?,
    effect: CommandEffect?, placement: CommandPlacement?, action: CommandAction?
  ) {
    let name = FocusedValues.keyName(of: keyPath)
    self.init(
      id: id, title: title, menu: menu, group: group, shortcut: shortcut,
      requires: name ?? String(describing: keyPath), enabledIf: enabledIf,
      checkedBy: checkedBy.map(Self.name(of:)), titleBy: titleBy, effect: effect,
      placement: placement, action: action)
    // An accessor that reads no key (`self[name: "x"]`, a computed value) names no value:
    // kept, and refused when the command is registered, rather than required under a name
    // nothing publishes, which would leave the command silently disabled for ever.
    if name == nil { unreadableKeyPath = String(describing: keyPath) }
  }

  /// Creates a command that needs no focused value: always enabled.
  public init(
    _ id: String, _ title: String, menu: String, group: CommandGroupPlacement? = nil,
    shortcut: KeyboardShortcut? = nil, checkedBy: KeyPath<FocusedValues, Bool?>? = nil,
    titleBy: TitleRule? = nil, effect: CommandEffect? = nil,
    placement: CommandPlacement? = nil, perform: @escaping @Sendable () -> Void
  ) {
    self.init(
      id: id, title: title, menu: menu, group: group, shortcut: shortcut,
      checkedBy: checkedBy.map(Self.name(of:)), titleBy: titleBy, effect: effect,
      placement: placement, action: CommandAction(running: perform))
  }

  /// Creates a command that needs no focused value and has no action of its own:
  /// performing it applies its `effect` (`Command("file.close", "Close", menu: "File",
  /// effect: .close)`).
  public init(
    _ id: String, _ title: String, menu: String, group: CommandGroupPlacement? = nil,
    shortcut: KeyboardShortcut? = nil, checkedBy: KeyPath<FocusedValues, Bool?>? = nil,
    titleBy: TitleRule? = nil, effect: CommandEffect? = nil,
    placement: CommandPlacement? = nil
  ) {
    self.init(
      id: id, title: title, menu: menu, group: group, shortcut: shortcut,
      checkedBy: checkedBy.map(Self.name(of:)), titleBy: titleBy, effect: effect,
      placement: placement, action: nil)
  }

  /// Creates a command that needs no focused value and whose action changes the app
  /// through a ``CommandContext`` (Find focuses the search field).
  ///
  /// ```swift
  /// Command("edit.find", "Find…", menu: "Edit", shortcut: KeyboardShortcut("f")) { context in
  ///   try context.focus("search")
  /// }
  /// ```
  public init(
    _ id: String, _ title: String, menu: String, group: CommandGroupPlacement? = nil,
    shortcut: KeyboardShortcut? = nil, checkedBy: KeyPath<FocusedValues, Bool?>? = nil,
    titleBy: TitleRule? = nil, effect: CommandEffect? = nil,
    placement: CommandPlacement? = nil,
    perform: @escaping @Sendable (inout CommandContext) throws -> Void
  ) {
    self.init(
      id: id, title: title, menu: menu, group: group, shortcut: shortcut,
      checkedBy: checkedBy.map(Self.name(of:)), titleBy: titleBy, effect: effect,
      placement: placement, action: CommandAction(perform))
  }

  /// The name a typed Boolean key is published under.
  @usableFromInline
  static func name(of keyPath: KeyPath<FocusedValues, Bool?>) -> String {
    FocusedValues.keyName(of: keyPath) ?? String(describing: keyPath)
  }

  /// The platform default `item` as a command of an app named `appName` (`Quit Notes`).
  public init(platformItem item: PlatformMenuItem, appName: String) {
    self.init(
      id: item.id, title: item.title(appName: appName), menu: item.menu.rawValue,
      group: item.group, shortcut: item.shortcut)
    origin = .platform
    platformEnablement = item.enablement
    platformEffect = item.effect
    if let toggled = item.toggledTitle { toggledTitle = toggled }
  }

  /// Whether the platform gives this command (SPEC §14).
  public var isPlatformDefault: Bool { origin == .platform }

  /// The menu this command appears in: its own, or its group's standard menu.
  public var standardMenu: StandardMenu? {
    StandardMenu(rawValue: menu)
  }
}

/// Code run when a command is performed.
///
/// An action either reads only the command's resolved required value (a typed command's
/// `perform: { value in … }`), runs without one (`perform: { … }`), or receives a
/// ``CommandContext``, through which it reads the value and changes the app.
///
/// A class with constant properties, so it behaves as a value: performing a command then
/// retains one object, not each closure.
public final class CommandAction: Sendable {
  /// The code that receives a context; `nil` for an action that reads only the value or
  /// nothing (see ``valueBody`` and ``plainBody``).
  @usableFromInline let body: (@Sendable (inout CommandContext) throws -> Void)?
  /// The code of an action that reads only the required value (a typed command's):
  /// performing calls it with the resolved value in its box (see ``StoredFocusedValue``),
  /// without building a context; it does not run without a value.
  @usableFromInline let valueBody: (@Sendable (StoredFocusedValue) -> Void)?
  /// The code of an action that reads nothing.
  @usableFromInline let plainBody: (@Sendable () -> Void)?

  /// Wraps code that receives a ``CommandContext``: the command's id, its resolved value and
  /// its provider, and the app to change.
  public init(_ body: @escaping @Sendable (inout CommandContext) throws -> Void) {
    self.body = body
    self.valueBody = nil
    self.plainBody = nil
  }

  /// Wraps code that needs only the required value; it does not run without one.
  @usableFromInline
  init(readingValue body: @escaping @Sendable (StoredFocusedValue) -> Void) {
    self.body = nil
    self.valueBody = body
    self.plainBody = nil
  }

  /// Wraps code that reads nothing.
  @usableFromInline
  init(running body: @escaping @Sendable () -> Void) {
    self.body = nil
    self.valueBody = nil
    self.plainBody = body
  }
}

/// A shortcut a declaration gave that could not be used, and why.
public struct RejectedShortcut: Hashable, Sendable {
  /// Why the shortcut was rejected.
  public enum Reason: Hashable, Sendable {
    /// The text could not be parsed.
    case invalid(ShortcutParseError)
    /// The platform hard-reserves it.
    case reserved(KeyboardShortcut, Reservation)
  }

  /// The shortcut as written.
  public var text: String
  /// Why it was rejected.
  public var reason: Reason

  /// Creates a rejection record.
  public init(text: String, reason: Reason) {
    self.text = text
    self.reason = reason
  }
}
