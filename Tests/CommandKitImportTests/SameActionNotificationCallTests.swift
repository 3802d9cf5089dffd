import CommandKitAudit
import Foundation
import Testing

@testable import CommandKitImport
@testable import CommandKitLite

/// `same-action` (notification call): a menu command that posts a notification and a control
/// that calls the method the notification's only observer calls, through values of the one
/// type that declares it, are one command; when the observer calls it only under `if r.p`,
/// the control's view must be created only under `if q.p` (SPEC §20, "one action, one
/// command"; ImporterDefects/same-action-notification-call/). Written after the nineteenth
/// held-out batch was judged (FINAL|FINAL's Find Next ⌘G and Find Previous ⇧⌘G).
@Suite struct SameActionNotificationCallTests {
  static let folder = "same-action-notification-call"
  static let file = "EditorApp.swift"

  struct Variant: Sendable, CustomTestStringConvertible {
    let name: String
    let edits: [(String, String)]
    /// Whether the find bar's button is `shadowed` against Edit ▸ Find Next.
    let shadowed: Bool
    var testDescription: String { name }
  }

  static let gatedBar = "      if findBar.isVisible {\n        FindBarView(state: findBar)\n      }"
  static let observerBranch =
    "      if findBar.isVisible {\n        findBar.findNext()\n      } else {\n"
    + "        findBar.show()\n      }"

  static let variants: [Variant] = [
    .init(
      name: "the bar exists only while the observer calls its method", edits: [], shadowed: false),
    .init(
      name: "the observer calls the method whatever the state",
      edits: [(observerBranch, "      findBar.findNext()")],
      shadowed: false),
    .init(
      name: "the observer's if has no else",
      edits: [
        (observerBranch, "      if findBar.isVisible {\n        findBar.findNext()\n      }")
      ],
      shadowed: false),
    .init(
      name: "the bar is always shown",
      edits: [(gatedBar, "      FindBarView(state: findBar)")],
      shadowed: true),
    .init(
      name: "the bar is shown under another condition",
      edits: [
        (gatedBar, "      if findBar.isPinned {\n        FindBarView(state: findBar)\n      }"),
        ("  var isVisible = false", "  var isVisible = false\n  var isPinned = false"),
      ],
      shadowed: true),
    .init(
      name: "a second view creates the bar without the condition",
      edits: [
        (
          "struct FindBarView: View {",
          "struct Inspector: View {\n  @State private var findBar = FindBarState()\n\n"
            + "  var body: some View {\n    FindBarView(state: findBar)\n  }\n}\n\n"
            + "struct FindBarView: View {"
        )
      ],
      shadowed: true),
    .init(
      name: "the observer's condition is negated",
      edits: [
        (
          observerBranch,
          "      if !findBar.isVisible {\n        findBar.findNext()\n      } else {\n"
            + "        findBar.show()\n      }"
        )
      ],
      shadowed: true),
    .init(
      name: "the observer calls through another value",
      edits: [
        (
          observerBranch,
          "      if findBar.isVisible {\n        other.findNext()\n      } else {\n"
            + "        findBar.show()\n      }"
        )
      ],
      shadowed: true),
    .init(
      name: "the control calls another method",
      edits: [("        state.findNext()\n", "        state.show()\n")],
      shadowed: true),
    .init(
      name: "a second type declares the method",
      edits: [
        (
          "@Observable\nfinal class FindBarState {",
          "final class Spotlight {\n  func findNext() {}\n}\n\n@Observable\nfinal class FindBarState {"
        )
      ],
      shadowed: true),
    .init(
      name: "a second observer of the notification",
      edits: [
        (
          "    .withFindNotifications(findBar: findBar)",
          "    .withFindNotifications(findBar: findBar)\n"
            + "    .onReceive(NotificationCenter.default.publisher(for: .findNext)) { _ in\n"
            + "      text = \"\"\n    }"
        )
      ],
      shadowed: true),
  ]

  @Test(
    "same-action-notification-call: a control calling the method the only observer calls, while it exists, is the command",
    arguments: variants)
  func notificationCall(_ variant: Variant) throws {
    let result = try ImporterDefectsTests.importedCopy(
      of: Self.folder, editing: [Self.file: variant.edits])
    let command = try #require(result.commands.first { $0.shortcut == "cmd+g" })
    #expect((command.action == "state.findNext") == !variant.shadowed)
    let scene = try SceneFile.decode(result.json.prettyPrinted())
    let shadowed = scene.app.audit().findings.contains { $0.kind == .shadowed }
    #expect(shadowed == variant.shadowed)
  }

  @Test(
    "same-action-notification-call: an observer's closure is one call, or one call under if r.p",
    arguments: [
      ("findBar.findNext()", "findNext", nil),
      ("if findBar.isVisible { findBar.findNext() }", "findNext", "findBar.isVisible"),
      (
        "if findBar.isVisible { findBar.findNext() } else { findBar.show() }", "findNext",
        "findBar.isVisible"
      ),
      ("if findBar.isVisible { other.findNext() }", nil, nil),
      ("if !findBar.isVisible { findBar.findNext() }", nil, nil),
      ("if findBar.isVisible && ready { findBar.findNext() }", nil, nil),
      ("if findBar.isVisible { findBar.findNext(); findBar.log() }", nil, nil),
      ("if findBar.isVisible { findBar.findNext() } else { findBar.show() }; count += 1", nil, nil),
      ("findBar.findNext(); findBar.show()", nil, nil),
    ] as [(String, String?, String?)])
  func observerCall(_ text: String, method: String?, gate: String?) throws {
    let source = try SwiftSource(file: "Observer.swift", text: text)
    let read = source.observerCall(in: source.tokens.indices)
    #expect(read?.call.method == method)
    #expect(read?.gate.map { "\($0.receiver).\($0.property)" } == gate)
  }

  @Test("same-action-notification-call: a view's creation sites carry the if blocks around them")
  func viewGates() throws {
    let text = """
      struct A: View {
        var body: some View {
          if model.isShown {
            VStack(spacing: 0) { Bar(x: 1) }
          } else {
            Bar(x: 2)
          }
          Bar(x: 3)
        }
      }
      #Preview { Bar(x: 4) }
      """
    let source = try SwiftSource(file: "A.swift", text: text)
    var index = AppIndex()
    index.noteViewGates(source)
    let gate = ViewGate(receiver: "model", property: "isShown")
    #expect(index.viewGates["Bar"] == [[gate], [], []])
    #expect(index.viewGates["VStack"] == [[gate]])
  }
}
