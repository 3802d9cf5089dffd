/// Key presses typed on a keyboard layout, and right-to-left mirroring (SPEC §21).
///
/// A press names keys as the current ``App/layout`` does: the key by the character it types
/// unshifted there, Shift and Option turning it into the character it types at that level
/// (`shift+cmd+7` on `de` types `/`). The press then reaches:
/// - a `custom` shortcut typed by exactly that key press (⌘/ `custom` on `de` is ⇧⌘7);
/// - an `automatic` or `withoutMirroring` shortcut the layout types by that press without
///   an extra modifier (⌘? on `de` is ⇧⌘ß);
/// - local key handlers, which answer to the characters typed.
/// A command or control on the shortcut that the layout types otherwise is passed over and
/// the search goes on to the next one (AppKit matches each menu item's key equivalent
/// against the event; one that does not match is not a candidate), so ⇧⌘7 on `de` reaches
/// a `custom` ⌘/ even when an `automatic` ⌘/ comes first in the menu.
/// A key name the layout has no key for (`cmd+/` or `cmd+?` on `de`) is read in US spelling
/// and reaches only shortcuts that are not `custom`: an `automatic` shortcut the system
/// remaps keeps its US spelling here, since Apple does not publish its remapping table.
/// Hard reservations belong to physical keys: on `fr`, ⇧⌘" (the 3 key) is the screenshot.
///
/// In ``LayoutDirection/rightToLeft`` an `automatic` shortcut with `[ ] { } ( ) < >` or the
/// left or right arrow answers to its mirror image (⌘[ to ⌘]); `withoutMirroring` and
/// `custom` shortcuts and local keys are not mirrored (Apple: `allowsAutomaticMirroring`,
/// `KeyboardShortcut.Localization.withoutMirroring`).
///
/// On the `us` layout left to right, ``press(keys:)`` is ``press(_:)`` of the parsed
/// shortcut, with nothing added on the way.
extension App {
  /// Explains what pressing `keys`, typed on the current layout, would do: which shortcut
  /// the keys type, which localization lets it reach its target, and the dispatch steps.
  public func why(keys: String) throws(ShortcutParseError) -> DispatchResult {
    let reading = try read(keys)
    let choice = choose(reading)
    var tracer = StepTracer()
    var memo = ResolutionMemo()
    var progress = DispatchProgress(accepts: choice.accepts)
    let decision = decide(choice.shortcut, tracer: &tracer, memo: &memo, progress: &progress)
    let result =
      choice.rejected
      ? unhandled(choice.shortcut)
      : self.result(
        of: decision, for: choice.shortcut)
    return result.with {
      $0.steps = choice.steps + (choice.rejected ? [] : tracer.steps)
      $0.keys = reading.keys
      $0.layout = layout.id
    }
  }

  /// Presses `keys`, typed on the current layout (see the type's documentation), and
  /// performs what the shortcut they type reaches. The result's ``DispatchResult/shortcut``
  /// is the shortcut typed, with ``DispatchResult/keys`` and ``DispatchResult/layout``.
  @discardableResult
  public mutating func press(keys: String) throws(ShortcutParseError) -> DispatchResult {
    if layout == .us, layoutDirection == .leftToRight {
      return press(try KeyboardShortcut(parsing: keys))
    }
    let reading = try read(keys)
    let choice = choose(reading)
    let result =
      choice.rejected
      ? unhandled(choice.shortcut) : press(choice.shortcut, accepting: choice.accepts)
    return result.with {
      $0.steps = choice.steps
      $0.keys = reading.keys
      $0.layout = layout.id
    }
  }

  private func unhandled(_ shortcut: KeyboardShortcut) -> DispatchResult {
    DispatchResult(outcome: .unhandled, shortcut: shortcut, window: keyWindowID)
  }

  /// How the keys were read.
  struct LayoutReading {
    enum Kind {
      /// A key of the layout (or a named key), pressed with modifiers.
      case layoutKey(KeyPress)
      /// A key name the layout has no key for, read in US spelling.
      case usSpelling(KeyboardShortcut)
    }
    let keys: String
    let kind: Kind
  }

  /// Reads typed keys on the current layout.
  func read(_ keys: String) throws(ShortcutParseError) -> LayoutReading {
    let (key, modifiers) = try KeyboardShortcut.parts(of: keys)
    if key.namedKey != nil {
      return LayoutReading(
        keys: keys, kind: .layoutKey(KeyPress(key: key.character, modifiers: modifiers)))
    }
    var character = key.character
    var held = modifiers
    // An upper-case letter is Shift and the letter's key, as in the notation.
    if character.isUppercase, let lower = character.lowercased().first,
      layout.key(named: lower) != nil
    {
      character = lower
      held.insert(.shift)
    }
    if let physical = layout.key(named: character), layout.name(ofKey: physical) == character {
      return LayoutReading(keys: keys, kind: .layoutKey(KeyPress(key: physical, modifiers: held)))
    }
    return LayoutReading(
      keys: keys, kind: .usSpelling(KeyboardShortcut(KeyEquivalent(character), modifiers: held)))
  }

