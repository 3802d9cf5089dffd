import Testing

@testable import CommandKitAudit
@testable import CommandKitLite

/// The platform's default items (SPEC §14) take part in the layout rules (SPEC §21) like
/// declared commands: an app's control colliding with one on a layout is reported, while
/// the defaults make no layout findings about themselves.
@Suite struct LayoutDefaultItemTests {
  static func app(controls: String) throws -> App {
    let scene = """
      {"app": "Loc", "platform": "macOS",
       "templates": {
        "main": {"kind": "window", "root": {"id": "root", "children": [
          {"id": "side", "focusable": true, "controls": [\(controls)]}]}}}}
      """
    return try SceneFile.decode(Array(scene.utf8), file: "loc.json").app
  }

  static func findings(_ app: App, _ layout: String) throws -> [Finding] {
    let layouts = [try #require(KeyboardLayout.named(layout))]
    return app.audit(layouts: layouts).findings.filter {
      [.layoutCollision, .layoutUnreachable, .layoutRemapped].contains($0.kind)
    }
  }

  @Test("A custom control typed like Help's ⌘? on de collides with Help")
  func controlCollidesWithHelp() throws {
    // On de, ⌘? (Help, automatic) is typed ⇧⌘ß without an extra modifier; a custom
    // control on shift+cmd+ß is the same key press.
    let app = try Self.app(
      controls: #"{"title": "Ask", "shortcut": "shift+cmd+ß", "localization": "custom", "#
        + #""action": "ask"}"#)
    let collisions = try Self.findings(app, "de").filter { $0.kind == .layoutCollision }
    let finding = try #require(collisions.first)
    #expect(collisions.count == 1)
    #expect(finding.commands == ["help.appHelp"])
    #expect(finding.message.contains(#"the control "Ask""#))
  }

  @Test("The defaults alone make no layout findings", arguments: ["de", "fr", "uk", "se"])
  func defaultsAreQuiet(layout: String) throws {
    let app = try Self.app(controls: "")
    #expect(try Self.findings(app, layout).isEmpty)
  }
}
