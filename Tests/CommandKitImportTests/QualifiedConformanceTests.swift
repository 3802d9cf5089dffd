import CommandKitAudit
import Foundation
import Testing

@testable import CommandKitImport
@testable import CommandKitLite

/// `qualified-app-conformance`: `SwiftUI.App`, `SwiftUI.Scene`, `SwiftUI.View` and
/// `SwiftUI.Commands` are the protocols `App`, `Scene`, `View` and `Commands` written with
/// their module (ImporterDefects/qualified-app-conformance/). Written after the thirteenth
/// held-out batch was judged (Osaurus' `struct OsaurusApp: SwiftUI.App`).
@Suite struct QualifiedConformanceTests {
  static let folder = "qualified-app-conformance"

  @Test(
    "qualified-app-conformance: a SwiftUI.App gets SwiftUI's menu bar: no missing-edit-commands")
  func qualifiedAppIsSwiftUIApp() throws {
    let result = try ImporterDefectsTests.imported(Self.folder)
    #expect(result.declaresSwiftUIApp)
    #expect(result.defaultCommands)
    #expect(result.appName == "ExampleApp")
    #expect(result.templates.contains { $0.kind == .settings })
    #expect(result.commands.contains { $0.shortcut == "cmd+n" })
    #expect(
      try !ImporterDefectsTests.audited(Self.folder).contains { $0.kind == .missingEditCommands })
  }

  struct Variant: Sendable, CustomTestStringConvertible {
    let name: String
    let edits: [(String, String)]
    var testDescription: String { name }
  }

  static let variants: [Variant] = [
    .init(name: "SwiftUI.App with some SwiftUI.Scene (the reproduction)", edits: []),
    .init(
      name: "App with some Scene (unqualified)",
      edits: [
        ("struct ExampleApp: SwiftUI.App {", "struct ExampleApp: App {"),
        ("var body: some SwiftUI.Scene {", "var body: some Scene {"),
      ]),
    .init(
      name: "SwiftUI.App with some Scene",
      edits: [("var body: some SwiftUI.Scene {", "var body: some Scene {")]),
    .init(
      name: "SwiftUI.App and a view written SwiftUI.View with some SwiftUI.View",
      edits: [
        ("struct ChatView: View {", "struct ChatView: SwiftUI.View {"),
        ("var body: some View {", "var body: some SwiftUI.View {"),
      ]),
  ]

  @Test("qualified-app-conformance: qualified or not, the app is SwiftUI's", arguments: variants)
  func variant(_ variant: Variant) throws {
    let result = try ImporterDefectsTests.importedCopy(
      of: Self.folder, editing: ["App.swift": variant.edits])
    #expect(result.declaresSwiftUIApp)
    #expect(result.defaultCommands)
    #expect(result.templates.contains { $0.kind == .settings })
    #expect(result.commands.map(\.shortcut) == ["cmd+n"])
  }
}
