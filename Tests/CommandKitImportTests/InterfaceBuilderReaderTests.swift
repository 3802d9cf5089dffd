import CommandKitTestSupport
import Foundation
import Testing

@testable import CommandKitImport
@testable import CommandKitLite

/// One menu item of the xib fixture and what the importer must make of it.
struct MenuItemCase: Sendable, CustomTestStringConvertible {
  var title: String
  var id: String
  var menu: String
  var shortcut: String?
  var group: String? = nil
  var requires: String? = nil
  /// Never enabled (`"disabled": true`): an item with no connection.
  var disabled = false
  /// The submenus between its menu and the item (SPEC §22: its menu path).
  var submenu: [String] = []
  var testDescription: String { "\(title) → \(id) \(shortcut ?? "(none)")" }
}

@Suite struct InterfaceBuilderReaderTests {
  static let file = "Jotter/MainMenu.xib"

  static func imported() throws -> SceneImport {
    try SceneImporter.importData(Data(ImportFixtures.xib.utf8), file: file)
  }

  static let items: [MenuItemCase] = [
    // Standard selectors become standard ids, in their standard groups.
    .init(title: "About Jotter", id: "app.about", menu: "App", group: "appInfo"),
    .init(
      title: "Quit Jotter", id: "app.quit", menu: "App", shortcut: "cmd+q", group: "appTermination"),
    // No mask: ⌘ only; a custom action to the First Responder requires its selector.
    .init(
      title: "New Jot", id: "file.newJot", menu: "File", shortcut: "cmd+n", requires: "newJot:"),
    // An upper-case letter means Shift.
    .init(title: "Save As…", id: "file.saveAs", menu: "File", shortcut: "shift+cmd+s"),
    .init(title: "Close", id: "file.close", menu: "File", shortcut: "cmd+w", group: "saveItem"),
    // The alternate keeps its own modifiers.
    .init(
      title: "Close All", id: "file.closeAll", menu: "File", shortcut: "opt+cmd+w",
      requires: "closeAll:"),
    // A nested menu, kept as the item's submenu; an action sent to the delegate needs no
    // responder.
    .init(
      title: "As PDF…", id: "file.export.asPDF", menu: "File", shortcut: "opt+shift+cmd+e",
      submenu: ["Export"]),
    // U+007F (base64, as IB writes it) is the Delete key.
    .init(
      title: "Delete", id: "edit.delete", menu: "Edit", shortcut: "cmd+delete", group: "pasteboard"),
    // NSUpArrowFunctionKey U+F700. The items below have neither action nor target, so
    // AppKit keeps them disabled: they are imported disabled.
    .init(
      title: "Move Up", id: "edit.moveUp", menu: "Edit", shortcut: "opt+cmd+up",
      disabled: true),
    .init(
      title: "Next Field", id: "edit.nextField", menu: "Edit", shortcut: "ctrl+tab",
      disabled: true),
    .init(
      title: "Confirm", id: "edit.confirm", menu: "Edit", shortcut: "cmd+return",
      disabled: true),
    // An empty mask: no modifiers; U+001B is Escape.
    .init(title: "Stop", id: "edit.stop", menu: "Edit", shortcut: "escape", disabled: true),
    // NSF5FunctionKey U+F708.
    .init(title: "Refresh", id: "edit.refresh", menu: "Edit", shortcut: "f5", disabled: true),
    .init(title: "Fill", id: "edit.fill", menu: "Edit", shortcut: "ctrl+fn+f", disabled: true),
    // NSPrintScreenFunctionKey has no scene-file name: no shortcut, and a warning.
    .init(title: "Snapshot", id: "edit.snapshot", menu: "Edit", disabled: true),
    // Hidden items take no key equivalent unless allowsKeyEquivalentWhenHidden.
    .init(title: "Debug", id: "edit.debug", menu: "Edit", disabled: true),
    .init(title: "Reload", id: "edit.reload", menu: "Edit", shortcut: "cmd+r", disabled: true),
    .init(
      title: "Find…", id: "edit.find", menu: "Edit", shortcut: "cmd+f", group: "textEditing",
      submenu: ["Find"]),
    .init(
      title: "Find Again", id: "edit.find.findAgain", menu: "Edit", shortcut: "ctrl+d",
      disabled: true, submenu: ["Find"]),
  ]

