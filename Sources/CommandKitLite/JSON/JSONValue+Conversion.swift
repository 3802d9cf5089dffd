extension JSONValue {
  /// Renders any published value as JSON: JSON values as they are, common Swift types
  /// (strings, Booleans, numbers, arrays and dictionaries of them) as their JSON form, and
  /// anything else as its description.
  public init(any value: any Sendable) {
    switch value {
    case let json as JSONValue: self = json
    case let text as String: self = .string(text)
    case let flag as Bool: self = .bool(flag)
    case let number as Int: self = .number(Double(number))
    case let number as Double: self = .number(number)
    case let items as [any Sendable]: self = .array(items.map { JSONValue(any: $0) })
    case let members as [String: any Sendable]:
      self = .object(
        JSONObject(members.sorted { $0.key < $1.key }.map { ($0.key, JSONValue(any: $0.value)) }))
    default: self = .string(String(describing: value))
    }
  }

  /// The value as `T`, for the JSON-shaped Swift types; `nil` when it does not fit.
  func converted<T>(to type: T.Type) -> T? {
    if let same = self as? T { return same }
    switch self {
    case .string(let text): return text as? T
    case .bool(let flag): return flag as? T
    case .number(let number):
      if T.self == Int.self, number == number.rounded(), abs(number) < 1e18 {
        return Int(number) as? T
      }
      return number as? T
    case .array(let items):
      if T.self == [String].self {
        let strings = items.compactMap(\.stringValue)
        return strings.count == items.count ? strings as? T : nil
      }
      return items as? T
    case .object(let object):
      if T.self == [String: JSONValue].self {
        return Dictionary(object.map { ($0.key, $0.value) }, uniquingKeysWith: { $1 }) as? T
      }
      return object as? T
    case .null: return nil
    }
  }
}