  /// The shortcut a reading dispatches, and the steps that explain it.
  struct LayoutChoice {
    var shortcut: KeyboardShortcut
    var steps: [DispatchStep]
    /// Whether the shortcut's target does not answer to these keys (its localization types
    /// it differently), so the press is unhandled.
    var rejected = false
    /// Which localizations answer these keys: a command or control the layout types
    /// otherwise is passed over and the search goes on to the next one.
    var accepts: ((KeyboardShortcut.Localization?) -> Bool)?
  }

  /// What a candidate shortcut may reach: which localizations, and local handlers or not.
  private struct Candidate {
    let shortcut: KeyboardShortcut
    let accepts: (KeyboardShortcut.Localization?) -> Bool
    let reading: String
  }

  func choose(_ reading: LayoutReading) -> LayoutChoice {
    var steps: [DispatchStep] = []
    let rtl = layoutDirection == .rightToLeft
    var candidates: [Candidate] = []
    switch reading.kind {
    case .layoutKey(let press):
      // Hard reservations are physical keys: the same key press on the US layout.
      let physical = KeyboardShortcut(KeyEquivalent(press.key), modifiers: press.modifiers)
      if let reservation = reservedHard(physical) {
        steps.append(
          DispatchStep(
            step: "layout \(layout.id)",
            result:
              "keys \(reading.keys) are the physical key press \(physical) on a US keyboard, "
              + "reserved for \(reservation.use)"))
        return LayoutChoice(shortcut: physical, steps: steps)
      }
      guard let typed = layout.shortcut(typedBy: press) else {
        steps.append(
          DispatchStep(
            step: "layout \(layout.id)",
            result: "keys \(reading.keys) type nothing on \(layout.id) (a dead key or no character)"
          ))
        return LayoutChoice(
          shortcut: KeyboardShortcut(KeyEquivalent(press.key), modifiers: press.modifiers),
          steps: steps, rejected: true)
      }
      steps.append(
        DispatchStep(
          step: "layout \(layout.id)",
          result: "keys \(reading.keys) type \(typed.glyphs) (\(typed))"))
      let layout = self.layout
      candidates.append(
        Candidate(
          shortcut: typed,
          accepts: { localization in
            guard let localization else { return true }
            if rtl, localization == .automatic, typed.isMirrorable { return false }
            let typing = layout.typing(typed.localized(localization))
            return typing.kind == .typed && typing.press == press
          }, reading: "as typed on \(layout.id)"))
      if rtl, typed.isMirrorable {
        let image = typed.mirrored
        candidates.append(
          Candidate(
            shortcut: image,
            accepts: { localization in
              guard localization == .automatic else { return false }
              let typing = layout.typing(typed)
              return typing.kind == .typed && typing.press == press
            }, reading: "an automatic \(image) mirrored right to left"))
      }
    case .usSpelling(let shortcut):
      // A custom shortcut is reached only where the layout types it as the US layout does.
      let layout = self.layout
      let usPress = KeyboardLayout.us.typing(shortcut).press
      let customAlike = layout.typing(shortcut.localized(.custom)).press == usPress
      steps.append(
        DispatchStep(
          step: "layout \(layout.id)",
          result:
            "\(layout.id) has no key named \(shortcut.key.name): keys \(reading.keys) are read "
            + "in US spelling, \(shortcut.glyphs) (\(shortcut))"
            + (customAlike ? "" : ", which reaches no custom shortcut")))
      candidates.append(
        Candidate(
          shortcut: shortcut,
          accepts: { localization in
            guard let localization else { return true }
            if localization == .custom { return customAlike }
            return !(rtl && localization == .automatic && shortcut.isMirrorable)
          }, reading: "in US spelling"))
      if rtl, shortcut.isMirrorable {
        candidates.append(
          Candidate(
            shortcut: shortcut.mirrored, accepts: { $0 == .automatic },
            reading: "an automatic \(shortcut.mirrored) mirrored right to left"))
      }
    }
    var notes: [DispatchStep] = []
    for candidate in candidates {
      // Commands and controls the layout types otherwise are passed over, and the search
      // goes on to the next one on the shortcut (an NSMenuItem whose key equivalent does
      // not match the event is not a match); local handlers are met in chain order.
      let decision = silentDecision(candidate.shortcut, accepts: candidate.accepts)
      guard let target = target(of: decision) else {
        if case .unhandled = decision {
          // Say who would have taken the shortcut written so, had the layout typed it so.
          if let hidden = target(of: silentDecision(candidate.shortcut, accepts: nil)) {
            notes.append(rejection(candidate.shortcut, target: hidden))
          }
          continue
        }
        return LayoutChoice(
          shortcut: candidate.shortcut, steps: steps + notes, accepts: candidate.accepts)
      }
      if candidate.accepts(target.localization) {
        steps.append(
          DispatchStep(
            step: "shortcut \(candidate.shortcut)",
            result: "reaches \(target.name) (\(target.localization?.rawValue ?? "local key")) "
              + candidate.reading))
        if let localization = target.localization, localization != .custom {
          let typing = layout.typing(candidate.shortcut.localized(localization))
          if typing.kind == .remapped, layout != .us {
            steps.append(remapNote(typing))
          }
        }
        return LayoutChoice(
          shortcut: candidate.shortcut, steps: steps + notes, accepts: candidate.accepts)
      }
      notes.append(rejection(candidate.shortcut, target: target))
    }
    let first = candidates.first?.shortcut ?? KeyboardShortcut(.escape, modifiers: [])
    return LayoutChoice(shortcut: first, steps: steps + notes, rejected: !notes.isEmpty)
  }

