extension KeyboardShortcut {
  /// Parses a shortcut written in any of the accepted spellings.
  ///
  /// Accepts the canonical notation (`shift+cmd+z`), other separators and case
  /// (`Cmd-Shift-Z`, `command shift z`), long and short modifier names (`option`,
  /// `control`, `alt`), Apple's glyphs (`⇧⌘Z`, `⌫`), and key aliases (`esc`, `backspace`).
  /// The key is any single character or a key name (SPEC §19: keypad keys such as
  /// `keypad+` and `keypadenter`, `help`, `insert`, `f1`…`f35`); `+` is written `plus`.
  /// The result is normalised (see ``KeyboardShortcut``): an upper-case letter means shift
  /// plus that letter, and `shift+cmd+/` is `cmd+?`.
  ///
  /// - Throws: ``ShortcutParseError`` naming the bad token and suggesting a fix.
  public init(parsing text: String) throws(ShortcutParseError) {
    let (key, modifiers) = try Self.parts(of: text)
    self.init(key, modifiers: modifiers)
  }

  /// The key and modifiers as written, before normalisation: a keyboard layout reads the key
  /// by its own names (`shift+cmd+7` on `de` is Shift and the 7 key, SPEC §21).
  static func parts(of text: String) throws(ShortcutParseError) -> (KeyEquivalent, EventModifiers) {
    let trimmed = text.trimmingSpaces()
    guard !trimmed.isEmpty else {
      // A lone space is the space key; anything else blank is empty.
      if text == " " { return (.space, []) }
      throw ShortcutParseError(input: text, problem: .empty)
    }
    var modifiers: EventModifiers = []
    var rest = Substring(trimmed)

    func add(_ modifier: EventModifiers, spelled name: String) throws(ShortcutParseError) {
      guard !modifiers.contains(modifier) else {
        throw ShortcutParseError(input: text, problem: .duplicateModifier(name))
      }
      modifiers.insert(modifier)
    }

    // Peel modifiers off the front: glyphs need no separator, words need one.
    while let first = rest.first {
      // A key name that contains a separator (`keypad+`, `keypad-`) is the key.
      if Self.isKeyName(rest) { break }
      if !rest.dropFirst().isEmpty, !first.isLetter,
        let glyph = EventModifiers.spellings[String(first)]
      {
        try add(glyph, spelled: String(first))
        rest = rest.dropFirst()
        // An optional separator may follow a glyph (`⌘+Z`), unless it is the key (`⌘-`).
        if let next = rest.first, Self.isSeparator(next), !rest.dropFirst().isEmpty {
          rest = rest.dropFirst()
        }
        continue
      }
      guard let separator = rest.firstIndex(where: Self.isSeparator), separator != rest.startIndex
      else { break }
      let word = String(rest[..<separator])
      guard let modifier = EventModifiers.spellings[word.lowercased()] else {
        let suggestion = closestMatch(
          to: word, in: ["ctrl", "opt", "shift", "cmd", "fn", "control", "option", "command"])
        throw ShortcutParseError(
          input: text, problem: .unknownModifier(word, suggestion: suggestion))
      }
      try add(modifier, spelled: word)
      rest = rest[rest.index(after: separator)...]
      guard !rest.isEmpty else { throw ShortcutParseError(input: text, problem: .missingKey) }
    }

    let keyToken = String(rest)
    guard !keyToken.isEmpty else {
      throw ShortcutParseError(input: text, problem: .missingKey)
    }
    if keyToken == "+" { throw ShortcutParseError(input: text, problem: .plusKey) }
    if let named = NamedKey.named(keyToken) { return (KeyEquivalent(named), modifiers) }
    if keyToken.lowercased() == Self.plusName { return (KeyEquivalent("+"), modifiers) }
    if keyToken.count == 1, let glyph = keyToken.first,
      EventModifiers.spellings[String(glyph)] != nil, !glyph.isLetter, glyph != "^"
    {
      throw ShortcutParseError(input: text, problem: .missingKey)
    }
    if keyToken.count == 1, let character = keyToken.first, !character.isWhitespace,
      !character.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
    {
      return (KeyEquivalent(character), modifiers)
    }
    let suggestion = closestMatch(to: keyToken, in: Self.keyNames)
    throw ShortcutParseError(input: text, problem: .unknownKey(keyToken, suggestion: suggestion))
  }

  /// The spelling of the `+` key, which cannot be written `+` (it joins the parts).
  static let plusName = "plus"

  /// Every canonical key name: the named keys and `plus`.
  static let keyNames: [String] = NamedKey.canonicalNames + [plusName]

  /// Whether `text` is a key name with a separator in it, such as `keypad+`.
  private static func isKeyName(_ text: Substring) -> Bool {
    guard let first = first(of: text), first == "k" || first == "n",
      text.contains(where: isSeparator)
    else { return false }
    return NamedKey.named(String(text)) != nil
  }

  private static func first(of text: Substring) -> Character? {
    text.first.map { $0 == "K" ? "k" : $0 == "N" ? "n" : $0 }
  }

  private static func isSeparator(_ character: Character) -> Bool {
    character == "+" || character == "-" || character == " "
  }
}

extension String {
  func trimmingSpaces() -> String {
    var slice = Substring(self)
    while let first = slice.first, first.isWhitespace { slice = slice.dropFirst() }
    while let last = slice.last, last.isWhitespace { slice = slice.dropLast() }
    return String(slice)
  }
}
