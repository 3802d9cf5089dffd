import CommandKitLite

/// Reads AppKit menus built in Swift code (SPEC §22, whole apps): `NSMenu(title:)`,
/// `NSMenuItem(title:action:keyEquivalent:)`, `addItem(withTitle:action:keyEquivalent:)`,
/// `addItem(_:)`, `insertItem(_:at:)`, `items = […]`, `item.submenu = menu`,
/// `setSubmenu(_:for:)`, and the main menu: `NSApp.mainMenu = menu` (a main menu built
/// wholly in code, which stands in for the Interface Builder one the app lacks) and items
/// or menus added to the Interface Builder main menu (`NSApp.mainMenu?.addItem(…)`,
/// `mainMenu.insertItem(…)`, `mainMenu.item(withTitle: "Format")?.submenu`).
///
/// The code is read, not run: each function's statements are followed in order, with the
/// menus and items its variables hold; a function that returns an `NSMenu` or `NSMenuItem`
/// (a factory, `func item(_ title: String, key: String = "") -> NSMenuItem`) is followed
/// where it is called, its parameters bound to the call's arguments (or their defaults).
/// Branches and loops are read once, as written.
///
/// The rules, from Apple's documentation:
/// - the modifier mask "by default includes NSCommandKeyMask" (Menu Programming Topics,
///   "Setting a Menu Item's Key Equivalent"): an item whose code sets no
///   `keyEquivalentModifierMask` is on ⌘ and its key;
/// - "a lowercase character with NSShiftKeyMask is interpreted the same as the uppercase
///   character without that mask. For example, Command-Shift-c and Command-C are considered
///   to be identical key equivalents" (NSMenuItem `keyEquivalentModifierMask`): an
///   upper-case letter means Shift, as in Interface Builder files;
/// - an item with no action is disabled ("If the menu item has no action, it is disabled",
///   NSMenu, automatic enabling);
/// - an item with no target sends its action to the first responder (NSApplication
///   `sendAction(_:to:from:)`: "If aTarget is nil, shared looks for an object that can respond
///   to the message […] It begins with the first responder of the key window"): it requires a
///   responder, as an Interface Builder item sent to the First Responder does; one with a
///   target (`item.target = self`) does not;
/// - the first item of a main menu built in code is the App menu, whatever its title: the
///   HIG ("The menu bar") puts the app menu first. Apple's pages read say nothing about the
///   title of a code-built menu's first item; chosen so.
///
/// Items in menus that never reach the main menu (a status item's, a context or pop-up
/// menu), and items whose key, modifiers or menu the reader cannot follow, are named in a
/// warning with their file and line (SPEC §22: never silent). Objective-C menus built in
/// code (`[[NSMenuItem alloc] initWithTitle:action:keyEquivalent:]`) are not read.
struct AppKitMenuReader {
  let source: SwiftSource
  /// The app's strings and constants (titles and selectors given by name).
  var localizations = Localizations()
  var constants = AppIndex()
  var result = SceneImport()

  /// Whether the file builds AppKit menus at all.
  static func buildsMenus(_ source: SwiftSource) -> Bool {
    source.tokens.contains {
      $0.kind == .identifier && ["NSMenuItem", "NSMenu", "mainMenu"].contains($0.text)
    }
  }

  static func read(
    _ source: SwiftSource, localizations: Localizations = Localizations(),
    index: AppIndex = AppIndex()
  ) -> SceneImport {
    var reader = AppKitMenuReader(source: source)
    reader.localizations = localizations
    reader.constants = index
    reader.read()
    return reader.result
  }

  // MARK: - The objects the code makes

  /// A menu the code makes or finds.
  struct Menu {
    var title: String?
    var items: [Int] = []
    /// The Interface Builder main menu (`NSApp.mainMenu` read in code).
    var isInterfaceBuilderMain = false
    /// A top-level menu of the Interface Builder main menu the code looks up by title.
    var interfaceBuilderTitle: String?
  }

  /// A menu item the code makes.
  struct Item {
    var title: String?
    /// The key equivalent: `""` for none, `nil` when it cannot be read (`keyProblem`).
    var key: String? = ""
    var keyProblem: String?
    /// `nil`: never set (⌘, the default).
    var mask: EventModifiers?
    var maskProblem: String?
    /// The action's selector; `hasAction` false for `action: nil`.
    var selector: String?
    var hasAction = true
    var actionProblem: String?
    var hasTarget = false
    var tag: String?
    var represented: String?
    var hidden = false
    var submenu: Int?
    var location: SourceLocation
    /// Where the item was made (a token index), to say which creations were followed.
    var made: Int
  }

