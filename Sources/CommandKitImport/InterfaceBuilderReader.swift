import CommandKitLite
import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Reads an Interface Builder file (`.xib`, `.storyboard`) with Foundation's XML parser
/// (FoundationXML on Linux, which needs libxml2): every `menuItem` of the main menu, and
/// the buttons whose key equivalents make them in-window controls (SPEC §16, §22).
///
/// The rules, from the XML Interface Builder writes and AppKit's `NSMenuItem` docs:
/// - no `<modifierMask key="keyEquivalentModifierMask">` means ⌘ only; an empty one means
///   no modifiers; its attributes `command`, `shift`, `option`, `control`, `function` say
///   which; an upper-case letter means Shift (`keyEquivalent`);
/// - a key XML cannot hold (Backspace, Escape) comes as
///   `<string key="keyEquivalent" base64-UTF8="YES">`; arrows and function keys come as
///   `NSEvent`'s private-use characters (U+F700 …);
/// - `hidden="YES"` items (or items of a hidden menu) "do not participate in command key
///   matching" (`NSMenuItem.isHidden`) unless `allowsKeyEquivalentWhenHidden="YES"`: they
///   are imported without their shortcut, with a warning;
/// - `isAlternate="YES"` items are imported like any other (they share the key of the item
///   above with another modifier);
/// - an item whose action goes to the First Responder (`target="-1"`) needs a responder:
///   it requires a focused value named after its selector; standard selectors become
///   standard ids (``SelectorMap``);
/// - an item is connected when it has an action, a storyboard `<segue>` (AppKit performs the
///   segue when the item is chosen: the item's action is the segue's), a Cocoa `<binding>`
///   (a `value` binding toggles the bound value; NSMenuItem's Cocoa Bindings reference), or
///   the `identifier` of an item AppKit fills in itself (`NSMenuItemImportFromDeviceIdentifier`,
///   Continuity Camera's Insert from iPhone or iPad): a segue and a binding are actions named
///   after their destination and key path. An item with none of them (and no outlet through
///   which code could give it one) is disabled: AppKit cannot send it (SPEC §22; NSMenu's
///   automatic enabling: "If the menu item has no action, it is disabled");
/// - in a menu that does not enable its items itself (`autoenablesItems="NO"`), an item's
///   `enabled="NO"` is its state (`NSMenuItem.isEnabled`): it is disabled. In a menu that
///   does (the default), AppKit validates each item and ignores `enabled`.
/// Disabled items carry `"disabled": true` (``ImportedCommand/disabled``).
/// Menus that are not the main menu (context, status-item and pop-up menus) are not
/// imported: a warning names each.
final class InterfaceBuilderReader: NSObject, XMLParserDelegate {
  private let file: String
  private(set) var result = SceneImport()

  /// A menu being read: its title and whether it is hidden or outside the main menu.
  private struct MenuFrame {
    var title: String
    var isApple: Bool
    var hidden: Bool
    var ignored: Bool
    /// `autoenablesItems` (absent means yes): AppKit validates the items itself.
    var autoenables = true
  }

  /// A menu item being read.
  private struct ItemFrame {
    var title: String
    var keyEquivalent: String
    var mask: EventModifiers?
    var hidden: Bool
    var allowsHiddenKey: Bool
    var isSeparator: Bool
    var tag: Int?
    var ibID: String
    var selector: String?
    var target: String?
    /// `enabled="NO"`.
    var isMarkedDisabled = false
    /// The destination of a storyboard segue the item performs.
    var segue: String?
    /// The key path of a Cocoa binding of the item (its `value` binding's first).
    var binding: String?
    /// An identifier AppKit gives the items it fills in itself.
    var systemIdentifier: String?
    /// The item's `identifier` (`NSUserInterfaceItem.identifier`), which validators test.
    var identifier: String?
    var hasSubmenu = false
    var location: SourceLocation
  }

  /// The `identifier`s of menu items AppKit fills in itself: they work without an action in
  /// the file (NSMenuItem's `importFromDeviceIdentifier`, macOS 10.14: Continuity Camera).
  static let systemItemIdentifiers: Set<String> = ["NSMenuItemImportFromDeviceIdentifier"]

