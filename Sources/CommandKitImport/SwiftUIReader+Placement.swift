import CommandKitLite

// A `CommandGroup` whose placement is an expression, not a `.name` literal: apps that build
// their menus from a table write `CommandGroup(replacing: group.replacing) { … }` in a helper
// of their `Commands` type, called once per group (`commandGroup(for: .edit)`), with the
// placement a computed property of their own enum (`var replacing: CommandGroupPlacement {
// switch self { case .edit: return .pasteboard … } }`).

extension AppIndex {
  /// Notes each enum property that maps its cases to members by a `switch self` whose every
  /// case returns one member (`case .edit: return .pasteboard`, `case .a, .b: .help`), by
  /// `Type.property`.
  mutating func noteCaseTables(_ source: SwiftSource) {
    let tokens = source.tokens
    let types = source.typeBodies()
    for index in tokens.indices where tokens[index].isIdentifier("var") {
      guard let name = source[index + 1], name.kind == .identifier,
        source[index + 2]?.isPunctuation(":") == true,
        let owner = innermost(types, containing: index, range: { $0.body })
      else { continue }
      var brace = index + 3
      while let token = source[brace], token.kind == .identifier || token.isPunctuation(".") {
        brace += 1
      }
      guard source[brace]?.isPunctuation("{") == true,
        source[brace + 1]?.isIdentifier("switch") == true,
        source[brace + 2]?.isIdentifier("self") == true,
        source[brace + 3]?.isPunctuation("{") == true
      else { continue }
      let block = (brace + 4)..<source.partner[brace + 3]
      if let table = Self.caseTable(source, block), !table.isEmpty {
        caseTables[owner.name + "." + name.text] = table
      }
    }
  }

  /// The case → member table of a `switch self` block, or nil when a case returns anything
  /// but one member (or has a `default`).
  private static func caseTable(_ source: SwiftSource, _ block: Range<Int>) -> [String: String]? {
    var table: [String: String] = [:]
    var position = block.lowerBound
    while position < block.upperBound {
      guard source.tokens[position].isIdentifier("case") else { return nil }
      var cases: [String] = []
      position += 1
      while position + 1 < block.upperBound, source.tokens[position].isPunctuation(".") {
        cases.append(source.tokens[position + 1].text)
        position += 2
        if source.tokens[position].isPunctuation(",") { position += 1 }
      }
      guard !cases.isEmpty, source.tokens[position].isPunctuation(":") else { return nil }
      position += 1
      if source.tokens[position].isIdentifier("return") { position += 1 }
      guard position + 1 < block.upperBound, source.tokens[position].isPunctuation("."),
        source.tokens[position + 1].kind == .identifier
      else { return nil }
      for name in cases { table[name] = source.tokens[position + 1].text }
      position += 2
    }
    return table
  }
}

extension SwiftUIReader {
  /// The placements of a `CommandGroup` whose placement argument (`range`, in the call at
  /// `call`) is `parameter.property`: `parameter` a parameter of the function the group is
  /// built in, every call of that function in the file passing a `.case` for it, and
  /// `property` a case table of the parameter's type (``AppIndex/noteCaseTables(_:)``).
  /// Nil when any step cannot be read.
  func evaluatedPlacements(_ range: Range<Int>, at call: Int) -> [CommandGroupPlacement]? {
    guard range.count == 3, tokens[range.lowerBound].kind == .identifier,
      tokens[range.lowerBound + 1].isPunctuation("."),
      tokens[range.lowerBound + 2].kind == .identifier
    else { return nil }
    let parameter = tokens[range.lowerBound].text
    let property = tokens[range.lowerBound + 2].text
    guard let function = enclosingFunction(of: call),
      let slot = function.parameters.firstIndex(where: { $0.name == parameter }),
      let table = index.caseTables[function.parameters[slot].type + "." + property]
    else { return nil }
    var placements: [CommandGroupPlacement] = []
    var calls = 0
    for position in tokens.indices
    where tokens[position].isIdentifier(function.name)
      && source[position - 1]?.isIdentifier("func") != true
      && source[position - 1]?.isPunctuation(".") != true
    {
      guard let open = source.call(position, named: [function.name]) else { continue }
      let arguments = source.arguments(open)
      guard slot < arguments.count, arguments[slot].label == function.parameters[slot].label,
        let name = source.memberName(arguments[slot].range),
        arguments[slot].range.count == 2,
        let member = table[name], let placement = CommandGroupPlacement(named: member)
      else { return nil }
      calls += 1
      if !placements.contains(where: { $0.name == placement.name }) { placements.append(placement) }
    }
    return calls == 0 ? nil : placements
  }

