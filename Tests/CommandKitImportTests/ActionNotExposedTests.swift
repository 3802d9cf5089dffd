import CommandKitAudit
import Foundation
import Testing

@testable import CommandKitImport
@testable import CommandKitLite

/// `action-not-exposed`: an Interface Builder item sent to the First Responder whose only
/// method in the app is a Swift method of the app's own AppKit responder class that is not
/// exposed to Objective-C is disabled, as AppKit leaves it: `responds(to:)` does not see the
/// method (SE-0160: since Swift 4 only `@objc`, `@IBAction`, overrides, `@objc` protocol
/// requirements, `@objc extension`s and `@objcMembers` classes expose a method; Apple,
/// "Enabling Menu Items"). ImporterDefects/action-not-exposed/, after OpenEmu's Controls ▸
/// Volume Down ⌘− and Volume Up ⌘+ beside View ▸ Decrease and Increase Grid Size (fifth
/// held-out batch: two false `ambiguous` errors; `OEGameDocument.volumeDown(_:)` is a plain
/// method of an `@objc` class).
@Suite struct ActionNotExposedTests {
  static let folder = "action-not-exposed"

  static func item(_ title: String, in result: SceneImport) throws -> ImportedCommand {
    try #require(result.commands.first { $0.title == title })
  }

  @Test(
    "action-not-exposed: an item whose only method is not exposed to Objective-C is disabled, with a warning naming the method"
  )
  func reproduction() throws {
    let result = try ImporterDefectsTests.imported(Self.folder)
    let volume = try Self.item("Volume Down", in: result)
    #expect(volume.disabled)
    let warning = try #require(result.warnings.first { $0.message.contains("Volume Down") })
    #expect(warning.message.contains("GameDocument.volumeDown(_:)"))
    #expect(warning.message.contains("not exposed to Objective-C"))
    #expect(warning.message.contains("Mark the method @IBAction or @objc"))
    #expect(warning.location.file.hasSuffix("MainMenu.xib"))
    // The document's @IBAction and the library's are exposed: enabled.
    #expect(!(try Self.item("Pause", in: result)).disabled)
    #expect(!(try Self.item("Smaller Covers", in: result)).disabled)
    let findings = try SceneFile.decode(result.json.prettyPrinted()).app.audit().findings
    #expect(!findings.contains { $0.kind == .ambiguous && $0.severity == .error })
  }

  struct Variant: Sendable, CustomTestStringConvertible {
    let name: String
    let from: String
    let to: String
    let disabled: Bool
    var testDescription: String { name }
  }

  static let plain = "  func volumeDown(_ sender: Any?) {}\n"

  static let variants: [Variant] = [
    .init(
      name: "@objc on the method: enabled", from: plain,
      to: "  @objc func volumeDown(_ sender: Any?) {}\n", disabled: false),
    .init(
      name: "@IBAction with other modifiers between: enabled", from: plain,
      to: "  @IBAction public final func volumeDown(_ sender: Any?) {}\n", disabled: false),
    .init(
      name: "@objc(volumeDown:) with its argument: enabled", from: plain,
      to: "  @objc(volumeDown:) func volumeDown(_ sender: Any?) {}\n", disabled: false),
    .init(
      name: "in an @objc extension: enabled", from: plain,
      to: "}\n\n@objc extension GameDocument {\n  func volumeDown(_ sender: Any?) {}\n",
      disabled: false),
    .init(
      name: "in an extension adopting a protocol (it may be an @objc requirement): enabled",
      from: plain,
      to:
        "}\n\nextension GameDocument: VolumeControlling {\n  func volumeDown(_ sender: Any?) {}\n",
      disabled: false),
    .init(
      name: "in an @objcMembers class: enabled", from: "@objc\nfinal class GameDocument",
      to: "@objcMembers\nfinal class GameDocument", disabled: false),
    .init(
      name: "a protocol of the app declares the name: enabled", from: plain,
      to: plain + "}\n\nprotocol Volume {\n  func volumeDown(_ sender: Any?)\n", disabled: false),
    .init(
      name: "a plain method of a class that is not an AppKit responder: not this rule's",
      from: "final class GameDocument: NSDocument", to: "final class GameDocument: GameModel",
      disabled: false),
    .init(
      name:
        "a view controller of another module in the sources: still disabled (the app's own method names its responder)",
      from: "  let library = LibraryViewController()\n",
      to: "  let library = LibraryViewController()\n  let hud = HUDViewController()\n",
      disabled: true),
    .init(
      name: "a second, exposed method of that selector elsewhere: enabled",
      from: "  @IBAction func smallerCovers(_ sender: Any?) {}\n",
      to:
        "  @IBAction func smallerCovers(_ sender: Any?) {}\n  @IBAction func volumeDown(_ sender: Any?) {}\n",
      disabled: false),
  ]

  @Test(
    "action-not-exposed: what exposes a method to Objective-C keeps the item", arguments: variants)
  func variant(_ variant: Variant) throws {
    let result = try ImporterDefectsTests.importedCopy(
      of: Self.folder, editing: ["Player.swift": [(variant.from, variant.to)]])
    #expect(try Self.item("Volume Down", in: result).disabled == variant.disabled)
    #expect(
      result.warnings.contains { $0.message.contains("not exposed to Objective-C") }
        == variant.disabled)
  }
}
