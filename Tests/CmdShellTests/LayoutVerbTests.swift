import CommandKitLite
import Foundation
import Testing

@testable import cmdshell

/// The shell's `layout` and `direction` verbs, and `press`/`why`/`windows`/`audit` on a
/// layout (SPEC §21).
@Suite struct LayoutVerbTests {
  static func session() throws -> ShellSession {
    let url = ExamplesTests.examples.appendingPathComponent("Audit/layouts.json")
    return ShellSession(app: try SceneFile.load(contentsOf: url).app)
  }

  @Test("layout shows and switches the layout; an unknown one lists the known ones")
  func layoutVerb() throws {
    var session = try Self.session()
    #expect(try ShellSessionTests.last(["layout"], in: &session)["layout"] == "us")
    #expect(try ShellSessionTests.last(["layout de"], in: &session)["layout"] == "de")
    let bad = session.run("layout xx")
    #expect(bad?.json.objectValue?["ok"] == false)
    #expect(bad?.error?.message.contains("us, de, fr, ch-de, ch-fr, uk, it, se") == true)
    #expect(session.app.layout.id == "de")
  }

  @Test("press on de answers the typed shortcut with keys and layout")
  func pressOnGerman() throws {
    var session = try Self.session()
    let object = try ShellSessionTests.last(["layout de", "press cmd+/"], in: &session)
    #expect(object["outcome"] == "performed")
    #expect(object["shortcut"] == "cmd+/")
    #expect(object["keys"] == "cmd+/")
    #expect(object["layout"] == "de")
    let typed = try ShellSessionTests.last(["press shift+cmd+7"], in: &session)
    #expect(typed["outcome"] == "unhandled")
    let why = session.run("why cmd+/")?.text ?? ""
    #expect(why.contains("remaps"))
  }

  @Test("direction rtl mirrors automatic shortcuts; a bad direction is an error")
  func directionVerb() throws {
    var session = try Self.session()
    let object = try ShellSessionTests.last(["direction rtl", "press cmd+]"], in: &session)
    #expect(object["command"] == "edit.shiftLeft")
    #expect(session.run("direction sideways")?.json.objectValue?["ok"] == false)
    #expect(session.app.layoutDirection == .rightToLeft)
  }

  @Test("windows shows the layout when it is not the default")
  func windowsShowsLayout() throws {
    var session = try Self.session()
    #expect(session.run("windows")?.text.contains("Layout:") == false)
    _ = session.run("layout fr")
    let reply = session.run("windows")
    #expect(reply?.text.contains("Layout: fr (French), ltr.") == true)
    #expect(reply?.json.objectValue?["layout"] == "fr")
  }

  @Test("audit --layouts adds layout findings; an unknown layout is a usage error")
  func auditLayouts() throws {
    var session = try Self.session()
    let reply = session.run("audit --layouts de,fr")
    #expect(reply?.text.contains("[layout-collision]") == true)
    #expect(reply?.text.contains("[layout-remapped]") == true)
    #expect(session.run("audit --layouts klingon")?.json.objectValue?["ok"] == false)
    #expect(session.run("audit")?.text.contains("layout-") == false)
  }
}
