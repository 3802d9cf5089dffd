import CommandKitLite

/// What a finding asks of the audit's suggestion plan: its message up to the suggestion,
/// where to look for a free shortcut, and how the suggestion ends the message.
///
/// Rules do not pick free keys themselves: each picking alone, two findings would suggest
/// the same free key (the first one every search meets), and following both fixes would
/// make a new conflict. The plan picks for all findings at once (``SuggestionPlan``).
struct SuggestionRequest: Hashable, Sendable {
  /// Where to look for a free shortcut.
  enum Search: Hashable, Sendable {
    /// Close to a shortcut: its key with more modifiers, else a letter of the title (see
    /// ``ShortcutSuggestion``).
    case near(KeyboardShortcut, title: String?)
    /// Like a shortcut (its modifiers and localization) on a key every requested layout
    /// types in one press (SPEC §21, ``LayoutAnalysis/freeShortcut(like:layouts:excluding:)``).
    case onLayouts(KeyboardShortcut)
  }

  /// How the suggestion ends the message.
  enum Wording: Hashable, Sendable {
    /// ` (e.g. SHORTCUT)` after the fix, or nothing when no shortcut is free.
    case example
    /// ` (e.g. SHORTCUT for "TITLE")` after a conflict's fix, naming the command a folded
    /// finding asked to move (``FindingMerge``), or nothing when no shortcut is free.
    case exampleFor(title: String)
    /// `use SHORTCUT instead, typed in one press and free on LAYOUTS`, or, when no shortcut
    /// is free, `choose a key that LAYOUTS all type in one press`.
    case layoutFix(layouts: String)
  }

  /// Where to look.
  let search: Search
  /// How the suggestion is worded.
  let wording: Wording
  /// The message up to where the suggestion goes.
  let stem: String

  /// The message with `suggestion` (or without one).
  func message(with suggestion: KeyboardShortcut?) -> String {
    switch wording {
    case .example:
      return stem + (suggestion.map { " (e.g. \($0))" } ?? "")
    case .exampleFor(let title):
      return stem + (suggestion.map { " (e.g. \($0) for \"\(title)\")" } ?? "")
    case .layoutFix(let layouts):
      guard let suggestion else {
        return stem + "choose a key that \(layouts) all type in one press"
      }
      return stem + "use \(suggestion) instead, typed in one press and free on \(layouts)"
    }
  }
}

extension Finding {
  /// Asks the plan for a suggestion: the message is `stem` until the plan runs, then `stem`
  /// with the suggestion as `wording` says.
  mutating func requestSuggestion(
    _ search: SuggestionRequest.Search, wording: SuggestionRequest.Wording = .example,
    stem: String
  ) {
    let request = SuggestionRequest(search: search, wording: wording, stem: stem)
    suggestionRequest = request
    message = request.message(with: nil)
  }
}

/// Suggestions made as one plan (SPEC §20, issue 25): findings are served in report order
/// (errors first), and a shortcut suggested once is taken, so no two findings suggest the
/// same free key. Each suggestion is otherwise as valid as alone: it parses, is free, and is
/// not reserved (``ShortcutSuggestion``, ``LayoutAnalysis``).
struct SuggestionPlan {
  private let near: ShortcutSuggestion
  private let layouts: LayoutAnalysis
  private let requestedLayouts: [KeyboardLayout]
  /// The shortcuts suggested so far.
  private(set) var taken: Set<KeyboardShortcut> = []

  init(model: AuditModel) {
    near = ShortcutSuggestion(model: model)
    layouts = model.layoutAnalysis
    requestedLayouts = model.layouts
  }

  /// Fills each requesting finding's ``Finding/suggestion`` and message, in order.
  /// - Complexity: O(findings × candidates tried), each candidate a few set lookups.
  mutating func apply(to findings: inout [Finding]) {
    for index in findings.indices {
      guard let request = findings[index].suggestionRequest else { continue }
      let suggestion: KeyboardShortcut?
      switch request.search {
      case .near(let shortcut, let title):
        suggestion = near.alternative(to: shortcut, title: title, excluding: taken)
      case .onLayouts(let shortcut):
        suggestion = layouts.freeShortcut(
          like: shortcut, layouts: requestedLayouts, excluding: taken)
      }
      if let suggestion { taken.insert(suggestion) }
      findings[index].suggestion = suggestion
      findings[index].message = request.message(with: suggestion)
    }
  }
}
