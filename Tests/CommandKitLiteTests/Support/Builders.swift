import CommandKitLite

/// A small app with one template of each kind, for window and focus tests.
enum Builders {
  static func form(_ prefix: String = "") -> ViewNode {
    ViewNode(
      "root", role: "group",
      children: [
        ViewNode("a").focusable(),
        ViewNode(
          "group", role: "group",
          children: [
            ViewNode("b").focusable(),
            ViewNode("c").focusable().focusedValue(named: "inner", "c"),
          ]
        ).focusedValue(named: "inner", "group").focusedValue(named: "outer", "group"),
        ViewNode("d").focusable().textInput(),
        ViewNode("plain"),
      ]
    ).focusedValue(named: "outer", "root")
  }

  static func app(platform: Platform = .macOS) throws -> App {
    var app = App(name: "Test", platform: platform)
    try app.addTemplate(WindowTemplate("doc", kind: .document, root: form()))
    try app.addTemplate(WindowTemplate("win", kind: .window, root: form()))
    try app.addTemplate(WindowTemplate("panel", kind: .panel, root: ViewNode("p").focusable()))
    try app.addTemplate(WindowTemplate("sheet", kind: .sheet, root: ViewNode("ok").focusable()))
    try app.addTemplate(WindowTemplate("alert", kind: .alert, root: ViewNode("button").focusable()))
    try app.addTemplate(
      WindowTemplate(
        "show", kind: .externalDisplay, root: ViewNode("slide"),
        presentationOnly: true))
    try app.addTemplate(
      WindowTemplate("remote", kind: .externalDisplay, root: ViewNode("r").focusable().selectable())
    )
    return app
  }

  static func path(_ text: String) -> NodePath {
    let parts = text.split(separator: "/").map(String.init)
    return NodePath(window: parts.first ?? "", node: parts.last ?? "")
  }
}
