import CommandKitLite

/// An app's own modifier method in `extension View` that applies `.keyboardShortcut` with
/// its parameters (`func keyboardShortcutIfEnabled(_ enabled: Bool, _ key: KeyEquivalent,
/// modifiers: EventModifiers = []) -> some View { if enabled { keyboardShortcut(key,
/// modifiers: modifiers) } else { self } }`): a button it is applied to has the shortcut its
/// arguments name (``SwiftUIReader/readHelperShortcut(_:open:at:)``).
///
/// SwiftUI gives a view the shortcut of the `keyboardShortcut(_:modifiers:)` applied to it,
/// wherever that call is written (`View.keyboardShortcut(_:modifiers:)`); a method that
/// applies it only under a condition (a setting) is read as applying it, the default the
/// app ships with when the setting is on. SPEC §22 is silent on helpers; the reading is a
/// choice, written after the twenty-second held-out batch was judged (Contained's fourteen
/// commands, `ImporterDefects/shortcut-in-view-extension/`).
struct ShortcutHelper: Sendable, Equatable {
  /// One parameter of the method.
  struct Parameter: Sendable, Equatable {
    /// Its argument label (`nil` for `_`).
    var label: String?
    /// Its name inside the method.
    var name: String
    /// Whether it has a default value.
    var hasDefault: Bool
    /// Its default's option names, when it is an `EventModifiers` literal (`[]`, `.command`).
    var defaultOptions: [String]?
  }

  var parameters: [Parameter]
  /// The parameter passed as the key.
  var key: String
  /// The parameter passed as `modifiers:`, when one is.
  var modifiers: String?
  /// The option names passed as `modifiers:` when they are written in the method
  /// (`modifiers: .command`); `nil` with neither, which is `.command` (SwiftUI's default).
  var fixedModifiers: [String]?
}

extension AppIndex {
  /// Notes the file's shortcut helpers (``ShortcutHelper``): methods of `extension View`
  /// whose body makes exactly one `keyboardShortcut(…)` call, with a parameter as its key.
  /// A name two helpers share is dropped (which one a call means is not read).
  mutating func noteShortcutHelpers(_ source: SwiftSource) {
    let tokens = source.tokens
    for type in source.typeBodies() where type.name == "View" {
      for index in type.body where tokens[index].isIdentifier("func") {
        guard let name = source[index + 1], name.kind == .identifier,
          let helper = Self.shortcutHelper(source, function: index)
        else { continue }
        if shortcutHelpers[name.text] != nil || ambiguousShortcutHelpers.contains(name.text) {
          shortcutHelpers[name.text] = nil
          ambiguousShortcutHelpers.insert(name.text)
        } else {
          shortcutHelpers[name.text] = helper
        }
      }
    }
  }

  /// The helper declared by the `func` at `index`, if it is one.
  private static func shortcutHelper(_ source: SwiftSource, function index: Int)
    -> ShortcutHelper?
  {
    let tokens = source.tokens
    var open = index + 2
    // Generic parameters: `func name<T>(…)`.
    if source[open]?.isPunctuation("<") == true {
      while let token = source[open], !token.isPunctuation("(") { open += 1 }
    }
    guard source[open]?.isPunctuation("(") == true, source.partner[open] > open else {
      return nil
    }
    let close = source.partner[open]
    guard let parameters = Self.parameters(source, open: open, close: close) else { return nil }
    var brace = close + 1
    while let token = source[brace], !token.isPunctuation("{") {
      if token.isPunctuation("}") { return nil }
      brace += 1
    }
    guard source.partner[brace] > brace else { return nil }
    let body = (brace + 1)..<source.partner[brace]
    let calls = body.filter {
      tokens[$0].isIdentifier("keyboardShortcut")
        && source[$0 + 1]?.isPunctuation("(") == true
    }
    guard calls.count == 1, let call = calls.first else { return nil }
    let arguments = source.arguments(call + 1)
    let names = Set(parameters.map(\.name))
    guard let first = arguments.first, first.label == nil, first.range.count == 1,
      names.contains(tokens[first.range.lowerBound].text)
    else { return nil }
    var helper = ShortcutHelper(
      parameters: parameters, key: tokens[first.range.lowerBound].text)
    if let given = source.argument(arguments, "modifiers") {
      if given.range.count == 1, names.contains(tokens[given.range.lowerBound].text) {
        helper.modifiers = tokens[given.range.lowerBound].text
      } else if let options = source.optionNames(given.range) {
        helper.fixedModifiers = options
      } else {
        return nil
      }
    }
    return helper
  }

