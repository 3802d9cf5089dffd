/// How many terminal columns text takes: ANSI escape sequences take none, East Asian wide
/// characters and emoji take two, combining marks and controls take none.
enum TextWidth {
  /// The columns one character (a grapheme cluster) takes.
  static func columns(of character: Character) -> Int {
    guard let first = character.unicodeScalars.first else { return 0 }
    let value = first.value
    if value < 0x20 || (0x7F..<0xA0).contains(value) { return 0 }
    switch first.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format: return 0
    default: break
    }
    let scalars = character.unicodeScalars
    if scalars.contains(where: \.properties.isEmojiPresentation) { return 2 }
    if first.properties.isEmoji, scalars.contains(where: { $0.value == 0xFE0F }) { return 2 }
    return isWide(value) ? 2 : 1
  }

  /// East Asian Wide and Fullwidth code points (Unicode's EastAsianWidth W and F blocks).
  static func isWide(_ value: UInt32) -> Bool {
    switch value {
    case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
      0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19,
      0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1B000...0x1B2FF, 0x1F200...0x1F2FF,
      0x20000...0x2FFFD, 0x30000...0x3FFFD:
      true
    default:
      false
    }
  }
}

extension String {
  /// The text without ANSI escape sequences (`ESC [ … m` and other CSI sequences).
  var withoutANSI: String {
    guard contains("\u{1B}") else { return self }
    var result = String.UnicodeScalarView()
    var scalars = unicodeScalars.makeIterator()
    while let scalar = scalars.next() {
      guard scalar == "\u{1B}" else {
        result.append(scalar)
        continue
      }
      guard let next = scalars.next() else { break }
      guard next == "[" else { continue }
      // Parameters and intermediates run until a final byte in @...~.
      while let byte = scalars.next(), !(0x40...0x7E).contains(byte.value) {}
    }
    return String(result)
  }

  /// The columns the text takes in a terminal, escape sequences not counted.
  var displayWidth: Int {
    withoutANSI.reduce(0) { $0 + TextWidth.columns(of: $1) }
  }

  /// The string padded with spaces to `width` visible columns.
  func padding(toLength width: Int) -> String {
    let visible = displayWidth
    return visible >= width ? self : self + String(repeating: " ", count: width - visible)
  }
}
