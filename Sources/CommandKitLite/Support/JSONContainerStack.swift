/// The arrays and objects the parser has open, and the values parsed into them so far.
///
/// All open containers share two stacks, one of values and one of member names; a frame
/// records where its own entries start. Closing a container moves its entries off the
/// stacks into arrays of exactly their size (one allocation each, no regrowth, no retain
/// or release per element), and the stacks keep their capacity for the next container.
/// Only this struct's own stored arrays are mutated, always in place: a container
/// bound out of an enum or an array element would be a second reference, and every append
/// would copy it.
struct JSONContainerStack {
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

  /// Adds a complete value to the innermost container (after its name, in an object).
  mutating func appendValue(_ value: consuming JSONValue) {
    values.append(value)
  }

  /// Closes the innermost container and returns it.
  mutating func close() -> JSONValue {
    let frame = frames.removeLast()
    let items = values.removeSuffix(from: frame.valueStart, filler: .null)
    guard !frame.isArray else { return .array(items) }
    return .object(JSONObject(keys: keys.removeSuffix(from: frame.keyStart, filler: ""), values: items))
  }
}
