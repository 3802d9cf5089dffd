// cmdbench: synthetic apps of configurable size, built in process with the library's API.

import CommandKitLite
import Synchronization

/// The typed key the measured command requires: published `depth / 2` levels above the
/// focused node (32 levels above at depth 64), and also by many nodes off the focus chain.
enum BenchTargetKey: FocusedValueKey {
  typealias Value = String
  static var name: String { "benchTarget" }
}

extension FocusedValues {
  /// The benchmark's typed value.
  var benchTarget: String? {
    get { self[BenchTargetKey.self] }
    set { self[BenchTargetKey.self] = newValue }
  }
}

/// The size and shape of a synthetic app.
struct AppShape: Sendable {
  var commands: Int
  var templates = 8
  var windows = 8
  /// Depth of the two focusable leaves (the root is depth 0).
  var depth = 64
  var nodesPerWindow = 1_250
  /// Distinct focused-value names the commands require.
  var keys = 64
  /// Adds in-window controls (SPEC §16): the measured Return control (a default button) on
  /// the deep leaf `b<depth>`, off the focus chain, and Escape controls (cancel buttons) on
  /// 1 fill node in 97 (`dispatch_control_ns`).
  var controls = false

  var totalNodes: Int { windows * nodesPerWindow }
}

/// Counts performed commands; shared with the commands' actions.
final class PerformCounter: Sendable {
  let count = Atomic<Int>(0)
}

/// A built app and the handles the measurements need.
struct SyntheticApp {
  var app: App
  var shape: AppShape
  /// The key window's two deep focusable leaves.
  var focusA: NodePath
  var focusB: NodePath
  /// The node publishing `BenchTargetKey` above both leaves.
  var publisher: NodePath
  /// The measured command and its shortcut.
  var hitCommand: String
  var hitShortcut: KeyboardShortcut
  /// A shortcut nothing is bound to.
  var missShortcut: KeyboardShortcut
  /// Counts performed commands and controls.
  var counter: PerformCounter
  /// The node of the measured in-window control (with `AppShape.controls`).
  var controlNode: NodePath
}

enum SyntheticAppBuilder {
  static let hitShortcut = shortcut("ctrl+opt+cmd+k")
  static let missShortcut = shortcut("ctrl+opt+shift+cmd+j")
  /// The measured control's key: Return, a default button's, with no ⌘ or ⌃, so that under
  /// AppKit the focus chain is asked first, then the controls; no command is bound to it.
  static let controlShortcut = KeyboardShortcut(.return, modifiers: [])
  static let controlTitle = "Confirm"

  /// Distinct, unreserved shortcuts with cmd or ctrl (about 600), for ordinary commands.
  static let shortcutPool: [KeyboardShortcut] = {
    let letters = "abcdefghijklmnopqrstuvwxyz0123456789".map { String($0) }
    let keys = letters + (1...20).map { "f\($0)" } + ["[", "]", ";", "'", ",", ".", "/"]
    let modifierSets = [
      "cmd", "shift+cmd", "opt+cmd", "opt+shift+cmd", "ctrl+cmd",
      "ctrl+shift+cmd", "ctrl+opt+cmd", "ctrl+opt+shift+cmd", "ctrl", "ctrl+shift", "ctrl+opt",
      "ctrl+opt+shift",
    ]
    var pool: [KeyboardShortcut] = []
    for modifiers in modifierSets {
      for key in keys {
        guard let parsed = try? KeyboardShortcut(parsing: "\(modifiers)+\(key)"),
          ShortcutTables.reservation(of: parsed, on: .macOS) == nil,
          parsed != hitShortcut, parsed != missShortcut
        else { continue }
        pool.append(parsed)
      }
    }
    return pool
  }()

  static func shortcut(_ text: String) -> KeyboardShortcut {
    do { return try KeyboardShortcut(parsing: text) } catch {
      fail("shortcut '\(text)': \(error)")
    }
  }

  static func build(_ shape: AppShape) -> SyntheticApp {
    var app = App(name: "Bench", platform: .macOS)
    let counter = PerformCounter()
    do {
      try app.register(commands(shape, counter: counter))
      for index in 0..<shape.templates {
        try app.addTemplate(
          WindowTemplate(
            "t\(index)", kind: .document, root: tree(shape, counter: counter),
            sceneValues: FocusedValues(JSONObject([("flag", .bool(true))])),
            focus: "a\(shape.depth)"))
      }
      for index in 0..<shape.windows {
        try app.open("t\(index % shape.templates)", id: "w\(index)")
      }
      app.setAppValue(JSONValue.string("app"), named: "appWide")
    } catch {
      fail("building the synthetic app: \(error)")
    }
    guard let key = app.keyWindowID else { fail("the synthetic app has no key window") }
    let fork = shape.depth / 2
    return SyntheticApp(
      app: app, shape: shape, focusA: NodePath(window: key, node: "a\(shape.depth)"),
      focusB: NodePath(window: key, node: "b\(shape.depth)"),
      publisher: NodePath(window: key, node: fork == 0 ? "root" : "s\(fork)"),
      hitCommand: "bench.hit", hitShortcut: hitShortcut, missShortcut: missShortcut,
      counter: counter, controlNode: NodePath(window: key, node: "b\(shape.depth)"))
  }

