import CommandKitAudit
import Foundation
import Testing

@testable import CommandKitImport
@testable import CommandKitLite

/// `same-action-flag-observer`: a menu command that only raises a flag (`flag.toggle()`,
/// `flag = true`) and a view's only `.onChange(of: flag)` that calls the method a button of
/// that view calls are one action (SPEC §20: one action, one command), so the button on the
/// same key shadows nothing (ImporterDefects/same-action-flag-observer/). Written in round
/// twenty-one after the twenty-fifth and twenty-seventh held-out batches were judged (Kaset's
/// Command Bar ⌘K, MyMedia's Import Directory ⇧⌘I).
@Suite struct SameActionFlagObserverTests {
  static let folder = "same-action-flag-observer"

  struct Variant: Sendable, CustomTestStringConvertible {
    let name: String
    var app: [(String, String)] = []
    var view: [(String, String)] = []
    /// The findings expected (warnings and errors), as "kind shortcut", sorted.
    let findings: [String]
    var testDescription: String { name }
  }

  static let observer =
    "    .onChange(of: commands.importFolder) {\n      if commands.importFolder {\n"
    + "        chooseFolder()\n      }\n    }"

  static let variants: [Variant] = [
    .init(name: "a toggled flag whose observer calls the button's method", findings: []),
    .init(
      name: "a flag set to true, its observer resetting it (Kaset's shape)",
      app: [("commands.importFolder.toggle()", "commands.importFolder = true")],
      view: [
        (
          observer,
          """
              .onChange(of: commands.importFolder) { _, newValue in
                if newValue {
                  self.chooseFolder()
                  commands.importFolder = false
                }
              }
          """
        )
      ],
      findings: []),
    .init(
      name: "an observer calling the method on every change",
      view: [(observer, "    .onChange(of: commands.importFolder) { chooseFolder() }")],
      findings: []),
    .init(
      name: "an observer calling another method: two actions",
      view: [("        chooseFolder()\n      }\n    }", "        reload()\n      }\n    }")],
      findings: ["shadowed shift+cmd+i"]),
    .init(
      name: "two observers of the flag: which one runs is not known",
      view: [
        (
          "TextField(\"Search\", text: $query)",
          "TextField(\"Search\", text: $query)\n        .onChange(of: commands.importFolder) { reload() }"
        )
      ],
      findings: ["shadowed shift+cmd+i"]),
    .init(
      name: "a second observer whose closure does other work: the flag means more",
      view: [
        (
          "TextField(\"Search\", text: $query)",
          "TextField(\"Search\", text: $query)\n        .onChange(of: commands.importFolder) {\n"
            + "          query = \"\"\n          reload()\n        }"
        )
      ],
      findings: ["shadowed shift+cmd+i"]),
    .init(
      name: "a menu closure that does more than raise the flag",
      app: [
        ("commands.importFolder.toggle() }", "commands.importFolder.toggle(); print(\"import\") }")
      ],
      findings: ["shadowed shift+cmd+i"]),
    .init(
      name: "an observer whose call is followed by other work",
      view: [("        chooseFolder()\n", "        chooseFolder()\n        reload()\n")],
      findings: ["shadowed shift+cmd+i"]),
  ]

  @Test(
    "same-action-flag-observer: a raised flag's only observer calling the button's method is one action",
    arguments: variants)
  func flagObserverIsOneAction(_ variant: Variant) throws {
    let result = try ImporterDefectsTests.importedCopy(
      of: Self.folder, editing: ["App.swift": variant.app, "LibraryView.swift": variant.view])
    let findings = try ImporterDefectsTests.warnings(of: result)
    #expect(
      ImporterDefectsTests.described(findings) == variant.findings, "\(findings.map(\.message))")
  }

  @Test(
    "A flag is the last name of a path, wrappedValue left out",
    arguments: [
      ("self.showCommandBar.wrappedValue", "showCommandBar"),
      ("commandResource.showDirectoryImporter", "showDirectoryImporter"),
      ("$isPresented", "isPresented"),
      ("flag", "flag"),
    ])
  func flagName(_ text: String, _ expected: String) throws {
    let tokens = try SwiftTokenizer.tokenize(text)
    #expect(AppIndex.flagName(tokens) == expected)
  }

  @Test("A call or an operator names no flag", arguments: ["model.count()", "a + b", "a.", ""])
  func noFlagName(_ text: String) throws {
    let tokens = try SwiftTokenizer.tokenize(text)
    #expect(AppIndex.flagName(tokens) == nil)
  }
}