  /// A button being read (its cell carries the key).
  private struct ButtonFrame {
    var title: String
    var keyEquivalent: String
    var mask: EventModifiers = []
    var selector: String?
    var location: SourceLocation
  }

  private var menus: [MenuFrame] = []
  private var items: [ItemFrame] = []
  private var button: ButtonFrame?
  private var elements: [String] = []
  private var base64Text: String?
  private var sawMainMenu = false
  private var seenIDs: Set<String> = []
  private var firstResponders: Set<String> = ["-1"]
  /// The document element's name.
  private var root: String?
  /// The first error the parser reported.
  private var parseError: (line: Int, column: Int, reason: String)?
  /// Commands whose action goes to a target: the selector they require if the target is
  /// the First Responder (known only once the whole file is read).
  private var targets:
    [(command: Int, selector: String, target: String, identifier: String?, autoenables: Bool)] =
      []
  /// Custom items with neither action nor target: disabled unless an outlet lets code set
  /// their action (known only once the whole file is read).
  private var unsent: [(command: Int, ibID: String)] = []
  /// Each command's item id and key equivalent as the file gives it, so that a change the
  /// code makes through an outlet can be applied once the whole file is read.
  private var keyed: [(command: Int, ibID: String, key: String, mask: EventModifiers)] = []
  /// The windows and views of the file.
  private var windows: InterfaceBuilderWindows
  /// What the app's sources say about classes (custom views, panels, documents).
  private let index: AppIndex

  /// The byte offset of each line's start, to find where a tag begins.
  private let lineStarts: [Int]
  private let bytes: [UInt8]

