import CommandKitAudit
import Testing

@testable import CommandKitImport
@testable import CommandKitLite

/// `exclusive-branches-open-chain/` and `exclusive-branches-switch/` (ShengJi and
/// TimeMachineTrimmer, twelfth held-out batch; written after the batch was judged): a view
/// shows one branch of an `if … else if …` chain, final `else` or not, and one case of a
/// `switch`, also when the case names one of the view's own computed properties or methods
/// (*The Swift Programming Language*, "Control Flow", "If"; "Attributes", "Result
/// Transformations": `buildEither(first:)`/`buildEither(second:)`, `buildOptional(_:)`).
@Suite struct ExclusiveBranchesTests {
  /// The controls of each template that has any, by title, sorted; each template once (a
  /// set would hide a button read into two templates).
  static func controlsByTemplate(_ result: SceneImport) -> [[String]] {
    result.templates.map { $0.nodes.flatMap(\.controls).map(\.title).sorted() }
      .filter { !$0.isEmpty }
      .sorted { $0.joined(separator: "\n") < $1.joined(separator: "\n") }
  }

  static func findings(_ result: SceneImport) throws -> [Finding] {
    try SceneFile.decode(result.json.prettyPrinted()).app.audit().findings
  }

  @Test("exclusive-branches-open-chain: Pause and Continue on Space are never in one window")
  func openChain() throws {
    let result = try ImporterDefectsTests.imported("exclusive-branches-open-chain")
    #expect(Self.controlsByTemplate(result) == [["Continue"], ["Pause"]])
    #expect(!result.controls.contains { $0.shortcut == "space" })
    #expect(try !Self.findings(result).contains { $0.kind == .ambiguous })
  }

  @Test("exclusive-branches-switch: each phase's ⌘↩ button is a screen of its own")
  func switchOfMembers() throws {
    let result = try ImporterDefectsTests.imported("exclusive-branches-switch")
    #expect(Self.controlsByTemplate(result) == [["Continue"], ["Delete"], ["Done"]])
    #expect(try !Self.findings(result).contains { $0.kind == .ambiguous })
  }

  struct Variant: CustomTestStringConvertible, Sendable {
    var name: String
    var folder: String
    var file: String
    var edits: [(String, String)]
    /// The controls of each template, as `controlsByTemplate(_:)` gives them.
    var templates: [[String]]
    /// The controls of the sheet (not of one of its screens), sorted.
    var sheet: [String] = []
    /// Whether the audit reports the shared key as `ambiguous` (`nil`: not asserted).
    var ambiguous: Bool?
    var testDescription: String { name }
  }

  static let chain = "exclusive-branches-open-chain"
  static let phases = "exclusive-branches-switch"

  static let variants: [Variant] = [
    Variant(
      name: "a chain with a final else is split as before",
      folder: chain, file: "Transport.swift",
      edits: [("} else if paused {", "} else {")],
      templates: [["Continue"], ["Pause"]], ambiguous: false),
    Variant(
      name: "a chain of three branches without a final else: three windows",
      folder: chain, file: "Transport.swift",
      edits: [
        (
          "          .keyboardShortcut(.space, modifiers: [])\n      }\n    }",
          "          .keyboardShortcut(.space, modifiers: [])\n      } else if text.isEmpty {\n"
            + "        Button(\"Record\") {}.keyboardShortcut(.space, modifiers: [])\n      }\n    }"
        )
      ],
      templates: [["Continue"], ["Pause"], ["Record"]], ambiguous: false),
    Variant(
      name: "two separate ifs may both show: one window, ambiguous",
      folder: chain, file: "Transport.swift",
      edits: [("} else if paused {", "}\n      if paused {")],
      templates: [["Continue", "Pause"]], ambiguous: true),
    Variant(
      name: "the chain written in the body, not in a helper property",
      folder: chain, file: "Transport.swift",
      edits: [
        (
          "      TextEditor(text: $text)\n      transportControls\n",
          "      TextEditor(text: $text)\n      if !paused {\n"
            + "        Button(\"Pause\") { paused = true }.keyboardShortcut(.space, modifiers: [])\n"
            + "      } else if paused {\n"
            + "        Button(\"Continue\") { paused = false }.keyboardShortcut(.space, modifiers: [])\n"
            + "      }\n"
        ),
        (
          "  private var transportControls: some View {\n    HStack {\n      if !paused {\n"
            + "        Button(\"Pause\") { paused = true }\n"
            + "          .keyboardShortcut(.space, modifiers: [])\n"
            + "      } else if paused {\n        Button(\"Continue\") { paused = false }\n"
            + "          .keyboardShortcut(.space, modifiers: [])\n      }\n    }\n  }\n",
          ""
        ),
      ],
      templates: [["Continue"], ["Pause"]], ambiguous: false),
    Variant(
      name: "cases written inline are split as before",
      folder: phases, file: "TrimSheet.swift",
      edits: [
        (
          "case .configure: configureView",
          "case .configure: Button(\"Continue\") { phase = .preview(count: 1) }.keyboardShortcut(.return)"
        ),
        (
          "  private var configureView: some View {\n"
            + "    Button(\"Continue\") { phase = .preview(count: 1) }.keyboardShortcut(.return)\n"
            + "  }\n",
          ""
        ),
      ],
      templates: [["Continue"], ["Delete"], ["Done"]], ambiguous: false),
    Variant(
      name: "a case naming a @ViewBuilder method holds its body",
      folder: phases, file: "TrimSheet.swift",
      edits: [
        ("case .done: doneView", "case .done: doneView(count: 2)"),
        ("private var doneView: some View {", "private func doneView(count: Int) -> some View {"),
      ],
      templates: [["Continue"], ["Delete"], ["Done"]], ambiguous: false),
    Variant(
      name:
        "a property also written beside the switch is shown either way: the sheet's, and with each phase",
      folder: phases, file: "TrimSheet.swift",
      edits: [("      Group {\n", "      doneView\n      Group {\n")],
      // Since round sixteen a branch also holds what its host shows beside the chain
      // (BranchHostTests); the Done phase shows nothing of its own then, and adds no template.
      templates: [["Continue", "Done"], ["Delete", "Done"], ["Done"]], sheet: ["Done"]),
  ]

  @Test("exclusive branches: which buttons are apart", arguments: variants)
  func variant(_ variant: Variant) throws {
    let result = try ImporterDefectsTests.importedCopy(
      of: variant.folder, editing: [variant.file: variant.edits])
    #expect(Self.controlsByTemplate(result) == variant.templates)
    let sheet = result.templates.filter { $0.kind == .sheet }.flatMap(\.nodes)
    #expect(sheet.flatMap(\.controls).map(\.title).sorted() == variant.sheet)
    if let expected = variant.ambiguous {
      let ambiguous = try Self.findings(result).contains { $0.kind == .ambiguous }
      #expect(ambiguous == expected)
    }
  }
}
