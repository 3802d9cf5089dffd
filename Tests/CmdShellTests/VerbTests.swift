import CommandKitLite
import Testing

@testable import cmdshell

/// The verb enum drives dispatch, help and completion (issue 13): every verb is wired.
@Suite struct VerbTests {
  @Test("Every verb is dispatched: none answers 'unknown verb'", arguments: Verb.allCases)
  func everyVerbDispatches(_ verb: Verb) {
    var session = ShellSession(app: DemoApp.make())
    let needsFile = verb == .load || verb == .restore
    let reply = session.run(needsFile ? "\(verb) /nonexistent.json" : verb.name)
    #expect(reply?.error?.code != .unknownVerb, "\(verb)")
  }

  @Test("Every verb has a summary and a help page that names its usage", arguments: Verb.allCases)
  func everyVerbHasHelp(_ verb: Verb) throws {
    var session = ShellSession(app: DemoApp.make())
    #expect(!verb.summary.isEmpty)
    let replyLine = session.run("help \(verb.name)")
    let reply = try #require(replyLine)
    #expect(reply.error == nil)
    #expect(reply.text.hasPrefix("USAGE: \(verb.usage)\n"))
  }

  @Test("help lists and completion offers exactly the enum's verbs")
  func helpAndCompletionReadTheEnum() throws {
    var session = ShellSession(app: DemoApp.make())
    let replyLine = session.run("help")
    let reply = try #require(replyLine)
    #expect(reply.json.objectValue?["verbs"] == .array(Verb.allCases.map { .string($0.name) }))
    #expect(Completer.complete(session, line: "", cursor: 0).candidates == Verb.names.sorted())
    #expect(Completer.complete(session, line: "help ", cursor: 5).candidates == Verb.names.sorted())
  }

  @Test("Verbs are matched in any case, and exit is quit")
  func named() {
    #expect(Verb.named("PRESS") == .press)
    #expect(Verb.named("exit") == .quit)
    #expect(Verb.named("presss") == nil)
  }
}