  /// What `shortcut` would do, passing over the commands and controls `accepts` refuses.
  private func silentDecision(
    _ shortcut: KeyboardShortcut, accepts: ((KeyboardShortcut.Localization?) -> Bool)?
  ) -> DispatchDecision {
    var memo = ResolutionMemo()
    var tracer = SilentTracer()
    var progress = DispatchProgress(accepts: accepts)
    return decide(shortcut, tracer: &tracer, memo: &memo, progress: &progress)
  }

  /// Says why a target does not answer to the keys: how its shortcut is typed instead.
  private func rejection(_ shortcut: KeyboardShortcut, target: LayoutTarget) -> DispatchStep {
    let localization = target.localization ?? .automatic
    let typing = layout.typing(shortcut.localized(localization))
    var text = "\(target.name) is \(localization.rawValue)"
    if layoutDirection == .rightToLeft, localization == .automatic, shortcut.isMirrorable {
      text += ", mirrored right to left to \(shortcut.mirrored)"
    } else {
      switch typing.kind {
      case .typed:
        text += ": on \(layout.id) it is typed \(typing.keys ?? shortcut.description)"
      case .remapped:
        text += ": the system remaps it on \(layout.id); press it in US spelling, \(shortcut)"
      case .unreachable:
        text += ": no single key press types it on \(layout.id)"
      }
    }
    return DispatchStep(step: "shortcut \(shortcut)", result: text)
  }

  /// The note for an automatic shortcut the system remaps on this layout.
  private func remapNote(_ typing: ShortcutTyping) -> DispatchStep {
    let how =
      typing.press.map {
        "\(layout.id) types it \(layout.spelling(of: $0)), with \(typing.extraModifiers.names.joined(separator: "+")) more than the US layout"
      } ?? "\(layout.id) has no single key press for it"
    return DispatchStep(
      step: "remapped",
      result:
        "\(typing.shortcut) is automatic and \(how): macOS remaps it to a key it does not "
        + "publish; the simulator keeps the US spelling \(typing.shortcut)")
  }

  /// What a decision reached, with the localization of its shortcut (`nil` for a local
  /// key handler); `nil` when it reached no target (reserved, consumed, unhandled...).
  struct LayoutTarget {
    let name: String
    let localization: KeyboardShortcut.Localization?
  }

  func target(of decision: DispatchDecision) -> LayoutTarget? {
    switch decision {
    case .performed(let position, _, let control):
      if let (window, reference) = control {
        let item = windows[window].tree[reference.node].controls[reference.control]
        return LayoutTarget(
          name: "control \"\(item.title)\"",
          localization: item.shortcut?.localization ?? .automatic)
      }
      let id = commands[position].id
      return LayoutTarget(
        name: "command \(id)", localization: effectiveShortcut(of: id)?.localization ?? .automatic)
    case .disabled(let position):
      let id = commands[position].id
      return LayoutTarget(
        name: "command \(id)", localization: effectiveShortcut(of: id)?.localization ?? .automatic)
    case .control(let window, let reference):
      let item = windows[window].tree[reference.node].controls[reference.control]
      return LayoutTarget(
        name: "control \"\(item.title)\"", localization: item.shortcut?.localization ?? .automatic)
    case .local(_, _, let action):
      return LayoutTarget(name: "local handler \(action)", localization: nil)
    case .reserved, .blocked, .consumed, .focus, .unhandled:
      return nil
    }
  }
}
