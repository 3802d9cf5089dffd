import CommandKitAudit
import CommandKitLite
import Foundation
import Testing

/// Findings whose defect is at a view point at where the app's sources declare it (SPEC §22:
/// an imported node records its `source`): `missing-edit-commands` at the text input where
/// the keys are dead, `steals-text-key` with the text input that loses the key as a related
/// location, a control's finding with the control's view. JSON carries them as `nodes`;
/// SARIF as related locations.
@Suite("Finding sources at views")
struct NodeSourceFindingTests {
  static let editor = SourceLocation(file: "Editor.swift", line: 12, column: 7)
  static let field = SourceLocation(file: "Search.swift", line: 30, column: 9)
  static let commands = SourceLocation(file: "Commands.swift", line: 7, column: 5)

  /// An imported-looking scene: a text editor and a search field with sources, a list
  /// without one; `commands` spliced in.
  static func scene(_ commands: String, extra: String = "", nodeSources: Bool = true) -> String {
    let text = """
      {"app": "Jot", "platform": "macOS"\(extra),
       "commands": [\(commands)],
       "templates": {"main": {"kind": "window",
         "source": {"file": "App.swift", "line": 5, "column": 5},
         "root": {"id": "root", "children": [
           {"id": "editor", "role": "textEditor", "textInput": true,
            "source": {"file": "Editor.swift", "line": 12, "column": 7}},
           {"id": "search", "role": "textField", "textInput": true,
            "source": {"file": "Search.swift", "line": 30, "column": 9}},
           {"id": "list", "role": "list", "focusable": true},
           {"id": "go", "role": "button", "controls": [
             {"title": "Go", "shortcut": "cmd+right", "action": "go"}],
            "source": {"file": "Toolbar.swift", "line": 3, "column": 1}}
         ]}}}}
      """
    guard !nodeSources else { return text }
    // The same scene as a hand-written file: its views say nothing of where they are.
    return text.replacingOccurrences(
      of: #"[,\s]*"source": \{"file": "(Editor|Search|Toolbar|App)\.swift"[^}]*\}"#, with: "",
      options: .regularExpression)
  }

  @Test(
    "missing-edit-commands lists the text inputs; it points at the command that removed the items")
  func missingEditCommandsAtTheReplacement() throws {
    let app = try SceneFile.decode(
      Self.scene(
        """
        {"id": "x.paste", "title": "Paste Special", "group": "pasteboard",
         "placement": "replacing", "shortcut": "ctrl+cmd+v",
         "source": {"file": "Commands.swift", "line": 7, "column": 5}}
        """)
    ).app
    let finding = try #require(app.audit().findings.first { $0.kind == .missingEditCommands })
    #expect(finding.source == Self.commands)
    #expect(finding.nodes.map(\.node) == ["main/editor", "main/search"])
    #expect(finding.nodes.map(\.source) == [Self.editor, Self.field])
    let nodes = try #require(finding.json.objectValue?["nodes"]?.arrayValue)
    #expect(nodes.first == ["node": "main/editor", "source": Self.editor.json])
    // SARIF: the result where the items were removed; the text inputs are related.
    let texts = try Self.relatedTexts(of: app, rule: "missing-edit-commands")
    #expect(texts.count == 2)
    #expect(texts.allSatisfy { $0.hasPrefix("the keys are dead in the text input main/") })
  }

  @Test("Without a command that removed them, missing-edit-commands points at the text input")
  func missingEditCommandsAtTheTextInput() throws {
    // An Edit menu that never had the items: an Edit item is no better a place than another.
    let app = try SceneFile.decode(
      Self.scene(
        """
        {"id": "edit.spelling", "title": "Spelling", "menu": "Edit",
         "source": {"file": "Commands.swift", "line": 7, "column": 5}}
        """, extra: #", "defaultCommands": false"#)
    ).app
    let finding = try #require(app.audit().findings.first { $0.kind == .missingEditCommands })
    #expect(finding.source == Self.editor)
    #expect(finding.nodes.map(\.node) == ["main/editor", "main/search"])
    let texts = try Self.relatedTexts(of: app, rule: "missing-edit-commands")
    #expect(texts == ["the keys are dead in the text input main/search, declared here"])
  }

  /// The messages of the SARIF related locations of `app`'s first `rule` result.
  static func relatedTexts(of app: App, rule: String) throws -> [String] {
    let sarif = SARIFLog(report: app.audit(), file: "jot.json", platform: .macOS).json
    let result = try #require(
      sarif.objectValue?["runs"]?.arrayValue?.first?.objectValue?["results"]?.arrayValue?.first {
        $0.objectValue?["ruleId"] == .string(rule)
      })
    return (result.objectValue?["relatedLocations"]?.arrayValue ?? []).compactMap {
      $0.objectValue?["message"]?.objectValue?["text"]?.stringValue
    }
  }

  @Test("steals-text-key lists the text inputs that lose the key, with their sources")
  func stealsTextKeyNamesTheInputs() throws {
    let app = try SceneFile.decode(
      Self.scene(
        """
        {"id": "file.close", "title": "Close Note", "menu": "File", "shortcut": "cmd+delete",
         "source": {"file": "Commands.swift", "line": 9, "column": 5}}
        """)
    ).app
    let finding = try #require(
      app.audit().findings.first { $0.kind == .stealsTextKey && $0.commands == ["file.close"] })
    #expect(finding.source?.file == "Commands.swift")
    #expect(finding.nodes.map(\.node) == ["main/editor", "main/search"])
    #expect(finding.nodes.map(\.source) == [Self.editor, Self.field])
  }

  @Test("A control's finding names the control's view and its source")
  func controlFindingNamesItsView() throws {
    let app = try SceneFile.decode(Self.scene("")).app
    let finding = try #require(
      app.audit().findings.first { $0.kind == .stealsTextKey && !$0.controls.isEmpty })
    #expect(finding.nodes.contains { $0.node == "main/go" && $0.source.file == "Toolbar.swift" })
  }

  @Test("A scene file without node sources keeps the old places and lists no nodes")
  func withoutSourcesNothingChanges() throws {
    let text = Self.scene(
      """
      {"id": "x.paste", "title": "Paste Special", "group": "pasteboard",
       "placement": "replacing", "shortcut": "ctrl+cmd+v",
       "source": {"file": "Commands.swift", "line": 7, "column": 5}}
      """, nodeSources: false)
    #expect(!text.contains("Editor.swift") && text.contains("Commands.swift"))
    let app = try SceneFile.decode(text).app
    let finding = try #require(app.audit().findings.first { $0.kind == .missingEditCommands })
    #expect(finding.source == Self.commands)
    #expect(finding.nodes.isEmpty)
    #expect(finding.json.objectValue?["nodes"] == nil)
  }
}
