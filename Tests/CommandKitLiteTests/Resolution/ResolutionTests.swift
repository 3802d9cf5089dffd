import CommandKitLite
import CommandKitTestSupport
import Testing

struct DeleteAction: Sendable { let label: String }
struct DeleteActionKey: FocusedValueKey { typealias Value = DeleteAction }
private struct UndoCountKey: FocusedValueKey { typealias Value = Int }
extension FocusedValues {
  var deleteAction: DeleteAction? {
    get { self[DeleteActionKey.self] }
    set { self[DeleteActionKey.self] = newValue }
  }
}

extension FocusedValues {
  fileprivate var undoCount: Int? {
    get { self[UndoCountKey.self] }
    set { self[UndoCountKey.self] = newValue }
  }
  /// Reads no key, so it has no key name.
  fileprivate var notAKey: Int? { nil }
}

@Suite struct ResolutionTests {
  func app() throws -> App {
    var app = try Builders.app()
    try app.open("doc", id: "w1")
    return app
  }

  @Test("The innermost publisher on the focus chain wins; outer values show through")
  func innerShadowsOuter() throws {
    var app = try app()
    try app.focus(Builders.path("w1/c"))
    #expect(app.resolve("inner")?.provider.description == "w1/c")
    #expect(app.resolve("outer")?.provider.description == "w1/group")
    try app.focus(Builders.path("w1/b"))
    #expect(app.resolve("inner")?.provider.description == "w1/group")
    try app.focus(Builders.path("w1/a"))
    #expect(app.resolve("inner") == nil)
    #expect(app.resolve("outer")?.provider.description == "w1/root")
  }

  @Test("Values of siblings and cousins of the focused node are not visible")
  func siblingsInvisible() throws {
    var app = try app()
    try app.focus(Builders.path("w1/d"))
    #expect(app.resolve("inner") == nil)
  }

  @Test("Scene values are visible whatever has focus, even nothing")
  func sceneValuesWithoutFocus() throws {
    var app = App(name: "S")
    try app.addTemplate(
      WindowTemplate(
        "t", root: ViewNode("root").focusedSceneValue(\.deleteAction, DeleteAction(label: "node")),
        sceneValues: FocusedValues(JSONObject([("mode", "template")]))))
    try app.open("t", id: "w")
    #expect(app.focusedPath == nil)
    #expect(app.resolve("mode")?.provider == .scene("w"))
    #expect(app.resolve(\.deleteAction)?.value.label == "node")
    #expect(app.resolve(\.deleteAction)?.provider.description == "scene:w")
  }

  @Test("A node's scene value (first available depth-first) wins over the template's")
  func nodeSceneValuesOverTemplate() throws {
    var app = App(name: "S")
    let root = ViewNode(
      "root",
      children: [
        ViewNode("first").focusable().hidden().focusedValue(named: "unused", 1),
        ViewNode("second").focusable(),
        ViewNode("third").focusable(),
      ])
    var tree = root
    tree.children[0].sceneValues[name: "mode"] = JSONValue.string("first")
    tree.children[1].sceneValues[name: "mode"] = JSONValue.string("second")
    tree.children[2].sceneValues[name: "mode"] = JSONValue.string("third")
    try app.addTemplate(
      WindowTemplate(
        "t", root: tree, sceneValues: FocusedValues(JSONObject([("mode", "template")]))))
    try app.open("t", id: "w")
    #expect(app.resolve("mode")?.value as? JSONValue == "second")
    try app.setHidden(false, Builders.path("w/first"))
    #expect(app.resolve("mode")?.value as? JSONValue == "first")
  }

  @Test("The key window's scene values come before the main window's chain")
  func keySceneBeforeMain() throws {
    var app = App(name: "S")
    try app.addTemplate(
      WindowTemplate(
        "doc", kind: .document, root: ViewNode("n").focusable().focusedValue(named: "k", "doc")))
    try app.addTemplate(
      WindowTemplate(
        "panel", kind: .panel, root: ViewNode("p").focusable(),
        sceneValues: FocusedValues(JSONObject([("k", "panel")]))))
    try app.open("doc", id: "d")
    try app.open("panel", id: "p")
    #expect(app.resolve("k")?.provider == .scene("p"))
  }

