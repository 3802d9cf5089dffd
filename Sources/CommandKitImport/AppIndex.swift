import CommandKitLite

/// What the importer learns from all of an app's sources before it reads any one file
/// (SPEC §22, whole apps): the classes the app declares and their superclasses, and the
/// action methods its app delegate implements.
struct AppIndex: Sendable {
  /// Each class's declared superclass: Swift `class A: B` (the first inherited name) and
  /// Objective-C `@interface A : B`.
  var superclasses: [String: String] = [:]
  /// Selectors (Objective-C spelling, `newNote:`) the app delegate implements: an item that
  /// sends one to the First Responder reaches it from every window (the app delegate is
  /// the last responder of every action message, NSApplication `sendAction(_:to:from:)`).
  var appDelegateActions: Set<String> = []
  /// The app delegate types (`UIApplicationDelegate`, `NSApplicationDelegate`, or named
  /// `…AppDelegate`): the last responders of every chain.
  var appDelegateTypes: Set<String> = []
  /// The sources make an AppKit app (`NSApplicationDelegate`, `NSApplicationMain`).
  var isAppKitApp = false
  /// The sources set the main menu in code (`NSApp.mainMenu = …`, `setMainMenu:`).
  var setsMainMenuInCode = false
  /// Key equivalents the code sets on a variable (an outlet to a menu item), by its name
  /// (see ``KeyEquivalentChange``).
  var keyEquivalentChanges: [String: KeyEquivalentChange] = [:]
  /// Key equivalents the code sets in a loop over a menu's items, by the items the loop
  /// tests (``menuItemFilter(for:at:in:)``).
  var menuLoopKeyChanges: [MenuItemFilter: KeyEquivalentChange] = [:]
  /// How many Swift and Objective-C sources were read: with none, nothing is evidence.
  var sourceCount = 0
  /// The sources declare the app's entry point (`@main`, `@NSApplicationMain`,
  /// `@UIApplicationMain`, `NSApplicationMain(…)`, `UIApplicationMain(…)`): they are the
  /// whole app, so a view type they never write is built by nothing. A package without one
  /// (a library of views, an app core audited by the `audit-shortcuts` plugin) is used by
  /// an app elsewhere, so its views' silence is no evidence (SPEC §22 is silent; chosen so
  /// that a library's controls are never dropped).
  var declaresEntryPoint = false
  /// How often the sources write each capitalized name outside its declaration (`struct
  /// Name`, `extension Name`, …): a view type written nowhere else is used by nothing.
  var typeUses: [String: Int] = [:]
  /// The classes (Swift types with `@objc` or `@IBAction` methods, Objective-C
  /// `@implementation`s) that implement each action selector (`performSave:`).
  var actionImplementers: [String: Set<String>] = [:]
  /// Each class's menu item validators (``MenuValidator``).
  var validators: [String: [MenuValidator]] = [:]
  /// Enum properties that map each case to a member (`var replacing: CommandGroupPlacement
  /// { switch self { case .edit: return .pasteboard … } }`), by `Type.property`.
  var caseTables: [String: [String: String]] = [:]
  /// Where the app turns automatic window tabbing off for every window
  /// (`NSWindow.allowsAutomaticWindowTabbing = false`): AppKit then adds no Show Tab Bar or
  /// Show All Tabs item (``noteWindowTabbing(_:file:)``).
  var windowTabbingTurnedOff: SourceLocation?
  /// The nib names each class names in its `windowNibName` or `makeWindowControllers`
  /// (string literals there: `initWithWindowNibName:@"Document"`, `return "Document"`).
  var windowNibNames: [String: Set<String>] = [:]
  /// The window controllers that show their own window as a sheet of another window
  /// (`hostWindow.beginSheet(window)`, `[host beginSheet:self.window …]`): which window is the
  /// sheet's parent the code decides at run time (``noteSheetControllers(_:)``).
  var sheetControllers: Set<String> = []
  /// The window controllers that run their own window modally (`NSApp.runModal(for:
  /// window)`, `[NSApp runModalForWindow:[self window]]`; ``noteModalControllers(_:)``).
  var modalControllers: Set<String> = []
  /// What each class's code says about the windows it makes (`noteWindowCode(_:)`):
  /// documents whose windows are made in code get a template of their own.
  var windowCode: [String: WindowCode] = [:]
  /// The types (by name; `""` for a free function) that declare a method of each name.
  var methodOwners: [String: Set<String>] = [:]
  /// The types each property name is declared with anywhere in the app (`var vm: MainVM`).
  var propertyTypes: [String: Set<String>] = [:]
  /// The types each type's properties are declared with, by `Type.name`
  /// (`ContentView.appState`: `AppState`).
  var memberTypes: [String: Set<String>] = [:]
  /// The types (by name; `""` for none) that declare a property of each name (`var
  /// showAddSheet = false` in `AppState`), locals of their methods included.
  var propertyOwners: [String: Set<String>] = [:]
  /// The stored static properties each type (or an extension of it) declares, by the type's
  /// name (`static let shared = PlaybackController()`): app-wide instances
  /// (``SwiftUIReader/namingSharedInstance(_:at:)``).
  var storedStaticMembers: [String: Set<String>] = [:]
  /// The observers of each notification name, each with what it does when known
  /// (``noteNotificationObservers(_:)``).
  var notificationObservers: [String: [NotificationObserver]] = [:]
  /// The `.onChange(of:)` observers of each flag name whose closure calls one method
  /// (``noteFlagObservers(_:)``).
  var flagObservers: [String: [FlagObserver]] = [:]
  /// For each capitalized type name, the `if r.p {` blocks around each place that creates a
  /// value of it (``noteViewGates(_:)``).
  var viewGates: [String: [Set<ViewGate>]] = [:]
  /// For each `Type.label`, the function each place building the type passes for that
  /// argument, `nil` where it passes something else (``notePassedActions(_:)``).
  var passedActions: [String: [String?]] = [:]
  /// How many places build each capitalized type with arguments (``notePassedActions(_:)``).
  var builtTypes: [String: Int] = [:]
  /// The app's own modifier methods that apply `.keyboardShortcut` with their parameters, by
  /// name (``noteShortcutHelpers(_:)``).
  var shortcutHelpers: [String: ShortcutHelper] = [:]
  /// Names that two such methods share: neither is read.
  var ambiguousShortcutHelpers: Set<String> = []
  /// The app's own functions and `String` members that look their argument up in its
  /// strings, by name (``noteLocalizationHelpers(_:)``).
  var localizationHelpers: [String: LocalizationHelper] = [:]
  /// Names declared as two different helpers: neither is read.
  var ambiguousLocalizationHelpers: Set<String> = []
  /// The app's own modifier methods that present their closure parameter as a sheet or
  /// popover, by name, with the window kind (``notePresentingModifiers(_:)``).
  var presentingModifiers: [String: WindowKind] = [:]
  /// Names that two such methods share: neither is read.
  var ambiguousPresentingModifiers: Set<String> = []
  /// The view properties and functions (`Type.name`) that a presentation of another file
  /// names as its content, with the presentation's kind, once every file is indexed
  /// (``SwiftUIReader/presentedMembers(_:index:)``).
  var presentedMembers: [String: WindowKind] = [:]
  /// The names of the methods of `extension View` seen so far (``notePresentingModifiers(_:)``).
  var declaredViewMethods: Set<String> = []
  /// The `static let` title constants of the app's `extension String`s, by name
  /// (``noteConstants(_:)``).
  var titleConstants: [String: TitleConstant] = [:]
  /// The `static let` selectors of the app's `extension Selector`s, by name, in Objective-C
  /// spelling (`toggleBoldface:`).
  var selectorConstants: [String: String] = [:]
  /// Constants (`String.name`, `Selector.name`) declared twice with different values.
  var conflictingConstants: Set<String> = []
  /// The types the sources declare (Swift `struct`, `class`, `enum`, `protocol`,
  /// `typealias`, `actor`; Objective-C `@interface`, `@implementation`, `@protocol`).
  var declaredTypes: Set<String> = []
  /// Every method's selector the sources declare, whatever its attributes
  /// (`noteImplementations`).
  var declaredSelectors: Set<String> = []
  /// Every identifier the sources write, and the first part of each selector-like string.
  var mentionedNames: Set<String> = []
  /// How often the sources write each lower-case name outside its declaration
  /// (``noteViewHelpers(_:)``).
  var memberNameUses: [String: Int] = [:]
  /// The view helpers the sources declare (``ViewHelper``).
  var viewHelpers: [ViewHelper] = []
  /// Those nothing calls, once every file is noted (``settleViewHelpers()``).
  var unusedViewHelpers: [ViewHelper] = []
  /// How the sources use each lower-case name (``NameUses``).
  var nameUses: [String: NameUses] = [:]
  /// Those built only in context menus, once every file is noted
  /// (``isBuiltOnlyInContextMenus(_:)``).
  var contextMenuOnlyViewHelpers: [ViewHelper] = []
  /// The custom classes the app's Interface Builder files instantiate (`customClass`).
  var interfaceBuilderClasses: Set<String> = []
  /// The selectors of Swift methods exposed to Objective-C (``noteObjectiveCExposure(_:)``).
  var exposedSwiftSelectors: Set<String> = []
  /// The Swift methods declared where nothing exposes them to Objective-C, by selector.
  var unexposedSelectors: [String: [UnexposedMethod]] = [:]
  /// The names of the methods the app's protocols declare.
  var protocolMethodNames: Set<String> = []
  /// The selectors of the methods Objective-C sources declare or define.
  var objectiveCSelectors: Set<String> = []
  /// The types that declare a Swift method of each selector (`""`: a free function;
  /// ``noteSelectorOwners(_:)``).
  var selectorOwners: [String: Set<String>] = [:]
  /// The types declared `@main`, `@NSApplicationMain` or `@UIApplicationMain`.
  var entryPointTypes: Set<String> = []
  /// The app's classes and actors (``noteWrappedProperties(_:)``).
  var referenceTypes: Set<String> = []
  /// The focused-value key each `@FocusedValue(\.key)` or `@FocusedBinding(\.key)` property
  /// reads, by `Type.name`.
  var focusedKeys: [String: String] = [:]
  /// The properties initialized with a new instance (`let session = Session()`), by
  /// `Type.name`: that value's own.
  var ownInstances: Set<String> = []
  /// The `@FocusedBinding` properties, by `Type.name`.
  var focusedBindings: Set<String> = []
  /// The properties that read an environment action every view gets alike
  /// (`@Environment(\.openWindow) var openWindow`), by `Type.name`: the action's key.
  var environmentActions: [String: String] = [:]
  /// The value type of each `@Binding var name: T`, by `Type.name`.
  var bindingMembers: [String: String] = [:]
  /// The value type of each `var name: Binding<T>`, by `Type.name` (`FocusedValues.selection`).
  var bindingValueTypes: [String: String] = [:]

