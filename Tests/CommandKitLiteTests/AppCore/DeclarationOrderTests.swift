import CommandKitLite
import Testing

/// SPEC §12, "What an app core needs": declaration order does not matter — commands,
/// templates, buttons and context menus may be added in any order; names that point at
/// nothing are reported when the app is first used (and by the audit), not by a trap at
/// registration.
@Suite("SPEC §12: declaration order does not matter")
struct DeclarationOrderTests {
  /// One way to declare the mail app.
  enum Order: String, CaseIterable, CustomTestStringConvertible {
    case commandsFirst, templatesFirst, interleaved, oneByOne

    var testDescription: String { rawValue }

    func app() throws -> App {
      var app = App(name: "Mail", platform: .macOS)
      app.setAppValue(\.sentCount, 0)
      switch self {
      case .commandsFirst:
        try app.register(MailFixture.commands)
        try app.addTemplate(MailFixture.main)
        try app.addTemplate(MailFixture.compose)
      case .templatesFirst:
        try app.addTemplate(MailFixture.compose)
        try app.addTemplate(MailFixture.main)
        try app.register(MailFixture.commands)
      case .interleaved:
        try app.addTemplate(MailFixture.main)
        try app.register(Array(MailFixture.commands.prefix(2)))
        try app.addTemplate(MailFixture.compose)
        try app.register(Array(MailFixture.commands.dropFirst(2)))
      case .oneByOne:
        try app.addTemplate(MailFixture.main)
        for command in MailFixture.commands.reversed() { try app.register(command) }
        try app.addTemplate(MailFixture.compose)
      }
      try app.open("main", id: "w")
      return app
    }
  }

  @Test("In any order, the app has no name that points at nothing", arguments: Order.allCases)
  func nothingUnresolved(_ order: Order) throws {
    #expect(try order.app().unresolvedReferences.isEmpty)
  }

  @Test(
    "In any order, context menus, buttons and effects find their commands and templates",
    arguments: Order.allCases)
  func sameBehaviour(_ order: Order) throws {
    var app = try order.app()
    let menu = try app.contextMenu(for: MailFixture.path("messages"))
    #expect(menu.items.map(\.id) == ["mail.delete"])
    #expect(menu.unresolved.isEmpty)
    #expect(app.press(KeyboardShortcut("n")).performedCommand == "mail.compose")
    #expect(app.keyWindow?.template == "compose")
    let send = app.press(KeyboardShortcut(.return, modifiers: []))
    #expect(send.outcome == .performed(command: "mail.send", provider: nil))
    #expect(send.control == "Send")
    #expect(app.keyWindowID == "w")
  }

  @Test("In any order, the app writes the same templates and commands", arguments: Order.allCases)
  func sameSceneFile(_ order: Order) throws {
    let reference = SceneFile.jsonValue(of: try Order.commandsFirst.app()).objectValue
    let written = SceneFile.jsonValue(of: try order.app()).objectValue
    #expect(
      written?["templates"]?.objectValue?["main"] == reference?["templates"]?.objectValue?["main"])
    #expect(
      written?["templates"]?.objectValue?["compose"]
        == reference?["templates"]?.objectValue?["compose"])
    let ids = { (object: JSONObject?) in
      object?["commands"]?.arrayValue?.compactMap { $0.objectValue?["id"]?.stringValue }.sorted()
    }
    #expect(ids(written) == ids(reference))
  }

  /// The mail app with a typo in the context menu, the Send button and the compose effect.
  static func misspelled() throws -> App {
    var app = App(name: "Mail", platform: .macOS)
    try app.register(
      MailFixture.commands.map { command in
        var command = command
        if command.id == "mail.compose" { command.effect = .sheet(template: "compse") }
        return command
      })
    try app.addTemplate(
      WindowTemplate(
        "main",
        root: ViewNode("messages", role: "list").focusable().selectable(items: ["m1"])
          .contextMenu(single: ["mail.delte"])))
    try app.addTemplate(
      WindowTemplate(
        "compose", kind: .sheet,
        root: ViewNode("buttons").controls(
          Control("Send", role: .default, command: "mail.snd"),
          Control("Archive", shortcut: KeyboardShortcut("a"), command: "zzz"))))
    return app
  }

  @Test("A name that points at nothing is accepted when declared, and reported in a list")
  func reportedNotTrapped() throws {
    let app = try Self.misspelled()
    #expect(
      app.unresolvedReferences == [
        .unknownCommandInContextMenu(
          "mail.delte", template: "main", node: "messages", suggestion: "mail.delete"),
        .unknownCommandInControl(
          "mail.snd", template: "compose", node: "buttons", control: "Send",
          suggestion: "mail.send"),
        .unknownCommandInControl(
          "zzz", template: "compose", node: "buttons", control: "Archive", suggestion: nil),
        .unknownTemplateInEffect(
          "compse", owner: "command 'mail.compose'", suggestion: "compose"),
      ])
  }

  @Test("Where the app is used, each such name acts as missing and says so")
  func reportedWhenUsed() throws {
    var app = try Self.misspelled()
    try app.open("main", id: "w")
    try app.select(["m1"], in: MailFixture.path("messages"))
    // The context menu leaves the entry out, and names it.
    let menu = try app.contextMenu(for: MailFixture.path("messages"))
    #expect(menu.items.isEmpty)
    #expect(menu.unresolved == ["mail.delte"])
    // The effect that names a missing template fails when performed, and says why.
    let compose = app.press(KeyboardShortcut("n"))
    #expect(compose.performedCommand == "mail.compose")
    #expect(compose.effectError?.code == "unknown-template")
    // The button that runs a missing command is not live; `why` says so.
    try app.presentSheet("compose", on: "w", id: "c")
    let why = app.why(KeyboardShortcut(.return, modifiers: []))
    #expect(why.kind == .unhandled)
    #expect(
      why.steps.contains(
        DispatchStep(
          step: "control c/buttons \"Send\"",
          result: "runs mail.snd, which is not registered: not live")))
  }

  @Test("Once the missing command is registered, the name resolves")
  func laterRegistrationResolves() throws {
    var app = try Self.misspelled()
    try app.register(Command("zzz", "Archive", menu: "Message"))
    #expect(!app.unresolvedReferences.contains { $0.description.contains("'zzz'") })
    try app.open("main", id: "w")
    try app.presentSheet("compose", on: "w", id: "c")
    #expect(app.press(KeyboardShortcut("a")).performedCommand == "zzz")
  }

  struct HintCase: Sendable, CustomTestStringConvertible {
    let error: CommandKitError
    let description: String
    var testDescription: String { error.code + ": " + description }
  }

  static let hints: [HintCase] = [
    HintCase(
      error: .unknownCommandInContextMenu("zzz", template: "t", node: "n", suggestion: nil),
      description: "template 't', node 'n': its context menu names command 'zzz', which is not "
        + "registered; register a command 'zzz' with `register(_:)`, or correct the id"),
    HintCase(
      error: .unknownCommandInControl(
        "mail.snd", template: "t", node: "n", control: "Send", suggestion: "mail.send"),
      description: "template 't', node 'n': control \"Send\" runs command 'mail.snd', which is "
        + "not registered; did you mean 'mail.send'?"),
    HintCase(
      error: .unknownTemplateInEffect("x", owner: "command 'c'", suggestion: nil),
      description: "command 'c': its effect names template 'x', which does not exist; add a "
        + "template 'x' with `addTemplate(_:)`, or correct the name"),
  ]

  @Test("Each report names what is wrong, where, and the fix", arguments: hints)
  func hintWording(_ c: HintCase) {
    #expect(c.error.description == c.description)
  }
}
