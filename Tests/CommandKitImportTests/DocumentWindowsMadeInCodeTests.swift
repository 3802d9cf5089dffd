import CommandKitAudit
import Foundation
import Testing

@testable import CommandKitImport
@testable import CommandKitLite

/// `document-windows-made-in-code/` (OpenEmu, fifth held-out batch, cause
/// `controller-actions-app-wide`; written after the batch was judged): a document that names
/// no nib, whose window and window controller are made in code, gets a window template of its
/// own where its actions are published, and no other window publishes them. An `NSDocument`
/// is in the responder chain of its own windows only (Apple, *Cocoa Event Handling Guide*,
/// "Responder Chain for Action Messages"; *Document-Based App Programming Guide for Mac*).
@Suite struct DocumentWindowsMadeInCodeTests {
  static let folder = "document-windows-made-in-code"

  /// Each template's kind, title and published values, by name.
  static func templates(_ result: SceneImport) throws -> [String: String] {
    let text = result.json.prettyPrinted()
    let scene = try #require(
      try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    let templates = try #require(scene["templates"] as? [String: [String: Any]])
    return templates.mapValues { entry in
      let values = (entry["sceneValues"] as? [String: Bool] ?? [:]).keys.sorted()
      let kind = entry["kind"] as? String ?? ""
      let title = entry["title"] as? String ?? ""
      return "\(kind) \(title): \(values.joined(separator: " "))"
    }
  }

  static func ambiguous(_ result: SceneImport) throws -> [[String]] {
    try SceneFile.decode(result.json.prettyPrinted()).app.audit().findings.filter {
      $0.kind == .ambiguous
    }.map(\.commands)
  }

  @Test(
    "document-windows-made-in-code: the document's window made in code publishes its actions, the library window the library's; ⌘− and ⌘+ are not ambiguous"
  )
  func reproduction() throws {
    let result = try ImporterDefectsTests.imported(Self.folder)
    #expect(
      try Self.templates(result) == [
        "main": "window Library: decreaseGridSize: increaseGridSize:",
        "gameDocument":
          "document GameDocument's window, made in code: popOutGame: volumeDown: volumeUp:",
      ])
    #expect(result.controllerActionWindows["volumeDown:"] == ["gameDocument"])
    #expect(result.controllerActionWindows["decreaseGridSize:"] == ["main"])
    #expect(try Self.ambiguous(result).isEmpty)
    #expect(result.templates.last?.source.file.hasSuffix("GameDocument.swift") == true)
  }

  struct Variant: Sendable, CustomTestStringConvertible {
    let name: String
    /// Replacements made in the folder's files before importing.
    let edits: [String: [(String, String)]]
    /// The templates that publish `volumeDown:`, or nil when every window does.
    let windows: Set<String>?
    /// The audit's `ambiguous` findings.
    let ambiguous: [[String]]
    var testDescription: String { name }
  }

  static let bothInMain = [
    ["view.decreaseGridSize", "controls.volumeDown"],
    ["view.increaseGridSize", "controls.volumeUp"],
  ]

  static let variants: [Variant] = [
    .init(
      name: "its own makeWindowControllers adds the controller made in code",
      edits: [
        "GameDocument.swift": [
          (
            "  func showInSeparateWindow() {",
            "  override func makeWindowControllers() {\n    addWindowController(GameWindowController(window: NSWindow()))\n  }\n\n  func showInSeparateWindow() {"
          ),
          ("gameWindowController = controller", "_ = controller"),
          ("if let controller = newValue { addWindowController(controller) }", ""),
        ]
      ], windows: ["gameDocument"], ambiguous: []),
    .init(
      name:
        "a document naming its nib (windowNibName): its windows are the nib's, not made in code",
      edits: [
        "GameDocument.swift": [
          (
            "  func showInSeparateWindow() {",
            "  override var windowNibName: NSNib.Name? { \"GameDocument\" }\n\n  func showInSeparateWindow() {"
          )
        ]
      ], windows: nil, ambiguous: bothInMain),
    .init(
      name:
        "a document made from a storyboard identifier (Xcode's template): the storyboard's, as before",
      edits: [
        "GameDocument.swift": [
          (
            "let controller = GameWindowController(window: window)",
            "let controller = NSStoryboard(name: \"Main\", bundle: nil).instantiateController(withIdentifier: \"Document Window Controller\") as! NSWindowController"
          )
        ]
      ], windows: nil, ambiguous: bothInMain),
    .init(
      name: "a window controller made in code that loads its own nib: not made in code",
      edits: [
        "GameDocument.swift": [
          (
            "final class GameWindowController: NSWindowController {",
            "final class GameWindowController: NSWindowController {\n  override var windowNibName: NSNib.Name? { \"GameWindow\" }\n"
          )
        ]
      ], windows: nil, ambiguous: bothInMain),
    .init(
      name: "no document (the game is a plain object): every window, as before",
      edits: [
        "GameDocument.swift": [
          ("final class GameDocument: NSDocument {", "final class GameDocument: NSObject {"),
          ("showWindows()", ""),
        ]
      ], windows: nil, ambiguous: bothInMain),
    .init(
      name: "a document that never adds a window controller: nothing to model, every window",
      edits: [
        "GameDocument.swift": [
          ("if let controller = newValue { addWindowController(controller) }", "")
        ]
      ], windows: nil, ambiguous: bothInMain),
  ]

  @Test(
    "document-windows-made-in-code: which windows answer a document's action",
    arguments: variants)
  func variant(_ variant: Variant) throws {
    let result = try ImporterDefectsTests.importedCopy(of: Self.folder, editing: variant.edits)
    #expect(result.controllerActionWindows["volumeDown:"] == variant.windows)
    #expect(result.templates.contains(where: \.madeInCode) == (variant.windows != nil))
    #expect(try Self.ambiguous(result) == variant.ambiguous)
  }

  @Test(
    "document-windows-made-in-code: Objective-C addWindowController: with a controller made by alloc",
    arguments: [
      (
        "@implementation Doc\n- (void)show { [self addWindowController:[[GameWindow alloc] initWithWindow:w]]; }\n@end",
        true, false, Set(["GameWindow"])
      ),
      (
        "@implementation Doc\n- (void)makeWindowControllers { [self addWindowController:[[NSStoryboard storyboardWithName:@\"Main\" bundle:nil] instantiateControllerWithIdentifier:@\"W\"]]; }\n@end",
        true, true, Set()
      ),
      ("@implementation Doc\n- (void)show { [super showWindows]; }\n@end", false, false, Set()),
    ])
  func objectiveC(source: String, adds: Bool, names: Bool, made: Set<String>) {
    var index = AppIndex()
    index.add(ObjectiveCSource(file: "Doc.m", text: source))
    let code = index.windowCode["Doc"] ?? AppIndex.WindowCode()
    #expect(code.addsWindowControllers == adds)
    #expect(code.namesInterfaceFile == names)
    #expect(code.made == made)
  }
}
