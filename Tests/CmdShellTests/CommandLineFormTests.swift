import CommandKitLite
import Foundation
import Testing

@testable import cmdshell

/// `import` and `keymap` run from the command line (issue 29, item 7): the session's
/// `help` lists them as such, and typing one in the session says what to run instead.
@Suite struct CommandLineFormTests {
  @Test("help lists every verb and every command-line form with its usage")
  func helpLists() throws {
    var session = ShellSession(app: DemoApp.make())
    let answer = session.run("help")
    let reply = try #require(answer)
    for verb in Verb.allCases { #expect(reply.text.contains("  \(verb.usage)")) }
    for form in CommandLineForm.allCases {
      #expect(reply.text.contains("  \(form.usage)"), "\(form)")
      #expect(reply.text.contains(form.summary))
    }
    #expect(reply.text.contains("COMMAND LINE: run these from a terminal or a CI job"))
    let forms = reply.fields.first { $0.0 == "commandLine" }?.1
    #expect(forms == .array([.string("audit"), .string("import"), .string("keymap")]))
  }

  @Test(
    "A command-line form typed in the session is an error saying what to run",
    arguments: ["keymap", "import", "keymap notes.json --out k.html", "IMPORT a.xib"])
  func typedInSession(_ line: String) throws {
    var session = ShellSession(app: DemoApp.make())
    let before = session.app.windows.map(\.id)
    let answer = session.run(line)
    let error = try #require(answer?.error)
    let name = line.split(separator: " ")[0].lowercased()
    #expect(error.code == .commandLineForm)
    #expect(error.message.contains("`cmdshell \(name) "))
    #expect(error.help?.contains("runs from the command line") == true)
    #expect(error.help?.contains("`cmdshell \(name) ") == true)
    #expect(!error.message.contains("Unknown verb"))
    #expect(session.app.windows.map(\.id) == before)
  }

  @Test("keymap names the loaded scene file; the demo has none and says so")
  func namesTheFile() throws {
    var demo = ShellSession(app: DemoApp.make())
    let first = demo.run("keymap")
    #expect(first?.error?.help?.contains("the built-in demo has none") == true)
    let file = ReadmeTranscriptTests.root.appendingPathComponent("Examples/Notes/notes.json").path
    let load = demo.run("load \(file)")
    #expect(load?.error == nil)
    let again = demo.run("keymap")
    let help = try #require(again?.error?.help)
    #expect(help.contains("`cmdshell keymap \(file) --out keymap.html`"))
  }

  @Test("help import and help keymap explain the form; help audit is the session verb's")
  func helpForm() throws {
    var session = ShellSession(app: DemoApp.make())
    for form in [CommandLineForm.import, .keymap] {
      let answer = session.run("help \(form.rawValue)")
      let reply = try #require(answer)
      #expect(reply.error == nil)
      #expect(reply.text.hasPrefix("USAGE: \(form.usage)"))
      #expect(reply.text.contains("runs from the command line"))
    }
    let answer = session.run("help audit")
    let audit = try #require(answer)
    #expect(audit.text.hasPrefix("USAGE: \(Verb.audit.usage)"))
  }

  @Test("A verb's name is never taken for a command-line form")
  func verbsWin() {
    for verb in Verb.allCases { #expect(CommandLineForm.named(verb.name) == nil) }
    #expect(CommandLineForm.named("Keymap") == .keymap)
    #expect(CommandLineForm.named("keymaps") == nil)
  }
}
