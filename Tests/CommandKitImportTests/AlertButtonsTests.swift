import CommandKitAudit
import Foundation
import Testing

@testable import CommandKitImport
@testable import CommandKitLite

/// `alert-buttons-in-view`: the buttons of `.alert(…) { … }` and `.confirmationDialog(…) { … }`
/// are live only while the alert is up, so each alert's actions are a template of their
/// own, as a sheet's content is, never the presenting window's
/// (ImporterDefects/alert-buttons/). Written after the thirteenth held-out batch was judged
/// (Mocolamma's ChatView, Nativ's ModelsView).
@Suite struct AlertButtonsTests {
  static let folder = "alert-buttons"

  /// Each template's kind and its controls' titles, in order.
  static func layout(_ result: SceneImport) -> [String] {
    result.templates.map { template in
      "\(template.kind): " + template.nodes.flatMap(\.controls).map(\.title).joined(separator: ", ")
    }
  }

  @Test("alert-buttons-in-view: each alert's default button is in its own template")
  func alertsAreTemplates() throws {
    let result = try ImporterDefectsTests.imported(Self.folder)
    #expect(
      Self.layout(result) == ["window: Save", "sheet: OK", "sheet: Delete"])
    #expect(result.templates.dropFirst().map(\.name) == ["alert", "alert2"])
    #expect(result.controls.isEmpty)
    #expect(try !ImporterDefectsTests.audited(Self.folder).contains { $0.kind == .defaultButtons })
  }

  struct Variant: Sendable, CustomTestStringConvertible {
    let name: String
    let edits: [(String, String)]
    let layout: [String]
    var testDescription: String { name }
  }

  static let variants: [Variant] = [
    .init(
      name: "two alerts with trailing actions (the reproduction)", edits: [],
      layout: ["window: Save", "sheet: OK", "sheet: Delete"]),
    .init(
      name: "a confirmation dialog",
      edits: [
        (
          ".alert(\"Delete the item?\", isPresented: $confirmsDelete) {",
          ".confirmationDialog(\"Delete the item?\", isPresented: $confirmsDelete) {"
        )
      ], layout: ["window: Save", "sheet: OK", "sheet: Delete"]),
    .init(
      name: "actions given as an argument, with a message",
      edits: [
        (
          ".alert(\"Could not save\", isPresented: $showsError) {\n      Button(\"OK\", role: .cancel) {}\n        .keyboardShortcut(.defaultAction)\n    }",
          ".alert(\"Could not save\", isPresented: $showsError, actions: {\n      Button(\"OK\", role: .cancel) {}\n        .keyboardShortcut(.defaultAction)\n    }, message: { Text(\"Name it first\") })"
        )
      ], layout: ["window: Save", "sheet: OK", "sheet: Delete"]),
    .init(
      name: "a trailing message closure after the actions",
      edits: [
        (
          "      Button(\"Cancel\", role: .cancel) {}\n    }",
          "      Button(\"Cancel\", role: .cancel) {}\n    } message: {\n      Text(\"It cannot be undone.\")\n    }"
        )
      ], layout: ["window: Save", "sheet: OK", "sheet: Delete"]),
    .init(
      name: "a sheet's buttons stay a sheet's (unchanged)",
      edits: [
        (
          ".alert(\"Could not save\", isPresented: $showsError) {",
          ".sheet(isPresented: $showsError) {"
        )
      ], layout: ["window: Save", "sheet: OK", "sheet: Delete"]),
  ]

  @Test("alert-buttons-in-view: alerts' buttons are never the window's", arguments: variants)
  func variant(_ variant: Variant) throws {
    let result = try ImporterDefectsTests.importedCopy(
      of: Self.folder, editing: ["App.swift": variant.edits])
    #expect(Self.layout(result) == variant.layout)
    let scene = try SceneFile.decode(result.json.prettyPrinted())
    #expect(!scene.app.audit().findings.contains { $0.kind == .defaultButtons })
  }
}
