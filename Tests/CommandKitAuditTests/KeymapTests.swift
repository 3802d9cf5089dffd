import CommandKitAudit
import CommandKitLite
import Foundation
import Testing

/// The keyboard map (SPEC §23): keys carry their bindings, reservations and conflicts, one
/// keyboard per modifier combination in use, as a self-contained page.
@Suite("Keyboard map")
struct KeymapTests {
  static let scene = """
    {"app": "Map & Co", "platform": "macOS", "defaultCommands": false,
     "commands": [
      {"id": "file.save", "title": "Save", "menu": "File", "shortcut": "cmd+s"},
      {"id": "note.pin", "title": "Pin", "menu": "Note", "shortcut": "cmd+d",
       "requires": "selection"},
      {"id": "note.dup", "title": "Duplicate <Note>", "menu": "Note", "shortcut": "cmd+d",
       "requires": "selection"},
      {"id": "app.help", "title": "Find Help", "menu": "Help", "shortcut": "shift+cmd+/"},
      {"id": "view.hide", "title": "Hide Stuff", "menu": "View", "shortcut": "cmd+h"},
      {"id": "view.keypad", "title": "Keypad", "menu": "View", "shortcut": "cmd+keypad1"}
     ],
     "templates": {"main": {"kind": "window", "root": {"id": "root", "children": [
      {"id": "list", "focusable": true, "values": {"selection": "n1"},
       "keys": [{"shortcut": "up", "action": "selectPrevious"}]},
      {"id": "side", "focusable": true,
       "controls": [{"title": "Send", "shortcut": "cmd+return", "action": "send"}]}
     ]}}}}
    """

  static func keymap() throws -> Keymap {
    Keymap(app: try SceneFile.decode(Array(scene.utf8), file: "map.json").app)
  }

  static func entry(_ keymap: Keymap, _ modifiers: EventModifiers, _ name: String) -> Keymap.Entry?
  {
    guard let board = keymap.keyboards.first(where: { $0.modifiers == modifiers }) else {
      return nil
    }
    return board.entries.values.first { keymap.layout.keys[$0.key].key?.name == name }
  }

  @Test("One keyboard per modifier combination in use, fewest modifiers first")
  func combinations() throws {
    let keymap = try Self.keymap()
    #expect(keymap.keyboards.map(\.modifiers) == [[], .command, [.shift, .command]])
  }

  @Test("A key lists its commands and where they are enabled")
  func bindings() throws {
    let keymap = try Self.keymap()
    let save = try #require(Self.entry(keymap, .command, "s"))
    #expect(save.bindings.map(\.title) == ["Save"])
    #expect(save.bindings.first?.everywhere == true)
    let pin = try #require(Self.entry(keymap, .command, "d"))
    #expect(pin.bindings.map(\.detail) == ["note.pin", "note.dup"])
    #expect(pin.bindings.first?.contexts == ["main/list"])
    // A shifted symbol is Shift and its cap: ? is ⇧/.
    #expect(Self.entry(keymap, [.shift, .command], "/")?.bindings.first?.title == "Find Help")
    #expect(Self.entry(keymap, [], "up")?.bindings.first?.kind == "handler")
    #expect(Self.entry(keymap, .command, "return")?.bindings.first?.kind == "control")
    #expect(keymap.offLayout.map(\.shortcut.description) == ["cmd+keypad1"])
  }

  @Test("Reserved keys carry the system function, conflicts the audit's finding")
  func reservedAndConflicts() throws {
    let keymap = try Self.keymap()
    let hide = try #require(Self.entry(keymap, .command, "h"))
    #expect(hide.reservation != nil)
    let pin = try #require(Self.entry(keymap, .command, "d"))
    #expect(pin.findings.map(\.kind) == [.ambiguous])
    let html = keymap.html
    let message = try #require(pin.findings.first?.message)
    let escaped = message.replacing("&", with: "&amp;").replacing("<", with: "&lt;")
      .replacing(">", with: "&gt;").replacing("\"", with: "&quot;").replacing("'", with: "&#39;")
    #expect(html.contains("error: " + escaped))
    #expect(html.contains("reserved by convention on macOS: Hide the app"))
  }

