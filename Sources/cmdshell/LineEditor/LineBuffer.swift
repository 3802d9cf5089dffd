/// The text being edited and the cursor position within it.
///
/// Positions count `Character`s (grapheme clusters), never bytes, so multi-byte and combined
/// characters move and delete as one unit. The cursor ranges over `0...characters.count`.
struct LineBuffer: Equatable, Sendable {
  /// The characters of the line.
  private(set) var characters: [Character]
  /// The cursor position: the index of the character it sits before.
  private(set) var cursor: Int

  /// Creates a buffer holding `text`, with the cursor at `cursor` (clamped) or at the end.
  init(_ text: String = "", cursor: Int? = nil) {
    characters = Array(text)
    self.cursor = min(max(cursor ?? characters.count, 0), characters.count)
  }

  /// The line as a string.
  var text: String { String(characters) }

  /// Whether the line is empty.
  var isEmpty: Bool { characters.isEmpty }

  /// Inserts `character` at the cursor and moves the cursor past it.
  mutating func insert(_ character: Character) {
    // A combining mark typed after its base must join it, as it would in a String, so that
    // the buffer and its text agree on positions.
    if cursor > 0 {
      let merged = String(characters[cursor - 1]) + String(character)
      if merged.count == 1, let joined = merged.first {
        characters[cursor - 1] = joined
        return
      }
    }
    characters.insert(character, at: cursor)
    cursor += 1
  }

  /// Replaces the characters from `start` up to the cursor with `text` and puts the cursor after
  /// it (used by completion). Does nothing if `start` is not in `0...cursor`.
  mutating func replace(from start: Int, with text: String) {
    guard (0...cursor).contains(start) else { return }
    let replacement = Array(text)
    characters.replaceSubrange(start..<cursor, with: replacement)
    cursor = start + replacement.count
  }

  /// Deletes the character before the cursor (Backspace).
  mutating func backspace() {
    guard cursor > 0 else { return }
    cursor -= 1
    characters.remove(at: cursor)
  }

  /// Deletes the character under the cursor (Delete, Ctrl-D).
  mutating func deleteForward() {
    guard cursor < characters.count else { return }
    characters.remove(at: cursor)
  }

  /// Moves the cursor one character left, right, to the start or to the end, within bounds.
  mutating func moveLeft() { cursor = max(cursor - 1, 0) }
  mutating func moveRight() { cursor = min(cursor + 1, characters.count) }
  mutating func moveHome() { cursor = 0 }
  mutating func moveEnd() { cursor = characters.count }

  /// Deletes from the cursor to the end of the line (Ctrl-K).
  mutating func killToEnd() {
    characters.removeSubrange(cursor...)
  }

  /// Deletes from the start of the line to the cursor (Ctrl-U).
  mutating func killToStart() {
    characters.removeSubrange(..<cursor)
    cursor = 0
  }

  /// Deletes the whitespace-delimited word before the cursor, and any whitespace between it and
  /// the cursor (Ctrl-W).
  mutating func deletePreviousWord() {
    var start = cursor
    while start > 0 && characters[start - 1].isWhitespace { start -= 1 }
    while start > 0 && !characters[start - 1].isWhitespace { start -= 1 }
    characters.removeSubrange(start..<cursor)
    cursor = start
  }
}
