import CommandKitAudit
import Foundation
import Testing

@testable import CommandKitImport
@testable import CommandKitLite

/// `same-action` (notification): a menu command that only posts a notification whose one
/// observer assigns a literal to a property, and a control whose closure makes the same
/// assignment in the same type, are one command (SPEC §20, "one action, one command";
/// ImporterDefects/same-action-notification/). Written after the tenth held-out batch was
/// judged (PiStats' ⌘N Add Pi-hole, fifth batch).
@Suite struct SameActionNotificationTests {
  static let folder = "same-action-notification"

  struct Variant: Sendable, CustomTestStringConvertible {
    let name: String
    let edits: [(String, String)]
    /// Whether the toolbar button is `shadowed` against Hosts ▸ Add Host.
    let shadowed: Bool
    var testDescription: String { name }
  }

  static let observer = """
        NotificationCenter.default.addObserver(
          forName: .showAddHostSheet,
          object: nil,
          queue: .main
        ) { _ in
          isPresentingAddSheet = true
        }
    """

  static let variants: [Variant] = [
    .init(name: "the one observer makes the control's assignment", edits: [], shadowed: false),
    .init(
      name: "the observer as .onReceive(publisher(for:))",
      edits: [
        (observer, ""),
        (
          ".onAppear(perform: setupView)",
          ".onReceive(NotificationCenter.default.publisher(for: .showAddHostSheet)) { _ in\n"
            + "        self.isPresentingAddSheet = true\n      }"
        ),
      ],
      shadowed: false),
    .init(
      name: "the observer assigns another value",
      edits: [
        (
          "    ) { _ in\n      isPresentingAddSheet = true",
          "    ) { _ in\n      isPresentingAddSheet = false"
        )
      ],
      shadowed: true),
    .init(
      name: "the observer does more than the assignment",
      edits: [
        (
          "    ) { _ in\n      isPresentingAddSheet = true",
          "    ) { _ in\n      reset()\n      isPresentingAddSheet = true"
        )
      ],
      shadowed: true),
    .init(
      name: "a second observer of the name",
      edits: [
        (
          "  private func setupView() {",
          "  private func watch() {\n    NotificationCenter.default.addObserver(self, selector: "
            + "#selector(reload), name: .showAddHostSheet, object: nil)\n  }\n\n"
            + "  private func setupView() {"
        )
      ],
      shadowed: true),
    .init(
      name: "the control toggles the property",
      edits: [
        (
          "Button(action: { isPresentingAddSheet = true })",
          "Button(action: { isPresentingAddSheet.toggle() })"
        )
      ],
      shadowed: true),
    .init(
      name: "the menu item posts another name",
      edits: [("post(name: .showAddHostSheet", "post(name: .showImportSheet")],
      shadowed: true),
  ]

  @Test(
    "same-action-notification: a posted notification's one observer doing the control's assignment is one command",
    arguments: variants)
  func postedNotification(_ variant: Variant) throws {
    let result = try ImporterDefectsTests.importedCopy(
      of: Self.folder, editing: ["HostsApp.swift": variant.edits])
    let controls = result.controls + result.templates.flatMap { $0.nodes.flatMap(\.controls) }
    let add = try #require(controls.first { $0.shortcut == "cmd+n" })
    let command = try #require(result.commands.first { $0.shortcut == "cmd+n" })
    #expect((command.action == (add.action ?? add.title)) == !variant.shadowed)
    let scene = try SceneFile.decode(result.json.prettyPrinted())
    let shadowed = scene.app.audit().findings.contains { $0.kind == .shadowed }
    #expect(shadowed == variant.shadowed)
  }
}
