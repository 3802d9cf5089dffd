import CommandKitLite

/// Swift methods that the Objective-C runtime cannot send, so that no menu item reaches them
/// (issue 25: OpenEmu's Volume Down and Up, whose `volumeDown(_:)` and `volumeUp(_:)` are
/// plain methods of its `@objc` document class).
///
/// AppKit finds an action's target with `responds(to:)` along the responder chain (Apple,
/// "Enabling Menu Items"; `NSApplication.target(forAction:to:from:)`), which sees only
/// methods exposed to Objective-C. Since Swift 4 a method of an `NSObject` subclass is
/// exposed only when it is marked `@objc` (or `@IBAction`, `@IBSegueAction`, `@NSManaged`,
/// `dynamic` with `@objc`), overrides an exposed method, satisfies an `@objc` protocol's
/// requirement, or sits in an `@objc extension` or an `@objcMembers` class (SE-0160,
/// "Limiting @objc inference"; *The Swift Programming Language*, Attributes, `objc`). The
/// class's own `@objc` exposes the class, not its members.
///
/// The reading is conservative wherever it cannot tell: a method in any extension or class
/// that adopts a protocol, or whose name any protocol of the app declares, counts as
/// exposed (it may satisfy an `@objc` requirement), and so does one in a protocol body.
extension AppIndex {
  /// A Swift method declared where nothing exposes it to Objective-C.
  struct UnexposedMethod: Equatable, Sendable {
    /// The class that declares it.
    let owner: String
    /// Its Swift name, `volumeDown(_:)`.
    let name: String
    /// Where it is declared.
    let location: SourceLocation
  }

  /// The attributes and modifiers that expose a method to Objective-C (`override` of an
  /// exposed method; `dynamic` needs `@objc` since Swift 4, and counts as exposing, to be
  /// safe).
  static let exposingWords: Set<String> = [
    "@objc", "@IBAction", "@IBSegueAction", "@NSManaged", "override", "dynamic",
  ]

  /// Notes, for each selector, whether a Swift method of that selector is exposed to
  /// Objective-C, and the classes that declare one that is not.
  mutating func noteObjectiveCExposure(_ source: SwiftSource) {
    let tokens = source.tokens
    let protocolBodies = Self.protocolBodies(source)
    for body in protocolBodies {
      for index in body where tokens[index].isIdentifier("func") {
        if let name = source[index + 1], name.kind == .identifier {
          protocolMethodNames.insert(name.text)
        }
      }
    }
    let types = source.typeBodies()
    for index in tokens.indices where tokens[index].isIdentifier("func") {
      guard let selector = Self.selector(source, nameAt: index + 1) else { continue }
      let name = tokens[index + 1].text
      if protocolBodies.contains(where: { $0.contains(index) })
        || Self.hasExposingAttribute(source, before: index)
      {
        exposedSwiftSelectors.insert(selector)
        continue
      }
      guard let type = innermost(types, containing: index, range: { $0.body }) else { continue }
      if Self.exposesMembers(source, typeBodyAt: type.body.lowerBound - 1) {
        exposedSwiftSelectors.insert(selector)
        continue
      }
      let label = Self.swiftName(source, nameAt: index + 1)
      let token = tokens[index + 1]
      unexposedSelectors[selector, default: []].append(
        UnexposedMethod(
          owner: type.name, name: label ?? name,
          location: SourceLocation(file: source.file, line: token.line, column: token.column)))
    }
  }

  /// The one Swift method of the app's own responder class that declares `selector` without
  /// exposing it, when that is the only declaration of it the sources have: no exposed Swift
  /// method, no Objective-C method, no protocol naming it, and the class descends from an
  /// AppKit class (`NSDocument`, `NSViewController`, …), so it was meant as a responder.
  func onlyUnexposedResponderMethod(for selector: String) -> UnexposedMethod? {
    guard let methods = unexposedSelectors[selector], methods.count == 1,
      let method = methods.first,
      !exposedSwiftSelectors.contains(selector), !objectiveCSelectors.contains(selector),
      !protocolMethodNames.contains(method.baseName), descendsFromAppKit(method.owner)
    else { return nil }
    return method
  }

  /// Whether `type`'s superclass chain, through the app's own classes, reaches an AppKit
  /// class.
  private func descendsFromAppKit(_ type: String) -> Bool {
    var current = type
    var seen: Set<String> = []
    while let superclass = superclasses[current], seen.insert(current).inserted {
      if superclass.hasPrefix("NS") { return true }
      current = superclass
    }
    return false
  }

