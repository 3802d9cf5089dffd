import CommandKitAudit
import Foundation
import Testing

@testable import CommandKitImport
@testable import CommandKitLite

/// `same-action` (assignment): a menu command and a control whose closures each make one
/// assignment of the same literal to the same property, through values declared as the one
/// type that declares the property, are one command (SPEC §20, "one action, one command";
/// ImporterDefects/same-action-assignment/). Written after the eighteenth held-out batch was
/// judged (Macabolic's New Download ⌘N).
@Suite struct SameActionAssignmentTests {
  static let folder = "same-action-assignment"

  struct Variant: Sendable, CustomTestStringConvertible {
    let name: String
    let edits: [(String, String)]
    /// Whether the button is `shadowed` against File ▸ New Download….
    let shadowed: Bool
    var testDescription: String { name }
  }

  static let control = "      Button {\n        appState.showAddSheet = true\n      }"
  static let command = "        Button(\"New Download…\") {\n          appState.showAddSheet = true"

  static let variants: [Variant] = [
    .init(name: "both assign the property through the shared model", edits: [], shadowed: false),
    .init(
      name: "the App declares its model with a type annotation",
      edits: [
        (
          "@StateObject private var appState = AppState()",
          "@StateObject private var appState: AppState = .init()"
        )
      ],
      shadowed: false),
    .init(
      name: "the control toggles the property",
      edits: [(control, "      Button {\n        appState.showAddSheet.toggle()\n      }")],
      shadowed: true),
    .init(
      name: "the control assigns another value",
      edits: [(control, "      Button {\n        appState.showAddSheet = false\n      }")],
      shadowed: true),
    .init(
      name: "the menu closure does more than the assignment",
      edits: [(command, command + "\n          appState.log(\"menu\")")],
      shadowed: true),
    // The assignment rule alone would not match here (the property's name has two owners),
    // but both receivers are declared as the one class `AppState`, so the two closures are
    // the same code on the same value: round seventeen's same-code rule matches them
    // (`SameCodeControlTests`).
    .init(
      name: "a second type declares the property, both receivers the one class",
      edits: [
        (
          "final class AppState: ObservableObject {",
          "final class Queue {\n  var showAddSheet = false\n}\n\nfinal class AppState: ObservableObject {"
        )
      ],
      shadowed: false),
    .init(
      name: "the control assigns through a value of another type",
      edits: [
        ("@EnvironmentObject var appState: AppState", "@EnvironmentObject var appState: Downloads"),
        (
          "final class AppState: ObservableObject {",
          "final class Downloads: ObservableObject {}\n\nfinal class AppState: ObservableObject {"
        ),
      ],
      shadowed: true),
  ]

  @Test(
    "same-action-assignment: one assignment through values of the property's one type is one command",
    arguments: variants)
  func assignment(_ variant: Variant) throws {
    let result = try ImporterDefectsTests.importedCopy(
      of: Self.folder, editing: ["App.swift": variant.edits])
    let controls = result.controls + result.templates.flatMap { $0.nodes.flatMap(\.controls) }
    let add = try #require(controls.first { $0.shortcut == "cmd+n" })
    let command = try #require(result.commands.first { $0.shortcut == "cmd+n" })
    #expect((command.action == (add.action ?? add.title)) == !variant.shadowed)
    let scene = try SceneFile.decode(result.json.prettyPrinted())
    let shadowed = scene.app.audit().findings.contains { $0.kind == .shadowed }
    #expect(shadowed == variant.shadowed)
  }

  @Test(
    "same-action-assignment: a closure is one assignment through a named value, else nothing",
    arguments: [
      ("appState.showAddSheet = true", "appState", "showAddSheet = true"),
      ("model.mode = .editing", "model", "mode = .editing"),
      ("store.title = \"Untitled\"", "store", "title = \"Untitled\""),
      ("self.showAddSheet = true", nil, nil),
      ("showAddSheet = true", nil, nil),
      ("appState.showAddSheet.toggle()", nil, nil),
      ("appState.showAddSheet = !appState.showAddSheet", nil, nil),
      ("appState.sheet.isShown = true", nil, nil),
      ("appState.showAddSheet = true; appState.count = 0", nil, nil),
    ] as [(String, String?, String?)])
  func receiverAssignment(_ text: String, receiver: String?, assignment: String?) throws {
    let source = try SwiftSource(file: "Closure.swift", text: text)
    let read = source.receiverAssignment(in: source.tokens.indices)
    #expect(read?.receiver == receiver)
    #expect(read?.assignment == assignment)
  }
}
