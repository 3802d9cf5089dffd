import CommandKitLite

/// One random operation on an app, printable so a failure names the step that broke.
enum RandomStep: CustomStringConvertible {
  case open(String)
  case sheet(String, on: String)
  case alert(String)
  case close(String)
  case dismiss(String)
  case makeKey(String)
  case minimize(String)
  case unminimize(String)
  case move(String, Display)
  case connectDisplay
  case disconnectDisplay
  case focus(NodePath)
  case tab(backwards: Bool)
  case hide(NodePath, Bool)
  case disable(NodePath, Bool)
  case setValue(String, JSONValue, Provider)
  case select([String], NodePath)
  case press(KeyboardShortcut)
  case invoke(String)
  case accessibilityFocus(NodePath)
  case bind(KeyboardShortcut, String)
  case unbind(String)
  case semantics(ResolutionSemantics)
  /// Hide (⌘H) and unhide the whole app (SPEC §14), not a node.
  case hideApp
  case unhideApp
  /// Launch the app again after Quit (SPEC §13); on a running app it changes nothing.
  case launch

  var description: String {
    switch self {
    case .open(let t): "open \(t)"
    case .sheet(let t, let w): "sheet \(w) \(t)"
    case .alert(let t): "alert \(t)"
    case .close(let w): "close \(w)"
    case .dismiss(let w): "dismiss \(w)"
    case .makeKey(let w): "key \(w)"
    case .minimize(let w): "minimize \(w)"
    case .unminimize(let w): "unminimize \(w)"
    case .move(let w, let d): "move \(w) \(d)"
    case .connectDisplay: "display connect"
    case .disconnectDisplay: "display disconnect"
    case .focus(let p): "focus \(p)"
    case .tab(let backwards): backwards ? "backtab" : "tab"
    case .hide(let p, let flag): flag ? "hide \(p)" : "show \(p)"
    case .disable(let p, let flag): flag ? "disable \(p)" : "enable \(p)"
    case .setValue(let k, let v, let target): "set \(target) \(k) \(v)"
    case .select(let ids, let p): "select \(p) \(ids.joined(separator: " "))"
    case .press(let s): "press \(s)"
    case .invoke(let c): "invoke \(c)"
    case .accessibilityFocus(let p): "a11y focus \(p)"
    case .bind(let s, let c): "bind \(s) \(c)"
    case .unbind(let c): "unbind \(c)"
    case .semantics(let semantics): "semantics \(semantics)"
    case .hideApp: "hide the app (⌘H)"
    case .unhideApp: "unhide"
    case .launch: "launch"
    }
  }

  /// A random step that mostly names things that exist, sometimes things that do not.
  static func random(for app: App, _ rng: inout SplitMix64) -> RandomStep {
    let windowIDs = app.windows.map(\.id) + ["nowhere"]
    func window() -> String { rng.pick(windowIDs) }
    func path() -> NodePath {
      let id = window()
      let nodes = app.window(id)?.nodeIDs ?? ["n0"]
      return NodePath(window: id, node: rng.chance(95) ? rng.pick(nodes) : "missing")
    }
    let templates = app.templates.map(\.name) + ["none"]
    // After Quit (⌘Q is among the shortcuts pressed), launch soon: a quit app only blocks.
    if app.hasQuit, rng.chance(30) { return .launch }
    switch rng.int(0...99) {
    case 0..<5: return .open(rng.pick(templates))
    case 5..<8: return .sheet(rng.pick(templates), on: window())
    case 8..<10: return .alert(rng.pick(templates))
    case 10..<14: return .close(window())
    case 14..<17: return .dismiss(window())
    case 17..<23: return .makeKey(window())
    case 23..<26: return .minimize(window())
    case 26..<29: return .unminimize(window())
    case 29..<30: return .move(window(), rng.pick(Display.allCases))
    case 30..<31: return rng.chance(50) ? .connectDisplay : .disconnectDisplay
    case 31..<43: return .focus(path())
    case 43..<49: return .tab(backwards: rng.chance(40))
    case 49..<53: return .hide(path(), rng.chance(60))
    case 53..<57: return .disable(path(), rng.chance(60))
    case 57..<67:
      let target: Provider =
        switch rng.int(0...5) {
        case 0: .app
        case 1: .scene(window())
        default: .node(path())
        }
      var value = RandomApp.value(&rng)
      let key = rng.pick(RandomApp.keys)
      if key == "selection", rng.chance(70) {
        value = .array(RandomApp.items.filter { _ in rng.chance(40) }.map(JSONValue.string))
      }
      return .setValue(key, value, target)
    case 67..<71:
      let ids = (RandomApp.items + ["zz"]).filter { _ in rng.chance(35) }
      return .select(ids, path())
    case 71..<86: return .press(rng.pick(RandomApp.shortcuts))
    case 86..<90:
      // Any command, the platform's defaults too (SPEC §14), Hide among them.
      let ids = app.commands.map(\.id)
      return .invoke(ids.isEmpty ? "c0" : rng.pick(ids))
    case 90:
      // Unhide more often than hide, so that hidden stretches end now and then by unhide
      // itself and not only by the verbs that unhide first.
      return rng.chance(40) ? .hideApp : .unhideApp
    case 91..<95: return .accessibilityFocus(path())
    case 95: return .launch
    case 96..<98: return .bind(rng.pick(RandomApp.shortcuts), "c\(rng.int(0...7))")
    case 98: return .semantics(rng.pick(ResolutionSemantics.allCases))
    default: return .unbind("c\(rng.int(0...7))")
    }
  }

  /// Applies the step; a thrown error is part of the outcome, not a test failure.
  func apply(to app: inout App) -> Result<StepOutput?, CommandKitError> {
    do throws(CommandKitError) {
      switch self {
      case .open(let t): _ = try app.open(t)
      case .sheet(let t, let w): _ = try app.presentSheet(t, on: w)
      case .alert(let t): _ = try app.showAlert(t)
      case .close(let w): try app.close(w)
      case .dismiss(let w): try app.dismiss(w)
      case .makeKey(let w): try app.makeKey(w)
      case .minimize(let w): try app.minimize(w)
      case .unminimize(let w): try app.unminimize(w)
      case .move(let w, let d): try app.move(w, to: d)
      case .connectDisplay: _ = try app.connectExternalDisplay()
      case .disconnectDisplay: try app.disconnectExternalDisplay()
      case .focus(let p): try app.focus(p)
      case .tab(let backwards):
        return .success(
          .dispatch(app.press(KeyboardShortcut(.tab, modifiers: backwards ? .shift : []))))
      case .hide(let p, let flag): try app.setHidden(flag, p)
      case .disable(let p, let flag): try app.setDisabled(flag, p)
      case .setValue(let k, let v, let target): try app.setValue(v, named: k, at: target)
      case .select(let ids, let p): try app.select(ids, in: p)
      case .press(let s): return .success(.dispatch(app.press(s)))
      case .invoke(let c): return .success(.invocation(try app.invoke(c)))
      case .accessibilityFocus(let p): try app.moveAccessibilityCursor(to: p)
      case .bind(let s, let c): try app.bind(s, to: c)
      case .unbind(let c): try app.unbind(c)
      case .semantics(let semantics): app.setSemantics(semantics)
      case .hideApp: app.hide()
      case .unhideApp: app.unhide()
      case .launch: try app.launch()
      }
      return .success(nil)
    } catch {
      return .failure(error)
    }
  }
}

/// What a step answered, when it answers more than success or failure.
enum StepOutput {
  case dispatch(DispatchResult)
  case invocation(InvocationResult)
}
