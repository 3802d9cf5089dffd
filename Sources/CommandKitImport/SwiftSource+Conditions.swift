import CommandKitLite

/// Compiler control statements (`#if`, `#elseif`, `#else`, `#endif`) read for the platform
/// an import is for (SPEC §22; written after the sixth held-out batch was judged).
///
/// The Swift compiler reads the code of a branch whose condition is false for the target no
/// further (*The Swift Programming Language*, "Statements" ▸ "Compiler Control Statements":
/// "the compiler compiles the statements in the conditional compilation block only if the
/// condition is true"; the platform conditions are `os()`, `arch()`, `swift()`,
/// `compiler()`, `canImport()` and `targetEnvironment()`). A multi-platform app keeps its
/// iPhone and iPad `App` beside its Mac one, each in its own `#if os(…)` (Kiwix): read for
/// the Mac, the iOS one must not be read.
///
/// Conditions are read with three values (true, false, unknown), with `!`, `&&`, `||` and
/// parentheses:
/// - `os(macOS)` (`OSX`) is true on macOS only; `os(iOS)` on iPadOS and iOS (iPadOS
///   compiles as `os(iOS)`); `os(visionOS)` (`xrOS`) on visionOS only; `os(tvOS)`,
///   `os(watchOS)`, `os(Linux)`, `os(Windows)` and other systems are false on every platform
///   an import is for;
/// - `canImport(AppKit)` is true on macOS only, `canImport(UIKit)` on iPadOS, iOS and
///   visionOS only (a Mac app built with AppKit has no UIKit; a Mac Catalyst build is the
///   iPad app, not the Mac app the import reads);
/// - `targetEnvironment(macCatalyst)` is false (the import reads the app for the platform
///   itself, not a Catalyst build);
/// - anything else (`DEBUG`, `swift(>=5.9)`, `arch(…)`, `targetEnvironment(simulator)`,
///   `canImport(SwiftUI)`, a flag) is unknown.
///
/// A branch is not read when its own condition is false, or when an earlier branch of the
/// same `#if` is true; every other branch is read, as before this rule (an unknown
/// condition changes nothing). Nesting: a branch inside a branch that is not read is not
/// read either; inside a branch that is read, the inner `#if` is decided on its own. The
/// directive lines themselves stay (the readers skip them). A condition is the rest of its
/// directive's line (conditions continued on the next line are read up to the line's end).
/// When what is left would not pair its brackets (branches that are not whole statements),
/// the file is read whole, as before.
extension SwiftSource {
  /// A condition's value for one platform.
  enum ConditionValue: Equatable {
    case yes, no, unknown

    static prefix func ! (value: Self) -> Self {
      switch value {
      case .yes: .no
      case .no: .yes
      case .unknown: .unknown
      }
    }

    static func && (left: Self, right: Self) -> Self {
      if left == .no || right == .no { return .no }
      return left == .yes && right == .yes ? .yes : .unknown
    }

    static func || (left: Self, right: Self) -> Self {
      if left == .yes || right == .yes { return .yes }
      return left == .no && right == .no ? .no : .unknown
    }
  }

  /// What one file loses when read for `platform`: the lines of the first branch not read,
  /// and how many branches are not read.
  struct ExcludedCode: Equatable {
    var firstLine: Int
    var condition: String
    var branches: Int
  }

  /// The source as compiled for `platform`: the tokens of branches that are not compiled
  /// for it removed, with what was removed; `nil` when nothing is removed (or when what is
  /// left would not pair its brackets: then the file is read whole, as before).
  func compiled(for platform: Platform) -> (source: SwiftSource, excluded: ExcludedCode)? {
    struct Frame {
      /// Whether the `#if` itself is in code that is read.
      var outerRead: Bool
      /// An earlier branch's condition is true: later branches are not read.
      var earlierTrue: Bool
      /// Whether the current branch is read.
      var read: Bool
      /// The current branch when it is not read though its `#if` is: its directive line and
      /// condition, and how many tokens were left out before it.
      var pending: (line: Int, condition: String, droppedBefore: Int)?
    }
    var frames: [Frame] = []
    var kept: [SwiftToken] = []
    var excluded: ExcludedCode?
    var dropped = 0
    // A branch not read counts when it held code (an empty `#if os(iOS)` before `#else`
    // loses nothing).
    func close(_ frame: Frame) {
      guard let pending = frame.pending, dropped > pending.droppedBefore else { return }
      if excluded == nil {
        excluded = ExcludedCode(firstLine: pending.line, condition: pending.condition, branches: 0)
      }
      excluded?.branches += 1
    }
    var index = 0
    let directives: Set<String> = ["#if", "#elseif", "#else", "#endif"]
    while index < tokens.count {
      let token = tokens[index]
      guard token.kind == .identifier, directives.contains(token.text) else {
        if frames.last?.read ?? true { kept.append(token) } else { dropped += 1 }
        index += 1
        continue
      }
      // The directive and its condition: the rest of the line.
      var end = index + 1
      while end < tokens.count, tokens[end].line == token.line,
        !(tokens[end].kind == .identifier && directives.contains(tokens[end].text))
      {
        end += 1
      }
      let condition = tokens[(index + 1)..<end]
      let outerRead = frames.last?.read ?? true
      // The directive line stays where its `#if` is in code that is read, as before.
      var lineKept = outerRead
      var opened: Frame?
      switch token.text {
      case "#if":
        let value = Self.evaluate(condition, platform: platform)
        opened = Frame(
          outerRead: outerRead, earlierTrue: value == .yes, read: outerRead && value != .no)
      case "#elseif", "#else":
        guard var frame = frames.popLast() else { break }
        close(frame)
        let value: ConditionValue =
          token.text == "#else" ? .yes : Self.evaluate(condition, platform: platform)
        frame.read = frame.outerRead && !frame.earlierTrue && value != .no
        frame.earlierTrue = frame.earlierTrue || value == .yes
        opened = frame
        lineKept = frame.outerRead
      default:
        if let frame = frames.popLast() {
          close(frame)
          lineKept = frame.outerRead
        }
      }
      if lineKept { kept.append(contentsOf: tokens[index..<end]) }
      if var frame = opened {
        frame.pending = nil
        if frame.outerRead, !frame.read {
          let spelled = condition.isEmpty ? "" : " " + spelling(condition.indices)
          frame.pending = (token.line, token.text + spelled, dropped)
        }
        frames.append(frame)
      }
      index = end
    }
    // An `#if` the file does not end keeps its branch to the end of the file.
    while let frame = frames.popLast() { close(frame) }
    guard let excluded, Self.pairsBrackets(kept) else { return nil }
    return (SwiftSource(file: file, scalars: scalars, tokens: kept), excluded)
  }

