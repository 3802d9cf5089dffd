import CommandKitAudit
import Foundation
import Testing

@testable import CommandKitImport
@testable import CommandKitLite

/// One imported command a SPEC §22 sentence promises, and what it must be.
struct Imported22Case: Sendable, CustomTestStringConvertible {
  var sentence: String
  var title: String
  var id: String
  var menu: String
  var shortcut: String?
  var group: String? = nil
  var placement: String? = nil
  var testDescription: String { sentence }
}

/// One node of an imported Interface Builder window.
struct Node22Case: Sendable, CustomTestStringConvertible {
  var element: String
  var id: String
  var kind: ImportedNode.Kind
  var role: Control.Role? = nil
  var testDescription: String { element }
}

/// SPEC §22 "Reading real apps in", sentence by sentence: each test quotes the sentence
/// it pins. The inputs are tiny sources written here, not taken from any app.
@Suite struct SpecSentences22Tests {
  // MARK: Interface Builder main menus

  /// A main menu: no mask, an upper-case letter, a mask, an alternate, a hidden item, a
  /// nested menu and standard selectors.
  static let xib = #"""
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" targetRuntime="MacOSX.Cocoa">
        <objects>
            <customObject id="-2" userLabel="File's Owner" customClass="NSApplication"/>
            <customObject id="-1" userLabel="First Responder" customClass="FirstResponder"/>
            <menu title="Main Menu" systemMenu="main" id="mm0">
                <items>
                    <menuItem title="Tiny" id="t01">
                        <menu key="submenu" title="Tiny" systemMenu="apple" id="s01">
                            <items>
                                <menuItem title="Quit Tiny" keyEquivalent="q" id="i01">
                                    <connections><action selector="terminate:" target="-1" id="c01"/></connections>
                                </menuItem>
                            </items>
                        </menu>
                    </menuItem>
                    <menuItem title="File" id="t02">
                        <menu key="submenu" title="File" id="s02">
                            <items>
                                <menuItem title="Close" keyEquivalent="w" id="i02">
                                    <connections><action selector="performClose:" target="-1" id="c02"/></connections>
                                </menuItem>
                                <menuItem title="Close Every" isAlternate="YES" keyEquivalent="w" id="i03">
                                    <modifierMask key="keyEquivalentModifierMask" option="YES" command="YES"/>
                                    <connections><action selector="performClose:" target="-1" id="c03"/></connections>
                                </menuItem>
                            </items>
                        </menu>
                    </menuItem>
                    <menuItem title="Edit" id="t03">
                        <menu key="submenu" title="Edit" id="s03">
                            <items>
                                <menuItem title="Copy" keyEquivalent="c" id="i04">
                                    <connections><action selector="copy:" target="-1" id="c04"/></connections>
                                </menuItem>
                                <menuItem title="Paste Plain" keyEquivalent="V" id="i05">
                                    <modifierMask key="keyEquivalentModifierMask" option="YES" command="YES"/>
                                    <connections><action selector="pastePlain:" target="-1" id="c05"/></connections>
                                </menuItem>
                                <menuItem title="Tools" id="i06">
                                    <menu key="submenu" title="Tools" id="s04">
                                        <items>
                                            <menuItem title="Sharpen" keyEquivalent="k" id="i07">
                                                <modifierMask key="keyEquivalentModifierMask" control="YES"/>
                                                <connections><action selector="sharpen:" target="-1" id="c07"/></connections>
                                            </menuItem>
                                            <menuItem title="Secret" keyEquivalent="y" hidden="YES" id="i08">
                                                <connections><action selector="secret:" target="-1" id="c08"/></connections>
                                            </menuItem>
                                        </items>
                                    </menu>
                                </menuItem>
                            </items>
                        </menu>
                    </menuItem>
                </items>
            </menu>
        </objects>
    </document>
    """#

  static func importedXib() throws -> SceneImport {
    try SceneImporter.importData(Data(xib.utf8), file: "Tiny/MainMenu.xib")
  }

  static let menuItems: [Imported22Case] = [
    .init(
      sentence: "no mask means ⌘ only; terminate: is app.quit", title: "Quit Tiny",
      id: "app.quit", menu: "App", shortcut: "cmd+q", group: "appTermination"),
    .init(
      sentence: "performClose: → file.close", title: "Close", id: "file.close", menu: "File",
      shortcut: "cmd+w", group: "saveItem"),
    .init(
      sentence: "an alternate is imported with its own mask", title: "Close Every",
      id: "file.closeEvery", menu: "File", shortcut: "opt+cmd+w"),
    .init(
      sentence: "copy: → edit.copy", title: "Copy", id: "edit.copy", menu: "Edit",
      shortcut: "cmd+c", group: "pasteboard"),
    .init(
      sentence: "an upper-case letter means Shift, added to the mask", title: "Paste Plain",
      id: "edit.pastePlain", menu: "Edit", shortcut: "opt+shift+cmd+v"),
    .init(
      sentence: "an item of a nested menu keeps its menu path in its id", title: "Sharpen",
      id: "edit.tools.sharpen", menu: "Edit", shortcut: "ctrl+k"),
  ]

  /// "every `menuItem` with its title, `keyEquivalent`, `keyEquivalentModifierMask` (absent
  /// means ⌘ only; an upper-case letter means Shift), its menu path, `hidden`, alternates,
  /// and its action selector mapped to the standard id where it is one (`copy:` →
  /// `edit.copy`, `performClose:` → `file.close`...)"
  @Test(
    "An Interface Builder menu item keeps title, key, mask, path and standard id",
    arguments: menuItems)
  func interfaceBuilderMenuItem(_ expected: Imported22Case) throws {
    let result = try Self.importedXib()
    let command = try #require(
      result.commands.first { $0.title == expected.title }, "\(result.commands.map(\.title))")
    #expect(command.id == expected.id)
    #expect(command.menu == expected.menu)
    #expect(command.shortcut == expected.shortcut)
    #expect(command.group?.name == expected.group)
    #expect(command.source.file == "Tiny/MainMenu.xib")
    #expect(command.source.line == ImportFixtures.line(of: "\"\(expected.title)\"", in: Self.xib))
  }

  /// "`hidden`": a hidden item's key equivalent does not work (NSMenuItem.isHidden), so it
  /// is imported without its shortcut, and a warning at its line says so.
  @Test("A hidden Interface Builder item is imported without its key, with a warning")
  func hiddenMenuItem() throws {
    let result = try Self.importedXib()
    let secret = try #require(result.commands.first { $0.title == "Secret" })
    #expect(secret.shortcut == nil)
    let line = ImportFixtures.line(of: "\"Secret\"", in: Self.xib)
    #expect(
      result.warnings.contains {
        $0.location.file == "Tiny/MainMenu.xib" && $0.location.line == line
          && $0.message.contains("hidden")
      }, "\(result.warnings)")
  }

  // MARK: Interface Builder windows

  static let windowXib = #"""
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" targetRuntime="MacOSX.Cocoa">
        <objects>
            <window title="Editor" id="w01">
                <windowStyleMask key="styleMask" titled="YES" closable="YES"/>
                <view key="contentView" id="v01">
                    <subviews>
                        <textField id="f01"><textFieldCell key="cell" editable="YES" id="fc1"/></textField>
                        <searchField id="f02"><searchFieldCell key="cell" id="fc2"/></searchField>
                        <comboBox id="f03"><comboBoxCell key="cell" id="fc3"/></comboBox>
                        <scrollView id="sv1"><clipView key="contentView" id="cv1"><textView id="f04"/></clipView></scrollView>
                        <button id="b01"><buttonCell key="cell" type="push" title="OK" keyEquivalent="&#13;" id="bc1"/></button>
                        <button id="b02">
                            <buttonCell key="cell" type="push" title="Dismiss" id="bc2">
                                <string key="keyEquivalent" base64-UTF8="YES">
    Gw
    </string>
                            </buttonCell>
                        </button>
                    </subviews>
                </view>
            </window>
            <window title="Palette" id="w02" customClass="NSPanel">
                <windowStyleMask key="styleMask" titled="YES"/>
                <view key="contentView" id="v02"/>
            </window>
        </objects>
    </document>
    """#

  static func importedWindows() throws -> SceneImport {
    try SceneImporter.importData(Data(windowXib.utf8), file: "Tiny/Editor.xib")
  }

  /// "From IB windows and views: `NSWindow`/`NSPanel` become templates"
  @Test("An IB NSWindow becomes a window template and an NSPanel a panel template")
  func interfaceBuilderWindowsAreTemplates() throws {
    let result = try Self.importedWindows()
    #expect(result.templates.map(\.title) == ["Editor", "Palette"])
    #expect(result.templates.map(\.kind) == [.window, .panel])
    #expect(
      result.templates.map(\.source.line)
        == ["\"Editor\"", "\"Palette\""].map { ImportFixtures.line(of: $0, in: Self.windowXib) })
  }

  static let windowNodes: [Node22Case] = [
    .init(element: "NSTextField", id: "textField", kind: .textInput(multiline: false)),
    .init(element: "NSSearchField", id: "textField2", kind: .textInput(multiline: false)),
    .init(element: "NSComboBox", id: "textField3", kind: .textInput(multiline: false)),
    .init(element: "NSTextView", id: "textView", kind: .textInput(multiline: true)),
    .init(element: "NSButton on Return", id: "ok", kind: .button, role: .default),
    .init(element: "NSButton on Escape", id: "dismiss", kind: .button, role: .cancel),
  ]

  /// "`NSTextField`, `NSSearchField`, `NSTextView`, `NSComboBox` become text inputs
  /// (single-line or multi-line, §15); an `NSButton` with a key equivalent becomes a control
  /// (Return: default, Escape: cancel, §16)."
  @Test(
    "IB text views are text inputs and buttons on Return or Escape are default or cancel",
    arguments: windowNodes)
  func interfaceBuilderWindowNode(_ expected: Node22Case) throws {
    let result = try Self.importedWindows()
    let editor = try #require(result.templates.first)
    let node = try #require(
      editor.nodes.first { $0.id == expected.id }, "\(editor.nodes.map(\.id))")
    #expect(node.kind == expected.kind)
    if let role = expected.role {
      #expect(node.controls.map(\.role) == [role])
    } else {
      #expect(node.controls.isEmpty)
    }
  }

  // MARK: SwiftUI sources

  static let swiftUI = #"""
    import SwiftUI