  /// The words that declare the name after them.
  static let declaringWords: Set<String> = [
    "struct", "class", "enum", "extension", "protocol", "typealias", "actor",
  ]

  /// Notes the type names the tokens of a source write. Names written inside `previews`
  /// (Xcode previews, ``SwiftSource/previewBodies()``) declare types but use none: a view
  /// built only by its own `#Preview` is on no screen of the app.
  mutating func noteMentions(_ tokens: [SwiftToken], previews: [Range<Int>] = []) {
    sourceCount += 1
    for (position, token) in tokens.enumerated() {
      if !previews.isEmpty, previews.contains(where: { $0.contains(position) }) { continue }
      if token.kind == .identifier, position > 0,
        Self.declaringWords.contains(tokens[position - 1].text)
          || ["@interface", "@implementation", "@protocol"].contains(tokens[position - 1].text)
      {
        declaredTypes.insert(token.text)
      }
      // A type name, perhaps after underscores (`_EditScreen`, as SwiftUIReader.isNamedView).
      if token.kind == .identifier,
        token.text.drop(while: { $0 == "_" }).first?.isUppercase == true,
        position == 0 || !Self.declaringWords.contains(tokens[position - 1].text)
      {
        typeUses[token.text, default: 0] += 1
      }
    }
  }

