import CommandKitLite
import Foundation
import Testing

@testable import cmdshell

/// SPEC §10 (cmdshell), sentence by sentence: the verbs whose effect no other suite
/// checks, the fields every `--json` reply must carry, "a failure changes nothing" for
/// every verb that can fail, and the `audit` command line's exit statuses.
@Suite struct SpecSentences10Tests {
  static func session() throws -> ShellSession { try ShellSessionTests.session() }

  static func last(_ lines: [String], in session: inout ShellSession) throws -> JSONObject {
    try ShellSessionTests.last(lines, in: &session)
  }

  /// What a session shows of its state, through read-only verbs run on a copy.
  static func digest(_ session: ShellSession) -> [String] {
    var copy = session
    return ["windows", "tree", "chain", "menu", "value selection", "a11y", "overlay"].map {
      "\($0): \(copy.run($0)?.json.description ?? "nil")"
    } + ["app: \(session.app.name) on \(session.app.platform)"]
  }

  /// Lines that fail on the notes scene (`w1` with `list`, `editor`; `inspector` a panel).
  static let failingLines = [
    "focus w1/nowhere", "close nope", "key nope", "minimize nope", "unminimize nope",
    "move w1 moon", "move w1 external", "move nope main", "open nope", "open main w1",
    "sheet nope inspector", "sheet w1 nope", "alert nope", "dismiss w1", "dismiss nope",
    "tree nope", "select w1/list n9", "select w1/nowhere n1", "deselect w1/nowhere",
    "set app x {oops", "set w1/nowhere k 1", "unset w1/nowhere k", "hide w1/nowhere",
    "show w1/nowhere", "disable w1/nowhere", "enable w1/nowhere", "menu Nope",
    "press cmd+retrun", "why cmd+retrun", "invoke nope", "bind cmd+space note.pin",
    "bind cmd+k nope", "unbind nope", "contextmenu w1/editor", "contextmenu w1/nowhere",
    "a11y focus w1/nowhere", "a11y nope", "load /nonexistent/scene.json",
    "restore /nonexistent/session.json", "platform nope", "audit --platform nope",
    "help nope", "presss delete", "value", "unminimize w1", "a11y perform", "display nope",
    "tab extra",
  ]

  /// "a failure has `"error": {"code": "...", "message": "..."}` and changes nothing."
  @Test(
    "A failing line answers ok false with code and message and changes nothing",
    arguments: failingLines)
  func failureChangesNothing(_ line: String) throws {
    var session = try Self.session()
    _ = session.run("select w1/list n1 n2")
    let before = Self.digest(session)
    let result = session.run(line)
    let reply = try #require(result)
    let object = try #require(reply.json.objectValue)
    #expect(object["ok"] == false, "\(reply.json)")
    let error = try #require(object["error"]?.objectValue)
    #expect(error["code"]?.stringValue?.isEmpty == false)
    #expect(error["message"]?.stringValue?.isEmpty == false)
    #expect(Self.digest(session) == before)
  }

  /// A line, and the fields its `--json` object must carry (SPEC §10 "Required fields").
  struct FieldsCase: Sendable, CustomTestStringConvertible {
    let setup: [String]
    let line: String
    let fields: Set<String>
    var testDescription: String { line }
  }

