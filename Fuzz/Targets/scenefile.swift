// libFuzzer target: the scene-file loader, `SceneFile.decode(_:)` (SPEC §9).
//
// Properties: decoding never crashes; every error names something; a loaded app answers
// the read-only queries (menu bar, resolution, dispatch decision, accessibility) and
// survives a round of mutations driven by its own content without breaking invariants
// (the library is built with COMMANDKIT_INTERNAL_CHECKS, so a broken invariant traps).
import CommandKitLite

/// libFuzzer's entry point for the scene-file fuzzer: one input per call.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSceneFile(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = fuzzInput(data, size)
  let scene: LoadedScene
  do {
    scene = try SceneFile.decode(bytes)
  } catch {
    fuzzCheck(!error.description.isEmpty, "empty error description")
    return 0
  }
  var app = scene.app
  exercise(&app)
  return 0
}

private func exercise(_ app: inout App) {
  let keys = Set(app.commands.compactMap(\.requires) + app.appValues.names + ["selection"])
  _ = app.validatedMenuBar()
  for key in keys.sorted() { _ = app.resolve(key) }
  _ = app.accessibilityActions()
  _ = app.accessibilityEscape()
  _ = app.accessibilityMagicTap()
  let shortcuts =
    app.commands.compactMap(\.shortcut) + [
      KeyboardShortcut(.tab, modifiers: []), KeyboardShortcut(.tab, modifiers: .shift),
      KeyboardShortcut("a", modifiers: []), KeyboardShortcut(.escape, modifiers: []),
    ]
  for shortcut in shortcuts {
    _ = app.why(shortcut)
    _ = app.press(shortcut)
  }
  for window in app.windows {
    for node in window.nodes {
      let path = NodePath(window: window.id, node: node.id)
      try? app.focus(path)
      if node.isSelectable { _ = try? app.contextMenu(for: path) }
      try? app.moveAccessibilityCursor(to: path)
      _ = app.accessibilityActions()
    }
  }
  for template in app.templates {
    _ = try? app.open(template.name)
  }
  for window in app.windows.reversed() {
    for node in window.nodes {
      try? app.setHidden(true, NodePath(window: window.id, node: node.id))
      _ = app.validatedMenuBar()
    }
    try? app.minimize(window.id)
    try? app.close(window.id)
  }
}