  @Test("The page is self-contained: no scripts, links or remote resources; text is escaped")
  func selfContained() throws {
    let html = try Self.keymap().html
    for forbidden in ["<script", "<link", "src=", "@import", "url(", "http://", "https://"]
    where forbidden != "http://" {
      #expect(!html.contains(forbidden), "the page contains \(forbidden)")
    }
    // The only http:// is the SVG namespace, which is a name, not a fetch.
    #expect(html.replacing("http://www.w3.org/2000/svg", with: "").contains("http://") == false)
    #expect(html.contains("Map &amp; Co"))
    #expect(html.contains("Duplicate &lt;Note&gt;"))
    #expect(html.contains("prefers-color-scheme: dark"))
    #expect(html.contains("@media print"))
  }

  @Test("Each keyboard draws every bindable key of the layout once")
  func keyCount() throws {
    let keymap = try Self.keymap()
    let html = keymap.html
    #expect(html.components(separatedBy: "<svg").count - 1 == keymap.keyboards.count)
    #expect(html.components(separatedBy: " data-key=").count - 1 == keymap.drawnKeyCount)
    #expect(keymap.layout.bindableKeys.count == 73)
  }

  @Test("The keyboard is the layout's own: ANSI for us (73 keys), ISO for the others (74)")
  func keyboards() {
    #expect(KeymapLayout.us.name == "us")
    for layout in KeyboardLayout.all {
      let keyboard = KeymapLayout(layout)
      #expect(keyboard.name == layout.id)
      #expect(keyboard.bindableKeys.count == (layout == .us ? 73 : 74), "\(layout)")
      // Every character key of the layout's table is on the keyboard, once.
      let names = keyboard.bindableKeys.compactMap { $0.key?.character }
      #expect(Set(names).count == names.count)
      let characterKeys =
        "`1234567890-=qwertyuiop[]\\asdfghjkl;'zxcvbnm,./" + (layout == .us ? "" : "§")
      for key in characterKeys {
        #expect(names.contains(key), "\(layout) lacks the \(key) key")
        // The cap shows what the layout types there.
        let label = keyboard.keys.first { $0.key?.character == key }?.label
        let typed = layout.character(for: KeyPress(key: key, modifiers: []))
        if let typed, let label {
          #expect(label.hasSuffix(String(typed)) || label == typed.uppercased())
        }
      }
    }
  }

  @Test(
    "Caps show what the layout types: Shift over unshifted, a capital for a letter",
    arguments: [
      ("us", "/", "?\n/"), ("us", "z", "Z"), ("de", "z", "Y"), ("de", "y", "Z"),
      ("de", "-", "?\nß"), ("fr", "1", "1\n&"), ("fr", "q", "A"), ("ch-de", "`", "°\n§"),
      ("uk", "3", "£\n3"),
    ])
  func capLabels(layout id: String, key: Character, label: String) throws {
    let layout = try #require(KeyboardLayout.named(id))
    let keyboard = KeymapLayout(layout)
    let cap = try #require(keyboard.keys.first { $0.key?.character == key })
    #expect(cap.label == label)
  }

  static let localized = """
    {"app": "Loc", "platform": "macOS", "defaultCommands": false, "layout": "de",
     "commands": [
      {"id": "c.slash", "title": "Custom Slash", "menu": "A", "shortcut": "cmd+/",
       "localization": "custom"},
      {"id": "c.help", "title": "Help", "menu": "A", "shortcut": "cmd+?"},
      {"id": "c.left", "title": "Left", "menu": "A", "shortcut": "cmd+["},
      {"id": "c.enye", "title": "Enye", "menu": "A", "shortcut": "cmd+ñ",
       "localization": "custom"},
      {"id": "c.z", "title": "Zed", "menu": "A", "shortcut": "cmd+z"}
     ]}
    """