  // MARK: Commands

  static let menus = ["File", "Edit", "View", "Format", "Tools", "Data", "Debug", "Navigate"]

  static func commands(_ shape: AppShape, counter: PerformCounter) -> [Command] {
    let pool = shortcutPool
    var result: [Command] = []
    result.reserveCapacity(shape.commands)
    for index in 0..<(shape.commands - 1) {
      let menu = menus[index % menus.count]
      // Every 10th command needs a value only rows off the focus chain publish: disabled.
      let requires: String? =
        index % 8 == 0 ? nil : index % 10 == 9 ? "row\(index % 4)" : "key\(index % shape.keys)"
      result.append(
        Command(
          id: "cmd.\(index)", title: "Command \(index)",
          menu: index % 20 == 19 ? "Custom \(index % 7)" : menu,
          shortcut: index < pool.count ? pool[index] : nil, requires: requires,
          enabledIf: requires != nil && index % 16 == 3 ? .nonEmpty : .present,
          checkedBy: index % 50 == 7 ? "flag" : nil,
          titleBy: index % 100 == 11
            ? TitleRule(key: "flag", whenTrue: "Hide \(index)", whenFalse: "Show \(index)") : nil))
    }
    // The measured command sits in the middle of the menu bar.
    result.insert(
      Command(
        "bench.hit", "Hit", menu: "Edit", shortcut: hitShortcut, requires: \.benchTarget
      ) { value in
        precondition(value == "target", "the hit command received the wrong value")
        counter.count.add(1, ordering: .relaxed)
      }, at: result.count / 2)
    return result
  }

  // MARK: View trees

  /// A spine from the root down to depth `depth / 2` (which publishes `benchTarget`), forking
  /// there into two chains `b…` and `a…` that end in focusable leaves at depth `depth`.
  /// Leaf "fill" nodes hang off every spine and chain node, half before and half after the
  /// chain child, until the window has `nodesPerWindow` nodes; many of them publish values,
  /// including `benchTarget`, so resolution must tell ancestors from other publishers.
  static func tree(_ shape: AppShape, counter: PerformCounter) -> ViewNode {
    let depth = max(1, shape.depth)
    let fork = depth / 2
    let chainNodes = (fork + 1) + 2 * (depth - fork)
    let fillTotal = max(0, shape.nodesPerWindow - chainNodes)
    var nextFill = 0
    func fills(_ count: Int) -> [ViewNode] {
      (0..<count).map { _ in
        defer { nextFill += 1 }
        return fillNode(nextFill, keys: shape.keys, controls: shape.controls)
      }
    }
    let perNode = fillTotal / chainNodes
    var extra = fillTotal % chainNodes
    func fillCount() -> Int {
      defer { if extra > 0 { extra -= 1 } }
      return perNode + (extra > 0 ? 1 : 0)
    }
    func wrap(_ child: ViewNode?, id: String, level: Int) -> ViewNode {
      var node = ViewNode(id, role: "group").focusedValue(
        named: "key\(level % shape.keys)", .string("level \(level)"))
      if level % 8 == 4 {
        node = node.onKeyPress(KeyboardShortcut(.upArrow, modifiers: []), action: "up")
      }
      let count = fillCount()
      node.children = fills(count / 2) + (child.map { [$0] } ?? []) + fills(count - count / 2)
      return node
    }
    func chain(_ prefix: String) -> ViewNode {
      var node = wrap(nil, id: "\(prefix)\(depth)", level: depth).focusable()
      if shape.controls, prefix == "b" {
        node = node.control(
          Control(
            controlTitle, role: .default, action: "confirm",
            perform: { counter.count.add(1, ordering: .relaxed) }))
      }
      for level in stride(from: depth - 1, to: fork, by: -1) {
        node = wrap(node, id: "\(prefix)\(level)", level: level)
      }
      return node
    }
    var spine = wrap(nil, id: fork == 0 ? "root" : "s\(fork)", level: fork)
      .focusedValue(\.benchTarget, "target")
    spine.children = [chain("b"), chain("a")] + spine.children
    for level in stride(from: fork - 1, through: 0, by: -1) {
      spine = wrap(spine, id: level == 0 ? "root" : "s\(level)", level: level)
    }
    return spine.focusedSceneValue(\.benchTarget, "scene")
  }

  static func fillNode(_ index: Int, keys: Int, controls: Bool = false) -> ViewNode {
    var node = ViewNode("f\(index)", role: index % 50 == 0 ? "textField" : "row")
    if controls, index % 97 == 5 {
      node = node.control(Control("Cancel \(index)", role: .cancel, action: "cancel"))
    }
    if index % 2 == 0 { node = node.focusable() }
    if index % 3 == 0 { node = node.focusedValue(named: "key\(index % keys)", .string("row")) }
    if index % 5 == 0 { node = node.focusedValue(\.benchTarget, "other") }
    if index % 11 == 0 { node = node.focusedValue(named: "row\(index % 4)", .string("row")) }
    if index % 50 == 0 { node = node.textInput() }
    return node
  }
}
