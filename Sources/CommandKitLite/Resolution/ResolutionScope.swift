/// Whose focus chains a resolution walks (SPEC §2, §6, §7).
struct ResolutionScope {
  /// The first window walked and the node its chain starts at (`nil`: scene values only).
  var primary: (window: Int, node: Int?)?
  /// The main window walked second, when it differs and is not blocked.
  var fallback: (window: Int, node: Int?)?
  /// Answers already given in this scope, by value slot, when memoizing (``memoize()``):
  /// the menu bar resolves the same few keys for thousands of commands.
  var memo: ResolutionMemo?

  init(primary: (window: Int, node: Int?)?, fallback: (window: Int, node: Int?)?) {
    self.primary = primary
    self.fallback = fallback
  }

  /// Remembers every resolution made through this scope; use it only while the app does
  /// not change.
  mutating func memoize() {
    memo = ResolutionMemo()
  }

  /// SPEC §2: the key window's chain, then the main window's when it differs and is
  /// unblocked, then the app.
  static func standard(_ app: App) -> ResolutionScope {
    let chains = standardChains(app)
    return ResolutionScope(primary: chains.primary, fallback: chains.fallback)
  }

  /// The chains of ``standard(_:)``, without a scope: a press resolves through its own
  /// memo, and a scope, which carries an optional memo, costs it a destroy.
  static func standardChains(_ app: App) -> (
    primary: (window: Int, node: Int?)?, fallback: (window: Int, node: Int?)?
  ) {
    (
      app.keyWindowIndex.map { ($0, app.windows[$0].focus) },
      app.semantics == .swiftui ? nil : app.mainFallbackIndex.map { ($0, app.windows[$0].focus) }
    )
  }

  /// As if `node` of window `window` had focus and its window were key (context menus).
  static func hypotheticalFocus(_ app: App, window: Int, node: Int) -> ResolutionScope {
    let fallback: (window: Int, node: Int?)? =
      app.windows[window].kind.canBeMain || app.semantics == .swiftui
      ? nil : mainFallback(app, excluding: window)
    return ResolutionScope(primary: (window, node), fallback: fallback)
  }

  /// Only `node`'s own window, then the app (the accessibility cursor, SPEC §6).
  static func ownWindow(window: Int, node: Int?) -> ResolutionScope {
    ResolutionScope(primary: (window, node), fallback: nil)
  }

  private static func mainFallback(_ app: App, excluding excluded: Int?)
    -> (window: Int, node: Int?)?
  {
    guard let main = app.mainWindowID, let index = app.windowIndex(main), index != excluded,
      !app.isBlocked(main)
    else { return nil }
    return (index, app.windows[index].focus)
  }
}
