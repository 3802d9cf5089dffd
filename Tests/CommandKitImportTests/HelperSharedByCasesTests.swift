import CommandKitAudit
import Foundation
import Testing

@testable import CommandKitImport
@testable import CommandKitLite

/// A view helper that two or more branches of one chain call, and nothing else in its type,
/// is shown only with one of them, never beside the chain's other branches (SPEC §22, whole
/// apps; ImporterDefects/helper-shared-by-cases/). Written in round seventeen, after the
/// twenty-eighth held-out batch was judged (OpenASO's copy sheet).
@Suite struct HelperSharedByCasesTests {
  static let folder = "helper-shared-by-cases"

  struct Variant: Sendable, CustomTestStringConvertible {
    let name: String
    let edits: [(String, String)]
    /// The findings expected (warnings and errors), as "kind shortcut", sorted.
    let findings: [String]
    var testDescription: String { name }
  }

  static let variants: [Variant] = [
    .init(name: "two cases call the helper, a third shows Done", edits: [], findings: []),
    .init(
      name: "the helper is also shown beside the switch",
      edits: [
        (
          "    VStack {\n      detail\n    }",
          "    VStack {\n      detail\n      previewDetail(copying: false)\n    }"
        )
      ],
      findings: ["default-buttons return", "default-buttons return"]),
    .init(
      name: "one case calls the helper",
      edits: [
        (
          "    case .copying:\n      previewDetail(copying: true)\n",
          "    case .copying:\n      ProgressView()\n"
        )
      ],
      findings: []),
    .init(
      name: "Done is shown beside the switch",
      edits: [
        (
          "    VStack {\n      detail\n    }",
          "    VStack {\n      detail\n      CompletionView(close: { dismiss() })\n    }"
        )
      ],
      findings: ["default-buttons return", "default-buttons return"]),
  ]

  @Test(
    "helper-shared-by-cases: a helper some cases of one switch call is never beside its other cases",
    arguments: variants)
  func sharedHelper(_ variant: Variant) throws {
    let result = try ImporterDefectsTests.importedCopy(
      of: Self.folder, editing: ["App.swift": variant.edits])
    let findings = try ImporterDefectsTests.warnings(of: result)
    #expect(
      ImporterDefectsTests.described(findings) == variant.findings, "\(findings.map(\.message))")
  }
}