  /// Notes what the tokens of a Swift or Objective-C file say about the app's kind.
  mutating func noteAppKind(_ tokens: [SwiftToken]) {
    for (index, token) in tokens.enumerated() where token.kind == .identifier {
      switch token.text {
      case "NSApplicationMain", "@NSApplicationMain":
        isAppKitApp = true
        declaresEntryPoint = true
      case "NSApplicationDelegate": isAppKitApp = true
      case "@main", "@UIApplicationMain", "UIApplicationMain": declaresEntryPoint = true
      case "setMainMenu": setsMainMenuInCode = true
      // `NSApp.mainMenu = menu` (a property of the app's own named `mainMenu` is not it).
      case "mainMenu"
      where index > 0 && tokens[index - 1].isPunctuation(".") && index + 2 < tokens.count
        && tokens[index + 1].isPunctuation("=") && !tokens[index + 2].isPunctuation("="):
        setsMainMenuInCode = true
      default: break
      }
    }
  }

  /// The AppKit and UIKit classes that decide what a view or window is (Apple's class
  /// references): text views are multi-line text inputs, fields single-line ones, tables
  /// and collection views lists.
  static let knownClasses: [String: KnownClass] = [
    "NSTextView": .textInput(multiline: true), "UITextView": .textInput(multiline: true),
    "NSTextField": .textInput(multiline: false), "NSSearchField": .textInput(multiline: false),
    "NSSecureTextField": .textInput(multiline: false),
    "NSTokenField": .textInput(multiline: false), "NSComboBox": .textInput(multiline: false),
    "UITextField": .textInput(multiline: false), "UISearchTextField": .textInput(multiline: false),
    "UISearchBar": .textInput(multiline: false),
    "NSTableView": .list, "NSOutlineView": .list, "NSCollectionView": .list, "NSBrowser": .list,
    "UITableView": .list, "UICollectionView": .list,
    "NSPanel": .panel, "NSDocument": .document, "NSPersistentDocument": .document,
    "UIDocument": .document,
    "NSView": .view, "NSControl": .view, "UIView": .view, "NSWindow": .window,
  ]

