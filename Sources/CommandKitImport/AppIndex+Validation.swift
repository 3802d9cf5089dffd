import CommandKitLite

// What the app's classes say about enabling menu items: which class implements each action,
// and each class's validator (`validateMenuItem(_:)`, `validateUserInterfaceItem(_:)`).

extension AppIndex {
  /// The validator names AppKit calls, and which kind each is.
  static let validatorNames: [String: MenuValidator.Kind] = [
    "validateMenuItem": .menuItem, "validateUserInterfaceItem": .userInterfaceItem,
  ]

  /// Notes the action methods (`@objc` or `@IBAction`) and the validators of a Swift file's
  /// types and extensions.
  mutating func noteActionsAndValidators(_ source: SwiftSource) {
    let tokens = source.tokens
    let types = source.typeBodies()
    for index in tokens.indices where tokens[index].isIdentifier("func") {
      guard let owner = innermost(types, containing: index, range: { $0.body }),
        let name = source[index + 1], name.kind == .identifier
      else { continue }
      if let kind = Self.validatorNames[name.text],
        source[index + 2]?.isPunctuation("(") == true
      {
        let close = source.partner[index + 2]
        var brace = close + 1
        while let token = source[brace], !token.isPunctuation("{"), brace < owner.body.upperBound {
          brace += 1
        }
        guard source[brace]?.isPunctuation("{") == true, source.partner[brace] > brace else {
          continue
        }
        validators[owner.name, default: []].append(
          MenuValidator(
            kind: kind, body: Array(tokens[(brace + 1)..<source.partner[brace]]),
            location: source.location(index)))
        continue
      }
      guard let selector = Self.selector(source, nameAt: index + 1),
        Self.isExposedToObjectiveC(source, funcAt: index)
          || Self.overridesStandardAction(source, funcAt: index, selector: selector)
      else { continue }
      actionImplementers[selector, default: []].insert(owner.name)
    }
  }

  /// Whether the method at `index` is an `override` of a standard edit action
  /// (`override func delete(_ sender: Any?)`, UIKit's `UIResponderStandardEditActions`,
  /// AppKit's `NSText` actions): it needs no `@objc`, as "the compiler implicitly adds the
  /// `objc` attribute" to "an override of a method that has the `objc` attribute" (*The Swift
  /// Programming Language*, Attributes, `objc`). Only the standard actions are taken: an
  /// override of anything else (`viewDidLoad()`) is no action an item sends.
  static func overridesStandardAction(_ source: SwiftSource, funcAt index: Int, selector: String)
    -> Bool
  {
    guard let id = SelectorMap.standardID(selector: selector, tag: nil),
      StandardCommand.textResponderIDs.contains(id)
    else { return false }
    var position = index - 1
    while let token = source[position], token.kind == .identifier,
      token.line >= (source[index]?.line ?? 0) - 2
    {
      if token.text == "override" { return true }
      position -= 1
    }
    return false
  }

  /// A method the Objective-C runtime can send: `@objc`, `@IBAction` (possibly with other
  /// modifiers between them and `func`).
  static func isExposedToObjectiveC(_ source: SwiftSource, funcAt index: Int) -> Bool {
    var position = index - 1
    while let token = source[position] {
      if token.kind == .identifier, token.text == "@objc" || token.text == "@IBAction" {
        return true
      }
      if token.isPunctuation(")"), source.partner[position] >= 0 {
        // `@objc(name:)`
        position = source.partner[position] - 1
        continue
      }
      guard token.kind == .identifier, token.line >= (source[index]?.line ?? 0) - 2 else {
        return false
      }
      position -= 1
    }
    return false
  }

