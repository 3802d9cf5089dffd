import Foundation
import Testing

@testable import CommandKitImport
@testable import CommandKitLite

/// Failures that Scripts/import-check found running `cmdshell import DIR` over public
/// repositories (see its README), each reproduced by a minimal input written here, never by
/// the fetched file.
@Suite struct ImportCheckFailureTests {
  /// Imports `text` as `file`, and loads the scene file it writes.
  static func importAndLoad(_ text: String, file: String) throws -> (SceneImport, LoadedScene) {
    let result = try SceneImporter.importData(Data(text.utf8), file: file)
    return (result, try SceneFile.decode(result.json.prettyPrinted()))
  }

  /// element-x-ios: a multi-line string whose line ends in a backslash and a space (a line
  /// continuation Swift accepts) was "unknown escape \ ", and the file was not read.
  @Test("A line continuation with spaces after the backslash tokenizes")
  func lineContinuationWithSpace() throws {
    let text =
      "let s = \"\"\"\n  one \\ \n  two\n  \"\"\"\nstruct V: View { var body: some View { "
      + "Button(\"Go\") {}.keyboardShortcut(\"g\") } }\n"
    let (result, _) = try Self.importAndLoad(text, file: "V.swift")
    #expect(result.controls.map(\.shortcut) == ["cmd+g"])
    #expect(result.warnings.isEmpty, "\(result.warnings)")
    let tokens = try SwiftTokenizer.tokenize("\"\"\"\n  one \\  \n  two\n  \"\"\"")
    #expect(tokens.map(\.text) == ["one two"])
  }

  /// Colloquy: `initialFirstResponder` named a button (and a key-view-loop outlet named a
  /// view `nextKeyView`), so the window's focus was a node that cannot take focus and the
  /// scene file did not load.
  @Test("A window's initialFirstResponder that cannot take focus is not its focus")
  func initialFirstResponderOnAButton() throws {
    let xib = #"""
      <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" targetRuntime="MacOSX.Cocoa">
        <objects>
          <window title="Find" id="w">
            <view key="contentView" id="v">
              <subviews>
                <button id="b"><buttonCell key="cell" title="Next" keyEquivalent="g" id="bc"/>
                  <connections><outlet property="nextKeyView" destination="f" id="o1"/></connections>
                </button>
                <searchField id="f"><searchFieldCell key="cell" id="fc"/>
                  <connections><outlet property="nextKeyView" destination="b" id="o2"/></connections>
                </searchField>
              </subviews>
            </view>
            <connections><outlet property="initialFirstResponder" destination="b" id="o3"/></connections>
          </window>
        </objects>
      </document>
      """#
    let (result, scene) = try Self.importAndLoad(xib, file: "Find.xib")
    let window = try #require(result.templates.first)
    #expect(window.nodes.map(\.id) == ["next", "textField"])
    #expect(window.focus == "textField")
    #expect(scene.app.templates.count == 1)
  }

  /// MarkEdit: a hidden top-level menu without a title gave its items the menu "", and the
  /// scene file did not load.
  @Test("Items of a top-level menu without a title load, in a menu named Untitled")
  func untitledMenu() throws {
    let xib = #"""
      <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" targetRuntime="MacOSX.Cocoa">
        <objects>
          <menu title="Main Menu" systemMenu="main" id="m">
            <items>
              <menuItem hidden="YES" id="t">
                <menu key="submenu" id="s">
                  <items>
                    <menuItem title="Reload Styles" keyEquivalent="r" id="i">
                      <connections><action selector="reloadStyles:" target="-1" id="a"/></connections>
                    </menuItem>
                  </items>
                </menu>
              </menuItem>
            </items>
          </menu>
        </objects>
      </document>
      """#
    let (result, scene) = try Self.importAndLoad(xib, file: "Main.xib")
    #expect(result.commands.map(\.menu) == ["Untitled"])
    #expect(scene.app.commands.contains { $0.id == "untitled.reloadStyles" })
  }

  /// TelegramSwift, brave-ios: every menu item made in code was a warning, even one without
  /// a key equivalent (1,261 warnings over the repositories), and `modifierFlags:
  /// command.modifierFlags` read as an option named `modifierFlags`.
  @Test("Items made in code are named only with a key; a value's modifierFlags is a variable")
  func itemsMadeInCode() throws {
    let source = """
      final class Menus: NSObject {
        func build() {
          menu.addItem(NSMenuItem(title: "Copy Link", action: #selector(copyLink), keyEquivalent: ""))
          menu.addItem(NSMenuItem(title: "Reload", action: #selector(reload), keyEquivalent: "r"))
          menu.addItem(withTitle: "About", action: nil, keyEquivalent: "")
        }
        override var keyCommands: [UIKeyCommand]? {
          [UIKeyCommand(input: "f", modifierFlags: command.modifierFlags, action: #selector(find))]
        }
      }
      """
    let result = try SceneImporter.importData(Data(source.utf8), file: "Menus.swift")
    // The UIKit reader's warnings, then the AppKit menu reader's (``AppKitMenuReader``).
    #expect(result.warnings.map(\.location.line) == [8, 4])
    #expect(result.warnings.first?.message.contains("come from a variable") == true)
    #expect(result.warnings.last?.message.contains("with a key equivalent made in code") == true)
  }

  /// In a folder, most nibs hold no menu and no window the audit can use (a cell, a view
  /// with labels): saying so for each was 863 of the warnings. A nib named on the command
  /// line still says so.
  @Test("A nib with nothing to import is named on the command line, not in a folder")
  func emptyNibInFolder() throws {
    let nib = #"<document><objects><customView id="v"/></objects></document>"#
    let named = try SceneImporter.importData(Data(nib.utf8), file: "Cell.xib")
    #expect(named.warnings.count == 1)
    let folder = try ScratchApp()
    try folder.write("App/Cell.xib", nib)
    try folder.write(
      "App/A.swift", #"@main struct A: App { var body: some Scene { WindowGroup { V() } } }"#)
    #expect(try SceneImporter.importDirectory(folder.root).warnings.isEmpty)
  }
}