  /// What a known class is.
  enum KnownClass: Sendable, Equatable {
    case textInput(multiline: Bool)
    case list
    case panel
    case document
    case view
    case window
  }

  /// `name` and its superclasses as the sources declare them, nearest first (a cycle or a
  /// chain over 32 long stops).
  func ancestry(of name: String) -> [String] {
    var chain = [name]
    var current = name
    while let parent = superclasses[current], !chain.contains(parent), chain.count < 32 {
      chain.append(parent)
      current = parent
    }
    return chain
  }

  /// Whether the app's sources declare `name`.
  func declares(_ name: String) -> Bool { superclasses[name] != nil }

  /// What `name` is: the first known class in its ancestry, else what its name says
  /// (`CodeTextView` is a text view, `TagsTokenField` a field, `FileTableView` a list).
  func classify(_ name: String) -> KnownClass? {
    for ancestor in ancestry(of: name) {
      if let known = Self.knownClasses[ancestor] { return known }
    }
    return Self.classifyByName(name)
  }

  /// What a class name says it is.
  static func classifyByName(_ name: String) -> KnownClass? {
    if name.hasSuffix("TextView") || name.hasSuffix("EditorView") {
      return .textInput(multiline: true)
    }
    for suffix in ["TextField", "SearchField", "TokenField", "ComboBox", "SearchBar"]
    where name.hasSuffix(suffix) {
      return .textInput(multiline: false)
    }
    for suffix in ["TableView", "OutlineView", "CollectionView"] where name.hasSuffix(suffix) {
      return .list
    }
    if name.hasSuffix("Panel") { return .panel }
    return nil
  }