  static let fieldCases: [FieldsCase] = [
    .init(setup: [], line: "press delete", fields: ["outcome", "shortcut", "window"]),
    .init(setup: [], line: "why delete", fields: ["outcome", "shortcut", "window", "steps"]),
    .init(setup: [], line: "invoke edit.delete", fields: ["outcome", "command", "provider"]),
    .init(setup: [], line: "value folder", fields: ["key", "value", "provider"]),
    .init(setup: [], line: "chain", fields: ["window", "chain"]),
    .init(setup: [], line: "focus editor", fields: ["window", "focused"]),
    .init(setup: [], line: "tab", fields: ["window", "focused"]),
    .init(setup: [], line: "backtab", fields: ["window", "focused"]),
    .init(setup: [], line: "hide w1/sidebar", fields: ["window", "focused"]),
    .init(setup: ["hide w1/sidebar"], line: "show w1/sidebar", fields: ["window", "focused"]),
    .init(setup: [], line: "disable w1/sidebar", fields: ["window", "focused"]),
    .init(
      setup: ["disable w1/sidebar"], line: "enable w1/sidebar", fields: ["window", "focused"]),
    .init(setup: [], line: "windows", fields: ["windows"]),
    .init(setup: [], line: "menu", fields: ["menus"]),
    .init(setup: [], line: "overlay", fields: ["groups"]),
    .init(setup: [], line: "a11y", fields: ["element", "actions"]),
    .init(setup: [], line: "a11y perform Pin", fields: ["outcome", "provider"]),
    .init(setup: [], line: "a11y escape", fields: ["outcome", "provider"]),
    .init(setup: [], line: "a11y magictap", fields: ["outcome", "provider"]),
    .init(setup: [], line: "contextmenu w1/list", fields: ["node", "selection", "items"]),
    .init(setup: [], line: "audit", fields: ["findings", "summary"]),
  ]

  /// "Every line gets one object with `"ok": true|false`" and, per verb, the required
  /// fields of SPEC §10's list.
  @Test("Each verb's JSON object carries its required fields", arguments: fieldCases)
  func requiredFields(_ c: FieldsCase) throws {
    var session = try Self.session()
    let object = try Self.last(c.setup + [c.line], in: &session)
    #expect(object["ok"] == true, "\(object)")
    let missing = c.fields.subtracting(object.keys)
    #expect(missing.isEmpty, "\(c.line) lacks \(missing.sorted())")
  }

  /// "`overlay`: `groups`: list of `{"menu", "items": [{"id", "title", "shortcut"}]}`"; and
  /// "`why` adds `steps`: a list of `{"step": ..., "result": ...}`"; and "`chain`:
  /// `window`, `chain`: list of `{"provider": ..., "values": {...}}`".
  @Test("overlay items, why steps and chain links have exactly their fields")
  func nestedFields() throws {
    var session = try Self.session()
    let overlay = try Self.last(["overlay"], in: &session)
    let groups = try #require(overlay["groups"]?.arrayValue)
    #expect(!groups.isEmpty)
    for group in groups {
      let object = try #require(group.objectValue)
      #expect(object["menu"]?.stringValue != nil)
      for item in object["items"]?.arrayValue ?? [] {
        let keys = Set(item.objectValue?.keys ?? [])
        #expect(keys.isSuperset(of: ["id", "title", "shortcut"]), "\(item)")
        #expect(item.objectValue?["shortcut"]?.stringValue != nil, "only items with shortcuts")
      }
    }
    let why = try Self.last(["why delete"], in: &session)
    let steps = try #require(why["steps"]?.arrayValue)
    #expect(!steps.isEmpty)
    for step in steps {
      #expect(step.objectValue?["step"]?.stringValue != nil, "\(step)")
      #expect(step.objectValue?["result"]?.stringValue != nil, "\(step)")
    }
    let chainReply = try Self.last(["focus editor", "chain"], in: &session)
    let chain = try #require(chainReply["chain"]?.arrayValue)
    let links = chain.compactMap(\.objectValue)
    #expect(links.count == chain.count)
    // Innermost first: the focused node leads, then its ancestors, then the window.
    #expect(links.first?["provider"] == "w1/editor")
    #expect(links.first?["values"]?.objectValue?["document"] == "n1")
    #expect(links.allSatisfy { $0["values"]?.objectValue != nil })
    let providers = links.compactMap { $0["provider"]?.stringValue }
    let scene = try #require(providers.firstIndex(of: "scene:w1"))
    #expect(providers.firstIndex(of: "w1/root").map { $0 < scene } ?? true)
  }

  /// A press, and what its outcome must carry ("`press`/`why`: `outcome` …, and where they
  /// apply `command`, `provider` (as in §2), `node`, `reserved` (`{"use": "Spotlight"}`)").
  struct OutcomeCase: Sendable, CustomTestStringConvertible {
    let setup: [String]
    let press: String
    let outcome: String
    let fields: [String: JSONValue]
    var testDescription: String { outcome }
  }

