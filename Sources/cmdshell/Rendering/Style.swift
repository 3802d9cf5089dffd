/// ANSI styling that switches off entirely when colour is off (`--json`, pipes, NO_COLOR).
///
/// The string functions suit one styled word in a line; for text styled in parts, or a
/// line styled as a whole over styled parts, build a ``StyledText`` and ``render(_:)`` it,
/// so that no escape code is nested in another (an inner reset would end the outer style).
struct Style {
  var isEnabled: Bool

  func bold(_ text: String) -> String { wrap(text, .bold) }
  func dim(_ text: String) -> String { wrap(text, .dim) }
  func red(_ text: String) -> String { wrap(text, .red) }
  func green(_ text: String) -> String { wrap(text, .green) }
  func yellow(_ text: String) -> String { wrap(text, .yellow) }
  func cyan(_ text: String) -> String { wrap(text, .cyan) }

  /// Styled text as the terminal gets it: escape codes when colour is on, else plain.
  func render(_ text: StyledText) -> String { text.rendered(colour: isEnabled) }

  private func wrap(_ text: String, _ attributes: StyledText.Attributes) -> String {
    StyledText(text, attributes).rendered(colour: isEnabled)
  }
}
