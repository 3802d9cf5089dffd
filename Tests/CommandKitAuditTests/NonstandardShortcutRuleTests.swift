import CommandKitAudit
import CommandKitLite
import Testing

@Suite("Nonstandard shortcut rule")
struct NonstandardShortcutRuleTests {
  @Test("A standard shortcut on another command is a warning")
  func standardShortcutElsewhere() throws {
    let app = try AuditFixture.bareApp(commands: [
      AuditFixture.command("item.clone", "Clone", shortcut: "cmd+c")
    ])
    let finding = try #require(AuditFixture.findings(app, .nonstandard).first)
    #expect(finding.severity == .warning)
    #expect(finding.commands == ["item.clone"])
    #expect(finding.message.hasPrefix("cmd+c is the standard shortcut for Copy (edit.copy)"))
  }

  @Test("The standard command itself is fine, and so is a shared standard shortcut")
  func standardOwner() throws {
    let app = try AuditFixture.bareApp(commands: [
      AuditFixture.command("edit.copy", "Copy", shortcut: "cmd+c"),
      AuditFixture.command("format.showFonts", "Show Fonts", shortcut: "cmd+t", menu: "Format"),
    ])
    #expect(AuditFixture.findings(app, .nonstandard).isEmpty)
  }

  @Test("Standards follow the platform: cmd+m is standard on macOS only")
  func platformStandards() throws {
    let app = try AuditFixture.bareApp(commands: [
      AuditFixture.command("x.mark", "Mark", shortcut: "cmd+m")
    ])
    #expect(AuditFixture.findings(app, .nonstandard, platform: .macOS).count == 1)
    #expect(AuditFixture.findings(app, .nonstandard, platform: .iPadOS).isEmpty)
  }

  struct ContextCase: Sendable, CustomTestStringConvertible {
    let name: String
    let commands: [Command]
    let expected: Severity?
    var testDescription: String { name }
  }

  static let contextCases: [ContextCase] = [
    ContextCase(
      name: "⌘I Info in an app with no Italic is an info",
      commands: [AuditFixture.command("file.info", "Get Info", shortcut: "cmd+i")],
      expected: .info),
    ContextCase(
      name: "⌘B Bookmarks in a hex editor is an info",
      commands: [AuditFixture.command("view.bookmarks", "Bookmarks", shortcut: "cmd+b")],
      expected: .info),
    ContextCase(
      name: "⌘I Info beside the app's own Italic displaces it: a warning",
      commands: [
        AuditFixture.command("file.info", "Get Info", shortcut: "cmd+i"),
        AuditFixture.command("format.italic", "Italic", menu: "Format"),
      ], expected: .warning),
    ContextCase(
      name: "a core shortcut (⌘P) on another role is a warning",
      commands: [AuditFixture.command("x.pin", "Pin", shortcut: "cmd+p")],
      expected: .warning),
    ContextCase(
      name: "New Feed… on ⌘N is a New",
      commands: [AuditFixture.command("feed.new", "New Feed…", shortcut: "cmd+n")],
      expected: nil),
    ContextCase(
      name: "New Window (file.newWindow) on ⌘N is the platform's own New",
      commands: [AuditFixture.command("file.newWindow", "New Window", shortcut: "cmd+n")],
      expected: nil),
    ContextCase(
      name: "Import on ⌘O is an Open",
      commands: [AuditFixture.command("file.import", "Import", shortcut: "cmd+o")],
      expected: nil),
    ContextCase(
      name: "Stop on ⌘. is the cancel-operation role",
      commands: [AuditFixture.command("page.stop", "Stop", shortcut: "cmd+.")],
      expected: nil),
    ContextCase(
      name: "Hide Toolbar on ⌘H is not Hide",
      commands: [AuditFixture.command("view.hideToolbar", "Hide Toolbar", shortcut: "cmd+h")],
      expected: .warning),
  ]

  @Test(
    "A command on ⌘N or ⌘O displaces the app's New Window or Import that has no shortcut",
    arguments: [
      ("file.newWindow", "New Window", "cmd+n", "New (file.new)"),
      ("file.importPhotos", "Import Photos…", "cmd+o", "Open… (file.open)"),
    ])
  func displacesByMeaning(id: String, title: String, shortcut: String, owner: String) throws {
    // The New Window default item plays New, and an Import plays Open: without a shortcut of
    // their own they are the app's New and Open, which the other command displaces.
    let app = try AuditFixture.bareApp(commands: [
      AuditFixture.command("x.clear", "Clear", shortcut: shortcut),
      AuditFixture.command(id, title),
    ])
    let finding = try #require(AuditFixture.findings(app, .nonstandard).first)
    #expect(finding.commands == ["x.clear"])
    #expect(finding.severity == .warning)
    #expect(
      finding.message.contains("standard shortcut for \(owner), which this app also has"),
      "\(finding.message)")
  }

  @Test("nonstandard weighs the context (SPEC §20)", arguments: contextCases)
  func severityByContext(_ c: ContextCase) throws {
    let app = try AuditFixture.bareApp(commands: c.commands)
    let findings = AuditFixture.findings(app, .nonstandard)
    #expect(findings.map(\.severity) == (c.expected.map { [$0] } ?? []))
    if let finding = findings.first, let suggestion = finding.suggestion {
      #expect(finding.message.hasSuffix("(e.g. \(suggestion))"))
      #expect(finding.json.objectValue?["suggestion"] == .string(suggestion.description))
    }
  }
}
