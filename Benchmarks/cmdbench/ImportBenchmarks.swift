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

/// `import_app_ms` (issue 24): `cmdshell import DIR` on a synthetic app of 200 SwiftUI files
/// and a 2 MB storyboard with windows, walked and read from a temporary folder (written
/// before the timing; the files are in the page cache, so the disk is hardly measured).
enum ImportAppBenchmark {
  /// What the synthetic app holds, to check each import's result against.
  struct Shape {
    var commands: Int
    var windows: Int
    var textInputs: Int
    var shortcuts: Int
  }

  /// A SwiftUI view file: a view with a text field, a list and two buttons with shortcuts,
  /// presenting a sheet with its own text field and default button; every tenth file a
  /// command menu of 10 buttons instead.
  static func swiftFile(_ number: Int) -> String {
    if number % 10 == 0 {
      var text = "import SwiftUI\n\nstruct Commands\(number): Commands {\n"
      text += "  @FocusedValue(\\.document) var document\n  var body: some Commands {\n"
      text += "    CommandMenu(\"Menu \(number)\") {\n"
      for item in 0..<10 {
        text += "      Button(\"Item \(number).\(item)\") { document?.run(\(item)) }\n"
        text += "        .keyboardShortcut(\"\(item)\", modifiers: [.command, .option])\n"
      }
      return text + "    }\n  }\n}\n"
    }
    return """
      import SwiftUI

      /// View \(number).
      struct View\(number): View {
        @State private var text = ""
        @State private var showing = false
        var body: some View {
          VStack {
            TextField("Field \(number)", text: $text)
            List(items) { Text($0.name) }
            Button("Refresh \(number)") { refresh() }
              .keyboardShortcut("r", modifiers: [.command, .shift])
            Button { showing = true } label: { Label("Edit \(number)", systemImage: "pencil") }
              .keyboardShortcut("e")
            View\(number + 1 < 200 && (number + 1) % 10 != 0 ? number + 1 : 1)()
          }
          .sheet(isPresented: $showing) { Sheet\(number)() }
        }
      }

      struct Sheet\(number): View {
        var body: some View {
          TextField("Name", text: $name)
          Button("Done") { done() }.keyboardShortcut(.defaultAction)
        }
      }

      """
  }

  /// The app file: one window group showing the first view of each chain (View1, View11,
  /// View21, ...: a view shows the next one, and every tenth file is a command menu), so
  /// that every view is reached from a scene; the importer leaves out view types no source
  /// uses (SPEC §22, "unused views").
  static func appFile(swiftFiles: Int) -> String {
    let heads = stride(from: 1, to: swiftFiles, by: 10).map { "View\($0)()" }
    return """
      import SwiftUI

      @main
      struct BenchApp: App {
        var body: some Scene {
          WindowGroup {
            \(heads.joined(separator: "\n            "))
          }
          Settings { View2() }
        }
      }

      """
  }

