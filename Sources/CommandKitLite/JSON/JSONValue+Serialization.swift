extension JSONValue: CustomStringConvertible {
  /// The value as one line of JSON text, members in order, with `", "` and `": "` spacing.
  public var description: String {
    var output = ""
    write(to: &output)
    return output
  }

  /// Appends the JSON text of the value to `output`.
  public func write(to output: inout String) {
    switch self {
    case .null: output += "null"
    case .bool(let flag): output += flag ? "true" : "false"
    case .number(let number): output += Self.format(number)
    case .string(let text): Self.writeString(text, to: &output)
    case .array(let items):
      output += "["
      for (index, item) in items.enumerated() {
        if index > 0 { output += ", " }
        item.write(to: &output)
      }
      output += "]"
    case .object(let object):
      output += "{"
      for (index, member) in object.enumerated() {
        if index > 0 { output += ", " }
        Self.writeString(member.key, to: &output)
        output += ": "
        member.value.write(to: &output)
      }
      output += "}"
    }
  }

  /// Pretty-printed JSON with two-space indentation, for files.
  public func prettyPrinted(indent: String = "") -> String {
    let inner = indent + "  "
    switch self {
    case .array(let items) where !items.isEmpty && items.contains(where: \.isContainer):
      return "[\n"
        + items.map { inner + $0.prettyPrinted(indent: inner) }
        .joined(separator: ",\n") + "\n" + indent + "]"
    case .object(let object) where !object.isEmpty:
      return "{\n"
        + object.map { member in
          var key = ""
          Self.writeString(member.key, to: &key)
          return inner + key + ": " + member.value.prettyPrinted(indent: inner)
        }.joined(separator: ",\n") + "\n" + indent + "}"
    default:
      return description
    }
  }

  private var isContainer: Bool {
    switch self {
    case .array, .object: true
    default: false
    }
  }

  static func format(_ number: Double) -> String {
    if number.isFinite, number == number.rounded(), abs(number) < 9_007_199_254_740_992 {
      return String(Int64(number))
    }
    return number.isFinite ? "\(number)" : "null"
  }

  static func writeString(_ text: String, to output: inout String) {
    output += "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": output += "\\\""
      case "\\": output += "\\\\"
      case "\n": output += "\\n"
      case "\r": output += "\\r"
      case "\t": output += "\\t"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: output.unicodeScalars.append(scalar)
      }
    }
    output += "\""
  }
}