  static func localizedKeymap(layout: String? = nil) throws -> Keymap {
    let app = try SceneFile.decode(Array(localized.utf8), file: "loc.json").app
    return Keymap(app: app, layout: layout.flatMap(KeyboardLayout.named))
  }

  @Test("A shortcut sits on the key that types it on the layout (SPEC §21)")
  func placedAsTyped() throws {
    // The scene file's layout (de) is the default.
    let keymap = try Self.localizedKeymap()
    #expect(keymap.layout.name == "de")
    // ⌘/ custom is ⇧⌘7 on de; ⌘? automatic is ⇧⌘ß (no extra modifier); ⌘Z is the Z key.
    #expect(Self.entry(keymap, [.shift, .command], "7")?.bindings.first?.detail == "c.slash")
    #expect(Self.entry(keymap, [.shift, .command], "-")?.bindings.first?.detail == "c.help")
    #expect(Self.entry(keymap, .command, "y")?.bindings.first?.detail == "c.z")
    #expect(Self.entry(keymap, .command, "z") == nil)
    // ⌘[ automatic needs Option on de: the system remaps it, listed apart as such; ⌘ñ
    // custom needs the dead tilde: unreachable.
    let apart = keymap.offLayout.map { "\($0.shortcut) \($0.reason)" }
    #expect(apart == ["cmd+[ remapped", "cmd+ñ unreachable"])
    let html = keymap.html
    #expect(html.contains("the system remaps it to a key Apple does not publish"))
    #expect(html.contains("custom: no single key press types it on de"))
    // On us, the same app's shortcuts are where the US layout types them.
    let us = try Self.localizedKeymap(layout: "us")
    #expect(Self.entry(us, .command, "/")?.bindings.first?.detail == "c.slash")
    #expect(Self.entry(us, .command, "[")?.bindings.first?.detail == "c.left")
    #expect(us.offLayout.map(\.reason) == [.unreachable])
  }

  @Test(
    "Hard reservations are physical keys (⌘3 custom on fr is the screenshot), conventional ones characters"
  )
  func physicalReservation() throws {
    let scene = """
      {"app": "Fr", "platform": "macOS", "defaultCommands": false,
       "commands": [{"id": "v.three", "title": "Three", "menu": "V", "shortcut": "cmd+3",
                     "localization": "custom"},
                    {"id": "f.quit", "title": "Quit", "menu": "F", "shortcut": "cmd+q"}]}
      """
    let app = try SceneFile.decode(Array(scene.utf8), file: "fr.json").app
    let keymap = Keymap(app: app, layout: KeyboardLayout.named("fr"))
    let three = try #require(Self.entry(keymap, [.shift, .command], "3"))
    #expect(three.bindings.first?.detail == "v.three")
    #expect(three.reservation != nil)
    #expect(three.reservation?.strength == .hard)
    #expect(three.findings.map(\.kind).contains(.layoutCollision))
    // A conventional reservation follows the character: ⌘Q is Quit on the AZERTY Q key
    // (the US A key), and the US Q key (AZERTY A) carries nothing.
    #expect(Self.entry(keymap, .command, "a")?.reservation?.use == "Quit the app")
    #expect(Self.entry(keymap, .command, "q") == nil)
  }

  @Test("Right to left, automatic shortcuts are drawn mirrored; withoutMirroring ones are not")
  func mirrored() throws {
    let scene = """
      {"app": "Rtl", "platform": "macOS", "defaultCommands": false, "layoutDirection": "rtl",
       "commands": [
        {"id": "back", "title": "Back", "menu": "Go", "shortcut": "cmd+["},
        {"id": "indent", "title": "Indent", "menu": "Format", "shortcut": "opt+cmd+[",
         "localization": "withoutMirroring"}]}
      """
    let keymap = Keymap(app: try SceneFile.decode(Array(scene.utf8), file: "rtl.json").app)
    #expect(Self.entry(keymap, .command, "]")?.bindings.first?.detail == "back")
    #expect(Self.entry(keymap, .command, "[") == nil)
    #expect(Self.entry(keymap, [.option, .command], "[")?.bindings.first?.detail == "indent")
  }
}
