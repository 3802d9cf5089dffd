import CommandKitLite

/// Collects the windows and views of an Interface Builder file while
/// ``InterfaceBuilderReader`` parses it (SPEC §22, whole apps).
///
/// The XML Xcode writes, element by element (read from the `.xib` and `.storyboard` files of
/// public apps; Apple does not document the format):
/// - `<window>` (an `NSWindow`; `customClass="NSPanel"` or a `utility="YES"` style mask for
///   a panel), `visibleAtLaunch="NO"` when it is not shown at launch (absent means yes);
/// - a storyboard scene's controller (`<windowController>` holding its `<window>`,
///   `<viewController>`, `<splitViewController>`, `<tabViewController>`…), linked by
///   `<segue kind="relationship" relationship="window.shadowedContentViewController">`,
///   `splitItems`, `tabItems`, `kind="embed"` (content) and `kind="sheet"`, `"popover"`,
///   `"modal"`, `"show"` (presented);
/// - text inputs: `<textField>` (editable when its `<textFieldCell editable="YES">`),
///   `<searchField>`, `<secureTextField>`, `<tokenField>`, `<comboBox>` (single-line) and
///   `<textView>` (multi-line unless `editable="NO"`); UIKit's `<textField>` and
///   `<textView>` have no cell and are editable unless disabled;
/// - lists: `<tableView>`, `<outlineView>`, `<collectionView>`, `<browser>`; views inside
///   a list are its rows' prototypes, not views of the window;
/// - `<button>` with `<buttonCell keyEquivalent=…>`; `hidden="YES"` on a view hides it and
///   everything inside; `enabled="NO"` (on a control or its cell) disables it;
/// - `<customView customClass="…">`: the app's own view, whose class decides what it is
///   (``AppIndex/classify(_:)``);
/// - `<outlet property="…" destination="…">` names views (their node ids) and
///   `initialFirstResponder`.
struct InterfaceBuilderWindows {
  /// A window, a storyboard controller, or a top-level view of a xib.
  struct Container {
    enum Kind: Equatable {
      /// A `<window>` of a xib.
      case window
      /// A storyboard scene's controller (`windowController`, `viewController`…).
      case controller(String)
      /// A top-level view of a xib (loaded in code into some window).
      case looseView
    }

    var id: String
    var kind: Kind
    var depth: Int
    var location: SourceLocation
    var title = ""
    /// The storyboard identifier or the window's identifier or autosave name.
    var identifier: String?
    /// The controller's or window's custom class.
    var className: String?
    /// A storyboard window controller's window: its custom class.
    var windowClass: String?
    var hasWindow = false
    var isUtility = false
    var visibleAtLaunch = false
    var initialFirstResponder: String?
    var elements: [Element] = []
  }

  /// A view of a container that the audit can use.
  struct Element {
    var ibID: String
    var kind: ImportedNode.Kind
    var hidden: Bool
    var disabled: Bool
    /// Whether a text field is editable (its cell says); other kinds ignore it.
    var editable = true
    var controls: [ImportedControl] = []
    /// Inside the window's `<toolbar>`.
    var inToolbar = false
    /// A placeholder or title to name it by, when no outlet does.
    var label: String?
    var location: SourceLocation
    var depth: Int
    /// The view's `customClass`.
    var className: String?
    /// The outermost `<tabViewItem>` it is in, if any.
    var tabItem: TabItem?
  }

  /// One item of an `<tabView>` (an `NSTabViewItem`): only the selected item's view is in the
  /// window, so the items are views shown one at a time.
  struct TabItem: Hashable {
    /// The tab view's Interface Builder id.
    var tabView: String
    /// The item's place among the tab view's items, from 0.
    var index: Int
    /// The item's label, to name its template by.
    var label: String
  }

  /// A storyboard segue from one controller to another.
  struct Segue {
    var source: String
    var destination: String
    var kind: String
    /// A relationship segue's relationship (`tabItems`, `splitItems`, `window.…`).
    var relationship = ""
  }

