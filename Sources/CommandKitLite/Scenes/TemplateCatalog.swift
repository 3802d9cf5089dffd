/// The app's window templates in declaration order, with what key dispatch and the menu
/// bar need to know of them (SPEC §1, §9, §14, §16, §17): the part of ``App`` that owns
/// templates.
///
/// The catalog owns its invariants: names are unique, the index names each template's
/// position, and the shortcut sets hold exactly the local handlers' and controls' shortcuts
/// of the templates' trees (``invariantViolations()``). A template is checked as a whole
/// before it is added (``add(_:idsKnownUnique:commands:platform:)``), so a refused one
/// leaves the catalog as it was.
///
/// Every change advances ``generation``: all of the catalog's state is one stored property
/// with a `didSet`, and it changes only in this file. The app's caches are keyed on it
/// (see ``AppStamp``), since the templates decide some platform items' enablement.
struct TemplateCatalog: Sendable {
  /// Everything the catalog holds.
  struct State: Sendable {
    var templates: [WindowTemplate] = []
    var index: [String: Int] = [:]
    /// Shortcuts that some template's node handles locally.
    var localHandlerShortcuts: Set<KeyboardShortcut> = []
    /// Shortcuts of some template's in-window controls.
    var controlShortcuts: Set<KeyboardShortcut> = []
    /// Whether some template has a node of role `toolbar` (SPEC §14: Show/Hide Toolbar).
    var hasToolbarNode = false
  }

  private(set) var state = State() {
    didSet { generation &+= 1 }
  }
  /// Advances with every change to the catalog.
  private(set) var generation: UInt64 = 0

  /// Templates in declaration order.
  var templates: [WindowTemplate] {
    _read { yield state.templates }
  }
  /// Shortcuts that some template's node handles locally.
  var localHandlerShortcuts: Set<KeyboardShortcut> {
    _read { yield state.localHandlerShortcuts }
  }
  /// Shortcuts of some template's in-window controls.
  var controlShortcuts: Set<KeyboardShortcut> {
    _read { yield state.controlShortcuts }
  }

  /// The template named `name`.
  func template(named name: String) -> WindowTemplate? {
    state.index[name].map { state.templates[$0] }
  }

  /// What the templates contribute to deciding which platform items exist (SPEC §14); the
  /// command sets come from the app's options.
  func menuContext(commandSets: Set<CommandSet>) -> PlatformMenuContext {
    PlatformMenuContext(
      hasSettingsTemplate: state.templates.contains { $0.kind == .settings },
      hasWindowTemplate: state.templates.contains { $0.kind == .window },
      hasDocumentTemplate: state.templates.contains { $0.kind == .document },
      hasToolbarNode: state.hasToolbarNode, commandSets: commandSets)
  }

  /// What adding a template changed beyond the list: whether it brought shortcuts the
  /// dispatch index does not know yet.
  struct Addition {
    var hasNewShortcuts: Bool
  }

  /// Checks `template` as a whole and adds it.
  ///
  /// - Parameters:
  ///   - idsKnownUnique: skips the duplicate-id check for a caller that has made it already
  ///     (the scene-file decoder checks every tree's ids as it builds it).
  ///   - platform: the platform whose hard reservations local handlers and controls may
  ///     not use.
  /// - Throws: ``CommandKitError`` for a duplicate template name or node id, or a
  ///   hard-reserved shortcut; the catalog is then unchanged.
  mutating func add(
    _ template: WindowTemplate, idsKnownUnique: Bool, platform: Platform
  ) throws(CommandKitError) -> Addition {
    guard state.index[template.name] == nil else { throw .duplicateTemplate(template.name) }
    var seen = Set<String>()
    var hasToolbar = false
    var handled: [KeyboardShortcut] = []
    var controls: [KeyboardShortcut] = []
    // Walks sibling lists by position; children are visited last-first, so errors name
    // the same node as ever.
    var stack: [(siblings: [ViewNode], next: Int)] = [([template.root], 0)]
    while let top = stack.indices.last {
      let position = stack[top].next
      guard position >= 0 else {
        stack.removeLast()
        continue
      }
      stack[top].next = position - 1
      // The fields this needs, read one by one before anything else: copying the whole
      // node out of the array (`let node = siblings[position]`) retained and released
      // every one of its fields, for every node of every template.
      let siblings = stack[top].siblings
      let nodeID = siblings[position].id
      let role = siblings[position].role
      let nodeControls = siblings[position].controls
      let keyHandlers = siblings[position].keyHandlers
      let children = siblings[position].children
      guard idsKnownUnique || seen.insert(nodeID).inserted else {
        throw .duplicateNodeID(nodeID, template: template.name)
      }
      if role == ViewNode.toolbarRole { hasToolbar = true }
      // Commands named by context menus and controls need not be registered yet:
      // declaration order does not matter (SPEC §12), and `App.unresolvedReferences`
      // reports a name that still points at nothing.
      for control in nodeControls {
        for shortcut in control.shortcuts {
          if let reservation = ShortcutTables.hardReservation(of: shortcut, on: platform) {
            throw .reservedShortcut(shortcut, use: reservation.use, platform: platform)
          }
          controls.append(shortcut)
        }
      }
      for handler in keyHandlers {
        guard let shortcut = handler.shortcut else { continue }
        if let reservation = ShortcutTables.hardReservation(of: shortcut, on: platform) {
          throw .reservedShortcut(shortcut, use: reservation.use, platform: platform)
        }
        handled.append(shortcut)
      }
      if !children.isEmpty { stack.append((children, children.count - 1)) }
    }
    state.index[template.name] = state.templates.count
    state.templates.append(template)
    if hasToolbar { state.hasToolbarNode = true }
    let newHandled = handled.filter { state.localHandlerShortcuts.insert($0).inserted }
    let newControls = controls.filter { state.controlShortcuts.insert($0).inserted }
    return Addition(hasNewShortcuts: !newHandled.isEmpty || !newControls.isEmpty)
  }

  /// The catalog's invariants that do not hold, in words; empty when all hold.
  func invariantViolations() -> [String] {
    var problems: [String] = []
    if state.index.count != state.templates.count {
      problems.append("\(state.index.count) indexed names for \(state.templates.count) templates")
    }
    for (position, template) in state.templates.enumerated()
    where state.index[template.name] != position {
      problems.append("template \(template.name) is not indexed at its position")
    }
    var handled = Set<KeyboardShortcut>()
    var controls = Set<KeyboardShortcut>()
    var hasToolbar = false
    for template in state.templates {
      var pending = [template.root]
      while let node = pending.popLast() {
        handled.formUnion(node.keyHandlers.compactMap(\.shortcut))
        controls.formUnion(node.controls.flatMap(\.shortcuts))
        if node.role == ViewNode.toolbarRole { hasToolbar = true }
        pending += node.children
      }
    }
    if handled != state.localHandlerShortcuts {
      problems.append("the local handlers' shortcuts differ from the templates'")
    }
    if controls != state.controlShortcuts {
      problems.append("the controls' shortcuts differ from the templates'")
    }
    if hasToolbar != state.hasToolbarNode {
      problems.append("the toolbar flag differs from the templates'")
    }
    return problems
  }
}
