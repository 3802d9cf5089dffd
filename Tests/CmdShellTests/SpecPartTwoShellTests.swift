import CommandKitLite
import Foundation
import Testing

@testable import cmdshell

/// SPEC Part II through the shell: the verbs' answers and JSON fields (§13–§21), and the
/// audit's output formats and keymap (§23).
enum SpecPartTwoShell {
  /// A session over a scene file given as text.
  static func session(_ text: String) throws -> ShellSession {
    ShellSession(app: try SceneFile.decode(text).app)
  }

  /// The JSON object answering the last of `lines`.
  static func last(_ lines: [String], in session: inout ShellSession) throws -> JSONObject {
    try ShellSessionTests.last(lines, in: &session)
  }

  /// Writes `text` to a fresh temporary file named `name` and returns its path.
  static func file(_ text: String, named name: String = "scene.json") throws -> String {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("speccover-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let url = directory.appendingPathComponent(name)
    try text.write(to: url, atomically: true, encoding: .utf8)
    return url.path
  }

  static let mac = #"""
    {"app": "Shell", "platform": "macOS",
     "commands": [
       {"id": "menu.k", "title": "Menu K", "menu": "Tools", "shortcut": "cmd+k"},
       {"id": "quote", "title": "Quote", "menu": "Tools", "shortcut": "cmd+'"},
       {"id": "dquote", "title": "Double Quote", "menu": "Tools", "shortcut": "cmd+\""},
       {"id": "c.slash", "title": "Comment", "menu": "Edit", "shortcut": "cmd+/",
        "localization": "custom"}],
     "templates": {
       "main": {"kind": "window", "root": {"id": "root", "children": [
         {"id": "list", "focusable": true, "keys": [{"shortcut": "cmd+k", "action": "listK"}]},
         {"id": "field", "textInput": true},
         {"id": "buttons", "controls": [{"title": "OK", "role": "default", "action": "ok"}]}]}},
       "prefs": {"kind": "settings", "root": {"id": "pane", "focusable": true}}},
     "windows": [{"template": "main", "id": "w1", "focus": "list"}]}
    """#
}

/// SPEC §13 in the shell.
@Suite struct SpecPartTwoKeyOrderShellTests {
  // §13 "`why` shows the steps in the order the platform takes them and names the profile
  // (appkit, uikit)."
  @Test(
    "why names the profile", arguments: [("macOS", "appkit"), ("iPadOS", "uikit")])
  func whyProfile(platform: String, profile: String) throws {
    var session = try SpecPartTwoShell.session(
      SpecPartTwoShell.mac.replacingOccurrences(of: "macOS", with: platform))
    let text = session.run("why cmd+k")?.text ?? ""
    #expect(text.contains(profile))
    let outcome = try SpecPartTwoShell.last(["press cmd+k"], in: &session)["outcome"]
    #expect(outcome == (platform == "macOS" ? "performed" : "local"))
  }
}

/// SPEC §14 in the shell.
@Suite struct SpecPartTwoDefaultsShellTests {
  // §14 "`menu` marks default items ("source": "platform" in JSON, dim in text)".
  @Test("menu marks default items with source platform, declared ones without")
  func menuSource() throws {
    var session = try SpecPartTwoShell.session(SpecPartTwoShell.mac)
    let object = try SpecPartTwoShell.last(["menu"], in: &session)
    let items = (object["menus"]?.arrayValue ?? []).flatMap {
      $0.objectValue?["items"]?.arrayValue ?? []
    }.compactMap(\.objectValue)
    let quit = try #require(items.first { $0["id"] == "app.quit" })
    #expect(quit["source"] == "platform")
    let declared = try #require(items.first { $0["id"] == "menu.k" })
    #expect(declared["source"] == nil)
  }

  // §14 "Enter Full Screen toggles a window flag shown by windows (JSON fullScreen)".
  @Test("windows answers fullScreen after ⌃⌘F")
  func fullScreen() throws {
    var session = try SpecPartTwoShell.session(SpecPartTwoShell.mac)
    let object = try SpecPartTwoShell.last(["press ctrl+cmd+f", "windows"], in: &session)
    let w1 = object["windows"]?.arrayValue?.first { $0.objectValue?["id"] == "w1" }
    #expect(w1?.objectValue?["fullScreen"] == true)
  }

  // §14 "unhide (shell verb; App.unhide()) brings the hidden app back with its previous key
  // window; open, key, focus, sheet, alert and unminimize unhide first."
  @Test(
    "Verbs that unhide first",
    arguments: ["open prefs", "key w1", "focus w1/field", "unhide", "sheet w1 prefs s1"])
  func unhideFirst(line: String) throws {
    var session = try SpecPartTwoShell.session(SpecPartTwoShell.mac)
    _ = session.run("press cmd+h")
    #expect(session.app.isHidden)
    _ = session.run(line)
    #expect(!session.app.isHidden)
    #expect(session.app.keyWindowID != nil)
  }

  // The same sentence: `focus NODE` (a path relative to the key window) while hidden.
  @Test("focus with a node of the previous key window unhides first")
  func focusRelativeUnhides() throws {
    var session = try SpecPartTwoShell.session(SpecPartTwoShell.mac)
    _ = session.run("press cmd+h")
    let reply = session.run("focus field")
    #expect(reply?.json.objectValue?["ok"] != false)
    #expect(!session.app.isHidden)
    #expect(session.app.focusedPath?.description == "w1/field")
  }
}

/// SPEC §16 in the shell.
@Suite struct SpecPartTwoControlsShellTests {
  // §16 "(outcome control; JSON node is the node's path and control the control's title)".
  @Test("press answers outcome control with node and control")
  func controlFields() throws {
    var session = try SpecPartTwoShell.session(SpecPartTwoShell.mac)
    let object = try SpecPartTwoShell.last(["press return"], in: &session)
    #expect(object["outcome"] == "control")
    #expect(object["node"] == "w1/buttons")
    #expect(object["control"] == "OK")
  }
}

/// SPEC §18 in the shell.
@Suite struct SpecPartTwoSemanticsShellTests {
  // §18 "`--semantics P` on the audit".
  @Test("audit --semantics swiftui adds fallback-only")
  func auditSemantics() throws {
    let path = try SpecPartTwoShell.file(
      #"""
      {"app": "S", "platform": "macOS",
       "commands": [{"id": "item.pin", "title": "Pin", "menu": "Item",
                     "shortcut": "opt+cmd+p", "requires": "selection"}],
       "templates": {
         "main": {"kind": "window", "root": {"id": "list", "focusable": true,
                                            "values": {"selection": "n1"}}},
         "inspector": {"kind": "panel", "root": {"id": "form", "focusable": true}}}}
      """#)
    let plain = try ShellBinary.run(["audit", path, "--format", "json"])
    #expect(!plain.stdout.contains("fallback-only"))
    let swiftui = try ShellBinary.run([
      "audit", path, "--semantics", "swiftui", "--format", "json",
    ])
    #expect(swiftui.stdout.contains("\"fallback-only\""))
  }
}

/// SPEC §19 in the shell.
@Suite struct SpecPartTwoNotationShellTests {
  // §19 "In the shell, press, why, bind read a shortcut as one word: press cmd+' and
  // press 'cmd+"' both work; quotes only group, never become part of the key."
  @Test(
    "press reads a quoted shortcut as one word",
    arguments: [
      ("press cmd+'", "quote"), (#"press 'cmd+"'"#, "dquote"), (#"press "cmd+'""#, "quote"),
      ("press 'cmd+k'", "menu.k"),
    ])
  func quoted(line: String, command: String) throws {
    var session = try SpecPartTwoShell.session(SpecPartTwoShell.mac)
    let object = try SpecPartTwoShell.last([line], in: &session)
    #expect(object["command"]?.stringValue == command)
  }

  @Test("bind and why read a quoted shortcut as one word")
  func bindQuoted() throws {
    var session = try SpecPartTwoShell.session(SpecPartTwoShell.mac)
    _ = session.run(#"bind 'cmd+"' menu.k"#)
    #expect(
      session.app.effectiveShortcut(of: "menu.k") == (try KeyboardShortcut(parsing: #"cmd+""#)))
    let why = session.run(#"why 'cmd+"'"#)?.json.objectValue
    #expect(why?["command"] == "menu.k" || why?["command"] == "dquote")
  }

  // §19 "cmd+? and shift+cmd+/ … press … as the same key".
  @Test("press shift+cmd+/ reaches Help ⌘?")
  func shiftedPress() throws {
    var session = try SpecPartTwoShell.session(SpecPartTwoShell.mac)
    let object = try SpecPartTwoShell.last(["press shift+cmd+/"], in: &session)
    #expect(object["command"] == "help.appHelp")
  }
}

/// SPEC §21 in the shell.
@Suite struct SpecPartTwoLayoutShellTests {
  // §21 "The answer's shortcut is the typed one, with keys (what was pressed) and layout";
  // "(press shift+cmd+7 on de types ⌘/, the shortcut of a custom ⌘/ command)".
  @Test("press on de answers shortcut, keys and layout")
  func pressFields() throws {
    var session = try SpecPartTwoShell.session(SpecPartTwoShell.mac)
    let object = try SpecPartTwoShell.last(["layout de", "press shift+cmd+7"], in: &session)
    #expect(object["command"] == "c.slash")
    #expect(object["shortcut"] == "cmd+/")
    #expect(object["keys"] == "shift+cmd+7")
    #expect(object["layout"] == "de")
  }

  // §21 "why always says which keys and layout produced which shortcut."
  @Test("why on de names the keys, the layout and the shortcut")
  func whyNamesLayout() throws {
    var session = try SpecPartTwoShell.session(SpecPartTwoShell.mac)
    _ = session.run("layout de")
    let text = session.run("why shift+cmd+7")?.text ?? ""
    #expect(text.contains("de"))
    #expect(text.contains("shift+cmd+7") || text.contains("⇧⌘7"))
    #expect(text.contains("cmd+/") || text.contains("⌘/"))
  }

  // §21 "The answer's shortcut is the typed one, with keys (what was pressed) and layout
  // (in JSON always; in text whenever the layout is not us or the direction is rtl)".
  @Test("On us left to right, JSON names the keys and the layout and the text does not")
  func defaultLayoutNamed() throws {
    var session = try SpecPartTwoShell.session(SpecPartTwoShell.mac)
    let why = session.run("why cmd+k")
    let pressed = session.run("press cmd+k")
    let object = try #require(pressed?.json.objectValue)
    #expect(object["shortcut"] == "cmd+k")
    #expect(object["keys"] == "cmd+k")
    #expect(object["layout"] == "us")
    #expect(why?.json.objectValue?["keys"] == "cmd+k")
    #expect(why?.json.objectValue?["layout"] == "us")
    #expect(pressed?.text.hasPrefix("⌘K (cmd+k)") == true, "\(pressed?.text ?? "")")
    #expect(why?.text.contains("keys cmd+k") == false)
  }

  // §21 "in text whenever the layout is not us or the direction is rtl".
  @Test(
    "The text names the keys and the layout off us or right to left",
    arguments: [
      ("layout de", "keys cmd+k on de → ⌘K (cmd+k)"),
      ("direction rtl", "keys cmd+k on us → ⌘K (cmd+k)"),
    ])
  func textNamesLayout(setting: String, prefix: String) throws {
    var session = try SpecPartTwoShell.session(SpecPartTwoShell.mac)
    _ = session.run(setting)
    let pressed = session.run("press cmd+k")
    #expect(pressed?.text.hasPrefix(prefix) == true, "\(pressed?.text ?? "")")
    #expect(session.run("why cmd+k")?.text.hasPrefix(prefix) == true)
  }

  // §21 "Shell: layout L and direction ltr|rtl".
  @Test("direction answers the direction")
  func direction() throws {
    var session = try SpecPartTwoShell.session(SpecPartTwoShell.mac)
    _ = session.run("direction rtl")
    #expect(session.app.layoutDirection == .rightToLeft)
    _ = session.run("direction ltr")
    #expect(session.app.layoutDirection == .leftToRight)
  }

  // §21 "Audit: --layouts us,de,fr,... adds, per layout: layout-collision (error)".
  @Test("audit --layouts fr reports the ⌘3 custom collision")
  func auditLayouts() throws {
    let path = try SpecPartTwoShell.file(
      #"""
      {"app": "L", "platform": "macOS", "defaultCommands": false,
       "commands": [{"id": "x", "title": "X", "menu": "View", "shortcut": "cmd+3",
                     "localization": "custom"}]}
      """#)
    let run = try ShellBinary.run(["audit", path, "--layouts", "us,fr", "--format", "json"])
    #expect(run.stdout.contains("\"layout-collision\""))
    #expect(run.status == 1)
    let plain = try ShellBinary.run(["audit", path, "--format", "json"])
    #expect(!plain.stdout.contains("layout-collision"))
  }
}

/// SPEC §20 in the shell.
@Suite struct SpecPartTwoAuditPlatformShellTests {
  // §20 "--platform P audits as P, whatever the file says: shortcuts that the file's
  // platform dropped at load are re-checked for P; messages name P's reservations only."
  @Test("audit --platform iPadOS re-checks shortcuts macOS dropped")
  func recheck() throws {
    let path = try SpecPartTwoShell.file(
      #"""
      {"app": "P", "platform": "macOS",
       "commands": [{"id": "up.one", "title": "Up One", "menu": "View", "shortcut": "ctrl+up"},
                    {"id": "up.two", "title": "Up Two", "menu": "View", "shortcut": "ctrl+up"}],
       "templates": {"main": {"kind": "window", "root": {"id": "list", "focusable": true}}}}
      """#)
    let mac = try ShellBinary.run(["audit", path, "--format", "json"])
    #expect(mac.stdout.contains("Mission Control"))
    #expect(!mac.stdout.contains("\"ambiguous\""))
    let pad = try ShellBinary.run(["audit", path, "--platform", "iPadOS", "--format", "json"])
    #expect(pad.stdout.contains("\"ambiguous\""))
    #expect(!pad.stdout.contains("macOS"))
    // The text format also prints the load warnings: the audited platform's only.
    let macText = try ShellBinary.run(["audit", path])
    #expect(macText.stderr.contains("reserved by macOS"))
    let padText = try ShellBinary.run(["audit", path, "--platform", "iPadOS"])
    #expect(!padText.stderr.contains("macOS"), "\(padText.stderr)")
    #expect(!padText.stdout.contains("macOS"), "\(padText.stdout)")
  }
}

/// SPEC §23: audit output for tools and people.
@Suite struct SpecPartTwoAuditOutputShellTests {
  static let flawed = #"""
    {"app": "F", "platform": "macOS", "defaultCommands": false,
     "commands": [
       {"id": "a.one", "title": "One", "menu": "View", "shortcut": "cmd+k"},
       {"id": "a.two", "title": "Two", "menu": "View", "shortcut": "cmd+k"}]}
    """#

  /// Line and column of the value of `a.one`'s `"shortcut"` in `flawed` (1-based): the
  /// decoder keeps the position of the offending shortcut's value.
  static var position: (line: Int, column: Int) {
    let lines = flawed.split(separator: "\n", omittingEmptySubsequences: false)
    let index = lines.firstIndex { $0.contains("a.one") } ?? 0
    let column = (lines[index].range(of: "\"shortcut\"")).map {
      lines[index].distance(from: lines[index].startIndex, to: $0.upperBound) + 3
    }
    return (index + 1, column ?? 0)
  }

  // §23 "sarif: SARIF 2.1.0 …: one rule per finding kind (id, short and full description,
  // help with the fix), results with ruleId, level, message, and a location … with the line
  // and column of the offending shortcut".
  @Test("sarif has version 2.1.0, rules and located results")
  func sarif() throws {
    let path = try SpecPartTwoShell.file(Self.flawed)
    let run = try ShellBinary.run(["audit", path, "--format", "sarif"])
    #expect(run.status == 1)
    let log = try #require(
      try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    #expect(log["version"] as? String == "2.1.0")
    let runs = try #require(log["runs"] as? [[String: Any]])
    let driver = try #require((runs.first?["tool"] as? [String: Any])?["driver"] as? [String: Any])
    let rules = try #require(driver["rules"] as? [[String: Any]])
    let ids = rules.compactMap { $0["id"] as? String }
    #expect(ids.contains("ambiguous"))
    #expect(Set(ids).count == ids.count)
    for rule in rules {
      #expect(rule["shortDescription"] != nil)
      #expect(rule["fullDescription"] != nil)
      #expect(rule["help"] != nil)
    }
    let results = try #require(runs.first?["results"] as? [[String: Any]])
    let result = try #require(results.first { $0["ruleId"] as? String == "ambiguous" })
    #expect(result["level"] as? String == "error")
    #expect((result["message"] as? [String: Any])?["text"] != nil)
    let location = try #require((result["locations"] as? [[String: Any]])?.first)
    let physical = try #require(location["physicalLocation"] as? [String: Any])
    let region = try #require(physical["region"] as? [String: Any])
    #expect(region["startLine"] as? Int == Self.position.line)
    #expect(region["startColumn"] as? Int == Self.position.column)
  }

  // §23 "github: ::error file=F,line=L,col=C::message lines for Actions annotations".
  @Test("github prints ::error file=F,line=L,col=C::message")
  func github() throws {
    let path = try SpecPartTwoShell.file(Self.flawed)
    let run = try ShellBinary.run(["audit", path, "--format", "github"])
    let located = "::error file=\(path),line=\(Self.position.line),col=\(Self.position.column)"
    let lines = run.stdout.split(separator: "\n")
    // The SPEC's form has `::` right after the column.
    #expect(lines.contains { $0.hasPrefix(located + "::") }, "\(run.stdout)")
  }

  // §23 "gcc: F:L:C: error: message, as compilers and Xcode print."
  @Test("gcc prints F:L:C: error: message")
  func gcc() throws {
    let path = try SpecPartTwoShell.file(Self.flawed)
    let run = try ShellBinary.run(["audit", path, "--format", "gcc"])
    let prefix = "\(path):\(Self.position.line):\(Self.position.column): error: "
    #expect(run.stdout.split(separator: "\n").contains { $0.hasPrefix(prefix) }, "\(run.stdout)")
  }

  // §23 "cmdshell keymap FILE.json [--platform P] [--layout L] [--out keymap.html] … a
  // self-contained HTML file (inline SVG, no scripts from elsewhere)".
  @Test("keymap writes a self-contained HTML page with inline SVG")
  func keymap() throws {
    let path = try SpecPartTwoShell.file(Self.flawed)
    let out = URL(fileURLWithPath: path).deletingLastPathComponent()
      .appendingPathComponent("keymap.html")
    let run = try ShellBinary.run([
      "keymap", path, "--platform", "macOS", "--layout", "de", "--out", out.path,
    ])
    #expect(run.status == 0 || run.status == 1)
    let html = try String(contentsOf: out, encoding: .utf8)
    #expect(html.lowercased().contains("<html"))
    #expect(html.contains("<svg"))
    #expect(!html.contains("<script src"))
    #expect(!html.contains("http://") || html.contains("xmlns=\"http://www.w3.org"))
    // Conflicting keys carry the finding's message.
    #expect(html.contains("both enabled"))
  }

  // §23 "github: ::error …" and "gcc: F:L:C: error: message": warnings and infos keep the
  // same form with their own word.
  @Test("github and gcc word warnings and infos")
  func severityWords() throws {
    let path = try SpecPartTwoShell.file(
      #"""
      {"app": "W", "platform": "macOS", "defaultCommands": false,
       "commands": [
         {"id": "x.bold", "title": "Boldly", "menu": "Format", "shortcut": "cmd+b"},
         {"id": "find.next", "title": "Find Next", "menu": "Edit", "shortcut": "cmd+g",
          "requires": "never"},
         {"id": "app.g", "title": "App G", "menu": "Edit", "shortcut": "cmd+g"}],
       "templates": {"main": {"kind": "window", "root": {"id": "list", "focusable": true}}}}
      """#)
    let gcc = try ShellBinary.run(["audit", path, "--format", "gcc"])
    #expect(gcc.status == 0)
    #expect(gcc.stdout.contains("\(path):4:74: warning: "), "\(gcc.stdout)")
    #expect(gcc.stdout.contains("\(path):3:70: note: "), "\(gcc.stdout)")
    let github = try ShellBinary.run(["audit", path, "--format", "github"])
    #expect(github.stdout.contains("::warning file=\(path),line=4,col=74"))
    #expect(github.stdout.contains("::notice file=\(path),line=3,col=70"))
  }
}

/// Issue 26's "done means", in the demo: ⌥⌘I on every layout, Quit until launch.
@Suite struct DemoOnEveryLayoutShellTests {
  // §21 "so ⌥⌘I is ⌥⌘I on every layout".
  @Test("press opt+cmd+i opens the inspector on every layout", arguments: KeyboardLayout.ids)
  func inspector(layout: String) throws {
    var session = ShellSession(app: DemoApp.make())
    _ = session.run("layout \(layout)")
    let object = try SpecPartTwoShell.last(["press opt+cmd+i"], in: &session)
    #expect(object["outcome"] == "performed")
    #expect(object["command"] == "view.inspector")
    #expect(object["layout"] == .string(layout))
    #expect(session.app.keyWindowID == "inspector")
  }

  // §13 "every later press is blocked … and launch … starts it again with the file's
  // initial windows".
  @Test("In the demo, presses after Quit are blocked until launch brings w1 back")
  func quitUntilLaunch() throws {
    var session = ShellSession(app: DemoApp.make())
    _ = session.run("press cmd+q")
    for key in ["cmd+n", "delete", "opt+cmd+i"] {
      #expect(try SpecPartTwoShell.last(["press \(key)"], in: &session)["outcome"] == "blocked")
    }
    _ = session.run("launch")
    #expect(session.app.windows.map(\.id) == ["w1"])
    #expect(try SpecPartTwoShell.last(["press delete"], in: &session)["outcome"] == "performed")
  }
}
