import CommandKitLite

/// What a SwiftUI file says about windows (SPEC §22, whole apps): which view types each
/// scene and each sheet shows, which types each view type uses, and the views the audit
/// can use (text inputs, lists, toolbars, buttons with shortcuts), each with the type it is
/// declared in. ``assemble(into:)`` puts them in their windows once every file is read.
struct SwiftUIViews: Sendable, Equatable {
  /// A view the audit can use, and where it is declared.
  struct Element: Sendable, Equatable {
    /// The type whose body (or extension) declares it.
    var owner: String?
    /// The scene content or sheet it is written in directly, by key.
    var region: String?
    /// The view property or function it is written in (`ContentView.optionsSheet`), when
    /// no scene content or sheet of its file holds it: a sheet of another file that names
    /// that member shows it.
    var member: String? = nil
    var node: ImportedNode
    /// The helper it is written in, when nothing calls that helper (``ViewHelper``).
    var unusedHelper: String? = nil
    /// The helper it is written in, when that helper is built only in context menus
    /// (``AppIndex/isBuiltOnlyInContextMenus(_:)``).
    var contextMenuHelper: String? = nil
    /// The owner's stored `Bool` that an `if` around it tests, when one does
    /// (``SwiftUIReader/callerGate(at:)``).
    var gate: String? = nil
  }

  /// For each view type, the labels each view type it uses is passed a literal `false` in
  /// every use it writes (``SwiftUIReader/falseArguments(at:)``), by caller, then callee.
  var falseArguments: [String: [String: Set<String>]] = [:]

  /// Notes a use of `callee` in `caller` that passes `false` for `labels`: what every use
  /// passes is what the uses have in common.
  mutating func noteUse(of callee: String, in caller: String, passingFalse labels: Set<String>) {
    if let known = falseArguments[caller]?[callee] {
      falseArguments[caller, default: [:]][callee] = known.intersection(labels)
    } else {
      falseArguments[caller, default: [:]][callee] = labels
    }
  }

  /// A view presented in a window of its own: `.sheet`, `.popover`, `.fullScreenCover`, or
  /// a view AppKit code hosts in a window, panel or sheet it makes
  /// (``SwiftUIReader/readHostedViews()``).
  struct Presentation: Sendable, Equatable {
    var key: String
    var kind: WindowKind
    /// The type names its content mentions, in order.
    var references: [String]
    var location: SourceLocation
    /// The template's name when its content names no view type.
    var fallbackName: String? = nil
    /// The view properties and functions its content names that its file does not declare
    /// (`optionsSheet` in `ContentView`'s sheet: `ContentView.optionsSheet`; through a value,
    /// `contentView.languageSetupSheet` with `let contentView: ContentView`): declared in
    /// another file, they are its content all the same.
    var members: [String] = []
  }

