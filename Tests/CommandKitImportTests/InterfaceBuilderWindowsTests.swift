import CommandKitAudit
import Foundation
import Testing

@testable import CommandKitImport
@testable import CommandKitLite

/// One node an imported Interface Builder window must have.
struct WindowNodeCase: Sendable, CustomTestStringConvertible {
  var template: String
  var id: String
  var role: String
  var focusable: Bool
  var hidden = false
  var disabled = false
  var controls: [String] = []
  var testDescription: String { "\(template)/\(id)" }
}

/// SPEC §22, whole apps: Interface Builder windows and views become templates.
@Suite struct InterfaceBuilderWindowsTests {
  static func xib() throws -> SceneImport {
    try SceneImporter.importInputs(
      [
        .init(path: "App/Compose.xib", data: Data(ImportFixtures.windowsXib.utf8), lenient: false),
        .init(
          path: "App/Views.swift", data: Data(ImportFixtures.windowsClasses.utf8), lenient: false),
      ], fallbackName: "App", lenient: false)
  }

  static func storyboard() throws -> SceneImport {
    try SceneImporter.importData(
      Data(ImportFixtures.windowsStoryboard.utf8), file: "App/Main.storyboard")
  }

  static let xibNodes: [WindowNodeCase] = [
    // An outlet names the node; an editable field is a single-line text input.
    .init(template: "main", id: "subjectField", role: "textField", focusable: true),
    // A search field is editable by default; its placeholder names it.
    .init(template: "main", id: "find", role: "textField", focusable: true),
    .init(template: "main", id: "bodyView", role: "textEditor", focusable: true),
    // A table is a list; its row prototypes' field and button are not the window's.
    .init(template: "main", id: "list", role: "list", focusable: true),
    // The app's NSTextView subclass is a text view; its NSView subclass a focusable view;
    // a class the sources do not declare is a focusable view, with a warning.
    .init(template: "main", id: "codeTextView", role: "textEditor", focusable: true),
    .init(template: "main", id: "graphView", role: "custom", focusable: true),
    .init(template: "main", id: "gauge", role: "custom", focusable: true),
    .init(template: "main", id: "send", role: "button", focusable: false, controls: ["Send"]),
    .init(
      template: "main", id: "archive", role: "button", focusable: false, hidden: true,
      controls: ["Archive"]),
    .init(
      template: "main", id: "saveDraft", role: "button", focusable: false, disabled: true,
      controls: ["Save Draft"]),
    .init(template: "main", id: "toolbar", role: "toolbar", focusable: false),
    .init(template: "main", id: "searchMail", role: "textField", focusable: true),
    // The panel's button stays in the panel.
    .init(template: "colors", id: "apply", role: "button", focusable: false, controls: ["Apply"]),
  ]