  static let outcomeCases: [OutcomeCase] = [
    .init(
      setup: [], press: "delete", outcome: "performed",
      fields: ["command": "edit.delete", "provider": "w1/list", "window": "w1"]),
    .init(setup: [], press: "up", outcome: "local", fields: ["node": "w1/list"]),
    .init(
      setup: ["focus editor"], press: "delete", outcome: "consumed",
      fields: ["node": "w1/editor"]),
    .init(
      setup: ["deselect w1/list"], press: "delete", outcome: "disabled",
      fields: ["command": "edit.delete"]),
    .init(setup: [], press: "tab", outcome: "focus", fields: ["window": "w1"]),
    .init(setup: [], press: "f13", outcome: "unhandled", fields: ["window": "w1"]),
    .init(setup: ["press cmd+q"], press: "delete", outcome: "blocked", fields: [:]),
  ]

  /// "`press`/`why`: `outcome` (`performed`, `local`, `consumed`, `disabled`, `reserved`,
  /// `blocked`, `focus`, `unhandled`), `shortcut` (canonical), `window`, and where they
  /// apply `command`, `provider`, `node`": `why` gives the same decision without acting.
  @Test("press and why answer each outcome with the fields that apply", arguments: outcomeCases)
  func outcomes(_ c: OutcomeCase) throws {
    for verb in ["why", "press"] {
      var session = try Self.session()
      let before = Self.digest(session)
      let object = try Self.last(c.setup + ["\(verb) \(c.press)"], in: &session)
      #expect(object["outcome"]?.stringValue == c.outcome, "\(verb): \(object)")
      #expect(object["shortcut"]?.stringValue == c.press, "\(verb)")
      #expect(object.keys.contains("window"), "\(verb)")
      for (key, value) in c.fields { #expect(object[key] == value, "\(verb) \(key)") }
      if verb == "why" && c.setup.isEmpty { #expect(Self.digest(session) == before) }
    }
  }

  /// "`reserved` (`{"use": "Spotlight"}`)": a reserved press names the reservation's use.
  @Test("A reserved press names what the platform reserves it for")
  func reservedUse() throws {
    var session = try Self.session()
    let object = try Self.last(["press cmd+space"], in: &session)
    #expect(object["outcome"] == "reserved")
    let use = try #require(object["reserved"]?.objectValue?["use"]?.stringValue)
    #expect(use.contains("Spotlight"))
  }

  /// "`invoke`: `outcome` (`performed` or `disabled`), `command`, `provider`."
  @Test("invoke of a disabled command answers disabled with the command")
  func invokeDisabled() throws {
    var session = try Self.session()
    let object = try Self.last(["deselect w1/list", "invoke edit.delete"], in: &session)
    #expect(object["outcome"] == "disabled")
    #expect(object["command"] == "edit.delete")
  }

  /// "`audit`: `findings` (see §11) and `summary` `{"errors", "warnings", "infos"}`": the
  /// summary counts the findings by severity, and `audit --platform P` audits for P.
  @Test(
    "audit's summary counts its findings by severity",
    arguments: ["audit", "audit --platform iPadOS"])
  func auditSummary(_ line: String) throws {
    var session = try Self.session()
    let object = try Self.last([line], in: &session)
    let findings = try #require(object["findings"]?.arrayValue).compactMap(\.objectValue)
    let summary = try #require(object["summary"]?.objectValue)
    #expect(Set(summary.keys) == ["errors", "warnings", "infos"])
    for (key, severity) in [("errors", "error"), ("warnings", "warning"), ("infos", "info")] {
      let count = findings.filter { $0["severity"]?.stringValue == severity }.count
      #expect(summary[key] == .number(Double(count)), "\(key)")
    }
  }

  /// "`load FILE`, `demo` | replace the app (a failed load keeps the current app)".
  @Test("demo and load replace the app; a failed load keeps it")
  func demoAndLoad() throws {
    var session = try Self.session()
    let notes = session.app.templates.map(\.name)
    let demo = DemoApp.make().templates.map(\.name)
    #expect(notes != demo)
    #expect(session.run("demo")?.error == nil)
    #expect(session.app.templates.map(\.name) == demo)
    let file = TranscriptTests.directory.appendingPathComponent("notes.json").path
    #expect(session.run("load \(file)")?.error == nil)
    #expect(session.app.templates.map(\.name) == notes)
    #expect(session.run("demo")?.error == nil)
    #expect(session.run("load /nonexistent/x.json")?.error != nil)
    #expect(session.app.templates.map(\.name) == demo)
  }

  /// "`open TEMPLATE [ID]` | opens a new window from a template; it becomes key".
  @Test("open with and without an id opens a window that becomes key")
  func openBecomesKey() throws {
    for line in ["open main", "open main w7"] {
      var session = try Self.session()
      let opened = try Self.last([line], in: &session)
      let id = try #require(opened["window"]?.stringValue)
      #expect(line.hasSuffix("w7") ? id == "w7" : id != "w1")
      let listed = try Self.last(["windows"], in: &session)
      let windows = try #require(listed["windows"]?.arrayValue)
      #expect(windows.first?.objectValue?["id"]?.stringValue == id)
      #expect(windows.first?.objectValue?["key"] == true)
      #expect(windows.count == 2)
    }
  }

  /// "`tree [W]` | the view tree with focus, flags and published values": without W the
  /// key window's, with W that window's.
  @Test("tree shows the key window's tree, or the named window's")
  func tree() throws {
    var session = try Self.session()
    let nodes = { (object: JSONObject) -> [String] in
      object["nodes"]?.arrayValue?.compactMap { $0.objectValue?["id"]?.stringValue } ?? []
    }
    let keyTree = try Self.last(["tree"], in: &session)
    #expect(keyTree["window"] == "w1")
    #expect(nodes(keyTree).contains("editor") && nodes(keyTree).contains("list"))
    let inspector = try Self.last(["open inspector", "tree"], in: &session)
    #expect(inspector["window"] == "inspector")
    #expect(!nodes(inspector).contains("editor"))
    let named = try Self.last(["tree w1"], in: &session)
    #expect(named["window"] == "w1")
    #expect(nodes(named) == nodes(keyTree))
  }

  /// "`display connect`, `display disconnect` | external display", with "`move W
  /// main|external`".
  @Test("display connect lets a window move to the external display; disconnect brings it back")
  func display() throws {
    var session = try Self.session()
    let displays = { (session: inout ShellSession) throws -> [String] in
      let windows = try Self.last(["windows"], in: &session)["windows"]?.arrayValue ?? []
      return windows.compactMap { $0.objectValue?["display"]?.stringValue }
    }
    #expect(session.run("display connect")?.error == nil)
    #expect(session.run("move w1 external")?.error == nil)
    #expect(try displays(&session) == ["external"])
    #expect(session.run("move w1 main")?.error == nil)
    #expect(try displays(&session) == ["main"])
    _ = session.run("move w1 external")
    #expect(session.run("display disconnect")?.error == nil)
    #expect(try displays(&session) == ["main"])
  }

  /// "`save FILE`, `restore FILE` | session state".
  @Test("restore brings back the windows, focus and selection save wrote")
  func saveAndRestore() throws {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("spec10-\(UUID().uuidString).json")
    defer { try? FileManager.default.removeItem(at: file) }
    var session = try Self.session()
    _ = session.run("select w1/list n2")
    let before = Self.digest(session)
    #expect(session.run("save \(file.path)")?.error == nil)
    _ = session.run("focus editor")
    _ = session.run("open main w2")
    _ = session.run("deselect w1/list")
    #expect(Self.digest(session) != before)
    #expect(session.run("restore \(file.path)")?.error == nil)
    #expect(Self.digest(session) == before)
  }

  /// "`platform P` | switch the platform", and "`quit` | leaves".
  @Test("platform switches the app's platform; quit ends the session")
  func platformAndQuit() throws {
    var session = try Self.session()
    #expect(session.run("platform iPadOS")?.error == nil)
    #expect(session.app.platform == .iPadOS)
    #expect(session.run("quit")?.quit == true)
    #expect(session.run("windows")?.quit != true)
  }

  /// Runs `cmdshell audit` with `arguments`.
  static func audit(_ arguments: [String]) throws -> ShellBinary.Run {
    try ShellBinary.run(["audit"] + arguments)
  }

  static func writeScene(_ text: String) throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("spec10-\(UUID().uuidString).json")
    try Data(text.utf8).write(to: url)
    return url
  }

  /// A scene whose audit finds no error.
  static let clean = #"""
    {"app": "Clean", "platform": "macOS",
     "commands": [{"id": "tools.go", "title": "Go", "menu": "Tools", "shortcut": "ctrl+opt+cmd+g"}],
     "templates": {"main": {"root": {"id": "r", "focusable": true}}}}
    """#

  /// A scene whose audit finds an error: ⌘Space is reserved by macOS.
  static let reserved = #"""
    {"app": "Bad", "platform": "macOS",
     "commands": [{"id": "tools.go", "title": "Go", "menu": "Tools", "shortcut": "cmd+space"}],
     "templates": {"main": {"root": {"id": "r", "focusable": true}}}}
    """#

  /// "`cmdshell audit FILE.json [--platform P] [--format text|json]` runs the audit and
  /// exits 1 when it finds an error, 2 when the file cannot be loaded or the arguments are
  /// wrong" (and 0 otherwise).
  @Test("cmdshell audit exits 0 clean, 1 on an error, 2 on a bad file or bad arguments")
  func auditExitStatus() throws {
    let clean = try Self.writeScene(Self.clean)
    let bad = try Self.writeScene(Self.reserved)
    let broken = try Self.writeScene(#"{"app": "X", "comands": []}"#)
    defer { for url in [clean, bad, broken] { try? FileManager.default.removeItem(at: url) } }
    let cases: [([String], Int32)] = [
      ([clean.path], 0), ([clean.path, "--format", "json"], 0),
      ([clean.path, "--format", "text", "--platform", "iPadOS"], 0),
      ([bad.path], 1), ([bad.path, "--format", "json"], 1),
      ([bad.path, "--platform", "macOS", "--format", "text"], 1),
      ([broken.path], 2), (["/nonexistent/x.json"], 2), ([], 2),
      ([clean.path, "--format", "yaml"], 2), ([clean.path, "--platform", "amiga"], 2),
      ([clean.path, "--frmat", "json"], 2), ([clean.path, bad.path], 2),
      ([clean.path, "--platform"], 2), ([bad.path, "--format"], 2),
    ]
    for (arguments, status) in cases {
      let run = try Self.audit(arguments)
      #expect(run.status == status, "audit \(arguments): \(run.stdout)\(run.stderr)")
    }
  }

  /// "`--format text|json`": JSON output is one object with `findings` and `summary`.
  @Test("cmdshell audit --format json prints findings and a summary")
  func auditJSON() throws {
    let bad = try Self.writeScene(Self.reserved)
    defer { try? FileManager.default.removeItem(at: bad) }
    let run = try Self.audit([bad.path, "--format", "json"])
    let object = try #require(try JSONParser().parse(run.stdout).objectValue)
    let findings = try #require(object["findings"]?.arrayValue).compactMap(\.objectValue)
    #expect(findings.contains { $0["kind"] == "reserved" && $0["shortcut"] == "cmd+space" })
    #expect(
      object["summary"]?.objectValue?["errors"]
        == .number(Double(findings.count { $0["severity"] == "error" })))
  }

  /// "`cmdshell --script FILE` runs lines from a file … and exits (status 0, or 1 with
  /// `--strict` on an error)", in text mode too; "Lines starting with `#` and blank lines
  /// are ignored."
  @Test("A script file runs in text mode; --strict makes an error exit 1")
  func scriptFileTextMode() throws {
    let notes = TranscriptTests.directory.appendingPathComponent("notes.json").path
    let script = FileManager.default.temporaryDirectory
      .appendingPathComponent("spec10-\(UUID().uuidString).cmds")
    try Data("# a comment\n\nfocus nowhere\n   \nwindows\n".utf8).write(to: script)
    defer { try? FileManager.default.removeItem(at: script) }
    let lenient = try ShellBinary.run([notes, "--script", script.path])
    #expect(lenient.status == 0)
    #expect(lenient.stdout.contains("w1"))
    let strict = try ShellBinary.run([notes, "--script", script.path, "--strict"])
    #expect(strict.status == 1)
    #expect(!strict.stdout.contains("TEMPLATE"))
    let json = try ShellBinary.run([notes, "--script", script.path, "--json"])
    #expect(json.stdout.split(separator: "\n").count == 2)
  }

  /// A partial line and a candidate tab completion must offer.
  struct CompletionCase: Sendable, CustomTestStringConvertible {
    let what: String
    let line: String
    let candidate: String
    var testDescription: String { what }
  }

  static let completionCases: [CompletionCase] = [
    .init(what: "verb", line: "pre", candidate: "press"),
    .init(what: "window id", line: "key w", candidate: "w1"),
    .init(what: "window id of sheet", line: "sheet w", candidate: "w1"),
    .init(what: "template", line: "open insp", candidate: "inspector"),
    .init(what: "node path", line: "focus w1/ed", candidate: "w1/editor"),
    .init(what: "node path of hide", line: "hide w1/si", candidate: "w1/sidebar"),
    .init(what: "command id", line: "invoke edit.de", candidate: "edit.delete"),
    .init(what: "command id after a key", line: "bind cmd+k note.p", candidate: "note.pin"),
    .init(what: "key", line: "press cmd+ret", candidate: "cmd+return"),
  ]

  /// "Interactive sessions have … tab completion of verbs, window ids, node paths, command
  /// ids and keys."
  @Test(
    "Tab completion offers verbs, window ids, node paths, command ids and keys",
    arguments: completionCases)
  func completion(_ c: CompletionCase) throws {
    let session = try Self.session()
    let candidates = Completer.complete(session, line: c.line, cursor: c.line.count).candidates
    #expect(candidates.contains(c.candidate), "\(candidates)")
  }

  /// "`hide PATH`, `show PATH`, `disable PATH`, `enable PATH` | change a node's flags
  /// (focus is repaired as §5 says)": "If the focused node becomes unavailable, focus moves
  /// to the nearest available focusable ancestor, or none."
  @Test(
    "hide and disable move focus to the nearest focusable ancestor, or none",
    arguments: ["hide", "disable"])
  func focusRepair(_ verb: String) throws {
    let scene = #"""
      {"app": "Repair", "platform": "macOS",
       "templates": {"main": {"root": {"id": "root", "children": [
         {"id": "outer", "focusable": true, "children": [
           {"id": "plain", "children": [{"id": "leaf", "focusable": true}]}]},
         {"id": "other", "focusable": true}]}}},
       "windows": [{"template": "main", "id": "w1", "focus": "leaf"}]}
      """#
    var session = ShellSession(app: try SceneFile.decode(scene).app)
    let undo = verb == "hide" ? "show" : "enable"
    #expect(try Self.last(["\(verb) w1/leaf"], in: &session)["focused"] == "w1/outer")
    // Making the node available again does not take the focus back.
    #expect(try Self.last(["\(undo) w1/leaf"], in: &session)["focused"] == "w1/outer")
    _ = session.run("focus w1/leaf")
    #expect(try Self.last(["\(verb) w1/outer"], in: &session)["focused"] == .null)
    #expect(
      try Self.last(["focus w1/other", "\(verb) w1/leaf"], in: &session)["focused"]
        == "w1/other")
  }

  /// "`audit [--platform P]` | the shortcut audit of the loaded app": with `--platform`
  /// the audit reads P's reserved shortcuts, and the session stays on its own platform.
  @Test("audit --platform audits for that platform without switching the session's")
  func auditForAnotherPlatform() throws {
    let scene = #"""
      {"app": "H", "platform": "macOS",
       "commands": [{"id": "tools.h", "title": "H", "menu": "Tools", "shortcut": "cmd+h"}],
       "templates": {"main": {"root": {"id": "r", "focusable": true}}}}
      """#
    var session = ShellSession(app: try SceneFile.decode(scene).app)
    let reserved = { (object: JSONObject) -> Bool in
      (object["findings"]?.arrayValue ?? []).contains {
        $0.objectValue?["kind"] == "reserved" && $0.objectValue?["commands"] == ["tools.h"]
      }
    }
    #expect(!reserved(try Self.last(["audit"], in: &session)))
    #expect(reserved(try Self.last(["audit --platform iPadOS"], in: &session)))
    #expect(session.app.platform == .macOS)
    #expect(try Self.last(["press cmd+h"], in: &session)["outcome"] != "reserved")
  }

  static let contextScene = #"""
    {"app": "C", "platform": "macOS", "appValues": {"store": "s"},
     "commands": [
       {"id": "file.newNote", "title": "New Note", "menu": "File", "requires": "store"},
       {"id": "edit.delete", "title": "Delete", "menu": "Edit", "requires": "selection",
        "enabledIf": "nonEmpty"},
       {"id": "note.merge", "title": "Merge", "menu": "Note", "requires": "selection"},
       {"id": "note.rename", "title": "Rename", "menu": "Note", "requires": "selection"}],
     "templates": {"main": {"root": {"id": "root", "children": [
       {"id": "list", "focusable": true, "selectable": true, "items": ["n1", "n2"],
        "contextMenu": {"empty": ["file.newNote"], "single": ["note.rename"],
                        "multiple": ["edit.delete", "note.merge"]}},
       {"id": "other", "focusable": true}]}}},
     "windows": [{"template": "main", "id": "w1", "focus": "other"}]}
    """#

  /// "`contextmenu PATH` | the context menu for that node's selection": with SPEC §7's
  /// "with one item selected the menu is `single` followed by `multiple`, with several just
  /// `multiple`", answered with `node`, `selection` and `items` of `{"id", "title",
  /// "enabled"}`, wherever the focus is.
  @Test(
    "contextmenu picks the empty, single or multiple list by the selection",
    arguments: [
      ([String](), ["file.newNote"]), (["n2"], ["note.rename", "edit.delete", "note.merge"]),
      (["n1", "n2"], ["edit.delete", "note.merge"]),
    ])
  func contextMenuBySelection(_ selection: [String], _ items: [String]) throws {
    var session = ShellSession(app: try SceneFile.decode(Self.contextScene).app)
    let select =
      selection.isEmpty ? "deselect w1/list" : "select w1/list \(selection.joined(separator: " "))"
    let object = try Self.last([select, "contextmenu w1/list"], in: &session)
    #expect(object["node"] == "w1/list")
    #expect(object["selection"] == .array(selection.map(JSONValue.string)))
    let entries = try #require(object["items"]?.arrayValue).compactMap(\.objectValue)
    #expect(entries.compactMap { $0["id"]?.stringValue } == items)
    #expect(entries.allSatisfy { Set($0.keys).isSuperset(of: ["id", "title", "enabled"]) })
    #expect(entries.allSatisfy { $0["enabled"] == true })
    #expect(session.app.focusedPath == NodePath(window: "w1", node: "other"))
  }

  /// "`sheet W TEMPLATE [ID]`, `alert TEMPLATE [ID]`, `dismiss W` | modals": a sheet
  /// blocks its window only, an alert every window, and dismissing gives the key back.
  @Test("A sheet blocks its window, an alert every window; dismiss gives the key back")
  func modals() throws {
    var session = try Self.session()
    let blocked = { (session: inout ShellSession) throws -> [String: Bool] in
      let windows = try Self.last(["windows"], in: &session)["windows"]?.arrayValue ?? []
      var result: [String: Bool] = [:]
      for case .object(let window) in windows {
        result[window["id"]?.stringValue ?? "?"] = window["blocked"]?.boolValue
      }
      return result
    }
    _ = session.run("open main w2")
    #expect(try Self.last(["sheet w1 inspector s"], in: &session)["key"] == "s")
    #expect(try blocked(&session) == ["s": false, "w1": true, "w2": false])
    #expect(try Self.last(["dismiss s"], in: &session)["key"] == "w1")
    #expect(try blocked(&session) == ["w1": false, "w2": false])
    #expect(try Self.last(["alert inspector a"], in: &session)["key"] == "a")
    #expect(try blocked(&session) == ["a": false, "w1": true, "w2": true])
    #expect(try Self.last(["dismiss a"], in: &session)["key"] == "w1")
    #expect(try blocked(&session) == ["w1": false, "w2": false])
  }
}
