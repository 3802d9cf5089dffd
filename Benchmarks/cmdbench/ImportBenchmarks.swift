// cmdbench: importing an app's own files (SPEC §22): a generated 1 MB storyboard main menu
// and 100 generated SwiftUI files, read from memory (the disk is not what is measured).

import CommandKitImport
import CommandKitLite
import Foundation

enum ImportBenchmarks {
  /// A storyboard of at least `bytes` bytes: menus of 20 items, each with a key and an
  /// action to the First Responder.
  static func storyboard(atLeast bytes: Int) -> (Data, items: Int) {
    var text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" version="3.0">
      <scenes><scene sceneID="s"><objects><application id="a" sceneMemberID="viewController">
      <menu key="mainMenu" title="Main Menu" systemMenu="main" id="m"><items>

      """
    var items = 0
    var menu = 0
    let keys = Array("abcdefghijklmnopqrstuvwxyz")
    while text.utf8.count < bytes {
      text += "<menuItem title=\"Menu \(menu)\" id=\"t\(menu)\">"
      text += "<menu key=\"submenu\" title=\"Menu \(menu)\" id=\"u\(menu)\"><items>\n"
      for item in 0..<20 {
        let key = keys[(menu + item) % keys.count]
        text += """
            <menuItem title="Item \(menu).\(item)" keyEquivalent="\(key)" id="i\(items)">
              <modifierMask key="keyEquivalentModifierMask" option="\(item % 2 == 0 ? "YES" : "NO")" command="YES"/>
              <connections><action selector="item\(items):" target="f" id="c\(items)"/></connections>
            </menuItem>

          """
        items += 1
      }
      text += "</items></menu></menuItem>\n"
      menu += 1
    }
    text += """
      </items></menu></application>
      <customObject id="f" userLabel="First Responder" customClass="NSResponder" sceneMemberID="firstResponder"/>
      </objects></scene></scenes></document>
      """
    return (Data(text.utf8), items)
  }

  /// A SwiftUI file with one command menu of 10 buttons.
  static func swiftFile(_ number: Int) -> Data {
    var text = "import SwiftUI\n\n/// Commands \(number).\nstruct Commands\(number): Commands {\n"
    text += "  @FocusedValue(\\.document) var document\n  var body: some Commands {\n"
    text += "    CommandMenu(\"Menu \(number)\") {\n"
    for item in 0..<10 {
      text += """
            Button("Item \(number).\(item) \\(document?.name ?? "")") { document?.run(\(item)) }
              .keyboardShortcut("\(item)", modifiers: [.command, .option])
              .disabled(document == nil)

        """
    }
    text += "    }\n  }\n}\n"
    return Data(text.utf8)
  }

  /// Milliseconds to import a storyboard of `bytes` (1 MiB) plus `swiftFiles` (100) Swift
  /// files (target: under 1 s).
  static func importMilliseconds(_ reps: Repetitions, bytes: Int, swiftFiles: Int) -> Double {
    let (storyboard, items) = storyboard(atLeast: bytes)
    let files = (0..<swiftFiles).map(swiftFile)
    // Once outside the timing: everything must be read.
    do {
      let menu = try SceneImporter.importData(storyboard, file: "Main.storyboard")
      precondition(menu.commands.count == items, "import: storyboard items")
      let swift = try SceneImporter.importData(files[0], file: "Commands0.swift")
      precondition(swift.commands.count == 10, "import: Swift buttons")
    } catch {
      fail("import: \(error)")
    }
    return measureMilliseconds(runs: reps.heavyRuns) {
      do {
        blackHole(try SceneImporter.importData(storyboard, file: "Main.storyboard"))
        for (index, file) in files.enumerated() {
          blackHole(try SceneImporter.importData(file, file: "Commands\(index).swift"))
        }
      } catch {
        fail("import: \(error)")
      }
    }
  }
}
