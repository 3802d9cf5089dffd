import CommandKitLite
import Foundation
import Testing

@testable import cmdshell

/// The interactive greeting (issue 29, item 7): the demo's tour for the demo, and for a
/// scene file what it loaded and hints built from that app, each of which works there.
@Suite struct GreetingTests {
  static let files = [
    "Examples/Notes/notes.json", "Examples/Notes/notes-app.json",
    "Examples/DocumentEditor/document-editor.json", "Examples/Presenter/presenter.json",
    "Examples/Audit/conflicts.json", "Examples/Audit/layouts.json",
    "Examples/Audit/swiftui-fallback.json",
  ]

  static func session(_ file: String) throws -> ShellSession {
    let url = ReadmeTranscriptTests.root.appendingPathComponent(file)
    var session = ShellSession(app: try ShellSession.loadScene(url).app)
    session.sceneFile = file
    return session
  }

  /// The hints of a greeting, one command each.
  static func hints(_ greeting: String) throws -> [String] {
    let line = try #require(greeting.split(separator: "\n").first { $0.hasPrefix("Try: ") })
    return line.dropFirst("Try: ".count).components(separatedBy: " · ")
  }

  @Test("The demo greets with its tour, as the README shows it")
  func demo() {
    let session = ShellSession(app: DemoApp.make())
    #expect(session.greeting == ShellSession.banner)
  }

  @Test("A scene file greets with its name, what it holds and its own hints", arguments: files)
  func sceneFile(_ file: String) throws {
    let greeting = try Self.session(file).greeting
    let lines = greeting.split(separator: "\n").map(String.init)
    #expect(lines.count == 4)
    #expect(lines[1].hasPrefix("\(try Self.session(file).app.name) from \(file): "))
    let demoHints = try Self.hints(ShellSession.banner)
    let hints = try Self.hints(greeting)
    #expect(hints != demoHints)
    #expect(hints.contains("audit"))
  }

  @Test("Every hint of a scene file's greeting runs there without an error", arguments: files)
  func hintsWork(_ file: String) throws {
    for hint in try Self.hints(try Self.session(file).greeting) {
      var session = try Self.session(file)
      let answer = session.run(hint)
      let reply = try #require(answer, "\(hint)")
      #expect(reply.error == nil, "\(file): '\(hint)' fails: \(reply.error?.message ?? "")")
    }
  }

  @Test("A hint to press names a declared command's shortcut, one enabled when there is one")
  func pressHint() throws {
    let session = try Self.session("Examples/Notes/notes.json")
    let hints = try Self.hints(session.greeting)
    let press = try #require(hints.first { $0.hasPrefix("press ") })
    var copy = session
    let answer = copy.run(press)
    let reply = try #require(answer)
    let outcome = reply.fields.first { $0.0 == "outcome" }?.1
    #expect(outcome == .string("performed"))
  }

  @Test("load in an interactive session ends with the new app's hints; a script gets one line")
  func loadHints() throws {
    let file = ReadmeTranscriptTests.root.appendingPathComponent("Examples/Notes/notes.json").path
    var interactive = ShellSession(app: DemoApp.make())
    interactive.showsHints = true
    let loaded = interactive.run("load \(file)")
    let text = try #require(loaded?.text)
    let lines = text.split(separator: "\n")
    #expect(lines.count == 2)
    #expect(lines.last?.hasPrefix("Try: ") == true)
    #expect(interactive.sceneFile == file)
    var script = ShellSession(app: DemoApp.make())
    let scripted = script.run("load \(file)")
    #expect(scripted?.text.split(separator: "\n").count == 1)
    let demo = script.run("demo")
    #expect(demo?.text.contains("Try: windows · tree · press delete") == true)
    #expect(script.sceneFile == nil)
  }

  @Test("The greeting fits a 40-column terminal without cutting a word")
  func narrow() throws {
    var session = try Self.session("Examples/DocumentEditor/document-editor.json")
    let whole = session.greeting
    session.width = 40
    let narrow = session.greeting
    #expect(
      narrow.split(whereSeparator: \.isWhitespace) == whole.split(whereSeparator: \.isWhitespace))
    for line in narrow.split(separator: "\n") {
      #expect(String(line).displayWidth <= 40 || line.split(separator: " ").count == 1, "'\(line)'")
    }
  }
}
