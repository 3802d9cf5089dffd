import Foundation
import Testing

@testable import CommandKitImport
@testable import CommandKitLite

/// `uikit-nil-options/` (MUDRammer, seventh held-out batch; written after the batch was
/// judged): an empty modifier mask is no modifier. `UIKeyModifierFlags` is an option set
/// (UIKit docs, `UIKeyModifierFlags`: an `NS_OPTIONS` bit mask in Objective-C, an `OptionSet`
/// in Swift), so `0`, `kNilOptions` (Apple docs, Kernel, `kNilOptions`: 0), `[]` and
/// `UIKeyModifierFlags(rawValue: 0)` all mean a plain key.
@Suite struct UIKitNilOptionsTests {
  static let folder = "uikit-nil-options"
  static let file = "HistoryTextView.m"

  struct Variant: Sendable, CustomTestStringConvertible {
    /// What `modifierFlags:kNilOptions` (↑'s) becomes.
    let flags: String
    /// ↑'s imported shortcut, `nil` when it is warned about.
    let up: String?
    var testDescription: String { flags }
  }

  static let objectiveCVariants: [Variant] = [
    .init(flags: "kNilOptions", up: "up"),
    .init(flags: "0", up: "up"),
    .init(flags: "0x0", up: "up"),
    .init(flags: "(UIKeyModifierFlags)0", up: "up"),
    .init(flags: "(UIKeyModifierFlags)kNilOptions", up: "up"),
    .init(flags: "kNilOptions | UIKeyModifierShift", up: "shift+up"),
    .init(flags: "UIKeyModifierAlternate | 0", up: "opt+up"),
    // Not an empty mask: a variable, or a raw number that is not 0.
    .init(flags: "self.flags", up: nil),
    .init(flags: "1 << 20", up: nil),
  ]

  @Test(
    "uikit-nil-options: an empty Objective-C modifier mask is a plain key",
    arguments: objectiveCVariants)
  func objectiveC(_ variant: Variant) throws {
    let result = try ImporterDefectsTests.importedCopy(
      of: Self.folder,
      editing: [Self.file: [("modifierFlags:kNilOptions", "modifierFlags:\(variant.flags)")]])
    let up = try #require(result.commands.first { $0.action == "previousCommand:" })
    #expect(up.shortcut == variant.up)
    #expect(
      result.warnings.contains { $0.message.contains("come from a variable") }
        == (variant.up == nil))
    // The other two are read as before.
    #expect(result.commands.first { $0.action == "nextCommand:" }?.shortcut == "down")
    #expect(result.commands.first { $0.action == "north:" }?.shortcut == "cmd+up")
    #expect(result.census.keyCommands.imported == (variant.up == nil ? 2 : 3))
  }

  @Test("uikit-nil-options: the reproduction imports every key command with its key")
  func reproduction() throws {
    let result = try ImporterDefectsTests.imported(Self.folder)
    #expect(
      result.commands.map(\.shortcut).sorted { ($0 ?? "") < ($1 ?? "") }
        == ["cmd+up", "down", "up"])
    #expect(result.warnings.isEmpty)
  }

  static let swiftVariants: [Variant] = [
    .init(flags: "[]", up: "up"),
    .init(flags: "UIKeyModifierFlags(rawValue: 0)", up: "up"),
    .init(flags: ".init(rawValue: 0)", up: "up"),
    .init(flags: "UIKeyModifierFlags()", up: "up"),
    .init(flags: "[.shift]", up: "shift+up"),
    // Not an empty set: a raw value that is not 0, a variable.
    .init(flags: "UIKeyModifierFlags(rawValue: 1 << 17)", up: nil),
    .init(flags: "flags", up: nil),
  ]

  @Test("uikit-nil-options: an empty Swift option set is a plain key", arguments: swiftVariants)
  func swift(_ variant: Variant) throws {
    let source = try SwiftSource(
      file: "HistoryTextView.swift",
      text: """
        class HistoryTextView: UITextView {
          override var keyCommands: [UIKeyCommand]? {
            [UIKeyCommand(input: UIKeyCommand.inputUpArrow, modifierFlags: \(variant.flags), action: #selector(previousCommand(_:)))]
          }
        }
        """)
    let result = UIKitReader.read(source)
    let up = try #require(result.commands.first)
    #expect(up.shortcut == variant.up)
    #expect(result.warnings.isEmpty == (variant.up != nil))
  }
}
