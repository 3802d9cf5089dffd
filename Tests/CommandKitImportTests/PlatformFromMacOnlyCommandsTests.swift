import CommandKitLite
import Testing

@testable import CommandKitImport

/// `platform-from-ios-only-file/` (Neon Vision Editor, twentieth held-out batch; written
/// after the batch was judged): a multi-platform SwiftUI app whose Mac menus are written in
/// code compiled for macOS only is imported for macOS, though an iOS-only file declares
/// UIKit key commands.
@Suite struct PlatformFromMacOnlyCommandsTests {
  static let folder = "platform-from-ios-only-file"

  struct Variant: Sendable, CustomTestStringConvertible {
    let name: String
    let edits: [(String, String)]
    let platform: Platform
    /// The shortcuts of the commands imported.
    let shortcuts: [String]
    var testDescription: String { name }
  }

  static let variants: [Variant] = [
    .init(
      name: "Mac menus under #if os(macOS): the Mac branch", edits: [], platform: .macOS,
      shortcuts: ["shift+cmd+j"]),
    .init(
      name: "Mac menus in the #else of #if os(iOS): the Mac branch",
      edits: [("#if os(macOS)", "#if os(iOS)")], platform: .macOS, shortcuts: ["cmd+z"]),
    .init(
      name: "Mac menus under #if canImport(AppKit): the Mac branch",
      edits: [("#if os(macOS)", "#if canImport(AppKit)")], platform: .macOS,
      shortcuts: ["shift+cmd+j"]),
    .init(
      name: "branches no platform decides: the UIKit key commands make it iPadOS, as before",
      edits: [("#if os(macOS)", "#if DEBUG")], platform: .iPadOS,
      shortcuts: ["shift+cmd+j", "cmd+z"]),
  ]

  @Test(
    "platform-from-ios-only-file: commands written for the Mac only make the import a Mac one",
    arguments: variants)
  func platform(_ variant: Variant) throws {
    let result = try ImporterDefectsTests.importedCopy(
      of: Self.folder, editing: ["App.swift": variant.edits])
    #expect(result.platform == variant.platform)
    #expect(Set(result.commands.compactMap(\.shortcut)) == Set(variant.shortcuts))
  }

  @Test(
    "Mac-only commands: kept compiled for macOS, dropped compiled for iPadOS",
    arguments: [
      ("#if os(macOS)\nlet c = CommandMenu(\"Tools\") {}\n#endif", true),
      ("#if os(OSX)\nText(\"a\").keyboardShortcut(\"a\")\n#endif", true),
      ("#if os(iOS)\nText(\"a\").keyboardShortcut(\"a\")\n#else\nlet x = 1\n#endif", false),
      ("#if os(iOS)\nlet x = 1\n#else\nText(\"a\").keyboardShortcut(\"a\")\n#endif", true),
      ("Text(\"a\").keyboardShortcut(\"a\")", false),
      ("#if os(macOS)\nlet x = 1\n#endif\nText(\"a\").keyboardShortcut(\"a\")", false),
      ("#if os(macOS) || os(iOS)\nText(\"a\").keyboardShortcut(\"a\")\n#endif", false),
      ("#if os(visionOS)\nText(\"a\").keyboardShortcut(\"a\")\n#endif", false),
    ])
  func macOnlyCommands(_ text: String, _ expected: Bool) throws {
    let source = try SwiftSource(file: "Menus.swift", text: text)
    #expect(SceneImporter.declaresMacOnlyCommands(source) == expected)
  }
}

extension PlatformFromMacOnlyCommandsTests {
  /// A UIKit Interface Builder file (a launch screen) says iPadOS too: the Mac-only menus
  /// still make the import a Mac one, and the scene's platform is the one its files were
  /// compiled for (Mocolamma, thirteenth held-out batch, after the rule).
  @Test("platform-from-ios-only-file: the scene's platform is the one its files were read for")
  func platformAgreesWithCompilation() throws {
    let storyboard = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
      targetRuntime="iOS.CocoaTouch"><scenes/></document>
      """
    let result = try ImporterDefectsTests.importedCopy(
      of: Self.folder, editing: ["App.swift": []], adding: ["LaunchScreen.storyboard": storyboard])
    #expect(result.platform == .macOS)
    #expect(result.commands.compactMap(\.shortcut) == ["shift+cmd+j"])
  }
}