  @Test("With a panel key, values fall back to the main window's chain, then the app")
  func mainFallback() throws {
    var app = try app()
    app.setAppValue("app" as JSONValue, named: "appOnly")
    try app.focus(Builders.path("w1/c"))
    try app.open("panel", id: "p")
    #expect(app.resolve("inner")?.provider.description == "w1/c")
    #expect(app.resolve("appOnly")?.provider == .app)
  }

  @Test("When key is main the chain is not searched twice; a second document is not consulted")
  func keyIsMain() throws {
    var app = try app()
    try app.focus(Builders.path("w1/c"))
    try app.open("doc", id: "w2")
    #expect(app.resolve("inner") == nil)
    #expect(app.resolve("outer")?.provider.description == "w2/root")
  }

  @Test("A sheet blocks its parent: the parent's nodes and scene values resolve for no one")
  func sheetBlocksParent() throws {
    var app = try app()
    try app.focus(Builders.path("w1/c"))
    try app.presentSheet("sheet", on: "w1", id: "s")
    #expect(app.resolve("inner") == nil)
    #expect(app.resolve("outer") == nil)
  }

  @Test("An alert blocks every window; app-level values stay")
  func alertBlocksAll() throws {
    var app = try app()
    app.setAppValue(true as JSONValue, named: "global")
    try app.open("panel", id: "p")
    try app.showAlert("alert", id: "a")
    #expect(app.resolve("outer") == nil)
    #expect(app.resolve("global")?.provider == .app)
  }

  @Test("A value published as null counts as not published")
  func nullIsAbsent() throws {
    var app = try app()
    try app.focus(Builders.path("w1/c"))
    try app.setValue(JSONValue.null, named: "inner", at: .node(Builders.path("w1/c")))
    #expect(app.resolve("inner")?.provider.description == "w1/group")
    app.setAppValue(JSONValue.null, named: "x")
    #expect(app.resolve("x") == nil)
  }

  @Test("Typed resolution by key type and key path gives the value and its provider")
  func typed() throws {
    var app = App(name: "T")
    let root = ViewNode(
      "root",
      children: [
        ViewNode("list").focusable().focusedValue(\.deleteAction, DeleteAction(label: "rows"))
      ])
    try app.addTemplate(WindowTemplate("t", root: root))
    try app.open("t", id: "w")
    let byPath = try #require(app.resolve(\.deleteAction))
    #expect(byPath.value.label == "rows")
    #expect(byPath.provider.description == "w/list")
    #expect(app.resolve(DeleteActionKey.self)?.value.label == "rows")
    #expect(FocusedValues.keyName(of: \.deleteAction) == "DeleteActionKey")
  }

  /// Names are cached by key path object and by key path value; key paths built at run
  /// time are new objects each time, more of them than the object cache keeps.
  @Test("A key path's key name is found again, for literal key paths and ones built at run time")
  func keyNamesOfKeyPaths() throws {
    for _ in 0..<3 {
      #expect(FocusedValues.keyName(of: \.deleteAction) == "DeleteActionKey")
      #expect(FocusedValues.keyName(of: \.undoCount) == "UndoCountKey")
    }
    let root: KeyPath<FocusedValues, FocusedValues> = \.self
    for index in 0..<1_500 {
      if index.isMultiple(of: 2) {
        let built = root.appending(path: \FocusedValues.deleteAction)
        #expect(FocusedValues.keyName(of: built) == "DeleteActionKey")
      } else {
        let built = root.appending(path: \FocusedValues.undoCount)
        #expect(FocusedValues.keyName(of: built) == "UndoCountKey")
      }
    }
    #expect(FocusedValues.keyName(of: \.deleteAction) == "DeleteActionKey")
    #expect(FocusedValues.keyName(of: \.notAKey) == nil)
  }

  @Test("JSON values read through typed keys with the same name")
  func jsonThroughTypedKey() throws {
    var app = try Fixtures.notes()
    try app.select(["n1", "n3"], in: Builders.path("w1/list"))
    #expect(app.resolve(\.selection)?.value == ["n1", "n3"])
  }

  @Test("The focus chain lists the key window's links innermost first, then its scene values")
  func chainListing() throws {
    var app = try app()
    try app.focus(Builders.path("w1/c"))
    let chain = app.focusChain
    #expect(chain.map(\.provider.description) == ["w1/c", "w1/group", "w1/root", "scene:w1"])
    #expect(chain[0].values[name: "inner"] as? JSONValue == "c")
  }
}
