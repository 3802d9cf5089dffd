import CommandKitAudit
import CommandKitLite
import Foundation
import Testing

/// The keyboard map answers "which key is free, and where does this key work?" (SPEC §23,
/// last paragraph; issue 29, item 9): keys the system takes are drawn taken even unbound,
/// the platform's own items are the app's, every label and context can be read in full,
/// and a modifier combination with nothing enabled anywhere is left out.
@Suite("Keyboard map: free keys and where keys work")
struct KeymapFreeKeysTests {
  static let scene = """
    {"app": "Mail", "platform": "macOS",
     "commands": [
      {"id": "mail.archive", "title": "Archive the Selected Conversation Now", "menu": "Message",
       "shortcut": "ctrl+cmd+a", "requires": "selection"},
      {"id": "mail.flag", "title": "Flag", "menu": "Message", "shortcut": "shift+cmd+l",
       "requires": "selection"},
      {"id": "mail.ghost", "title": "Ghost", "menu": "Message", "shortcut": "ctrl+opt+g",
       "requires": "nobodyPublishesThis"}
     ],
     "templates": {"main": {"kind": "window", "root": {"id": "root", "children": [
      {"id": "sidebar", "focusable": true},
      {"id": "list", "focusable": true, "values": {"selection": ["m1"]}},
      {"id": "preview", "focusable": true, "values": {"selection": ["m1"]}},
      {"id": "search", "focusable": true, "textInput": true, "values": {"selection": ["m1"]}}
     ]}}}}
    """

  static func keymap(_ text: String = scene, platform: Platform? = nil) throws -> Keymap {
    Keymap(app: try SceneFile.decode(Array(text.utf8), file: "mail.json").app, platform: platform)
  }

  static func entry(_ keymap: Keymap, _ modifiers: EventModifiers, _ name: String) -> Keymap.Entry?
  {
    KeymapTests.entry(keymap, modifiers, name)
  }

  /// The SVG group of key `name` on the keyboard of `modifiers`, as the page draws it.
  static func cap(_ keymap: Keymap, _ modifiers: EventModifiers, _ name: String) -> String? {
    guard let board = keymap.keyboards.firstIndex(where: { $0.modifiers == modifiers }) else {
      return nil
    }
    let sections = keymap.html.components(separatedBy: "<section>").dropFirst()
    let section = Array(sections)[board]
    guard let start = section.range(of: "data-key=\"\(name)\"") else { return nil }
    let before = section[..<start.lowerBound]
    let open = before.range(of: "<g ", options: .backwards)?.lowerBound ?? start.lowerBound
    let end = section[start.upperBound...].range(of: "</g>")?.upperBound ?? section.endIndex
    return String(section[open..<end])
  }

  /// The class attribute of a cap's group.
  static func classes(_ cap: String?) -> [String] {
    guard let cap, let start = cap.range(of: "class=\""),
      let end = cap[start.upperBound...].firstIndex(of: "\"")
    else { return [] }
    return cap[start.upperBound..<end].split(separator: " ").map(String.init)
  }

  struct SystemKey: Sendable, CustomTestStringConvertible {
    let modifiers: EventModifiers
    let key: String
    let platform: Platform
    var testDescription: String { "\(modifiers.glyphs) \(key) on \(platform)" }
  }

  static let systemKeys: [SystemKey] = [
    .init(modifiers: .command, key: "space", platform: .macOS),
    .init(modifiers: .command, key: "tab", platform: .macOS),
    .init(modifiers: [.shift, .command], key: "3", platform: .macOS),
    .init(modifiers: [.shift, .command], key: "4", platform: .macOS),
    .init(modifiers: .command, key: "space", platform: .iPadOS),
    .init(modifiers: [.shift, .command], key: "3", platform: .iPadOS),
  ]

  @Test(
    "A key the system takes is drawn taken on its keyboard though the app binds nothing there",
    arguments: systemKeys)
  func systemKeysDrawnTaken(_ system: SystemKey) throws {
    let keymap = try Self.keymap(platform: system.platform)
    let entry = try #require(Self.entry(keymap, system.modifiers, system.key))
    #expect(entry.bindings.isEmpty)
    #expect(entry.isTakenBySystem)
    let classes = Self.classes(Self.cap(keymap, system.modifiers, system.key))
    #expect(classes.contains("reserved"))
    #expect(!classes.contains("bound"))
  }

  @Test("A free key stays free: no binding, no reservation, drawn plain")
  func freeKey() throws {
    let keymap = try Self.keymap()
    #expect(Self.entry(keymap, .command, "j") == nil)
    let classes = Self.classes(Self.cap(keymap, .command, "j"))
    #expect(classes == ["key"])
  }