    @main
    struct SketchApp: App {
      var body: some Scene {
        WindowGroup {
          Canvas()
        }
        .commands {
          CommandMenu("Shapes") {
            Button("Circle") {}.keyboardShortcut("1", modifiers: [.command, .option])
            // Button("Ghost") {}.keyboardShortcut("g")
            Text("Button(\"Fake\") {}.keyboardShortcut(\"f\")")
          }
          CommandGroup(replacing: .undoRedo) {
            Button { history.undo() } label: { Text(history.undoTitle) }.keyboardShortcut("z")
          }
          CommandGroup(before: .help) {
            Button("Tips") {}.keyboardShortcut("t", modifiers: [.command, .control])
          }
          CommandGroup(after: .newItem) {
            Button(action: newSketch) { Text("New Sketch") }
              .keyboardShortcut("n", modifiers: [.command, .option])
          }
          CommandGroup(replacing: .pasteboard) {}
        }
        Window("Stats", id: "stats") { Text("Stats") }
        Settings { Text("Preferences") }
      }
    }

    struct Canvas: View {
      var body: some View {
        VStack {
          Button("Save") { save() }.keyboardShortcut(.defaultAction)
          Button("Dismiss") { dismiss() }.keyboardShortcut(.cancelAction)
          Button("Lock") { lock() }.keyboardShortcut("l").disabled(true)
          GlowButton("Glow").keyboardShortcut("g")
          PulseView(rate: 2).keyboardShortcut("p", modifiers: .control)
          TextField("Name", text: $name)
        }
        .toolbar {
          Button("Refresh") { refresh() }.keyboardShortcut("r")
        }
      }
    }
    """#

  static func importedSwiftUI() throws -> SceneImport {
    try SceneImporter.importData(Data(swiftUI.utf8), file: "Sketch/SketchApp.swift")
  }

  static let swiftUICommands: [Imported22Case] = [
    .init(
      sentence: "CommandMenu", title: "Circle", id: "shapes.circle", menu: "Shapes",
      shortcut: "opt+cmd+1"),
    .init(
      sentence: "CommandGroup(replacing:) with a Text(expression) title keeps the role",
      title: "history.undoTitle", id: "edit.undo", menu: "Edit", shortcut: "cmd+z",
      group: "undoRedo", placement: "replacing"),
    .init(
      sentence: "CommandGroup(before:)", title: "Tips", id: "help.tips", menu: "Help",
      shortcut: "ctrl+cmd+t", group: "help", placement: "before"),
    .init(
      sentence: "CommandGroup(after:) with Button(action:label:)", title: "New Sketch",
      id: "file.newSketch", menu: "File", shortcut: "opt+cmd+n", group: "newItem",
      placement: "after"),
  ]

  /// "SwiftUI sources: `CommandMenu`, `CommandGroup(replacing:/before:/after:)`,
  /// `Button(...)` with `.keyboardShortcut(...)` in `Commands`" and "`Text(expression)`
  /// titles (the expression as title; a group placement such as `replacing: .undoRedo`
  /// still gives the role)".
  @Test(
    "SwiftUI command menus and groups become commands in their menus and groups",
    arguments: swiftUICommands)
  func swiftUICommand(_ expected: Imported22Case) throws {
    let result = try Self.importedSwiftUI()
    let command = try #require(
      result.commands.first { $0.title == expected.title }, "\(result.commands.map(\.title))")
    #expect(command.id == expected.id)
    #expect(command.menu == expected.menu)
    #expect(command.shortcut == expected.shortcut)
    #expect(command.group?.name == expected.group)
    #expect(command.placement == expected.placement)
  }

  /// "read by a tokenizer of Swift source (strings, comments, nesting), not by regular
  /// expressions over lines": a button in a comment or inside a string literal is no
  /// command, and the nested groups are read whole.
  @Test("Buttons in comments and string literals are not imported")
  func tokenizerSkipsCommentsAndStrings() throws {
    let result = try Self.importedSwiftUI()
    #expect(
      result.commands.map(\.title).sorted()
        == ["Circle", "New Sketch", "Tips", "history.undoTitle"])
    #expect(
      !result.warnings.contains { $0.message.contains("Ghost") || $0.message.contains("Fake") })
  }

  /// "`.commandsRemoved()`, `Settings`, `WindowGroup`, `Window`": an empty replacing group
  /// removes its group; each scene is a template (Window single, Settings a settings one).
  @Test("SwiftUI scenes become templates and an empty replacing group removes its group")
  func swiftUIScenes() throws {
    let result = try Self.importedSwiftUI()
    #expect(result.appName == "SketchApp")
    #expect(result.templates.map(\.kind) == [.window, .window, .settings])
    #expect(result.templates.map(\.single) == [false, true, false])
    #expect(
      result.templates.map(\.source.line)
        == ["WindowGroup {", "Window(", "Settings {"].map {
          ImportFixtures.line(of: $0, in: Self.swiftUI)
        })
    #expect(result.removedGroups == ["pasteboard"])
  }

  /// "`.commandsRemoved()`": the scene's own commands (its default items) are gone.
  @Test(".commandsRemoved() on a scene removes its groups")
  func commandsRemoved() throws {
    let source = """
      @main
      struct Bare: App {
        var body: some Scene {
          WindowGroup { Text("x") }.commandsRemoved()
        }
      }
      """
    let result = try SceneImporter.importData(Data(source.utf8), file: "Bare.swift")
    #expect(!result.removedGroups.isEmpty)
    let plain = try SceneImporter.importData(
      Data(source.replacingOccurrences(of: ".commandsRemoved()", with: "").utf8),
      file: "Bare.swift")
    #expect(plain.removedGroups.isEmpty)
  }

  /// One control of the SwiftUI window, as `.keyboardShortcut` in views makes it.
  struct Control22Case: Sendable, CustomTestStringConvertible {
    var sentence: String
    var title: String
    var shortcut: String?
    var role: Control.Role? = nil
    var disabled = false
    var warning: String? = nil
    var testDescription: String { sentence }
  }

  static let swiftUIControls: [Control22Case] = [
    .init(sentence: ".keyboardShortcut(.defaultAction)", title: "Save", role: .default),
    .init(sentence: ".keyboardShortcut(.cancelAction)", title: "Dismiss", role: .cancel),
    .init(sentence: ".disabled(true)", title: "Lock", shortcut: "cmd+l", disabled: true),
    .init(
      sentence: "a custom view titled by its first string argument", title: "Glow",
      shortcut: "cmd+g", warning: "GlowButton is not a Button"),
    .init(
      sentence: "a custom view titled by its type", title: "PulseView", shortcut: "ctrl+p",
      warning: "PulseView is not a Button"),
    .init(sentence: "a button in .toolbar { }", title: "Refresh", shortcut: "cmd+r"),
  ]

  /// "`Button(...)` with `.keyboardShortcut(...)` … in views (as controls)", with
  /// "`.keyboardShortcut(.defaultAction/.cancelAction)`, buttons in `.toolbar { }`
  /// (controls of that window), a custom view carrying `.keyboardShortcut` (a control or
  /// command titled by its first string argument or its type, with a warning), …
  /// `.disabled(true)`".
  @Test("SwiftUI buttons in views become controls of the window", arguments: swiftUIControls)
  func swiftUIControl(_ expected: Control22Case) throws {
    let result = try Self.importedSwiftUI()
    let window = try #require(result.templates.first)
    let node = try #require(
      window.nodes.first { $0.controls.contains { $0.title == expected.title } },
      "\(window.nodes.flatMap(\.controls).map(\.title))")
    let control = try #require(node.controls.first)
    #expect(control.shortcut == expected.shortcut)
    #expect(control.role == expected.role)
    #expect(node.disabled == expected.disabled)
    #expect(control.source.file == "Sketch/SketchApp.swift")
    #expect(control.source.line == ImportFixtures.line(of: expected.title, in: Self.swiftUI))
    if let words = expected.warning {
      #expect(
        result.warnings.contains {
          $0.location.line == control.source.line && $0.message.contains(words)
        }, "\(result.warnings)")
    }
  }

  /// "the result loads and audits without further editing": a `CommandMenu("")` (SwiftUI
  /// shows a blank title) is imported as the Untitled menu, as an Interface Builder menu
  /// without a title is, with a warning at its line; the scene file loads.
  @Test(
    "A CommandMenu with an empty title is the Untitled menu, and the import loads",
    arguments: ["\"\"", "#\"\"#"])
  func emptyCommandMenuTitle(_ literal: String) throws {
    let source = """
      struct AppCommands: Commands {
        var body: some Commands {
          CommandMenu(\(literal)) {
            Button("Blank") {}.keyboardShortcut("b", modifiers: [.command, .control])
          }
        }
      }
      """
    let result = try SceneImporter.importData(Data(source.utf8), file: "Blank.swift")
    #expect(result.commands.map(\.menu) == ["Untitled"])
    #expect(
      result.warnings.contains { $0.location.line == 3 && $0.message.contains("empty title") },
      "\(result.warnings)")
    let scene = try SceneFile.decode(result.json.prettyPrinted())
    #expect(scene.app.commands.contains { $0.id == result.commands.first?.id })
    _ = scene.app.audit()
  }

  // MARK: UIKit sources

  static let uiKit = #"""
    import UIKit

