import CommandKitLite
import Foundation
import Testing

@testable import cmdshell

/// SPEC §13, §14 and §21 through the shell, sentence by sentence: the claims that
/// ``SpecPartTwoKeyOrderShellTests``, ``SpecPartTwoDefaultsShellTests``,
/// ``SpecPartTwoLayoutShellTests`` and ``LayoutVerbTests`` leave open.
@Suite struct SpecSentencesShellTests {
  /// A macOS app with a window, a settings template, a sheet and an alert, one app command
  /// on ⌘K, and automatic ⌘[ and custom ⌘ñ commands for the layouts.
  static let scene = #"""
    {"app": "Shell", "platform": "macOS",
     "appValues": {"store": "s"},
     "commands": [
       {"id": "menu.k", "title": "Menu K", "menu": "Tools", "shortcut": "cmd+k",
        "requires": "store"},
       {"id": "go.back", "title": "Back", "menu": "Tools", "shortcut": "cmd+["}],
     "templates": {
       "main": {"kind": "window", "root": {"id": "root", "children": [
         {"id": "list", "focusable": true}, {"id": "field", "textInput": true}]}},
       "prefs": {"kind": "settings", "root": {"id": "pane", "focusable": true}},
       "warn": {"kind": "alert", "root": {"id": "text", "focusable": true}}},
     "windows": [{"template": "main", "id": "w1", "focus": "list"},
                 {"template": "main", "id": "w2", "focus": "field"}]}
    """#

  static func session() throws -> ShellSession {
    ShellSession(app: try SceneFile.decode(scene).app)
  }

  // MARK: §13

  /// "Quit ends the app: every window closes, every later press is `blocked` ("the app has
  /// quit"), and `launch` (shell verb; `App.launch()`) starts it again with the file's
  /// initial windows."
  @Test("After ⌘Q the shell says the app has quit; launch reopens the file's windows")
  func quitAndLaunch() throws {
    var session = try Self.session()
    let ids = { (session: inout ShellSession) throws -> [String] in
      let windows = try ShellSessionTests.last(["windows"], in: &session)["windows"]
      return windows?.arrayValue?.compactMap { $0.objectValue?["id"]?.stringValue } ?? []
    }
    let loaded = try ids(&session)
    #expect(Set(loaded) == ["w1", "w2"])
    let quit = try ShellSessionTests.last(["press cmd+q"], in: &session)
    #expect(quit["command"] == "app.quit")
    #expect(try ShellSessionTests.last(["windows"], in: &session)["windows"] == .array([]))
    let pressed = session.run("press cmd+k")
    #expect(pressed?.text.hasSuffix("blocked — the app has quit") == true, "\(pressed?.text ?? "")")
    #expect(pressed?.json.objectValue?["outcome"] == "blocked")
    #expect(pressed?.json.objectValue?["window"] == .null)
    _ = session.run("launch")
    #expect(try ids(&session) == loaded)
    let after = try ShellSessionTests.last(["press cmd+k"], in: &session)
    #expect(after["outcome"] == "performed")
    #expect(after["command"] == "menu.k")
  }

  /// "`why` shows the steps in the order the platform takes them and names the profile",
  /// with no window open on macOS: `why` in JSON lists the appkit profile before the menu.
  @Test("why with no window names the appkit profile in its steps")
  func windowlessWhyProfile() throws {
    var session = try Self.session()
    _ = session.run("close w1")
    _ = session.run("close w2")
    let why = try ShellSessionTests.last(["why cmd+k"], in: &session)
    let steps = why["steps"]?.arrayValue?.compactMap(\.objectValue) ?? []
    let profile = try #require(steps.first { $0["step"] == "profile" })
    #expect(profile["result"]?.stringValue?.hasPrefix("appkit") == true)
    #expect(why["window"] == .null)
    #expect(why["command"] == "menu.k")
  }

  /// "The audit follows the same order: on macOS a menu command with `cmd` hides a local
  /// handler on the same shortcut (the handler is the one reported `shadowed`); on UIKit
  /// platforms the handler hides the command." ⌃ keys go as ⌘ ones (key equivalents), and a
  /// plain key reaches the handler first on every platform.
  @Test(
    "audit's shadowed finding names the side the platform's order hides",
    arguments: [
      ("macOS", "cmd+k", true), ("macOS", "ctrl+k", true), ("macOS", "k", false),
      ("iPadOS", "cmd+k", false), ("iOS", "ctrl+k", false), ("visionOS", "cmd+k", false),
    ])
  func auditShadowedSide(platform: String, key: String, handlerHidden: Bool) throws {
    var session = ShellSession(
      app: try SceneFile.decode(
        #"""
        {"app": "S", "platform": "PLATFORM",
         "commands": [{"id": "menu.k", "title": "Menu K", "menu": "Tools", "shortcut": "KEY"}],
         "templates": {"main": {"kind": "window", "root": {"id": "list", "focusable": true,
           "keys": [{"shortcut": "KEY", "action": "listK"}]}}}}
        """#.replacingOccurrences(of: "PLATFORM", with: platform)
          .replacingOccurrences(of: "KEY", with: key)
      ).app)
    let object = try ShellSessionTests.last(["audit"], in: &session)
    let findings = object["findings"]?.arrayValue?.compactMap(\.objectValue) ?? []
    let shadowed = findings.filter { $0["kind"] == "shadowed" }
    #expect(shadowed.count == 1, "\(findings)")
    let message = shadowed.first?["message"]?.stringValue ?? ""
    #expect(shadowed.first?["commands"] == .array(["menu.k"]))
    #expect(message.contains("handler \"listK\" on main/list never sees the key") == handlerHidden)
    #expect(message.contains("so the command is unreachable by key") == !handlerHidden)
  }

  // MARK: §14

  /// "`open`, `key`, `focus`, `sheet`, `alert` and `unminimize` unhide first" — the two
  /// verbs the shell suites had not run.
  @Test("alert and unminimize unhide the app first", arguments: ["alert warn a1", "unminimize w2"])
  func unhideFirst(line: String) throws {
    var session = try Self.session()
    _ = session.run("minimize w2")
    _ = session.run("press cmd+h")
    #expect(session.app.isHidden)
    let reply = session.run(line)
    #expect(reply?.json.objectValue?["ok"] != false, "\(reply?.text ?? "")")
    #expect(!session.app.isHidden)
    #expect(session.app.keyWindowID == (line.hasPrefix("alert") ? "a1" : "w2"))
  }

  /// "`open`, `key`, `focus`, `sheet`, `alert` and `unminimize` unhide first", read with
  /// §10 "a failure … changes nothing": a verb that fails leaves the app hidden.
  @Test(
    "A failing open, key, focus, sheet, alert or unminimize leaves the app hidden",
    arguments: [
      "open nosuch", "key nosuch", "focus w1/nosuch", "sheet w1 nosuch", "alert nosuch",
      "unminimize w1",
    ])
  func failureStaysHidden(line: String) throws {
    var session = try Self.session()
    _ = session.run("press cmd+h")
    let reply = session.run(line)
    #expect(reply?.json.objectValue?["ok"] == false, "\(reply?.text ?? "")")
    #expect(session.app.isHidden)
    #expect(session.app.keyWindowID == nil)
  }

  /// "`menu` marks default items (`"source": "platform"` in JSON …)": every item the app
  /// did not declare is marked, and no declared one.
  @Test("menu marks exactly the platform's items with source platform")
  func everyDefaultMarked() throws {
    var session = try Self.session()
    let object = try ShellSessionTests.last(["menu"], in: &session)
    let items = (object["menus"]?.arrayValue ?? []).flatMap {
      $0.objectValue?["items"]?.arrayValue ?? []
    }.compactMap(\.objectValue)
    let declared: Set<String> = ["menu.k", "go.back"]
    #expect(items.count > 20)
    for item in items {
      let id = item["id"]?.stringValue ?? ""
      #expect((item["source"] == "platform") == !declared.contains(id), "\(id)")
    }
  }

  // MARK: §21

  /// "`layoutDirection: rtl` (scene file, shell `direction rtl`) mirrors …" with "The
  /// answer's `shortcut` is the typed one, with `keys` (what was pressed) and `layout`".
  @Test("direction rtl: press cmd+] answers the mirrored ⌘[ with its keys and layout")
  func rtlFields() throws {
    var session = try Self.session()
    let object = try ShellSessionTests.last(["direction rtl", "press cmd+]"], in: &session)
    #expect(object["command"] == "go.back")
    #expect(object["shortcut"] == "cmd+[")
    #expect(object["keys"] == "cmd+]")
    #expect(object["layout"] == "us")
  }

  /// "`why` says the system remaps it to a key the simulator does not know": on de the
  /// automatic ⌘[ answers in US spelling and `why`'s JSON steps carry the remapping.
  @Test("why on de lists a remapped step for an automatic ⌘[")
  func whyRemappedJSON() throws {
    var session = try Self.session()
    let why = try ShellSessionTests.last(["layout de", "why cmd+["], in: &session)
    #expect(why["command"] == "go.back")
    let steps = why["steps"]?.arrayValue?.compactMap(\.objectValue) ?? []
    #expect(steps.contains { $0["step"] == "remapped" })
  }

  /// "Audit: `--layouts us,de,fr,...` adds, per layout: … `layout-unreachable` (error): no
  /// single key press types it (⌘ñ `custom` on `de`); `layout-remapped` (info): an
  /// `automatic` shortcut that the system will remap on that layout."
  @Test(
    "audit --layouts de: a custom ⌘ñ is an unreachable error, an automatic ⌘[ a remapped info",
    arguments: [
      ("cmd+ñ", "custom", "layout-unreachable", "error", Int32(1)),
      ("cmd+[", "automatic", "layout-remapped", "info", Int32(0)),
    ])
  func auditLayoutKinds(
    shortcut: String, localization: String, kind: String, severity: String, status: Int32
  ) throws {
    let path = try SpecPartTwoShell.file(
      #"""
      {"app": "L", "platform": "macOS", "defaultCommands": false,
       "commands": [{"id": "x", "title": "X", "menu": "View", "shortcut": "SHORTCUT",
                     "localization": "LOCALIZATION"}]}
      """#.replacingOccurrences(of: "SHORTCUT", with: shortcut)
        .replacingOccurrences(of: "LOCALIZATION", with: localization))
    let run = try ShellBinary.run(["audit", path, "--layouts", "de", "--format", "json"])
    #expect(run.status == status, "\(run.stdout)")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    let findings = try #require(object["findings"] as? [[String: Any]])
    let finding = try #require(findings.first { $0["kind"] as? String == kind }, "\(findings)")
    #expect(finding["severity"] as? String == severity)
    let plain = try ShellBinary.run(["audit", path, "--format", "json"])
    #expect(!plain.stdout.contains(kind))
  }
}
