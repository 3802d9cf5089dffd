import CommandKitLite
import Testing

/// A JSON text the parser must refuse, with its exact message.
struct BadJSONCase: Sendable, CustomTestStringConvertible {
  let name: String
  let bytes: [UInt8]
  let error: String
  var testDescription: String { name }

  init(_ name: String, _ text: String, _ error: String) {
    self.init(name, Array(text.utf8), error)
  }

  init(_ name: String, _ bytes: [UInt8], _ error: String) {
    self.name = name
    self.bytes = bytes
    self.error = error
  }
}

/// The strict RFC 8259 parser: grammar, positions, limits.
@Suite struct JSONParserTests {
  static let bad: [BadJSONCase] = [
    .init(
      "duplicate key", #"{"a": 1, "a": 2}"#,
      #"line 1, column 10: duplicate key "a" in an object; each key may appear once per object"#),
    .init(
      "trailing comma in array", "[1, 2,]",
      "line 1, column 7: trailing comma before ']'; remove it (JSON does not allow trailing commas)"
    ),
    .init(
      "trailing comma in object", #"{"a": 1,}"#,
      "line 1, column 9: trailing comma before '}'; remove it (JSON does not allow trailing commas)"
    ),
    .init(
      "invalid UTF-8", [0x5B, 0x22, 0xFF, 0x22, 0x5D],
      "line 1, column 3: invalid UTF-8 byte 0xFF in a string; save the file as UTF-8"),
    .init(
      "overlong UTF-8", [0x22, 0xC0, 0xAF, 0x22],
      "line 1, column 2: invalid UTF-8 byte 0xC0 in a string; save the file as UTF-8"),
    .init(
      "UTF-8 encoded surrogate", [0x22, 0xED, 0xA0, 0x80, 0x22],
      "line 1, column 3: invalid UTF-8 byte 0xA0 in a string; save the file as UTF-8"),
    .init(
      "raw control character", "[\"a\nb\"]",
      #"line 1, column 4: unescaped control character U+000A in a string; write it as \n"#),
    .init(
      "lone high surrogate", #"["\uD800"]"#,
      #"line 1, column 3: lone surrogate '\uD800' in a string; a high surrogate \uD800-\uDBFF must be followed by a low one \uDC00-\uDFFF"#
    ),
    .init(
      "lone low surrogate", #"["\uDC00x"]"#,
      #"line 1, column 3: lone surrogate '\uDC00' in a string; a high surrogate \uD800-\uDBFF must be followed by a low one \uDC00-\uDFFF"#
    ),
    .init(
      "bad escape", #"["\q"]"#,
      #"line 1, column 3: invalid escape '\q' in a string; valid escapes are \" \\ \/ \b \f \n \r \t and \uXXXX"#
    ),
    .init(
      "leading zero", "01", "line 1, column 1: invalid number '01': leading zeros are not allowed"),
    .init("bare minus", "[-]", "line 1, column 2: invalid number '-': expected a digit after '-'"),
    .init(
      "missing fraction", "1.", "line 1, column 1: invalid number '1.': expected a digit after '.'"),
    .init(
      "missing exponent", "1e+",
      "line 1, column 1: invalid number '1e+': expected a digit in the exponent"),
    .init(
      "leading dot", ".5",
      "line 1, column 1: unexpected '.5'; expected a value (an object, array, string, number, true, false or null)"
    ),
    .init(
      "plus sign", "+1",
      "line 1, column 1: unexpected '+1'; expected a value (an object, array, string, number, true, false or null)"
    ),
    .init(
      "huge number", "1e400",
      "line 1, column 1: number '1e400' is too large to represent; write a smaller number or a string"
    ),
    .init(
      "misspelled literal", "[True]",
      "line 1, column 2: unexpected 'True'; expected a value (an object, array, string, number, true, false or null)"
    ),
    .init(
      "literal run-on", "nullx",
      "line 1, column 1: unexpected 'nullx'; expected a value (an object, array, string, number, true, false or null)"
    ),
    .init(
      "trailing garbage", "{} x",
      "line 1, column 4: unexpected 'x' after the JSON value; the input must hold exactly one value"
    ),
    .init(
      "empty", "  \n ", "line 2, column 2: no JSON value: the input is empty or only whitespace"),
    .init(
      "truncated", "{\"a\": [1, 2",
      "line 1, column 12: unexpected end of input; expected ',' or ']' after an array element (is the file truncated?)"
    ),
    .init(
      "missing colon", #"{"a" 1}"#,
      #"line 1, column 6: unexpected '1'; expected ':' after the member name "a""#),
    .init(
      "unquoted key", "{a: 1}",
      "line 1, column 2: unexpected 'a'; expected a member name in double quotes"),
    .init(
      "line and column", "{\n  \"é\": ,\n}",
      "line 2, column 8: unexpected ','; expected a value (an object, array, string, number, true, false or null)"
    ),
    .init(
      "comment", "[1] // no",
      "line 1, column 5: unexpected '/' after the JSON value; the input must hold exactly one value"
    ),
  ]

  @Test("Refuses bad JSON with line, column and fix", arguments: bad)
  func refuses(_ bad: BadJSONCase) {
    let error = #expect(throws: JSONParseError.self) { try JSONParser().parse(bad.bytes) }
    #expect(error?.description == bad.error)
  }

  @Test("100,000 levels of nesting give an error, not a crash")
  func deepNesting() {
    for text in [
      String(repeating: "[", count: 100_000),
      String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000),
      String(repeating: #"{"a":"#, count: 100_000),
    ] {
      let error = #expect(throws: JSONParseError.self) { try JSONParser().parse(text) }
      #expect(error?.problem == .tooDeep(limit: 512))
    }
    let ok = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
    #expect((try? JSONParser().parse(ok)) != nil)
  }

  @Test("Inputs over the size limit are refused before parsing")
  func sizeLimit() {
    let parser = JSONParser(limits: .init(maxBytes: 8))
    let error = #expect(throws: JSONParseError.self) { try parser.parse("[1, 2, 3, 4]") }
    #expect(error?.problem == .tooLarge(bytes: 12, limit: 8))
    #expect(JSONParser().limits.maxBytes == 64 << 20)
  }

  @Test("Parses valid JSON, keeping member order")
  func parsesValid() throws {
    let value = try JSONParser().parse(
      #" {"b": [1, -0.5, 2E+2, true, false, null], "a": {"x": "y\u00e9\n\uD83D\uDE00\/"}} "#)
    #expect(value.objectValue?.keys == ["b", "a"])
    #expect(value.objectValue?["b"] == [1, -0.5, 200, true, false, nil])
    #expect(value.objectValue?["a"]?.objectValue?["x"] == "yé\n😀/")
    #expect(
      try JSONParser().parse("123456789012345678901234567890") == .number(1.2345678901234568e29))
    #expect(try JSONParser().parse("-0") == .number(0))
    #expect(try JSONParser().parse([0xEF, 0xBB, 0xBF, 0x5B, 0x5D]) == [])
    #expect(try JSONParser().parse(#""\u0000""#) == .string("\u{0}"))
  }

  @Test("Nested containers keep their own members; duplicates are found in large objects too")
  func nestedAndLargeObjects() throws {
    let value = try JSONParser().parse(
      #"{"a": {"a": 1, "b": [{"a": 2}, [], {}]}, "b": [[1], {"c": null}], "c": 3}"#)
    #expect(value == ["a": ["a": 1, "b": [["a": 2], [], [:]]], "b": [[1], ["c": nil]], "c": 3])
    #expect(value.objectValue?.keys == ["a", "b", "c"])
    let members = (0..<12).map { "\"k\($0)\": {\"k\($0)\": \($0)}" }.joined(separator: ", ")
    let large = try JSONParser().parse("{\(members)}")
    #expect(large.objectValue?.keys == (0..<12).map { "k\($0)" })
    #expect(large.objectValue?["k11"] == ["k11": 11])
    let text = "{\(members), \"k3\": 0}"
    let error = #expect(throws: JSONParseError.self) { try JSONParser().parse(text) }
    #expect(error?.problem == .duplicateKey("k3"))
    #expect(error?.offset == text.utf8.count - 8)  // at `"k3": 0}`
    let nested = #expect(throws: JSONParseError.self) {
      try JSONParser().parse(#"{"a": {"b": 1}, "b": 2, "a": 3}"#)
    }
    #expect(nested?.problem == .duplicateKey("a"))
  }

  /// Small objects are searched by a scan, large ones (over 32 members) through an index:
  /// both must find members and refuse a repeated one.
  @Test(
    "Duplicate members are found, and members looked up, in objects of every size",
    arguments: [2, 9, 32, 33, 100])
  func objectsOfEverySize(members count: Int) throws {
    // Names of several lengths, so that equal lengths with different text are compared.
    let names = (0..<count).map { "k\($0)" }
    let members = names.enumerated().map { "\"\($1)\": \($0)" }.joined(separator: ", ")
    let object = try #require(try JSONParser().parse("{\(members)}").objectValue)
    #expect(object.keys == names)
    for (index, name) in names.enumerated() { #expect(object[name] == .number(Double(index))) }
    #expect(object["k\(count)"] == nil)
    #expect(object["k"] == nil)
    for repeated in [names[0], names[count / 2], names[count - 1]] {
      let error = #expect(throws: JSONParseError.self) {
        try JSONParser().parse("{\(members), \"\(repeated)\": 0}")
      }
      #expect(error?.problem == .duplicateKey(repeated))
    }
    // Changing a built object keeps lookups right on both sides of the threshold.
    var changed = object
    changed["k0"] = "first"
    changed["extra"] = true
    changed[names[count - 1]] = nil
    #expect(changed["k0"] == "first")
    #expect(changed["extra"] == true)
    #expect(changed[names[count - 1]] == nil)
    #expect(changed.count == count)
    #expect(changed.keys.last == "extra")
  }

  @Test("Round-trips the library's own JSON output")
  func roundTrip() throws {
    let value: JSONValue = [
      "name": "a \"quoted\"\ttab", "list": [1, 2.5, [], [:]], "nested": ["k": nil],
    ]
    #expect(try JSONParser().parse(value.description) == value)
    #expect(try JSONParser().parse(value.prettyPrinted()) == value)
  }
}
