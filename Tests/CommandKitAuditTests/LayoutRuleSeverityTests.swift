import CommandKitAudit
import CommandKitLite
import CommandKitTestSupport
import Testing

/// SPEC §21's audit sentence, one case per layout rule.
@Suite("Layout rules' severities")
struct LayoutRuleSeverityTests {
  // §21 "Audit: --layouts … layout-collision (error) … (⌘3 custom on fr is the screenshot
  // ⇧⌘3); layout-unreachable (error): no single key press types it (⌘ñ custom on de);
  // layout-remapped (info)".
  @Test(
    "The layout rules fire with their severities",
    arguments: [
      ("cmd+3", "custom", "fr", Finding.Kind.layoutCollision, Severity.error),
      ("cmd+ñ", "custom", "de", .layoutUnreachable, .error),
      ("cmd+[", "automatic", "de", .layoutRemapped, .info),
    ])
  func layoutRules(
    shortcut: String, localization: String, layout: String, kind: Finding.Kind,
    severity: Severity
  ) throws {
    let app = try SpecScene.app(
      #"""
      {"app": "L", "platform": "macOS", "defaultCommands": false,
       "commands": [{"id": "x", "title": "X", "menu": "View", "shortcut": "\#(shortcut)",
                     "localization": "\#(localization)"}]}
      """#)
    var audit = ShortcutAudit(app: app)
    audit.layouts = [try #require(KeyboardLayout.named(layout))]
    let found = audit.run().findings.filter { $0.kind == kind }
    #expect(found.count == 1)
    #expect(found.first?.severity == severity)
    #expect(found.first?.layout == layout)
    let plain = ShortcutAudit(app: app).run().findings.filter { $0.kind == kind }
    #expect(plain.isEmpty)
  }
}
