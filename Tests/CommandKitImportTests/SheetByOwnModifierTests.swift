import CommandKitAudit
import Foundation
import Testing

@testable import CommandKitImport
@testable import CommandKitLite

/// `sheet-by-own-modifier`: the trailing closure of an app's own `extension View` method that
/// hands its closure parameter to `.sheet` is a sheet of its own (SPEC §22;
/// ImporterDefects/sheet-by-own-modifier/). Written after the twenty-fourth held-out batch was
/// judged (ControllerKeys' `isolatedSheet`, ⌘↩ and Escape/Return).
@Suite struct SheetByOwnModifierTests {
  static let folder = "sheet-by-own-modifier"
  static let file = "App.swift"

  struct Variant: Sendable, CustomTestStringConvertible {
    let name: String
    let edits: [(String, String)]
    /// Whether the two sheets' buttons land in one window (an `ambiguous` ⌘↩ error).
    let merged: Bool
    var testDescription: String { name }
  }

  static let modifierBody =
    "    background(Color.clear.sheet(isPresented: isPresented, content: content))"

  static let variants: [Variant] = [
    .init(name: "the modifier hands its closure to .sheet", edits: [], merged: false),
    .init(
      name: "the modifier calls its closure in .sheet's trailing closure",
      edits: [
        (modifierBody, "    background(Color.clear.sheet(isPresented: isPresented) { content() })")
      ],
      merged: false),
    .init(
      name: "an overload for an item presents too",
      edits: [
        (
          "extension View {\n",
          "extension View {\n  func isolatedSheet<Item: Identifiable, Content: View>(\n"
            + "    item: Binding<Item?>, @ViewBuilder content: @escaping (Item) -> Content\n"
            + "  ) -> some View {\n    background(Color.clear.sheet(item: item, content: content))\n  }\n\n"
        )
      ],
      merged: false),
    .init(
      name: "the modifier shows its closure in place",
      edits: [(modifierBody, "    overlay(content())")], merged: true),
    .init(
      name: "an overload of the name does not present",
      edits: [
        (
          "extension View {\n",
          "extension View {\n  func isolatedSheet<Content: View>(\n"
            + "    @ViewBuilder content: () -> Content\n  ) -> some View {\n"
            + "    overlay(content())\n  }\n\n"
        )
      ],
      merged: true),
  ]

  @Test(
    "sheet-by-own-modifier: an app's own modifier presenting its closure makes that closure a sheet",
    arguments: variants)
  func ownModifier(_ variant: Variant) throws {
    let result = try ImporterDefectsTests.importedCopy(
      of: Self.folder, editing: [Self.file: variant.edits])
    let findings = try ImporterDefectsTests.warnings(of: result)
    let ambiguous = findings.contains { $0.kind == .ambiguous }
    #expect(ambiguous == variant.merged)
    if !variant.merged { #expect(findings.isEmpty, "\(findings.map(\.kind))") }
  }
}
