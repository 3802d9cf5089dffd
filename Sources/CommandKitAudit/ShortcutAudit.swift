import CommandKitLite

/// The shortcut audit (SPEC §11): checks every command and local key handler of an app
/// against the platform's reserved and standard shortcuts and against each other, in
/// every context a template can produce.
///
/// ```swift
/// let report = ShortcutAudit(app: app, platform: .iPadOS).run()
/// print(report.text(colour: false))
/// if report.hasErrors { exit(1) }
/// ```
///
/// The audit reads templates, not open windows: see ``HiddenNodePolicy`` and the
/// "Shortcut Audit" article for how contexts and enablement are decided.
public struct ShortcutAudit: Sendable {
  /// The most witness contexts a finding lists; its message says how many more there are.
  public static let witnessLimit = 8

  /// The app audited.
  public var app: App
  /// The platform whose reserved and standard shortcuts apply.
  public var platform: Platform
  /// How focused values resolve (SPEC §18): with `ResolutionSemantics/swiftui` a panel's
  /// contexts get nothing from the main window, and `fallback-only` findings are added.
  public var semantics: ResolutionSemantics
  /// Whether hidden and disabled nodes count as contexts and publishers.
  public var hiddenNodes: HiddenNodePolicy
  /// The keyboard layouts to check shortcuts on (SPEC §21, `--layouts`); none by default.
  public var layouts: [KeyboardLayout] = []

  /// Creates an audit of `app` on `platform` with `semantics` (by default the app's own).
  public init(
    app: App, platform: Platform? = nil, semantics: ResolutionSemantics? = nil,
    hiddenNodes: HiddenNodePolicy = .included
  ) {
    self.app = app
    self.platform = platform ?? app.platform
    self.semantics = semantics ?? app.semantics
    self.hiddenNodes = hiddenNodes
  }

  /// The rules, one per file; commands and controls have their own rules for a kind.
  static let rules: [any AuditRule] = [
    ReservedShortcutRule(), AmbiguousShortcutRule(), DuplicateShortcutRule(),
    AmbiguousControlRule(), DuplicateControlRule(), ShadowedShortcutRule(),
    ShadowedByControlRule(), SwallowedShortcutRule(), NonstandardShortcutRule(),
    MissingStandardShortcutRule(), UnreachableCommandRule(), InvalidShortcutRule(),
    FallbackOnlyRule(), LayoutCollisionRule(), LayoutUnreachableRule(), LayoutRemappedRule(),
    MissingEditCommandsRule(), StealsTextKeyRule(), DefaultButtonsRule(), OptionOnlyRule(),
    UnresolvedReferenceRule(),
  ]

  /// Runs every rule and returns all findings, sorted by severity, shortcut, kind and
  /// first command id.
  /// - Complexity: O(nodes × chain keys) to build the contexts, plus, per distinct
  ///   context state, the commands requiring its keys (a key index, never a scan of all
  ///   commands). Panel × main-window contexts are never enumerated: for each shortcut
  ///   shared by several commands, panel and main contexts are classed by what they
  ///   publish for that shortcut's keys, and the classes are paired. 1,000 commands and
  ///   5,000 nodes (random trees, 10 templates) audit in under 0.1 s in release.
  public func run() -> AuditReport {
    // The audited platform's default items (SPEC §14), not those of the app's own platform.
    var audited = app
    if audited.platform != platform { audited.setPlatform(platform) }
    let model = AuditModel(
      app: audited, platform: platform, semantics: semantics, hiddenNodes: hiddenNodes,
      layouts: layouts)
    let checked = Self.rules.flatMap { $0.check(model) }.filter {
      !Self.isAboutDefaultsOnly($0, in: audited)
    }
    let merged = FindingMerge.merged(checked).map { finding in
      var finding = finding
      if finding.source == nil {
        finding.source =
          model.source(ofCommands: finding.commands)
          ?? finding.controls.lazy.compactMap(\.source).first
      }
      if finding.commands.count > 1 {
        finding.relatedSources = model.sources(ofCommands: finding.commands).filter {
          $0.source != finding.source
        }
      }
      Self.addNodes(to: &finding, from: model.nodeSources)
      // A command the app disables is never enabled (``Command/isDisabled``): whatever a
      // rule says about its shortcut alone, the key does nothing, so it is an `info` at most.
      if !finding.commands.isEmpty, finding.controls.isEmpty,
        finding.commands.allSatisfy({ audited.command($0)?.isDisabled == true })
      {
        finding.severity = max(finding.severity, .info)
      }
      return finding
    }
    // Suggestions are made as one plan, in report order, once every finding is known
    // (SPEC §20: no two findings suggest the same free key).
    var findings = Finding.sortedForReport(merged)
    var plan = SuggestionPlan(model: model)
    plan.apply(to: &findings)
    return AuditReport(findings: Finding.sortedForReport(findings))
  }

  /// The views the finding's defect is at, where their sources are known (SPEC §22): a
  /// control's view, and the witness text inputs of a command that takes a text key (the
  /// missing Edit items' rule lists its own).
  private static func addNodes(to finding: inout Finding, from sources: NodeSources) {
    guard !sources.isEmpty else { return }
    var nodes = finding.nodes
    if finding.kind == .stealsTextKey {
      nodes += sources.textInputs(ofContexts: finding.contexts)
    }
    nodes += finding.controls.compactMap { sources.node($0.node) }
    var seen: Set<String> = []
    finding.nodes = nodes.filter { seen.insert($0.node).inserted }
  }

  /// Whether a finding concerns only the platform's default items (SPEC §14): they are
  /// audited like declared commands, so an app command on ⌘H or ⌘, collides with them, but
  /// the platform's own items never make findings about themselves (a reserved ⌘Q, Show
  /// Next Tab on ⌃⇥). A local handler or control that shadows a default is the app's. The
  /// layout rules know their owners (a control on a layout names only the default it hits)
  /// and leave out the defaults' own findings themselves (``LayoutPhrase/isPlatformOnly``).
  private static let layoutKinds: Set<Finding.Kind> = [
    .layoutCollision, .layoutUnreachable, .layoutRemapped,
  ]

  private static func isAboutDefaultsOnly(_ finding: Finding, in app: App) -> Bool {
    guard finding.kind != .shadowed, !finding.commands.isEmpty else { return false }
    if Self.layoutKinds.contains(finding.kind) { return false }
    return finding.commands.allSatisfy { app.command($0)?.isPlatformDefault == true }
  }
}

extension App {
  /// Audits the app's shortcuts on `platform` with `semantics` (by default its own); see
  /// ``ShortcutAudit``.
  /// - Complexity: see ``ShortcutAudit/run()``.
  public func audit(
    platform: Platform? = nil, semantics: ResolutionSemantics? = nil,
    layouts: [KeyboardLayout] = []
  ) -> AuditReport {
    var audit = ShortcutAudit(app: self, platform: platform, semantics: semantics)
    audit.layouts = layouts
    return audit.run()
  }
}
