import Testing

@testable import CommandKitLite

/// The command registry owns commands, menu order, bindings and the shortcut index, with a
/// generation counter the resolution cache is keyed on.
@Suite struct CommandRegistryTests {
  private static func command(_ id: String, _ menu: String, _ shortcut: String? = nil) -> Command {
    Command(
      id: id, title: id, menu: menu,
      shortcut: shortcut.flatMap { try? KeyboardShortcut(parsing: $0) })
  }

  @Test("Registering, binding and renaming advance the generation; reading does not")
  func generation() throws {
    var registry = CommandRegistry(appName: "Notes")
    var seen = [registry.generation]
    try registry.append(Self.command("a", "File", "cmd+n"))
    seen.append(registry.generation)
    _ = registry.insertIntoIndexes(0)
    seen.append(registry.generation)
    registry.setBinding(try KeyboardShortcut(parsing: "cmd+j"), for: "a")
    seen.append(registry.generation)
    registry.setAppName("Jots")
    seen.append(registry.generation)
    _ = registry.menuOrder
    _ = registry.effectiveShortcut(at: 0)
    #expect(registry.generation == seen.last)
    #expect(Set(seen).count == seen.count)
  }

  @Test("A command stored but not indexed is named by the invariant check")
  func invariantCatchesMissingIndex() throws {
    var registry = CommandRegistry(appName: "Notes")
    try registry.append(Self.command("a", "File", "cmd+n"))
    #expect(registry.invariantViolations().contains("the menu order differs from a rebuild"))
    _ = registry.insertIntoIndexes(0)
    #expect(registry.invariantViolations().isEmpty)
  }

  @Test("A duplicate id is refused and leaves the registry as it was")
  func duplicate() throws {
    var registry = CommandRegistry(appName: "Notes")
    try registry.append(Self.command("a", "File"))
    let generation = registry.generation
    #expect(throws: CommandKitError.duplicateCommand("a")) {
      try registry.append(Self.command("a", "Edit"))
    }
    #expect(registry.commands.count == 1)
    #expect(registry.generation == generation)
  }

  @Test("Commands composed with a repeated id keep the first, and the invariant check names it")
  func repeatedIDReported() throws {
    var registry = CommandRegistry(appName: "Notes")
    registry.replaceCommands(with: [Self.command("a", "File"), Self.command("a", "Edit")])
    #expect(registry.commands.map(\.menu) == ["File"])
    #expect(registry.invariantViolations() == ["the composed commands repeat the ids [\"a\"]"])
    registry.replaceCommands(with: [Self.command("a", "File")])
    #expect(registry.invariantViolations().isEmpty)
  }

  @Test("A repeat after other commands is dropped; the others keep their order and slots")
  func repeatedIDLaterKeepsTheRest() throws {
    var registry = CommandRegistry(appName: "Notes")
    var titled = Self.command("c", "View")
    titled.titleBy = TitleRule(key: "flag", whenTrue: "Hide", whenFalse: "Show")
    registry.replaceCommands(with: [
      Self.command("a", "File", "cmd+n"), Self.command("b", "Edit"), Self.command("a", "Edit"),
      titled,
    ])
    #expect(registry.commands.map(\.id) == ["a", "b", "c"])
    #expect(registry.commands.map(\.menu) == ["File", "Edit", "View"])
    #expect(registry.commandSlots.count == 3)
    #expect(registry.commandSlots[2].titleBy == registry.valueSlots["flag"])
    #expect(registry.commandIndex == ["a": 0, "b": 1, "c": 2])
    #expect(registry.invariantViolations() == ["the composed commands repeat the ids [\"a\"]"])
  }

  @Test("Replacing the commands keeps the declarations and indexes the new ones only")
  func replaceKeepsDeclarations() throws {
    var registry = CommandRegistry(appName: "Notes")
    registry.declare([Self.command("a", "File")])
    registry.declare([Self.command("b", "Edit")])
    registry.replaceCommands(with: [Self.command("b", "Edit"), Self.command("a", "File", "cmd+j")])
    #expect(registry.declared.map(\.id) == ["a", "b"])
    #expect(registry.commandIndex == ["b": 0, "a": 1])
    #expect(registry.shortcutIndex[try KeyboardShortcut(parsing: "cmd+j")] == [1])
    #expect(registry.invariantViolations().isEmpty)
  }

  @Test("A menu titled with the app's name is the App menu; a standard name stays itself")
  func appMenuByName() {
    let registry = CommandRegistry(appName: "Notes")
    #expect(registry.isAppMenu("Notes"))
    #expect(registry.isAppMenu("App"))
    #expect(!registry.isAppMenu("Tools"))
    #expect(registry.menuRank("Notes") == 0)
    #expect(!CommandRegistry(appName: "File").isAppMenu("File"))
  }

  @Test("A command in the menu named after the app shows in the one App menu")
  func appMenuInMenuBar() throws {
    var app = App(name: "Notes", defaultCommands: .none)
    try app.register([
      Self.command("about", "App"), Self.command("prefs", "Notes"),
      Self.command("new", "File"),
    ])
    let bar = app.validatedMenuBar()
    #expect(bar.map(\.title) == ["Notes", "File"])
    #expect(bar.first?.items.map(\.id) == ["about", "prefs"])
  }
}
