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

  /// The last step and the path before it. Paths share their prefixes, so appending a
  /// step costs one small allocation instead of copying every step (a decoder builds a
  /// path for every field it reads, and renders one only for an error).
  private final class Link: Sendable {
    let parent: Link?
    let component: Component
    init(parent: Link?, component: Component) {
      self.parent = parent
      self.component = component
    }
  }

  private let last: Link?
  /// A last array index not linked yet. A decoder makes a path for every element it reads
  /// (every view node) and extends or renders few of them, so this step allocates nothing
  /// until the path is extended.
  private let index: Int?

  private init(last: Link?, index: Int? = nil) {
    self.last = last
    self.index = index
  }

  /// `last` with the pending index linked in.
  private var linked: Link? {
    guard let index else { return last }
    return Link(parent: last, component: .index(index))
  }

  /// The steps from the document to the value.
  public var components: [Component] {
    var steps: [Component] = []
    if let index { steps.append(.index(index)) }
    var link = last
    while let current = link {
      steps.append(current.component)
      link = current.parent
    }
    return steps.reversed()
  }

  /// The document itself.
  public static let root = JSONPath(last: nil)

  /// Creates a path from its steps.
  public init(components: [Component]) {
    var link: Link?
    for component in components { link = Link(parent: link, component: component) }
    self.init(last: link)
  }

  /// The path of member `key` of the value at this path.
  public func appending(_ key: String) -> JSONPath {
    JSONPath(last: Link(parent: linked, component: .key(key)))
  }

  /// The path of element `index` of the array at this path.
  public func appending(index: Int) -> JSONPath {
    JSONPath(last: linked, index: index)
  }

  /// Paths are equal when their steps are.
  public static func == (lhs: JSONPath, rhs: JSONPath) -> Bool {
    (lhs.last === rhs.last && lhs.index == rhs.index) || lhs.components == rhs.components
  }

  /// Hashes the steps.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(components)
  }

  /// The rendered path, such as `commands[0].shortcut`.
  public var description: String {
    let steps = components
    guard !steps.isEmpty else { return "(top level)" }
    var text = ""
    for component in steps {
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
