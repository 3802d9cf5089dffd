import CommandKitLite

/// A view that keeps the views it is given in a stored property and shows that property
/// only in a sheet it presents (`struct TipCard: View { var detail: AnyView; init(…,
/// @ViewBuilder detail: () -> D) { self.detail = AnyView(detail()) }; var body: some View {
/// … .sheet(isPresented: $shown) { detail } } }`): whatever a caller gives it in a trailing
/// closure (`TipCard(title: "Welcome") { TipDetail() }`) is on screen only in that sheet.
///
/// SwiftUI shows a view where it is placed in a body (`View.sheet(isPresented:onDismiss:
/// content:)`: the content closure's view is presented while the binding is true); a view
/// value stored and placed only in a sheet's content is the sheet's. SPEC §22 is silent on
/// stored views; the reading is a choice, written after the twenty-second held-out batch
/// was judged (ExcalidrawZ's tip cards, `ImporterDefects/sheet-content-stored-view/`).
struct StoredSheetContent: Sendable, Equatable {
  /// Each view type that shows a stored view property only in a sheet, with that sheet's
  /// presentation key.
  var sheets: [String: String] = [:]
  /// For each view type, the types it names only inside trailing closures of calls, with
  /// the calls' types around each occurrence (outermost first).
  var closureOnly: [String: [String: [[String]]]] = [:]
}

extension SwiftUIReader {
  /// The stored view property a sheet's content is, when it is exactly one: `detail` or
  /// `self.detail`, declared in the presenting type as `var detail: AnyView` (or a generic
  /// parameter of the type, `let detail: Detail`) without a body, and written nowhere else
  /// in the type but its declaration and its initializers (where it is set).
  func storedViewProperty(_ content: Range<Int>) -> String? {
    var tokens = Array(self.tokens[content])
    if tokens.count == 3, tokens[0].isIdentifier("self"), tokens[1].isPunctuation(".") {
      tokens.removeFirst(2)
    }
    guard tokens.count == 1, tokens[0].kind == .identifier,
      let owner = innermost(source.typeBodies(), containing: content.lowerBound, range: \.body)
    else { return nil }
    let name = tokens[0].text
    let generics = genericParameters(of: owner.name)
    for index in owner.body
    where self.tokens[index].isIdentifier("var") || self.tokens[index].isIdentifier("let") {
      guard source[index + 1]?.isIdentifier(name) == true,
        source[index + 2]?.isPunctuation(":") == true, let type = source[index + 3],
        type.isIdentifier("AnyView") || generics.contains(type.text),
        source[index + 4]?.isPunctuation("{") != true,
        source[index + 4]?.isPunctuation("=") != true
      else { continue }
      let initializers = initializerRanges(in: owner.body)
      let elsewhere = owner.body.contains { position in
        self.tokens[position].isIdentifier(name) && !content.contains(position)
          && position != index + 1 && !initializers.contains { $0.contains(position) }
      }
      return elsewhere ? nil : name
    }
    return nil
  }

  /// The `init` declarations in `body`, each from `init` to its body's `}`.
  private func initializerRanges(in body: Range<Int>) -> [Range<Int>] {
    var ranges: [Range<Int>] = []
    for index in body where tokens[index].isIdentifier("init") {
      guard source[index - 1]?.isPunctuation(".") != true else { continue }
      var position = index + 1
      while let token = source[position], !token.isPunctuation("{"), position < body.upperBound {
        position = source.partner[position] > position ? source.partner[position] + 1 : position + 1
      }
      guard source[position]?.isPunctuation("{") == true, source.partner[position] > position
      else { continue }
      ranges.append(index..<(source.partner[position] + 1))
    }
    return ranges
  }

  /// The generic parameters a type declares (`struct TipCard<Detail: View>`).
  private func genericParameters(of type: String) -> Set<String> {
    var names: Set<String> = []
    for index in tokens.indices where tokens[index].isIdentifier("struct") {
      guard source[index + 1]?.isIdentifier(type) == true,
        source[index + 2]?.isPunctuation("<") == true
      else { continue }
      var position = index + 3
      var expectsName = true
      while let token = source[position], !token.isPunctuation(">") {
        if expectsName, token.kind == .identifier { names.insert(token.text) }
        expectsName = token.isPunctuation(",")
        position += 1
      }
    }
    return names
  }

  /// Notes, for a view type's body, the types it names only inside trailing closures of
  /// calls (`TipCard { TipDetail() }`), with the calls around each occurrence
  /// (``StoredSheetContent/closureOnly``).
  mutating func noteClosureMentions(of type: String, in body: Range<Int>, skipping: [Range<Int>]) {
    var open: [(close: Int, callee: String?)] = []
    var plain: Set<String> = []
    var inClosures: [String: [[String]]] = [:]
    for index in body {
      while let last = open.last, last.close <= index { open.removeLast() }
      if skipping.contains(where: { $0.contains(index) }) { continue }
      let token = tokens[index]
      if token.isPunctuation("{"), source.partner[index] > index {
        open.append((source.partner[index], calleeOfClosure(opening: index)))
        continue
      }
      guard isViewUse(index), token.text != type else { continue }
      let callees = open.compactMap(\.callee)
      if callees.isEmpty {
        plain.insert(token.text)
      } else {
        inClosures[token.text, default: []].append(callees)
      }
    }
    for (name, paths) in inClosures where !plain.contains(name) {
      result.views.storedSheetContent.closureOnly[type, default: [:]][name, default: []] += paths
    }
  }

  /// The capitalized type whose call a trailing closure opening at `brace` belongs to:
  /// `Name { … }`, `Name(…) { … }`, or a later trailing closure (`} label: {`).
  private func calleeOfClosure(opening brace: Int) -> String? {
    var position = brace - 1
    if source[position]?.isPunctuation(")") == true {
      position = source.partner[position] - 1
    }
    // Generic arguments: `TipCard<TipDetail>(…) { … }`.
    if source[position]?.isPunctuation(">") == true {
      while let token = source[position], !token.isPunctuation("<") {
        guard
          token.kind == .identifier || token.isPunctuation(">") || token.isPunctuation(",")
            || token.isPunctuation(".")
        else { return nil }
        position -= 1
      }
      position -= 1
    }
    guard let token = source[position], token.kind == .identifier,
      token.text.first?.isUppercase == true, source[position - 1]?.isPunctuation(".") != true
    else { return nil }
    return token.text
  }
}

extension SwiftUIViews {
  /// The views given to a stored-sheet type in trailing closures moved to its sheet
  /// (``StoredSheetContent``): a type named by a view only inside such closures is no longer
  /// that view's, but the sheet's.
  func movingStoredSheetContent() -> SwiftUIViews {
    let sheets = storedSheetContent.sheets
    guard !sheets.isEmpty else { return self }
    var views = self
    // In name order: dictionaries iterate in a different order on every run, and the
    // sheet's first reference names its template.
    for (owner, names) in storedSheetContent.closureOnly.sorted(by: { $0.key < $1.key }) {
      for (name, paths) in names.sorted(by: { $0.key < $1.key }) {
        // Every occurrence inside a stored-sheet type's closure: the sheet nearest to it.
        let keys = paths.compactMap { path in path.last { sheets[$0] != nil }.flatMap { sheets[$0] }
        }
        guard keys.count == paths.count, let key = keys.first, keys.allSatisfy({ $0 == key }),
          let position = views.presentations.firstIndex(where: { $0.key == key })
        else { continue }
        views.typeReferences[owner]?.remove(name)
        if !views.presentations[position].references.contains(name) {
          views.presentations[position].references.append(name)
        }
      }
    }
    return views
  }
}