    final class BoardController: UIViewController {
      override var keyCommands: [UIKeyCommand]? {
        [
          UIKeyCommand(input: "j", modifierFlags: .command, action: #selector(jump)),
          UIKeyCommand(
            title: "Mark", action: #selector(mark), input: "m", modifierFlags: [.command, .shift]),
        ]
      }

      override func buildMenu(with builder: any UIMenuBuilder) {
        builder.insertChild(
          UIMenu(title: "Check", children: [
            UIKeyCommand(
              title: "Lint", action: #selector(lint), input: "l",
              modifierFlags: [.command, .alternate])
          ]), atStartOfMenu: .edit)
      }

      @objc func jump() {}
      @objc func mark() {}
      @objc func lint() {}
    }
    """#

  static let uiKitCommands: [Imported22Case] = [
    .init(
      sentence: "UIKeyCommand(input:modifierFlags:action:) in keyCommands", title: "jump",
      id: "boardController.jump", menu: "BoardController", shortcut: "cmd+j"),
    .init(
      sentence: "UIKeyCommand(title:...) in keyCommands", title: "Mark",
      id: "boardController.mark", menu: "BoardController", shortcut: "shift+cmd+m"),
    .init(
      sentence: "a UIMenuBuilder insertion names its menu", title: "Lint", id: "check.lint",
      menu: "Check", shortcut: "opt+cmd+l"),
  ]

  /// "UIKit sources: `UIKeyCommand(input:modifierFlags:action:)`,
  /// `UIKeyCommand(title:...)`, `keyCommands` and `UIMenuBuilder` insertions."
  @Test("UIKit key commands become commands with their keys", arguments: uiKitCommands)
  func uiKitCommand(_ expected: Imported22Case) throws {
    let result = try SceneImporter.importData(Data(Self.uiKit.utf8), file: "Board.swift")
    #expect(result.platform == .iPadOS)
    let command = try #require(
      result.commands.first { $0.title == expected.title }, "\(result.commands.map(\.title))")
    #expect(command.id == expected.id)
    #expect(command.menu == expected.menu)
    #expect(command.shortcut == expected.shortcut)
    #expect(command.source.file == "Board.swift")
  }

  /// "`UIKeyCommand(input:modifierFlags:action:)` … and what could not be read is listed as
  /// a warning": a key command made in a local and added with `addKeyCommand` is imported
  /// from its literal, so no warning says it is not; one that comes from a call is named.
  @Test("A key command bound to a name and added in code is imported without a false warning")
  func addedKeyCommandFromLocal() throws {
    let source = """
      import UIKit
      final class Board: UIViewController {
        override func viewDidLoad() {
          let next = UIKeyCommand(input: "]", modifierFlags: .command, action: #selector(next))
          addKeyCommand(next)
          addKeyCommand(makeCommand())
        }
        @objc func next() {}
      }
      """
    let result = try SceneImporter.importData(Data(source.utf8), file: "Board.swift")
    #expect(result.commands.map(\.shortcut) == ["cmd+]"])
    #expect(result.warnings.map(\.location.line) == [6], "\(result.warnings)")
  }

  /// "`UIMenuBuilder` insertions": a key command made in a local and put in an inserted
  /// menu by its name belongs to that menu, as one written inline does.
  @Test("A key command bound to a name belongs to the builder menu it is inserted in")
  func insertedKeyCommandFromLocal() throws {
    let source = """
      import UIKit
      final class AppDelegate: UIResponder, UIApplicationDelegate {
        override func buildMenu(with builder: any UIMenuBuilder) {
          let lint = UIKeyCommand(
            title: "Lint", action: #selector(lint), input: "l", modifierFlags: .command)
          let tidy = UIKeyCommand(
            title: "Tidy", action: #selector(tidy), input: "t", modifierFlags: .command)
          let open = UIKeyCommand(
            title: "Open Board", action: #selector(openBoard), input: "o", modifierFlags: .command)
          builder.insertChild(UIMenu(title: "Check", children: [lint]), atStartOfMenu: .edit)
          builder.insertChild(UIMenu(title: "", children: [tidy]), atEndOfMenu: .view)
          builder.insertChild(open, atStartOfMenu: .file)
        }
        @objc func lint() {}
        @objc func tidy() {}
        @objc func openBoard() {}
      }
      """
    let result = try SceneImporter.importData(Data(source.utf8), file: "AppDelegate.swift")
    #expect(
      result.commands.map { "\($0.title) in \($0.menu)" }
        == ["Lint in Check", "Tidy in View", "Open Board in File"])
  }

  // MARK: Whole apps

  static let skippedFolders = ["Tests", "JotTests", ".build", "Pods", "Carthage", "DerivedData"]

  /// "Whole apps: `cmdshell import DIR` walks an app's sources (skipping tests, `.build`,
  /// `Pods`, `Carthage`, `DerivedData`)": a shortcut in one of those folders is not the
  /// app's, while the same file in the app's own folder is read.
  @Test("A folder import skips tests, builds and dependencies", arguments: skippedFolders)
  func folderSkips(_ folder: String) throws {
    let app = try ScratchApp()
    try app.write(
      "Jot/Jot.swift", #"CommandMenu("Jot") { Button("Pin") {}.keyboardShortcut("p") }"#)
    try app.write(
      "\(folder)/Extra.swift", #"CommandMenu("Extra") { Button("X") {}.keyboardShortcut("x") }"#)
    let result = try SceneImporter.importDirectory(app.root)
    #expect(result.commands.map(\.id) == ["jot.pin"])
    #expect(!result.warnings.contains { $0.location.file.contains("Extra.swift") })
  }

  /// An app folder laid out with a folder whose name ends in `Test`, and the commands a
  /// folder import must give.
  struct TestNamed22Case: Sendable, CustomTestStringConvertible {
    var layout: String
    /// Folder imported, below the scratch root.
    var folder: String
    /// Files (path below the scratch root: the menu it declares).
    var files: [String: String]
    var ids: [String]
    var testDescription: String { layout }
  }

  static let testNamedFolders: [TestNamed22Case] = [
    .init(
      layout: "Xcode's App/App for an app named SpeedTest is the app", folder: "SpeedTest",
      files: ["SpeedTest/SpeedTest/Menu.swift": "Speed", "SpeedTest/SpeedTestTests/T.swift": "T"],
      ids: ["speed.run"]),
    .init(
      layout: "a …Test folder with its tests beside it is the app", folder: "Apps",
      files: ["Apps/LoadTest/Menu.swift": "Load", "Apps/LoadTestUITests/T.swift": "T"],
      ids: ["load.run"]),
    .init(
      layout: "a …Test folder beside the app is its tests", folder: "Jot",
      files: ["Jot/Jot/Menu.swift": "Jot", "Jot/JotTest/T.swift": "T"], ids: ["jot.run"]),
  ]

  /// "Whole apps: `cmdshell import DIR` walks an app's sources (skipping tests, …)": an app
  /// whose own name ends in `Test` is not its tests.
  @Test("A folder named like tests is read when it is the app's own", arguments: testNamedFolders)
  func testNamedFolder(_ input: TestNamed22Case) throws {
    let app = try ScratchApp()
    for (path, menu) in input.files {
      try app.write(path, "CommandMenu(\"\(menu)\") { Button(\"Run\") {}.keyboardShortcut(\"r\") }")
    }
    let result = try SceneImporter.importDirectory(app.root + "/" + input.folder)
    #expect(result.commands.map(\.id) == input.ids)
  }

  /// "every `.xib`/`.storyboard` (main menu *and* windows), Swift and Objective-C files":
  /// one folder with a menu xib, a window xib, a Swift file and an Objective-C file gives
  /// all four's items.
  @Test("A folder import reads menus and windows of every xib, Swift and Objective-C")
  func folderReadsEveryKind() throws {
    let app = try ScratchApp()
    try app.write("Tiny/MainMenu.xib", Self.xib)
    try app.write("Tiny/Editor.xib", Self.windowXib)
    try app.write(
      "Tiny/Extras.swift",
      #"CommandMenu("Extras") { Button("Zoom") {}.keyboardShortcut("z", modifiers: .control) }"#)
    try app.write(
      "Tiny/Keys.m",
      """
      @implementation KeysController
      - (NSArray *)keyCommands {
        return @[[UIKeyCommand keyCommandWithInput:@"e" modifierFlags:UIKeyModifierCommand \
      action:@selector(edit:)]];
      }
      @end
      """)
    let result = try SceneImporter.importDirectory(app.root)
    let files = Set(result.commands.map { URL(fileURLWithPath: $0.source.file).lastPathComponent })
    #expect(files.isSuperset(of: ["MainMenu.xib", "Extras.swift", "Keys.m"]), "\(files)")
    #expect(result.commands.contains { $0.id == "edit.copy" && $0.shortcut == "cmd+c" })
    #expect(result.commands.contains { $0.title == "Zoom" && $0.shortcut == "ctrl+z" })
    #expect(result.commands.contains { $0.title == "edit" && $0.shortcut == "cmd+e" })
    #expect(result.templates.map(\.title).contains("Editor"))
  }

  // MARK: Never crash, never silent

  /// A file that holds a shortcut the importer cannot read, and the line it is on.
  struct Unread22Case: Sendable, CustomTestStringConvertible {
    var kind: String
    var file: String
    var text: String
    var line: Int
    var testDescription: String { kind }
  }

  static let unread: [Unread22Case] = [
    .init(
      kind: "keyboardShortcut with a key from a variable", file: "V.swift",
      text: "CommandMenu(\"Go\") {\n  Button(\"Go\") {}.keyboardShortcut(goKey)\n}\n", line: 2),
    .init(
      kind: "keyboardShortcut on an expression", file: "M.swift",
      text: "struct K: ViewModifier {\n  func body(content: Content) -> some View {\n"
        + "    content.keyboardShortcut(\"k\")\n  }\n}\n", line: 3),
    .init(
      kind: "UIKeyCommand with its input from a variable", file: "U.swift",
      text: "import UIKit\nclass C: UIViewController {\n  override var keyCommands: "
        + "[UIKeyCommand]? {\n    [UIKeyCommand(input: key, modifierFlags: .command, "
        + "action: #selector(go))]\n  }\n  @objc func go() {}\n}\n", line: 4),
    .init(
      kind: "IB key equivalent on a hidden item", file: "H.xib",
      text: xib, line: ImportFixtures.line(of: "\"Secret\"", in: xib) ?? 0),
  ]

  /// "every `keyboardShortcut`, `UIKeyCommand` and IB key equivalent in the input is either
  /// imported or named in a warning with its file and line."
  @Test(
    "Every shortcut is imported or named in a warning with its file and line",
    arguments: unread)
  func neverSilent(_ input: Unread22Case) throws {
    let result = try SceneImporter.importData(Data(input.text.utf8), file: input.file)
    #expect(
      result.warnings.contains { $0.location.file == input.file && $0.location.line == input.line },
      "\(result.warnings)")
    let total = result.census.total
    #expect(total.found > 0)
    #expect(total.found == total.imported + total.warned, "\(result.census)")
    #expect(total.warned >= 1)
  }

  /// An input that cannot give a scene file, and the words its error must have.
  struct Bad22Case: Sendable, CustomTestStringConvertible {
    var file: String
    var bytes: [UInt8]
    var words: String
    var testDescription: String { file }
  }

  static let bad: [Bad22Case] = [
    .init(file: "Empty.swift", bytes: [], words: "Empty.swift"),
    .init(file: "Binary.swift", bytes: [0x00, 0xFF, 0xFE], words: "Binary.swift"),
    .init(file: "Open.swift", bytes: Array("CommandMenu(\"A\") {\n".utf8), words: "Open.swift:1:"),
    .init(
      file: "Broken.xib", bytes: Array("<document>\n<menu>\n</document>".utf8),
      words: "Broken.xib:3:"),
    .init(file: "Menu.nib", bytes: Array("x".utf8), words: "Menu.nib"),
  ]

  /// "Never crash, never silent: any file yields a scene file or a clear error": the error
  /// names the file (and the line where there is one) and says what to do.
  @Test("A file that cannot be imported is a clear error naming it", arguments: bad)
  func clearError(_ input: Bad22Case) throws {
    do {
      _ = try SceneImporter.importData(Data(input.bytes), file: input.file)
      Issue.record("\(input.file) was imported")
    } catch {
      #expect(error.description.contains(input.words), "\(error.description)")
      #expect(error.description.contains(";"), "no fix hint: \(error.description)")
    }
  }

  /// A file the importer refuses, and what its error's fix must and must not say.
  struct Hint22Case: Sendable, CustomTestStringConvertible {
    var file: String
    var bytes: [UInt8]
    var says: [String]
    var never: String
    var testDescription: String { file }
  }

  static let hints: [Hint22Case] = [
    // A source file that is not UTF-8 is fixed by saving it as UTF-8, not by a nib.
    .init(
      file: "Latin.swift", bytes: [0x2F, 0x2F, 0xE9], says: ["save it as UTF-8"],
      never: ".nib"),
    .init(
      file: "Latin.m", bytes: [0x2F, 0x2F, 0xE9], says: ["save it as UTF-8"],
      never: ".nib"),
    // An Interface Builder file that is not text is a compiled one.
    .init(file: "Menu.xib", bytes: [0x00, 0x01], says: [".nib"], never: "save it"),
    // The kinds the importer reads include Objective-C.
    .init(
      file: "Menu.nib", bytes: [0x78], says: [".xib", ".storyboard", ".swift", ".m"],
      never: "compiled"),
  ]

  /// "any file yields a scene file or a clear error": the error's fix fits the file (a
  /// `.swift` or Objective-C file that is not UTF-8 is saved as UTF-8; the kinds named as
  /// readable include Objective-C, which a folder import reads).
  @Test("A refused file's error gives the fix that fits its kind", arguments: hints)
  func errorHintFitsTheFile(_ input: Hint22Case) throws {
    do {
      _ = try SceneImporter.importData(Data(input.bytes), file: input.file)
      Issue.record("\(input.file) was imported")
    } catch {
      for words in input.says {
        #expect(error.description.contains(words), "\(error.description)")
      }
      #expect(!error.description.contains(input.never), "\(error.description)")
    }
  }

  // MARK: Sources, loading and the audit

  /// "Every imported item records where it came from (`"source": {"file", "line",
  /// "column"}`) … and the result loads and audits without further editing."
  @Test(
    "Every imported command, template and control writes its source, and the file loads",
    arguments: ["xib", "windows", "swiftui", "uikit"])
  func sourcesAndLoading(_ input: String) throws {
    let result: SceneImport
    switch input {
    case "xib": result = try Self.importedXib()
    case "windows": result = try Self.importedWindows()
    case "swiftui": result = try Self.importedSwiftUI()
    default: result = try SceneImporter.importData(Data(Self.uiKit.utf8), file: "Board.swift")
    }
    let json = try #require(result.json.objectValue)
    let commands = json["commands"]?.arrayValue ?? []
    #expect(commands.count == result.commands.count)
    for command in commands {
      let source = command.objectValue?["source"]?.objectValue
      #expect(source?.keys.sorted() == ["column", "file", "line"], "\(command)")
    }
    // The main window the file needs when the input has none is made up, not imported:
    // it has no source of its own.
    let names = Set(result.templates.map(\.name))
    for (name, template) in json["templates"]?.objectValue ?? JSONObject()
    where names.contains(name) {
      #expect(
        template.objectValue?["source"]?.objectValue?.keys.sorted() == ["column", "file", "line"])
    }
    let scene = try SceneFile.decode(result.json.prettyPrinted())
    _ = scene.app.audit()
    let imported = scene.app.commands.filter { $0.sourceLocation != nil }
    #expect(imported.count == result.commands.count)
  }

  /// "The audit's findings then point at the original file and line: each finding in JSON
  /// carries `"source": {"file", "line", "column"}` — the imported source where there is
  /// one": two imported Swift buttons on one key give a finding at one of their lines.
  @Test("An imported app's finding carries the imported file, line and column in JSON")
  func findingPointsAtImportedSource() throws {
    let source = """
      CommandMenu("Jot") {
        Button("Pin") {}.keyboardShortcut("p")
        Button("Print Jot") {}.keyboardShortcut("p")
      }
      """
    let result = try SceneImporter.importData(Data(source.utf8), file: "Jot/Menu.swift")
    let scene = try SceneFile.decode(result.json.prettyPrinted())
    let finding = try #require(
      scene.app.audit().findings.first { $0.commands.contains("jot.pin") && $0.severity == .error })
    let json = try #require(finding.json.objectValue?["source"]?.objectValue)
    #expect(json["file"] == "Jot/Menu.swift")
    #expect(json["line"] == 2 || json["line"] == 3)
    #expect(json["column"] == 3)
  }
}
