import CommandKitAudit
import Foundation
import Testing

@testable import CommandKitImport
@testable import CommandKitLite

/// `underscore-view-type`: a view type whose name starts with underscores (`_EditScreen`) is a
/// view use where it is called, as any other type name (SPEC §22;
/// ImporterDefects/underscore-view-type/). Written in round sixteen for Gifski's `_EditScreen`.
@Suite struct UnderscoreViewTypeTests {
  static let folder = "underscore-view-type"
  static let file = "App.swift"

  struct Variant: Sendable, CustomTestStringConvertible {
    let name: String
    let edits: [(String, String)]
    /// Whether the button meets the field (a `steals-text-key` warning on ⌘←).
    let steals: Bool
    var testDescription: String { name }
  }

  static let variants: [Variant] = [
    .init(name: "a leading underscore", edits: [], steals: true),
    .init(
      name: "two leading underscores",
      edits: [("_EditScreen", "__EditScreen")], steals: true),
    .init(
      name: "no underscore",
      edits: [("_EditScreen", "EditScreenBody")], steals: true),
    .init(
      name: "the type is never called",
      edits: [("    _EditScreen()\n", "    Text(\"Edit\")\n")], steals: false),
  ]

  @Test(
    "underscore-view-type: a type name after leading underscores is a view use",
    arguments: variants)
  func underscoreName(_ variant: Variant) throws {
    let result = try ImporterDefectsTests.importedCopy(
      of: Self.folder, editing: [Self.file: variant.edits])
    let findings = try ImporterDefectsTests.warnings(of: result)
    let steals = findings.contains {
      $0.kind == .stealsTextKey && $0.shortcutDescription == "cmd+left"
    }
    #expect(steals == variant.steals, "\(findings.map(\.message))")
    if !variant.steals {
      #expect(
        result.warnings.contains { $0.message.contains("Previous Frame") },
        "the unused view's key is named")
    }
  }
}
