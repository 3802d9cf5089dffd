/// Where a value sits in a JSON document: `templates.main.root.children[1].id`.
///
/// Member names that are plain identifiers render after a dot; others render quoted in
/// brackets (`templates["my window"]`). The document itself renders as `(top level)`.
public struct JSONPath: Hashable, Sendable, CustomStringConvertible {
  /// One step into a document.
  public enum Component: Hashable, Sendable {
    /// An object member.
    case key(String)
    /// An array element, from 0.
    case index(Int)
  }

  /// The steps from the document to the value.
  public private(set) var components: [Component]

  /// The document itself.
  public static let root = JSONPath(components: [])

  /// Creates a path from its steps.
  public init(components: [Component]) {
    self.components = components
  }

  /// The path of member `key` of the value at this path.
  public func appending(_ key: String) -> JSONPath {
    JSONPath(components: components + [.key(key)])
  }

  /// The path of element `index` of the array at this path.
  public func appending(index: Int) -> JSONPath {
    JSONPath(components: components + [.index(index)])
  }

  /// The rendered path, such as `commands[0].shortcut`.
  public var description: String {
    guard !components.isEmpty else { return "(top level)" }
    var text = ""
    for component in components {
      switch component {
      case .key(let key) where Self.isIdentifier(key):
        if !text.isEmpty { text += "." }
        text += key
      case .key(let key):
        var quoted = ""
        JSONValue.writeString(key, to: &quoted)
        text += "[\(quoted)]"
      case .index(let index):
        text += "[\(index)]"
      }
    }
    return text
  }

  private static func isIdentifier(_ key: String) -> Bool {
    guard let first = key.unicodeScalars.first, first == "_" || first.properties.isAlphabetic
    else { return false }
    return key.unicodeScalars.allSatisfy {
      $0 == "_" || $0 == "-" || $0.properties.isAlphabetic || ("0"..."9").contains($0)
    }
  }
}
