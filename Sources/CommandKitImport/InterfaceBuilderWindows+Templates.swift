import CommandKitLite

/// Turns what ``InterfaceBuilderWindows`` collected into window templates.
///
/// - Each `<window>` of a xib and each storyboard window controller is a template, holding
///   its own views and those of the controllers its content relationships and embed segues
///   reach (a split view's items, a tab view's tabs, container views).
/// - A controller that a `sheet` segue presents is a `sheet` template, a `popover` one a
///   `panel` (a popover's window can be key, never main), a `modal` or `show` one a
///   `window`.
/// - A window whose class is `NSPanel` (or a subclass the app declares), or whose style is
///   a utility or HUD window, is a `panel`; a xib window whose File's Owner is an
///   `NSDocument` subclass is a `document`.
/// - Controllers nothing reaches (instantiated in code) and top-level views of a xib become
///   templates of their own when they hold a view the audit can use: their window is not in
///   the files, and this is the closest model.
extension InterfaceBuilderWindows {
  /// The templates, in document order of their windows and controllers.
  func templates(index: AppIndex) -> (templates: [ImportedTemplate], warnings: [ImportWarning]) {
    var byID: [String: Container] = [:]
    for container in containers { byID[container.id] = container }
    var content: [String: [String]] = [:]
    var tabs: [String: [String]] = [:]
    var presented: [String: WindowKind] = [:]
    for segue in segues {
      switch segue.kind {
      case "relationship", "embed":
        content[segue.source, default: []].append(segue.destination)
        if segue.relationship == "tabItems" {
          tabs[segue.source, default: []].append(segue.destination)
        }
      case "sheet":
        presented[segue.destination] = presented[segue.destination] ?? .sheet
      case "popover":
        presented[segue.destination] = presented[segue.destination] ?? .panel
      default:
        presented[segue.destination] = presented[segue.destination] ?? .window
      }
    }
    var reached: Set<String> = []
    for targets in content.values { reached.formUnion(targets) }
    var namer = TemplateNamer()
    var templates: [ImportedTemplate] = []
    var warnings: [ImportWarning] = []
    for container in containers {
      let isRoot: Bool
      var kind: WindowKind
      switch container.kind {
      case .window:
        isRoot = true
        kind = windowKind(className: container.className, utility: container.isUtility, index)
      case .controller:
        if container.hasWindow {
          isRoot = true
          kind = windowKind(className: container.windowClass, utility: container.isUtility, index)
        } else {
          // Content of another controller: read as part of it.
          isRoot = !reached.contains(container.id)
          kind = .window
        }
      case .looseView:
        isRoot = true
        kind = .window
      }
      guard isRoot else { continue }
      if let presentation = presented[container.id] { kind = presentation }
      let reach = self.closure(of: container.id, byID: byID, content: content, tabs: tabs)
      let closure = reach.map(\.container)
      // A tab view controller's tabs are its tab view's items: each one's views, with all
      // they embed, are on that tab (see ``tabBranches(_:)``).
      var elements = reach.flatMap { reached in
        reached.container.elements.map { element in
          var element = element
          if let tab = reached.tab { element.tabItem = tab }
          return element
        }
      }
      // A controller or view without a window is a template only when it has something the
      // audit can use.
      if container.kind != .window, !container.hasWindow, presented[container.id] == nil,
        elements.allSatisfy({ $0.kind == .toolbar })
      {
        continue
      }
      if elements.isEmpty, container.kind == .looseView { continue }
      elements.sort { $0.location.line < $1.location.line }
      let (shared, branches) = Self.tabBranches(elements)
      let (nodes, ids) = makeNodes(shared, index: index, warnings: &warnings)
      if container.kind == .window,
        index.ancestry(of: fileOwnerClass ?? "").contains(where: {
          AppIndex.knownClasses[$0] == .document
        }), kind == .window
      {
        kind = .document
      }
      // `initialFirstResponder` counts only when it names a view that can take focus.
      func focus(_ nodes: [ImportedNode], _ ids: [String: String]) -> String? {
        let wanted = container.initialFirstResponder.flatMap { ids[$0] }.flatMap { id in
          nodes.first { $0.id == id && $0.isFocusable && !$0.hidden && !$0.disabled }?.id
        }
        return wanted ?? nodes.initialFocus
      }
      // The app's own class names a window well; AppKit's (`NSPanel`) does not.
      let ownClass = [container.className, container.windowClass].compactMap { $0 }.first {
        !$0.hasPrefix("NS") && !$0.hasPrefix("UI")
      }
      let name = namer.name(for: [container.identifier, ownClass, container.title], file: file)
      var template = ImportedTemplate(
        name: name, kind: kind, title: container.title, nodes: nodes, focus: focus(nodes, ids),
        source: container.location)
      template.opensAtLaunch =
        (container.kind == .window && container.visibleAtLaunch)
        || container.id == initialController
      template.ownerClass = fileOwnerClass
      template.outletOwnerClass = windowOutletOwners[container.id]
      template.responderClasses = closure.flatMap { [$0.className, $0.windowClass] }.compactMap {
        $0
      }
      templates.append(template)
      // Each tab of a tab view is the same window showing that tab (see ``tabBranches(_:)``).
      for (item, elements) in branches {
        let (nodes, ids) = makeNodes(elements, index: index, warnings: &warnings)
        var branch = template
        let byLabel = item.label.isEmpty ? nil : "\(name) \(item.label)"
        branch.name = namer.name(for: [byLabel, "\(name) tab \(item.index + 1)"], file: file)
        branch.nodes = nodes
        branch.focus = focus(nodes, ids)
        branch.opensAtLaunch = false
        templates.append(branch)
      }
    }
    return (templates, warnings)
  }

