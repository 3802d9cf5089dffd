import CommandKitAudit
import Foundation
import Testing

@testable import CommandKitImport
@testable import CommandKitLite

/// A scratch app folder, removed when the test ends.
final class ScratchApp {
  let root: String

  init() throws {
    root =
      FileManager.default.temporaryDirectory
      .appendingPathComponent("import-app-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(atPath: root) }

  /// Writes `text` at `path` below the root, making its folders.
  func write(_ path: String, _ text: String) throws {
    let url = URL(fileURLWithPath: root).appendingPathComponent(path)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }
}

/// SPEC §22, whole apps: `cmdshell import DIR` walks the app's folder.
@Suite struct AppDirectoryTests {
  static let delegate = """
    import AppKit

    @main
    final class AppDelegate: NSObject, NSApplicationDelegate {
      @IBAction func newJot(_ sender: Any?) {}
      @objc func importJots(from url: URL) {}
      func helper() {}
    }

    // Pin's action, implemented by a view (not the app delegate): AppKit enables the item where
    // a window's responder chain holds it (an action nothing implements is disabled,
    // ActionNeverImplementedTests; one only a view nothing creates implements is too,
    // ActionInUncreatedClassTests: the window's controller makes this one).
    final class JotView: NSView {
      @IBAction func pin(_ sender: Any?) {}
    }

    final class JotWindowController: NSWindowController {
      override func windowDidLoad() { window?.contentView = JotView(frame: .zero) }
    }
    """

  static let menu = #"""
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" targetRuntime="MacOSX.Cocoa">
        <objects>
            <menu title="Main Menu" systemMenu="main" id="m">
                <items>
                    <menuItem title="File" id="f">
                        <menu key="submenu" title="File" id="fm">
                            <items>
                                <menuItem title="New Jot" keyEquivalent="n" id="n">
                                    <connections><action selector="newJot:" target="-1" id="a1"/></connections>
                                </menuItem>
                                <menuItem title="Pin" keyEquivalent="p" id="p">
                                    <connections><action selector="pin:" target="-1" id="a2"/></connections>
                                </menuItem>
                            </items>
                        </menu>
                    </menuItem>
                </items>
            </menu>
            <window title="Jotter" id="w">
                <view key="contentView" id="v">
                    <subviews>
                        <textField id="t"><textFieldCell key="cell" editable="YES" id="tc"/></textField>
                    </subviews>
                </view>
            </window>
        </objects>
    </document>
    """#

  /// A folder with the app's files and everything the walk must skip.
  static func app() throws -> ScratchApp {
    let app = try ScratchApp()
    try app.write("Jotter/AppDelegate.swift", delegate)
    try app.write("Jotter/Base.lproj/MainMenu.xib", menu)
    // Another language's copy of the same menu, tests, build products and dependencies.
    try app.write("Jotter/de.lproj/MainMenu.xib", menu)
    try app.write("JotterTests/MenuTests.swift", #"CommandMenu("Test") { Button("T") {} }"#)
    try app.write(".build/checkouts/Dep.swift", #"CommandMenu("Dep") { Button("D") {} }"#)
    try app.write("Pods/Lib/Lib.swift", #"CommandMenu("Pod") { Button("P") {} }"#)
    try app.write("Carthage/Lib.swift", #"CommandMenu("Cart") { Button("C") {} }"#)
    try app.write("DerivedData/Gen.swift", #"CommandMenu("Gen") { Button("G") {} }"#)
    // Files that cannot be read are named and skipped; empty ones are skipped.
    try app.write("Jotter/Broken.swift", "struct Broken {\n  let s = \"open\n}\n")
    try app.write("Jotter/Empty.swift", "")
    try app.write("Jotter/README.md", "# Jotter")
    return app
  }

  @Test("The walk reads the app's files and skips tests, builds, dependencies, other languages")
  func walks() throws {
    let app = try Self.app()
    let found = try AppDirectory.files(in: app.root)
    let relative = found.paths.map { String($0.dropFirst(app.root.count + 1)) }
    #expect(
      relative == [
        "Jotter/AppDelegate.swift", "Jotter/Base.lproj/MainMenu.xib", "Jotter/Broken.swift",
        "Jotter/Empty.swift",
      ])
    #expect(found.otherLanguages == 1)
  }

  @Test("A folder import names its files from the folder given, and skips bad files with a warning")
  func importsFolder() throws {
    let app = try Self.app()
    let result = try SceneImporter.importDirectory(app.root)
    #expect(result.commands.map(\.id) == ["file.newJot", "file.pin"])
    #expect(result.commands.first?.source.file == app.root + "/Jotter/Base.lproj/MainMenu.xib")
    #expect(result.templates.map(\.name) == ["main"])
    #expect(result.appName == (app.root as NSString).lastPathComponent)
    let broken = try #require(
      result.warnings.first { $0.location.file.hasSuffix("Jotter/Broken.swift") })
    #expect(broken.location.line == 2)
    #expect(broken.message.contains("file not read: cannot tokenize Swift source"))
    #expect(result.warnings.contains { $0.message.contains("other languages' .lproj") })
    #expect(!result.warnings.contains { $0.location.file.hasSuffix("Empty.swift") })
  }

  /// Malformed Interface Builder files: XML is parsed only when the file is read, after
  /// the walk, so each must still be skipped there with a warning at its place.
  static let malformedNibs: [(name: String, xml: String, line: Int, words: String)] = [
    (
      "a mismatched closing tag", "<document>\n  <menu title=\"x\">\n</document>", 3,
      "malformed XML"
    ),
    ("a processing instruction with no data", "<?xm?>\n<document/>", 1, "processing instruction"),
    ("a second root element", "<document/>\n<document/>", 2, "malformed XML"),
  ]

  @Test(
    "A folder's malformed nib is skipped with a warning at its place; the rest is imported",
    arguments: malformedNibs)
  func skipsMalformedNib(_ example: (name: String, xml: String, line: Int, words: String)) throws {
    let app = try Self.app()
    try app.write("Jotter/Broken.xib", example.xml)
    let result = try SceneImporter.importDirectory(app.root)
    #expect(result.commands.map(\.id) == ["file.newJot", "file.pin"], "\(example.name)")
    let warning = try #require(
      result.warnings.first { $0.location.file.hasSuffix("Jotter/Broken.xib") },
      "\(example.name): no warning names the file")
    #expect(warning.location.line == example.line, "\(example.name)")
    #expect(warning.message.hasPrefix("file not read: "), "\(example.name)")
    #expect(warning.message.contains(example.words), "\(example.name)")
  }

  @Test("A malformed nib named on the command line is still an error: nothing is written")
  func namedMalformedNibThrows() throws {
    let app = try Self.app()
    try app.write("Jotter/Broken.xib", "<document>\n  <menu title=\"x\">\n</document>")
    #expect(throws: ImportError.self) {
      _ = try SceneImporter.importPaths([app.root + "/Jotter/Broken.xib", app.root])
    }
  }

  @Test("Selectors the app delegate implements are app values; others, the main windows'")
  func appDelegateAnswers() throws {
    let app = try Self.app()
    let json = try SceneImporter.importDirectory(app.root).json
    let top = try #require(json.objectValue)
    #expect(top["appValues"] == ["newJot:": true])
    let main = top["templates"]?.objectValue?["main"]?.objectValue
    #expect(main?["sceneValues"] == ["pin:": true])
    var index = AppIndex()
    index.add(try SwiftSource(file: "A.swift", text: Self.delegate))
    #expect(index.appDelegateActions == ["newJot:", "importJotsFrom:"])
  }

  @Test("A folder with nothing to import is an error that says what to give instead")
  func nothingToImport() throws {
    let empty = try ScratchApp()
    try empty.write("README.md", "# Nothing")
    #expect {
      _ = try SceneImporter.importDirectory(empty.root)
    } throws: { error in
      guard let error = error as? ImportError, case .nothingToImport(_, 0) = error else {
        return false
      }
      return error.code == "nothing-to-import"
        && error.description.contains("the folder that holds the app's sources")
    }
    let plain = try ScratchApp()
    try plain.write("Model.swift", "struct Note { var text: String }")
    #expect(throws: ImportError.nothingToImport(folder: plain.root, files: 1)) {
      _ = try SceneImporter.importDirectory(plain.root)
    }
    // One file is named in the singular, more in the plural.
    #expect(
      ImportError.nothingToImport(folder: "A", files: 1).description.contains(
        "its one file declares no main menu"))
    #expect(
      ImportError.nothingToImport(folder: "A", files: 3).description.contains(
        "its 3 files declare no main menu"))
    #expect(throws: ImportError.self) {
      _ = try SceneImporter.importDirectory(empty.root + "/README.md")
    }
  }

  @Test("In a folder, one command in two targets is kept once; another on its id is renamed")
  func repeatedCommands() throws {
    let app = try ScratchApp()
    let jot = #"CommandMenu("Jot") { Button("Pin") {}.keyboardShortcut("p") }"#
    try app.write("Mac/Commands.swift", jot)
    try app.write("iPad/Commands.swift", jot)
    try app.write("Vision/Commands.swift", #"CommandMenu("Jot") { Button("Pin") {} }"#)
    let result = try SceneImporter.importDirectory(app.root)
    #expect(result.commands.map(\.id) == ["jot.pin", "jot.pin2"])
    #expect(result.commands.map(\.shortcut) == ["cmd+p", nil])
    // Files are read in path order: Mac, Vision, iPad.
    #expect(
      result.warnings.map { String($0.location.file.suffix(19)) } == [
        "sion/Commands.swift", "iPad/Commands.swift",
      ])
    #expect(result.warnings.first?.message.contains("imported as \"jot.pin2\"") == true)
    #expect(result.warnings.last?.message.contains("imported once") == true)
  }

  /// Found by Scripts/import-check on an Objective-C app whose only main menu is in
  /// `en.lproj` and whose project says `developmentRegion = English;`: nothing was read.
  @Test("Of a nib's copies one is read: Base, else the development language, else the only one")
  func localizedNibs() throws {
    let app = try ScratchApp()
    try app.write("Old.xcodeproj/project.pbxproj", "developmentRegion = English;\n")
    try app.write("Resources/en.lproj/MainMenu.xib", Self.menu)
    try app.write("Resources/English.lproj/Prefs.xib", Self.menu)
    try app.write("Resources/fr.lproj/Prefs.xib", Self.menu)
    try app.write("Other/de.lproj/Only.xib", Self.menu)
    #expect(AppDirectory.developmentLanguage(in: app.root) == "en")
    let found = try AppDirectory.files(in: app.root)
    #expect(
      found.paths.map { String($0.dropFirst(app.root.count + 1)) } == [
        "Other/de.lproj/Only.xib", "Resources/English.lproj/Prefs.xib",
        "Resources/en.lproj/MainMenu.xib",
      ])
    #expect(found.otherLanguages == 1)
  }

  /// A menu bar app's preferences window (known bugs: Semulov #28, whatdid #54): AppKit
  /// gives an app no Edit menu of its own, so ⌘C and ⌘V are dead in its text fields.
  @Test("An AppKit app without a main menu has no default items; one set in code keeps them")
  func appKitWithoutMainMenu() throws {
    let prefs = #"""
      <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" targetRuntime="MacOSX.Cocoa">
        <objects>
          <window title="Preferences" id="w">
            <view key="contentView" id="v"><subviews>
              <scrollView id="s"><clipView key="contentView" id="c"><textView id="t"/></clipView></scrollView>
            </subviews></view>
          </window>
        </objects>
      </document>
      """#
    let app = try ScratchApp()
    try app.write("Mounts/Preferences.xib", prefs)
    try app.write(
      "Mounts/AppDelegate.m", "@interface AppDelegate : NSObject <NSApplicationDelegate>\n@end\n")
    let result = try SceneImporter.importDirectory(app.root)
    #expect(!result.defaultCommands)
    #expect(result.warnings.contains { $0.message.contains("without a main menu") })
    let scene = try SceneFile.decode(result.json.prettyPrinted())
    let missing = try #require(scene.app.audit().findings.first { $0.kind == .missingEditCommands })
    #expect(missing.severity == .error)
    // An outlet of the app's own named `mainMenu` (whatdid's status menu) sets nothing.
    try app.write(
      "Mounts/Status.swift",
      "final class Status { @IBOutlet var mainMenu: StatusMenu!\n func f() { self.mainMenu.open() } }"
    )
    #expect(try !SceneImporter.importDirectory(app.root).defaultCommands)
    // A main menu made in code is not read: the defaults stay, and a warning says why.
    try app.write("Mounts/Menu.m", "void setup(void) { [NSApp setMainMenu:menu]; }\n")
    let coded = try SceneImporter.importDirectory(app.root)
    #expect(coded.defaultCommands)
    #expect(coded.warnings.contains { $0.message.contains("main menu is set in code") })
    // Files named on the command line may leave the main menu out: nothing is assumed.
    let named = try SceneImporter.importFiles([app.root + "/Mounts/Preferences.xib"])
    #expect(named.defaultCommands)
  }
}