  /// A storyboard of at least `bytes`: a main menu (every tenth item without an action, so
  /// disabled), then window controller scenes with text fields, a text view, a table and
  /// buttons with key equivalents.
  static func storyboard(atLeast bytes: Int) -> (text: String, items: Int, windows: Int) {
    var text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" version="3.0" targetRuntime="MacOSX.Cocoa">
      <scenes><scene sceneID="s"><objects><application id="a" sceneMemberID="viewController">
      <menu key="mainMenu" title="Main Menu" systemMenu="main" id="m"><items>

      """
    var items = 0
    for menu in 0..<20 {
      text += "<menuItem title=\"Menu \(menu)\" id=\"t\(menu)\">"
      text += "<menu key=\"submenu\" title=\"Menu \(menu)\" id=\"u\(menu)\"><items>\n"
      for item in 0..<20 {
        let action =
          item % 10 == 9
          ? ""
          : "<connections><action selector=\"item\(items):\" target=\"f\" id=\"c\(items)\"/></connections>"
        text +=
          "<menuItem title=\"Item \(menu).\(item)\" keyEquivalent=\"\(item % 10)\" id=\"i\(items)\">"
        text += "<modifierMask key=\"keyEquivalentModifierMask\" control=\"YES\" command=\"YES\"/>"
        text += action + "</menuItem>\n"
        items += 1
      }
      text += "</items></menu></menuItem>\n"
    }
    text += """
      </items></menu></application>
      <customObject id="f" userLabel="First Responder" customClass="NSResponder" sceneMemberID="firstResponder"/>
      </objects></scene>

      """
    var windows = 0
    while text.utf8.count < bytes {
      let n = windows
      text += """
        <scene sceneID="ws\(n)"><objects><windowController storyboardIdentifier="Window\(n)" id="wc\(n)" sceneMemberID="viewController">
        <window key="window" title="Window \(n)" id="w\(n)"><view key="contentView" id="v\(n)"><subviews>
        <textField id="tf\(n)"><textFieldCell key="cell" editable="YES" placeholderString="Field" id="tfc\(n)"/></textField>
        <scrollView id="sv\(n)"><clipView key="contentView" id="cv\(n)"><textView id="tv\(n)"/></clipView></scrollView>
        <scrollView id="st\(n)"><clipView key="contentView" id="ct\(n)"><tableView id="tb\(n)"><prototypeCellViews><tableCellView id="tc\(n)"><subviews><textField id="tct\(n)"><textFieldCell key="cell" title="Row" id="tctc\(n)"/></textField></subviews></tableCellView></prototypeCellViews></tableView></clipView></scrollView>
        <button id="ok\(n)"><buttonCell key="cell" type="push" title="OK" keyEquivalent="&#13;" id="okc\(n)"/><connections><action selector="ok:" target="f" id="oka\(n)"/></connections></button>
        <button id="go\(n)"><buttonCell key="cell" type="push" title="Go" keyEquivalent="g" id="goc\(n)"/></button>
        </subviews></view></window></windowController></objects></scene>

        """
      windows += 1
    }
    return (text + "</scenes></document>\n", items, windows)
  }

  /// Writes the app into a new temporary folder; returns the folder and what it holds.
  static func write(swiftFiles: Int, storyboardBytes: Int) throws -> (String, Shape) {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("cmdbench-app-\(UUID().uuidString)")
    let sources = folder.appendingPathComponent("BenchApp")
    try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
    try Data(appFile(swiftFiles: swiftFiles).utf8).write(
      to: sources.appendingPathComponent("BenchApp.swift"))
    for number in 1..<swiftFiles {
      try Data(swiftFile(number).utf8).write(
        to: sources.appendingPathComponent("View\(number).swift"))
    }
    let board = storyboard(atLeast: storyboardBytes)
    let base = sources.appendingPathComponent("Base.lproj")
    try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
    try Data(board.text.utf8).write(to: base.appendingPathComponent("Main.storyboard"))
    let menus = (1..<swiftFiles).filter { $0 % 10 == 0 }.count
    let views = swiftFiles - 1 - menus
    let shape = Shape(
      commands: board.items + menus * 10,
      windows: board.windows + views,  // each view's sheet is a window
      textInputs: board.windows * 2 + views * 2,
      shortcuts: board.items + board.windows * 2 + menus * 10 + views * 3)
    return (folder.path, shape)
  }

  /// Milliseconds to import the synthetic app (target: under 1 s).
  static func milliseconds(_ reps: Repetitions, swiftFiles: Int, storyboardBytes: Int) -> Double {
    let written: (String, Shape)
    do {
      written = try write(swiftFiles: swiftFiles, storyboardBytes: storyboardBytes)
    } catch {
      fail("import_app: cannot write the synthetic app: \(error)")
    }
    let (folder, shape) = written
    defer { try? FileManager.default.removeItem(atPath: folder) }
    // Once outside the timing: everything must be read and placed.
    do {
      let result = try SceneImporter.importDirectory(folder)
      precondition(result.commands.count == shape.commands, "import_app: commands")
      precondition(
        result.census.total.found == shape.shortcuts
          && result.census.total.imported == shape.shortcuts,
        "import_app: every shortcut found and imported")
      let nodes = result.templates.flatMap(\.nodes)
      let inputs = nodes.filter {
        if case .textInput = $0.kind { return true }
        return false
      }
      // The main window reaches every view of its chain; each sheet holds its own field.
      precondition(inputs.count >= shape.textInputs, "import_app: text inputs")
      precondition(result.templates.count >= shape.windows, "import_app: windows")
    } catch {
      fail("import_app: \(error)")
    }
    return measureMilliseconds(runs: reps.heavyRuns) {
      do {
        blackHole(try SceneImporter.importDirectory(folder))
      } catch {
        fail("import_app: \(error)")
      }
    }
  }
}