  /// The function whose body holds `index`: its name and parameters (argument label, or nil
  /// for `_`; internal name; the last name of its type).
  private func enclosingFunction(of index: Int) -> (
    name: String, parameters: [(label: String?, name: String, type: String)]
  )? {
    var best: (name: String, open: Int, body: Range<Int>)?
    for position in tokens.indices where tokens[position].isIdentifier("func") {
      guard let name = source[position + 1], name.kind == .identifier,
        source[position + 2]?.isPunctuation("(") == true
      else { continue }
      var brace = source.partner[position + 2] + 1
      while let token = source[brace], !token.isPunctuation("{"), !token.isPunctuation("}") {
        brace = source.partner[brace] > brace ? source.partner[brace] + 1 : brace + 1
      }
      guard source[brace]?.isPunctuation("{") == true else { continue }
      let body = (brace + 1)..<source.partner[brace]
      if body.contains(index), best.map({ body.count < $0.body.count }) ?? true {
        best = (name.text, position + 2, body)
      }
    }
    guard let best else { return nil }
    var parameters: [(label: String?, name: String, type: String)] = []
    var segment: [SwiftToken] = []
    var position = best.open + 1
    let close = source.partner[best.open]
    func finish() {
      guard let colon = segment.firstIndex(where: { $0.isPunctuation(":") }), colon >= 1,
        let type = segment[(colon + 1)...].last(where: { $0.kind == .identifier })
      else { return }
      let names = segment[..<colon].filter { $0.kind == .identifier || $0.text == "_" }.map(\.text)
      guard let name = names.last else { return }
      let label = names.count >= 2 ? (names[0] == "_" ? nil : names[0]) : name
      parameters.append((label, name, type.text))
    }
    while position < close {
      if tokens[position].isPunctuation(",") {
        finish()
        segment = []
      } else {
        segment.append(tokens[position])
      }
      position = source.partner[position] > position ? source.partner[position] + 1 : position + 1
    }
    finish()
    return (best.name, parameters)
  }
}

extension SwiftUIReader {
  /// A `CommandGroup` whose placement is not a `.name` the simulator knows. Its content is
  /// menu content all the same (SwiftUI puts a `CommandGroup`'s views in the menu bar,
  /// whatever its placement: `CommandGroup`), so its buttons are commands, never a window's
  /// controls. Where the placement evaluates to one group (``evaluatedPlacements(_:at:)``),
  /// the items go there; where it evaluates to several (a helper called once per group), the
  /// importer does not tell which item goes to which, so the items are imported without a
  /// group and, for `replacing:`, every group the calls name is removed (each call replaces
  /// one: its standard items are gone); where it cannot be evaluated, the items are imported
  /// without a group and no group is removed. Items without a group are filed in a menu named
  /// after the `Commands` type that builds them (the replaced group's menu is not known). SPEC §22 is silent; chosen so that the app's
  /// own menu items are read as menu items, and a group is removed only when the sources
  /// say which.
  mutating func readUnnamedPlacement(
    _ range: Range<Int>, label: String, literal: String?, at index: Int, body: Range<Int>
  ) {
    let expression = source.spelling(range)
    let placements = literal == nil ? evaluatedPlacements(range, at: index) : nil
    if let placements, placements.count == 1, let group = placements.first {
      regions.append(
        Region(
          kind: .commandGroup, title: group.menu.rawValue, group: group, placement: label,
          body: body))
      return
    }
    // The menu is the replaced group's, which is not known: the items are filed under the
    // name of the `Commands` type that builds them.
    let owner = innermost(source.typeBodies(), containing: index, range: \.body)?.name
    regions.append(
      Region(
        kind: .commandGroup, title: owner ?? "Commands", body: body,
        candidates: placements ?? []))
    if let placements, !placements.isEmpty {
      let names = placements.map { "." + $0.name }.joined(separator: ", ")
      if label == "replacing" {
        for group in placements { result.removeGroup(group.name) }
      }
      result.warn(
        "CommandGroup(\(label): \(expression)) is built once per group (\(names)), and which "
          + "item goes to which group is not read; its items are imported as menu commands "
          + "without a group"
          + (label == "replacing" ? ", and the groups it replaces are removed" : ""),
        at: source.location(index))
    } else {
      let what =
        literal.map { "placement .\($0) is not one the simulator knows" }
        ?? "placement \(expression) is an expression the importer does not evaluate"
      result.warn(
        "CommandGroup \(what); its items are imported as menu commands without a group (no "
          + "standard group is removed)", at: source.location(index))
    }
  }
}
