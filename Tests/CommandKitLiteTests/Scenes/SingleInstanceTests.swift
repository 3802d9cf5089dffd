import CommandKitLite
import Testing

/// SPEC §14: `settings` templates (SwiftUI `Settings`) and `"single": true` templates
/// (SwiftUI `Window`) open one window; opening again brings it to the front.
@Suite struct SingleInstanceTests {
  func app() throws -> App {
    var app = App(name: "S")
    try app.addTemplate(WindowTemplate("main", root: ViewNode("list").focusable()))
    try app.addTemplate(
      WindowTemplate("settings", kind: .settings, root: ViewNode("general").focusable()))
    var about = WindowTemplate("about", root: ViewNode("text").focusable())
    about.isSingle = true
    try app.addTemplate(about)
    try app.open("main", id: "w1")
    return app
  }

  @Test("A settings window can be key but never main; the window behind stays main")
  func settingsIsPanelLike() throws {
    var app = try app()
    let id = try app.open("settings")
    #expect(app.keyWindowID == id)
    #expect(app.mainWindowID == "w1")
    #expect(app.window(id)?.kind == .settings)
  }

  @Test(
    "Opening a single-instance template again brings the open window to the front",
    arguments: ["settings", "about"])
  func opensOnce(template: String) throws {
    var app = try app()
    let first = try app.open(template)
    try app.makeKey("w1")
    let second = try app.open(template)
    #expect(second == first)
    #expect(app.windows.filter { $0.template == template }.count == 1)
    #expect(app.keyWindowID == first)
    #expect(app.windows.first?.id == first)
  }

  @Test("A minimized single window comes back instead of a second one")
  func unminimizes() throws {
    var app = try app()
    let about = try app.open("about")
    try app.minimize(about)
    #expect(try app.open("about") == about)
    #expect(app.window(about)?.isMinimized == false)
    #expect(app.keyWindowID == about)
  }

  @Test("Scene files say kind settings and single, and write them back")
  func sceneFile() throws {
    let loaded = try SceneFile.decode(
      #"""
      {"app": "S", "templates": {
        "main": {"root": {"id": "list", "focusable": true}},
        "prefs": {"kind": "settings", "root": {"id": "general", "focusable": true}},
        "about": {"single": true, "root": {"id": "text", "focusable": true}}}}
      """#)
    var app = loaded.app
    #expect(app.template(named: "prefs")?.kind == .settings)
    #expect(app.template(named: "about")?.isSingle == true)
    let about = try app.open("about")
    #expect(try app.open("about") == about)
    let text = SceneFile.encode(app)
    #expect(text.contains(#""single": true"#))
    #expect(text.contains(#""kind": "settings""#))
  }
}
