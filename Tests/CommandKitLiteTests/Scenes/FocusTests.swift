import CommandKitLite
import Testing

@Suite struct FocusTests {
  @Test("A window starts with focus on the template's focus node, else the first focusable one")
  func initialFocus() throws {
    var app = try Builders.app()
    try app.open("doc", id: "w1")
    #expect(app.focusedPath?.node == "a")
    var withFocus = App(name: "F")
    try withFocus.addTemplate(WindowTemplate("t", root: Builders.form(), focus: "c"))
    try withFocus.open("t")
    #expect(withFocus.focusedPath?.node == "c")
  }

  @Test("The first focusable node skips hidden and disabled subtrees")
  func initialFocusSkipsUnavailable() throws {
    var app = App(name: "F")
    let root = ViewNode(
      "root",
      children: [
        ViewNode("hiddenGroup", children: [ViewNode("x").focusable()]).hidden(),
        ViewNode("off").focusable().disabled(),
        ViewNode("y").focusable(),
      ])
    try app.addTemplate(WindowTemplate("t", root: root))
    try app.open("t")
    #expect(app.focusedPath?.node == "y")
  }

  @Test("Tab walks available focusable nodes depth-first and wraps; backtab goes back")
  func tabOrder() throws {
    var app = try Builders.app()
    try app.open("doc", id: "w1")
    var order: [String] = []
    for _ in 0..<5 { order.append(try app.moveFocus()?.node ?? "-") }
    #expect(order == ["b", "c", "d", "a", "b"])
    var back: [String] = []
    for _ in 0..<5 { back.append(try app.moveFocus(backwards: true)?.node ?? "-") }
    #expect(back == ["a", "d", "c", "b", "a"])
  }

  @Test("Tab skips hidden and disabled nodes and never leaves the key window")
  func tabSkipsUnavailable() throws {
    var app = try Builders.app()
    try app.open("doc", id: "w1")
    try app.open("doc", id: "w2")
    try app.setHidden(true, Builders.path("w2/group"))
    try app.setDisabled(true, Builders.path("w2/d"))
    #expect(try app.moveFocus()?.description == "w2/a")
    #expect(try app.moveFocus()?.description == "w2/a")
    #expect(app.keyWindowID == "w2")
  }

  @Test("Focusing a node in a non-key window makes that window key")
  func focusMakesKey() throws {
    var app = try Builders.app()
    try app.open("doc", id: "w1")
    try app.open("doc", id: "w2")
    try app.focus(Builders.path("w1/c"))
    #expect(app.keyWindowID == "w1")
    #expect(app.focusedPath?.description == "w1/c")
  }

  @Test("Only available, focusable nodes take focus")
  func onlyFocusable() throws {
    var app = try Builders.app()
    try app.open("doc", id: "w1")
    #expect(
      throws: CommandKitError.notFocusable(Builders.path("w1/plain"), reason: "it is not focusable")
    ) {
      try app.focus(Builders.path("w1/plain"))
    }
    try app.setHidden(true, Builders.path("w1/group"))
    #expect(
      throws: CommandKitError.notFocusable(
        Builders.path("w1/b"), reason: "it is hidden or disabled")
    ) {
      try app.focus(Builders.path("w1/b"))
    }
    #expect(throws: CommandKitError.self) { try app.focus(Builders.path("w1/nowhere")) }
    #expect(app.focusedPath?.node == "a")
  }

  @Test("Each window keeps its focus while not key and gets it back")
  func focusMemory() throws {
    var app = try Builders.app()
    try app.open("doc", id: "w1")
    try app.focus(Builders.path("w1/c"))
    try app.open("doc", id: "w2")
    try app.focus(Builders.path("w2/d"))
    try app.makeKey("w1")
    #expect(app.focusedPath?.description == "w1/c")
    try app.makeKey("w2")
    #expect(app.focusedPath?.description == "w2/d")
  }

  @Test(
    "When the focused node becomes unavailable, focus moves to the nearest available focusable ancestor, or none"
  )
  func focusRepair() throws {
    var app = App(name: "F")
    let root = ViewNode(
      "root",
      children: [
        ViewNode(
          "outer",
          children: [
            ViewNode("mid", children: [ViewNode("leaf").focusable()])
          ]
        ).focusable()
      ])
    try app.addTemplate(WindowTemplate("t", root: root, focus: "leaf"))
    try app.open("t", id: "w")
    #expect(app.focusedPath?.node == "leaf")
    try app.setHidden(true, Builders.path("w/mid"))
    #expect(app.focusedPath?.node == "outer")
    try app.setDisabled(true, Builders.path("w/root"))
    #expect(app.focusedPath == nil)
    try app.setDisabled(false, Builders.path("w/root"))
    #expect(app.focusedPath == nil)
  }

  @Test("Tab with nothing focused starts at the first focusable node; backtab at the last")
  func tabFromNothing() throws {
    var app = try Builders.app()
    try app.open("doc", id: "w1")
    try app.setDisabled(true, Builders.path("w1/a"))
    try app.setDisabled(false, Builders.path("w1/a"))
    // Focus moved nowhere only if no ancestor could take it; here `a` was focused and root is not focusable.
    #expect(app.focusedPath == nil)
    #expect(try app.moveFocus()?.node == "a")
    try app.setDisabled(true, Builders.path("w1/a"))
    #expect(try app.moveFocus(backwards: true)?.node == "d")
  }
}
