/// A parsed JSON document as one flat list of events in document order, for a decoder that
/// walks the document once without a ``JSONValue`` tree.
///
/// An object or array is one event that records its size and where its events end,
/// followed by its members (a `key` event, then the value's events) or elements. Building
/// the tape allocates one array for the whole document instead of two or three per
/// container, and freeing it is one release per event. The ``JSONParser`` makes every check
/// (syntax, duplicate keys, limits) the same way whatever it builds; a decoder materialises
/// ``JSONValue``s only for the free-form parts of a document (``value(at:)``).
struct JSONTape: JSONBuilder {
  enum Event {
    /// An object: its number of members and the index just past its last event.
    case object(count: Int, end: Int)
    /// An array: its number of elements and the index just past its last event.
    case array(count: Int, end: Int)
    /// An object member's name; the member's value follows.
    case key(String)
    case string(String)
    case number(Double)
    case bool(Bool)
    case null
  }

  /// A value of the document: the index of its first event.
  struct Value {
    let index: Int
  }

  /// An object of the document.
  struct Object {
    let index: Int
    let end: Int
    let count: Int
  }

  /// An array of the document.
  struct List {
    let index: Int
    let end: Int
    let count: Int
  }

  private(set) var events: [Event] = []
  /// The byte offset in the input where each event starts (a member name's opening quote,
  /// a value's first byte), parallel to `events`; empty for a tape built in memory. Kept
  /// apart from the events so that reading them costs nothing; 4 bytes an event.
  private(set) var offsets: [UInt32] = []

  private struct Frame {
    var start: Int
    var isArray: Bool
    var count = 0
    /// Where the object's member names start in `keys`.
    var keyStart: Int
    /// Member positions by name, once an object is large (duplicate checks stay O(1)).
    var positions: [String: Int]?
  }

  private var frames: [Frame] = []
  /// The member names of the open objects, for the duplicate checks.
  private var keys: [String] = []

  init() {}

  /// The tape of a value built in memory (it cannot hold duplicate keys).
  init(_ value: JSONValue) {
    append(value)
  }

  private mutating func append(_ value: JSONValue) {
    switch value {
    case .array(let items) where items.isEmpty: appendEmpty(isArray: true)
    case .object(let object) where object.isEmpty: appendEmpty(isArray: false)
    case .array(let items):
      open(isArray: true)
      for item in items { append(item) }
      close()
    case .object(let object):
      open(isArray: false)
      for (key, member) in object {
        events.append(.key(key))
        append(member)
      }
      close()
    default:
      appendScalar(value)
    }
  }

  // MARK: Building (JSONBuilder)

  mutating func markStart(_ offset: Int) {
    offsets.append(UInt32(clamping: offset))
  }

  var depth: Int { frames.count }

  var topIsArray: Bool { frames[frames.count - 1].isArray }

  mutating func open(isArray: Bool) {
    frames.append(Frame(start: events.count, isArray: isArray, keyStart: keys.count))
    events.append(.null)  // replaced when the container closes
  }

  mutating func appendEmpty(isArray: Bool) {
    let end = events.count + 1
    events.append(isArray ? .array(count: 0, end: end) : .object(count: 0, end: end))
    countValue()
  }

  func hasMember(_ name: String) -> Bool {
    let top = frames.count - 1
    if frames[top].positions != nil { return frames[top].positions?[name] != nil }
    return OrderedNames.position(of: name, in: keys, from: frames[top].keyStart) != nil
  }

  mutating func appendKey(_ name: String) {
    keys.append(name)
    events.append(.key(name))
    let top = frames.count - 1
    let count = keys.count - frames[top].keyStart
    if frames[top].positions != nil {
      frames[top].positions?[name] = count - 1
    } else if count > OrderedNames.indexThreshold {
      frames[top].positions = Dictionary(
        uniqueKeysWithValues: zip(keys[frames[top].keyStart...], 0..<count))
    }
  }

  mutating func appendScalar(_ value: consuming JSONValue) {
    switch value {
    case .string(let text): events.append(.string(text))
    case .number(let number): events.append(.number(number))
    case .bool(let flag): events.append(.bool(flag))
    case .null: events.append(.null)
    case .array, .object: return append(value)  // counted there
    }
    countValue()
  }

  mutating func close() {
    let frame = frames.removeLast()
    let end = events.count
    events[frame.start] =
      frame.isArray
      ? .array(count: frame.count, end: end) : .object(count: frame.count, end: end)
    if !frame.isArray { keys.removeSubrange(frame.keyStart...) }
    countValue()
  }

