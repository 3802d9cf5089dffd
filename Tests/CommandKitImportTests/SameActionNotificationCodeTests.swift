import CommandKitAudit
import Foundation
import Testing

@testable import CommandKitImport
@testable import CommandKitLite

/// `same-action` (notification code): a menu command that posts a notification whose only
/// observer runs the control's own code, token for token, in the type the control is
/// written in (perhaps after a `guard … else { return }`), is that control's command (SPEC
/// §20, "one action, one command"; ImporterDefects/same-action-notification-self-call/).
/// Written after the twenty-second held-out batch was judged (ExcalidrawZ's Toggle Share ⇧⌘S).
@Suite struct SameActionNotificationCodeTests {
  static let folder = "same-action-notification-self-call"
  static let file = "App.swift"

  struct Variant: Sendable, CustomTestStringConvertible {
    let name: String
    let edits: [(String, String)]
    /// Whether the Export button is `shadowed` against View ▸ Toggle Share.
    let shadowed: Bool
    var testDescription: String { name }
  }

  static let observer =
    "    .onReceive(NotificationCenter.default.publisher(for: .toggleShare)) { _ in\n"
    + "      Task { await share() }\n    }"

  static func observing(_ body: String) -> String {
    "    .onReceive(NotificationCenter.default.publisher(for: .toggleShare)) { _ in\n"
      + body + "\n    }"
  }

  static let variants: [Variant] = [
    .init(name: "the observer runs the button's code", edits: [], shadowed: false),
    .init(
      name: "the observer runs it after a guard that returns",
      edits: [
        (
          observer,
          observing(
            "      guard window?.isKeyWindow == true, !isDisabled else { return }\n"
              + "      Task { await share() }")
        )
      ],
      shadowed: false),
    .init(
      name: "an inner closure's `in` is not the observer's own",
      edits: [
        (
          observer,
          "    .onReceive(NotificationCenter.default.publisher(for: .toggleShare)) {\n"
            + "      Task { @MainActor in await share() }\n    }"
        ),
        (
          "    Button(\"Export\") {\n      Task { await share() }",
          "    Button(\"Export\") {\n      Task { @MainActor in await share() }"
        ),
      ],
      shadowed: false),
    .init(
      name: "the guard's else does more than return",
      edits: [
        (
          observer,
          observing(
            "      guard isReady else { log(); return }\n      Task { await share() }")
        )
      ],
      shadowed: true),
    .init(
      name: "the observer runs other code",
      edits: [(observer, observing("      Task { await prepare() }"))],
      shadowed: true),
    .init(
      name: "the observer runs more than the button's code",
      edits: [(observer, observing("      Task { await share() }\n      count += 1"))],
      shadowed: true),
    .init(
      name: "the observer is written in another type",
      edits: [
        (observer, ""),
        (
          "      Text(\"Canvas\")\n",
          "      Text(\"Canvas\")\n"
            + "        .onReceive(NotificationCenter.default.publisher(for: .toggleShare)) { _ in\n"
            + "          Task { await share() }\n        }\n"
        ),
      ],
      shadowed: true),
  ]

  @Test(
    "same-action-notification-self-call: the only observer running the control's code in its type is the control's command",
    arguments: variants)
  func notificationCode(_ variant: Variant) throws {
    let result = try ImporterDefectsTests.importedCopy(
      of: Self.folder, editing: [Self.file: variant.edits])
    let controls = result.controls + result.templates.flatMap { $0.nodes.flatMap(\.controls) }
    let export = try #require(controls.first { $0.shortcut == "shift+cmd+s" })
    let command = try #require(result.commands.first { $0.shortcut == "shift+cmd+s" })
    #expect((command.action == (export.action ?? export.title)) == !variant.shadowed)
    let scene = try SceneFile.decode(result.json.prettyPrinted())
    let shadowed = scene.app.audit().findings.contains { $0.kind == .shadowed }
    #expect(shadowed == variant.shadowed)
  }

  @Test(
    "same-action-notification-self-call: a leading guard that only returns is dropped, any other kept",
    arguments: [
      ("guard ready else { return }\nshare()", "code: share ( )"),
      ("guard a, b == c else { return }\nshare()", "code: share ( )"),
      (
        "guard ready else { log(); return }\nshare()",
        "code: guard ready else { log ( ) ; return } share ( )"
      ),
      (
        "guard ready else { return nil }\nshare()",
        "code: guard ready else { return nil } share ( )"
      ),
      ("share()", "code: share ( )"),
      ("Task { await share(\"pdf\") }", "code: Task { await share ( \"pdf\" ) }"),
    ] as [(String, String)])
  func guardDropped(_ text: String, code: String) throws {
    let source = try SwiftSource(file: "Observer.swift", text: text)
    #expect(source.code(in: source.droppingReturningGuard(source.tokens.indices)) == code)
  }
}
