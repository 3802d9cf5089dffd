import CommandKitAudit
import CommandKitLite
import CommandKitTestSupport
import Testing

@Suite("Shadowed follows the platform's order of key handling")
struct ShadowedDirectionTests {
  struct DirectionCase: Sendable, CustomTestStringConvertible {
    let platform: Platform
    let shortcut: String
    /// Whether the menu command hides the handler (else the handler hides the command).
    let commandHidesHandler: Bool
    var testDescription: String {
      "\(platform) \(shortcut): "
        + (commandHidesHandler ? "the command hides the handler" : "the handler hides the command")
    }
  }

  static let cases: [DirectionCase] = [
    DirectionCase(platform: .macOS, shortcut: "opt+cmd+up", commandHidesHandler: true),
    DirectionCase(platform: .macOS, shortcut: "ctrl+opt+p", commandHidesHandler: true),
    DirectionCase(platform: .macOS, shortcut: "space", commandHidesHandler: false),
    DirectionCase(platform: .macOS, shortcut: "opt+up", commandHidesHandler: false),
    DirectionCase(platform: .iPadOS, shortcut: "opt+cmd+up", commandHidesHandler: false),
    DirectionCase(platform: .iPadOS, shortcut: "space", commandHidesHandler: false),
    DirectionCase(platform: .iOS, shortcut: "ctrl+opt+p", commandHidesHandler: false),
  ]

  static func app(shortcut: String, platform: Platform, result: KeyHandler.Result = .handled)
    throws -> App
  {
    var list = ViewNode("list", role: "list").focusable().focusedValue(named: "item", "n1")
    list = list.onKeyPress(Fixtures.shortcut(shortcut), action: "moveRow", result: result)
    let root = ViewNode(
      "root", children: [list, ViewNode("sidebar", role: "list").focusable()])
    return try AuditFixture.app(
      platform: platform,
      commands: [
        AuditFixture.command("item.move", "Move", shortcut: shortcut, requires: "item")
      ],
      templates: [WindowTemplate("main", root: root)])
  }

  @Test("The audit's platform decides who is shadowed", arguments: cases)
  func direction(_ direction: DirectionCase) throws {
    let app = try Self.app(shortcut: direction.shortcut, platform: direction.platform)
    let findings = AuditFixture.findings(app, .shadowed)
    #expect(findings.count == 1)
    let finding = try #require(findings.first)
    #expect(finding.severity == .warning)
    #expect(finding.commands == ["item.move"])
    #expect(finding.contexts == ["main/list"])
    if direction.commandHidesHandler {
      #expect(finding.message.contains("the local handler \"moveRow\" on main/list never sees"))
      #expect(finding.message.contains("while \"Move\" is enabled"))
      #expect(finding.message.contains("give the handler another shortcut"))
    } else {
      #expect(
        finding.message.hasPrefix("the local handler \"moveRow\" on main/list takes the key"))
      #expect(finding.message.contains("give the handler or the command another shortcut"))
    }
  }

  @Test(
    "--platform decides the direction, whatever the file says",
    arguments: [(Platform.macOS, true), (.iPadOS, false)])
  func platformOverride(_ platform: Platform, _ commandHidesHandler: Bool) throws {
    let app = try Self.app(shortcut: "opt+cmd+up", platform: .macOS)
    let finding = try #require(AuditFixture.findings(app, .shadowed, platform: platform).first)
    #expect(finding.message.contains("never sees the key") == commandHidesHandler)
  }

  @Test("On macOS a ⌘ command hides the handler only where the command can be enabled")
  func onlyWhereEnabled() throws {
    var list = ViewNode("list", role: "list").focusable()
    list = list.onKeyPress(Fixtures.shortcut("cmd+k"), action: "clear")
    let root = ViewNode(
      "root",
      children: [list, ViewNode("detail").focusable().focusedValue(named: "item", "n1")])
    let app = try AuditFixture.app(
      commands: [AuditFixture.command("item.clear", "Clear", shortcut: "cmd+k", requires: "item")],
      templates: [WindowTemplate("main", root: root)])
    #expect(AuditFixture.findings(app, .shadowed).isEmpty)
  }

  @Test(
    "A handler that ignores the key hides no command; a ⌘ command still hides it on macOS",
    arguments: [(Platform.macOS, 1), (.iPadOS, 0)])
  func ignoringHandler(_ platform: Platform, _ count: Int) throws {
    let app = try Self.app(shortcut: "opt+cmd+up", platform: platform, result: .ignored)
    #expect(AuditFixture.findings(app, .shadowed).count == count)
  }
}