  let file: String
  /// The document is a UIKit (iOS, tvOS) one.
  var isUIKit = false
  var containers: [Container] = []
  private var open: [Container] = []
  private var pending: [Element] = []
  /// Depths of the hidden views enclosing the current element.
  private var hiddenDepths: [Int] = []
  /// The depth of the `<toolbar>` being read.
  private var toolbarDepth: Int?
  /// Outlets: each destination's property name.
  var outlets: [String: String] = [:]
  var segues: [Segue] = []
  var initialController: String?
  /// The xib's File's Owner class (an `NSDocument` subclass makes its window a document).
  var fileOwnerClass: String?
  /// The custom objects being read (`<customObject customClass="…">`), by depth.
  private var customObjects: [(depth: Int, className: String)] = []
  /// The tab views being read: each one's id, depth and how many items it has begun.
  private var tabViews: [(id: String, depth: Int, items: Int)] = []
  /// The tab view items being read, outermost first, by depth.
  private var tabItems: [(item: TabItem, depth: Int)] = []
  /// Windows a custom object of the nib holds in its `window` outlet (an
  /// `NSWindowController` instantiated in the main nib): each window's id, the class.
  var windowOutletOwners: [String: String] = [:]
  /// Buttons with key equivalents outside any window (imported on the main window's root).
  var unplacedControls: [ImportedControl] = []
  /// Text inputs in views whose class is not known.
  var warnings: [ImportWarning] = []

  init(file: String) {
    self.file = file
  }

  /// AppKit's own outlets between views (the key view loop, delegates, menus): they wire
  /// views together and do not name the view they point at.
  static let wiringOutlets: Set<String> = [
    "nextKeyView", "previousKeyView", "delegate", "dataSource", "menu", "formatter", "target",
    "window", "contentView", "documentView", "view", "nextResponder", "textContainer",
    "layoutManager", "textStorage", "toolbar", "cell", "headerView", "cornerView",
  ]

  static let controllerElements: Set<String> = [
    "windowController", "viewController", "splitViewController", "tabViewController",
    "pagecontroller", "collectionViewController", "tableViewController", "navigationController",
    "tabBarController", "pageViewController", "hostingController",
  ]
  static let viewElements: Set<String> = [
    "customView", "view", "scrollView", "stackView", "visualEffectView", "splitView", "tabView",
    "box",
  ]
  static let textElements: Set<String> = [
    "textField", "secureTextField", "searchField", "tokenField", "comboBox",
  ]
  static let listElements: Set<String> = ["tableView", "outlineView", "collectionView", "browser"]
  static let textCells: Set<String> = [
    "textFieldCell", "secureTextFieldCell", "searchFieldCell", "tokenFieldCell", "comboBoxCell",
  ]

  /// Whether the element being read is inside a list (a row prototype).
  private var insideList: Bool { pending.contains { $0.kind == .list } }

  // MARK: Events

  /// An element starts; `parent` is the enclosing element's name.
  mutating func start(
    _ name: String, attributes: [String: String], depth: Int, parent: String?,
    location: () -> SourceLocation
  ) {
    if attributes["hidden"] == "YES" { hiddenDepths.append(depth) }
    let id = attributes["id"] ?? ""
    if name == "tabView" { tabViews.append((id, depth, 0)) }
    switch name {
    case "document":
      initialController = attributes["initialViewController"]
      let runtime = attributes["targetRuntime"] ?? ""
      isUIKit = runtime.contains("iOS") || runtime.contains("AppleTV")
    case "customObject" where id == "-2":
      fileOwnerClass = attributes["customClass"]
    case "customObject":
      if let className = attributes["customClass"] {
        customObjects.append((depth, className))
      }
    case "outlet":
      guard let property = attributes["property"], let destination = attributes["destination"]
      else { break }
      if property == "window", let owner = customObjects.last {
        windowOutletOwners[destination] = owner.className
      }
      if property == "initialFirstResponder", !open.isEmpty {
        open[open.count - 1].initialFirstResponder = destination
      } else if outlets[destination] == nil, !Self.wiringOutlets.contains(property) {
        outlets[destination] = property
      }
    case "segue":
      if let destination = attributes["destination"], let source = open.last?.id {
        segues.append(
          Segue(
            source: source, destination: destination, kind: attributes["kind"] ?? "",
            relationship: attributes["relationship"] ?? ""))
      }
    case "window":
      if let top = open.last, case .controller = top.kind, !top.hasWindow {
        open[open.count - 1].hasWindow = true
        open[open.count - 1].windowClass = attributes["customClass"]
        open[open.count - 1].title = attributes["title"] ?? ""
        open[open.count - 1].visibleAtLaunch = attributes["visibleAtLaunch"] != "NO"
      } else {
        var window = Container(id: id, kind: .window, depth: depth, location: location())
        window.title = attributes["title"] ?? ""
        window.className = attributes["customClass"]
        window.identifier = attributes["identifier"] ?? attributes["frameAutosaveName"]
        window.visibleAtLaunch = attributes["visibleAtLaunch"] != "NO"
        open.append(window)
      }
    case "windowStyleMask":
      if !open.isEmpty,
        attributes["utility"] == "YES" || attributes["nonactivatingPanel"] == "YES"
          || attributes["HUD"] == "YES"
      {
        open[open.count - 1].isUtility = true
      }
    case _ where Self.controllerElements.contains(name) && parent == "objects":
      var controller = Container(
        id: id, kind: .controller(name), depth: depth, location: location())
      controller.identifier = attributes["storyboardIdentifier"]
      controller.className = attributes["customClass"]
      controller.title = attributes["title"] ?? ""
      open.append(controller)
    case _ where Self.viewElements.contains(name) && parent == "objects" && open.isEmpty:
      var view = Container(id: id, kind: .looseView, depth: depth, location: location())
      view.className = attributes["customClass"]
      open.append(view)
      startView(name, attributes: attributes, depth: depth, location: location)
    case "tabViewItem":
      if let tabView = tabViews.last {
        tabViews[tabViews.count - 1].items += 1
        let item = TabItem(
          tabView: tabView.id, index: tabView.items, label: attributes["label"] ?? "")
        tabItems.append((item, depth))
      }
    case "toolbar":
      guard !open.isEmpty else { break }
      toolbarDepth = depth
      open[open.count - 1].elements.append(
        Element(
          ibID: id, kind: .toolbar, hidden: false, disabled: false, location: location(),
          depth: depth))
    default:
      startView(name, attributes: attributes, depth: depth, location: location)
    }
  }

