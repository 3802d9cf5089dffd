/// Distinct names in order, each found by its position: the member names of a
/// ``JSONObject`` and the names of ``FocusedValues``, whose values sit at the same positions.
///
/// Most collections hold a few names, and a scan that compares name lengths first (and
/// only names of the right length in full) costs about as much as hashing one name,
/// without building a dictionary per collection (a scene file's nodes have up to 17
/// members each). Collections over ``indexThreshold`` names keep an index.
struct OrderedNames: Sendable {
  /// The names in order.
  private(set) var names: [String] = []
  private var positions: [String: Int]?
  static let indexThreshold = 32

  /// No names.
  init() {}

  /// `names`, which must be distinct.
  init(_ names: [String]) {
    self.names = names
    reindex()
  }

  var count: Int { names.count }

  /// The position of `name`.
  @inline(__always)
  func position(of name: String) -> Int? {
    if let positions { return positions[name] }
    return Self.position(of: name, in: names, from: 0)
  }

  /// Adds `name`, which the caller knows is new.
  mutating func append(_ name: String) {
    names.append(name)
    if positions != nil {
      positions?[name] = names.count - 1
    } else if names.count > Self.indexThreshold {
      reindex()
    }
  }

  /// Removes the name at `position`; later names move down one.
  mutating func remove(at position: Int) {
    names.remove(at: position)
    if positions != nil { reindex() }
  }

  /// The position of `name` in `names[start...]`, by a scan that compares lengths first.
  static func position(of name: String, in names: [String], from start: Int) -> Int? {
    let length = name.utf8.count
    // Indices, not a slice: a slice would retain the array.
    for index in start..<names.count where names[index].utf8.count == length && names[index] == name
    {
      return index
    }
    return nil
  }

  private mutating func reindex() {
    positions =
      names.count > Self.indexThreshold
      ? Dictionary(uniqueKeysWithValues: zip(names, names.indices)) : nil
  }
}
