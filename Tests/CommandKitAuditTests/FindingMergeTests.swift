import CommandKitAudit
import CommandKitLite
import CommandKitTestSupport
import Testing

@Suite("One defect, one finding")
struct FindingMergeTests {
  @Test("Rules firing for one shortcut and command make one finding with related kinds")
  func mergedOnSameShortcutAndCommand() throws {
    // ⌃K in a text editor: a conventional text reservation and a stolen text key.
    let app = try AuditFixture.bareApp(
      commands: [AuditFixture.command("x.link", "Link", shortcut: "ctrl+k")]
        + AuditFixture
        .editItems(),
      templates: [AuditFixture.notesWindow()])
    let findings = app.audit().findings.filter { $0.shortcut == Fixtures.shortcut("ctrl+k") }
    #expect(findings.count == 1)
    #expect(findings.first?.kind == .stealsTextKey)
    #expect(findings.first?.related == [.reserved])
    #expect(findings.first?.line.contains("[steals-text-key, also reserved]") == true)
    let json = try #require(findings.first?.json.objectValue)
    #expect(json["related"] == ["reserved"])
  }

  @Test("A single command's finding folds into a conflict naming it on the same shortcut")
  func foldedIntoConflict() throws {
    let app = try AuditFixture.bareApp(commands: [
      AuditFixture.command("edit.paste", "Paste", shortcut: "cmd+v"),
      AuditFixture.command("edit.pasteAndMatchStyle", "Paste and Match Style", shortcut: "cmd+v"),
    ])
    let findings = app.audit().findings.filter { $0.severity != .info }
    #expect(findings.map(\.kind) == [.ambiguous])
    #expect(findings.first?.related == [.nonstandard])
  }

  @Test("Findings about other things on one command are not merged")
  func otherDefectsStay() throws {
    let app = try AuditFixture.bareApp(commands: [
      AuditFixture.command("doc.pin", "Pin", shortcut: "cmd+p", requires: "nothing")
    ])
    let kinds = Set(app.audit().findings.map(\.kind))
    #expect(kinds == [.nonstandard, .unreachable])
    #expect(app.audit().findings.allSatisfy { $0.related.isEmpty })
  }
}