  init(file: String, data: Data, index: AppIndex) {
    self.file = file
    self.index = index
    windows = InterfaceBuilderWindows(file: file)
    bytes = [UInt8](data)
    var starts = [0]
    for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
      starts.append(offset + 1)
    }
    lineStarts = starts
  }

  /// Reads `data`; throws ``ImportError/malformedXML(file:line:column:reason:)``.
  /// `saysWhenEmpty`: warn when the file has nothing to import (a file named on the
  /// command line; in a folder, most nibs hold no menu and no window the audit can use).
  static func read(
    _ data: Data, file: String, index: AppIndex = AppIndex(), saysWhenEmpty: Bool = true
  ) throws(ImportError) -> SceneImport {
    if let instruction = XMLPreflight.emptyProcessingInstruction(in: Array(data)) {
      throw .malformedXML(
        file: file, line: instruction.line, column: instruction.column,
        reason:
          "a processing instruction with no data (<?\(instruction.target)?>), which Interface "
          + "Builder files never hold; remove it, or give it data (<?\(instruction.target) …?>)")
    }
    let reader = InterfaceBuilderReader(file: file, data: data, index: index)
    let parser = XMLParser(data: data)
    parser.delegate = reader
    parser.shouldResolveExternalEntities = false
    let parsed = parser.parse()
    // FoundationXML on Linux can return true after reporting an error to the delegate.
    if let error = reader.parseError {
      throw .malformedXML(file: file, line: error.line, column: error.column, reason: error.reason)
    }
    guard parsed else {
      let reason = parser.parserError.map(Self.words(for:)) ?? "the parser stopped"
      throw .malformedXML(
        file: file, line: parser.lineNumber, column: parser.columnNumber, reason: reason)
    }
    guard let root = reader.root else {
      throw .malformedXML(
        file: file, line: 1, column: 1, reason: "no XML element: not an Interface Builder file")
    }
    var result = reader.result
    if root == "archive" {
      result.warn(
        "an Interface Builder 3 archive (<archive>) is not read; open and save it in a current "
          + "Xcode", at: SourceLocation(file: file, line: 1, column: 1))
    }
    for pending in reader.targets where !reader.firstResponders.contains(pending.target) {
      result.commands[pending.command].sentToTarget = true
    }
    for pending in reader.targets where reader.firstResponders.contains(pending.target) {
      result.commands[pending.command].requires = pending.selector
      reader.applyValidation(
        action: pending.selector, identifier: pending.identifier, command: pending.command,
        to: &result)
      if pending.autoenables { reader.disableIfNeverImplemented(pending.command, in: &result) }
    }
    for item in reader.unsent where reader.windows.outlets[item.ibID] == nil {
      // AppKit validates an item without an action as disabled (NSMenu's automatic
      // enabling: "If the menu item has no action, it is disabled"), and nothing in the
      // files can give it one: it stays disabled.
      result.commands[item.command].disabled = true
      // A heading or placeholder without a key is not worth a word; a dead key is.
      guard let shortcut = result.commands[item.command].shortcut else { continue }
      result.warn(
        "menu item \"\(result.commands[item.command].title)\" has no connection (no action, "
          + "target, segue or binding, and no outlet through which code could set one), so "
          + "AppKit keeps it disabled and its key equivalent \(shortcut) does nothing; imported "
          + "as disabled (\"disabled\": true)", at: result.commands[item.command].source)
    }
    reader.applyKeyEquivalentChanges(to: &result)
    let windows = reader.windows.templates(index: index)
    result.templates = windows.templates
    result.warnings += reader.windows.warnings + windows.warnings
    result.controls += reader.windows.unplacedControls
    result.isUIKitInterface = reader.windows.isUIKit
    if saysWhenEmpty, result.isEmpty, !reader.sawMainMenu, root != "archive" {
      result.warn(
        "no main menu (no <menu systemMenu=\"main\">) and no window with a text input, list or "
          + "button with a key equivalent in this file; nothing imported from it",
        at: SourceLocation(file: file, line: 1, column: 1))
    }
    if reader.sawMainMenu { result.defaultCommands = false }
    result.platformEvidence = reader.windows.isUIKit ? .iPadOS : .macOS
    return result
  }

  /// Disables an item sent to the First Responder whose action nothing can implement: not
  /// one of AppKit's (``AppKitActions``), no method or name of it in any source the import
  /// read, and no view, controller, window or document of another module written in the
  /// sources or instantiated by an Interface Builder file (``AppIndex/foreignResponder``),
  /// which could implement it unseen. AppKit's
  /// automatic enabling then finds no responder and disables the item (Apple, "Enabling
  /// Menu Items": "If there is no object in the responder chain that implements the item's
  /// action, the item is disabled"), key equivalent included (`NSMenuItem.isEnabled`). With
  /// no source read (an Interface Builder file imported alone) nothing is evidence.
  ///
  /// The same holds when the app's only method of that selector is a Swift method of its own
  /// AppKit responder class that is not exposed to Objective-C
  /// (``AppIndex/onlyUnexposedResponderMethod(for:)``): AppKit's `responds(to:)` does not
  /// see it. Here a responder of another module does not turn the rule off: the app's own
  /// declaration names the responder its authors meant, and a framework answering the same
  /// selector in its windows is not what the sources say (a choice; Apple is silent).
  private func disableIfNeverImplemented(_ command: Int, in result: inout SceneImport) {
    guard let selector = result.commands[command].requires, index.sourceCount > 0,
      !result.commands[command].disabled, !AppKitActions.isAppKits(selector)
    else { return }
    let key = result.commands[command].shortcut.map { " and its key equivalent \($0) does nothing" }
    if let method = index.onlyUnexposedResponderMethod(for: selector) {
      result.commands[command].disabled = true
      result.warn(
        "menu item \"\(result.commands[command].title)\" sends \(selector) to the First "
          + "Responder, and the app's only method of it, \(method.owner).\(method.name) "
          + "(\(method.location.file):\(method.location.line)), is not exposed to Objective-C "
          + "(no @objc or @IBAction, and Swift infers neither), so no responder answers it and "
          + "AppKit keeps the item disabled\(key ?? ""); imported as disabled (\"disabled\": "
          + "true). Mark the method @IBAction or @objc",
        at: result.commands[command].source)
      return
    }
    if let owners = index.uncreatedImplementers(of: selector) {
      result.commands[command].disabled = true
      result.warn(
        "menu item \"\(result.commands[command].title)\" sends \(selector) to the First "
          + "Responder, and only \(owners.joined(separator: ", ")) implements it, which nothing "
          + "in the app creates (no source names it outside its declaration and no Interface "
          + "Builder file instantiates it), so no responder answers it and AppKit keeps the item "
          + "disabled\(key ?? ""); imported as disabled (\"disabled\": true). If the class is "
          + "made by name at run time, import the code that makes it",
        at: result.commands[command].source)
      return
    }
    guard !index.mayImplement(selector), index.foreignResponder == nil else { return }
    result.commands[command].disabled = true
    result.warn(
      "menu item \"\(result.commands[command].title)\" sends \(selector) to the First Responder, "
        + "and neither AppKit nor any source the import read implements it, so AppKit keeps it "
        + "disabled\(key ?? ""); imported as disabled (\"disabled\": true). If a framework or "
        + "folder outside the import implements it, import that folder too",
      at: result.commands[command].source)
  }

  /// Where the element being started begins: the parser reports the end of its start tag,
  /// so this looks back for the tag's `<` (columns count bytes, as for scene files).
  private func location(_ parser: XMLParser) -> SourceLocation {
    let line = min(max(parser.lineNumber, 1), lineStarts.count)
    var offset = min(lineStarts[line - 1] + max(parser.columnNumber - 1, 0), bytes.count - 1)
    while offset > 0, bytes[offset] != UInt8(ascii: "<") { offset -= 1 }
    var tagLine = line
    while tagLine > 1, lineStarts[tagLine - 1] > offset { tagLine -= 1 }
    return SourceLocation(file: file, line: tagLine, column: offset - lineStarts[tagLine - 1] + 1)
  }

  func parser(
    _ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
    qualifiedName: String?, attributes: [String: String] = [:]
  ) {
    if elements.isEmpty, root == nil { root = name }
    elements.append(name)
    windows.start(
      name, attributes: attributes, depth: elements.count, parent: elements.dropLast().last,
      location: { self.location(parser) })
    switch name {
    case "menu":
      let isMain = attributes["systemMenu"] == "main"
      if isMain { sawMainMenu = true }
      let ignored = menus.last?.ignored ?? !isMain
      if attributes["systemMenu"] == "apple", let title = attributes["title"] {
        result.appName = title
      }
      if !items.isEmpty { items[items.count - 1].hasSubmenu = true }
      menus.append(
        MenuFrame(
          title: attributes["title"] ?? items.last?.title ?? "",
          isApple: attributes["systemMenu"] == "apple",
          hidden: (menus.last?.hidden ?? false) || (items.last?.hidden ?? false),
          ignored: ignored, autoenables: attributes["autoenablesItems"] != "NO"))
    case "menuItem":
      items.append(
        ItemFrame(
          title: attributes["title"] ?? "", keyEquivalent: attributes["keyEquivalent"] ?? "",
          mask: nil, hidden: attributes["hidden"] == "YES",
          allowsHiddenKey: attributes["allowsKeyEquivalentWhenHidden"] == "YES",
          isSeparator: attributes["isSeparatorItem"] == "YES",
          tag: attributes["tag"].flatMap { Int($0) }, ibID: attributes["id"] ?? "",
          isMarkedDisabled: attributes["enabled"] == "NO",
          systemIdentifier: attributes["identifier"].flatMap {
            Self.systemItemIdentifiers.contains($0) ? $0 : nil
          }, identifier: attributes["identifier"], location: location(parser)))
    case "modifierMask" where attributes["key"] == "keyEquivalentModifierMask":
      var mask: EventModifiers = []
      for (attribute, modifier) in [
        ("command", EventModifiers.command), ("shift", .shift), ("option", .option),
        ("control", .control), ("function", .function),
      ] where attributes[attribute] == "YES" {
        mask.insert(modifier)
      }
      if elements.dropLast().last == "buttonCell" {
        button?.mask = mask
      } else if !items.isEmpty {
        items[items.count - 1].mask = mask
      }
    case "string" where attributes["key"] == "keyEquivalent" || attributes["key"] == "title":
      // Values XML attributes cannot hold (a tab in a title, Escape as a key) come as
      // child strings.
      base64Text = ""
      base64Flag = attributes["base64-UTF8"] == "YES"
      stringKey = attributes["key"] ?? ""
    case _
    where (name == "segue" || name == "binding") && !items.isEmpty
      && elements.dropLast().last == "connections" && elements.dropLast(2).last == "menuItem":
      // The connection AppKit makes the item's action (a segue) or its state (a binding).
      if name == "segue" {
        items[items.count - 1].segue = attributes["destination"] ?? ""
      } else if items[items.count - 1].binding == nil || attributes["name"] == "value" {
        items[items.count - 1].binding = attributes["keyPath"] ?? attributes["name"] ?? ""
      }
    case "action":
      if !items.isEmpty, elements.dropLast().last == "connections",
        elements.dropLast(2).last == "menuItem"
      {
        items[items.count - 1].selector = attributes["selector"]
        items[items.count - 1].target = attributes["target"]
      } else if button != nil, elements.dropLast().last == "connections",
        elements.dropLast(2).last == "button"
      {
        button?.selector = attributes["selector"]
      }
    case "customObject"
    where attributes["sceneMemberID"] == "firstResponder"
      || attributes["customClass"] == "FirstResponder":
      // A xib's First Responder is "-1"; a storyboard's has a generated id.
      if let id = attributes["id"] { firstResponders.insert(id) }
    case "button":
      button = ButtonFrame(title: "", keyEquivalent: "", location: location(parser))
    case "buttonCell":
      if button != nil {
        button?.title = attributes["title"] ?? ""
        button?.keyEquivalent = attributes["keyEquivalent"] ?? ""
      }
    default:
      break
    }
  }

  /// Whether the `<string>` being read is base64 (`base64-UTF8="YES"`).
  private var base64Flag = false
  /// Which property the `<string>` being read sets (`keyEquivalent` or `title`).
  private var stringKey = ""

  /// An XML parser error in words (the localized description is a bare domain and code
  /// on Linux).
  static func words(for error: any Error) -> String {
    // NSXMLParser's codes are libxml2's (XML_ERR_…), on Apple platforms and in FoundationXML.
    let code = (error as NSError).code
    switch code {
    // Codes from libxml2's `xmlParserErrors` (include/libxml/xmlerror.h); each one's words
    // were checked against the input that gives it on FoundationXML.
    case 4: return "the document is empty or does not start with a tag"
    case 5: return "there is content after the document's end"
    case 9: return "a character is not allowed in XML"
    case 23: return "an entity reference is missing its ';' (write &amp; for a bare &)"
    case 26: return "an entity (&name;) that XML does not define (write &amp; for a bare &)"
    case 38: return "a '<' inside an attribute value (write &lt;)"
    case 39, 40, 41: return "an attribute is malformed"
    case 45: return "a comment is not closed with '-->'"
    case 64: return "an XML declaration (<?xml …?>) that is not at the very start of the file"
    case 65: return "a space is missing between attributes, or the file is cut off inside a tag"
    case 68: return "a name is expected (a bare '&' or '<' in text: write &amp; or &lt;)"
    case 73: return "a tag is not closed with '>'"
    case 76: return "a closing tag does not match its opening tag"
    case 77: return "an element is not closed before the document ends"
    case 80: return "'--' inside a comment, which XML does not allow"
    default: return "XML error \(code)"
    }
  }

  func parser(_ parser: XMLParser, parseErrorOccurred error: any Error) {
    if parseError == nil {
      parseError = (parser.lineNumber, parser.columnNumber, Self.words(for: error))
    }
    parser.abortParsing()
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    if base64Text != nil { base64Text? += string }
  }

  func parser(
    _ parser: XMLParser, didEndElement name: String, namespaceURI: String?,
    qualifiedName: String?
  ) {
    if name == "button", let button { finish(button) }
    windows.end(name, depth: elements.count)
    elements.removeLast()
    switch name {
    case "string":
      guard let text = base64Text else { break }
      base64Text = nil
      let value: String
      if base64Flag {
        // Interface Builder writes base64 without padding (`CA` for U+0008).
        var encoded = text.filter { !$0.isWhitespace }
        while encoded.count % 4 != 0 { encoded += "=" }
        value = Data(base64Encoded: encoded).map { String(decoding: $0, as: UTF8.self) } ?? ""
      } else {
        value = text
      }
      let isTitle = stringKey == "title"
      if elements.last == "buttonCell" {
        if isTitle { button?.title = value } else { button?.keyEquivalent = value }
      } else if elements.last == "menuItem", !items.isEmpty {
        if isTitle {
          items[items.count - 1].title = value
        } else {
          items[items.count - 1].keyEquivalent = value
        }
      }
    case "menu":
      menus.removeLast()
    case "menuItem":
      guard let item = items.popLast() else { break }
      finish(item)
    case "button":
      button = nil
    default:
      break
    }
  }

  private func finish(_ item: ItemFrame) {
    var item = item
    item.title = item.title.trimmingCharacters(in: .whitespacesAndNewlines)
    let hasKey = !item.keyEquivalent.isEmpty
    guard !item.isSeparator, !item.hasSubmenu, let menu = menus.last else {
      if hasKey {
        keyEquivalent(.warned)
        result.warn(
          "menu item \"\(item.title)\" "
            + (item.hasSubmenu ? "opens a submenu" : "is a separator or outside a menu")
            + ", so its key equivalent does nothing; not imported", at: item.location)
      }
      return
    }
    guard !menu.ignored else {
      if hasKey {
        keyEquivalent(.warned)
        result.warn(
          "menu item \"\(item.title)\" is in a menu that is not the main menu (a context, "
            + "status or pop-up menu): not imported", at: item.location)
      }
      return
    }
    // The path below the main menu: top-level menu first.
    let path = menus.dropFirst().map(\.title)
    guard let top = menus.dropFirst().first else {
      if hasKey { keyEquivalent(.warned) }
      result.warn(
        "menu item \"\(item.title)\" sits in the menu bar itself, not in a menu: not imported",
        at: item.location)
      return
    }
    // A top-level menu without a title (a hidden debug menu, one titled in code) still
    // needs a name in the scene file.
    let topMenu =
      top.isApple ? StandardMenu.app.rawValue : (top.title.isEmpty ? "Untitled" : top.title)
    var id: String
    var group: CommandGroupPlacement?
    var menuName = topMenu
    // A standard item (by selector or title) or the settings item: the platform enables it.
    var isStandard = true
    if let selector = item.selector,
      let standard = SelectorMap.standardID(selector: selector, tag: item.tag),
      !seenIDs.contains(standard)
    {
      id = standard
      if let placement = SelectorMap.placement(of: standard), placement.menu == topMenu {
        group = placement.group
        menuName = placement.menu
      }
    } else if item.selector == nil,
      let standard = ShortcutTables.standardCommands.first(where: {
        $0.menu == topMenu && $0.title == item.title && $0.platforms.contains(.macOS)
      }), !seenIDs.contains(standard.id)
    {
      // An item whose action is connected elsewhere (a storyboard's Font menu goes to the
      // font manager in code) but whose title and menu are a standard item's.
      id = standard.id
      if let placement = SelectorMap.placement(of: standard.id), placement.menu == topMenu {
        group = placement.group
      }
    } else if top.isApple, path.count == 1,
      item.title.hasPrefix("Preferences") || item.title.hasPrefix("Settings"),
      !seenIDs.contains("app.settings")
    {
      // Xcode's templates leave Preferences…/Settings… without an action, and apps connect
      // it in code or to their own action (`showPreferences:`; AppKit has no standard
      // one): either way it is the app's settings item (HIG "The menu bar").
      id = "app.settings"
      group = .appSettings
    } else {
      let pathNames = [topMenu] + path.dropFirst()
      id = ImportedShortcut.makeID(path: pathNames, title: item.title, line: item.location.line)
      isStandard = false
    }
    if seenIDs.contains(id) {
      var number = 2
      while seenIDs.contains("\(id)\(number)") { number += 1 }
      id += "\(number)"
    }
    seenIDs.insert(id)
    var shortcut: String?
    if let character = item.keyEquivalent.first, item.keyEquivalent.count == 1 {
      switch ImportedShortcut.text(character, modifiers: item.mask ?? .command) {
      case .shortcut(let text): shortcut = text
      case .unsupported(let reason):
        result.warn(
          "menu item \"\(item.title)\": \(reason); imported without a shortcut",
          at: item.location)
      }
    } else if item.keyEquivalent.count > 1 {
      result.warn(
        "menu item \"\(item.title)\": key equivalent \(String(reflecting: item.keyEquivalent)) "
          + "is more than one character; imported without a shortcut", at: item.location)
    }
    if shortcut != nil, item.hidden || menu.hidden, !item.allowsHiddenKey {
      result.warn(
        "menu item \"\(item.title)\" is hidden, so its key equivalent \(shortcut ?? "") does "
          + "not work (NSMenuItem.isHidden); imported without a shortcut", at: item.location)
      shortcut = nil
    }
    if hasKey { keyEquivalent(shortcut == nil ? .warned : .imported) }
    if let selector = item.selector, let target = item.target,
      SelectorMap.standardID(selector: selector, tag: item.tag) == nil
    {
      targets.append(
        (result.commands.count, selector, target, item.identifier, menu.autoenables))
    }
    if item.selector == nil, item.target == nil, item.segue == nil, item.binding == nil,
      item.systemIdentifier == nil, !isStandard
    {
      unsent.append((result.commands.count, item.ibID))
    }
    if item.title.isEmpty {
      result.warn(
        "menu item without a title (set in code at run time?); imported as \"\(id)\"",
        at: item.location)
    }
    // The action the item sends: its selector, with its tag when it has one (a shared
    // action such as `performFindPanelAction:` or `changeMode:` tells items apart by tag).
    // A segue or binding is the item's connection: an action named after what it reaches.
    let action =
      item.selector.map { selector in
        (item.tag ?? 0) != 0 ? "\(selector)#\(item.tag ?? 0)" : selector
      } ?? item.segue.map { "segue:\($0)" } ?? item.binding.map { "binding:\($0)" }
      ?? item.systemIdentifier
    var command = ImportedCommand(
      id: id, title: item.title.isEmpty ? id : item.title, menu: menuName, group: group,
      shortcut: shortcut, action: action, source: item.location)
    // In a menu that leaves enabling to the app, `enabled="NO"` is the item's state.
    command.disabled = item.isMarkedDisabled && !menu.autoenables
    // The menu path below the top-level menu (SPEC §22). An untitled submenu (titled in code)
    // shows no title to record.
    command.submenu = path.dropFirst().filter { !$0.isEmpty }
    if !(item.hidden || menu.hidden) || item.allowsHiddenKey {
      keyed.append((result.commands.count, item.ibID, item.keyEquivalent, item.mask ?? .command))
    }
    result.commands.append(command)
  }

  /// Applies the key equivalents the app's code sets through an outlet to an item of this
  /// file (``AppIndex/KeyEquivalentChange``), each with a warning naming where.
  /// Disables a First Responder item whose action only app classes implement, when every
  /// one of them validates it as disabled whatever the app's state (``MenuValidator``): a
  /// `validateMenuItem(_:)` that returns `false` for an item without an identifier, or in a
  /// `default:` for actions or identifiers it does not name. AppKit then never enables the
  /// item, so its key equivalent does nothing (`NSMenuItemValidation`, `NSMenuItem.isEnabled`).
  /// A validator whose answer depends on the app's state leaves the item as it is (SPEC §20,
  /// "Evidence, not resemblance": such an item may be enabled, and the audit keeps it).
  private func applyValidation(
    action: String, identifier: String?, command: Int, to result: inout SceneImport
  ) {
    guard !result.commands[command].disabled,
      let validators = index.validatorsNeverEnabling(action: action, identifier: identifier)
    else { return }
    result.commands[command].disabled = true
    let item = result.commands[command]
    let named = validators.map { "\($0.className) (\($0.location.file):\($0.location.line))" }
    let which = identifier.map { "identifier \"\($0)\"" } ?? "without an identifier"
    result.warn(
      "menu item \"\(item.title)\" sends \(action), which only \(named.joined(separator: ", ")) "
        + "implement\(validators.count == 1 ? "s" : ""); its validator returns false for this item "
        + "(\(action), \(which)) "
        + "whatever the app's state, so AppKit never enables it"
        + (item.shortcut.map { " and its key equivalent \($0) does nothing" } ?? "")
        + "; imported as disabled (\"disabled\": true). Give the item the identifier its "
        + "validator tests, or let the validator enable it", at: item.source)
  }

  private func applyKeyEquivalentChanges(to result: inout SceneImport) {
    let stateDependent = index.stateDependentKeyMethods
    for item in keyed {
      guard let outlet = windows.outlets[item.ibID],
        let change = index.keyEquivalentChanges[outlet]
      else { continue }
      let title = result.commands[item.command].title
      let place = "\(change.location.file):\(change.location.line)"
      if change.conflicting {
        result.warn(
          "menu item \"\(title)\": the code changes its key equivalent through `\(outlet)` in "
            + "more than one way (\(place)); imported as the file gives it",
          at: result.commands[item.command].source)
        continue
      }
      // A key set in a method that sets another item's key two ways is set by state too
      // (written after the forty-sixth held-out batch was judged: Adium's Close Chat ⌘W,
      // ImporterDefects/key-swap-read-half/).
      if !change.methods.isDisjoint(with: stateDependent) {
        result.warn(
          "menu item \"\(title)\": the code sets its key equivalent through `\(outlet)` "
            + "(\(place)) in a method that sets another item's key in more than one way, so "
            + "it depends on the app's state; imported as the file gives it",
          at: result.commands[item.command].source)
        continue
      }
      let (key, modifiers) = change.applied(to: item.key, modifiers: item.mask)
      var shortcut: String?
      if let character = key.first, key.count == 1,
        case .shortcut(let text) = ImportedShortcut.text(character, modifiers: modifiers)
      {
        shortcut = text
      } else if !key.isEmpty {
        continue
      }
      guard shortcut != result.commands[item.command].shortcut else { continue }
      result.commands[item.command].shortcut = shortcut
      result.warn(
        "menu item \"\(title)\": the code sets its key equivalent through `\(outlet)` "
          + "(\(place)), so it is \(shortcut ?? "none") when the app runs; imported so",
        at: result.commands[item.command].source)
    }
  }

  /// Counts one key equivalent's outcome (SPEC §22: never silent).
  private func keyEquivalent(_ outcome: ShortcutOutcome) {
    result.census.keyEquivalents.record(outcome)
  }

  private func finish(_ button: ButtonFrame) {
    let title = button.title.isEmpty ? "Button" : button.title
    guard !button.keyEquivalent.isEmpty else { return }
    switch Self.control(title: title, key: button.keyEquivalent, mask: button.mask) {
    case .success(var control):
      control.source = button.location
      control.action = button.selector
      if windows.addControl(control) {
        keyEquivalent(.imported)
      } else {
        keyEquivalent(.warned)
        result.warn(
          "button \"\(title)\" is in a table or outline row (a prototype, not a view of the "
            + "window); its key equivalent is not imported", at: button.location)
      }
    case .failure(let reason):
      keyEquivalent(.warned)
      result.warn("button \"\(title)\": \(reason.text); not imported", at: button.location)
    }
  }

  /// Why a button's key equivalent cannot be imported.
  struct Unreadable: Error {
    var text: String
  }

  /// The control a button with key equivalent `key` and modifiers `mask` is. AppKit: a
  /// button whose key equivalent is Return is the default button, Escape the cancel button
  /// (NSButton.keyEquivalent; HIG "Buttons"); a button's key equivalent works in the key
  /// window only (NSWindow.performKeyEquivalent), so it is `keyWindowOnly`.
  static func control(title: String, key: String, mask: EventModifiers)
    -> Result<ImportedControl, Unreadable>
  {
    let nowhere = SourceLocation(file: "", line: 1, column: 1)
    guard let character = key.first, key.count == 1 else {
      return .failure(
        Unreadable(
          text: "key equivalent \(String(reflecting: key)) is more than one character"))
    }
    if mask.isEmpty, character == "\r" {
      return .success(
        ImportedControl(title: title, role: .default, keyWindowOnly: true, source: nowhere))
    }
    if mask.isEmpty, character == "\u{1b}" {
      return .success(
        ImportedControl(title: title, role: .cancel, keyWindowOnly: true, source: nowhere))
    }
    switch ImportedShortcut.text(character, modifiers: mask) {
    case .shortcut(let text):
      return .success(
        ImportedControl(title: title, shortcut: text, keyWindowOnly: true, source: nowhere))
    case .unsupported(let reason):
      return .failure(Unreadable(text: reason))
    }
  }
}