  /// A view element: a text input, list, button or custom view starts; a cell adds what
  /// it says to the element it belongs to.
  private mutating func startView(
    _ name: String, attributes: [String: String], depth: Int, location: () -> SourceLocation
  ) {
    let id = attributes["id"] ?? ""
    let hidden = !hiddenDepths.isEmpty
    let disabled = attributes["enabled"] == "NO"
    if Self.textCells.contains(name) || name == "buttonCell" {
      guard !pending.isEmpty else { return }
      if attributes["enabled"] == "NO" { pending[pending.count - 1].disabled = true }
      if Self.textCells.contains(name) {
        if let editable = attributes["editable"] {
          pending[pending.count - 1].editable = editable == "YES"
        }
        if let placeholder = attributes["placeholderString"] {
          pending[pending.count - 1].label = placeholder
        }
      }
      return
    }
    guard !open.isEmpty, !insideList else { return }
    var kind: ImportedNode.Kind?
    var editable = true
    if Self.textElements.contains(name) {
      kind = .textInput(multiline: false)
      // AppKit text fields are labels unless their cell says editable; search fields,
      // secure fields, token fields and combo boxes are editable by default; UIKit
      // fields have no cell.
      editable = isUIKit || name != "textField"
    } else if name == "textView" {
      kind = .textInput(multiline: true)
      editable = attributes["editable"] != "NO"
    } else if Self.listElements.contains(name) {
      kind = .list
    } else if name == "button" {
      kind = .button
    } else if Self.viewElements.contains(name) || name == "textView",
      let className = attributes["customClass"]
    {
      kind = .custom(className: className)
    }
    guard let kind else { return }
    var element = Element(
      ibID: id, kind: kind, hidden: hidden, disabled: disabled, location: location(), depth: depth)
    element.editable = editable
    element.inToolbar = toolbarDepth != nil
    element.className = attributes["customClass"]
    element.tabItem = tabItems.first?.item
    if case .custom(let className) = kind { element.label = className }
    pending.append(element)
  }

  /// A button with a key equivalent was read: it becomes the control of the button being
  /// read (or of the main window, when it is in no window). `false` when the button is a
  /// list row's prototype, whose key equivalent is not imported.
  mutating func addControl(_ control: ImportedControl) -> Bool {
    if insideList { return false }
    if let index = pending.lastIndex(where: { $0.kind == .button }), !open.isEmpty {
      pending[index].controls.append(control)
      if pending[index].label == nil { pending[index].label = control.title }
    } else {
      unplacedControls.append(control)
    }
    return true
  }

  /// An element ends.
  mutating func end(_ name: String, depth: Int) {
    if let last = pending.last, last.depth == depth {
      pending.removeLast()
      finish(last)
    }
    if let last = open.last, last.depth == depth {
      containers.append(open.removeLast())
    }
    if hiddenDepths.last == depth { hiddenDepths.removeLast() }
    if toolbarDepth == depth { toolbarDepth = nil }
    if customObjects.last?.depth == depth { customObjects.removeLast() }
    if tabItems.last?.depth == depth { tabItems.removeLast() }
    if tabViews.last?.depth == depth { tabViews.removeLast() }
  }

  private mutating func finish(_ element: Element) {
    guard !open.isEmpty else { return }
    switch element.kind {
    case .textInput where !element.editable: return  // a label
    case .button where element.controls.isEmpty: return  // no key equivalent
    default: break
    }
    open[open.count - 1].elements.append(element)
  }
}
