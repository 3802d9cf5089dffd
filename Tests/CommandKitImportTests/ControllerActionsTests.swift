import CommandKitAudit
import Foundation
import Testing

@testable import CommandKitImport
@testable import CommandKitLite

/// `controller-actions`: an action that only one window's own responders implement (the
/// window controller that is File's Owner of its nib, a controller its storyboard scene
/// shows, one whose `init(windowNibName:)` names the nib) is answered only in that window
/// (ImporterDefects/controller-actions/; Apple's *Cocoa Event Handling Guide*, "Responder
/// Chain for Action Messages"). Written after the fifth held-out batch was judged (OpenEmu,
/// Stockfish).
@Suite struct ControllerActionsTests {
  static let folder = "controller-actions"

  @Test("controller-actions: each window publishes only its own controller's actions")
  func eachWindowPublishesItsOwn() throws {
    let result = try ImporterDefectsTests.imported(Self.folder)
    let text = result.json.prettyPrinted()
    let scene = try #require(
      try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    let templates = try #require(scene["templates"] as? [String: [String: Any]])
    let board = templates["main"]?["sceneValues"] as? [String: Bool]
    let preferences = templates["preferences"]?["sceneValues"] as? [String: Bool]
    #expect(board == ["firstMove:": true, "lastMove:": true, "flipBoard:": true])
    #expect(preferences == ["lastMove:": true, "resetEngineOptions:": true])
  }

