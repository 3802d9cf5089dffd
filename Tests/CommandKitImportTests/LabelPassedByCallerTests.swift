import CommandKitAudit
import CommandKitLite
import Foundation
import Testing

@testable import CommandKitImport

/// `label-passed-by-caller/` (Kiwix, sixth held-out batch; fixed in round twenty-five): a
/// View struct that command content builds with a label closure, shown as its button's label
/// (`label: { label }`), gives the button the title its caller's closure shows, also when
/// that title is read through the app's own lookup helper, and when the struct is declared in
/// another file.
@Suite struct LabelPassedByCallerTests {
  static let folder = "label-passed-by-caller"
  static let use = #"OpenFileButton(context: "menu") { Text("Open…") }"#

  struct Variant: Sendable, CustomTestStringConvertible {
    let name: String
    let edits: [(String, String)]
    var added: [String: String] = [:]
    let title: String
    let findings: [String]
    var testDescription: String { name }
  }

  static let structStart = "struct OpenFileButton<Label: View>: View {"

  static let variants: [Variant] = [
    .init(name: "a trailing label closure", edits: [], title: "Open…", findings: []),
    .init(
      name: "a label: argument",
      edits: [(use, #"OpenFileButton(context: "menu", label: { Text("Open…") })"#)],
      title: "Open…", findings: []),
    .init(
      name: "a title read through the app's own helper, the view in another file",
      edits: [
        (use, #"OpenFileButton(context: "menu") { Text("menu.open".localized) }"#),
        (structStart, "struct Unused {}\n\n/*" + structStart),
        ("    .keyboardShortcut(\"o\")\n  }\n}\n", "    .keyboardShortcut(\"o\")\n  }\n}\n*/\n"),
      ],
      added: [
        "OpenFileButton.swift": """
        import SwiftUI

        extension String {
          var localized: String { NSLocalizedString(self, comment: "") }
        }

        struct OpenFileButton<Label: View>: View {
          let context: String
          let label: Label

          init(context: String, @ViewBuilder label: () -> Label) {
            self.context = context
            self.label = label()
          }

          var body: some View {
            Button {} label: { label }
              .keyboardShortcut("o")
          }
        }
        """,
        "Localizable.strings": "\"menu.open\" = \"Open…\";\n",
      ],
      title: "Open…", findings: []),
    // The control case: a label the caller computes at run time stays unread, and the
    // item keeps its placeholder title (with a warning) and its finding.
    .init(
      name: "a label computed at run time",
      edits: [(use, #"OpenFileButton(context: "menu") { Text(openTitle) }"#)],
      title: "Button", findings: ["nonstandard cmd+o"]),
  ]

  @Test("label-passed-by-caller: the caller's label titles the button", arguments: variants)
  func title(_ variant: Variant) throws {
    let result = try ImporterDefectsTests.importedCopy(
      of: Self.folder, editing: variant.edits.isEmpty ? [:] : ["App.swift": variant.edits],
      adding: variant.added)
    let command = try #require(result.commands.first { $0.shortcut == "cmd+o" })
    #expect(command.title == variant.title)
    #expect(
      ImporterDefectsTests.described(try ImporterDefectsTests.warnings(of: result))
        == variant.findings)
  }
}
