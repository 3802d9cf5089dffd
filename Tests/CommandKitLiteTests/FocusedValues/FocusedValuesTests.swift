import CommandKitLite
import Testing

/// `FocusedValues` finds a value by a scan of a few names, or through an index once it
/// holds more than 32 (`OrderedNames`): both must behave the same.
@Suite struct FocusedValuesTests {
  @Test(
    "Values are set, read, replaced and removed by name, in publishing order, at every size",
    arguments: [1, 2, 32, 33, 50])
  func namedValues(count: Int) {
    // Names of several lengths, so that names of equal length but different text meet.
    let names = (0..<count).map { "key\($0)" }
    var values = FocusedValues()
    for (index, name) in names.enumerated() { values[name: name] = index }
    #expect(values.names == names)
    #expect(values.count == count)
    for (index, name) in names.enumerated() {
      #expect(values[name: name] as? Int == index)
      #expect(values.contains(name))
    }
    #expect(values[name: "key\(count)"] == nil)
    #expect(!values.contains("key"))

    // Replacing keeps the name's place; removing closes the gap.
    values[name: names[0]] = "replaced"
    #expect(values[name: names[0]] as? String == "replaced")
    #expect(values.names == names)
    let removed = names[count / 2]
    values[name: removed] = nil
    #expect(values[name: removed] == nil)
    #expect(values.names == names.filter { $0 != removed })
    for (index, name) in names.enumerated() where name != removed && index > 0 {
      #expect(values[name: name] as? Int == index)
    }
    // JSON null withdraws a value, as a scene file's `null` does.
    let last = names[count - 1]
    values[name: last] = JSONValue.null
    #expect(!values.contains(last))
    #expect(values.count == count - (last == removed ? 1 : 2))
    // Publishing again appends at the end.
    values[name: removed] = true
    #expect(values.names.last == removed)
    #expect(values[name: removed] as? Bool == true)
  }

  @Test("JSON round trip keeps names, order and values; JSON renderings compare without order")
  func jsonRoundTrip() {
    var values = FocusedValues()
    for index in 0..<40 { values[name: "v\(index)"] = JSONValue.number(Double(index)) }
    let json = values.json
    #expect(json.keys == (0..<40).map { "v\($0)" })
    #expect(FocusedValues(json).json == values.json)
    var reversed = FocusedValues()
    for index in (0..<40).reversed() {
      reversed[name: "v\(index)"] = JSONValue.number(Double(index))
    }
    #expect(reversed.json == values.json)
    reversed[name: "v3"] = nil
    #expect(reversed.json != values.json)
  }

  @Test("FocusedValues is not Equatable: values such as closures have no honest equality")
  func notEquatable() {
    // Two different closures render alike in JSON; an `==` built on renderings called them
    // equal. Compare `.json` explicitly where JSON renderings are what matters.
    #expect(!(FocusedValues() as Any is any Equatable))
  }

  @Test(
    "Values made from a JSON object keep its order and leave out its null members",
    arguments: [
      [("a", JSONValue.null)],
      [("a", 1), ("b", .null), ("c", "x")],
      [("z", .null), ("y", .null)],
      [("b", true), ("a", .array([.null])), ("c", .object(JSONObject([("n", .null)])))],
    ] as [[(String, JSONValue)]])
  func fromJSONObject(members: [(String, JSONValue)]) {
    let values = FocusedValues(JSONObject(members))
    let kept = members.filter { $0.1 != .null }
    #expect(values.names == kept.map(\.0))
    for (name, value) in kept {
      #expect(values[name: name] as? JSONValue == value)
    }
    #expect(values.count == kept.count)
  }
}
