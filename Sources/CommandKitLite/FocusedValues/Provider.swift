/// A node addressed by its window and its id: `w1/list`.
public struct NodePath: Hashable, Sendable, CustomStringConvertible, Comparable {
  /// The window id.
  public var window: String
  /// The node id, unique within its window.
  public var node: String

  /// Creates a path.
  public init(window: String, node: String) {
    self.window = window
    self.node = node
  }

  /// `window/node`.
  public var description: String { "\(window)/\(node)" }

  /// Orders paths by window, then node.
  public static func < (lhs: NodePath, rhs: NodePath) -> Bool {
    (lhs.window, lhs.node) < (rhs.window, rhs.node)
  }
}

/// Where a resolved value came from (SPEC §2).
public enum Provider: Hashable, Sendable, CustomStringConvertible {
  /// A node in the focus chain: `w1/list`.
  case node(NodePath)
  /// A window's scene values: `scene:w1`.
  case scene(String)
  /// The app-level values: `app`.
  case app

  /// `w1/list`, `scene:w1` or `app`.
  public var description: String {
    switch self {
    case .node(let path): path.description
    case .scene(let window): "scene:\(window)"
    case .app: "app"
    }
  }
}

/// A resolved focused value and its provider.
public struct Resolved<Value> {
  /// The value.
  public var value: Value
  /// Where it came from.
  public var provider: Provider

  /// Creates a resolved value.
  public init(value: Value, provider: Provider) {
    self.value = value
    self.provider = provider
  }
}

extension Resolved: Sendable where Value: Sendable {}
