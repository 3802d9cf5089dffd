import Testing

@testable import CommandKitLite

/// The flat tape the scene-file decoder reads: the parser builds it with the same checks
/// and errors as a tree, and it holds the same document.
@Suite struct JSONTapeTests {
  static func tape(_ text: String) throws(JSONParseError) -> JSONTape {
    var tape = JSONTape()
    var reader = JSONReader(bytes: Array(text.utf8), limits: JSONParser.Limits())
    try reader.parseDocument(into: &tape)
    return tape
  }

  static let documents: [TestText] = [
    "null", "true", "-1.5e3", #""text""#, "[]", "{}", "[[], {}, [[]], {\"a\": {}}]",
    #"{"b": 1, "a": [true, false, null, "x"], "c": {"d": [1, {"e": "f"}], "g": {}}}"#,
    TestText(
      "{" + (0..<40).map { #""k\#($0)": [\#($0), {"n": \#($0)}]"# }.joined(separator: ", ") + "}",
      name: "40 members, each a list with an object"),
    #"{"app": "Notes", "commands": [{"id": "a", "title": "A", "menu": "File"}], "x": []}"#,
  ]

  @Test("Holds the document the tree parser builds, members in order", arguments: documents)
  func sameDocument(_ document: TestText) throws {
    let text = document.text
    let tape = try Self.tape(text)
    let tree = try JSONParser().parse(text)
    let value = tape.value(at: tape.root)
    #expect(value == tree)
    #expect(value.description == tree.description)  // member order too
    #expect(tape.end(of: tape.root.index) == tape.events.count)
    #expect(JSONTape(tree).value(at: tape.root).description == tree.description)
  }

  @Test("Finds members and elements in place")
  func reading() throws {
    let tape = try Self.tape(#"{"a": [1, [2, 3], {"b": 4}], "c": "d", "e": {}}"#)
    let top = try #require(tape.object(tape.root))
    #expect(top.count == 3)
    #expect(tape.keys(of: top) == ["a", "c", "e"])
    #expect(tape.member("c", of: top).flatMap(tape.string) == "d")
    #expect(tape.member("x", of: top) == nil)
    let list = try #require(tape.member("a", of: top).flatMap(tape.list))
    #expect(list.count == 3)
    #expect(tape.elements(of: list).map { tape.value(at: $0) } == [1, [2, 3], ["b": 4]])
    let empty = try #require(tape.member("e", of: top).flatMap(tape.object))
    #expect(empty.count == 0 && tape.members(of: empty).isEmpty)
  }

  @Test("Refuses bad JSON with the tree parser's error", arguments: JSONParserTests.bad)
  func sameErrors(_ bad: BadJSONCase) {
    var tape = JSONTape()
    var reader = JSONReader(bytes: bad.bytes, limits: JSONParser.Limits())
    let error = #expect(throws: JSONParseError.self) { try reader.parseDocument(into: &tape) }
    #expect(error?.description == bad.error)
  }
}
