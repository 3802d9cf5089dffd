import CommandKitLite

/// Titles and selectors an app keeps in constants of its own (SPEC §22, whole apps).
///
/// UIKit apps often write `UIKeyCommand(title: .boldControlLabel, action: .toggleBoldface,
/// …)`: the title a `static let` of an `extension String`, the selector a `static let` of an
/// `extension Selector` (Zavala, fourth held-out batch). Swift resolves `.name` to the
/// static member of the parameter's type (The Swift Programming Language, "Implicit Member
/// Expression"), so `title: .boldControlLabel` is `String.boldControlLabel` and `action:
/// .toggleBoldface` is `Selector.toggleBoldface`. One level of indirection is read: a
/// `static let` whose value is a string literal, `String(localized:…)`,
/// `NSLocalizedString(…)` or `#selector(…)`. Not resolved: computed properties
/// (`static var x: String { … }`), constants built from other constants or with
/// interpolation, constants of other types, and a name that two declarations give
/// different values (which one applies depends on imports and access the importer does
/// not model).
extension AppIndex {
  /// A title constant: the literal the app shows, or looks up in its string tables.
  struct TitleConstant: Sendable, Equatable {
    /// The literal (the localization key when `isLocalized`).
    var text: String
    /// Looked up in the app's strings (`String(localized:)`, `NSLocalizedString`).
    var isLocalized: Bool
    /// The table named by `table:` or `tableName:`.
    var table: String?
  }

  /// Notes the `static let` constants of the file's `extension String` and
  /// `extension Selector` bodies (and of `String`/`Selector` written as
  /// `extension Swift.String`).
  mutating func noteConstants(_ source: SwiftSource) {
    for type in source.typeBodies() where type.name == "String" || type.name == "Selector" {
      var position = type.body.lowerBound
      while position < type.body.upperBound {
        let token = source.tokens[position]
        // Members of nested types and bodies of functions are not the extension's own.
        if token.isPunctuation("{") || token.isPunctuation("(") || token.isPunctuation("[") {
          position = max(source.partner[position], position) + 1
          continue
        }
        if token.isIdentifier("static"), source[position + 1]?.isIdentifier("let") == true,
          let name = source[position + 2], name.kind == .identifier
        {
          note(name.text, of: type.name, in: source, valueAfter: position + 3)
        }
        position += 1
      }
    }
  }

  private mutating func note(
    _ name: String, of type: String, in source: SwiftSource, valueAfter start: Int
  ) {
    var position = start
    // `static let name: String = …`
    if source[position]?.isPunctuation(":") == true { position += 2 }
    guard source[position]?.isPunctuation("=") == true else { return }
    let value = position + 1
    guard let first = source[value] else { return }
    var end = value + 1
    if first.kind != .string {
      guard
        let open = source.call(
          value, named: ["String", "NSLocalizedString", "#selector", "LocalizedStringResource"])
      else { return }
      end = source.partner[open] + 1
    }
    // `= "a" + b`, `= String(…).uppercased()`: an expression, not one constant.
    if let next = source[end], next.line == source.tokens[end - 1].line,
      !next.isPunctuation(";"), !next.isPunctuation("}")
    {
      return
    }
    let range = value..<end
    if type == "Selector" {
      guard let selector = UIKitReader.selector(source, range) else { return }
      Self.record(
        "\(type).\(name)", name, selector, in: &selectorConstants, conflicts: &conflictingConstants)
      return
    }
    let constant: TitleConstant
    if let (key, table) = source.localizationKey(range, bareIsKey: false) {
      constant = TitleConstant(text: key, isLocalized: true, table: table)
    } else if case .literal(let text) = source.text(range), !first.hasInterpolation {
      constant = TitleConstant(text: text, isLocalized: false)
    } else {
      return
    }
    Self.record(
      "\(type).\(name)", name, constant, in: &titleConstants, conflicts: &conflictingConstants)
  }

  /// Records a constant; a name declared again with another value resolves to nothing.
  private static func record<Value: Equatable>(
    _ qualified: String, _ name: String, _ value: Value, in table: inout [String: Value],
    conflicts: inout Set<String>
  ) {
    guard !conflicts.contains(qualified) else { return }
    if let earlier = table[name], earlier != value {
      table[name] = nil
      conflicts.insert(qualified)
      return
    }
    table[name] = value
  }
}