  /// Whether every bracket of `tokens` has its partner, in order.
  static func pairsBrackets(_ tokens: [SwiftToken]) -> Bool {
    var stack: [String] = []
    let closing = [")": "(", "]": "[", "}": "{"]
    for token in tokens where token.kind == .punctuation {
      if ["(", "[", "{"].contains(token.text) {
        stack.append(token.text)
      } else if let open = closing[token.text] {
        guard stack.popLast() == open else { return false }
      }
    }
    return stack.isEmpty
  }

  /// The value of a compilation condition (the tokens after `#if` or `#elseif`) for
  /// `platform`; `.unknown` for a condition that cannot be read.
  static func evaluate(_ condition: ArraySlice<SwiftToken>, platform: Platform) -> ConditionValue {
    var reader = ConditionReader(tokens: Array(condition), platform: platform)
    let value = reader.disjunction()
    return reader.failed || reader.position != reader.tokens.count ? .unknown : value
  }

  /// A recursive-descent reader of `a || b`, `a && b`, `!a`, `(a)` and `name(argument)`.
  private struct ConditionReader {
    let tokens: [SwiftToken]
    let platform: Platform
    var position = 0
    var failed = false

    init(tokens: [SwiftToken], platform: Platform) {
      self.tokens = tokens
      self.platform = platform
    }

    /// Whether the two tokens at the position are `character` twice (`||`, `&&`).
    func atDouble(_ character: String) -> Bool {
      position + 1 < tokens.count && tokens[position].isPunctuation(character)
        && tokens[position + 1].isPunctuation(character)
    }

    mutating func disjunction() -> ConditionValue {
      var value = conjunction()
      while !failed, atDouble("|") {
        position += 2
        value = value || conjunction()
      }
      return value
    }

    mutating func conjunction() -> ConditionValue {
      var value = unary()
      while !failed, atDouble("&") {
        position += 2
        value = value && unary()
      }
      return value
    }

    mutating func unary() -> ConditionValue {
      guard position < tokens.count else {
        failed = true
        return .unknown
      }
      let token = tokens[position]
      if token.isPunctuation("!") {
        position += 1
        return !unary()
      }
      if token.isPunctuation("(") {
        position += 1
        let value = disjunction()
        guard position < tokens.count, tokens[position].isPunctuation(")") else {
          failed = true
          return .unknown
        }
        position += 1
        return value
      }
      guard token.kind == .identifier else {
        failed = true
        return .unknown
      }
      position += 1
      // A flag (`DEBUG`) or a literal (`true`).
      guard position < tokens.count, tokens[position].isPunctuation("(") else {
        switch token.text {
        case "true": return .yes
        case "false": return .no
        default: return .unknown
        }
      }
      // `name(argument …)`: the argument's tokens up to the matching `)`.
      var depth = 0
      var argument: [SwiftToken] = []
      repeat {
        let inner = tokens[position]
        if inner.isPunctuation("(") {
          depth += 1
        } else if inner.isPunctuation(")") {
          depth -= 1
        }
        if depth > 0, !(depth == 1 && inner.isPunctuation("(")) { argument.append(inner) }
        position += 1
      } while depth > 0 && position < tokens.count
      guard depth == 0 else {
        failed = true
        return .unknown
      }
      let name = argument.count == 1 && argument[0].kind == .identifier ? argument[0].text : nil
      return SwiftSource.platformCondition(token.text, argument: name, platform: platform)
    }
  }

  /// `os(name)`, `canImport(name)` and `targetEnvironment(name)` for `platform`, as the
  /// type's comment says; `.unknown` for every other condition.
  static func platformCondition(_ function: String, argument: String?, platform: Platform)
    -> ConditionValue
  {
    guard let argument else { return .unknown }
    switch function {
    case "os":
      switch argument {
      case "macOS", "OSX": return platform == .macOS ? .yes : .no
      case "iOS": return [.iPadOS, .iOS].contains(platform) ? .yes : .no
      case "visionOS", "xrOS": return platform == .visionOS ? .yes : .no
      case "tvOS", "watchOS", "Linux", "Windows", "Android", "FreeBSD", "OpenBSD", "WASI",
        "Cygwin", "PS4", "Haiku":
        return .no
      default: return .unknown
      }
    case "canImport":
      switch argument {
      case "AppKit": return platform == .macOS ? .yes : .no
      case "UIKit": return platform == .macOS ? .no : .yes
      default: return .unknown
      }
    case "targetEnvironment":
      return argument == "macCatalyst" ? .no : .unknown
    default:
      return .unknown
    }
  }
}
