import CommandKitLite

/// A view type a view builds, with the values it hands it by label (`ResponseViewer(model:
/// model)`: `model` → `model`), each a path of names in the builder's terms.
struct ChildUse: Sendable, Equatable {
  var type: String
  var arguments: [String: String]
}

extension SwiftUIReader {
  /// The views `body` builds outside `branches` that are handed at least one value as a path
  /// of names (``ChildUse``): what is shown beside a chain whatever its branch, and what
  /// the child shows may still depend on those values (``SwiftUIViews/childSwitchApart``).
  func childUses(in body: Range<Int>, outside branches: [Range<Int>]) -> [ChildUse] {
    var uses: [ChildUse] = []
    for position in body where isViewUse(position) {
      guard !branches.contains(where: { $0.contains(position) }),
        source[position + 1]?.isPunctuation("(") == true
      else { continue }
      let open = position + 1
      let close = source.partner[open]
      guard close > open else { continue }
      var arguments: [String: String] = [:]
      var start = open + 1
      var index = start
      while index <= close {
        let token = tokens[index]
        if index < close,
          token.isPunctuation("(") || token.isPunctuation("[")
            || token.isPunctuation("{")
        {
          index = max(source.partner[index], index) + 1
          continue
        }
        if index == close || token.isPunctuation(",") {
          // `label: path`.
          if index - start >= 3, tokens[start].kind == .identifier,
            tokens[start + 1].isPunctuation(":"),
            let path = subjectPath((start + 2)..<index)
          {
            arguments[tokens[start].text] = path
          }
          start = index + 1
        }
        index += 1
      }
      if !arguments.isEmpty {
        uses.append(ChildUse(type: tokens[position].text, arguments: arguments))
      }
    }
    return uses
  }
}