  enum Object: Equatable {
    case menu(Int)
    case item(Int)
  }

  /// What a name stands for: an object, or an expression read where it is used (a
  /// parameter's argument, a `let` bound to a title).
  indirect enum Binding {
    case object(Object)
    case expression(Range<Int>, Scope)
  }

  typealias Scope = [String: Binding]

  var menus: [Menu] = []
  var items: [Item] = []
  /// The menus the code makes the main menu (`NSApp.mainMenu = menu`).
  var codeMainMenus: [(menu: Int, at: Int)] = []
  /// The main menu as the code reads it: the Interface Builder one, until code sets it.
  var mainMenu = 0
  /// The token indices of the creations followed (`NSMenuItem(…)`, `addItem(withTitle:…)`).
  var followed: Set<Int> = []
  /// The properties of the file's types that hold menus or items.
  var fileScope: Scope = [:]
  var depth = 0

  var tokens: [SwiftToken] { source.tokens }

  // MARK: - Functions

  /// A function of the file: its parameters and body.
  struct Function {
    struct Parameter {
      var label: String?
      var name: String
      var defaultValue: Range<Int>?
    }
    var name: String
    var parameters: [Parameter]
    var body: Range<Int>
    /// Returns an `NSMenu` or `NSMenuItem`: followed where it is called.
    var isFactory: Bool
  }

  var functions: [Function] = []
  /// The command ids given so far, so that two items never share one.
  var seenIDs: Set<String> = []

  func findFunctions() -> [Function] {
    var result: [Function] = []
    for index in tokens.indices
    where tokens[index].isIdentifier("func") || tokens[index].isIdentifier("init") {
      guard source[index - 1]?.isPunctuation(".") != true else { continue }
      var name = "init"
      var position = index + 1
      if tokens[index].isIdentifier("func") {
        guard let token = source[index + 1], token.kind == .identifier else { continue }
        name = token.text
        position = index + 2
      }
      // Generic parameters.
      if source[position]?.isPunctuation("<") == true {
        while let token = source[position], !token.isPunctuation(">") { position += 1 }
        position += 1
      }
      guard source[position]?.isPunctuation("(") == true else { continue }
      let open = position
      let close = source.partner[open]
      guard close > open else { continue }
      var parameters: [Function.Parameter] = []
      for argument in source.arguments(open) {
        // `label name: Type = default`: `arguments` splits at the first colon only when
        // one name precedes it; read the words before the colon.
        var cursor = argument.range.lowerBound
        var words: [String] = []
        if let label = argument.label {
          words = [label]
        } else {
          // `arguments` took the whole `label name: Type` (two words before the colon).
          while cursor < argument.range.upperBound, tokens[cursor].kind == .identifier,
            !tokens[cursor].isPunctuation(":")
          {
            words.append(tokens[cursor].text)
            cursor += 1
          }
          guard source[cursor]?.isPunctuation(":") == true else { continue }
          cursor += 1
        }
        var defaultValue: Range<Int>?
        var scan = cursor
        while scan < argument.range.upperBound {
          if tokens[scan].isPunctuation("="), !(source[scan + 1]?.isPunctuation("=") ?? false) {
            defaultValue = (scan + 1)..<argument.range.upperBound
            break
          }
          scan = source.partner[scan] > scan ? source.partner[scan] + 1 : scan + 1
        }
        guard let last = words.last else { continue }
        let label = words.count >= 2 ? words[words.count - 2] : last
        parameters.append(
          .init(label: label == "_" ? nil : label, name: last, defaultValue: defaultValue))
      }
      // The return type and the body.
      position = close + 1
      var returnsMenu = false
      while let token = source[position], !token.isPunctuation("{") {
        if token.isPunctuation("}") || token.isPunctuation(";") || token.isIdentifier("func") {
          break
        }
        if token.isIdentifier("NSMenu") || token.isIdentifier("NSMenuItem") { returnsMenu = true }
        position += 1
      }
      guard source[position]?.isPunctuation("{") == true, source.partner[position] > position
      else { continue }
      result.append(
        Function(
          name: name, parameters: parameters, body: (position + 1)..<source.partner[position],
          isFactory: returnsMenu && name != "init"))
    }
    return result
  }
}