  @Test(
    "Each menu item gets its id, menu, submenus, group, shortcut and requirement",
    arguments: items)
  func readsMenuItem(_ expected: MenuItemCase) throws {
    let result = try Self.imported()
    let command = try #require(result.commands.first { $0.title == expected.title })
    #expect(command.id == expected.id)
    #expect(command.menu == expected.menu)
    #expect(command.shortcut == expected.shortcut)
    #expect(command.group?.name == expected.group)
    #expect(command.requires == expected.requires)
    #expect(command.disabled == expected.disabled)
    #expect(command.submenu == expected.submenu)
    #expect(command.source.file == Self.file)
  }

  @Test("Every item records the line and column of its <menuItem> tag")
  func sourceLocations() throws {
    let result = try Self.imported()
    for command in result.commands where command.title != command.id {
      let marker = "title=\"\(command.title)\""
      let line = try #require(ImportFixtures.line(of: marker, in: ImportFixtures.xib), "\(marker)")
      #expect(command.source.line == line, "\(command.title)")
      let text = ImportFixtures.xib.split(separator: "\n", omittingEmptySubsequences: false)[
        line - 1]
      let column = text.utf8.count - text.drop { $0 == " " }.utf8.count + 1
      #expect(command.source.column == column, "\(command.title)")
    }
  }

  @Test("The App menu's title names the app; a whole main menu turns the defaults off")
  func appNameAndDefaults() throws {
    let result = try Self.imported()
    #expect(result.appName == "Jotter")
    #expect(result.platform == .macOS)
    #expect(result.defaultCommands == false)
    #expect(result.json.objectValue?["defaultCommands"] == false)
  }

