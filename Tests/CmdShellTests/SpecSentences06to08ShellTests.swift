import CommandKitLite
import Foundation
import Testing

@testable import cmdshell

/// SPEC §6, §7, §8 and §11 through the shell's verbs and `--json` replies, sentence by
/// sentence, on the scene of ``SpecSentences06to08Tests`` (restated here: the shell tests
/// do not see the library's test target).
@Suite struct SpecSentences06to08ShellTests {
  static let scene = #"""
    {"app": "S6", "platform": "macOS", "magicTap": "appTap",
     "appValues": {"store": "s"},
     "commands": [
       {"id": "file.newNote", "title": "New Note", "menu": "File", "requires": "store"},
       {"id": "edit.delete", "title": "Delete", "menu": "Edit", "requires": "selection",
        "enabledIf": "nonEmpty"},
       {"id": "note.rename", "title": "Rename", "menu": "Note", "requires": "selection"},
       {"id": "note.publish", "title": "Publish", "menu": "Note", "requires": "document"}],
     "templates": {
       "main": {"kind": "window", "escape": "closeWindow", "sceneValues": {"mode": "main"},
         "root": {"id": "root", "actions": ["Share", "Delete"], "children": [
           {"id": "list", "focusable": true, "selectable": true, "items": ["n1", "n2", "n3"],
            "selection": ["n1"], "actions": ["Delete", "Pin"], "magicTap": "listTap",
            "contextMenu": {"empty": ["file.newNote"], "single": ["note.rename", "note.publish"],
                            "multiple": ["edit.delete", "note.rename"]}},
           {"id": "group", "children": [
             {"id": "editor", "focusable": true, "textInput": true, "escape": "endEditing",
              "values": {"document": "n1"}}]},
           {"id": "label"}]}},
       "inspector": {"kind": "panel", "root": {"id": "form", "focusable": true}},
       "stage": {"kind": "externalDisplay", "presentationOnly": true, "escape": "stopShow",
         "root": {"id": "screen", "actions": ["Next"], "children": [
           {"id": "slide", "focusable": true, "actions": ["Zoom"]}]}},
       "remote": {"kind": "externalDisplay", "sceneValues": {"live": false},
         "root": {"id": "r", "focusable": true, "selectable": true, "children": [
           {"id": "r2", "focusable": true}]}}},
     "windows": [{"template": "main", "id": "w2"},
                 {"template": "main", "id": "w1", "focus": "list"}]}
    """#

  static func session(_ text: String = scene) throws -> ShellSession {
    ShellSession(app: try SceneFile.decode(text).app)
  }

  static func last(_ lines: [String], in session: inout ShellSession) throws -> JSONObject {
    try ShellSessionTests.last(lines, in: &session)
  }

  static func actions(_ object: JSONObject) -> [String] {
    (object["actions"]?.arrayValue ?? []).compactMap { action in
      guard let name = action.objectValue?["name"]?.stringValue,
        let provider = action.objectValue?["provider"]?.stringValue
      else { return nil }
      return "\(name)@\(provider)"
    }
  }

  /// The `windows` reply as `id:display:phase:key:main`, front to back.
  static func windows(_ session: inout ShellSession) throws -> [String] {
    let windows = try last(["windows"], in: &session)["windows"]?.arrayValue ?? []
    return windows.compactMap(\.objectValue).map { window in
      ["id", "display", "phase", "key", "main"].map { field in
        switch window[field] {
        case .string(let text)?: text
        case .bool(let flag)?: flag ? field : "-"
        default: "?"
        }
      }.joined(separator: ":")
    }
  }

  // MARK: §6

  /// "The accessibility cursor follows keyboard focus: it sits on the key window's focused
  /// node, and every focus or key-window change puts it back there. `a11y focus` moves it
  /// to any available node of any visible, unblocked window": `a11y` answers `element`.
  @Test("a11y's element follows focus; a11y focus moves it; focus or key changes bring it back")
  func cursorInTheShell() throws {
    var session = try Self.session()
    #expect(try Self.last(["a11y"], in: &session)["element"] == "w1/list")
    let moved = try Self.last(["a11y focus w2/label"], in: &session)
    #expect(moved["element"] == "w2/label")
    #expect(try Self.last(["a11y"], in: &session)["element"] == "w2/label")
    #expect(try Self.windows(&session).first == "w1:main:active:key:main")
    #expect(try Self.last(["focus editor", "a11y"], in: &session)["element"] == "w1/editor")
    _ = session.run("a11y focus w1/label")
    #expect(try Self.last(["key w2", "a11y"], in: &session)["element"] == "w2/list")
    _ = session.run("a11y focus w2/root")
    #expect(try Self.last(["tab", "a11y"], in: &session)["element"] == "w2/editor")
  }

  /// "… any available node of any visible, unblocked window": a minimized window's node, a
  /// node of a window behind a sheet, and an unknown node are refused with an error, and
  /// the cursor stays.
  @Test(
    "a11y focus refuses a minimized window, a blocked one, and unknown nodes",
    arguments: [
      (["minimize w2"], "w2/list"), (["sheet w2 inspector s", "key w1"], "w2/list"),
      ([], "w1/nowhere"),
    ])
  func a11yFocusRefused(setup: [String], target: String) throws {
    var session = try Self.session()
    for line in setup { #expect(session.run(line)?.error == nil, "\(line)") }
    let element = try Self.last(["a11y"], in: &session)["element"]
    let result = session.run("a11y focus \(target)")
    let reply = try #require(result)
    #expect(reply.json.objectValue?["ok"] == false, "\(reply.text)")
    #expect(try Self.last(["a11y"], in: &session)["element"] == element)
  }

  /// "The actions offered there are the named actions of the cursor's chain, innermost
  /// first; an inner action hides an outer one of the same name", with resolution in "that
  /// node's own window": `a11y perform` acts at the cursor's chain only.
  @Test("a11y lists the cursor's chain's actions innermost first; perform acts there")
  func actionsInTheShell() throws {
    var session = try Self.session()
    #expect(
      Self.actions(try Self.last(["a11y"], in: &session))
        == ["Delete@w1/list", "Pin@w1/list", "Share@w1/root"])
    let other = try Self.last(["a11y focus w2/label"], in: &session)
    #expect(Self.actions(other) == ["Share@w2/root", "Delete@w2/root"])
    let performed = try Self.last(["a11y perform Delete"], in: &session)
    #expect(performed["outcome"] == "performed")
    #expect(performed["provider"] == "w2/root")
    let missing = try Self.last(["a11y perform Pin"], in: &session)
    #expect(missing["outcome"] == "unavailable")
    #expect(missing["provider"] == .null)
  }

  /// "`escape` and `magictap` bubble the same way up to the window (a template's
  /// `escape`/`magicTap`) and then the app (the scene file's top-level `magicTap`), and
  /// report which provider handled them, or that none did."
  @Test(
    "a11y escape and magictap report the provider that handled them, or unavailable",
    arguments: [
      (["focus editor"], "escape", "performed", "w1/editor"),
      ([], "escape", "performed", "scene:w1"),
      (["a11y focus w2/label"], "escape", "performed", "scene:w2"),
      ([], "magictap", "performed", "w1/list"),
      (["focus editor"], "magictap", "performed", "app"),
      (["open inspector"], "escape", "unavailable", nil),
      (["display connect", "a11y focus stage/slide"], "escape", "performed", "scene:stage"),
    ] as [([String], String, String, String?)])
  func gestures(setup: [String], gesture: String, outcome: String, provider: String?) throws {
    var session = try Self.session()
    let object = try Self.last(setup + ["a11y \(gesture)"], in: &session)
    #expect(object["outcome"]?.stringValue == outcome)
    #expect(object["provider"] == (provider.map(JSONValue.string) ?? .null))
  }

  // MARK: §7

  /// "publishes it as the focused value `selection` (a list, maybe empty)": `value
  /// selection` answers the list and the node, `[]` once deselected.
  @Test("value selection answers the focused list's selection, the empty list when deselected")
  func selectionValue() throws {
    var session = try Self.session()
    let first = try Self.last(["select w1/list n3 n1", "value selection"], in: &session)
    #expect(first["value"] == ["n3", "n1"])
    #expect(first["provider"] == "w1/list")
    let empty = try Self.last(["deselect w1/list", "value selection"], in: &session)
    #expect(empty["value"] == .array([]))
    #expect(empty["provider"] == "w1/list")
  }

  /// "it may list its `items`, and then a selection outside them is an error": the error
  /// names the offending id, and the selection stays.
  @Test("select outside the node's items fails naming the id and keeps the selection")
  func selectOutsideItems() throws {
    var session = try Self.session()
    let result = session.run("select w1/list n2 zz")
    let reply = try #require(result)
    #expect(reply.json.objectValue?["ok"] == false)
    let message = reply.json.objectValue?["error"]?.objectValue?["message"]?.stringValue ?? ""
    #expect(message.contains("zz"), "\(message)")
    #expect(try Self.last(["value selection"], in: &session)["value"] == ["n1"])
  }

  /// "each shows with its enabled state, resolved as if that node had focus (focus does not
  /// move)": the context menu of the list of `w2` (not key) is validated in `w2`, with
  /// Publish disabled there though the key window's editor publishes `document`; neither
  /// focus nor the key window moves.
  @Test("contextmenu of a node in another window validates there; focus and key stay")
  func contextMenuElsewhere() throws {
    var session = try Self.session()
    let object = try Self.last(["focus editor", "contextmenu w2/list"], in: &session)
    #expect(object["node"] == "w2/list")
    let items = (object["items"]?.arrayValue ?? []).compactMap(\.objectValue).map {
      "\($0["id"]?.stringValue ?? ""):\($0["enabled"]?.boolValue ?? false)"
    }
    #expect(items == ["note.rename:true", "note.publish:false", "edit.delete:true"])
    #expect(try Self.last(["chain"], in: &session)["window"] == "w1")
    #expect(try Self.last(["a11y"], in: &session)["element"] == "w1/editor")
  }

  /// A node of a window behind a sheet resolves for no one (§2), so `contextmenu` on it
  /// fails, naming the sheet, and changes nothing.
  @Test("contextmenu of a node in a window behind a sheet is an error")
  func contextMenuBlocked() throws {
    var session = try Self.session()
    _ = session.run("sheet w2 inspector s")
    let result = session.run("contextmenu w2/list")
    let reply = try #require(result)
    #expect(reply.json.objectValue?["ok"] == false)
    let message = reply.json.objectValue?["error"]?.objectValue?["message"]?.stringValue ?? ""
    #expect(message.contains("blocked by 's'"), "\(message)")
    _ = session.run("dismiss s")
    #expect(try Self.last(["contextmenu w2/list"], in: &session)["node"] == "w2/list")
  }

  /// "Only selectable nodes have a context menu."
  @Test(
    "contextmenu of a node that is not selectable is an error", arguments: ["w1/label", "w1/root"])
  func contextMenuNotSelectable(_ path: String) throws {
    var session = try Self.session()
    let result = session.run("contextmenu \(path)")
    let reply = try #require(result)
    #expect(reply.json.objectValue?["ok"] == false)
  }

  // MARK: §8

  /// "`display connect` opens every template of kind `externalDisplay` on the `external`
  /// display (inactive, not key); one marked `"presentationOnly": true` never becomes key
  /// and exposes a single accessibility element."
  @Test("display connect opens the external windows inactive; a presentation-only one never key")
  func displayConnect() throws {
    var session = try Self.session()
    let connected = try Self.last(["display connect"], in: &session)
    #expect(Set(connected["windows"]?.arrayValue ?? []) == ["stage", "remote"])
    let windows = try Self.windows(&session)
    #expect(windows.first == "w1:main:active:key:main")
    #expect(windows.contains("stage:external:inactive:-:-"))
    #expect(windows.contains("remote:external:inactive:-:-"))
    #expect(session.run("key stage")?.json.objectValue?["ok"] == false)
    #expect(session.run("focus stage/slide")?.json.objectValue?["ok"] == false)
    let a11y = try Self.last(["a11y focus stage/slide"], in: &session)
    #expect(a11y["element"] == "stage/screen")
    #expect(Self.actions(a11y) == ["Next@stage/screen"])
    #expect(try Self.windows(&session).first == "w1:main:active:key:main")
  }

  /// "`display disconnect` saves the state of each window on that display (focus,
  /// selections, scene values) and closes it; windows of other kinds on it (put there with
  /// `move W external`) move to the main display, state intact. A later `display connect`
  /// restores the saved state."
  @Test("display disconnect saves and closes, moves others back; display connect restores")
  func displayDisconnect() throws {
    var session = try Self.session()
    for line in [
      "display connect", "move w2 external", "select w2/list n3", "key remote",
      "focus remote/r2", "select remote/r a b", "set scene:remote live true",
    ] {
      #expect(session.run(line)?.error == nil, "\(line)")
    }
    let disconnected = try Self.last(["display disconnect"], in: &session)
    #expect(Set(disconnected["windows"]?.arrayValue ?? []) == ["w1", "w2"])
    let windows = try Self.windows(&session)
    #expect(windows.allSatisfy { $0.split(separator: ":")[1] == "main" }, "\(windows)")
    #expect(try Self.last(["key w2", "value selection"], in: &session)["value"] == ["n3"])
    _ = session.run("display connect")
    #expect(try Self.windows(&session).contains("remote:external:inactive:-:-"))
    let focused = try Self.last(["key remote", "chain"], in: &session)
    #expect(focused["chain"]?.arrayValue?.first?.objectValue?["provider"] == "remote/r2")
    #expect(
      try Self.last(["focus remote/r", "value selection"], in: &session)["value"] == ["a", "b"])
    #expect(try Self.last(["value live"], in: &session)["value"] == true)
  }

  /// "entries that no longer fit the app (unknown template, missing node) are skipped with
  /// a warning each, and the rest is restored": `restore` answers ok with one `warnings`
  /// entry for each, after `load` of a newer scene file.
  @Test("restore into a changed app answers a warning per skipped entry and restores the rest")
  func restoreWarnings() throws {
    let directory = FileManager.default.temporaryDirectory
    let session = directory.appendingPathComponent("spec08-\(UUID().uuidString).json")
    let newer = directory.appendingPathComponent("spec08-\(UUID().uuidString).json")
    defer { for url in [session, newer] { try? FileManager.default.removeItem(at: url) } }
    try Data(
      Self.scene.replacingOccurrences(of: #""id": "editor""#, with: #""id": "body""#)
        .replacingOccurrences(of: #""inspector": {"#, with: #""tools": {"#).utf8
    ).write(to: newer)
    var shell = try Self.session()
    for line in ["open inspector", "focus w1/editor", "select w2/list n2", "save \(session.path)"] {
      #expect(shell.run(line)?.error == nil, "\(line)")
    }
    let restored = try Self.last(["load \(newer.path)", "restore \(session.path)"], in: &shell)
    let warnings = (restored["warnings"]?.arrayValue ?? []).compactMap(\.stringValue)
    #expect(warnings.count == 2, "\(warnings)")
    #expect(warnings.contains { $0.contains("inspector") })
    #expect(warnings.contains { $0.contains("editor") })
    #expect(try Self.windows(&shell).map { $0.prefix(2) } == ["w1", "w2"])
    #expect(try Self.last(["key w2", "value selection"], in: &shell)["value"] == ["n2"])
  }

  // MARK: §11

  /// "Findings have `kind`, `severity` (`error`, `warning`, `info`), `shortcut`,
  /// `commands`, `contexts` … and a one-line `message` with the fix", in the shell's
  /// `audit` reply.
  @Test("audit's findings each carry kind, severity, shortcut, commands, contexts, message")
  func auditFindingFields() throws {
    var session = try Self.session(
      Self.scene.replacingOccurrences(
        of: #""requires": "document"}]"#,
        with: #""requires": "document", "shortcut": "cmd+c"},"#
          + #"{"id": "x.ghost", "title": "Ghost", "menu": "Note", "shortcut": "cmd+g", "#
          + #""requires": "ghost"}]"#
      ))
    let object = try Self.last(["audit"], in: &session)
    let findings = (object["findings"]?.arrayValue ?? []).compactMap(\.objectValue)
    #expect(findings.contains { $0["kind"] == "unreachable" }, "\(findings)")
    #expect(findings.contains { $0["kind"] == "nonstandard" }, "\(findings)")
    for finding in findings {
      #expect(
        Set(finding.keys).isSuperset(of: [
          "kind", "severity", "shortcut", "commands", "contexts", "message",
        ]), "\(finding)")
      #expect(["error", "warning", "info"].contains(finding["severity"]?.stringValue ?? ""))
      #expect(finding["message"]?.stringValue?.contains("\n") == false)
    }
  }
}
