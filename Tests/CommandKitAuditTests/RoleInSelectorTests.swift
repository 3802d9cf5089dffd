import CommandKitLite
import CommandKitTestSupport
import Foundation
import Testing

@testable import CommandKitAudit

/// SPEC §20, "roles from meaning": "a command has a standard role by its standard id, or by
/// its selector or title naming that role's meaning". The words of a selector are its
/// camelCase and `:`-separated parts, less a leading `keyboard`, `handle` or `action` (how
/// apps name the methods their key commands call), and a local key handler's action speaks
/// for it as a command's selector does (AuditDefects/role-in-selector/; DuckDuckGo, sixth
/// held-out batch: key commands with empty titles calling `keyboardFind`,
/// `keyboardCloseTab` and `keyboardCloseWindow` on ⌘F and ⌘W were `reserved` for Find and
/// Close; written after the batch was judged).
@Suite struct RoleInSelectorTests {
  static let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent()
    .appendingPathComponent("Data/RealApps/AuditDefects/role-in-selector/scene.json")

  struct Case: Sendable, CustomTestStringConvertible {
    let shortcut: String
    let action: String
    /// Whether `reserved` reports the handler.
    let reported: Bool
    var testDescription: String { "\(action) on \(shortcut)" }
  }

  static let cases: [Case] = [
    .init(shortcut: "cmd+f", action: "keyboardFind", reported: false),
    .init(shortcut: "cmd+f", action: "handleFind", reported: false),
    .init(shortcut: "cmd+f", action: "actionFind:", reported: false),
    .init(shortcut: "cmd+f", action: "findInPage:", reported: false),
    .init(shortcut: "cmd+f", action: "keyboardFire", reported: true),
    .init(shortcut: "cmd+f", action: "keyboardFavorite", reported: true),
    .init(shortcut: "cmd+w", action: "keyboardCloseTab", reported: false),
    .init(shortcut: "cmd+w", action: "keyboardCloseWindow", reported: false),
    .init(shortcut: "cmd+w", action: "handleClose:", reported: false),
    .init(shortcut: "cmd+w", action: "closeTab", reported: false),
    .init(shortcut: "cmd+w", action: "keyboardNewTab", reported: true),
    // Whole words only: "disclose" is no Close.
    .init(shortcut: "cmd+w", action: "keyboardDisclose", reported: true),
    // The prefix is dropped only in front: "keyboard" alone names nothing.
    .init(shortcut: "cmd+w", action: "keyboard", reported: true),
  ]

  static func app(_ c: Case) throws -> App {
    let text = """
      {"app": "Browser", "platform": "iPadOS", "commands": [], "templates": {
        "main": {"kind": "window", "title": "Browser", "root": {"id": "root", "children": [
          {"id": "page", "role": "webView", "focusable": true,
           "keys": [{"shortcut": "\(c.shortcut)", "action": "\(c.action)"}]}]}}}}
      """
    return try SceneFile.decode(text).app
  }

  @Test(
    "A key handler whose action names the reserved key's role is the convention", arguments: cases)
  func handlerRole(_ c: Case) throws {
    let findings = try Self.app(c).audit().findings.filter { $0.kind == .reserved }
    #expect(findings.isEmpty != c.reported, "\(findings.map(\.line))")
  }

  struct WordsCase: Sendable, CustomTestStringConvertible {
    let selector: String
    let words: [String]
    var testDescription: String { selector }
  }

  static let words: [WordsCase] = [
    .init(selector: "keyboardCloseTab", words: ["close", "tab"]),
    .init(selector: "handleFind:", words: ["find"]),
    .init(selector: "actionNewWindow:", words: ["new", "window"]),
    .init(selector: "makeTextSmaller:", words: ["make", "text", "smaller"]),
    .init(selector: "performFindPanelAction:", words: ["perform", "find", "panel", "action"]),
    .init(selector: "keyboard", words: ["keyboard"]),
    .init(selector: "handler", words: ["handler"]),
  ]

  @Test("A selector's role words drop a leading keyboard, handle or action", arguments: words)
  func roleWords(_ c: WordsCase) {
    #expect(StandardRole.roleWords(ofSelector: c.selector) == c.words)
  }

  @Test("A menu command sending keyboardCloseTab on ⌘W is a Close: no nonstandard warning")
  func commandSelector() throws {
    var command = AuditFixture.command("x.close", "UserText.keyCommandX", shortcut: "cmd+w")
    command.sends = "keyboardCloseTab"
    let app = try AuditFixture.bareApp(commands: [command])
    #expect(
      AuditFixture.findings(app, .nonstandard).filter { $0.commands == ["x.close"] }.isEmpty)
    command.sends = "keyboardPinTab"
    let other = try AuditFixture.bareApp(commands: [command])
    #expect(
      AuditFixture.findings(other, .nonstandard).filter { $0.commands == ["x.close"] }.map(
        \.severity) == [.warning])
  }

  @Test("The corpus's reproduction: the app's own Find and Close handlers are no finding")
  func corpusReproduction() throws {
    let app = try SceneFile.load(contentsOf: Self.url).app
    #expect(app.audit().findings.filter { $0.severity != .info }.isEmpty)
  }
}
