import CommandKitLite
import Testing

@testable import cmdshell

/// The shell in a narrow terminal (issue 29, item 7): `windows`, `menu`, `why`, `help` and
/// the rest never break a line inside a word, at 40 columns or any other width; without a
/// width (scripts, pipes) the text is what it always was.
@Suite struct NarrowTerminalTests {
  struct Scenario: Sendable, CustomTestStringConvertible {
    let setup: [String]
    let line: String
    var testDescription: String { line }
  }

  /// States where each verb prints its widest text: a sheet blocking its window, platform
  /// items disabled, long step results, every verb.
  static let scenarios: [Scenario] = [
    .init(setup: ["open inspector", "sheet w1 rename"], line: "windows"),
    .init(setup: ["press ctrl+cmd+f"], line: "windows"),
    .init(setup: [], line: "menu"),
    .init(setup: ["focus editor"], line: "menu Edit"),
    .init(setup: [], line: "overlay"),
    .init(setup: [], line: "why delete"),
    .init(setup: ["focus editor"], line: "why cmd+c"),
    .init(setup: ["open inspector"], line: "press cmd+c"),
    .init(setup: [], line: "help"),
    .init(setup: [], line: "help a11y"),
    .init(setup: [], line: "help keymap"),
  ]

  static func text(_ scenario: Scenario, width: Int?) -> String {
    var session = ShellSession(app: DemoApp.make())
    session.width = width
    for line in scenario.setup { _ = session.run(line) }
    return session.run(scenario.line)?.text ?? ""
  }

  @Test(
    "No line is wider than the terminal unless it is one word, and no word is cut",
    arguments: scenarios, [30, 40, 60, 80])
  func fitsWithoutCuttingWords(_ scenario: Scenario, width: Int) {
    let narrow = Self.text(scenario, width: width)
    let whole = Self.text(scenario, width: nil)
    // Laying out again moves spaces and line breaks only.
    #expect(
      narrow.split(whereSeparator: \.isWhitespace) == whole.split(whereSeparator: \.isWhitespace))
    for line in narrow.split(separator: "\n") where String(line).displayWidth > width {
      #expect(line.split(separator: " ").count == 1, "wider than \(width): '\(line)'")
    }
    #expect(narrow.split(separator: "\n").allSatisfy { !$0.hasSuffix(" ") })
  }

  @Test("Without a terminal width, the text is unchanged (the README's transcripts hold)")
  func noWidthNoChange() {
    for scenario in Self.scenarios {
      #expect(Self.text(scenario, width: nil) == Self.text(scenario, width: 10_000))
    }
  }

  @Test("At 40 columns, windows keeps each window's cells together, the rest indented below")
  func windowsAt40() {
    let text = Self.text(Self.scenarios[0], width: 40)
    let lines = text.split(separator: "\n").map(String.init)
    #expect(lines.first == "ID         TEMPLATE   KIND    DISPLAY")
    #expect(lines.contains("w1         main       window  main"))
    #expect(lines.contains("    blocked by rename"))
  }

  @Test("At 40 columns, a menu item's id moves below its title and shortcut")
  func menuAt40() throws {
    let text = Self.text(Self.scenarios[3], width: 40)
    let lines = text.split(separator: "\n").map(String.init)
    let paste = try #require(lines.firstIndex { $0.contains("Paste and Match Style") })
    #expect(lines[paste].hasSuffix("⌥⇧⌘V"))
    #expect(lines[paste + 1] == "      edit.pasteAndMatchStyle")
  }

  @Test("At 40 columns, why wraps each step's result beside its step")
  func whyAt40() throws {
    let text = Self.text(Self.scenarios[5], width: 40)
    let lines = text.split(separator: "\n").map(String.init)
    #expect(lines[0] == "⌫ (delete) in w1: would perform")
    #expect(lines[1] == "  edit.delete (value from w1/list)")
    let profile = try #require(lines.firstIndex { $0.hasPrefix("  2. profile") })
    #expect(lines[profile + 1].hasPrefix(String(repeating: " ", count: 14) + "first"))
  }
}
