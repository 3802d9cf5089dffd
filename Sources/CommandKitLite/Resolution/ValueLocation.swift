/// Where a resolution found a focused value, in one state of the app (one ``AppStamp``):
/// indexes and a tag, no reference (issue 28).
///
/// The resolution memos and the press's decision keep this instead of the value and its
/// provider. Keeping those (an existential and a provider of two strings, in a box) cost a
/// press an allocation, a dozen reference counts and the value witnesses that copy and
/// destroy them, about a third of an uncached press (Benchmarks/README.md). The value is
/// read from the app when it is needed (``App/value(at:)``: an enabling rule that looks at
/// it, a typed action that receives it) and the provider built when a result names it
/// (``App/provider(of:)``). A location is only read in the state it was found in: the
/// memos are emptied when the ``AppStamp`` moves, and a decision is performed before
/// anything changes. A memo holding locations keeps no value alive, so a withdrawn value is
/// released as soon as the tree lets it go.
enum ValueLocation: Sendable, Equatable {
  /// Published by node `node` of window `window` (an index into its tree), at `position`
  /// among the node's values (see ``FocusedValues/position(of:)``).
  case node(window: Int, node: Int, position: Int)
  /// A scene value published by node `node` of window `window`, at `position` among the
  /// node's scene values; its provider is the window's scene.
  case sceneNode(window: Int, node: Int, position: Int)
  /// One of window `window`'s own scene values, at `position`.
  case scene(window: Int, position: Int)
  /// An app-level value, at `position` among the app's values.
  case app(position: Int)
  /// The text input `node` of window `window` answers an editing command as its first
  /// responder (SPEC §15): the input does the editing; its value reads as `true`.
  case textResponder(window: Int, node: Int)

  /// Whether a text input answers the command as its responder: performing then runs
  /// neither the command's action nor its effect.
  var isTextResponder: Bool {
    if case .textResponder = self { return true }
    return false
  }
}

extension ValueLocation {
  /// The value here, among `windows` and `appValues` as they are in the state the location
  /// was found in.
  ///
  /// Given the app's arrays rather than the app: `perform` is mutating, and a call from
  /// there to a method that reads the app copied the whole `App` into a temporary first (a
  /// `memcpy` of its fields, 50 instructions a call; callgrind, Benchmarks/README.md).
  /// Inlining the method instead put a copy of `App`, with a retain of each of its fields,
  /// back into menu validation (3,123 instructions a command instead of 524); so did
  /// inlining this method and ``provider(in:)``, which take no app (755 instead of 535: the
  /// larger `validate(_:in:)` was no longer inlined into the menu bar's loop).
  func value(in windows: [Window], appValues: FocusedValues) -> any Sendable {
    // Fields read by path, in place: a window or tree copied out would be retained whole.
    switch self {
    case .node(let window, let node, let position):
      windows[window].tree.nodes[node].values.value(at: position)
    case .sceneNode(let window, let node, let position):
      windows[window].tree.nodes[node].sceneValues.value(at: position)
    case .scene(let window, let position):
      windows[window].sceneValues.value(at: position)
    case .app(let position):
      appValues.value(at: position)
    case .textResponder:
      true
    }
  }

  /// The value here in its box (see ``StoredFocusedValue``), for a typed reader; read as
  /// ``value(in:appValues:)`` reads it. A text responder's value, `true`, is in a box of
  /// its own.
  func storedValue(in windows: [Window], appValues: FocusedValues) -> StoredFocusedValue {
    heldBox(in: windows, appValues: appValues) ?? FocusedValueBox(true)
  }

  /// The box `windows` or `appValues` hold for the value here; `nil` for a text responder,
  /// whose value no collection holds. Only reads, never makes a box: a press lends the box
  /// it returns to a typed action without retaining it (see ``UnretainedLoan``), and
  /// performing never reads a text responder's value (the text input does the editing).
  @inline(__always)
  func heldBox(in windows: [Window], appValues: FocusedValues) -> StoredFocusedValue? {
    switch self {
    case .node(let window, let node, let position):
      windows[window].tree.nodes[node].values.storedValue(at: position)
    case .sceneNode(let window, let node, let position):
      windows[window].tree.nodes[node].sceneValues.storedValue(at: position)
    case .scene(let window, let position):
      windows[window].sceneValues.storedValue(at: position)
    case .app(let position):
      appValues.storedValue(at: position)
    case .textResponder:
      nil
    }
  }

  /// The provider of the value here (SPEC §2), among `windows` as they are in the state the
  /// location was found in; see ``value(in:appValues:)`` for why it takes the array.
  func provider(in windows: [Window]) -> Provider {
    switch self {
    case .node(let window, let node, _), .textResponder(let window, let node):
      .node(NodePath(window: windows[window].id, node: windows[window].tree.nodes[node].id))
    case .sceneNode(let window, _, _), .scene(let window, _):
      .scene(windows[window].id)
    case .app:
      .app
    }
  }
}

// The three readers of the app are forwarders, always inlined: a call to them from a
// mutating method would copy the app first (see ``ValueLocation/value(in:appValues:)``).
extension App {
  /// The value at `location`, found in the current state.
  @inline(__always)
  func value(at location: ValueLocation) -> any Sendable {
    location.value(in: windows, appValues: appValues)
  }

  /// The provider of the value at `location` (SPEC §2), found in the current state.
  @inline(__always)
  func provider(of location: ValueLocation) -> Provider {
    location.provider(in: windows)
  }

  /// The value and provider at `location`, as the public resolution returns them.
  @inline(__always)
  func resolved(at location: ValueLocation) -> Resolved<any Sendable> {
    Resolved(value: value(at: location), provider: provider(of: location))
  }
}