  /// Each view type's uses of other types (`Name(…)`, `Name { … }`, outside its sheets'
  /// content).
  var typeReferences: [String: Set<String>] = [:]
  /// Each scene's content mentions, by the template's view key.
  var sceneContents: [String: [String]] = [:]
  var presentations: [Presentation] = []
  var elements: [Element] = []
  /// The focused values views publish, by key: `true` while every publisher is a view read
  /// as a node (the node publishes it while it has focus), `false` once another view does
  /// (a container or a scene: the value is then the window's). See
  /// ``SwiftUIReader/readFocusPublications()``.
  var focusPublications: [String: Bool] = [:]
  /// The view types that publish each focused value with `.focusedValue` or
  /// `.focusedObject` on a view not read as a node, with the first such modifier's place;
  /// the keys some scene value or code outside every type publishes are in
  /// ``windowWidePublications`` (``focusContainers(reached:)``).
  var containerPublishers: [String: ContainerPublisher] = [:]
  /// The view types that publish one focused value from a container, and where the first
  /// does.
  struct ContainerPublisher: Sendable, Equatable {
    var types: Set<String>
    var location: SourceLocation
  }
  /// The focused values published for the whole window: `.focusedSceneValue`,
  /// `.focusedSceneObject`, or a focus modifier outside every type.
  var windowWidePublications: Set<String> = []
  /// The view types that publish each focused value for their scene (`.focusedSceneValue`,
  /// `.focusedSceneObject`), when every such modifier is in a type
  /// (``sceneValueWindows(templates:reached:)``).
  var scenePublishers: [String: Set<String>] = [:]
  /// The focused values some focus modifier outside every type publishes.
  var unownedPublications: Set<String> = []
  /// An `if`/`else` chain or `switch` in a view whose branches are templates of their own
  /// (``SwiftUIReader/readExclusiveBranches()``).
  struct Chain: Sendable, Equatable {
    /// The view type whose code holds it.
    var owner: String
    /// The branch it is written in, when it is inside another chain.
    var parent: String?
    /// Its branches' presentation keys.
    var branches: [String]
    /// How many branches enclose it.
    var depth: Int
    /// The view types two or more of its branches show: they stay with what encloses the
    /// chain, but are not beside it (``addingHostedBranches(to:owner:hosted:)``).
    var shared: [String] = []
    /// What each branch (by key) never shows beside it: a sibling `if`'s content whose
    /// condition on the chain's value rules the branch out (``ApartContent``).
    var apart: [String: ApartContent] = [:]
    /// Each branch's condition on one value, by key, where the reader compares it
    /// (``ValueCondition``).
    var conditions: [String: ValueCondition] = [:]
    /// The views the owner builds outside the chain, handed values (``ChildUse``).
    var besides: [ChildUse] = []
  }

  var chains: [Chain] = []
  /// The view types each branch of a chain put back into its view showed, by branch key
  /// (``resolvingChains()``): what the view shows only in that branch.
  var resolvedBranches: [String: [String]] = [:]
  /// Each view type's uses outside its chains' branches, before any chain was put back.
  var referencesBesideChains: [String: Set<String>] = [:]
  /// The views kept in a stored property and shown only in a sheet, and what callers give
  /// them (``StoredSheetContent``).
  var storedSheetContent = StoredSheetContent()

  /// The views with each chain that has at most one branch showing something (an app view
  /// type, or a view the audit can use) put back where the chain is written: a branch with
  /// nothing to be exclusive with is simply part of the window (or of the enclosing branch).
  /// Inner chains first, so that an outer chain counts what its branches hold in the end.
  func resolvingChains() -> SwiftUIViews {
    var views = self
    views.referencesBesideChains = typeReferences
    for chain in chains.sorted(by: { $0.depth > $1.depth }) {
      let shows = chain.branches.filter { key in
        views.elements.contains { $0.region == key }
          || views.presentations.first { $0.key == key }?.references.contains {
            views.typeReferences[$0] != nil
          } == true
          // A chain inside the branch (or in the helper it holds) that was kept.
          || chains.contains { inner in
            inner.parent == key
              && inner.branches.contains { branch in
                views.presentations.contains { $0.key == branch }
              }
          }
      }
      // A branch that a sibling `if` on the chain's value rules out of its host's content
      // (``ApartContent``) is exclusive with that content: it stays a branch.
      guard shows.count < 2, !shows.contains(where: { chain.apart[$0] != nil }) else { continue }
      let keys = Set(chain.branches)
      for presentation in views.presentations where keys.contains(presentation.key) {
        views.resolvedBranches[presentation.key] = presentation.references
      }
      let moved = views.presentations.filter { keys.contains($0.key) }.flatMap(\.references)
      views.presentations.removeAll { keys.contains($0.key) }
      if let parent = chain.parent,
        let at = views.presentations.firstIndex(where: { $0.key == parent })
      {
        views.presentations[at].references += moved.filter {
          !views.presentations[at].references.contains($0)
        }
      } else {
        views.typeReferences[chain.owner, default: []].formUnion(moved)
      }
      for index in views.elements.indices
      where views.elements[index].region.map(keys.contains) == true {
        views.elements[index].region = chain.parent
      }
    }
    return views
  }

