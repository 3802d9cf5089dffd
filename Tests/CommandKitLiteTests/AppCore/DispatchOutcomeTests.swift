import CommandKitLite
import Testing

/// SPEC §12, "What an app core needs": a dispatch result cannot be misread — a disabled
/// press does not look like a performed one (an outcome enum carrying its command, not a
/// loose optional beside it).
@Suite("SPEC §12: a dispatch result cannot be misread")
struct DispatchOutcomeTests {
  @Test("A disabled press carries its command in the disabled case only")
  func disabledIsNotPerformed() throws {
    var app = try MailFixture.app()
    try app.select([], in: MailFixture.path("messages"))
    let result = app.press(MailFixture.delete)
    #expect(result.outcome == .disabled(command: "mail.delete"))
    #expect(result.outcome != .performed(command: "mail.delete", provider: nil))
    #expect(result.performedCommand == nil)
    #expect(result.provider == nil)
    #expect(result.kind == .disabled)
  }

  @Test("A performed press carries its command and the provider of its value")
  func performedCarriesCommand() throws {
    var app = try MailFixture.app()
    let result = app.press(MailFixture.delete)
    let provider = Provider.node(MailFixture.path("messages"))
    #expect(result.outcome == .performed(command: "mail.delete", provider: provider))
    #expect(result.performedCommand == "mail.delete")
    #expect(result.provider == provider)
  }

  /// A press and the outcome it must give, with what the outcome carries.
  struct Case: Sendable, CustomTestStringConvertible {
    let key: KeyboardShortcut
    let focus: String
    let outcome: DispatchOutcome
    var testDescription: String { "\(key) in w/\(focus)" }
  }

  static let cases: [Case] = [
    Case(
      key: MailFixture.delete, focus: "messages",
      outcome: .performed(
        command: "mail.delete", provider: .node(MailFixture.path("messages")))),
    Case(
      key: KeyboardShortcut("x", modifiers: []), focus: "search",
      outcome: .consumed(node: MailFixture.path("search"))),
    Case(key: MailFixture.delete, focus: "mailboxes", outcome: .disabled(command: "mail.delete")),
    Case(
      key: KeyboardShortcut(.space, modifiers: .command), focus: "messages",
      outcome: .reserved(Reservation(use: "Show/hide Spotlight search", strength: .hard))),
    Case(key: KeyboardShortcut(.tab, modifiers: []), focus: "messages", outcome: .focus),
    Case(key: KeyboardShortcut("j"), focus: "messages", outcome: .unhandled),
  ]

  @Test("Each outcome carries what identifies it", arguments: cases)
  func outcomes(_ c: Case) throws {
    var app = try MailFixture.app()
    try app.focus(MailFixture.path(c.focus))
    #expect(app.why(c.key).outcome == c.outcome)
    #expect(app.press(c.key).outcome == c.outcome)
  }

  @Test("A control's own action and a local handler carry their names and node")
  func controlAndLocal() throws {
    var app = App(name: "A")
    try app.addTemplate(
      WindowTemplate(
        "t",
        root: ViewNode("n").focusable()
          .onKeyPress(KeyboardShortcut("k", modifiers: []), action: "peek")
          .controls(Control("OK", role: .default, action: "confirm"))))
    try app.open("t", id: "w")
    let path = NodePath(window: "w", node: "n")
    #expect(
      app.press(KeyboardShortcut("k", modifiers: [])).outcome == .local(action: "peek", node: path))
    #expect(
      app.press(KeyboardShortcut(.return, modifiers: [])).outcome
        == .control(title: "OK", action: "confirm", node: path))
  }

  @Test("The outcome's kinds are SPEC §10's names, plus control (SPEC §16)")
  func kindNames() {
    #expect(
      DispatchOutcome.Kind.allCases.map(\.rawValue) == [
        "performed", "local", "control", "consumed", "disabled", "reserved", "blocked", "focus",
        "unhandled",
      ])
  }

  @Test("An invocation's outcome is performed or disabled, with its command")
  func invocation() throws {
    var app = try MailFixture.app()
    #expect(try app.invoke("mail.delete").outcome.kind == .performed)
    #expect(try app.invoke("mail.delete").outcome == .disabled(command: "mail.delete"))
  }
}
