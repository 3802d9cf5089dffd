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
    #expect(html.contains("reserved by macOS"))
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

  @Test("Layouts are found by name; unknown ones are not")
  func layouts() {
    #expect(KeymapLayout.named("US")?.name == "us")
    #expect(KeymapLayout.named("de") == nil)
  }
}
