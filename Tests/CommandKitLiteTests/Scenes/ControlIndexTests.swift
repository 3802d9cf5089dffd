import Testing

@testable import CommandKitLite

/// A window's controls by shortcut: found by integer code where the key has one and by
/// hashing otherwise, always the references a dictionary keyed by shortcut holds.
@Suite struct ControlIndexTests {
  static let shortcuts: [KeyboardShortcut] = [
    KeyboardShortcut(.return, modifiers: []), KeyboardShortcut(.escape, modifiers: []),
    KeyboardShortcut("k"), KeyboardShortcut("K", modifiers: [.command, .shift]),
    KeyboardShortcut("é"),
    // Keys without a code: found by hashing.
    KeyboardShortcut(KeyEquivalent("🇨🇭")), KeyboardShortcut(KeyEquivalent("e\u{301}\u{323}")),
  ]

  @Test("Each shortcut's controls come back in the order they were added, whatever its key")
  func lookupsMatchADictionary() {
    var index = ControlIndex()
    var expected: [KeyboardShortcut: [ControlReference]] = [:]
    for step in 0..<40 {
      let shortcut = Self.shortcuts[(step * 5) % Self.shortcuts.count]
      let reference = ControlReference(node: step, control: step % 3)
      index.append(reference, for: shortcut)
      expected[shortcut, default: []].append(reference)
    }
    for shortcut in Self.shortcuts {
      #expect(index[shortcut] == expected[shortcut], "\(shortcut)")
    }
    #expect(index.byShortcutList == expected)
    // A shortcut nothing was added for finds nothing, coded or not.
    #expect(index[KeyboardShortcut("j")] == nil)
    #expect(index[KeyboardShortcut(KeyEquivalent("🇫🇷"))] == nil)
  }

  @Test("A shortcut written another way finds the same controls (the canonical key)")
  func canonicalSpellingsAgree() {
    var index = ControlIndex()
    index.append(ControlReference(node: 1, control: 0), for: KeyboardShortcut("é"))
    // "e" and a combining acute accent compose to "é".
    #expect(
      index[KeyboardShortcut(KeyEquivalent("e\u{301}"))] == [ControlReference(node: 1, control: 0)])
  }

  @Test("An empty index is empty and answers nothing")
  func empty() {
    let index = ControlIndex()
    #expect(index.isEmpty)
    #expect(index[KeyboardShortcut.defaultAction] == nil)
  }
}