  @Test(
    "controller-actions: ⌘← no longer steals the Preferences field's key, ⌘R is no longer ambiguous; ⌘→ (answered by an object of no window) still steals"
  )
  func auditKeepsOnlyTheAppWideAction() throws {
    let findings = try ImporterDefectsTests.audited(Self.folder).filter { $0.severity != .info }
    #expect(!findings.contains { $0.kind == .ambiguous })
    #expect(findings.filter { $0.kind == .stealsTextKey }.map(\.commands) == [["move.lastMove"]])
    // The two ⌘R items are never enabled in one window: one key shown for two commands.
    #expect(
      findings.filter { $0.kind == .duplicate }.map(\.commands) == [
        ["move.flipBoard", "move.resetEngineOptions"]
      ])
  }

  struct Variant: Sendable, CustomTestStringConvertible {
    let name: String
    /// Replacements made in the folder's files before importing.
    let edits: [String: [(String, String)]]
    /// The templates that publish `firstMove:`, or nil when every window does.
    let windows: Set<String>?
    var testDescription: String { name }
  }

  static let anonymousOwner = [
    (
      "customClass=\"BoardWindowController\"",
      "customClass=\"NSObject\""
    )
  ]

  static let variants: [Variant] = [
    .init(name: "the window controller is the nib's File's Owner", edits: [:], windows: ["main"]),
    .init(
      name: "a subclass is the File's Owner: it inherits the action",
      edits: [
        "Board.xib": [
          ("customClass=\"BoardWindowController\"", "customClass=\"ChessBoardController\"")
        ],
        "Controllers.swift": [
          (
            "class MoveHistory",
            "class ChessBoardController: BoardWindowController {}\n\nclass MoveHistory"
          )
        ],
      ], windows: ["main"]),
    .init(
      name: "no File's Owner class, but self.init(windowNibName: \"Board\") names the nib",
      edits: ["Board.xib": anonymousOwner], windows: ["main"]),
    .init(
      name: "no File's Owner class and a nib name built at run time: cannot tell, every window",
      edits: [
        "Board.xib": anonymousOwner,
        "Controllers.swift": [
          ("self.init(windowNibName: \"Board\")", "self.init(windowNibName: name)")
        ],
      ], windows: nil),
    .init(
      name:
        "no File's Owner class, the app delegate names the nib: BoardWindowController(windowNibName:)",
      edits: [
        "Board.xib": anonymousOwner,
        "Controllers.swift": [
          ("self.init(windowNibName: \"Board\")", "self.init(windowNibName: name)"),
          (
            "let board = BoardWindowController()",
            "let board = BoardWindowController(windowNibName: \"Board\")"
          ),
        ],
      ], windows: ["main"]),
    .init(
      name: "the Preferences controller implements it too: both windows",
      edits: [
        "Controllers.swift": [
          (
            "  @IBAction func resetEngineOptions(_ sender: Any?) {}",
            "  @IBAction func resetEngineOptions(_ sender: Any?) {}\n\n  @IBAction func firstMove(_ sender: Any?) {}"
          )
        ]
      ], windows: ["main", "preferences"]),
    .init(
      name: "the app delegate implements it too: the app answers from every window",
      edits: [
        "Controllers.swift": [
          (
            "  @IBAction func showPreferences(_ sender: Any?) {",
            "  @IBAction func firstMove(_ sender: Any?) {}\n\n  @IBAction func showPreferences(_ sender: Any?) {"
          )
        ]
      ], windows: nil),
    .init(
      name: "a view controller (not a window's) implements it: cannot tell, every window",
      edits: [
        "Controllers.swift": [
          (
            "class MoveHistory: NSObject {",
            "class MovesViewController: NSViewController {\n  @IBAction func firstMove(_ sender: Any?) {}\n}\n\nclass MoveHistory: NSObject {"
          )
        ]
      ], windows: nil),
    .init(
      name: "the Preferences window is shown as a sheet by its controller: it keeps the value",
      edits: [
        "Controllers.swift": [
          (
            "  @IBAction func resetEngineOptions(_ sender: Any?) {}",
            "  @IBAction func resetEngineOptions(_ sender: Any?) {}\n\n  func run(on host: NSWindow) {\n    guard let window else { return }\n    host.beginSheet(window)\n  }"
          )
        ]
      ], windows: ["main", "preferences"]),
    .init(
      name: "a controller that shows another window as a sheet is not a sheet itself",
      edits: [
        "Controllers.swift": [
          (
            "  @IBAction func resetEngineOptions(_ sender: Any?) {}",
            "  @IBAction func resetEngineOptions(_ sender: Any?) {}\n\n  func ask(_ alert: NSWindow) {\n    window?.beginSheet(alert)\n  }"
          )
        ]
      ], windows: ["main"]),
  ]

  @Test(
    "controller-actions: which windows answer a window controller's action", arguments: variants)
  func variant(_ variant: Variant) throws {
    let result = try ImporterDefectsTests.importedCopy(of: Self.folder, editing: variant.edits)
    #expect(result.controllerActionWindows["firstMove:"] == variant.windows)
  }

  @Test(
    "controller-actions: Objective-C initWithWindowNibName: and beginSheet: name a controller's nib and its sheet",
    arguments: [
      (
        "@implementation Board\n- (id)init { return [super initWithWindowNibName:@\"Board\"]; }\n@end",
        "Board", Set(["Board"]), false
      ),
      (
        "@implementation App\n- (void)x { c = [[Board alloc] initWithWindowNibName:@\"Board\" owner:self]; }\n@end",
        "Board", Set(["Board"]), false
      ),
      (
        "@implementation Board\n- (void)run:(NSWindow *)host { [host beginSheet:self.window completionHandler:nil]; }\n@end",
        "Board", Set<String>(), true
      ),
      (
        "@implementation Board\n- (void)run:(NSWindow *)host { [host beginSheet:[self window] completionHandler:nil]; }\n@end",
        "Board", Set<String>(), true
      ),
      (
        "@implementation Board\n- (void)ask { [self.window beginSheet:alert.window completionHandler:nil]; }\n@end",
        "Board", Set<String>(), false
      ),
    ])
  func objectiveC(source: String, owner: String, nibs: Set<String>, sheet: Bool) {
    var index = AppIndex()
    index.add(ObjectiveCSource(file: "Board.m", text: source))
    #expect((index.windowNibNames[owner] ?? []) == nibs)
    #expect(index.sheetControllers.contains(owner) == sheet)
  }
}
