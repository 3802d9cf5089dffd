import CommandKitAudit
import Foundation
import Testing

@testable import CommandKitImport
@testable import CommandKitLite

/// `unloaded-main-menu`: a folder holding two Interface Builder main menus reads only the one
/// the app's `Info.plist` names (`NSMainNibFile`, `NSMainStoryboardFile`); the other is a
/// leftover the app never loads (ImporterDefects/unloaded-main-menu/). Written in round
/// twenty after the thirty-ninth held-out batch was judged (Syntax Highlight's leftover
/// `Main.storyboard`, a false `ambiguous` error on ⌘U).
@Suite struct UnloadedMainMenuTests {
  static let folder = "unloaded-main-menu"

  struct Variant: Sendable, CustomTestStringConvertible {
    let name: String
    let plist: [(String, String)]
    /// The findings expected (warnings and errors), as "kind shortcut", sorted.
    let findings: [String]
    /// Whether the leftover is reported as not read.
    let dropped: Bool
    var testDescription: String { name }
  }

  static let nib = "<key>NSMainNibFile</key>\n\t<string>MainMenu</string>"

  static let variants: [Variant] = [
    .init(
      name: "the Info.plist names MainMenu: the leftover is not read", plist: [], findings: [],
      dropped: true),
    .init(
      name: "named as a storyboard key, with its extension: the same",
      plist: [(nib, "<key>NSMainStoryboardFile</key>\n\t<string>MainMenu.xib</string>")],
      findings: [], dropped: true),
    .init(
      name: "no main interface named: both menus are read",
      plist: [(nib, "<key>NSHumanReadableCopyright</key>\n\t<string>MainMenu</string>")],
      findings: ["ambiguous cmd+u"], dropped: false),
    .init(
      name: "the named file is not in the folder: both menus are read",
      plist: [(nib, "<key>NSMainNibFile</key>\n\t<string>Main</string>")],
      findings: ["ambiguous cmd+u"], dropped: false),
    .init(
      name: "an app extension's Info.plist names nothing for the app",
      plist: [
        (nib, nib + "\n\t<key>NSExtension</key>\n\t<dict/>")
      ],
      findings: ["ambiguous cmd+u"], dropped: false),
  ]

  @Test(
    "unloaded-main-menu: only the main menu the Info.plist names is read", arguments: variants)
  func unloadedMainMenu(_ variant: Variant) throws {
    let result = try ImporterDefectsTests.importedCopy(
      of: Self.folder, editing: ["Info.plist": variant.plist])
    let findings = try ImporterDefectsTests.warnings(of: result)
    #expect(
      ImporterDefectsTests.described(findings) == variant.findings, "\(findings.map(\.message))")
    let dropped = result.warnings.contains {
      $0.message.hasPrefix("file not read: it holds a main menu")
        && $0.location.file.hasSuffix("OldMainMenu.xib")
    }
    #expect(dropped == variant.dropped)
  }
}
