import CommandKitLite

/// What `cmdshell import` read from an app's own files (SPEC §22): commands, in-window
/// controls, window templates, removed default groups and warnings, ready to be written as
/// one scene file (``json``) that loads and audits without edits.
///
/// ```swift
/// let result = try SceneImporter.importFiles(["MainMenu.xib", "AppCommands.swift"])
/// for warning in result.warnings { print(warning) }
/// print(result.json.prettyPrinted())
/// ```
public struct SceneImport: Sendable, Equatable {
  /// The app's name: the App menu's title, the `App` struct's name, or the first file's.
  public var appName: String
  /// The platform: iPadOS when only UIKit sources were read, else macOS.
  public var platform: Platform
  /// The imported menu commands, in file and menu order.
  public var commands: [ImportedCommand]
  /// The imported in-window controls (SwiftUI buttons with `.keyboardShortcut` in views,
  /// AppKit buttons with a key equivalent), all placed in the main window.
  public var controls: [ImportedControl]
  /// The window templates the sources declare (`WindowGroup`, `Window`, `Settings`...).
  public var templates: [ImportedTemplate]
  /// Default groups removed with nothing in their place (`CommandGroup(replacing: .x) {}`).
  public var removedGroups: [String]
  /// Whether the platform's default items stay (SPEC §14); an import of a whole
  /// Interface Builder main menu lists them itself and turns them off.
  public var defaultCommands: Bool
  /// What could not be read, each with its file and line.
  public var warnings: [ImportWarning]
  /// Every shortcut declaration met, and whether it was imported or warned about.
  public var census = ImportCensus()
  /// The platform the file's kind implies (Interface Builder: macOS; UIKit: iPadOS).
  var platformEvidence: Platform?
  /// The templates come from a UIKit (iOS) Interface Builder file.
  var isUIKitInterface = false
  /// A SwiftUI `App` is declared: SwiftUI gives it the platform's default menu items.
  var declaresSwiftUIApp = false
  /// The SwiftUI views of the file (or files), placed in windows once all are read.
  var views = SwiftUIViews()
  /// Selectors the app delegate implements: the values of the commands that send them are
  /// published by the app (every window reaches the app delegate).
  var appDelegateActions: Set<String> = []
  /// Selectors only window-bound classes implement (window and view controllers, windows,
  /// `NSDocument` subclasses), each with the templates of those classes' windows: only they
  /// publish its value (``SceneImport/limitControllerActions(index:)``).
  var controllerActionWindows: [String: Set<String>] = [:]
  /// The focused values that views publish from containers, placed on the nodes inside
  /// those views (``SwiftUIViews/focusContainers(reached:)``): like a node's own value,
  /// published while focus is there, never for the whole window.
  var focusContainerKeys: Set<String> = []
  /// For a value views publish for their scene, the scene windows (by view key) that never
  /// show a publisher, and so do not publish it (``SwiftUIViews/scenesWithoutValues(reached:)``).
  var scenesWithoutValues: [String: Set<String>] = [:]

  /// Whether nothing was imported: no command, window, control or removed group.
  public var isEmpty: Bool {
    commands.isEmpty && templates.isEmpty && controls.isEmpty && removedGroups.isEmpty
  }

  /// An empty import.
  public init(appName: String = "", platform: Platform = .macOS) {
    self.appName = appName
    self.platform = platform
    self.commands = []
    self.controls = []
    self.templates = []
    self.removedGroups = []
    self.defaultCommands = true
    self.warnings = []
  }

  /// Records a warning at `location`.
  mutating func warn(_ message: String, at location: SourceLocation) {
    warnings.append(ImportWarning(location: location, message: message))
  }

  /// Adds a removed group once.
  mutating func removeGroup(_ name: String) {
    if !removedGroups.contains(name) { removedGroups.append(name) }
  }

  /// The focused values the enabled commands require, in first-use order: every window that
  /// can be main publishes each of them so that every command can be enabled (see ``json``),
  /// unless only the views that publish them do (`SwiftUIViews.nodePublishedKeys`).
  public var requiredValues: [String] {
    var seen: Set<String> = []
    return commands.filter { !$0.disabled }.compactMap(\.requires).filter {
      seen.insert($0).inserted
    }
  }
}

