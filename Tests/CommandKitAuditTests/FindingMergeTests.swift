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

  @Test("A conflict that absorbs a command's finding suggests a free key for that command")
  func foldedFindingKeepsItsSuggestion() throws {
    let app = try AuditFixture.bareApp(commands: [
      AuditFixture.command("edit.paste", "Paste", shortcut: "cmd+v"),
      AuditFixture.command("edit.pasteAndMatchStyle", "Paste and Match Style", shortcut: "cmd+v"),
    ])
    let finding = try #require(app.audit().findings.first { $0.kind == .ambiguous })
    let suggestion = try #require(finding.suggestion)
    #expect(suggestion != Fixtures.shortcut("cmd+v"))
    #expect(suggestion.key == Fixtures.shortcut("cmd+v").key, "keeps the original key")
    #expect(
      finding.message.hasSuffix(
        "give one of them another shortcut "
          + "(e.g. \(suggestion) for \"Paste and Match Style\")"))
    let json = try #require(finding.json.objectValue)
    #expect(json["suggestion"] == .string(suggestion.description))
  }

  @Test("A conflict on a conventionally reserved key suggests a free key for the one it hides")
  func mergedReservationKeepsItsSuggestion() throws {
    // ⌃2 is macOS's "Switch to Desktop 2", off by default: a conventional reservation, a
    // warning for each command, absorbed by the error of the two enabled together on it.
    let app = try AuditFixture.bareApp(commands: [
      AuditFixture.command("view.two", "Two Columns", shortcut: "ctrl+2"),
      AuditFixture.command("view.second", "Second Tab", shortcut: "ctrl+2"),
    ])
    let findings = app.audit().findings.filter { $0.shortcut == Fixtures.shortcut("ctrl+2") }
    #expect(findings.map(\.kind) == [.ambiguous])
    #expect(findings.first?.related == [.reserved])
    let suggestion = try #require(findings.first?.suggestion)
    #expect(suggestion != Fixtures.shortcut("ctrl+2"))
    #expect(
      findings.first?.message.hasSuffix(
        "give one of them another shortcut (e.g. \(suggestion) for \"Second Tab\")") == true)
    #expect(ShortcutTables.reservation(of: suggestion, on: .macOS) == nil)
  }

  @Test("A duplicate that absorbs a reservation keeps its suggestion, naming the command")
  func duplicateAdoptsAbsorbedSuggestion() throws {
    // Two commands on ⌃2 ("Switch to Desktop 2", a conventional reservation) never enabled
    // together: the duplicate's own fix names no key; the reservation's free key is kept.
    let app = try AuditFixture.app(
      commands: [
        AuditFixture.command("list.two", "Second Item", shortcut: "ctrl+2", requires: "item"),
        AuditFixture.command("doc.two", "Second Page", shortcut: "ctrl+2", requires: "document"),
      ],
      templates: [AuditFixture.notesWindow()])
    let findings = app.audit().findings.filter { $0.shortcut == Fixtures.shortcut("ctrl+2") }
    #expect(findings.map(\.kind) == [.duplicate])
    #expect(findings.first?.related == [.reserved])
    let suggestion = try #require(findings.first?.suggestion)
    #expect(ShortcutTables.reservation(of: suggestion, on: .macOS) == nil)
    #expect(findings.first?.message.hasSuffix("(e.g. \(suggestion) for \"Second Item\")") == true)
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
