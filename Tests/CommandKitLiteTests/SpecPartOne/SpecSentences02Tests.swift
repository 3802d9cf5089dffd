import CommandKitLite
import CommandKitTestSupport
import Testing

/// SPEC §2 ("Resolution"), sentence by sentence, read from a scene file: every step of the
/// order with the provider it names, as `value KEY` answers it.
@Suite struct SpecSentences02Tests {
  /// A document `w` (root publishes `k` and `r`; `a` publishes `k` and the scene value `s`;
  /// `a1` publishes `k` as null; `b` publishes the scene values `s` and `sk`; hidden `h`
  /// publishes the scene value `t`), an inspector panel publishing `p` and the scene value
  /// `r`, a sheet publishing `sv`, an alert, and the app values `k` and `ap`.
  static let scene = #"""
    {"app": "S2", "platform": "macOS",
     "appValues": {"k": "app", "ap": "app"},
     "templates": {
      "doc": {"kind": "document", "sceneValues": {"sk": "tmpl", "t": "tmplOnly"},
       "root": {"id": "root", "values": {"k": "root", "r": "root"}, "children": [
         {"id": "a", "focusable": true, "values": {"k": "a"}, "sceneValues": {"s": "a"},
          "children": [{"id": "a1", "focusable": true, "values": {"k": null}}]},
         {"id": "b", "focusable": true, "sceneValues": {"s": "b", "sk": "node"}},
         {"id": "h", "hidden": true, "sceneValues": {"t": "hidden"}}
       ]}},
      "inspector": {"kind": "panel", "sceneValues": {"r": "panelScene"},
       "root": {"id": "p", "focusable": true, "values": {"p": "panel"}}},
      "sh": {"kind": "sheet", "root": {"id": "sf", "focusable": true, "values": {"sv": "sheet"}}},
      "al": {"kind": "alert", "root": {"id": "ok", "focusable": true}}
     },
     "windows": [{"template": "doc", "id": "w", "focus": "a1"}]}
    """#

  /// The state a row is read in.
  enum Stage: String, Sendable, CaseIterable {
    /// `w` key and main, focus on `a1`.
    case inner
    /// `w` key and main, focus on `b`.
    case sibling
    /// The panel `i` key, `w` main with focus on `b`.
    case panelKey
    /// A sheet `sh` on `w`: the sheet is key.
    case sheet
    /// The sheet on `w` stays, the panel `i` is key: the main window is blocked.
    case panelOverBlockedMain
    /// An app-modal alert `al` over `w` and `i`.
    case alert
  }

  /// The app at `stage`.
  static func app(at stage: Stage) throws -> App {
    var app = try SpecScene.app(scene)
    switch stage {
    case .inner: break
    case .sibling: try app.focus("b")
    case .panelKey:
      try app.focus("b")
      try app.open("inspector", id: "i")
    case .sheet:
      try app.presentSheet("sh", on: "w", id: "sh")
    case .panelOverBlockedMain:
      try app.focus("b")
      try app.open("inspector", id: "i")
      try app.presentSheet("sh", on: "w", id: "sh")
      try app.makeKey("i")
    case .alert:
      try app.open("inspector", id: "i")
      try app.showAlert("al", id: "al")
    }
    return app
  }

  struct Row: Sendable, CustomTestStringConvertible {
    let stage: Stage
    let key: String
    /// The provider as `value` names it, or nil when nothing resolves.
    let provider: String?
    /// The resolved value's JSON text.
    let value: String?
    var testDescription: String { "\(stage) \(key) → \(provider ?? "nil") \(value ?? "")" }
  }

  /// "A focused value `K` resolves, in order: 1. the key window's focus chain: the first node
  /// that publishes `K` wins (inner values shadow outer ones); then the key window's scene
  /// values; 2. if the main window is not the key window: the main window's focus chain,
  /// likewise; 3. the app-level values. The answer names the value and its provider: a node
  /// path `window/node`, `scene:<window>`, or `app`. A value published with `null` counts as
  /// not published." With the sheet and alert rows: "While a window shows a sheet, the window
  /// itself is blocked: the sheet is key, and the parent's nodes and scene values resolve for
  /// no one (step 2 skips a blocked main window). An app-modal `alert` blocks every other
  /// window, app-level values stay." And: "A window's scene values are the `sceneValues` of
  /// its available nodes (the first depth-first wins) over its template's `sceneValues`."
  @Test(
    "Each step of the resolution order answers with its provider",
    arguments: [
      // Step 1: a1's null does not count; a's value shadows the root's and the app's.
      Row(stage: .inner, key: "k", provider: "w/a", value: #""a""#),
      Row(stage: .inner, key: "r", provider: "w/root", value: #""root""#),
      // Scene values: first available node depth-first, over the template's; hidden h is
      // not available, so the template's t shows.
      Row(stage: .inner, key: "s", provider: "scene:w", value: #""a""#),
      Row(stage: .inner, key: "sk", provider: "scene:w", value: #""node""#),
      Row(stage: .inner, key: "t", provider: "scene:w", value: #""tmplOnly""#),
      Row(stage: .inner, key: "ap", provider: "app", value: #""app""#),
      Row(stage: .inner, key: "none", provider: nil, value: nil),
      // A sibling's values are not on the chain; the scene values are, whatever has focus.
      Row(stage: .sibling, key: "k", provider: "w/root", value: #""root""#),
      Row(stage: .sibling, key: "s", provider: "scene:w", value: #""a""#),
      // Panel key: its chain, then its scene values (before the main window's chain), then
      // the main window's chain and scene values, then the app.
      Row(stage: .panelKey, key: "p", provider: "i/p", value: #""panel""#),
      Row(stage: .panelKey, key: "r", provider: "scene:i", value: #""panelScene""#),
      Row(stage: .panelKey, key: "k", provider: "w/root", value: #""root""#),
      Row(stage: .panelKey, key: "s", provider: "scene:w", value: #""a""#),
      Row(stage: .panelKey, key: "ap", provider: "app", value: #""app""#),
      // A sheet is key; its parent resolves for no one; the app stays.
      Row(stage: .sheet, key: "sv", provider: "sh/sf", value: #""sheet""#),
      Row(stage: .sheet, key: "r", provider: nil, value: nil),
      Row(stage: .sheet, key: "s", provider: nil, value: nil),
      Row(stage: .sheet, key: "k", provider: "app", value: #""app""#),
      // Step 2 skips a blocked main window.
      Row(stage: .panelOverBlockedMain, key: "p", provider: "i/p", value: #""panel""#),
      Row(stage: .panelOverBlockedMain, key: "k", provider: "app", value: #""app""#),
      Row(stage: .panelOverBlockedMain, key: "s", provider: nil, value: nil),
      Row(stage: .panelOverBlockedMain, key: "sv", provider: nil, value: nil),
      // An alert blocks every other window; app values stay.
      Row(stage: .alert, key: "p", provider: nil, value: nil),
      Row(stage: .alert, key: "r", provider: nil, value: nil),
      Row(stage: .alert, key: "k", provider: "app", value: #""app""#),
      Row(stage: .alert, key: "ap", provider: "app", value: #""app""#),
    ])
  func resolutionOrder(row: Row) throws {
    let app = try Self.app(at: row.stage)
    let resolved = app.resolve(row.key)
    #expect(resolved?.provider.description == row.provider)
    #expect(resolved.map { "\($0.value as? JSONValue ?? .null)" } == row.value)
  }

  /// "they are visible whatever has focus in that window, even nothing": with the focused
  /// node hidden and no focusable ancestor, focus is none and the scene values still resolve.
  @Test("Scene values resolve with nothing focused")
  func sceneValuesWithNoFocus() throws {
    var app = try Self.app(at: .sibling)
    try app.setHidden(true, NodePath(window: "w", node: "b"))
    #expect(app.window("w")?.focusedPath == nil)
    #expect(app.resolve("s")?.provider.description == "scene:w")
    #expect(app.resolve("k")?.provider.description == "app")
  }

  /// "A window's scene values are the `sceneValues` of its available nodes": hiding the first
  /// publisher hands the scene value to the next available one depth-first; disabling an
  /// ancestor does the same.
  @Test("An unavailable node's scene values drop out; the next one depth-first answers")
  func unavailableSceneValues() throws {
    var app = try Self.app(at: .sibling)
    try app.setDisabled(true, NodePath(window: "w", node: "a"))
    #expect(app.resolve("s").map { "\($0.value as? JSONValue ?? .null)" } == #""b""#)
    try app.setDisabled(false, NodePath(window: "w", node: "a"))
    try app.setHidden(true, NodePath(window: "w", node: "b"))
    #expect(app.resolve("sk").map { "\($0.value as? JSONValue ?? .null)" } == #""tmpl""#)
  }

  /// "The focus chain of a window is its focused node, then its ancestors up to the root
  /// (innermost first), then the window's scene values" — with nothing focused only the
  /// scene values are left; while a sheet is up the chain is the sheet's; a null value is
  /// not listed as published.
  @Test(
    "The focus chain lists the focused node, its ancestors, then the scene values",
    arguments: [
      (Stage.inner, ["w/a1", "w/a", "w/root", "scene:w"]),
      (.sibling, ["w/b", "w/root", "scene:w"]),
      (.panelKey, ["i/p", "scene:i"]),
      (.sheet, ["sh/sf", "scene:sh"]),
    ])
  func chain(stage: Stage, links: [String]) throws {
    var app = try Self.app(at: stage)
    let chain = app.focusChain
    #expect(chain.map(\.provider.description) == links)
    if stage == .inner {
      #expect(chain.first?.values[name: "k"] == nil)
      #expect(chain.dropFirst().first?.values[name: "k"] as? JSONValue == "a")
    }
    if stage == .sibling {
      try app.setHidden(true, NodePath(window: "w", node: "b"))
      #expect(app.focusChain.map(\.provider.description) == ["scene:w"])
    }
  }
}
