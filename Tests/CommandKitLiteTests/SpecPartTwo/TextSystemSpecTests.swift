import CommandKitLite
import CommandKitTestSupport
import Foundation
import Testing

/// SPEC §15: the text system.
@Suite struct TextSystemSpecTests {
  static let scene = #"""
    {"app": "Text", "platform": "PLATFORM", "appValues": {"doc": "d"},
     "commands": [
       {"id": "doc.copy", "title": "Doc Copy", "menu": "Tools", "requires": "doc"}],
     "templates": {"main": {"kind": "window",
       "root": {"id": "root", "values": {"selection": "outer"}, "children": [
         {"id": "field", "textInput": true},
         {"id": "narrow", "textInput": true, "textCommands": ["edit.copy"]},
         {"id": "finder", "textInput": true, "findBar": true},
         {"id": "editor", "role": "textEditor", "textInput": true},
         {"id": "multi", "textInput": true, "multiline": true},
         {"id": "buttons", "controls": [{"title": "OK", "role": "default", "action": "ok"},
                                        {"title": "Cancel", "role": "cancel", "action": "no"}]},
         {"id": "list", "focusable": true}]}}},
     "commandSets": ["textEditing"],
     "windows": [{"template": "main", "id": "w", "focus": "FOCUS"}]}
    """#

  static func app(focus: String, platform: Platform = .macOS, edit: String = "") throws -> App {
    var text = scene.replacingOccurrences(of: "FOCUS", with: focus)
    if !edit.isEmpty {
      text = text.replacingOccurrences(of: #""commandSets""#, with: edit + #", "commandSets""#)
    }
    return try SpecScene.app(text, platform: platform)
  }

  // §15 "A focused text input is the first responder for the standard editing commands …
  // enabled with the text input as their provider".
  @Test(
    "A focused text input provides the standard editing commands",
    arguments: [
      "edit.undo", "edit.redo", "edit.cut", "edit.copy", "edit.paste",
      "edit.pasteAndMatchStyle", "edit.delete", "edit.selectAll",
    ])
  func providesEditing(id: String) throws {
    let app = try Self.app(focus: "field")
    let item = try #require(app.validate(id))
    #expect(item.isEnabled)
    #expect(item.provider?.description == "w/field")
  }

  // §15 "(and the Find items when the node says "findBar": true)".
  @Test("Find items need a findBar text input")
  func findBar() throws {
    #expect(try Self.app(focus: "field").validate("edit.find")?.isEnabled == false)
    let finder = try Self.app(focus: "finder").validate("edit.find")
    #expect(finder?.isEnabled == true)
    #expect(finder?.provider?.description == "w/finder")
  }

  // §15 "If the app removed or replaced that group, the key is dead in the text field: on
  // macOS ⌘C in a text field is then unhandled".
  @Test("With the pasteboard group removed, ⌘C in a text field is unhandled")
  func removedGroupDead() throws {
    var app = try Self.app(focus: "field", edit: #""removedGroups": ["pasteboard"]"#)
    #expect(SpecScene.press("cmd+c", in: &app).kind == .unhandled)
    var kept = try Self.app(focus: "field")
    let result = SpecScene.press("cmd+c", in: &kept)
    #expect(result.kind == .performed)
    #expect(result.performedCommand == "edit.copy")
    #expect(result.provider?.description == "w/field")
  }

  // §15 "A node can narrow what its text input answers with "textCommands": [...]".
  @Test("textCommands narrows what a text input answers")
  func narrowed() throws {
    let app = try Self.app(focus: "narrow")
    #expect(app.validate("edit.copy")?.isEnabled == true)
    #expect(app.validate("edit.paste")?.isEnabled == false)
  }

  // §15 "Keys a text input consumes without cmd/ctrl: printable characters, space, delete,
  // forwarddelete, arrows, home/end/pageup/pagedown, with opt or shift too."
  @Test(
    "A text input consumes plain editing keys",
    arguments: [
      "a", "shift+a", "opt+e", "space", "delete", "forwarddelete", "left", "right", "up",
      "down", "home", "end", "pageup", "pagedown", "shift+left", "opt+left", "opt+delete",
      "1", "/",
    ])
  func consumes(key: String) throws {
    for platform in [Platform.macOS, .iPadOS] {
      var app = try Self.app(focus: "field", platform: platform)
      #expect(SpecScene.press(key, in: &app).kind == .consumed, "\(platform) \(key)")
    }
  }

  // §15 "A single-line input (a field editor) ends editing on Tab / Shift-Tab (focus moves,
  // outcome focus) and passes Return on to the default button and Escape on".
  @Test(
    "A single-line input passes Tab, Return and Escape on",
    arguments: [
      ("tab", DispatchOutcome.Kind.focus, nil), ("shift+tab", .focus, nil),
      ("return", .control, "OK"), ("escape", .control, "Cancel"),
    ] as [(String, DispatchOutcome.Kind, String?)])
  func singleLine(key: String, outcome: DispatchOutcome.Kind, control: String?) throws {
    var app = try Self.app(focus: "field")
    let result = SpecScene.press(key, in: &app)
    #expect(result.kind == outcome)
    #expect(result.control == control)
    if outcome == .focus { #expect(app.focusedPath?.node != "field") }
  }

  // §15 "a multi-line input (role textEditor or "multiline": true) inserts Return and Tab
  // as text, and ⌃Tab moves focus out of it".
  @Test(
    "A multi-line input inserts Return and Tab; ⌃Tab moves focus out",
    arguments: ["editor", "multi"])
  func multiLine(node: String) throws {
    for platform in [Platform.macOS, .iPadOS] {
      var app = try Self.app(focus: node, platform: platform)
      #expect(SpecScene.press("return", in: &app).kind == .consumed, "\(platform)")
      #expect(SpecScene.press("tab", in: &app).kind == .consumed, "\(platform)")
      #expect(app.focusedPath?.node == node)
      let out = SpecScene.press("ctrl+tab", in: &app)
      #expect(out.kind == .focus, "\(platform)")
      #expect(app.focusedPath?.node != node)
    }
  }

  // §15 "ahead of any outer publisher".
  @Test("The text input provides Copy ahead of an outer publisher")
  func aheadOfOuter() throws {
    let app = try SpecScene.app(
      #"""
      {"app": "O", "platform": "macOS",
       "commands": [{"id": "edit.copy", "requires": "selection"}],
       "templates": {"main": {"kind": "window",
         "root": {"id": "root", "values": {"selection": "rows"}, "children": [
           {"id": "field", "textInput": true}]}}},
       "windows": [{"template": "main", "id": "w", "focus": "field"}]}
      """#)
    #expect(app.validate("edit.copy")?.provider?.description == "w/field")
  }
}
