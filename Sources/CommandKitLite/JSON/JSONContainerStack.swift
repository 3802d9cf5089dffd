/// What the parser hands a document to, event by event: ``JSONContainerStack`` builds a
/// ``JSONValue`` tree, ``JSONTape`` a flat list of events. The parser makes every check;
/// a builder only records.
protocol JSONBuilder {
  /// The number of open containers.
  var depth: Int { get }
  /// Whether the innermost open container is an array; there must be one.
  var topIsArray: Bool { get }
  /// Opens an array or object.
  mutating func open(isArray: Bool)
  /// Adds an empty array or object as a complete value.
  mutating func appendEmpty(isArray: Bool)
  /// Whether the innermost object already has a member `name`.
  func hasMember(_ name: String) -> Bool
  /// Adds the name of the innermost object's next member, which must be new.
  mutating func appendKey(_ name: String)
  /// Adds a complete scalar value (not an array or object).
  mutating func appendScalar(_ value: consuming JSONValue)
  /// Closes the innermost container, a complete value.
  mutating func close()
  /// Notes that the next value or member name starts at byte `offset` of the input; the
  /// parser calls it once before each event that adds a value or name.
  mutating func markStart(_ offset: Int)
}

extension JSONBuilder {
  /// Builders that keep no positions ignore them.
  mutating func markStart(_ offset: Int) {}
}

/// The arrays and objects the parser has open, and the values parsed into them so far.
///
/// All open containers share two stacks, one of values and one of member names; a frame
/// records where its own entries start. Closing a container moves its entries off the
/// stacks into arrays of exactly their size (one allocation each, no regrowth, no retain
/// or release per element), and the stacks keep their capacity for the next container.
/// Only this struct's own stored arrays are mutated, always in place: a container
/// bound out of an enum or an array element would be a second reference, and every append
/// would copy it.
struct JSONContainerStack: JSONBuilder {
  private struct Frame {
    var isArray: Bool
    /// Where the container's values start in `values`.
    var valueStart: Int
    /// Where an object's member names start in `keys`.
    var keyStart: Int
    /// Member positions by name, once an object is large (duplicate checks stay O(1)).
    var positions: [String: Int]?
  }

  private var frames: [Frame] = []
  private var values: [JSONValue] = []
  private var keys: [String] = []
  /// The complete document, once the outermost value is complete.
  private var document: JSONValue = .null

  /// The number of open containers.
  var depth: Int { frames.count }

  /// Whether the innermost open container is an array; there must be one.
  var topIsArray: Bool { frames[frames.count - 1].isArray }

  /// Opens an array or object.
  mutating func open(isArray: Bool) {
    frames.append(Frame(isArray: isArray, valueStart: values.count, keyStart: keys.count))
  }

  /// Whether the innermost object already has a member `name`.
  func hasMember(_ name: String) -> Bool {
    // The frame's fields in place: copying the frame would retain its index.
    let top = frames.count - 1
    if frames[top].positions != nil { return frames[top].positions?[name] != nil }
    return OrderedNames.position(of: name, in: keys, from: frames[top].keyStart) != nil
  }

  /// Adds the name of the innermost object's next member, which must be new.
  mutating func appendKey(_ name: String) {
    keys.append(name)
    let top = frames.count - 1
    let count = keys.count - frames[top].keyStart
    if frames[top].positions != nil {
      frames[top].positions?[name] = count - 1
    } else if count > OrderedNames.indexThreshold {
      frames[top].positions = Dictionary(
        uniqueKeysWithValues: zip(keys[frames[top].keyStart...], 0..<count))
    }
  }

  /// Adds a complete value to the innermost container (after its name, in an object), or
  /// makes it the document.
  private mutating func appendValue(_ value: consuming JSONValue) {
    if frames.isEmpty { document = value } else { values.append(value) }
  }

  mutating func appendScalar(_ value: consuming JSONValue) {
    appendValue(value)
  }

  mutating func appendEmpty(isArray: Bool) {
    appendValue(isArray ? .array([]) : .object(JSONObject()))
  }

  /// Closes the innermost container and adds it to its own.
  mutating func close() {
    let frame = frames.removeLast()
    let items = values.removeSuffix(from: frame.valueStart, filler: .null)
    guard !frame.isArray else { return appendValue(.array(items)) }
    appendValue(
      .object(JSONObject(keys: keys.removeSuffix(from: frame.keyStart, filler: ""), values: items)))
  }

  /// The document, moved out.
  mutating func finish() -> JSONValue {
    var result = JSONValue.null
    swap(&result, &document)
    return result
  }
}
