import CommandKitLite
import Foundation
import Testing

@testable import CommandKitAudit

/// SPEC §20, "roles from meaning", for ⌘.: a menu command that ends the operation in
/// progress under the verb End (Telephone's Call ▸ End Call, `hangUpCall:`; tenth held-out
/// batch, written after the batch was judged) plays ⌘.'s role, "Cancel an operation"
/// (Apple HIG, Keyboards; AppKit `cancelOperation:`), and is no `reserved` warning. Only a
/// title that starts with End counts: End elsewhere in a title is a place, not a stop.
/// Other verbs for ending a call (Hang Up, Decline) are named by no source: still reported.
@Suite struct StopByAnotherVerbTests {
  static let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent()
    .appendingPathComponent("Data/RealApps/AuditDefects/stop-by-another-verb/scene.json")

  struct Case: Sendable, CustomTestStringConvertible {
    let title: String
    var action: String = "run:"
    /// Whether `reserved` reports the command on ⌘..
    let reported: Bool
    var testDescription: String { "\(title) (\(action)) on ⌘." }
  }

  static let cases: [Case] = [
    .init(title: "End Call", action: "hangUpCall:", reported: false),
    .init(title: "End Session", reported: false),
    .init(title: "End Recording…", reported: false),
    .init(title: "Stop Call", reported: false),
    .init(title: "Cancel Download", reported: false),
    // The selector speaks too: `endSession:` is "end session".
    .init(title: "Wrap Up", action: "endSession:", reported: false),
    // End as a place, not the first word: no stop.
    .init(title: "Scroll to End", reported: true),
    .init(title: "Go to End of Document", reported: true),
    // "Endorse", "Ending Credits": whole words only.
    .init(title: "Endorse Post", reported: true),
    // Verbs no source names for ⌘.: still reported.
    .init(title: "Hang Up", action: "hangUpCall:", reported: true),
    .init(title: "Decline", action: "declineCall:", reported: true),
  ]

  static func app(_ c: Case) throws -> App {
    let text = """
      {"app": "Phone", "platform": "macOS", "commands": [
        {"id": "call.command", "title": "\(c.title)", "menu": "Call", "shortcut": "cmd+.",
         "action": "\(c.action)"}],
       "templates": {"main": {"kind": "window", "title": "Call", "root": {"id": "root",
         "children": [{"id": "status", "role": "label"}]}}}}
      """
    return try SceneFile.decode(text).app
  }

  @Test("A command on ⌘. whose title starts with End plays the stop role", arguments: cases)
  func endIsStop(_ c: Case) throws {
    let findings = try Self.app(c).audit().findings.filter {
      $0.kind == .reserved || $0.related.contains(.reserved)
    }
    #expect(findings.isEmpty != c.reported, "\(findings.map(\.line))")
  }

  @Test("The corpus's reproduction: End Call on ⌘. is no warning")
  func corpusReproduction() throws {
    let app = try SceneFile.load(contentsOf: Self.url).app
    #expect(app.audit().findings.filter { $0.severity != .info }.isEmpty)
  }
}