  /// Counts a complete value in the innermost open container.
  private mutating func countValue() {
    if !frames.isEmpty { frames[frames.count - 1].count += 1 }
  }

  // MARK: Reading

  /// The document's value.
  var root: Value { Value(index: 0) }

  /// The index just past the events of the value starting at `index`.
  func end(of index: Int) -> Int {
    switch events[index] {
    case .object(_, let end), .array(_, let end): end
    default: index + 1
    }
  }

  /// The value as an object, if it is one.
  func object(_ value: Value) -> Object? {
    guard case .object(let count, let end) = events[value.index] else { return nil }
    return Object(index: value.index, end: end, count: count)
  }

  /// The value as an array, if it is one.
  func list(_ value: Value) -> List? {
    guard case .array(let count, let end) = events[value.index] else { return nil }
    return List(index: value.index, end: end, count: count)
  }

  /// Whether the value is `null`.
  func isNull(_ value: Value) -> Bool {
    if case .null = events[value.index] { return true }
    return false
  }

  /// The value as a string, if it is one.
  func string(_ value: Value) -> String? {
    guard case .string(let text) = events[value.index] else { return nil }
    return text
  }

  /// The value of member `name` of `object`, found by a scan of its member names that
  /// compares lengths first (as ``OrderedNames`` does).
  func member(_ name: String, of object: Object) -> Value? {
    let length = name.utf8.count
    var index = object.index + 1
    while index < object.end {
      if case .key(let key) = events[index], key.utf8.count == length, key == name {
        return Value(index: index + 1)
      }
      index = end(of: index + 1)
    }
    return nil
  }

  /// Calls `body` with each member name of `object`, in order.
  func forEachKey(of object: Object, _ body: (String) -> Void) {
    var index = object.index + 1
    while index < object.end {
      if case .key(let key) = events[index] { body(key) }
      index = end(of: index + 1)
    }
  }

  /// The member names of `object`, in order.
  func keys(of object: Object) -> [String] {
    var names: [String] = []
    names.reserveCapacity(object.count)
    var index = object.index + 1
    while index < object.end {
      if case .key(let key) = events[index] { names.append(key) }
      index = end(of: index + 1)
    }
    return names
  }

  /// The members of `object` in order.
  func members(of object: Object) -> [(key: String, value: Value)] {
    var members: [(key: String, value: Value)] = []
    members.reserveCapacity(object.count)
    var index = object.index + 1
    while index < object.end {
      if case .key(let key) = events[index] { members.append((key, Value(index: index + 1))) }
      index = end(of: index + 1)
    }
    return members
  }

  /// The elements of `list` in order.
  func elements(of list: List) -> [Value] {
    var elements: [Value] = []
    elements.reserveCapacity(list.count)
    var index = list.index + 1
    while index < list.end {
      elements.append(Value(index: index))
      index = end(of: index)
    }
    return elements
  }

  /// The byte offset in the input where `value` starts, for a tape parsed from bytes.
  func offset(of value: Value) -> Int? {
    value.index < offsets.count ? Int(offsets[value.index]) : nil
  }

  /// The value as a ``JSONValue``, for the free-form parts of a document.
  func value(at value: Value) -> JSONValue {
    switch events[value.index] {
    case .string(let text): return .string(text)
    case .number(let number): return .number(number)
    case .bool(let flag): return .bool(flag)
    case .null, .key: return .null
    case .array(let count, let end):
      var items: [JSONValue] = []
      items.reserveCapacity(count)
      var index = value.index + 1
      while index < end {
        items.append(self.value(at: Value(index: index)))
        index = self.end(of: index)
      }
      return .array(items)
    case .object(let count, let end):
      var keys: [String] = []
      var values: [JSONValue] = []
      keys.reserveCapacity(count)
      values.reserveCapacity(count)
      var index = value.index + 1
      while index < end {
        if case .key(let key) = events[index] { keys.append(key) }
        values.append(self.value(at: Value(index: index + 1)))
        index = self.end(of: index + 1)
      }
      return .object(JSONObject(keys: keys, values: values))
    }
  }

  /// The value as an object, materialised (free-form values: `values`, `appValues`).
  func jsonObject(_ object: Object) -> JSONObject {
    guard case .object(let members) = value(at: Value(index: object.index)) else {
      return JSONObject()
    }
    return members
  }
}
