import CommandKitAudit
import Foundation
import Testing

@testable import CommandKitImport
@testable import CommandKitLite

/// `menus-built-in-code/` (issue 25, known bugs crow #512 and markdown-preview #231; the
/// inputs are written here, not copied from the apps): AppKit menus made in Swift code
/// (``AppKitMenuReader``). `main-menu/` builds the whole main menu in code, with no Edit
/// menu, beside a Settings window with a text field; `xib-menu/` adds a Format menu to the
/// nib's main menu, its items made by a local factory, Inline Code on ⌘`.
@Suite struct MenusBuiltInCodeTests {
  static let mainMenu = "menus-built-in-code/main-menu"
  static let xibMenu = "menus-built-in-code/xib-menu"

  struct Expected: Sendable, CustomTestStringConvertible {
    let title: String
    let menu: String
    let shortcut: String?
    let id: String?
    var testDescription: String { "\(menu) ▸ \(title)" }
  }

  static let mainMenuItems: [Expected] = [
    // `settingsItem`, with its own target: the App menu's Settings item.
    .init(title: "Settings…", menu: "App", shortcut: "cmd+,", id: "app.settings"),
    // `addItem(withTitle:action:keyEquivalent:)`, ⌘ by default.
    .init(title: "Hide Notes", menu: "App", shortcut: "cmd+h", id: "app.hide"),
    // `keyEquivalentModifierMask = [.command, .option]`.
    .init(title: "Hide Others", menu: "App", shortcut: "opt+cmd+h", id: "app.hideOthers"),
    // `Selector(("terminate:"))`.
    .init(title: "Quit Notes", menu: "App", shortcut: "cmd+q", id: "app.quit"),
    // A menu given with `setSubmenu(_:for:)`.
    .init(title: "Minimize", menu: "Window", shortcut: "cmd+m", id: "window.minimize"),
    // An upper-case letter is Shift.
    .init(title: "Show Inspector", menu: "Window", shortcut: "shift+cmd+i", id: nil),
    // No key equivalent.
    .init(title: "About Notes", menu: "App", shortcut: nil, id: "app.about"),
  ]

  @Test(
    "menus-built-in-code: a main menu built in code is imported item by item",
    arguments: mainMenuItems)
  func mainMenuItem(_ expected: Expected) throws {
    let result = try ImporterDefectsTests.imported(Self.mainMenu)
    let command = try #require(
      result.commands.first { $0.title == expected.title }, "\(result.commands.map(\.title))")
    #expect(command.menu == expected.menu)
    #expect(command.shortcut == expected.shortcut)
    if let id = expected.id { #expect(command.id == id) }
  }

  @Test("menus-built-in-code: a main menu built in code replaces the defaults: no Edit menu")
  func mainMenuHasNoEditMenu() throws {
    let result = try ImporterDefectsTests.imported(Self.mainMenu)
    #expect(!result.defaultCommands)
    #expect(result.commands.count == 7)
    #expect(!result.commands.contains { $0.menu == "Edit" })
    #expect(result.census.keyEquivalents == .init(found: 6, imported: 6, warned: 0))
    let findings = try ImporterDefectsTests.audited(Self.mainMenu)
    let missing = try #require(findings.first { $0.kind == .missingEditCommands })
    #expect(missing.severity == .error)
    #expect(missing.message.contains("edit.paste"))
  }

  static let xibMenuItems: [Expected] = [
    // A factory's defaults: key "" and `[.command]` unless the call gives them.
    .init(title: "Bold", menu: "Format", shortcut: "cmd+b", id: "format.bold"),
    .init(title: "Heading 1", menu: "Format", shortcut: "shift+cmd+1", id: "format.heading1"),
    .init(title: "Inline Code", menu: "Format", shortcut: "cmd+`", id: "format.inlineCode"),
    // Added to the nib's View menu, found by its title.
    .init(title: "Toggle Edit Mode", menu: "View", shortcut: "cmd+e", id: "view.toggleEditMode"),
    // The nib's own items stay.
    .init(title: "Copy", menu: "Edit", shortcut: "cmd+c", id: "edit.copy"),
  ]

  @Test(
    "menus-built-in-code: menus added in code to the nib's main menu are imported",
    arguments: xibMenuItems)
  func xibMenuItem(_ expected: Expected) throws {
    let result = try ImporterDefectsTests.imported(Self.xibMenu)
    let command = try #require(
      result.commands.first { $0.title == expected.title }, "\(result.commands.map(\.title))")
    #expect(command.menu == expected.menu)
    #expect(command.shortcut == expected.shortcut)
    if let id = expected.id { #expect(command.id == id) }
  }

