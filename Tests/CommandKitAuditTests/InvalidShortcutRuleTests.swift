import CommandKitAudit
import CommandKitLite
import Testing

@Suite("Invalid shortcut rule")
struct InvalidShortcutRuleTests {
  @Test("An unparsable command shortcut is an error with the text and the parse fix")
  func invalidCommandShortcut() throws {
    var command = AuditFixture.command("file.export", "Export")
    let error = ShortcutParseError(
      input: "cmd+retrun", problem: .unknownKey("retrun", suggestion: "return"))
    command.rejectedShortcut = RejectedShortcut(text: "cmd+retrun", reason: .invalid(error))
    let app = try AuditFixture.app(commands: [command])
    let report = ShortcutAudit(app: app).run()
    let finding = try #require(report.findings.first { $0.kind == .invalid })
    #expect(finding.severity == .error)
    #expect(finding.shortcut == nil)
    #expect(finding.shortcutText == "cmd+retrun")
    #expect(finding.commands == ["file.export"])
    #expect(finding.message.hasSuffix("Did you mean 'return'?"))
    #expect(finding.json.objectValue?["shortcut"] == "cmd+retrun")
    #expect(report.hasErrors)
  }

  @Test("An unparsable handler shortcut names the handler's node")
  func invalidHandlerShortcut() throws {
    let error = ShortcutParseError(input: "cmd+", problem: .missingKey)
    var node = ViewNode("list").focusable()
    node.keyHandlers = [
      KeyHandler(rejected: RejectedShortcut(text: "cmd+", reason: .invalid(error)), action: "go")
    ]
    let app = try AuditFixture.app(commands: [], templates: [WindowTemplate("main", root: node)])
    let finding = try #require(AuditFixture.findings(app, .invalid).first)
    #expect(finding.contexts == ["main/list"])
    #expect(finding.line.hasPrefix("error: [invalid] 'cmd+' — the local handler \"go\""))
  }
}