  /// The view types a `MenuBarExtra` in the menu style shows, by name: SwiftUI renders that
  /// content as a status-item menu, outside every window (``SwiftUIReader/readScenes()``).
  var menuContents: [String] = []

  /// The view types a `.contextMenu`'s content builds, by name (`.contextMenu { RowMenu() }`):
  /// SwiftUI registers their buttons' shortcuts only while the menu is open
  /// (``SwiftUIReader/readContextMenus()``), so a view built only there is in no window.
  var contextMenuContents: [String] = []

  /// How often a whole app's sources write each type name outside its declaration
  /// (``AppIndex/typeUses``); `nil` when only named files were read, or when the sources
  /// declare no entry point (a library: its views are built elsewhere): no evidence.
  var typeUses: [String: Int]? = nil

  /// Whether `owner` is a view type that no source of the whole app uses: nothing builds
  /// it, so it is never on screen.
  func isUnused(_ owner: String?) -> Bool {
    guard let owner, let typeUses, typeReferences[owner] != nil else { return false }
    return typeUses[owner, default: 0] == 0
  }

  /// Adds another file's.
  mutating func add(_ other: SwiftUIViews) {
    typeReferences.merge(other.typeReferences) { $0.union($1) }
    sceneContents.merge(other.sceneContents) { first, _ in first }
    presentations += other.presentations
    menuContents += other.menuContents
    contextMenuContents += other.contextMenuContents
    chains += other.chains
    storedSheetContent.sheets.merge(other.storedSheetContent.sheets) { first, _ in first }
    storedSheetContent.closureOnly.merge(other.storedSheetContent.closureOnly) { mine, theirs in
      mine.merging(theirs) { $0 + $1 }
    }
    elements += other.elements
    for (caller, callees) in other.falseArguments {
      for (callee, labels) in callees { noteUse(of: callee, in: caller, passingFalse: labels) }
    }
    focusPublications.merge(other.focusPublications) { $0 && $1 }
    containerPublishers.merge(other.containerPublishers) {
      ContainerPublisher(types: $0.types.union($1.types), location: $0.location)
    }
    windowWidePublications.formUnion(other.windowWidePublications)
    scenePublishers.merge(other.scenePublishers) { $0.union($1) }
    unownedPublications.formUnion(other.unownedPublications)
  }

  /// Notes that `owner` (nil: code outside every type) publishes `key` for its scene.
  mutating func noteScenePublication(of key: String, by owner: String?) {
    windowWidePublications.insert(key)
    guard let owner else {
      unownedPublications.insert(key)
      return
    }
    scenePublishers[key, default: []].insert(owner)
  }

  /// Notes that `owner` (nil: code outside every type, or a scene value) publishes `key` on
  /// a view not read as a node.
  mutating func noteContainerPublication(
    of key: String, by owner: String?, at location: SourceLocation
  ) {
    guard let owner else {
      windowWidePublications.insert(key)
      unownedPublications.insert(key)
      return
    }
    if containerPublishers[key] == nil {
      containerPublishers[key] = ContainerPublisher(types: [owner], location: location)
    } else {
      containerPublishers[key]?.types.insert(owner)
    }
  }

  /// Notes that `key` is published, by a view read as a node or by another view.
  mutating func notePublication(of key: String, byNode: Bool) {
    focusPublications[key] = (focusPublications[key] ?? true) && byNode
  }

  /// The keys that only views read as nodes publish.
  var nodePublishedKeys: Set<String> {
    Set(focusPublications.compactMap { $0.value ? $0.key : nil })
  }

  /// The view types `start` reaches through the view types' uses of each other.
  func reach(_ start: [String]) -> Set<String> {
    var reached: Set<String> = []
    var queue = start.filter { typeReferences[$0] != nil }
    while let next = queue.popLast() {
      guard reached.insert(next).inserted else { continue }
      for name in typeReferences[next] ?? [] where !reached.contains(name) {
        if typeReferences[name] != nil { queue.append(name) }
      }
    }
    return reached
  }