/// One imported menu command.
public struct ImportedCommand: Sendable, Equatable {
  /// The id: a standard id (`edit.copy`) where the item is a standard one, else made from
  /// its menu path and title (`file.newNote`).
  public var id: String
  /// The title as written (a localized key's literal).
  public var title: String
  /// The top-level menu: a standard menu's name (`File`, `App`) or the custom one's title.
  public var menu: String
  /// The titles of the submenus between ``menu`` and the item, outermost first (scene file
  /// `"submenu"`, `Command.submenu`): the rest of the menu path the importer read (SPEC §22).
  public var submenu: [String] = []
  /// The standard group, for a standard item or a `CommandGroup`'s content.
  public var group: CommandGroupPlacement?
  /// `replacing`, `before` or `after`, for a `CommandGroup`'s content (SPEC §14).
  public var placement: String?
  /// The shortcut in scene-file notation (`shift+cmd+z`), if it has one.
  public var shortcut: String?
  /// The focused value that enables the command: the action's selector for an item sent to
  /// the first responder, the `@FocusedValue` a SwiftUI button reads.
  public var requires: String?
  /// The action the item sends: an Interface Builder selector (`copy:`), a UIKit key
  /// command's selector, or the named function a SwiftUI button calls (`save`). Items that
  /// send the same action are one command (SPEC §20); written as the scene file's `action`.
  public var action: String?
  /// The localization key the title was looked up with (SPEC §22), when the title comes
  /// from the app's strings.
  public var titleKey: String?
  /// Never enabled (scene file `"disabled": true`, `Command.isDisabled`): an
  /// Interface Builder item with no connection (AppKit cannot send it), one marked
  /// `enabled="NO"` in a menu that does not enable its items itself, a SwiftUI button with
  /// `.disabled(true)` (SPEC §22).
  public var disabled = false
  /// An Interface Builder item whose action goes to a set target, not the First Responder.
  var sentToTarget = false
  /// For a SwiftUI button: every focused value its item names, in order, of which
  /// ``requires`` is one (``SwiftUIReader/focusCandidates(in:unwrapped:)``).
  var focusCandidates: [String] = []
  /// A SwiftUI button whose whole action closes the key window as File ▸ Close does
  /// (`NSApp.keyWindow?.performClose(nil)`): written as the scene file's effect
  /// `{"close": "key"}` (SPEC §3, §20; the reader's `closesKeyWindow(in:)`).
  public var closesKeyWindow = false
  /// Drops the shortcut of the platform item this command replaces (scene file
  /// `"shortcut": null`, SPEC §14); only for a command with a standard id and no shortcut.
  public var dropsShortcut = false
  /// For a SwiftUI button whose closure is one call chain ending in a method call: the
  /// method and the names the chain mentions (``SceneImport/matchClosureActions(index:)``).
  var closureCall: ClosureCall?
  /// For a SwiftUI button whose closure only posts a notification: its name
  /// (``SceneImport/matchPostedNotifications(index:)``).
  var postedNotification: String?
  /// For a SwiftUI button whose closure is one assignment of a literal through a named
  /// value (``SceneImport/matchAssignedProperties(index:)``).
  var receiverAssignment: ReceiverAssignment?
  /// For a SwiftUI button: its closure's code (``SceneImport/matchSameCode(index:)``).
  var closureCode: ClosureCode?
  /// For a SwiftUI button whose closure assigns a literal through a focused binding
  /// (``SceneImport/matchSameCode(index:)``).
  var bindingAssignment: BindingAssignment?
  /// For a UIKit key command returned by a responder's own `keyCommands` override: that
  /// responder's class (``SceneImport/placeResponderKeyCommands(index:)``).
  var responder: String?
  /// Where the item is declared.
  public var source: SourceLocation

  /// Creates an imported command.
  public init(
    id: String, title: String, menu: String, group: CommandGroupPlacement? = nil,
    placement: String? = nil, shortcut: String? = nil, requires: String? = nil,
    action: String? = nil, titleKey: String? = nil, source: SourceLocation
  ) {
    self.id = id
    self.title = title
    self.menu = menu
    self.group = group
    self.placement = placement
    self.shortcut = shortcut
    self.requires = requires
    self.action = action
    self.titleKey = titleKey
    self.source = source
  }
}

/// One imported in-window control (SPEC §16).
public struct ImportedControl: Sendable, Equatable {
  /// The button's title.
  public var title: String
  /// Its shortcut in scene-file notation, unless it has a role.
  public var shortcut: String?
  /// `default` or `cancel`.
  public var role: Control.Role?
  /// Live in the key window only (an AppKit button's key equivalent).
  public var keyWindowOnly: Bool
  /// The action it runs: the button's selector or named function; its title when unknown.
  public var action: String?
  /// The command it runs instead of an action of its own: `app.settings` for a
  /// `SettingsLink`, which opens the Settings scene as the Settings… item does.
  public var command: String?
  /// Where the button is declared.
  public var source: SourceLocation
  /// For a SwiftUI button whose closure is one assignment of a literal: what it does
  /// (``SceneImport/matchPostedNotifications(index:)``).
  var effect: ClosureEffect?
  /// For a SwiftUI button whose closure is one assignment of a literal through a named
  /// value (``SceneImport/matchAssignedProperties(index:)``).
  var receiverAssignment: ReceiverAssignment?
  /// For a SwiftUI button: its closure's code, and the literal it assigns to a binding when
  /// that is all it does (``SceneImport/matchSameCode(index:)``).
  var closureCode: ClosureCode?
  var bindingAssignment: BindingAssignment?
  /// For a SwiftUI button whose action calls a method through a value (`state.findNext`):
  /// the type it is written in (``SceneImport/matchNotificationCalls(index:)``).
  var writtenIn: String?