  // MARK: Reading sources

  /// Adds a Swift file's class declarations and app-delegate actions.
  mutating func add(_ source: SwiftSource) {
    let tokens = source.tokens
    noteAppKind(tokens)
    let previews = source.previewBodies()
    noteMentions(tokens, previews: previews)
    noteWindowTabbing(tokens, file: source.file)
    noteKeyEquivalentChanges(source)
    noteActionsAndValidators(source)
    noteWindowNibNames(source)
    noteSheetControllers(source)
    noteModalControllers(source)
    noteWindowCode(source)
    noteDeclarations(source)
    noteWrappedProperties(source)
    noteImplementations(source)
    noteObjectiveCExposure(source)
    noteSelectorOwners(source)
    noteNotificationObservers(source)
    noteFlagObservers(source)
    noteViewGates(source)
    notePassedActions(source)
    noteShortcutHelpers(source)
    noteLocalizationHelpers(source)
    noteViewHelpers(source, previews: previews)
    noteNameUses(source)
    notePresentingModifiers(source)
    noteCaseTables(source)
    noteConstants(source)
    var delegates: Set<String> = []
    for index in tokens.indices where tokens[index].isIdentifier("class") {
      guard let name = source[index + 1], name.kind == .identifier,
        !["func", "var", "let", "subscript", "init", "static", "override", "final"].contains(
          name.text)
      else { continue }
      var position = index + 2
      if source[position]?.isPunctuation("<") == true {
        while let token = source[position], !token.isPunctuation(">") { position += 1 }
        position += 1
      }
      guard source[position]?.isPunctuation(":") == true else { continue }
      let inherited = inheritedNames(source, from: position + 1)
      if let first = inherited.first { superclasses[name.text] = first }
      if inherited.contains(where: {
        $0 == "NSApplicationDelegate" || $0 == "UIApplicationDelegate"
      })
        || name.text.hasSuffix("AppDelegate")
      {
        delegates.insert(name.text)
      }
    }
    // Extensions that adopt the delegate protocol make their type a delegate too.
    for index in tokens.indices where tokens[index].isIdentifier("extension") {
      guard let name = source[index + 1], name.kind == .identifier,
        source[index + 2]?.isPunctuation(":") == true
      else { continue }
      if inheritedNames(source, from: index + 3).contains(where: {
        $0 == "NSApplicationDelegate" || $0 == "UIApplicationDelegate"
      }) {
        delegates.insert(name.text)
      }
    }
    appDelegateTypes.formUnion(delegates)
    guard !delegates.isEmpty else { return }
    for type in source.typeBodies() where delegates.contains(type.name) {
      for index in type.body where tokens[index].isIdentifier("func") {
        // Only methods the Objective-C runtime can send: `@IBAction` or `@objc`.
        var attribute = index - 1
        var isAction = false
        while let token = source[attribute], token.kind == .identifier,
          attribute >= type.body.lowerBound
        {
          if token.text == "@IBAction" || token.text == "@objc" { isAction = true }
          if ["}", "{"].contains(token.text) { break }
          attribute -= 1
        }
        if !isAction, source[index - 2]?.isIdentifier("@objc") == true { isAction = true }
        guard isAction, let selector = Self.selector(source, nameAt: index + 1) else { continue }
        appDelegateActions.insert(selector)
      }
    }
  }

