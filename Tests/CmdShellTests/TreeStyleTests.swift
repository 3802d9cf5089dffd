import CommandKitLite
import Foundation
import Testing

@testable import cmdshell

/// `tree` in colour: an unavailable (hidden or disabled) node's line is dimmed all along,
/// its inner styles kept — the role's own dim, the focus marker's green, the values' cyan —
/// and no inner reset ends the dim early, as it did when escape codes were nested.
@Suite struct TreeStyleTests {
  /// The `tree` line of `node` with colour on, read back into styled text.
  static func line(_ node: String, setup: [String]) throws -> StyledText {
    var session = ShellSession(app: DemoApp.make())
    session.style = Style(isEnabled: true)
    for line in setup { _ = session.run(line) }
    let reply = session.run("tree w1")
    let text = try #require(reply?.text)
    let line = try #require(
      text.split(separator: "\n").first {
        String($0).withoutANSI.trimmingCharacters(in: .whitespaces).hasPrefix(node + " ")
          || String($0).withoutANSI.contains("▶ \(node) ")
      })
    return StyledText(ansi: String(line))
  }

  struct Case: Sendable, CustomTestStringConvertible {
    let node: String
    let setup: [String]
    let dimmed: Bool
    var testDescription: String {
      "\(node) after \(setup.isEmpty ? "nothing" : setup.joined(separator: "; "))"
    }
  }

  static let cases: [Case] = [
    Case(node: "sidebar", setup: ["hide w1/sidebar"], dimmed: true),
    Case(node: "editor", setup: ["disable w1/editor"], dimmed: true),
    Case(node: "sidebar", setup: [], dimmed: false),
    Case(node: "list", setup: [], dimmed: false),
  ]

  @Test("An unavailable node's line is dim from its id to its last value", arguments: cases)
  func dimAllAlong(_ c: Case) throws {
    let line = try Self.line(c.node, setup: c.setup)
    let visible = line.characters.filter { $0.0 != " " }
    #expect(!visible.isEmpty)
    if c.dimmed {
      #expect(visible.allSatisfy { $0.1.contains(.dim) }, "\(line.plain)")
    } else {
      // Only the role is dim on an available node's line.
      let dim = String(visible.filter { $0.1.contains(.dim) }.map(\.0))
      #expect(dim.hasPrefix("(") && dim.hasSuffix(")"), "\(line.plain)")
    }
  }

  @Test("A dimmed line keeps its inner styles: the values stay cyan under the dim")
  func innerStylesKept() throws {
    let line = try Self.line("sidebar", setup: ["hide w1/sidebar"])
    let values = line.characters.filter { $0.1.contains(.cyan) }
    #expect(!values.isEmpty)
    #expect(values.allSatisfy { $0.1.contains(.dim) })
    #expect(String(values.map(\.0)).hasPrefix("{\"folder\""))
  }

  @Test("Without colour the tree is plain text, as before")
  func plainWithoutColour() throws {
    var session = ShellSession(app: DemoApp.make())
    _ = session.run("hide w1/sidebar")
    let reply = session.run("tree w1")
    let text = try #require(reply?.text)
    #expect(!text.contains("\u{1B}"))
    #expect(text.contains("    sidebar (list) [focusable, selectable, hidden]"))
  }
}
