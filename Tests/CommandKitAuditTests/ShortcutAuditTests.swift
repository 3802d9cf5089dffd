import CommandKitAudit
import CommandKitLite
import CommandKitTestSupport
import Testing

@Suite("Shortcut audit")
struct ShortcutAuditTests {
  static func cleanApp() throws -> App {
    try AuditFixture.app(
      commands: [
        AuditFixture.command("file.new", "New", shortcut: "cmd+n", menu: "File"),
        AuditFixture.command(
          "edit.copy", "Copy", shortcut: "cmd+c", requires: "selection",
          enabledIf: .nonEmpty),
        AuditFixture.command(
          "view.showSidebar", "Toggle Sidebar", shortcut: "ctrl+cmd+s",
          requires: "sidebarVisible", menu: "View",
          effect: .toggle(key: "sidebarVisible")),
        AuditFixture.command(
          "note.pin", "Pin", shortcut: "opt+cmd+p", requires: "item",
          menu: "Note"),
      ] + AuditFixture.editItems(except: ["edit.copy"]),
      templates: [
        {
          var window = AuditFixture.notesWindow(listHandlers: [("up", "selectPrevious")])
          window.sceneValues = FocusedValues(JSONObject([("sidebarVisible", true)]))
          return window
        }()
      ])
  }

  @Test("A clean app has no findings")
  func cleanAppHasNoFindings() throws {
    let report = try Self.cleanApp().audit()
    #expect(report.findings == [])
    #expect(report.summary == AuditReport.Summary(errors: 0, warnings: 0, infos: 0))
    #expect(!report.hasErrors)
    #expect(report.text(colour: false) == "0 errors, 0 warnings, 0 infos")
  }

  @Test("The notes app of SPEC §9 is clean: New Note on cmd+n is a New (§20), Edit items default")
  func notesApp() throws {
    // The platform's default Edit items (SPEC §14) serve its text editor.
    let report = try Fixtures.notes().audit()
    #expect(report.findings.map(\.kind) == [])
    // Without them, the editor lacks Cut, Copy, Paste, Select All and Undo.
    var bare = try Fixtures.notes()
    bare.setDefaultCommandOptions(.none)
    #expect(bare.audit().findings.map(\.kind) == [.missingEditCommands])
  }

  @Test("A panel's contexts are also taken with each main-window context")
  func panelWithMainWindow() throws {
    let inspector = WindowTemplate(
      "inspector", kind: .panel,
      root: ViewNode("form").focusable().focusedValue(named: "style", "bold"))
    let app = try AuditFixture.app(
      commands: [
        AuditFixture.command("doc.run", "Run", shortcut: "cmd+r", requires: "document"),
        AuditFixture.command("style.reset", "Reset Style", shortcut: "cmd+r", requires: "style"),
      ],
      templates: [AuditFixture.notesWindow(), inspector])
    let finding = try #require(AuditFixture.findings(app, .ambiguous).first)
    #expect(finding.contexts == ["inspector/form+main/editor"])
    #expect(finding.commands == ["doc.run", "style.reset"])
  }

  @Test("A sheet blocks the window behind it, so it is not paired")
  func sheetStandsAlone() throws {
    let sheet = WindowTemplate(
      "export", kind: .sheet,
      root: ViewNode("form").focusable().focusedValue(named: "style", "bold"))
    let app = try AuditFixture.app(
      commands: [
        AuditFixture.command("doc.run", "Run", shortcut: "cmd+r", requires: "document"),
        AuditFixture.command("style.reset", "Reset Style", shortcut: "cmd+r", requires: "style"),
      ],
      templates: [AuditFixture.notesWindow(), sheet])
    #expect(AuditFixture.findings(app, .ambiguous).isEmpty)
    #expect(AuditFixture.findings(app, .duplicate).count == 1)
  }

  @Test("Hidden nodes are contexts by default, and not with the excluded policy")
  func hiddenNodes() throws {
    let root = ViewNode(
      "root",
      children: [
        ViewNode("a").focusable(),
        ViewNode("panel", children: [ViewNode("b").focusable().focusedValue(named: "k", 1)])
          .hidden(),
      ])
    let app = try AuditFixture.app(
      commands: [
        AuditFixture.command("x.one", "One", shortcut: "cmd+j"),
        AuditFixture.command("x.two", "Two", shortcut: "cmd+j", requires: "k"),
      ],
      templates: [WindowTemplate("w", root: root)])
    #expect(AuditFixture.findings(app, .ambiguous).first?.contexts == ["w/b"])
    #expect(AuditFixture.findings(app, .ambiguous, hiddenNodes: .excluded).isEmpty)
    #expect(AuditFixture.findings(app, .duplicate, hiddenNodes: .excluded).count == 1)
  }