  /// Splits a window's views by the tab view items they are in. An `NSTabView` shows only its
  /// selected item's view (Apple, NSTabView: "A multipage interface that displays one page at a
  /// time"), swapping it in and out of the tab view's subviews, so AppKit's key-equivalent pass
  /// over the window's views (`performKeyEquivalent(with:)`) never reaches two items' buttons
  /// together. As for SwiftUI's views shown one at a time (SPEC §22 has no "either" node), each
  /// item of a tab view with two or more items holding views becomes a template of its own,
  /// the same window showing that tab; the views outside the tab view stay in the window's
  /// template. Items of an inner tab view are read with their outer item. A storyboard's tab
  /// view controller (`relationship="tabItems"`) is the same (Apple, NSTabViewController: it
  /// "organizes multiple pages of content but displays only one page at a time", each page a
  /// child view controller), so each child, with all it embeds, is one tab
  /// (`ImporterDefects/tab-view-controller-tabs/`, written with this rule, before any corpus
  /// finding was seen). Written after the forty-eighth held-out batch was judged (Colloquy's
  /// connection inspector, two ⌫ buttons on two tabs: `ImporterDefects/tab-view-items/`).
  static func tabBranches(_ elements: [Element]) -> (
    shared: [Element], branches: [(TabItem, [Element])]
  ) {
    var itemsOfTabView: [String: Set<Int>] = [:]
    for case let item? in elements.map(\.tabItem) {
      itemsOfTabView[item.tabView, default: []].insert(item.index)
    }
    var shared: [Element] = []
    var order: [TabItem] = []
    var byItem: [TabItem: [Element]] = [:]
    for element in elements {
      guard let item = element.tabItem, (itemsOfTabView[item.tabView]?.count ?? 0) > 1 else {
        shared.append(element)
        continue
      }
      if byItem[item] == nil { order.append(item) }
      byItem[item, default: []].append(element)
    }
    order.sort { ($0.tabView, $0.index) < ($1.tabView, $1.index) }
    return (shared, order.map { ($0, byItem[$0] ?? []) })
  }

