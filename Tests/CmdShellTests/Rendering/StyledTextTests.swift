import Testing

@testable import cmdshell

/// Styled text built from data (issue 29, item 7): a line styled as a whole over styled
/// parts keeps both styles all along, where escape codes pasted into other text let an
/// inner reset end the outer style.
@Suite struct StyledTextTests {
  /// The attributes the terminal gives each visible character of rendered text.
  static func attributes(_ rendered: String) -> [StyledText.Attributes] {
    StyledText(ansi: rendered).characters.map(\.1)
  }

  @Test("A dimmed line dims every character, its italic part too, after the part as well")
  func dimOverItalic() {
    let line =
      StyledText("  ") + StyledText("Show Next Tab", .italic) + "  ⌃⇥  "
      + StyledText("window.showNextTab", .dim)
    let rendered = line.adding(.dim).rendered(colour: true)
    let attributes = Self.attributes(rendered)
    #expect(attributes.count == line.plain.count)
    #expect(attributes.allSatisfy { $0.contains(.dim) })
    // The title keeps its italic; the shortcut after it is dim, not reset.
    let characters = StyledText(ansi: rendered).characters
    #expect(characters.filter { $0.1.contains(.italic) }.map(\.0) == Array("Show Next Tab"))
    #expect(characters.first { $0.0 == "⌃" }?.1 == .dim)
  }

  @Test(
    "Escape codes nested in text lose the outer style after the inner reset, as a terminal shows them"
  )
  func nestedCodesLoseTheOuterStyle() {
    let style = Style(isEnabled: true)
    let nested = style.dim("A" + style.bold("B") + "C")
    let characters = StyledText(ansi: nested).characters
    #expect(characters.map(\.1) == [.dim, [.dim, .bold], []])
  }

  /// Styled text, shown in the test output as its plain text.
  struct StyledCase: Sendable, CustomTestStringConvertible {
    let text: StyledText
    var testDescription: String { text.plain.debugDescription }
  }

  @Test(
    "Rendering and reading back give the same runs; without colour, the plain text",
    arguments: [
      StyledCase(text: StyledText("plain")),
      StyledCase(text: StyledText("bold", .bold) + " and " + StyledText("green", .green)),
      StyledCase(text: (StyledText("x", .italic) + StyledText("y", [.dim, .red])).adding(.bold)),
      StyledCase(text: StyledText("")),
    ])
  func roundTrip(_ styled: StyledCase) {
    let text = styled.text
    #expect(StyledText(ansi: text.rendered(colour: true)) == text)
    #expect(text.rendered(colour: false) == text.plain)
    #expect(!text.rendered(colour: false).contains("\u{1B}"))
  }

  @Test("Width, padding and trailing spaces count what the terminal shows")
  func measures() {
    let text = StyledText("⌘", .dim) + StyledText("窓 ", .bold) + "  "
    #expect(text.displayWidth == 6)
    #expect(text.trimmingTrailingSpaces.plain == "⌘窓")
    #expect(StyledText("ab", .dim).padded(to: 5).displayWidth == 5)
  }
}