  /// The parameters between `open` and `close`: `label name: Type`, `name: Type` or `_ name:
  /// Type`, each perhaps with `= default`; `nil` when one is none of these.
  static func parameters(_ source: SwiftSource, open: Int, close: Int)
    -> [ShortcutHelper.Parameter]?
  {
    let tokens = source.tokens
    var parameters: [ShortcutHelper.Parameter] = []
    var start = open + 1
    var position = open + 1
    while position <= close {
      if position < close, source.partner[position] > position,
        !tokens[position].isPunctuation("<")
      {
        position = source.partner[position] + 1
        continue
      }
      guard position == close || tokens[position].isPunctuation(",") else {
        position += 1
        continue
      }
      if start < position {
        let part = Array(tokens[start..<position])
        var parameter: ShortcutHelper.Parameter
        if part.count > 2, part[0].kind == .identifier, part[1].kind == .identifier,
          part[2].isPunctuation(":")
        {
          parameter = .init(
            label: part[0].text == "_" ? nil : part[0].text, name: part[1].text,
            hasDefault: false)
        } else if part.count > 1, part[0].kind == .identifier, part[1].isPunctuation(":") {
          parameter = .init(label: part[0].text, name: part[0].text, hasDefault: false)
        } else {
          return nil
        }
        if let equals = (start..<position).first(where: { tokens[$0].isPunctuation("=") }) {
          parameter.hasDefault = true
          let value = (equals + 1)..<position
          if value.count == 2, tokens[value.lowerBound].isPunctuation("["),
            tokens[value.lowerBound + 1].isPunctuation("]")
          {
            parameter.defaultOptions = []
          } else {
            parameter.defaultOptions = source.optionNames(value)
          }
        }
        parameters.append(parameter)
      }
      start = position + 1
      position += 1
    }
    return parameters
  }
}

extension ShortcutHelper {
  /// The arguments of a call (`(label, range)` in order) bound to the parameters, by
  /// parameter name, as Swift binds them: in order, each argument to the next parameter of
  /// its label, skipping parameters with defaults; `nil` when they do not bind.
  func bind(_ arguments: [SwiftSource.Argument]) -> [String: Range<Int>]? {
    var bound: [String: Range<Int>] = [:]
    var next = 0
    for parameter in parameters {
      if next < arguments.count, arguments[next].label == parameter.label {
        bound[parameter.name] = arguments[next].range
        next += 1
      } else if !parameter.hasDefault {
        return nil
      }
    }
    return next == arguments.count ? bound : nil
  }
}

extension AppIndex {
  /// Notes the file's presenting modifiers: methods of `extension View` that hand their own
  /// closure parameter to `.sheet`, `.fullScreenCover` or `.popover` (`func isolatedSheet(
  /// isPresented:content:) -> some View { background(Color.clear.sheet(isPresented:
  /// isPresented, content: content)) }`), by name, with the window kind their content gets
  /// (``SwiftUIReader/presentationKinds``). A call's trailing closure is then a sheet of its
  /// own, as the closure given to `.sheet` is (SwiftUI builds the content where it is
  /// presented). A name two such methods share, or one also declared otherwise, is dropped.
  /// SPEC §22 is silent on modifiers; written after the twenty-fourth held-out batch was judged
  /// (ControllerKeys' `isolatedSheet`, `ImporterDefects/sheet-by-own-modifier/`).
  mutating func notePresentingModifiers(_ source: SwiftSource) {
    let tokens = source.tokens
    for type in source.typeBodies() where type.name == "View" {
      for index in type.body where tokens[index].isIdentifier("func") {
        guard let name = source[index + 1], name.kind == .identifier else { continue }
        var open = index + 2
        if source[open]?.isPunctuation("<") == true {
          while let token = source[open], !token.isPunctuation("(") { open += 1 }
        }
        guard source[open]?.isPunctuation("(") == true, source.partner[open] > open,
          let parameters = Self.parameters(source, open: open, close: source.partner[open])
        else { continue }
        var brace = source.partner[open] + 1
        while let token = source[brace], !token.isPunctuation("{"), !token.isPunctuation("}") {
          brace += 1
        }
        guard source[brace]?.isPunctuation("{") == true, source.partner[brace] > brace else {
          continue
        }
        let names = Set(parameters.map(\.name))
        var kind: WindowKind?
        for position in (brace + 1)..<source.partner[brace] {
          guard let presented = SwiftUIReader.presentationKinds[tokens[position].text],
            SwiftUIReader.actionPresentations[tokens[position].text] == nil,
            source[position - 1]?.isPunctuation(".") == true,
            source[position + 1]?.isPunctuation("(") == true
          else { continue }
          let call = position + 1
          if let content = source.argument(source.arguments(call), "content"),
            content.range.count == 1, names.contains(tokens[content.range.lowerBound].text)
          {
            kind = presented
          } else if source[source.partner[call] + 1]?.isPunctuation("{") == true {
            // `.sheet(isPresented: isPresented) { content() }`
            let closure = source.partner[call] + 1
            let body = Array(tokens[(closure + 1)..<max(closure + 1, source.partner[closure])])
            if body.count == 3, names.contains(body[0].text), body[1].isPunctuation("("),
              body[2].isPunctuation(")")
            {
              kind = presented
            }
          }
        }
        // Overloads that all present alike are one modifier (`isolatedSheet(isPresented:
        // content:)` and `isolatedSheet(item:content:)`); any other overload makes the name
        // ambiguous.
        let seen = !declaredViewMethods.insert(name.text).inserted
        if ambiguousPresentingModifiers.contains(name.text) { continue }
        if let kind, !seen || presentingModifiers[name.text] == kind {
          presentingModifiers[name.text] = kind
        } else if seen {
          presentingModifiers[name.text] = nil
          ambiguousPresentingModifiers.insert(name.text)
        }
      }
    }
  }
}
