/// A JSON value: what scene files publish as focused values and what the shell prints.
public enum JSONValue: Hashable, Sendable {
  /// `null`. A focused value published as `null` counts as not published.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A number.
  case number(Double)
  /// A string.
  case string(String)
  /// An array.
  case array([JSONValue])
  /// An object, keeping its members' order.
  case object(JSONObject)

  /// Whether the value is `true`, the test of `enabledIf: "true"` and of `checkedBy`.
  public var isTrue: Bool { self == .bool(true) }

  /// Whether the value is a non-empty string, array or object (`enabledIf: "nonEmpty"`).
  public var isNonEmpty: Bool {
    switch self {
    case .string(let text): !text.isEmpty
    case .array(let items): !items.isEmpty
    case .object(let object): !object.isEmpty
    case .null, .bool, .number: false
    }
  }

  /// The string, if this is one.
  public var stringValue: String? {
    if case .string(let text) = self { return text }
    return nil
  }

  /// The Boolean, if this is one.
  public var boolValue: Bool? {
    if case .bool(let flag) = self { return flag }
    return nil
  }

  /// The elements, if this is an array.
  public var arrayValue: [JSONValue]? {
    if case .array(let items) = self { return items }
    return nil
  }

  /// The object, if this is one.
  public var objectValue: JSONObject? {
    if case .object(let object) = self { return object }
    return nil
  }
}

/// A JSON object that keeps the order of its members (scene files list templates in order).
public struct JSONObject: Hashable, Sendable, Sequence {
  /// The member names in order.
  public var keys: [String] { names.names }
  private var names = OrderedNames()
  /// The values, in the order of `keys`.
  private var values: [JSONValue] = []

  /// Creates an empty object.
  public init() {}

  /// Creates an object from members in order; a repeated name keeps its last value.
  public init(_ members: [(String, JSONValue)]) {
    for (key, value) in members { self[key] = value }
  }

  /// Creates an object from distinct member names and their values, in order.
  init(keys: [String], values: [JSONValue]) {
    self.names = OrderedNames(keys)
    self.values = values
  }

  /// The value of member `key`; setting `nil` removes the member.
  public subscript(key: String) -> JSONValue? {
    get { names.position(of: key).map { values[$0] } }
    set {
      if let newValue {
        if let index = names.position(of: key) {
          values[index] = newValue
        } else {
          appendNew(key, newValue)
        }
      } else if let index = names.position(of: key) {
        names.remove(at: index)
        values.remove(at: index)
      }
    }
  }

  /// Adds member `key`, which the caller knows is new (the parser checks for duplicates
  /// when it reads the key, so this skips a second search).
  mutating func appendNew(_ key: String, _ value: JSONValue) {
    names.append(key)
    values.append(value)
  }

  /// Whether the object has no members.
  public var isEmpty: Bool { keys.isEmpty }
  /// The number of members.
  public var count: Int { keys.count }

  /// The members in order.
  public func makeIterator() -> some IteratorProtocol<(key: String, value: JSONValue)> {
    zip(keys, values).lazy.map { (key: $0, value: $1) }.makeIterator()
  }

  /// Objects are equal when they have the same members, whatever their order.
  public static func == (lhs: JSONObject, rhs: JSONObject) -> Bool {
    lhs.count == rhs.count && zip(lhs.keys, lhs.values).allSatisfy { rhs[$0] == $1 }
  }

  /// Hashes the members, ignoring order.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(Dictionary(uniqueKeysWithValues: zip(keys, values)))
  }
}

extension JSONValue: ExpressibleByStringLiteral, ExpressibleByBooleanLiteral,
  ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, ExpressibleByArrayLiteral,
  ExpressibleByDictionaryLiteral, ExpressibleByNilLiteral
{
  /// Creates a string value.
  public init(stringLiteral value: String) { self = .string(value) }
  /// Creates a Boolean value.
  public init(booleanLiteral value: Bool) { self = .bool(value) }
  /// Creates a number.
  public init(integerLiteral value: Int) { self = .number(Double(value)) }
  /// Creates a number.
  public init(floatLiteral value: Double) { self = .number(value) }
  /// Creates an array.
  public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
  /// Creates an object, keeping the literal's order.
  public init(dictionaryLiteral elements: (String, JSONValue)...) {
    self = .object(JSONObject(elements))
  }
  /// Creates `null`.
  public init(nilLiteral: ()) { self = .null }
}
