import Foundation
import Testing

@testable import CommandKitLite

/// Feeds the fuzzers' kept inputs (`Fuzz/regressions/TARGET/` — crashes found and fixed —
/// and the seed corpus `Fuzz/seeds/TARGET/`) through the same code paths as the libFuzzer
/// targets in `Fuzz/Targets/`, so a fixed crash stays fixed without running a fuzzer in CI.
@Suite struct FuzzRegressionTests {
  static let fuzzDirectory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fuzz")

  /// Every kept input of `target`, as (name, bytes).
  static func inputs(_ target: String) -> [FuzzInput] {
    ["regressions", "seeds"].flatMap { folder -> [FuzzInput] in
      let directory = fuzzDirectory.appendingPathComponent(folder).appendingPathComponent(target)
      let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
      return names.filter { !$0.hasPrefix(".") && $0 != "README.md" }.sorted().compactMap { name in
        (try? Data(contentsOf: directory.appendingPathComponent(name)))
          .map { FuzzInput(name: "\(folder)/\(target)/\(name)", bytes: [UInt8]($0)) }
      }
    }
  }

  @Test("Kept shortcut inputs parse, or fail, without crashing", arguments: inputs("shortcut"))
  func shortcut(_ input: FuzzInput) throws {
    let text = String(decoding: input.bytes, as: UTF8.self)
    guard let shortcut = try? KeyboardShortcut(parsing: text) else { return }
    #expect(try KeyboardShortcut(parsing: shortcut.description) == shortcut)
  }

  /// Expects the app's invariants to hold (``App/invariantViolations()``), naming the
  /// input and what was just done to it.
  static func expectInvariants(
    _ app: App, _ input: FuzzInput, after operation: String,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    let violations = app.invariantViolations()
    #expect(
      violations.isEmpty, "\(input.name), after \(operation): \(violations)",
      sourceLocation: sourceLocation)
  }

  @Test(
    "Kept scene files load, or fail, without crashing; what loads keeps the invariants",
    arguments: inputs("scenefile"))
  func sceneFile(_ input: FuzzInput) throws {
    guard var app = try? SceneFile.decode(input.bytes).app else { return }
    Self.expectInvariants(app, input, after: "load")
    _ = app.validatedMenuBar()
    _ = app.accessibilityActions()
    let tabs = [KeyboardShortcut(.tab, modifiers: []), KeyboardShortcut(.tab, modifiers: .shift)]
    for shortcut in app.commands.compactMap(\.shortcut) + tabs {
      _ = app.press(shortcut)
      Self.expectInvariants(app, input, after: "press \(shortcut)")
    }
    // The window operations of the fuzz target's `exercise`, checked one by one.
    for template in app.templates {
      _ = try? app.open(template.name)
      Self.expectInvariants(app, input, after: "open \(template.name)")
    }
    for window in app.windows.reversed() {
      for node in window.nodes {
        try? app.setHidden(true, NodePath(window: window.id, node: node.id))
        Self.expectInvariants(app, input, after: "hide \(window.id)/\(node.id)")
      }
      try? app.minimize(window.id)
      Self.expectInvariants(app, input, after: "minimize \(window.id)")
      try? app.close(window.id)
      Self.expectInvariants(app, input, after: "close \(window.id)")
    }
  }

  /// The restore fuzz target's base app (`Fuzz/Targets/restore.swift`).
  static let restoreBase = """
    {"app": "Fuzz", "platform": "macOS", "appValues": {"store": "s"},
     "commands": [
       {"id": "c.new", "title": "New", "menu": "File", "shortcut": "cmd+n", "requires": "store"},
       {"id": "c.del", "title": "Delete", "menu": "Edit", "shortcut": "delete",
        "requires": "selection", "enabledIf": "nonEmpty"},
       {"id": "c.side", "title": "Sidebar", "menu": "View", "shortcut": "ctrl+cmd+s",
        "requires": "side", "effect": {"toggle": "side"}}],
     "templates": {
       "main": {"kind": "window", "sceneValues": {"side": true}, "root": {"id": "root",
         "children": [
         {"id": "list", "focusable": true, "selectable": true, "items": ["a", "b"],
          "selection": ["a"]},
         {"id": "editor", "focusable": true, "textInput": true, "values": {"doc": "a"}},
         {"id": "group", "children": [{"id": "deep", "focusable": true, "actions": ["Go"]}]}]}},
       "doc": {"kind": "document", "root": {"id": "root", "focusable": true}},
       "panel": {"kind": "panel", "root": {"id": "form",
         "children": [{"id": "field", "focusable": true}]}},
       "sheet": {"kind": "sheet", "root": {"id": "ok", "focusable": true}},
       "alert": {"kind": "alert", "root": {"id": "ok", "focusable": true}},
       "stage": {"kind": "externalDisplay", "presentationOnly": true, "root": {"id": "slide"}}},
     "windows": [{"template": "main", "id": "w1"}]}
    """

  @Test(
    "Kept session files restore, or fail, without crashing; what restores keeps the invariants",
    arguments: inputs("restore"))
  func restore(_ input: FuzzInput) throws {
    let base = try SceneFile.decode(Array(Self.restoreBase.utf8)).app
    guard let document = try? JSONParser().parse(input.bytes),
      let snapshot = try? SessionSnapshot(json: document),
      var (app, _) = try? snapshot.restore(into: base)
    else { return }
    Self.expectInvariants(app, input, after: "restore")
    let (again, _) = try SessionSnapshot(json: SessionSnapshot(app: app).json).restore(into: base)
    #expect(SessionSnapshot(app: again) == SessionSnapshot(app: app), "\(input.name)")
    for shortcut in ["cmd+n", "delete", "tab", "ctrl+cmd+s"] {
      _ = app.press(try KeyboardShortcut(parsing: shortcut))
      Self.expectInvariants(app, input, after: "press \(shortcut)")
    }
  }

  @Test("The fuzz inputs folders are there")
  func foldersExist() {
    for target in ["shortcut", "scenefile", "restore", "shellline"] {
      let path = Self.fuzzDirectory.appendingPathComponent("regressions").appendingPathComponent(
        target
      ).path
      #expect(FileManager.default.fileExists(atPath: path), "missing \(path)")
    }
  }
}

/// One kept fuzz input.
struct FuzzInput: Sendable, CustomTestStringConvertible {
  let name: String
  let bytes: [UInt8]
  var testDescription: String { name }
}