  @Test("Each view of a xib window is a node with its role and flags", arguments: xibNodes)
  func xibNode(_ expected: WindowNodeCase) throws {
    let result = try Self.xib()
    let template = try #require(result.templates.first { $0.name == expected.template })
    let node = try #require(
      template.nodes.first { $0.id == expected.id }, "\(template.nodes.map(\.id))")
    #expect(node.role == expected.role)
    #expect(node.isFocusable == expected.focusable)
    #expect(node.hidden == expected.hidden)
    #expect(node.disabled == expected.disabled)
    #expect(node.controls.map(\.title) == expected.controls)
    #expect(node.source.file == "App/Compose.xib")
  }

  @Test("A xib's windows: no other nodes, kinds, focus, and the shown window is main")
  func xibWindows() throws {
    let result = try Self.xib()
    #expect(result.templates.map(\.name) == ["main", "colors"])
    #expect(result.templates.map(\.kind) == [.window, .panel])
    #expect(result.templates.map(\.title) == ["Compose", "Colors"])
    let main = try #require(result.templates.first)
    #expect(main.nodes.map(\.id) == Self.xibNodes.filter { $0.template == "main" }.map(\.id))
    // `initialFirstResponder` decides the focus.
    #expect(main.focus == "bodyView")
    let send = try #require(main.nodes.first { $0.id == "send" }?.controls.first)
    #expect(send.shortcut == "cmd+return")
    #expect(send.action == "send:")
    #expect(send.keyWindowOnly)
  }

  @Test("What the windows hold that cannot be read is named with its line")
  func xibWarnings() throws {
    let result = try Self.xib()
    let text = ImportFixtures.windowsXib
    let expected: [(marker: String, words: String)] = [
      (#"customClass="Gauge""#, "Gauge is not declared"),
      (#"title="Remove""#, "table or outline row"),
    ]
    for item in expected {
      // The button's warning is at its <button> tag, the line before its cell.
      var line = try #require(ImportFixtures.line(of: item.marker, in: text))
      if item.marker.contains("Remove") { line -= 1 }
      #expect(
        result.warnings.contains { $0.location.line == line && $0.message.contains(item.words) },
        "\(result.warnings)")
    }
    #expect(result.warnings.count == expected.count, "\(result.warnings)")
    // Five buttons with keys: four imported, the row prototype's warned about.
    #expect(result.census.keyEquivalents == .init(found: 5, imported: 4, warned: 1))
  }

  @Test("A storyboard's window controller holds its split items; sheets and popovers are theirs")
  func storyboardScenes() throws {
    let result = try Self.storyboard()
    #expect(result.templates.map(\.name) == ["main", "rename", "info", "log"])
    #expect(result.templates.map(\.kind) == [.window, .sheet, .panel, .window])
    let main = try #require(result.templates.first)
    #expect(main.title == "Scribe")
    #expect(main.nodes.map(\.role) == ["list", "textEditor"])
    #expect(main.focus == main.nodes.last?.id)
    let rename = try #require(result.templates.first { $0.name == "rename" })
    #expect(rename.nodes.map(\.role) == ["textField", "button", "button"])
    #expect(rename.nodes.flatMap(\.controls).map(\.role) == [.default, .cancel])
    let info = try #require(result.templates.first { $0.name == "info" })
    #expect(info.nodes.flatMap(\.controls).map(\.shortcut) == ["opt+cmd+c"])
  }

  @Test("An item with neither action nor target is disabled, unless an outlet can wire it")
  func unsentItems() throws {
    let result = try Self.storyboard()
    let later = try #require(result.commands.first { $0.title == "Later" })
    #expect(later.disabled)
    #expect(later.requires == nil)
    let wired = try #require(result.commands.first { $0.title == "Wired" })
    #expect(wired.requires == nil)
    let back = try #require(result.commands.first { $0.title == "Back" })
    #expect(back.requires == "goBack:")
    #expect(back.action == "goBack:")
    let line = try #require(
      ImportFixtures.line(of: #"title="Later""#, in: ImportFixtures.windowsStoryboard))
    #expect(
      result.warnings.contains {
        $0.location.line == line && $0.message.contains("has no connection")
      })
    // The disabled item loads disabled (`"disabled": true`).
    let scene = try SceneFile.decode(result.json.prettyPrinted())
    let menu = scene.app.validatedMenuBar()
    let item = try #require(menu.flatMap(\.items).first { $0.title == "Later" })
    #expect(!item.isEnabled)
    #expect(menu.flatMap(\.items).first { $0.title == "Back" }?.isEnabled == true)
    var app = scene.app
    let press = app.press(try KeyboardShortcut(parsing: "cmd+l"))
    #expect(press.kind == .disabled)
  }

  @Test("An iOS storyboard's controllers are windows of an iPadOS app, not of a macOS one")
  func uiKitStoryboard() throws {
    let alone = try SceneImporter.importData(
      Data(ImportFixtures.iOSStoryboard.utf8), file: "iOS/Main.storyboard")
    #expect(alone.platform == .iPadOS)
    #expect(alone.templates.map(\.name) == ["main"])
    #expect(alone.templates.first?.nodes.map(\.role) == ["textField", "textEditor"])
    let mixed = try SceneImporter.importInputs(
      [
        .init(
          path: "Mac/Main.storyboard", data: Data(ImportFixtures.windowsStoryboard.utf8),
          lenient: false),
        .init(
          path: "iOS/Main.storyboard", data: Data(ImportFixtures.iOSStoryboard.utf8),
          lenient: false),
      ], fallbackName: "App", lenient: false)
    #expect(mixed.platform == .macOS)
    #expect(!mixed.templates.contains { $0.source.file == "iOS/Main.storyboard" })
    #expect(mixed.warnings.contains { $0.location.file == "iOS/Main.storyboard" })
  }

  @Test("The imported windows load and audit: a text field makes a missing Edit menu an error")
  func auditsWindows() throws {
    let result = try Self.storyboard()
    let scene = try SceneFile.decode(result.json.prettyPrinted())
    #expect(scene.warnings.isEmpty, "\(scene.warnings)")
    let report = scene.app.audit()
    // The storyboard's main menu has no Edit menu: ⌘C and ⌘V are dead in every field.
    let missing = try #require(report.findings.first { $0.kind == .missingEditCommands })
    #expect(missing.severity == .error)
    #expect(missing.contexts.contains("main/textView"))
    // ⌘← (Back) takes the key that moves to the line's start from the text view.
    let steals = try #require(
      report.findings.first { $0.kind == .stealsTextKey || $0.related.contains(.stealsTextKey) },
      "\(report.findings.map(\.line))")
    #expect(steals.commands == ["go.back"])
  }
}
