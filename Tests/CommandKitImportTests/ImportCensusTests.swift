import Foundation
import Testing

@testable import CommandKitImport
@testable import CommandKitLite

/// One input with shortcut declarations, and what must become of them.
struct CensusCase: Sendable, CustomTestStringConvertible {
  var name: String
  var file: String
  var text: String
  var keyPath: any KeyPath<ImportCensus, ImportCensus.Tally> & Sendable
  var expected: ImportCensus.Tally
  var testDescription: String { name }
}

/// SPEC §22, never silent: every `.keyboardShortcut`, `UIKeyCommand` and Interface Builder
/// key equivalent is imported or named in a warning with its file and line.
@Suite struct ImportCensusTests {
  static let cases: [CensusCase] = [
    .init(
      name: "SwiftUI: comments and strings are not calls; a variable key is warned about",
      file: "A.swift",
      text: """
        // Button("x") {}.keyboardShortcut("x")
        let s = ".keyboardShortcut(\\"y\\")"
        struct A: View {
          var body: some View {
            Button("Go") {}.keyboardShortcut("g")
            Button("Var") {}.keyboardShortcut(key)
          }
        }
        """,
      keyPath: \.keyboardShortcuts, expected: .init(found: 2, imported: 1, warned: 1)),
    .init(
      name: "SwiftUI: a scene's shortcut is named", file: "App.swift",
      text: """
        @main struct Jot: App {
          var body: some Scene {
            Window("Log", id: "log") { LogView() }.keyboardShortcut("l")
          }
        }
        """,
      keyPath: \.keyboardShortcuts, expected: .init(found: 1, imported: 0, warned: 1)),
    .init(
      name: "UIKit: a key command without input, one from .init, one from a variable",
      file: "Keys.swift",
      text: """
        class V: UIViewController {
          override var keyCommands: [UIKeyCommand]? {
            [UIKeyCommand(input: "f", modifierFlags: .command, action: #selector(find(_:))),
             UIKeyCommand.init(input: "g", modifierFlags: .command, action: #selector(go)),
             UIKeyCommand(title: "Later", action: #selector(later)),
             UIKeyCommand(input: letter, modifierFlags: .command, action: #selector(type))]
          }
        }
        """,
      keyPath: \.keyCommands, expected: .init(found: 4, imported: 2, warned: 2)),
    .init(
      name: "Interface Builder: main menu, context menu, submenu parent, hidden, button",
      file: "Main.xib",
      text: """
        <document>
          <objects>
            <menu title="Main Menu" systemMenu="main" id="m">
              <items>
                <menuItem title="File" keyEquivalent="f" id="t">
                  <menu key="submenu" title="File" id="s">
                    <items>
                      <menuItem title="Open" keyEquivalent="o" id="o"/>
                      <menuItem title="Secret" keyEquivalent="x" hidden="YES" id="x"/>
                    </items>
                  </menu>
                </menuItem>
              </items>
            </menu>
            <menu title="Row" id="r">
              <items><menuItem title="Copy Row" keyEquivalent="c" id="c"/></items>
            </menu>
            <window title="W" id="w">
              <view key="contentView" id="v">
                <subviews>
                  <button id="b"><buttonCell key="cell" title="OK" keyEquivalent="&#13;" id="bc"/></button>
                </subviews>
              </view>
            </window>
          </objects>
        </document>
        """,
      keyPath: \.keyEquivalents, expected: .init(found: 5, imported: 2, warned: 3)),
  ]

  @Test("Found is imported plus warned, and each warned one has a warning", arguments: cases)
  func accountsForEveryShortcut(_ example: CensusCase) throws {
    let result = try SceneImporter.importData(Data(example.text.utf8), file: example.file)
    let tally = result.census[keyPath: example.keyPath]
    #expect(tally == example.expected, "\(result.warnings)")
    #expect(tally.found == tally.imported + tally.warned)
    #expect(result.warnings.count >= tally.warned)
    #expect(result.warnings.allSatisfy { $0.location.file == example.file })
  }
}
