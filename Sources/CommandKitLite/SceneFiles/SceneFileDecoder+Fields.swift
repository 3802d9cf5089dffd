/// Typed field access that reports wrong types and unknown fields at their paths.
extension SceneFileDecoder {
  /// How a value is named in "expected X, found Y" messages.
  static func describe(_ value: JSONValue) -> String {
    switch value {
    case .null: "null"
    case .bool(let flag): flag ? "true" : "false"
    case .number: "the number \(value)"
    case .string: "the string \(value)"
    case .array: "a list"
    case .object: "an object"
    }
  }

  mutating func wrongType(_ value: JSONValue, expected: String, at path: JSONPath) {
    fail(path, .wrongType(expected: expected, found: Self.describe(value)))
  }

  /// The value as an object, or an error.
  mutating func object(_ value: JSONValue, at path: JSONPath) -> JSONObject? {
    guard let object = value.objectValue else {
      wrongType(value, expected: "an object", at: path)
      return nil
    }
    return object
  }

  /// Reports each member of `object` not in `allowed`, suggesting the closest valid name.
  mutating func checkFields(_ object: JSONObject, allowed: [String], at path: JSONPath) {
    for key in object.keys where !allowed.contains(key) {
      fail(path.appending(key), .unknownField(
        key, suggestion: closestMatch(to: key, in: allowed), validFields: allowed))
    }
  }

  /// Member `key` as a string; `nil` when absent or of the wrong type (reported).
  mutating func string(_ object: JSONObject, _ key: String, at path: JSONPath) -> String? {
    string(member: object[key], key, at: path)
  }

  /// The already looked-up member `key` as a string (see ``string(_:_:at:)``).
  mutating func string(member value: JSONValue?, _ key: String, at path: JSONPath) -> String? {
    guard let value else { return nil }
    guard case .string(let text) = value else {
      wrongType(value, expected: "a string", at: path.appending(key))
      return nil
    }
    return text
  }

  /// Member `key` as a string, reporting its absence with `hint`.
  mutating func requiredString(
    _ object: JSONObject, _ key: String, at path: JSONPath, hint: String
  ) -> String? {
    requiredString(member: object[key], key, at: path, hint: hint)
  }

  /// The already looked-up member `key` as a required string.
  mutating func requiredString(
    member value: JSONValue?, _ key: String, at path: JSONPath, hint: String
  ) -> String? {
    guard value != nil else {
      fail(path, .missingField(key, hint: hint))
      return nil
    }
    return string(member: value, key, at: path)
  }

  /// Member `key` as a Boolean.
  mutating func bool(_ object: JSONObject, _ key: String, at path: JSONPath) -> Bool? {
    bool(member: object[key], key, at: path)
  }

  /// The already looked-up member `key` as a Boolean.
  mutating func bool(member value: JSONValue?, _ key: String, at path: JSONPath) -> Bool? {
    guard let value else { return nil }
    guard case .bool(let flag) = value else {
      wrongType(value, expected: "true or false", at: path.appending(key))
      return nil
    }
    return flag
  }

  /// Member `key` as a list.
  mutating func array(_ object: JSONObject, _ key: String, at path: JSONPath) -> [JSONValue]? {
    array(member: object[key], key, at: path)
  }

  /// The already looked-up member `key` as a list.
  mutating func array(member value: JSONValue?, _ key: String, at path: JSONPath) -> [JSONValue]? {
    guard let value else { return nil }
    guard case .array(let items) = value else {
      wrongType(value, expected: "a list", at: path.appending(key))
      return nil
    }
    return items
  }

  /// Member `key` as an object.
  mutating func jsonObject(_ object: JSONObject, _ key: String, at path: JSONPath) -> JSONObject? {
    jsonObject(member: object[key], key, at: path)
  }

  /// The already looked-up member `key` as an object.
  mutating func jsonObject(member value: JSONValue?, _ key: String, at path: JSONPath) -> JSONObject? {
    guard let value else { return nil }
    // The member's path is made only for the error: most members are objects.
    guard case .object(let object) = value else {
      wrongType(value, expected: "an object", at: path.appending(key))
      return nil
    }
    return object
  }

  /// Member `key` as a list of distinct strings; wrong elements are reported one by one.
  mutating func stringList(_ object: JSONObject, _ key: String, at path: JSONPath) -> [String]? {
    stringList(member: object[key], key, at: path)
  }

  /// The already looked-up member `key` as a list of distinct strings.
  mutating func stringList(member value: JSONValue?, _ key: String, at path: JSONPath) -> [String]? {
    guard let items = array(member: value, key, at: path) else { return nil }
    var result: [String] = []
    result.reserveCapacity(items.count)
    // Most lists are short (items, actions, menus): scanning them beats hashing every entry.
    var seen = items.count > 16 ? Set<String>(minimumCapacity: items.count) : nil
    for (index, item) in items.enumerated() {
      // Paths are built only for errors: most lists have none.
      guard case .string(let text) = item else {
        wrongType(item, expected: "a string", at: path.appending(key).appending(index: index))
        continue
      }
      let isNew = seen?.insert(text).inserted ?? !result.contains(text)
      guard isNew else {
        fail(path.appending(key).appending(index: index), .duplicateEntry(text, list: key))
        continue
      }
      result.append(text)
    }
    return result
  }

  /// Parses a declared shortcut. An unparsable or hard-reserved one does not fail the load:
  /// it is returned as a rejection and a warning names its path (SPEC §4).
  mutating func shortcut(_ text: String, at path: JSONPath, owner: String)
    -> (shortcut: KeyboardShortcut?, rejected: RejectedShortcut?)
  {
    let parsed: KeyboardShortcut
    do throws(ShortcutParseError) {
      parsed = try KeyboardShortcut(parsing: text)
    } catch {
      warnings.append(
        "\(path): shortcut \(SceneFileError.quote(text)) cannot be parsed (\(error)); \(owner) loads without a shortcut")
      return (nil, RejectedShortcut(text: text, reason: .invalid(error)))
    }
    if let reservation = ShortcutTables.reservation(of: parsed, on: platform),
      reservation.strength == .hard
    {
      warnings.append(
        "\(path): \(parsed) is reserved by \(platform) for \"\(reservation.use)\"; \(owner) loads without a shortcut (choose another one)")
      return (nil, RejectedShortcut(text: text, reason: .reserved(parsed, reservation)))
    }
    return (parsed, nil)
  }
}
