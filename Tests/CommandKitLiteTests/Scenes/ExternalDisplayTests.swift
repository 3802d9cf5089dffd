import CommandKitLite
import Testing

@Suite struct ExternalDisplayTests {
  @Test(
    "Connect opens every externalDisplay template on the external display, inactive and not key")
  func connect() throws {
    var app = try Builders.app()
    try app.open("doc", id: "w1")
    try app.connectExternalDisplay()
    let external = app.windows.filter { $0.display == .external }
    #expect(Set(external.map(\.template)) == ["show", "remote"])
    #expect(external.allSatisfy { $0.phase == .inactive })
    #expect(app.keyWindowID == "w1")
    #expect(throws: CommandKitError.displayAlreadyConnected) { try app.connectExternalDisplay() }
  }

  @Test("Disconnect saves and closes external windows; others move to the main display intact")
  func disconnectKeepsState() throws {
    var app = try Builders.app()
    try app.open("doc", id: "w1")
    try app.connectExternalDisplay()
    try app.move("w1", to: .external)
    try app.focus(Builders.path("w1/c"))
    try app.select(["x", "y"], in: Builders.path("remote/r"))
    try app.setValue(JSONValue.number(3), named: "page", at: .node(Builders.path("remote/r")))
    try app.setValue(JSONValue.bool(true), named: "live", at: .scene("remote"))
    try app.disconnectExternalDisplay()
    #expect(app.window("remote") == nil)
    #expect(app.window("w1")?.display == .main)
    #expect(app.focusedPath?.description == "w1/c")
    try app.connectExternalDisplay()
    #expect(try app.selection(of: Builders.path("remote/r")) == ["x", "y"])
    #expect(app.window("remote")?.node("r")?.values[name: "page"] as? JSONValue == 3)
    #expect(app.window("remote")?.sceneValues[name: "live"] as? JSONValue == true)
  }

  @Test("Hot-plugging twenty times with changes in between loses nothing")
  func hotPlugLoop() throws {
    var app = try Builders.app()
    try app.open("doc", id: "w1")
    for round in 0..<20 {
      try app.connectExternalDisplay()
      let expected = ["item\(round)", "item\(round + 1)"]
      if round > 0 {
        #expect(
          try app.selection(of: Builders.path("remote/r")) == ["item\(round - 1)", "item\(round)"])
      }
      try app.select(expected, in: Builders.path("remote/r"))
      try app.focus(Builders.path(round.isMultiple(of: 2) ? "w1/b" : "w1/d"))
      try app.disconnectExternalDisplay()
      #expect(app.windows.map(\.id) == ["w1"])
      #expect(app.focusedPath?.node == (round.isMultiple(of: 2) ? "b" : "d"))
    }
  }

  @Test("Windows on a disconnected display are background; move needs a connected display")
  func moveNeedsDisplay() throws {
    var app = try Builders.app()
    try app.open("doc", id: "w1")
    #expect(throws: CommandKitError.noExternalDisplay) { try app.move("w1", to: .external) }
    #expect(throws: CommandKitError.noExternalDisplay) { try app.disconnectExternalDisplay() }
  }
}