  @Test("The platform's own Quit, Close and Hide are the app's items, not the system's")
  func platformItemsAreTheApps() throws {
    let keymap = try Self.keymap()
    for key in ["q", "w", "h", "m"] {
      let entry = try #require(Self.entry(keymap, .command, key), "⌘\(key)")
      #expect(entry.bindings.contains { $0.isPlatformItem }, "⌘\(key)")
      #expect(entry.shownReservation == nil, "⌘\(key)")
      let classes = Self.classes(Self.cap(keymap, .command, key))
      #expect(classes.contains("bound"), "⌘\(key)")
      #expect(!classes.contains("reserved") && !classes.contains("convention"), "⌘\(key)")
    }
    let quit = try #require(Self.cap(keymap, .command, "q"))
    #expect(quit.contains("Quit Mail"))
    #expect(!quit.contains("system:"))
  }

  @Test("An app's own command on a conventionally reserved key is drawn as the convention")
  func declaredOnConvention() throws {
    let text = """
      {"app": "A", "platform": "macOS", "defaultCommands": false,
       "commands": [{"id": "view.hideStuff", "title": "Hide Stuff", "menu": "View",
                     "shortcut": "cmd+h"}]}
      """
    let keymap = try Self.keymap(text)
    let entry = try #require(Self.entry(keymap, .command, "h"))
    #expect(entry.shownReservation?.strength == .conventional)
    let classes = Self.classes(Self.cap(keymap, .command, "h"))
    #expect(classes.contains("bound") && classes.contains("convention"))
    #expect(keymap.html.contains("reserved by convention on macOS: Hide the app"))
  }

  /// The lines of text of a cap with class `kind` (`use`: titles), in order.
  static func texts(_ cap: String, _ kind: String) -> [String] {
    cap.components(separatedBy: "<text class=\"\(kind)").dropFirst().map {
      String($0.drop { $0 != ">" }.dropFirst().prefix { $0 != "<" })
    }
  }

  @Test("A long title is on its cap whole, wrapped at words and smaller; nothing is cut with …")
  func labelsInFull() throws {
    let keymap = try Self.keymap()
    let cap = try #require(Self.cap(keymap, [.control, .command], "a"))
    let uses = Self.texts(cap, "use")
    #expect(uses.joined(separator: " ") == "Archive the Selected Conversation Now")
    #expect(uses.count > 1)
    #expect(cap.contains("class=\"use small\""))
    #expect(!keymap.html.contains("…</text>"))
    // A short title keeps the regular size.
    let flag = try #require(Self.cap(keymap, [.shift, .command], "l"))
    #expect(Self.texts(flag, "use") == ["Flag"])
    #expect(!flag.contains("small"))
  }

  @Test("A key with more than its cap can show says so, and its tooltip holds everything")
  func moreThanTheCap() throws {
    let titles = (1...6).map { "Command Number \($0) With a Long Title" }
    let commands = titles.enumerated().map { index, title in
      #"{"id": "c\#(index)", "title": "\#(title)", "menu": "M", "shortcut": "cmd+k"}"#
    }
    let text = """
      {"app": "Many", "platform": "macOS", "defaultCommands": false,
       "commands": [\(commands.joined(separator: ","))]}
      """
    let keymap = try Self.keymap(text)
    let cap = try #require(Self.cap(keymap, .command, "k"))
    #expect(cap.contains("more ↓"))
    let tooltip = try #require(cap.components(separatedBy: "<title>").dropFirst().first)
    for title in titles { #expect(tooltip.contains(title)) }
  }

  @Test("Every context a key works in is listed, on hover and in the table; none hidden as more")
  func everyContextListed() throws {
    let keymap = try Self.keymap()
    let entry = try #require(Self.entry(keymap, [.control, .command], "a"))
    let contexts = try #require(entry.bindings.first?.contexts)
    #expect(contexts == ["main/list", "main/preview", "main/search"])
    let cap = try #require(Self.cap(keymap, [.control, .command], "a"))
    let listed = contexts.joined(separator: ", ")
    #expect(cap.contains("<title>") && cap.contains("enabled in \(listed)"))
    let table = try #require(
      keymap.html.components(separatedBy: "<table class=\"keys\">").dropFirst().first {
        $0.contains("Archive the Selected")
      })
    #expect(table.contains("enabled in \(listed)"))
    #expect(!keymap.html.contains("more</title>") && !keymap.html.contains(" more\n"))
  }

  @Test("A modifier combination with nothing enabled anywhere is left out, and named")
  func leftOut() throws {
    let keymap = try Self.keymap()
    let drawn = keymap.keyboards.map(\.modifiers)
    // ⌃⌥G requires a value nothing publishes; ⌃⇥ and ⌃⇧⇥ (the tab items) are never enabled.
    #expect(!drawn.contains([.control, .option]))
    #expect(!drawn.contains(.control))
    #expect(!drawn.contains([.control, .shift]))
    #expect(drawn.contains([.control, .command]))
    #expect(keymap.leftOut.map(\.modifiers).contains([.control, .option]))
    #expect(keymap.html.contains("Not drawn, as nothing on them is ever enabled"))
    #expect(keymap.html.contains("Ghost (mail.ghost)"))
    // Every drawn keyboard has a binding that can act.
    for board in keymap.keyboards {
      #expect(board.entries.values.contains { $0.bindings.contains(where: \.canAct) })
    }
  }
}
