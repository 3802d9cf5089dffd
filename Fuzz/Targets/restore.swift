// libFuzzer target: the session restore loader, `SessionSnapshot(json:)` and
// `SessionSnapshot.restore(into:)` behind `App.restoreSession(from:)` (SPEC §8).
//
// Properties: no crash or hang on any bytes (parent cycles, unknown templates, missing
// nodes, wrong types); a restored app keeps the model's invariants (the library is built
// with COMMANDKIT_INTERNAL_CHECKS); restoring is idempotent: saving the restored app and
// restoring that gives the same snapshot again.
import CommandKitLite

private let baseApp: App? = {
  let scene = """
    {"app": "Fuzz", "platform": "macOS", "appValues": {"store": "s"},
     "commands": [
       {"id": "c.new", "title": "New", "menu": "File", "shortcut": "cmd+n", "requires": "store"},
       {"id": "c.del", "title": "Delete", "menu": "Edit", "shortcut": "delete",
        "requires": "selection", "enabledIf": "nonEmpty"},
       {"id": "c.side", "title": "Sidebar", "menu": "View", "shortcut": "ctrl+cmd+s",
        "requires": "side", "effect": {"toggle": "side"}}],
     "templates": {
       "main": {"kind": "window", "sceneValues": {"side": true}, "root": {"id": "root", "children": [
         {"id": "list", "focusable": true, "selectable": true, "items": ["a", "b"], "selection": ["a"]},
         {"id": "editor", "focusable": true, "textInput": true, "values": {"doc": "a"}},
         {"id": "group", "children": [{"id": "deep", "focusable": true, "actions": ["Go"]}]}]}},
       "doc": {"kind": "document", "root": {"id": "root", "focusable": true}},
       "panel": {"kind": "panel", "root": {"id": "form", "children": [{"id": "field", "focusable": true}]}},
       "sheet": {"kind": "sheet", "root": {"id": "ok", "focusable": true}},
       "alert": {"kind": "alert", "root": {"id": "ok", "focusable": true}},
       "stage": {"kind": "externalDisplay", "presentationOnly": true, "root": {"id": "slide"}}},
     "windows": [{"template": "main", "id": "w1"}]}
    """
  return try? SceneFile.decode(scene).app
}()

/// libFuzzer's entry point for the session-restore fuzzer: one input per call.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRestore(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  guard let base = baseApp else { preconditionFailure("the base scene does not load") }
  let bytes = fuzzInput(data, size)
  guard let document = try? JSONParser().parse(bytes),
    let snapshot = try? SessionSnapshot(json: document),
    let (restored, _) = try? snapshot.restore(into: base)
  else { return 0 }
  var app = restored
  _ = app.validatedMenuBar()
  _ = app.resolve("selection")
  _ = app.accessibilityActions()
  let saved = SessionSnapshot(app: app)
  guard let again = try? SessionSnapshot(json: saved.json),
    let (reloaded, _) = try? again.restore(into: base)
  else {
    preconditionFailure("a saved snapshot of a restored session does not load back")
  }
  fuzzCheck(SessionSnapshot(app: reloaded) == saved, "save → restore is not the identity")
  for shortcut in ["cmd+n", "delete", "tab", "ctrl+cmd+s"] {
    if let parsed = try? KeyboardShortcut(parsing: shortcut) { _ = app.press(parsed) }
  }
  return 0
}
