/// The simulated app: platform, window templates, open windows, app-level values and the
/// commands of its menu bar (SPEC §1). The aggregate root of the model.
///
/// `App` is a value: copy it to keep a state, and every operation that fails leaves it
/// unchanged. For sharing one app between tasks, wrap it in ``SharedApp``.
///
/// `App` is a facade over parts that each own their state, their invariants and a
/// generation counter that advances with any change to them:
/// - `WindowStack`: the open windows, their order, key and main, displays, hiding, and
///   each window's tree, focus and values;
/// - `TemplateCatalog`: the window templates and what dispatch needs to know of them;
/// - `CommandRegistry`: the declared commands, the platform's default items, menu order,
///   user bindings and the shortcut index;
/// - `AppValueStore`: the app-level values;
/// - `DispatchState` (in Resolution/): the dispatch index and the caches, keyed on one
///   `AppStamp` built from every part's generation, the platform and the semantics.
/// No part is invalidated by hand: a cache describes the stamp it was made in, and a press
/// in another state finds it empty. After each change the app also lets the caches drop
/// what another stamp made; they hold no focused value (see `ValueLocation`), so a
/// withdrawn value is released with the tree or store that held it.
public struct App: Sendable {
  /// The platform, which decides the reserved shortcuts and the default menu items.
  public private(set) var platform: Platform
  /// How focused values resolve: the platform's responder chain, or SwiftUI's key window
  /// only (SPEC §18).
  public private(set) var semantics = ResolutionSemantics.platform
  /// The app-level accessibility magic-tap handler.
  public var magicTap: NamedAction? {
    get { settings.fields.magicTap }
    set { settings = settings.changing { $0.magicTap = newValue } }
  }
  /// The windows ``launch()`` opens after a Quit (SPEC §13), in order; `nil` (the default)
  /// opens the first `window` or `document` template (see ``initialWindows``). A scene
  /// file's `windows` list sets it. No answer of resolution or dispatch depends on it.
  public var launchWindows: [LaunchWindow]? {
    get { settings.fields.launchWindows }
    set { settings = settings.changing { $0.launchWindows = newValue } }
  }
  /// The keyboard layout key presses are typed on (SPEC §21); `us` by default. It changes
  /// which written shortcut a press names (``press(keys:)``), never how a written shortcut
  /// resolves, so no cache depends on it and it is not part of the `AppStamp`.
  public var layout: KeyboardLayout {
    get { settings.fields.layout }
    set { settings = settings.changing { $0.layout = newValue } }
  }
  /// Left to right by default; right to left mirrors `automatic` shortcuts (SPEC §21). Like
  /// ``layout``, it only changes which written shortcut a press names.
  public var layoutDirection: LayoutDirection {
    get { settings.fields.layoutDirection }
    set { settings = settings.changing { $0.layoutDirection = newValue } }
  }

  // MARK: The parts

  /// The open windows, key and main (see ``WindowStack``).
  var stack = WindowStack()
  /// The window templates (see ``TemplateCatalog``).
  var catalog = TemplateCatalog()
  /// The commands, menus and bindings (see ``CommandRegistry``).
  var registry: CommandRegistry
  /// The app-level values (see ``AppValueStore``).
  var valueStore = AppValueStore()
  /// The dispatch index and the caches (see ``DispatchState``).
  var dispatch: DispatchState

  /// The fields no press reads, out of line (see ``AppSettings``).
  private var settings = AppSettings.Box.initial

  /// Holds nothing the app reads; it makes `App` an address-only type, so that a call
  /// from a mutating method (``press(_:)``, `perform`) to a reader of the app passes the
  /// app by address.
  ///
  /// Why: Swift passes a large struct made only of loadable fields to a non-mutating
  /// method by address, but from an `inout` context (a mutating method, an `inout`
  /// parameter) it first copies the whole struct to the stack, whatever the method reads:
  /// `App` is 520 bytes, a `memcpy` of 76 instructions on every press, which passes `self`
  /// from `press` to `decide` (callgrind, Benchmarks/README.md, round seven). A struct with
  /// an existential field is address-only and is passed in place. Neither passing the
  /// parts the decision reads one by one (each copied out with a retain) nor an `inout` or
  /// `borrowing` parameter avoided the copy; measured on a reduction of the same shape.
  private let passedInPlace: any Sendable = ()

  /// Where the accessibility cursor was moved with `a11y focus`, and the key window and
  /// focus at that moment: any focus or key-window change since puts the cursor back on
  /// the focused node (SPEC §6).
  var accessibilityCursorOverride: (path: NodePath, key: String?, focus: NodePath?)? {
    get { settings.fields.accessibilityCursorOverride }
    set {
      // Cleared on every close and restore: clearing what is already clear builds no box.
      guard newValue != nil || settings.fields.accessibilityCursorOverride != nil else { return }
      settings = settings.changing { $0.accessibilityCursorOverride = newValue }
    }
  }

  /// The state every cache is keyed on: each part's generation, the platform and the
  /// semantics. Two equal stamps mean the same state for resolution and dispatch.
  var stamp: AppStamp {
    AppStamp(
      windows: stack.generation, values: valueStore.generation, templates: catalog.generation,
      commands: registry.generation, platform: platform, semantics: semantics)
  }

  /// Creates an app with no windows and the platform's default menu items (SPEC §14);
  /// `defaultCommands` says which of them it keeps (all by default).
  public init(
    name: String, platform: Platform = .macOS,
    defaultCommands: DefaultCommandOptions = DefaultCommandOptions()
  ) {
    self.platform = platform
    registry = CommandRegistry(appName: name, options: defaultCommands)
    dispatch = DispatchState(platform: platform)
    recomposeCommands()
  }

