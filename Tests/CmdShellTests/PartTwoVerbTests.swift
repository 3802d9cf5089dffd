import CommandKitLite
import Foundation
import Testing

@testable import cmdshell

/// Shell verbs and fields of SPEC Part II.
@Suite struct PartTwoVerbTests {
  @Test("semantics shows and switches how values resolve; swiftui drops the main-window fallback")
  func semantics() throws {
    var session = try ShellSessionTests.session()
    let shown = try ShellSessionTests.last(["semantics"], in: &session)
    #expect(shown["semantics"] == "platform")
    let before = try ShellSessionTests.last(["open inspector", "value selection"], in: &session)
    #expect(before["provider"] == "w1/list")
    let switched = try ShellSessionTests.last(["semantics swiftui"], in: &session)
    #expect(switched["semantics"] == "swiftui")
    let after = try ShellSessionTests.last(["value selection"], in: &session)
    #expect(after["provider"] == .null)
    let bad = session.run("semantics bogus")
    #expect(bad?.json.objectValue?["ok"] == false)
    #expect(session.app.semantics == .swiftui)
  }

  @Test("press answers a control's title and node in JSON")
  func controlFields() throws {
    var app = App(name: "C")
    try app.addTemplate(
      WindowTemplate(
        "main",
        root: ViewNode(
          "root",
          children: [
            ViewNode("ok").control(Control("OK", role: .default, action: "confirm"))
          ])))
    try app.open("main", id: "w1")
    var session = ShellSession(app: app)
    let object = try ShellSessionTests.last(["press return"], in: &session)
    #expect(object["outcome"] == "control")
    #expect(object["control"] == "OK")
    #expect(object["node"] == "w1/ok")
    #expect(object["action"] == "confirm")
    let text = session.run("why return")?.text ?? ""
    #expect(text.contains("would run control \"OK\" at w1/ok"))
    #expect(text.contains("appkit"))
  }

  @Test("Completion offers the semantics")
  func completion() throws {
    let session = try ShellSessionTests.session()
    let completion = Completer.complete(session, line: "semantics s", cursor: 11)
    #expect(completion.candidates == ["swiftui"])
  }
}

/// Completion of the audit verb's options and their values.
@Suite struct AuditCompletionTests {
  @Test(
    "audit completes its options, then each option's values",
    arguments: [
      ("audit --", ["--platform", "--semantics"]), ("audit --platform i", ["iOS", "iPadOS"]),
      ("audit --semantics s", ["swiftui"]), ("audit --platform macOS --s", ["--semantics"]),
    ])
  func auditOptions(line: String, expected: [String]) throws {
    let session = try ShellSessionTests.session()
    #expect(Completer.complete(session, line: line, cursor: line.count).candidates == expected)
  }
}

/// The `unhide` verb (SPEC §14).
@Suite struct UnhideVerbTests {
  @Test("unhide brings a hidden app back and answers hidden and key")
  func unhide() throws {
    var session = try ShellSessionTests.session()
    session.app.hide()
    let object = try ShellSessionTests.last(["unhide"], in: &session)
    #expect(object["hidden"] == false)
    #expect(object["key"] == "w1")
    #expect(session.run("unhide")?.text.contains("not hidden") == true)
  }
}