  /// Creates an imported control.
  public init(
    title: String, shortcut: String? = nil, role: Control.Role? = nil,
    keyWindowOnly: Bool = false, action: String? = nil, source: SourceLocation
  ) {
    self.title = title
    self.shortcut = shortcut
    self.role = role
    self.keyWindowOnly = keyWindowOnly
    self.action = action
    self.source = source
  }
}

/// One window template a source declares.
public struct ImportedTemplate: Sendable, Equatable {
  /// The template's name in the scene file (`main`, `settings`, or the `Window`'s id).
  public var name: String
  /// Its kind.
  public var kind: WindowKind
  /// Its title.
  public var title: String
  /// One instance only (SwiftUI `Window`).
  public var single: Bool
  /// The views the audit can use: text inputs, lists, buttons with shortcuts, a toolbar.
  public var nodes: [ImportedNode]
  /// The node that has focus when the window opens: Interface Builder's
  /// `initialFirstResponder`, else the first text input (AppKit makes the first key view
  /// first responder when a window first becomes key; SwiftUI on macOS focuses the first
  /// text field); `nil` leaves it to the first focusable node.
  public var focus: String?
  /// Where it is declared.
  public var source: SourceLocation
  /// The key linking the template to the SwiftUI content it shows (``SwiftUIViews``).
  var viewKey: String?
  /// The window the app shows at launch (Interface Builder's `visibleAtLaunch`, a
  /// storyboard's initial controller, SwiftUI's first `WindowGroup`): the one named
  /// `main` when no template has that name.
  var opensAtLaunch = false
  /// The class of an Interface Builder file's File's Owner (the object that loads the nib:
  /// an `NSDocument` subclass for a document's window).
  var ownerClass: String?
  /// The class of a custom object of the nib whose `window` outlet is this window (a window
  /// controller instantiated in the main nib rather than loading a nib of its own).
  var outletOwnerClass: String?
  /// The classes of the controllers and window an Interface Builder template shows (its
  /// scene's controller and those its content relationships reach): responders that are in
  /// the window's responder chain whichever of its views has focus.
  var responderClasses: [String] = []
  /// A document's window made in code (``SceneImport/addDocumentWindowsMadeInCode(index:)``):
  /// its responders are all in ``responderClasses``, so an action of another window's
  /// responders is never its.
  var madeInCode = false
  /// Local key handlers of the window's root (SPEC §17): key commands of its controllers.
  var handlers: [ImportedKeyHandler] = []

  /// Creates an imported template.
  public init(
    name: String, kind: WindowKind, title: String, single: Bool = false,
    nodes: [ImportedNode] = [], focus: String? = nil, source: SourceLocation
  ) {
    self.name = name
    self.kind = kind
    self.title = title
    self.single = single
    self.nodes = nodes
    self.focus = focus
    self.source = source
  }
}

/// A local key handler (SPEC §17) an import puts on a node: a UIKit key command that a
/// responder returns from its own `keyCommands`, live only while that responder is in the
/// responder chain.
public struct ImportedKeyHandler: Sendable, Equatable {
  /// The shortcut in scene-file notation.
  public var shortcut: String
  /// The action: the key command's selector, else its title.
  public var action: String
  /// Where the key command is declared.
  public var source: SourceLocation

  /// Creates a handler.
  public init(shortcut: String, action: String, source: SourceLocation) {
    self.shortcut = shortcut
    self.action = action
    self.source = source
  }

  /// The handler's scene-file entry.
  var json: JSONValue {
    .object(
      JSONObject([
        ("shortcut", .string(shortcut)), ("action", .string(action)), ("source", source.json),
      ]))
  }
}

/// Something the importer saw but could not read (a title computed at run time, a
/// shortcut from a variable, an item added in code), with its file and line.
public struct ImportWarning: Sendable, Equatable, CustomStringConvertible {
  /// Where.
  public var location: SourceLocation
  /// What, ending with what the scene file has instead.
  public var message: String

  /// `file:line:column: warning: message`, as compilers print.
  public var description: String { "\(location): warning: \(message)" }
}

/// A closure that is one call chain ending in a method call without arguments
/// (`{ currentWindow.flatMap(\.asMainVM)?.clearWindow() }`).
struct ClosureCall: Sendable, Equatable {
  /// The method called last (`clearWindow`).
  var method: String
  /// The identifiers the chain names before it, inside parentheses too (`currentWindow`,
  /// `flatMap`, `asMainVM`).
  var names: [String]
}