  /// An empty app, which stands in for an app while its value is moved elsewhere (into the
  /// ``CommandContext`` of an action that runs).
  static let placeholder = App(name: "", defaultCommands: .none)

  // MARK: The parts, as the rest of the library reads them

  /// The app's name; the App menu shows it, and a command whose menu is titled with it
  /// belongs to the App menu. Renaming retitles the App menu's default items (`Quit Notes`).
  public var name: String {
    get { registry.appName }
    set { rename(newValue) }
  }

  /// Values published at app level (resolution step 3); see ``setAppValue(_:named:)``.
  public var appValues: FocusedValues {
    _read { yield valueStore.values }
  }

  /// Open windows, front to back (the `WindowStack` changes them, never the app).
  public var windows: [Window] {
    _read { yield stack.windows }
  }
  /// The key window's id.
  public var keyWindowID: String? { stack.keyWindowID }
  /// The main window's id.
  public var mainWindowID: String? { stack.mainWindowID }
  /// The key window's index.
  var keyWindowIndex: Int? { stack.keyIndex }
  /// The main window's index when resolution falls back to it (SPEC §2 step 2).
  var mainFallbackIndex: Int? { stack.mainFallbackIndex }
  /// Whether the external display is connected.
  public var isExternalDisplayConnected: Bool { stack.isExternalDisplayConnected }

  /// Templates in declaration order.
  public var templates: [WindowTemplate] {
    _read { yield catalog.templates }
  }

  /// The commands the app declared, as declared, in declaration order: the registry holds
  /// them composed with the platform's default items (SPEC §14); ``commands`` lists both.
  public var declaredCommands: [Command] {
    _read { yield registry.declared }
  }
  /// What the app keeps of the platform's default items and which command sets it asks
  /// for (SPEC §14).
  public var defaultCommandOptions: DefaultCommandOptions { registry.options }
  /// Commands in declaration order, the platform's default items among them.
  public var commands: [Command] {
    _read { yield registry.commands }
  }
  /// User key bindings, replacing commands' default shortcuts.
  public var userBindings: [String: KeyboardShortcut] {
    _read { yield registry.userBindings }
  }
  var commandIndex: [String: Int] {
    _read { yield registry.commandIndex }
  }
  var commandSlots: [CommandSlots] {
    _read { yield registry.commandSlots }
  }
  var menuOrder: [Int] {
    _read { yield registry.menuOrder }
  }
  /// The menu titles in menu-bar order: the standard menus with custom ones between View
  /// and Window in declaration order.
  var menuTitles: [String] { registry.menuTitles }

  /// What key dispatch knows about each shortcut (see ``DispatchIndex``).
  var dispatchIndex: DispatchIndex {
    _read { yield dispatch.index }
  }

  // MARK: Templates

  /// Adds a window template.
  ///
  /// Templates and commands may be added in any order (SPEC §12): a context menu or a
  /// control may name a command registered later. A name that still points at nothing when
  /// the app is used is reported, not trapped: ``unresolvedReferences`` lists it, `why`
  /// says a control that runs it is not live, a context menu lists it as unresolved, and the
  /// audit reports it.
  ///
  /// - Throws: ``CommandKitError`` for a duplicate template name, duplicate node ids, or a
  ///   local key handler or control whose shortcut the platform hard-reserves.
  public mutating func addTemplate(_ template: WindowTemplate) throws(CommandKitError) {
    try addTemplate(template, idsKnownUnique: false)
  }

  /// Adds a template; `idsKnownUnique` skips the duplicate-id check for a caller that has
  /// made it already (the scene-file decoder checks every tree's ids as it builds it).
  mutating func addTemplate(_ template: WindowTemplate, idsKnownUnique: Bool)
    throws(CommandKitError)
  {
    let contextBefore = platformMenuContext
    let addition = try catalog.add(
      template, idsKnownUnique: idsKnownUnique, platform: platform)
    if platformMenuContext != contextBefore {
      // A settings, window or document template or a toolbar brings default items.
      recomposeCommands()
    } else if addition.hasNewShortcuts {
      rebuildDispatchIndex()
    }
    didChangeCommands()
  }

  /// The template named `name`.
  public func template(named name: String) -> WindowTemplate? {
    catalog.template(named: name)
  }

  // MARK: App values

  /// Publishes (or with `nil`/`null` withdraws) an app-level value.
  public mutating func setAppValue(_ value: (any Sendable)?, named name: String) {
    valueStore[name: name] = value
    didChange()
  }

  /// Publishes a typed app-level value.
  public mutating func setAppValue<Value: Sendable>(
    _ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value?
  ) {
    valueStore.set(keyPath, value)
    didChange()
  }

  // MARK: Platform and semantics

  /// Chooses how focused values resolve (SPEC §18): `.platform` (the key window, then the
  /// main window, then the app) or `.swiftui` (the key window, then the app).
  public mutating func setSemantics(_ semantics: ResolutionSemantics) {
    self.semantics = semantics
    didChange()
  }

  /// Switches the platform. Shortcuts the new platform reserves stay declared; key
  /// dispatch then rejects them and the audit reports them.
  public mutating func setPlatform(_ platform: Platform) {
    self.platform = platform
    // Each platform has its own default items (SPEC §14).
    recomposeCommands()
    didChangeCommands()
  }

  /// Renames the app: the App menu's title, and its default items' (`Quit Notes`).
  private mutating func rename(_ name: String) {
    guard name != registry.appName else { return }
    registry.setAppName(name)
    // The App menu's default titles name the app.
    if registry.commands.contains(where: \.isPlatformDefault) {
      recomposeCommands()
    } else {
      rebuildDispatchIndex()
    }
    didChangeCommands()
  }
}
