import CommandKitLite

/// One check of the shortcut audit, in the style of swift-format's rules: each rule lives
/// in its own file under `Audit/Rules/`, with the messages it writes declared beside it.
///
/// Rules read the precomputed ``AuditModel`` and never walk templates themselves, so
/// adding a rule costs no extra pass over the trees.
protocol AuditRule: Sendable {
  /// The kind of finding the rule reports.
  static var kind: Finding.Kind { get }
  /// Every finding of this kind in `model`, in any order (the audit sorts them).
  func check(_ model: AuditModel) -> [Finding]
}

/// Which nodes the audit counts as focusable contexts and as publishers of values.
public enum HiddenNodePolicy: String, CaseIterable, Hashable, Sendable {
  /// Every node counts, hidden and disabled ones included (the default): `hidden` and
  /// `disabled` are run-time state that `show` and `enable` change, so a node hidden in
  /// the template can take focus and publish later, and a conflict it causes is real.
  case included
  /// Only nodes available as declared count (neither they nor an ancestor hidden or
  /// disabled), for auditing exactly the state a window opens in.
  case excluded
}

/// What a key's publisher can give a command's ``EnablementRule``, now or at run time.
struct KeyFlags: OptionSet, Hashable, Sendable {
  let rawValue: UInt8
  /// Something publishes the key (it is non-null).
  static let present = KeyFlags(rawValue: 1)
  /// The value is, or can become, a non-empty string, list or object.
  static let canBeNonEmpty = KeyFlags(rawValue: 2)
  /// The value is, or can become, `true`.
  static let canBeTrue = KeyFlags(rawValue: 4)

  /// Whether a value with these flags can enable a command with `rule`.
  func satisfies(_ rule: EnablementRule) -> Bool {
    switch rule {
    case .present: contains(.present)
    case .nonEmpty: contains(.canBeNonEmpty)
    case .true: contains(.canBeTrue)
    }
  }
}

/// The keys published in one context (focus chain, then the window's scene values; app
/// values are added at evaluation time), and whether a text input is on the key window's
/// chain. Two contexts with equal states enable the same commands, so the audit checks
/// each distinct state once.
struct ContextState: Hashable, Sendable {
  /// Sorted entries `keyID << 3 | flags`, for keys some command requires.
  var entries: [UInt32]
  /// Whether a text input is the focused node or one of its ancestors in the key window.
  var hasTextInput: Bool
  /// What the key window is, for the platform defaults' rules (SPEC §14).
  var keyWindow = KeyWindowFacts()

  init(entries: [UInt32], hasTextInput: Bool, keyWindow: KeyWindowFacts = KeyWindowFacts()) {
    self.entries = entries
    self.hasTextInput = hasTextInput
    self.keyWindow = keyWindow
  }

  /// Encodes a key map, sorted by key id.
  init(_ flags: [Int: KeyFlags], hasTextInput: Bool, keyWindow: KeyWindowFacts) {
    self.entries = flags.map { UInt32($0.key) << 3 | UInt32($0.value.rawValue) }.sorted()
    self.hasTextInput = hasTextInput
    self.keyWindow = keyWindow
  }

  /// Whether the focus chain's innermost text input answers standard editing command
  /// `command` as its first responder, which enables it whatever it requires (SPEC §15,
  /// step 1 of the resolver's rule).
  func textResponderAnswers(_ command: AuditCommand) -> Bool {
    guard command.isTextEditing, let input = keyWindow.textInput else { return false }
    return PlatformEnablement.answers(
      command.id, hasFindBar: input.hasFindBar, textCommands: input.textCommands)
  }

  /// Whether platform default `command` (no `requires`, SPEC §14) is enabled with this
  /// context's window key: the resolver's own rules (``PlatformMenuItem/Enablement``'s
  /// `holds`, and a text input answering an Edit item, SPEC §15) asked with the
  /// template's facts instead of an open window's.
  func enablesDefault(_ command: AuditCommand) -> Bool {
    if textResponderAnswers(command) { return true }
    guard let rule = command.ownRule else { return true }
    return rule.holds(
      keyWindowKind: keyWindow.kind, keyWindowHasToolbar: keyWindow.hasToolbar,
      textInputInKeyChain: hasTextInput, windowOpen: keyWindow.kind != nil)
  }

  static func key(of entry: UInt32) -> Int { Int(entry >> 3) }
  static func flags(of entry: UInt32) -> KeyFlags { KeyFlags(rawValue: UInt8(entry & 7)) }

  /// `inner` over `outer`: the key window's entries win over the main window's.
  static func merge(_ inner: [UInt32], over outer: [UInt32]) -> [UInt32] {
    var merged: [UInt32] = []
    merged.reserveCapacity(inner.count + outer.count)
    var i = 0
    var o = 0
    while i < inner.count || o < outer.count {
      if o == outer.count || (i < inner.count && key(of: inner[i]) < key(of: outer[o])) {
        merged.append(inner[i])
        i += 1
      } else if i == inner.count || key(of: outer[o]) < key(of: inner[i]) {
        merged.append(outer[o])
        o += 1
      } else {
        merged.append(inner[i])
        i += 1
        o += 1
      }
    }
    return merged
  }
}

/// The key window's part of a context that SPEC §14's rules read: its template's kind,
/// whether the template has a node of role `toolbar` (hidden or not: the resolver counts
/// every one), and the innermost text input of the focus chain.
struct KeyWindowFacts: Hashable, Sendable {
  /// The key window's kind; `nil` in the `app` context (no template can be key).
  var kind: WindowKind?
  /// Whether the key window's tree has a node of role `toolbar`.
  var hasToolbar = false
  /// The innermost text input on the focus chain, as far as it answers editing commands.
  var textInput: TextInputFacts?
}

/// What decides which editing commands a text input answers (SPEC §15).
struct TextInputFacts: Hashable, Sendable {
  /// The input has a find bar (it answers the Find items).
  var hasFindBar: Bool
  /// The editing commands it answers; `nil`: all.
  var textCommands: Set<String>?
}