  @Test("Without templates, commands meet in the app context")
  func appContext() throws {
    let app = try AuditFixture.app(commands: [
      AuditFixture.command("x.one", "One", shortcut: "cmd+j"),
      AuditFixture.command("x.two", "Two", shortcut: "cmd+j"),
    ])
    #expect(AuditFixture.findings(app, .ambiguous).first?.contexts == ["app"])
  }

  static func messyApp() throws -> App {
    var bad = AuditFixture.command("z.bad", "Bad")
    bad.rejectedShortcut = RejectedShortcut(
      text: "cmd+", reason: .invalid(ShortcutParseError(input: "cmd+", problem: .missingKey)))
    // Without the platform's defaults: Copy and Quit Now would collide with them (SPEC §14,
    // pinned in DefaultCommandTests); this app pins the report's order and shape.
    var app = try AuditFixture.app(
      commands: [
        AuditFixture.command("edit.copy", "Copy"),
        AuditFixture.command("b.two", "Two", shortcut: "cmd+k"),
        AuditFixture.command("a.one", "One", shortcut: "cmd+k"),
        AuditFixture.command("c.clone", "Clone", shortcut: "cmd+c"),
        AuditFixture.command("q.quit", "Quit Now", shortcut: "cmd+q"),
        AuditFixture.command("p.pin", "Pin", requires: "nothing"),
        bad,
      ],
      templates: [AuditFixture.notesWindow()])
    app.setDefaultCommandOptions(.none)
    return app
  }

  @Test("Findings sort by severity, shortcut, kind, then first command id")
  func deterministicOrder() throws {
    let app = try Self.messyApp()
    let report = app.audit()
    let keys = report.findings.map { "\($0.severity) \($0.kind) \($0.shortcutDescription ?? "-")" }
    #expect(
      keys == [
        "error invalid cmd+",
        "error ambiguous cmd+k",
        "error missing-edit-commands cmd+x",
        "warning nonstandard cmd+c",
        "warning unreachable -",
        "info missing-standard cmd+c",
      ])
    // "Quit Now" on cmd+q plays the Quit role (SPEC §20): neither nonstandard nor reserved.
    #expect(!report.findings.contains { $0.commands == ["q.quit"] })
    #expect(report.findings[1].commands == ["b.two", "a.one"])
    #expect(app.audit().findings == report.findings)
  }

  @Test("JSON has findings with their fields, a suggestion where there is one, and a summary")
  func jsonShape() throws {
    let json = try Self.messyApp().audit().json
    let object = try #require(json.objectValue)
    #expect(object.keys == ["findings", "summary"])
    #expect(object["summary"] == ["errors": 3, "warnings": 2, "infos": 1])
    let first = try #require(object["findings"]?.arrayValue?.dropFirst().first?.objectValue)
    #expect(
      first.keys == [
        "kind", "severity", "shortcut", "commands", "contexts", "message", "source", "suggestion",
      ])
    #expect(first["source"] == .null)  // built in Swift: no scene file, no imported source
    #expect(first["kind"] == "ambiguous")
    #expect(first["severity"] == "error")
    #expect(first["shortcut"] == "cmd+k")
    #expect(first["commands"] == ["b.two", "a.one"])
    #expect(first["contexts"] == ["main/editor", "main/list", "main/sidebar"])
    // The key never reaches the later of the two in menu order: the one to move.
    #expect(first["suggestion"] == "shift+cmd+k")
    let unreachable = try #require(
      object["findings"]?.arrayValue?.first {
        $0.objectValue?["kind"] == "unreachable"
      })
    #expect(unreachable.objectValue?["shortcut"] == .null)
  }

  @Test("Text report groups by severity and ends with the summary")
  func textReport() throws {
    let report = try Self.messyApp().audit()
    let lines = report.text(colour: false).split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines[0].hasPrefix("error: [invalid] 'cmd+' — \"Bad\" has the shortcut 'cmd+'"))
    #expect(
      lines[1]
        == "error: [ambiguous] ⌘K (cmd+k) — \"Two\" and \"One\" are both enabled in main/editor, main/list and main/sidebar; give one of them another shortcut (e.g. shift+cmd+k for \"One\")"
    )
    #expect(lines[3] == "")
    #expect(lines[6] == "")
    #expect(lines[7].hasPrefix("info: [missing-standard] ⌘C (cmd+c) — "))
    #expect(lines.last == "3 errors, 2 warnings, 1 info")
    #expect(report.text(colour: true).hasPrefix("\u{1B}[1;31merror:\u{1B}[0m [invalid]"))
  }
}