  /// Notes the methods and validators of an Objective-C file's `@implementation`s (every
  /// method of one can receive an action message).
  mutating func noteActionsAndValidators(_ source: ObjectiveCSource) {
    let tokens = source.tokens
    var owner: String?
    var index = 0
    while index < tokens.count {
      let token = tokens[index]
      if token.isIdentifier("@implementation"), let name = source[index + 1] {
        owner = name.text
      } else if token.isIdentifier("@end") {
        owner = nil
      } else if let owner, token.isPunctuation("-"),
        source[index + 1]?.isPunctuation("(") == true,
        index == 0 || tokens[index - 1].isPunctuation(";") || tokens[index - 1].isPunctuation("}")
          || tokens[index - 1].line < token.line,
        let method = Self.objectiveCSelector(source, methodAt: index)
      {
        // The body: the `{` after the signature, to its partner by depth.
        var position = method.end
        while let inner = source[position], !inner.isPunctuation("{"), !inner.isPunctuation(";"),
          !inner.isPunctuation("-")
        {
          position += 1
        }
        guard source[position]?.isPunctuation("{") == true else {
          index = position
          continue
        }
        let open = position
        var depth = 0
        while let inner = source[position] {
          if inner.isPunctuation("{") { depth += 1 }
          if inner.isPunctuation("}") {
            depth -= 1
            if depth == 0 { break }
          }
          position += 1
        }
        let head = String(method.selector.prefix { $0 != ":" })
        if Self.windowNibMethods.contains(method.selector) {
          noteWindowNibNames(
            of: owner, in: tokens[(open + 1)..<min(position, tokens.count)])
        }
        if let kind = Self.validatorNames[head], method.selector == head + ":" {
          validators[owner, default: []].append(
            MenuValidator(
              kind: kind, body: Array(tokens[(open + 1)..<min(position, tokens.count)]),
              location: source.location(index)))
        } else {
          actionImplementers[method.selector, default: []].insert(owner)
        }
        index = position + 1
        continue
      }
      index += 1
    }
  }

  /// The selector of the Objective-C method declared at `index` (`- (IBAction)newNote:(id)x`
  /// is `newNote:`), and the index after its signature's last part.
  static func objectiveCSelector(_ source: ObjectiveCSource, methodAt index: Int) -> (
    selector: String, end: Int
  )? {
    var position = index + 2
    while let inner = source[position], !inner.isPunctuation(")") { position += 1 }
    var parts: [String] = []
    position += 1
    while let name = source[position], name.kind == .identifier {
      guard source[position + 1]?.isPunctuation(":") == true else {
        if parts.isEmpty {
          parts.append(name.text)
          position += 1
        }
        break
      }
      parts.append(name.text + ":")
      position += 2
      // Skip `(type)name`.
      if source[position]?.isPunctuation("(") == true {
        while let inner = source[position], !inner.isPunctuation(")") { position += 1 }
        position += 1
      }
      position += 1
    }
    return parts.isEmpty ? nil : (parts.joined(), position)
  }

  /// The validator AppKit asks about a menu item for an object of `className`: the class's
  /// own `validateMenuItem(_:)`, else its `validateUserInterfaceItem(_:)`, else its nearest
  /// superclass's among the app's classes. Nil when neither it nor an app superclass has one
  /// (AppKit's default then decides, or an AppKit superclass's validator, which the
  /// importer does not read).
  func menuValidator(for className: String) -> MenuValidator? {
    for name in ancestry(of: className) {
      let own = validators[name] ?? []
      if let validator = own.first(where: { $0.kind == .menuItem })
        ?? own.first(where: { $0.kind == .userInterfaceItem })
      {
        return validator
      }
    }
    return nil
  }

  /// The app classes that implement `action` and whose validators never enable an item
  /// that sends it with `identifier` (each with where its validator is), or nil when one
  /// of them may: no class of the app implements the action (AppKit's or a framework's
  /// responder may), or one has no validator the importer can read, or its validator's
  /// answer depends on the app's state (see ``MenuValidator/alwaysDisables(action:identifier:)``).
  func validatorsNeverEnabling(action: String, identifier: String?) -> [(
    className: String, location: SourceLocation
  )]? {
    guard let classes = actionImplementers[action], !classes.isEmpty else { return nil }
    var result: [(className: String, location: SourceLocation)] = []
    for name in classes.sorted() {
      guard let validator = menuValidator(for: name),
        validator.alwaysDisables(action: action, identifier: identifier)
      else { return nil }
      result.append((name, validator.location))
    }
    return result
  }
}
