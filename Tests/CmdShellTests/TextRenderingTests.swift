import CommandKitLite
import Testing

@testable import cmdshell

/// The human-facing text: menus drawn with glyphs, checkmarks and disabled items, the tree
/// with its focus marker, and errors that suggest the fix.
@Suite struct TextRenderingTests {
  func run(_ lines: String...) -> ShellReply? {
    var session = ShellSession(app: DemoApp.make())
    var reply: ShellReply?
    for line in lines { reply = session.run(line) }
    return reply
  }

  @Test("The menu shows titles, glyph shortcuts, checkmarks and (disabled) items")
  func menuText() throws {
    let text = try #require(run("set scene:w1 inspectorVisible true", "focus editor", "menu")?.text)
    #expect(text.contains("✓ Inspector"))
    #expect(text.contains("⌥⌘I"))
    #expect(text.contains("Hide Sidebar"))
    #expect(text.contains("Pin Note") && text.contains("(disabled)"))
    #expect(!text.contains("\u{1B}["))
  }

  @Test("The tree marks the focused node and greys nothing without colour")
  func treeText() throws {
    let text = try #require(run("hide w1/sidebar", "tree")?.text)
    #expect(text.contains("▶ list"))
    #expect(text.contains("sidebar (list) [focusable, selectable, hidden]"))
  }

  @Test("why lists its steps in order, and press says what happened")
  func dispatchText() throws {
    let why = try #require(run("why delete")?.text)
    #expect(why.contains("would perform edit.delete"))
    #expect(why.contains("1. reserved"))
    #expect(why.contains("menu edit.delete"))
    let consumed = try #require(run("focus editor", "press delete")?.text)
    #expect(consumed.contains("consumed by the text input w1/editor"))
  }

  @Test("With colour on, disabled items are dimmed instead of labelled")
  func colour() throws {
    var session = ShellSession(app: DemoApp.make())
    session.style = Style(isEnabled: true)
    let text = try #require(session.run("menu Note")?.text)
    #expect(text.contains("\u{1B}[2m"))
    #expect(!text.contains("(disabled)"))
  }
}