  /// Whether the declaration that ends at `index` (its `func`) carries an attribute or
  /// modifier that exposes it (``exposingWords``): the words before it, back to the end of
  /// the previous declaration, skipping attribute arguments (`@objc(volumeDown:)`).
  private static func hasExposingAttribute(_ source: SwiftSource, before index: Int) -> Bool {
    var position = index - 1
    while position >= 0 {
      let token = source.tokens[position]
      if token.isPunctuation(")"), source.partner[position] < position {
        position = source.partner[position] - 1
        continue
      }
      guard token.kind == .identifier, !declaringWords.contains(token.text),
        !["func", "var", "let", "init", "return"].contains(token.text)
      else { return false }
      if exposingWords.contains(token.text) { return true }
      // A word that is not an attribute or a modifier ends the declaration's head.
      if !token.text.hasPrefix("@"), !modifierWords.contains(token.text) { return false }
      position -= 1
    }
    return false
  }

  /// The modifiers a method's declaration may carry before `func`.
  static let modifierWords: Set<String> = [
    "public", "private", "fileprivate", "internal", "open", "package", "final", "static",
    "class", "required", "convenience", "nonisolated", "mutating", "nonmutating", "lazy",
    "weak", "unowned", "isolated", "consuming", "borrowing", "distributed",
  ]

  /// Whether the type or extension whose body opens at `brace` exposes its members: an
  /// `@objc extension` or `@objcMembers class`, or an extension or class that adopts a
  /// protocol after its superclass (a member may satisfy an `@objc` requirement: counted
  /// as exposed, since the reading cannot tell which protocols are `@objc`).
  private static func exposesMembers(_ source: SwiftSource, typeBodyAt brace: Int) -> Bool {
    var keyword = brace - 1
    while keyword >= 0,
      !declaringWords.contains(source.tokens[keyword].text)
        || source.tokens[keyword].kind != .identifier
    {
      keyword -= 1
    }
    guard keyword >= 0 else { return true }
    let isExtension = source.tokens[keyword].text == "extension"
    // The inheritance list: an extension's every name is a protocol; a class's first is its
    // superclass.
    var inherited = 0
    var position = keyword + 2
    var inList = false
    while position < brace {
      let token = source.tokens[position]
      if token.isPunctuation(":") { inList = true }
      if token.isIdentifier("where") { break }
      if inList, token.kind == .identifier,
        source.tokens[position - 1].isPunctuation(":")
          || source.tokens[position - 1].isPunctuation(",")
      {
        inherited += 1
      }
      position += 1
    }
    if inherited > (isExtension ? 0 : 1) { return true }
    var attribute = keyword - 1
    while attribute >= 0, source.tokens[attribute].kind == .identifier,
      source.tokens[attribute].text.hasPrefix("@")
        || modifierWords.contains(source.tokens[attribute].text)
    {
      // `@objc` on a class exposes the class, not its members (SE-0160); on an extension
      // it exposes every member.
      let text = source.tokens[attribute].text
      if text == "@objcMembers" || (isExtension && text == "@objc") { return true }
      attribute -= 1
    }
    return false
  }

  /// The bodies of the file's `protocol` declarations (braces excluded).
  private static func protocolBodies(_ source: SwiftSource) -> [Range<Int>] {
    var bodies: [Range<Int>] = []
    for index in source.tokens.indices where source.tokens[index].isIdentifier("protocol") {
      guard let name = source[index + 1], name.kind == .identifier else { continue }
      var position = index + 2
      while let token = source[position], !token.isPunctuation("{"), !token.isPunctuation("}") {
        position += 1
      }
      guard source[position]?.isPunctuation("{") == true, source.partner[position] > position
      else { continue }
      bodies.append((position + 1)..<source.partner[position])
    }
    return bodies
  }

  /// The Swift name of the method whose name is at `index`: `volumeDown(_:)`.
  private static func swiftName(_ source: SwiftSource, nameAt index: Int) -> String? {
    guard let name = source[index], let labels = parameterLabels(source, nameAt: index) else {
      return nil
    }
    return name.text + "(" + labels.map { $0 + ":" }.joined() + ")"
  }
}

extension AppIndex.UnexposedMethod {
  /// The name without its labels: `volumeDown`.
  var baseName: String { String(name.prefix { $0 != "(" }) }
}