  /// The names of an inheritance list starting at `start`, up to its `{` or `where`
  /// (qualified names give their last part: `AppKit.NSTextView` is `NSTextView`).
  private func inheritedNames(_ source: SwiftSource, from start: Int) -> [String] {
    var names: [String] = []
    var position = start
    var current: String?
    while let token = source[position], !token.isPunctuation("{"), !token.isIdentifier("where") {
      if token.kind == .identifier {
        current = token.text
      } else if token.isPunctuation(",") {
        if let current { names.append(current) }
        current = nil
      } else if token.isPunctuation("<") {
        // Skip generic arguments.
        var depth = 0
        while let inner = source[position] {
          if inner.isPunctuation("<") { depth += 1 }
          if inner.isPunctuation(">") { depth -= 1 }
          if depth == 0 { break }
          position += 1
        }
      } else if !token.isPunctuation(".") {
        break
      }
      position += 1
    }
    if let current { names.append(current) }
    return names
  }

  /// The Objective-C selector of the Swift method whose name is at `index`:
  /// `newNote(_ sender:)` is `newNote:`, `open(with url:)` is `openWith:`, `reload()` is
  /// `reload`.
  static func selector(_ source: SwiftSource, nameAt index: Int) -> String? {
    guard let name = source[index], let labels = parameterLabels(source, nameAt: index) else {
      return nil
    }
    guard let first = labels.first else { return name.text }
    let head = ImportedShortcut.selectorHead(name: name.text, firstLabel: first)
    return ([head] + labels.dropFirst()).joined(separator: ":") + ":"
  }

  /// The argument labels of the method whose name is at `index` (`_` where it has none),
  /// or nil when no parameter list follows the name.
  static func parameterLabels(_ source: SwiftSource, nameAt index: Int) -> [String]? {
    guard let name = source[index], name.kind == .identifier,
      source[index + 1]?.isPunctuation("(") == true
    else { return nil }
    let open = index + 1
    let close = source.partner[open]
    guard close > open else { return nil }
    var labels: [String] = []
    var position = open + 1
    var atParameterStart = true
    while position < close {
      let token = source.tokens[position]
      if atParameterStart, token.kind == .identifier {
        labels.append(token.text)
        atParameterStart = false
      } else if token.isPunctuation(",") {
        atParameterStart = true
      }
      position = source.partner[position] > position ? source.partner[position] + 1 : position + 1
    }
    return labels
  }

  /// Adds an Objective-C file's `@interface A : B` declarations and the action methods of
  /// an app delegate's `@implementation`.
  mutating func add(_ source: ObjectiveCSource) {
    let tokens = source.tokens
    noteAppKind(tokens)
    noteMentions(tokens)
    noteWindowTabbing(tokens, file: source.file)
    noteKeyEquivalentChanges(source)
    noteActionsAndValidators(source)
    noteImplementations(source)
    noteWindowNibNames(source)
    noteSheetControllers(source)
    noteModalControllers(source)
    noteWindowCode(source)
    var delegate = false
    for index in tokens.indices {
      let token = tokens[index]
      if token.isIdentifier("@interface"), let name = source[index + 1],
        source[index + 2]?.isPunctuation(":") == true, let parent = source[index + 3],
        parent.kind == .identifier
      {
        superclasses[name.text] = parent.text
      } else if token.isIdentifier("@implementation"), let name = source[index + 1] {
        delegate = name.text.hasSuffix("AppDelegate")
      } else if token.isIdentifier("@end") {
        delegate = false
      } else if delegate, token.isPunctuation("-"), source[index + 1]?.isPunctuation("(") == true,
        index == 0 || tokens[index - 1].isPunctuation(";") || tokens[index - 1].isPunctuation("}")
          || tokens[index - 1].line < token.line
      {
        // `- (IBAction)newNote:(id)sender`: the selector's parts are the labels before `:`.
        if let method = Self.objectiveCSelector(source, methodAt: index) {
          appDelegateActions.insert(method.selector)
        }
      }
    }
  }
}
