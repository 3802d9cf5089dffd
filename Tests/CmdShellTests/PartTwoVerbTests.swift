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

/// The `launch` verb and the quit app in the shell (SPEC §13).
@Suite struct LaunchVerbTests {
  // §13 "every later press is blocked ("the app has quit"), and launch (shell verb …)
  // starts it again with the file's initial windows".
  @Test("After ⌘Q presses are blocked, the app has quit, until launch")
  func quitThenLaunch() throws {
    var session = try ShellSessionTests.session()
    _ = session.run("press cmd+q")
    let blocked = try ShellSessionTests.last(["press cmd+n"], in: &session)
    #expect(blocked["outcome"] == "blocked")
    #expect(blocked["blocked"] == "app-quit")
    #expect(blocked["window"] == .null)
    #expect(session.run("press cmd+n")?.text == "⌘N (cmd+n): blocked — the app has quit")
    #expect(session.run("windows")?.text.hasSuffix("Try: launch") == true)
    let launched = try ShellSessionTests.last(["launch"], in: &session)
    #expect(launched["launched"] == true)
    #expect(launched["windows"] == ["w1"])
    #expect(launched["key"] == "w1")
    #expect(session.run("launch")?.text == "The app is running; key: w1.")
    #expect(try ShellSessionTests.last(["press cmd+n"], in: &session)["outcome"] == "performed")
  }

  // §13 "While a macOS app is active … with no window open … a press still reaches the
  // menu … (⌘N opens a window …; the answer's window is null)".
  @Test("With no window open, press cmd+n opens one and the answer's window is null")
  func windowlessMenuBar() throws {
    var session = try SpecPartTwoShell.session(SpecPartTwoShell.mac)
    _ = session.run("close w1")
    #expect(session.run("why cmd+q")?.text.contains("menu bar") == true)
    let object = try ShellSessionTests.last(["press cmd+n"], in: &session)
    #expect(object["outcome"] == "performed")
    #expect(object["command"] == "file.newWindow")
    #expect(object["window"] == .null)
    #expect(session.app.windows.count == 1)
  }

  // The shell's verbs: help and completion know launch; a quit app's refusal names it.
  @Test("help and completion know launch; a quit app's open names it")
  func helpAndCompletion() throws {
    var session = try ShellSessionTests.session()
    #expect(session.run("help launch")?.text.contains("launch") == true)
    #expect(Completer.complete(session, line: "laun", cursor: 4).candidates == ["launch"])
    session.app.quit()
    let refused = session.run("open main")
    #expect(refused?.json.objectValue?["ok"] == false)
    #expect(refused?.error?.message.contains("start it again with `launch`") == true)
  }
}
