import CommandKitTestSupport
import Foundation
import Testing

@testable import CommandKitImport
@testable import CommandKitLite

/// One command the UIKit fixture declares.
struct UIKitCommandCase: Sendable, CustomTestStringConvertible {
  var title: String
  var id: String
  var menu: String
  var shortcut: String?
  var requires: String?
  var testDescription: String { "\(title) \(shortcut ?? "(none)")" }
}

@Suite struct UIKitReaderTests {
  static let file = "Editor/EditorViewController.swift"

  static func imported() throws -> SceneImport {
    try SceneImporter.importData(Data(ImportFixtures.uiKit.utf8), file: file)
  }

  static let commands: [UIKitCommandCase] = [
    // A standard selector gives the standard id and title.
    .init(title: "Bold", id: "format.bold", menu: "EditorViewController", shortcut: "cmd+b"),
    .init(
      title: "Next Page", id: "editorViewController.nextPage", menu: "EditorViewController",
      shortcut: "opt+cmd+down", requires: "nextPage"),
    // No modifiers in UIKit means none, not ⌘.
    .init(
      title: "dismissEditor", id: "editorViewController.dismissEditor",
      menu: "EditorViewController", shortcut: "escape", requires: "dismissEditor"),
    .init(
      title: "extendUp", id: "editorViewController.extendUp", menu: "EditorViewController",
      shortcut: "shift+up", requires: "extendUp"),
    .init(
      title: "refresh", id: "editorViewController.refresh", menu: "EditorViewController",
      shortcut: "f5", requires: "refresh"),
    .init(
      title: "submit", id: "editorViewController.submit", menu: "EditorViewController",
      shortcut: "ctrl+return", requires: "submit"),
    .init(
      title: "jump", id: "editorViewController.jump", menu: "EditorViewController",
      requires: "jump:to:"),
    // A titled UIMenu names the menu; an untitled one takes the menu it is inserted in.
    .init(
      title: "Count Words", id: "tools.countWords", menu: "Tools", shortcut: "shift+cmd+k",
      requires: "countWords"),
    .init(
      title: "New Draft", id: "file.newDraft", menu: "File", shortcut: "opt+cmd+n",
      requires: "newDraft"),
  ]

  @Test("Each UIKeyCommand gets its id, menu, shortcut and selector", arguments: commands)
  func readsKeyCommand(_ expected: UIKitCommandCase) throws {
    let result = try Self.imported()
    let command = try #require(result.commands.first { $0.title == expected.title })
    #expect(command.id == expected.id)
    #expect(command.menu == expected.menu)
    #expect(command.shortcut == expected.shortcut)
    #expect(command.requires == expected.requires)
    let line = ImportFixtures.uiKit.split(separator: "\n", omittingEmptySubsequences: false)[
      command.source.line - 1]
    #expect(line.contains("UIKeyCommand("))
  }

  @Test("A UIKit-only import is an iPadOS app; builder removals remove groups")
  func platformAndRemovals() throws {
    let result = try Self.imported()
    #expect(result.platform == .iPadOS)
    #expect(result.removedGroups == ["textFormatting"])
    #expect(result.commands.count == Self.commands.count)
  }

  @Test("Inputs from variables, commands added in code and builder replacements are warnings")
  func warnings() throws {
    let result = try Self.imported()
    let expected: [(marker: String, words: String)] = [
      ("input: letter", "comes from a variable"),
      ("addKeyCommand(saved)", "added in code"),
      ("replaceChildren", "not imported"),
    ]
    for item in expected {
      let line = try #require(ImportFixtures.line(of: item.marker, in: ImportFixtures.uiKit))
      #expect(
        result.warnings.contains { $0.location.line == line && $0.message.contains(item.words) },
        "\(item.marker): \(result.warnings)")
    }
    #expect(result.warnings.count == expected.count)
  }

  @Test(
    "Selectors read in Objective-C spelling",
    arguments: [
      ("#selector(copy(_:))", "copy:"), ("#selector(Self.save)", "save"),
      ("#selector(move(_:to:))", "move:to:"), ("#selector(open(file:))", "openWithFile:"),
    ])
  func selectors(_ example: (String, String)) throws {
    let source = try SwiftSource(file: "x.swift", text: example.0)
    #expect(UIKitReader.selector(source, 0..<source.tokens.count) == example.1)
  }
}