  @Test("menus-built-in-code: ⌘` added in code is reserved; a context menu's item is warned about")
  func xibMenuAudit() throws {
    let result = try ImporterDefectsTests.imported(Self.xibMenu)
    // The nib's menu is the main menu: the defaults stay off, as for any nib.
    #expect(!result.defaultCommands)
    #expect(!result.commands.contains { $0.title == "Copy Link" })
    #expect(
      result.warnings.contains {
        $0.message.contains("not the main menu") && $0.location.line == 45
      }, "\(result.warnings)")
    // Items of one shared action are told apart by their represented object.
    let actions = result.commands.filter { $0.menu == "Format" }.compactMap(\.action)
    #expect(Set(actions).count == 3)
    let findings = try ImporterDefectsTests.audited(Self.xibMenu)
    let reserved = try #require(
      findings.first { $0.kind == .reserved && $0.commands == ["format.inlineCode"] },
      "\(findings.map(\.message))")
    #expect(reserved.severity == .warning)
    #expect(reserved.shortcut?.description == "cmd+`")
  }

  struct MaskVariant: Sendable, CustomTestStringConvertible {
    let mask: String
    let shortcut: String?
    var testDescription: String { mask }
  }

  static let maskVariants: [MaskVariant] = [
    .init(mask: "[.command, .option]", shortcut: "opt+cmd+h"),
    .init(mask: ".option", shortcut: "opt+h"),
    .init(mask: "[]", shortcut: "h"),
    .init(mask: "[.control, .command]", shortcut: "ctrl+cmd+h"),
    .init(mask: "NSEvent.ModifierFlags.shift", shortcut: "shift+h"),
    // A variable: named in a warning, imported without a shortcut.
    .init(mask: "savedFlags", shortcut: nil),
  ]

  @Test("menus-built-in-code: keyEquivalentModifierMask as written", arguments: maskVariants)
  func mask(_ variant: MaskVariant) throws {
    let result = try ImporterDefectsTests.importedCopy(
      of: Self.mainMenu,
      editing: [
        "AppDelegate.swift": [
          (
            "hideOthers.keyEquivalentModifierMask = [.command, .option]",
            "hideOthers.keyEquivalentModifierMask = \(variant.mask)"
          )
        ]
      ])
    let command = try #require(result.commands.first { $0.title == "Hide Others" })
    #expect(command.shortcut == variant.shortcut)
    #expect(
      result.warnings.contains { $0.message.contains("Hide Others") } == (variant.shortcut == nil))
  }

  struct OddCode: Sendable, CustomTestStringConvertible {
    let name: String
    let code: String
    /// How many items are imported, and how many warnings name an item with a key.
    let imported: Int
    let warned: Int
    var testDescription: String { name }
  }

  static let oddCode: [OddCode] = [
    .init(
      name: "values that are not chains",
      code: "var n = 0\nn = -1\nn = !flag\nNSApp.mainMenu = nil", imported: 0, warned: 0),
    .init(
      name: "a factory that calls itself",
      code: "func f() -> NSMenuItem { f() }\nlet m = NSMenu()\nm.addItem(f())\nNSApp.mainMenu = m",
      imported: 0, warned: 0),
    .init(
      name: "an empty items list", code: "let m = NSMenu()\nm.items = []\nNSApp.mainMenu = m",
      imported: 0, warned: 0),
    .init(
      name: "a key set after the item is made",
      code:
        "let i = NSMenuItem()\ni.keyEquivalent = key\nlet m = NSMenu(title: \"Go\")\nm.addItem(i)\nlet top = NSMenuItem()\ntop.submenu = NSMenu()\nlet bar = NSMenu()\nbar.addItem(top)\nbar.addItem(withTitle: \"Go\", action: nil, keyEquivalent: \"\").submenu = m\nNSApp.mainMenu = bar",
      imported: 1, warned: 1),
    .init(
      name: "a status item's menu",
      code:
        "let m = NSMenu()\nm.addItem(withTitle: \"Quit\", action: #selector(NSApplication.terminate(_:)), keyEquivalent: \"q\")\nstatusItem.menu = m",
      imported: 0, warned: 1),
  ]

  @Test(
    "menus-built-in-code: odd code never crashes and every key is imported or named",
    arguments: oddCode)
  func oddCodeIsSafe(_ odd: OddCode) throws {
    let text =
      "final class AppDelegate: NSObject, NSApplicationDelegate {\n  func setup() {\n" + odd.code
      + "\n  }\n}\n"
    let result = AppKitMenuReader.read(try SwiftSource(file: "AppDelegate.swift", text: text))
    #expect(result.commands.count == odd.imported, "\(result.commands.map(\.title))")
    #expect(
      result.warnings.count { $0.message.contains("key") } == odd.warned, "\(result.warnings)")
  }
}
