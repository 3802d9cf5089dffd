import Testing

@testable import CommandKitImport
@testable import CommandKitLite

/// Key equivalents an app's code sets on a menu item through an outlet (SPEC §22: the import
/// reads what the sources say): which statements are read, and what they change.
@Suite struct KeyEquivalentChangeTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let name: String
    let objectiveC: Bool
    let code: String
    /// The item's key equivalent after the change, from `]` with Command (Shift with `]` is
    /// written `}`, as the model writes shifted keys); nil: no change read.
    let expected: String?
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    .init(
      name: "Objective-C: a mask that reads the item's own adds to it", objectiveC: true,
      code:
        "[item setKeyEquivalentModifierMask:[item keyEquivalentModifierMask] | NSEventModifierFlagShift];",
      expected: "cmd+}"),
    .init(
      name: "Objective-C: a mask of flags sets it", objectiveC: true,
      code: "[item setKeyEquivalentModifierMask:NSCommandKeyMask | NSAlternateKeyMask];",
      expected: "opt+cmd+]"),
    .init(
      name: "Objective-C: a key", objectiveC: true, code: "[item setKeyEquivalent:@\"[\"];",
      expected: "cmd+["),
    .init(
      name: "Objective-C: a mask from a variable is known only at run time", objectiveC: true,
      code: "[item setKeyEquivalentModifierMask:savedMask];", expected: nil),
    .init(
      name: "Swift: a key", objectiveC: false, code: "item.keyEquivalent = \"k\"",
      expected: "cmd+k"),
    .init(
      name: "Swift: a set of flags", objectiveC: false,
      code: "item.keyEquivalentModifierMask = [.command, .shift]", expected: "cmd+}"),
    .init(
      name: "Swift: one flag", objectiveC: false,
      code: "self.item.keyEquivalentModifierMask = .control", expected: "ctrl+]"),
    .init(
      name: "Swift: insert adds a flag", objectiveC: false,
      code: "item.keyEquivalentModifierMask.insert(.option)", expected: "opt+cmd+]"),
    .init(
      name: "Swift: a comparison changes nothing", objectiveC: false,
      code: "if item.keyEquivalent == \"k\" { return }", expected: nil),
  ]

  @Test("A change through a variable is read and applied to the item's key", arguments: cases)
  func change(_ c: Case) throws {
    var index = AppIndex()
    if c.objectiveC {
      index.add(ObjectiveCSource(file: "AppDelegate.m", text: "- (void)go {\n  \(c.code)\n}\n"))
    } else {
      index.add(try SwiftSource(file: "AppDelegate.swift", text: "func go() {\n  \(c.code)\n}\n"))
    }
    let change = index.keyEquivalentChanges["item"]
    guard let expected = c.expected else {
      #expect(change == nil)
      return
    }
    let found = try #require(change)
    #expect(found.location.line == 2)
    let (key, modifiers) = found.applied(to: "]", modifiers: .command)
    let character = try #require(key.first)
    #expect(ImportedShortcut.text(character, modifiers: modifiers) == .shortcut(expected))
  }

  @Test("Two places that set different keys are a conflict, applied nowhere")
  func conflict() throws {
    var index = AppIndex()
    index.add(
      try SwiftSource(
        file: "A.swift",
        text: "func a() { item.keyEquivalent = \"a\" }\nfunc b() { item.keyEquivalent = \"b\" }\n"))
    #expect(index.keyEquivalentChanges["item"]?.conflicting == true)
  }
}
