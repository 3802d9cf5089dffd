import CommandKitAudit
import Testing

@testable import CommandKitImport
@testable import CommandKitLite

/// `hosted-view-subclass/` (Logue, fifteenth held-out batch; written after the batch was
/// judged): a SwiftUI view hosted by the app's own subclass of `NSHostingView`, and a view
/// the function makes first and hands by name to the app's own `NSPanel` subclass, are each
/// a panel of their own, never the main window's content.
@Suite struct HostedViewSubclassTests {
  static let folder = "hosted-view-subclass"

  static func templates(_ result: SceneImport) throws -> [String] {
    try ImporterDefectsTests.windows(result, onlyFilled: true)
  }

  static func ambiguous(_ result: SceneImport) throws -> Bool {
    try SceneFile.decode(result.json.prettyPrinted()).app.audit().findings.contains {
      $0.kind == .ambiguous
    }
  }

  @Test("hosted-view-subclass: both floating panels are panels of their own; no ambiguous ⌘↩")
  func reproduction() throws {
    let result = try ImporterDefectsTests.imported(Self.folder)
    #expect(
      try Self.templates(result) == [
        "commandCenterView panel: Button", "companionView panel: Send",
      ])
    #expect(try !Self.ambiguous(result))
  }

  struct Variant: CustomTestStringConvertible, Sendable {
    var name: String
    var edit: (String, String)
    var templates: [String]
    var testDescription: String { name }
  }

  static let variants: [Variant] = [
    Variant(
      name: "a subclass of NSView is no hosting view: its view stays in the main window",
      edit: (
        "class TransparentHostingView<Content: View>: NSHostingView<Content> {}",
        "class TransparentHostingView<Content: View>: NSView {}"
      ),
      templates: ["companionView panel: Send", "main window: Button"]),
    Variant(
      name: "a variable made by a function, not a view type, names no window",
      edit: ("let view = CompanionView { [weak self] in", "let view = makeView { [weak self] in"),
      templates: ["commandCenterView panel: Button", "main window: Send"]),
  ]

  @Test("Only a hosting subclass and a named view of the app are read", arguments: variants)
  func variant(_ variant: Variant) throws {
    let result = try ImporterDefectsTests.importedCopy(
      of: Self.folder, editing: ["App.swift": [variant.edit]])
    #expect(try Self.templates(result) == variant.templates)
  }
}
