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

  /// How a value of the document is named (only scalars are materialised).
  func describe(_ value: Value) -> String {
    switch tape.events[value.index] {
    case .array: "a list"
    case .object: "an object"
    default: Self.describe(tape.value(at: value))
    }
  }

  mutating func wrongType(_ value: Value, expected: String, at path: JSONPath) {
    fail(path, .wrongType(expected: expected, found: describe(value)))
  }

  /// The value as an object, or an error.
  mutating func object(_ value: Value, at path: JSONPath) -> Object? {
    guard let object = tape.object(value) else {
      wrongType(value, expected: "an object", at: path)
      return nil
    }
    return object
  }

  /// Member `key` of `object`.
  func member(_ object: Object, _ key: String) -> Value? {
    tape.member(key, of: object)
  }

  /// Reports each member of `object` not in `allowed`, suggesting the closest valid name.
  mutating func checkFields(_ object: Object, allowed: [String], at path: JSONPath) {
    // Without collecting the names first: most objects have no unknown field.
    var unknown: [String] = []
    tape.forEachKey(of: object) { key in
      if !allowed.contains(key) { unknown.append(key) }
    }
    for key in unknown {
      fail(
        path.appending(key),
        .unknownField(
          key, suggestion: closestMatch(to: key, in: allowed), validFields: allowed))
    }
  }

  /// Member `key` as a string; `nil` when absent or of the wrong type (reported).
  mutating func string(_ object: Object, _ key: String, at path: JSONPath) -> String? {
    string(member: member(object, key), key, at: path)
  }

  /// The already looked-up member `key` as a string (see ``string(_:_:at:)``).
  mutating func string(member value: Value?, _ key: String, at path: JSONPath) -> String? {
    guard let value else { return nil }
    guard let text = tape.string(value) else {
      wrongType(value, expected: "a string", at: path.appending(key))
      return nil
    }
    return text
  }

  /// Member `key` as a string, reporting its absence with `hint`.
  mutating func requiredString(
    _ object: Object, _ key: String, at path: JSONPath, hint: String
  ) -> String? {
    requiredString(member: member(object, key), key, at: path, hint: hint)
  }

  /// The already looked-up member `key` as a required string.
  mutating func requiredString(
    member value: Value?, _ key: String, at path: JSONPath, hint: String
  ) -> String? {
    guard value != nil else {
      fail(path, .missingField(key, hint: hint))
      return nil
    }
    return string(member: value, key, at: path)
  }

  /// Member `key` as a Boolean.
  mutating func bool(_ object: Object, _ key: String, at path: JSONPath) -> Bool? {
    bool(member: member(object, key), key, at: path)
  }

  /// The already looked-up member `key` as a Boolean.
  mutating func bool(member value: Value?, _ key: String, at path: JSONPath) -> Bool? {
    guard let value else { return nil }
    guard case .bool(let flag) = tape.events[value.index] else {
      wrongType(value, expected: "true or false", at: path.appending(key))
      return nil
    }
    return flag
  }

  /// Member `key` as a list.
  mutating func array(_ object: Object, _ key: String, at path: JSONPath) -> List? {
    array(member: member(object, key), key, at: path)
  }

  /// The already looked-up member `key` as a list.
  mutating func array(member value: Value?, _ key: String, at path: JSONPath) -> List? {
    guard let value else { return nil }
    guard let items = tape.list(value) else {
      wrongType(value, expected: "a list", at: path.appending(key))
      return nil
    }
    return items
  }

  /// Member `key` as an object, materialised (a free-form value).
  mutating func jsonObject(_ object: Object, _ key: String, at path: JSONPath) -> JSONObject? {
    jsonObject(member: member(object, key), key, at: path)
  }

  /// The already looked-up member `key` as an object, materialised.
  mutating func jsonObject(member value: Value?, _ key: String, at path: JSONPath) -> JSONObject? {
    objectMember(value, key, at: path).map(tape.jsonObject)
  }

  /// The already looked-up member `key` as focused values: the object's members in order,
  /// `null`s left out, as `FocusedValues(JSONObject)` makes them, without materialising
  /// the object first.
  mutating func focusedValues(member value: Value?, _ key: String, at path: JSONPath)
    -> FocusedValues?
  {
    guard let object = objectMember(value, key, at: path) else { return nil }
    var values = FocusedValues()
    var index = object.index + 1
    while index < object.end {
      if case .key(let name) = tape.events[index] {
        values.appendJSON(tape.value(at: Value(index: index + 1)), named: name)
      }
      index = tape.end(of: index + 1)
    }
    return values
  }

  /// The already looked-up member `key` as an object of the document.
  mutating func objectMember(_ value: Value?, _ key: String, at path: JSONPath) -> Object? {
    guard let value else { return nil }
    // The member's path is made only for the error: most members are objects.
    guard let object = tape.object(value) else {
      wrongType(value, expected: "an object", at: path.appending(key))
      return nil
    }
    return object
  }

  /// Member `key` as a list of distinct strings; wrong elements are reported one by one.
  mutating func stringList(_ object: Object, _ key: String, at path: JSONPath) -> [String]? {
    stringList(member: member(object, key), key, at: path)
  }

  /// The already looked-up member `key` as a list of strings: distinct unless `distinct` is
  /// false; an empty one is an error with `emptyReason` when that is given. `element` names
  /// what an entry must be in a wrong-type error.
  mutating func stringList(
    member value: Value?, _ key: String, at path: JSONPath, distinct: Bool = true,
    element: String = "a string", emptyReason: String? = nil
  ) -> [String]? {
    guard let items = array(member: value, key, at: path) else { return nil }
    var result: [String] = []
    result.reserveCapacity(items.count)
    // Most lists are short (items, actions, menus): scanning them beats hashing every entry.
    var seen = items.count > 16 ? Set<String>(minimumCapacity: items.count) : nil
    var index = 0
    var event = items.index + 1
    while event < items.end {
      defer {
        index += 1
        event = tape.end(of: event)
      }
      let item = Value(index: event)
      // Paths are built only for errors: most lists have none.
      guard let text = tape.string(item) else {
        wrongType(item, expected: element, at: path.appending(key).appending(index: index))
        continue
      }
      if let emptyReason, text.isEmpty {
        fail(path.appending(key).appending(index: index), .invalidName(text, reason: emptyReason))
        continue
      }
      guard distinct else {
        result.append(text)
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
        "\(path): shortcut \(SceneFileError.quote(text)) cannot be parsed (\(error)); \(owner) loads without a shortcut"
      )
      return (nil, RejectedShortcut(text: text, reason: .invalid(error)))
    }
    if let reservation = ShortcutTables.reservation(of: parsed, on: platform),
      reservation.strength == .hard
    {
      warnings.append(
        "\(path): \(parsed) is reserved by \(platform) for \"\(reservation.use)\"; \(owner) loads without a shortcut (choose another one)"
      )
      return (nil, RejectedShortcut(text: text, reason: .reserved(parsed, reservation)))
    }
    if let hint = Self.impliedShiftHint(text, parsed) {
      warnings.append("\(path): \(SceneFileError.quote(text)) \(hint)")
    }
    return (parsed, nil)
  }

  /// A hint when `text` lists its modifiers but gets Shift only from an upper-case letter
  /// (`Cmd+D` is ⇧⌘D): the writer most likely meant ⌘D.
  static func impliedShiftHint(_ text: String, _ parsed: KeyboardShortcut) -> String? {
    // Without Shift there is nothing to explain: no need to split the text.
    guard parsed.modifiers.contains(.shift) else { return nil }
    let parts = text.split(whereSeparator: { $0 == "+" || $0 == "-" })
    guard parts.count > 1, let last = parts.last, last.count == 1, let letter = last.first,
      letter.isUppercase, letter.isLetter, parsed.modifiers.contains(.shift),
      !parts.dropLast().contains(where: { ["shift", "⇧"].contains($0.lowercased()) })
    else { return nil }
    var plain = parsed.modifiers
    plain.remove(.shift)
    let meant = KeyboardShortcut(parsed.key, modifiers: plain)
    return "means \(parsed) (an upper-case letter adds Shift); write \(parsed), or \(meant)"
  }
}
