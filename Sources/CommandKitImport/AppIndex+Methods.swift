import CommandKitLite

/// Which of the app's types declare each method, and which types each property name is
/// declared with: what the importer needs to tell that a menu command's closure and a
/// control's action call the same method (SPEC §20, "one action, one command").
extension AppIndex {
  /// Notes a Swift file's `func` and property declarations (by the innermost type around
  /// them; `""` for none) and its property declarations' types (`var vm: MainVM`, `let x: MainVM?`,
  /// `@StateObject var vm = MainVM()`).
  mutating func noteDeclarations(_ source: SwiftSource) {
    let tokens = source.tokens
    let types = source.typeBodies()
    for (index, token) in tokens.enumerated() where token.kind == .identifier {
      switch token.text {
      case "func":
        guard let name = source[index + 1], name.kind == .identifier else { continue }
        let owner = innermost(types, containing: index, range: { $0.body })?.name ?? ""
        methodOwners[name.text, default: []].insert(owner)
      case "var", "let":
        if source[index - 1]?.isIdentifier("static") == true,
          let name = source[index + 1], name.kind == .identifier,
          let owner = innermost(types, containing: index, range: { $0.body })?.name,
          isStored(source, after: index + 1)
        {
          storedStaticMembers[owner, default: []].insert(name.text)
        }
        if let name = source[index + 1], name.kind == .identifier {
          let owner = innermost(types, containing: index, range: { $0.body })?.name ?? ""
          propertyOwners[name.text, default: []].insert(owner)
        }
        guard let name = source[index + 1], name.kind == .identifier,
          let next = source[index + 2], let type = source[index + 3],
          type.kind == .identifier, type.text.first?.isUppercase == true
        else { continue }
        // `name: Type` or `name = Type(…)`.
        if next.isPunctuation(":")
          || (next.isPunctuation("=") && source[index + 4]?.isPunctuation("(") == true)
        {
          propertyTypes[name.text, default: []].insert(type.text)
          if let owner = innermost(types, containing: index, range: { $0.body })?.name {
            memberTypes[owner + "." + name.text, default: []].insert(type.text)
          }
        }
      default:
        break
      }
    }
  }

  /// A property declared at `name` is stored: `=` comes before any `{` on its line (`static
  /// let shared = T()`, `static var x: T = T()`), or its line has neither (`static var x: T?`,
  /// a stored property without an initial value). A `{` first is a getter (computed).
  private func isStored(_ source: SwiftSource, after name: Int) -> Bool {
    let line = source.tokens[name].line
    var position = name + 1
    while let token = source[position], token.line == line {
      if token.isPunctuation("=") { return true }
      if token.isPunctuation("{") { return false }
      position += 1
    }
    return true
  }

  /// The one type of the app that declares a method named `name`, when exactly one does and
  /// no free function or other type has that name.
  func onlyOwner(ofMethod name: String) -> String? {
    guard let owners = methodOwners[name], owners.count == 1, let owner = owners.first,
      !owner.isEmpty
    else { return nil }
    return owner
  }
}

extension SceneImport {
  /// Gives a menu command whose closure calls a method the action of a control that calls
  /// the same method (SPEC §20: one action, one command), when the evidence says it is the
  /// same: the closure is one call chain ending in `.m()` (`{
  /// currentWindow.flatMap(\.asMainVM)?.clearWindow() }`), the control's action is `r.m`
  /// (`action: vm.clearWindow`), the app declares `m` in one type `T` only, and both name
  /// something declared as a `T`: the chain a property of type `T` (or `T` itself), the
  /// control its receiver `r`. A method called through a registry or a string key
  /// (`CommandManager.shared.executeCommand("open.drawer")`) is not matched: which method
  /// runs is decided at run time.
  mutating func matchClosureActions(index: AppIndex) {
    let controlActions =
      controls.compactMap(\.action)
      + templates.flatMap { $0.nodes.flatMap { $0.controls.compactMap(\.action) } }
    guard !controlActions.isEmpty else { return }
    for position in commands.indices {
      guard commands[position].action == nil, let call = commands[position].closureCall,
        let owner = index.onlyOwner(ofMethod: call.method),
        call.names.contains(where: {
          $0 == owner || index.propertyTypes[$0]?.contains(owner) == true
        })
      else { continue }
      let match = controlActions.first { action in
        let parts = action.split(separator: ".").map(String.init)
        guard parts.last == call.method else { return false }
        // `r.m`, or `T.x.m` once the reader named the app-wide instance `r` is (a stored
        // static property of `T`, `namingSharedInstance(_:at:)`).
        if parts.count == 3 {
          return parts[0] == owner && index.storedStaticMembers[owner]?.contains(parts[1]) == true
        }
        return parts.count == 2 && index.propertyTypes[parts[0]]?.contains(owner) == true
      }
      if let match { commands[position].action = match }
    }
  }
}