  @Test("What cannot be read is a warning with its line, never dropped silently")
  func warnings() throws {
    let result = try Self.imported()
    let expectations: [(marker: String, words: String)] = [
      ("title=\"Snapshot\"", "U+F72E"),
      ("title=\"Debug\"", "hidden"),
      ("title=\"\" keyEquivalent=\"j\"", "without a title"),
      ("title=\"Cut Row\"", "not the main menu"),
    ]
    for expectation in expectations {
      let line = try #require(ImportFixtures.line(of: expectation.marker, in: ImportFixtures.xib))
      #expect(
        result.warnings.contains {
          $0.location.line == line && $0.message.contains(expectation.words)
            && $0.location.file == Self.file
        }, "\(expectation.marker)")
    }
    #expect(!result.commands.contains { $0.title == "Cut Row" })
    // Besides those, each item with a key but neither action nor target is named as
    // disabled (the one without a title too).
    let disabled = result.warnings.filter { $0.message.contains("has no connection") }
    let unsentWithKeys = Self.items.filter { $0.disabled && $0.shortcut != nil }
    #expect(disabled.count == unsentWithKeys.count + 1)
    #expect(result.warnings.count == expectations.count + disabled.count)
  }

  @Test("Window buttons with key equivalents become key-window-only controls of their window")
  func buttons() throws {
    let result = try Self.imported()
    #expect(result.controls.isEmpty)
    let window = try #require(result.templates.first)
    #expect(window.name == "main")
    let controls = window.nodes.flatMap(\.controls)
    #expect(controls.map(\.title) == ["OK", "Cancel", "Send"])
    #expect(controls.map(\.role) == [.default, .cancel, nil])
    #expect(controls.map(\.shortcut) == [nil, nil, "cmd+return"])
    #expect(controls.map(\.keyWindowOnly) == [true, true, true])
  }

  @Test("A storyboard's First Responder has a generated id; its actions still require selectors")
  func storyboard() throws {
    let result = try SceneImporter.importData(
      Data(ImportFixtures.storyboard.utf8), file: "Main.storyboard")
    #expect(result.appName == "Sketch")
    #expect(result.commands.map(\.id) == ["app.hide", "canvas.zoomToFit"])
    #expect(result.commands.map(\.shortcut) == ["cmd+h", "cmd+9"])
    #expect(result.commands.map(\.requires) == [nil, "zoomToFit:"])
    #expect(result.commands.map(\.menu) == ["App", "Canvas"])
    #expect(result.defaultCommands == false)
  }

  /// A main menu whose App menu holds one item, `title`, sent `selector` (none when nil).
  static func appMenu(item title: String, selector: String?) -> String {
    let action = selector.map {
      "<connections><action selector=\"\($0)\" target=\"-1\" id=\"c01\"/></connections>"
    }
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0">
        <objects>
          <menu title="Main Menu" systemMenu="main" id="m00">
            <items>
              <menuItem title="Tally" id="t01">
                <menu key="submenu" title="Tally" systemMenu="apple" id="s01">
                  <items>
                    <menuItem title="\(title)" keyEquivalent="," id="i01">\(action ?? "")</menuItem>
                  </items>
                </menu>
              </menuItem>
            </items>
          </menu>
        </objects>
      </document>
      """
  }

  /// Apps connect Preferences…/Settings… in code or to their own action: AppKit has no
  /// standard selector for it, so the title in the App menu decides.
  @Test(
    "Preferences… or Settings… in the App menu is the settings item, whatever its action",
    arguments: [
      ("Preferences…", nil), ("Preferences…", "showPreferences:"),
      ("Settings…", "openSettingsWindow:"),
    ] as [(String, String?)])
  func settingsItemByTitle(title: String, selector: String?) throws {
    let result = try SceneImporter.importData(
      Data(Self.appMenu(item: title, selector: selector).utf8), file: "MainMenu.xib")
    let item = try #require(result.commands.first)
    #expect(item.id == "app.settings")
    #expect(item.group == .appSettings)
    #expect(item.shortcut == "cmd+,")
  }

  @Test("Every selector in the map names a standard id the project knows")
  func selectorMapIDsExist() {
    for row in SelectorMap.rows {
      #expect(SelectorMap.placement(of: row.id) != nil, "\(row.selector) → \(row.id)")
    }
  }
}

/// A processing instruction with no data crashes FoundationXML's parser on Linux (it passes
/// the null data pointer to `strlen`); the importer reports it as malformed XML at the
/// instruction instead, and leaves every other instruction, comment and CDATA section to
/// the parser.
@Suite struct XMLPreflightTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var xml: String
    /// Where the error points, or `nil` when the file imports.
    var error: (line: Int, column: Int)?
    var testDescription: String { xml }
  }

  static let cases: [Case] = [
    .init(xml: "<?xm?>\n<document/>", error: (1, 1)),
    .init(xml: "<?xml version=\"1.0\"?>\n<document><?php?></document>", error: (2, 11)),
    .init(xml: "<?xml version=\"1.0\"?>\n<document>\n  <a/><?x-y.z?></document>", error: (3, 7)),
    // Instructions with data, and instructions inside comments and CDATA, are the parser's.
    .init(xml: "<?xml version=\"1.0\"?>\n<document><?php x?></document>", error: nil),
    .init(xml: "<?xml version=\"1.0\"?>\n<document><?php ?></document>", error: nil),
    .init(xml: "<?xml version=\"1.0\"?>\n<document><!-- <?php?> --></document>", error: nil),
    .init(xml: "<?xml version=\"1.0\"?>\n<document><![CDATA[<?php?>]]></document>", error: nil),
  ]

  @Test(
    "A processing instruction with no data is malformed XML at its place, never a crash",
    arguments: cases)
  func emptyInstruction(_ example: Case) throws {
    do {
      _ = try SceneImporter.importData(Data(example.xml.utf8), file: "Broken.xib")
      #expect(example.error == nil, "imported, but should be malformed")
    } catch {
      guard case .malformedXML(let file, let line, let column, let reason) = error,
        let expected = example.error
      else {
        Issue.record("unexpected \(error)")
        return
      }
      #expect(file == "Broken.xib")
      #expect(line == expected.line && column == expected.column)
      #expect(reason.contains("processing instruction with no data"))
      #expect(reason.contains("remove it"))
    }
  }

  @Test("A broken XML declaration (<?xml?>) is left to the parser, which reports it")
  func brokenDeclaration() {
    #expect(XMLPreflight.emptyProcessingInstruction(in: Array("<?xml?>\n<d/>".utf8)) == nil)
    #expect(throws: ImportError.self) {
      _ = try SceneImporter.importData(Data("<?xml?>\n<document/>".utf8), file: "Broken.xib")
    }
  }
}
