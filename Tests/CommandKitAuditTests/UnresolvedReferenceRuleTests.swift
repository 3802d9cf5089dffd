import CommandKitAudit
import CommandKitLite
import Testing

/// SPEC §12: names that point at nothing are reported when the app is first used, and by
/// the audit: an `unresolved` error for each of `App.unresolvedReferences`.
@Suite("Unresolved reference rule")
struct UnresolvedReferenceRuleTests {
  /// A Swift-built app with a context menu, a button and an effect that name nothing.
  static func app() throws -> App {
    var app = App(name: "Mail", platform: .macOS)
    try app.addTemplate(
      WindowTemplate(
        "main",
        root: ViewNode(
          "root",
          children: [
            ViewNode("messages", role: "list").focusable().selectable(items: ["m1"])
              .contextMenu(single: ["mail.delte"]),
            ViewNode("buttons").controls(
              Control(
                "Send", shortcut: KeyboardShortcut(.return, modifiers: .command),
                command: "mail.snd")),
          ])))
    try app.register([
      Command(
        "mail.delete", "Delete", menu: "Edit", shortcut: KeyboardShortcut(.delete, modifiers: [])),
      Command("mail.send", "Send", menu: "Message"),
      Command(
        "mail.compose", "New Message", menu: "File", shortcut: KeyboardShortcut("n"),
        effect: .sheet(template: "compse")),
    ])
    return app
  }

  @Test("Each name that points at nothing is one error, with where it is and the fix")
  func oneErrorEach() throws {
    let findings = try Self.app().audit().findings.filter { $0.kind == .unresolved }
    #expect(findings.count == 3)
    #expect(findings.allSatisfy { $0.severity == .error })
    let menu = try #require(findings.first { $0.message.contains("'mail.delte'") })
    #expect(menu.contexts == ["main/messages"])
    #expect(menu.message.hasSuffix("did you mean 'mail.delete'?"))
    let control = try #require(findings.first { $0.message.contains("'mail.snd'") })
    #expect(control.controls.map(\.title) == ["Send"])
    #expect(control.shortcut == KeyboardShortcut(.return, modifiers: .command))
    let effect = try #require(findings.first { $0.message.contains("'compse'") })
    #expect(effect.commands == ["mail.compose"])
    #expect(effect.shortcut == KeyboardShortcut("n"))
    #expect(effect.message.hasSuffix("did you mean 'compose'?") == false)
  }

  @Test("An app whose names all resolve has no unresolved finding")
  func noneWhenResolved() throws {
    var app = try Self.app()
    try app.register([
      Command("mail.delte", "Delete Too", menu: "Edit"),
      Command("mail.snd", "Send Too", menu: "Message"),
    ])
    try app.addTemplate(WindowTemplate("compse", kind: .sheet, root: ViewNode("form")))
    #expect(app.unresolvedReferences.isEmpty)
    #expect(app.audit().findings.filter { $0.kind == .unresolved }.isEmpty)
  }

  @Test("The report fails the build, as any error does")
  func failsTheBuild() throws {
    #expect(try Self.app().audit().hasErrors)
  }

  @Test("In SARIF each is an error result of rule unresolved, at the audited file's first line")
  func sarifResult() throws {
    let report = try Self.app().audit()
    let text = report.formatted(.sarif, file: "MailApp.swift", platform: .macOS)
    let log = try JSONParser().parse(text)
    let run = try #require(log.objectValue?["runs"]?.arrayValue?.first?.objectValue)
    let rules = try #require(run["tool"]?.objectValue?["driver"]?.objectValue?["rules"]?.arrayValue)
    #expect(rules.contains { $0.objectValue?["id"] == .string("unresolved") })
    let results = try #require(run["results"]?.arrayValue).compactMap(\.objectValue)
      .filter { $0["ruleId"] == .string("unresolved") }
    #expect(results.count == 3)
    for result in results {
      #expect(result["level"] == .string("error"))
      let region = result["locations"]?.arrayValue?.first?.objectValue?["physicalLocation"]?
        .objectValue?["region"]?.objectValue
      #expect(region?["startLine"] == .number(1))
    }
  }
}