  /// The nodes of a template's views, each named once, and their ids by Interface Builder id.
  private func makeNodes(
    _ elements: [Element], index: AppIndex, warnings: inout [ImportWarning]
  ) -> (nodes: [ImportedNode], ids: [String: String]) {
    var nodeNamer = NodeNamer()
    var nodes: [ImportedNode] = []
    var ids: [String: String] = [:]
    for element in elements {
      var kind = element.kind
      if case .custom(let className) = element.kind {
        switch index.classify(className) {
        case .textInput(let multiline)?: kind = .textInput(multiline: multiline)
        case .list?: kind = .list
        default:
          if !index.declares(className) {
            warnings.append(
              ImportWarning(
                location: element.location,
                message:
                  "view of class \(className) is not declared in the app's sources, so whether "
                  + "it is a text input is not known; imported as a focusable view"))
          }
        }
      }
      let fallback = Self.fallbackName(kind)
      let id = nodeNamer.name(outlets[element.ibID] ?? element.label, fallback: fallback)
      ids[element.ibID] = id
      var controls = element.controls
      for index in controls.indices { controls[index].source = element.location }
      var node = ImportedNode(
        id: id, kind: kind, hidden: element.hidden, disabled: element.disabled,
        controls: controls, source: element.location)
      node.inToolbar = element.inToolbar
      node.className = element.className
      nodes.append(node)
    }
    return (nodes, ids)
  }

  /// The container and those its content relationships reach, depth-first, each once, with
  /// the outermost tab of a tab view controller (a `tabItems` relationship, NSTabViewController,
  /// which shows one child at a time) it is reached through.
  private func closure(
    of id: String, byID: [String: Container], content: [String: [String]],
    tabs: [String: [String]]
  ) -> [(container: Container, tab: TabItem?)] {
    var result: [(container: Container, tab: TabItem?)] = []
    var seen: Set<String> = []
    var stack: [(id: String, tab: TabItem?)] = [(id, nil)]
    while let (next, tab) = stack.popLast() {
      guard seen.insert(next).inserted, let container = byID[next] else { continue }
      result.append((container, tab))
      let tabItems = tabs[next] ?? []
      for destination in (content[next] ?? []).reversed() {
        var reachedTab = tab
        if tab == nil, let index = tabItems.firstIndex(of: destination) {
          let child = byID[destination]
          let label = [child?.title, child?.identifier].compactMap { $0 }.first { !$0.isEmpty }
          reachedTab = TabItem(tabView: next, index: index, label: label ?? "")
        }
        stack.append((destination, reachedTab))
      }
    }
    return result
  }

  private func windowKind(className: String?, utility: Bool, _ index: AppIndex) -> WindowKind {
    if utility { return .panel }
    if let className, index.classify(className) == .panel { return .panel }
    return .window
  }

  static func fallbackName(_ kind: ImportedNode.Kind) -> String {
    switch kind {
    case .textInput(let multiline): multiline ? "textView" : "textField"
    case .list: "list"
    case .button: "button"
    case .toolbar: "toolbar"
    case .custom: "view"
    }
  }
}

/// Gives window templates names that are unique within one import and valid window ids:
/// the first of the wanted names that makes an id (`preferences`, `inspectorPanel`), else
/// the file's name.
struct TemplateNamer {
  private var used: Set<String>

  /// A namer for an import whose templates already use `taken`.
  init(taken: Set<String> = []) {
    used = taken
  }

  /// A fresh name from the first usable of `wanted`, else from `file`.
  mutating func name(for wanted: [String?], file: String) -> String {
    let base =
      wanted.compactMap { $0.flatMap(ImportedShortcut.idPart) }.first
      ?? ImportedShortcut.idPart(Self.baseName(file)) ?? "window"
    var name = base
    var number = 2
    while used.contains(name) || name == "app" || name == "main" || name == "settings" {
      name = "\(base)\(number)"
      number += 1
    }
    used.insert(name)
    return name
  }

  static func baseName(_ path: String) -> String {
    let last = path.split(separator: "/").last.map(String.init) ?? path
    return last.split(separator: ".").first.map(String.init) ?? last
  }
}
