extension App {
  /// Resolves the focused value `name` in the order of SPEC §2 and names its provider.
  ///
  /// 1. The key window's focus chain (innermost first), then its scene values;
  /// 2. the main window's, likewise, when it is not the key window and is not blocked;
  /// 3. the app-level values.
  ///
  /// - Complexity: O(p) hash probes per window, where p is the smaller of the number of
  ///   nodes publishing `name` and the focused node's depth; no tree walk.
  public func resolve(_ name: String) -> Resolved<any Sendable>? {
    resolve(name, in: .standard(self))
  }

  /// Resolves a typed key: `app.resolve(DeleteActionKey.self)`.
  ///
  /// The typed entry points are inlinable, so that they are specialized where they are
  /// called: unspecialized, each call looked up the generic metadata of its result type.
  @inlinable
  public func resolve<Key: FocusedValueKey>(_ key: Key.Type) -> Resolved<Key.Value>? {
    // Read from the value's box (see ``StoredFocusedValue``): a class cast when the value
    // was published as `Key.Value`, with no copy of it as an existential.
    guard let found = resolvedInBox(Key.name),
      let value = FocusedValues.read(found.stored, as: Key.Value.self)
    else { return nil }
    return Resolved(value: value, provider: found.provider)
  }

  /// Resolves through a `FocusedValues` accessor: `app.resolve(\.deleteAction)`.
  @inlinable
  public func resolve<Value>(_ keyPath: KeyPath<FocusedValues, Value?>) -> Resolved<Value>? {
    guard let name = FocusedValues.keyName(of: keyPath), let found = resolve(name),
      let value: Value = FocusedValues.cast(found.value)
    else { return nil }
    return Resolved(value: value, provider: found.provider)
  }

  /// Resolves `name` in the order of SPEC §2, as `resolve(_ name:)` does, giving the value
  /// in its box.
  @usableFromInline
  func resolvedInBox(_ name: String) -> (stored: StoredFocusedValue, provider: Provider)? {
    guard let location = locate(name, in: .standard(self)) else { return nil }
    return (
      location.storedValue(in: windows, appValues: appValues), location.provider(in: windows)
    )
  }

  /// Resolves `name` through `scope`; `slot` is its value slot when the caller knows it
  /// (-1: find the publishers by name).
  func resolve(_ name: String, slot: Int = -1, in scope: ResolutionScope)
    -> Resolved<any Sendable>?
  {
    locate(name, slot: slot, in: scope).map { resolved(at: $0) }
  }

  /// Where `name` resolves through `scope` (see ``ValueLocation``); `slot` is its value
  /// slot when the caller knows it (-1: find the publishers by name).
  func locate(_ name: String, slot: Int = -1, in scope: ResolutionScope) -> ValueLocation? {
    locate(name, slot: slot, primary: scope.primary, fallback: scope.fallback)
  }

  /// Where `name` resolves through the chains of `primary`, then `fallback`, then the app's
  /// values (a scope's chains; see ``ResolutionScope``).
  func locate(
    _ name: String, slot: Int, primary: (window: Int, node: Int?)?,
    fallback: (window: Int, node: Int?)?
  ) -> ValueLocation? {
    if let (window, node) = primary,
      let found = locate(name, slot: slot, window: window, node: node)
    {
      return found
    }
    if let (window, node) = fallback,
      let found = locate(name, slot: slot, window: window, node: node)
    {
      return found
    }
    return appValues.position(of: name).map { .app(position: $0) }
  }

  /// Where `name`, whose value slot is `slot`, resolves through `scope`, through `scope`'s
  /// memo when it keeps one.
  func locate(_ name: String, slot: Int, in scope: inout ResolutionScope) -> ValueLocation? {
    if let cached = scope.memo?.lookup(slot) { return cached }
    let found = locate(name, slot: slot, in: scope)
    scope.memo?.store(found, at: slot)
    return found
  }

  /// One window's part: its focus chain from `node`, then its scene values.
  private func locate(_ name: String, slot: Int, window index: Int, node: Int?)
    -> ValueLocation?
  {
    // Single fields of `windows[index]` only: passing the whole window (or tree) to a
    // function, or calling a method of the tree, copies it, retaining every array and
    // dictionary in it (callgrind: 20 more retains and releases a resolution).
    if let node, let publisher = nearestPublisher(of: name, slot: slot, window: index, node: node),
      let position = windows[index].tree.nodes[publisher].values.position(of: name)
    {
      return .node(window: index, node: publisher, position: position)
    }
    if let publishers = windows[index].tree.sceneValuePublishers[name] {
      for publisher in publishers where windows[index].tree.nodes[publisher].isAvailable {
        return windows[index].tree.nodes[publisher].sceneValues.position(of: name).map {
          .sceneNode(window: index, node: publisher, position: $0)
        }
      }
    }
    return windows[index].sceneValues.position(of: name).map {
      .scene(window: index, position: $0)
    }
  }

  /// The nearest node on the chain from `node` publishing `name`: by the tree's list for
  /// `slot` when the tree has bound it (see ``ViewTree/slotPublishers``), an array index
  /// instead of a hash of the name; by the name otherwise.
  private func nearestPublisher(of name: String, slot: Int, window index: Int, node: Int)
    -> Int?
  {
    if slot >= 0, slot < windows[index].tree.slotPublishers.count {
      return windows[index].tree.slotPublishers[slot].nearest(
        containing: node)
    }
    return windows[index].tree.valuePublishers[name]?.nearest(
      containing: node)
  }

  /// A window's scene value: the first available node publishing it, depth-first, over the
  /// window's own (template) scene values.
  func sceneValue(_ name: String, of window: Window) -> (any Sendable)? {
    if let publisher = window.tree.firstScenePublisher(of: name) {
      return window.tree[publisher].sceneValues[name: name]
    }
    return window.sceneValues[name: name]
  }

  /// All scene values of a window, merged as resolution sees them.
  public func sceneValues(of windowID: String) -> FocusedValues {
    guard let window = window(windowID) else { return FocusedValues() }
    var merged = window.sceneValues
    for name in window.tree.sceneValueNames.sorted() {
      if let value = sceneValue(name, of: window) { merged[name: name] = value }
    }
    return merged
  }

  /// The key window's focus chain, innermost first, with what each link publishes, ending
  /// with the window's scene values (SPEC §10 `chain`).
  public var focusChain: [(provider: Provider, values: FocusedValues)] {
    guard let key = keyWindow else { return [] }
    var links: [(provider: Provider, values: FocusedValues)] = []
    if let focus = key.focus {
      for index in key.tree.chain(from: focus) {
        links.append((.node(key.path(index)), key.tree[index].values))
      }
    }
    links.append((.scene(key.id), sceneValues(of: key.id)))
    return links
  }
}
