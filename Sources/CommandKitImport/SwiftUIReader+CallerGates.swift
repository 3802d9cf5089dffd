/// Views a caller turns off (SPEC §22, whole apps): a view written inside `if flag { … }`,
/// where `flag` is a stored `Bool` of the view type that writes it, is built only in the
/// instances whose `flag` is true. A caller that passes `flag: false` (ExcalidrawZ's
/// `SerachContent(withDismissButton: false, source: .normal)` in its home view, while the
/// search sheet's `SerachContent(source: .sheet)` keeps the default `true`) never shows it.
///
/// The importer places a type's views in every template whose content reaches the type; a
/// gated view goes only where some path of uses reaches the type without a use that passes
/// `false` for its gate (``SwiftUIViews/reach(_:avoiding:)``). A stored property's value is
/// the one its memberwise or written initializer is given (*The Swift Programming
/// Language*, "Initialization", "Memberwise Initializers for Structure Types"), so a literal
/// `false` argument is read; any other expression is read as possibly true. SPEC is silent
/// on arguments; the reading is a choice, written in round sixteen after ExcalidrawZ's home
/// search Cancel ⌘Esc, never built there, met the AI panel's Deny ⌘Esc in a false
/// `ambiguous` error (`ImporterDefects/control-gated-by-caller-argument/`).
extension SwiftUIReader {
  /// The stored `Bool` property of the type around `index` that the innermost `if name {`
  /// holding `index` tests, if any (`if name {` or `if self.name {`, the `if` branch only).
  func callerGate(at index: Int) -> String? {
    guard let type = innermost(source.typeBodies(), containing: index, range: \.body) else {
      return nil
    }
    var best: (name: String, size: Int)?
    var position = type.body.lowerBound
    while position < index {
      defer { position += 1 }
      guard tokens[position].isIdentifier("if") else { continue }
      var name = position + 1
      if source[name]?.isIdentifier("self") == true, source[name + 1]?.isPunctuation(".") == true {
        name += 2
      }
      guard let flag = source[name], flag.kind == .identifier,
        source[name + 1]?.isPunctuation("{") == true
      else { continue }
      let close = source.partner[name + 1]
      guard close > index, best.map({ close - name < $0.size }) ?? true,
        isStoredBool(flag.text, in: type.body)
      else { continue }
      best = (flag.text, close - name)
    }
    return best?.name
  }

  /// Whether `name` is declared in `body` as an instance's stored `Bool`: `var name: Bool`,
  /// `let name: Bool` (perhaps with a default), or `var name = true` / `false`.
  private func isStoredBool(_ name: String, in body: Range<Int>) -> Bool {
    body.contains { position in
      guard tokens[position].isIdentifier("var") || tokens[position].isIdentifier("let"),
        source[position - 1]?.isIdentifier("static") != true,
        source[position + 1]?.isIdentifier(name) == true
      else { return false }
      if source[position + 2]?.isPunctuation(":") == true {
        return source[position + 3]?.isIdentifier("Bool") == true
          && source[position + 4]?.isPunctuation("{") != true
      }
      return source[position + 2]?.isPunctuation("=") == true
        && (source[position + 3]?.isIdentifier("true") == true
          || source[position + 3]?.isIdentifier("false") == true)
    }
  }

  /// The labels the use of a view type at `index` (`Name(label: false, …)`) passes a literal
  /// `false`.
  func falseArguments(at index: Int) -> Set<String> {
    guard source[index + 1]?.isPunctuation("(") == true else { return [] }
    var labels: Set<String> = []
    for argument in source.arguments(index + 1) {
      guard let label = argument.label, argument.range.count == 1,
        tokens[argument.range.lowerBound].isIdentifier("false")
      else { continue }
      labels.insert(label)
    }
    return labels
  }
}

extension SwiftUIViews {
  /// The view types `start` reaches, as ``reach(_:)``, without going through a use of `type`
  /// whose caller passes `false` for `gate` in every use it writes.
  func reach(_ start: [String], avoiding type: String, gate: String) -> Set<String> {
    var reached: Set<String> = []
    var queue = start.filter { typeReferences[$0] != nil }
    while let next = queue.popLast() {
      guard reached.insert(next).inserted else { continue }
      for name in typeReferences[next] ?? [] where !reached.contains(name) {
        if name == type, falseArguments[next]?[name]?.contains(gate) == true { continue }
        if typeReferences[name] != nil { queue.append(name) }
      }
    }
    return reached
  }
}
