import CommandKitLite

/// Receivers that name an app-wide instance (SPEC §20, "one action, one command"): a view's
/// `@ObservedObject var playback = PlaybackController.shared` makes `playback.toggleShuffle`
/// the same action as `PlaybackController.shared.toggleShuffle` written elsewhere.
extension SwiftUIReader {
  /// The action with its receiver replaced by the static instance it names: `r.m` becomes
  /// `T.x.m` when `r` is a stored property of the type the item is written in (in this
  /// file: its declaration or an extension), declared at that type's top level with the
  /// static member `T.x` as its initial value (`@ObservedObject var r = T.x`,
  /// `@StateObject private var r = T.x`, `let r = T.x`, `var r: T = .x`), and the app
  /// declares `x` as a stored `static let`/`static var` of `T`. Other actions are returned
  /// unchanged.
  ///
  /// Why this is the same action: a type's stored static property is one value for the whole
  /// program, initialized once (The Swift Programming Language, "Properties", Type
  /// Properties: "stored type properties are lazily initialized on their first access …
  /// guaranteed to be initialized only once"), so a property initialized with it and never
  /// assigned anywhere else in the type refers to that one instance. The rule asks for the app's own
  /// declaration of the static member: an enum case (`Mode.list`) or a computed static
  /// property is no shared instance. Where the type could reassign its property, or a local
  /// name shadows it, the sources are silent on which instance runs, and the action stays as
  /// written (chosen: any assignment of the name or its wrapper's storage in the type's
  /// bodies, and any other declaration of it, as a parameter, a local or a closure
  /// parameter, keeps the action).
  func namingSharedInstance(_ action: String?, at position: Int) -> String? {
    guard let action else { return nil }
    let parts = action.split(separator: ".", maxSplits: 1).map(String.init)
    guard parts.count == 2,
      let type = innermost(source.typeBodies(), containing: position, range: { $0.body }),
      let instance = sharedInstance(of: parts[0], inType: type.name)
    else { return action }
    let names = instance.split(separator: ".").map(String.init)
    guard names.count == 2, index.storedStaticMembers[names[0]]?.contains(names[1]) == true
    else { return action }
    return instance + "." + parts[1]
  }

  /// `T.x` when the bodies of `type` in this file declare `receiver` once, at their top
  /// level, as a property whose initial value is the static member `T.x` (or `.x` after
  /// the annotation `: T`), name it in no other declaration and never assign it (`r = …`,
  /// `self.r = …`, or the wrapper's `_r = …`).
  func sharedInstance(of receiver: String, inType type: String) -> String? {
    let bodies = source.typeBodies().filter { $0.name == type }.map(\.body)
    var found: String?
    var declarations = 0
    for body in bodies {
      for position in body where tokens[position].isIdentifier("_" + receiver) {
        // The property wrapper's storage assigned (`_playback = ObservedObject(wrappedValue:
        // …)` in an `init`): another instance may be put there.
        if isAssigned(at: position) { return nil }
      }
      for position in body where tokens[position].isIdentifier(receiver) {
        let previous = source[position - 1]
        let next = source[position + 1]
        // `r = …` or `self.r = …` outside its declaration: another instance may be put there.
        if isAssigned(at: position),
          previous.map({ !($0.isIdentifier("let") || $0.isIdentifier("var")) }) ?? true,
          previous?.isPunctuation(".") != true || source[position - 2]?.isIdentifier("self") == true
        {
          return nil
        }
        let declares =
          previous.map { $0.isIdentifier("let") || $0.isIdentifier("var") } == true
          || next?.isPunctuation(":") == true || source[position + 1]?.isIdentifier("in") == true
        // `.receiver` (a member of something else) and `receiver:` as an argument label of
        // a call are no declarations of it.
        guard declares, previous?.isPunctuation(".") != true else { continue }
        if next?.isPunctuation(":") == true, !isDeclaration(at: position) { continue }
        declarations += 1
        if isTopLevel(position, in: body), let value = staticInitialValue(after: position) {
          found = value
        }
      }
    }
    return declarations == 1 ? found : nil
  }

  /// The name at `position` is followed by a plain `=` (not `==`, which the tokenizer gives as
  /// two `=`).
  private func isAssigned(at position: Int) -> Bool {
    source[position + 1]?.isPunctuation("=") == true
      && source[position + 2]?.isPunctuation("=") != true
  }

  /// A `name:` at `position` declares (a property, a parameter), rather than labelling a
  /// call's argument: `let`/`var` before it, or it stands in a parameter list right after
  /// `(` or `,` of a `func`/`init`/`subscript` declaration.
  private func isDeclaration(at position: Int) -> Bool {
    if let previous = source[position - 1],
      previous.isIdentifier("let") || previous.isIdentifier("var")
    {
      return true
    }
    // A parameter: the `(` that opens the list follows `func name` or `init`.
    var open = position - 1
    while open >= 0, !(tokens[open].isPunctuation("(") && source.partner[open] > position) {
      open -= 1
    }
    guard open > 0 else { return false }
    if tokens[open - 1].isIdentifier("init") || tokens[open - 1].isIdentifier("subscript") {
      return true
    }
    return open > 1 && tokens[open - 2].isIdentifier("func")
  }

  /// `position` is a member of `body` itself, not inside one of its functions, properties'
  /// bodies or closures.
  private func isTopLevel(_ position: Int, in body: Range<Int>) -> Bool {
    var cursor = body.lowerBound
    while cursor < position {
      let token = tokens[cursor]
      if token.isPunctuation("{") || token.isPunctuation("(") || token.isPunctuation("["),
        source.partner[cursor] > cursor
      {
        if source.partner[cursor] > position { return false }
        cursor = source.partner[cursor] + 1
        continue
      }
      cursor += 1
    }
    return true
  }

  /// The `T.x` of `= T.x` (or `: T = .x`, `: T = T.x`) after a declared name, when the
  /// declaration ends there: the next token is on a later line, or closes or ends it.
  private func staticInitialValue(after name: Int) -> String? {
    var position = name + 1
    var annotation: String?
    if source[position]?.isPunctuation(":") == true {
      guard let type = source[position + 1], type.kind == .identifier,
        type.text.first?.isUppercase == true
      else { return nil }
      annotation = type.text
      position += 2
    }
    guard source[position]?.isPunctuation("=") == true else { return nil }
    position += 1
    var owner = annotation
    if let type = source[position], type.kind == .identifier, type.text.first?.isUppercase == true {
      guard annotation == nil || annotation == type.text else { return nil }
      owner = type.text
      position += 1
    }
    guard let owner, source[position]?.isPunctuation(".") == true,
      let member = source[position + 1], member.kind == .identifier,
      member.text.first?.isLowercase == true, member.text != "self", member.text != "init"
    else { return nil }
    if let after = source[position + 2], after.line == member.line,
      !(after.isPunctuation(";") || after.isPunctuation("}"))
    {
      return nil
    }
    return owner + "." + member.text
  }
}