  /// Puts the views in their windows: a view written in a scene's content or a sheet's goes
  /// there; a view declared in a type goes to every window whose content reaches that type
  /// (a view shared by two windows is in both). Each sheet and popover becomes a template.
  /// A view no window reaches goes to the main window (its buttons on the main window's
  /// root, as before whole-app import). A window's focus is its first text input.
  func assemble(into result: inout SceneImport) {
    guard !elements.isEmpty || !presentations.isEmpty || !containerPublishers.isEmpty else {
      return
    }
    var namer = TemplateNamer(taken: Set(result.templates.map(\.name)))
    var presented: [String] = []
    for presentation in presentations {
      let wanted = presentation.references.first { typeReferences[$0] != nil }
      var template = ImportedTemplate(
        name: namer.name(
          for: [
            wanted,
            presentation.fallbackName ?? (presentation.kind == .sheet ? "sheet" : "popover"),
          ],
          file: presentation.location.file),
        kind: presentation.kind, title: wanted ?? "", source: presentation.location)
      template.viewKey = presentation.key
      presented.append(presentation.key)
      result.templates.append(template)
    }
    var reached: [String: Set<String>] = [:]
    for template in result.templates {
      guard let key = template.viewKey else { continue }
      let start =
        sceneContents[key]
        ?? presentations.first { $0.key == key }?.references ?? []
      reached[key] = reach(start)
    }
    // Values published from containers go on the nodes inside them; a command that tests
    // one of them beside a window-wide value requires the one that depends on focus.
    let containers = focusContainers(reached: reached)
    Self.chooseRequirements(
      of: &result.commands, focusDependent: nodePublishedKeys.union(containers.keys))
    let containerKeys = containers.keys.filter(Set(result.requiredValues).contains).sorted()
    // Views shown only in a menu: a menu-style MenuBarExtra (a status-item menu) or a
    // `.contextMenu`. Neither is a window or the main menu, the places SwiftUI looks for a
    // shortcut's target (`View.keyboardShortcut(_:modifiers:)`), so their keys work only
    // while the menu is open, as with the same buttons written inside the menu's braces.
    let menus = [
      (reached: reach(menuContents), name: "a MenuBarExtra menu"),
      (reached: reach(contextMenuContents), name: "a .contextMenu"),
    ]
    // The sheets that show a view property or function of another file, by `Type.name`.
    var claimed: [String: Set<String>] = [:]
    for presentation in presentations {
      for member in presentation.members { claimed[member, default: []].insert(presentation.key) }
    }
    let hosted = hostedBranches(of: result.templates, reached: reached)
    // The templates that show a view of their own, not only their host's, by name (the main
    // window may be inserted below, which moves every index).
    var shows: Set<String> = []
    var namers: [String: NodeNamer] = [:]
    // What each template reaches without a use that turns a gate off, by template key, the
    // gated type and its gate (``SwiftUIReader/callerGate(at:)``).
    var gatedReach: [String: Set<String>] = [:]
    func reaches(_ key: String, _ owner: String, gate: String?) -> Bool {
      guard let gate else { return reached[key]?.contains(owner) == true }
      let cacheKey = key + "\u{0}" + owner + "\u{0}" + gate
      if let known = gatedReach[cacheKey] { return known.contains(owner) }
      let start = sceneContents[key] ?? presentations.first { $0.key == key }?.references ?? []
      let found = reach(start, avoiding: owner, gate: gate)
      gatedReach[cacheKey] = found
      return found.contains(owner)
    }
    for element in elements {
      var targets: [Int] = []
      let shownBy = element.region == nil ? element.member.flatMap { claimed[$0] } : nil
      for (index, template) in result.templates.enumerated() {
        guard let key = template.viewKey else { continue }
        if let shownBy {
          if shownBy.contains(key) { targets.append(index) }
        } else if let region = element.region {
          if region == key { targets.append(index) }
        } else if let owner = element.owner, reaches(key, owner, gate: element.gate) {
          targets.append(index)
        }
      }
      if let helper = element.contextMenuHelper {
        // SwiftUI registers a context menu's shortcuts only while it is open.
        Self.name(
          element.node.controls, in: &result,
          why: "is in \(helper), which is built only in a .contextMenu (SwiftUI registers its "
            + "shortcut only while the menu is open)")
        continue
      }
      if let helper = element.unusedHelper {
        // A helper nothing calls is never built (``ViewHelper``): its keys are named.
        Self.name(
          element.node.controls, in: &result,
          why: "is in \(helper), which nothing in the app calls (its name is written only "
            + "where it is declared)")
        continue
      }
      if targets.isEmpty, isUnused(element.owner), let owner = element.owner {
        // A view type no source uses (written only where it is declared, or in an Xcode
        // preview) is never built: what it declares is on no screen (SPEC §22). A control's
        // key is named, not lost.
        Self.name(
          element.node.controls, in: &result,
          why: "is in view \(owner), which no source uses (its name is written only where it "
            + "is declared, or in an Xcode preview)")
        continue
      }
      if targets.isEmpty, let owner = element.owner,
        let menu = menus.first(where: { $0.reached.contains(owner) })
      {
        Self.name(
          element.node.controls, in: &result,
          why: "is in view \(owner), shown only in \(menu.name) (SwiftUI registers its "
            + "shortcut only while the menu is open)")
        continue
      }
      if targets.isEmpty {
        if case .button = element.node.kind, !element.node.hidden, !element.node.disabled {
          result.controls += element.node.controls
          continue
        }
        // The main window, made if needed (the scene file gets one anyway); no source
        // declares it.
        if !result.templates.contains(where: { $0.name == SceneImport.mainTemplate }) {
          result.templates.insert(
            ImportedTemplate(
              name: SceneImport.mainTemplate, kind: .window, title: result.appName,
              source: SourceLocation(file: "", line: 1, column: 1)), at: 0)
        }
        targets = result.templates.indices.filter {
          result.templates[$0].name == SceneImport.mainTemplate
        }
      }
      shows.formUnion(targets.map { result.templates[$0].name })
      targets = addingHostedBranches(
        to: targets, in: result.templates, owner: element.owner,
        location: element.node.source, hosted: hosted)
      for index in targets {
        var node = element.node
        let name = result.templates[index].name
        var nodeNamer =
          namers[name] ?? NodeNamer(taken: Set(result.templates[index].nodes.map(\.id)))
        node.id = nodeNamer.name(node.id, fallback: node.role)
        namers[name] = nodeNamer
        if node.isFocusable, let owner = element.owner {
          for key in containerKeys
          where containers[key]?.inside.contains(owner) == true && !node.values.contains(key) {
            node.values.append(key)
          }
        }
        // One toolbar per window.
        if case .toolbar = node.kind,
          result.templates[index].nodes.contains(where: { $0.kind == .toolbar })
        {
          continue
        }
        result.templates[index].nodes.append(node)
      }
    }
    // A sheet or popover whose content holds nothing the audit can use adds nothing, nor
    // does a branch that shows only what its host shows.
    result.templates.removeAll { template in
      !shows.contains(template.name) && template.viewKey.map(presented.contains) == true
    }
    result.scenesWithoutValues = scenesWithoutValues(reached: reached)
    result.focusContainerKeys = Self.placeContainerNodes(
      containers, keys: Set(containerKeys), reached: reached, in: &result.templates)
    for index in result.templates.indices where result.templates[index].focus == nil {
      result.templates[index].focus = result.templates[index].nodes.initialFocus
    }
  }

  /// Names each control in a warning instead of importing it (its view is in no window), so
  /// that no key is lost silently (SPEC §22).
  private static func name(
    _ controls: [ImportedControl], in result: inout SceneImport, why: String
  ) {
    for control in controls {
      let key = control.shortcut ?? control.role.map(\.rawValue) ?? ""
      result.warn(
        "button \"\(control.title)\" (\(key)) \(why): not imported as a control",
        at: control.source)
      // Counted as imported when its file was read; it is named instead.
      result.census.keyboardShortcuts.imported -= 1
      result.census.keyboardShortcuts.warned += 1
    }
  }
}
