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
    var memo = ResolutionMemo()
    return explanation(of: decidedPress(try read(keys), tracing: StepTracer.self, memo: &memo))
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
    // Decided once, through the dispatch state's resolutions (moved out and back, as a
    // press of a shortcut does), and told before anything is performed. Typed keys are not
    // remembered: they pass over commands per layout.
    dispatch.prepare(for: stamp)
    var memo = ResolutionMemo()
    swap(&memo, &dispatch.resolutions)
    let decided = decidedPress(reading, tracing: SilentTracer.self, memo: &memo)
    swap(&memo, &dispatch.resolutions)
    return finishing(
      decided.decision, explanation(of: decided), ignoredHandlers: decided.ignoredHandlers,
      shortcut: decided.shortcut)
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

  /// What a candidate shortcut may reach: which localizations, and local handlers or not.
  private struct Candidate {
    let shortcut: KeyboardShortcut
    let accepts: (KeyboardShortcut.Localization?) -> Bool
    let reading: String
  }

  /// Decides a press of typed keys (SPEC §21): reads them on the layout, tries each
  /// shortcut they may name in turn (as typed, then mirrored right to left), and returns the
  /// first decision a target of theirs takes, with the steps that explain the reading. That
  /// decision is the one the press performs: nothing is decided again.
  func decidedPress<Tracer: DispatchTracer>(
    _ reading: LayoutReading, tracing: Tracer.Type, memo: inout ResolutionMemo
  ) -> DecidedPress {
    var decided = decidedPress(
      reading.kind, keys: reading.keys, tracing: Tracer.self, memo: &memo)
    decided.typed = (reading.keys, layout.id)
    return decided
  }

  private func decidedPress<Tracer: DispatchTracer>(
    _ kind: LayoutReading.Kind, keys: String, tracing: Tracer.Type, memo: inout ResolutionMemo
  ) -> DecidedPress {
    var steps: [DispatchStep] = []
    let rtl = layoutDirection == .rightToLeft
    var candidates: [Candidate] = []
    switch kind {
    case .layoutKey(let press):
      // Hard reservations are physical keys: the same key press on the US layout.
      let physical = KeyboardShortcut(KeyEquivalent(press.key), modifiers: press.modifiers)
      if let reservation = reservedHard(physical) {
        steps.append(
          DispatchStep(
            step: "layout \(layout.id)",
            result:
              "keys \(keys) are the physical key press \(physical) on a US keyboard, "
              + "reserved for \(reservation.use)"))
        var decided = decidedPress(physical, accepts: nil, tracing: Tracer.self, memo: &memo)
        decided.layoutSteps = steps
        return decided
      }
      guard let typed = layout.shortcut(typedBy: press) else {
        steps.append(
          DispatchStep(
            step: "layout \(layout.id)",
            result: "keys \(keys) type nothing on \(layout.id) (a dead key or no character)"))
        return .unreached(
          KeyboardShortcut(KeyEquivalent(press.key), modifiers: press.modifiers),
          layoutSteps: steps)
      }
      steps.append(
        DispatchStep(
          step: "layout \(layout.id)",
          result: "keys \(keys) type \(typed.glyphs) (\(typed))"))
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
            "\(layout.id) has no key named \(shortcut.key.name): keys \(keys) are read "
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
    // The first candidate decided with every localization answering: the press, when no
    // candidate reaches anything and nothing was passed over.
    var unfiltered: DecidedPress?
    for candidate in candidates {
      // Commands and controls the layout types otherwise are passed over, and the search
      // goes on to the next one on the shortcut (an NSMenuItem whose key equivalent does
      // not match the event is not a match); local handlers are met in chain order.
      var attempt = decidedPress(
        candidate.shortcut, accepts: candidate.accepts, tracing: Tracer.self, memo: &memo)
      guard let target = target(of: attempt.decision) else {
        if case .unhandled = attempt.decision {
          // Say who would have taken the shortcut written so, had the layout typed it so.
          let written = decidedPress(
            candidate.shortcut, accepts: nil, tracing: Tracer.self, memo: &memo)
          if let hidden = target(of: written.decision) {
            notes.append(rejection(candidate.shortcut, target: hidden))
          }
          if unfiltered == nil { unfiltered = written }
          continue
        }
        attempt.layoutSteps = steps + notes
        return attempt
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
        attempt.layoutSteps = steps + notes
        return attempt
      }
      notes.append(rejection(candidate.shortcut, target: target))
    }
    let first = candidates.first?.shortcut ?? KeyboardShortcut(.escape, modifiers: [])
    // A target was passed over: it is typed otherwise, so nothing takes these keys.
    guard notes.isEmpty, var unfiltered else {
      return .unreached(first, layoutSteps: steps + notes)
    }
    unfiltered.layoutSteps = steps
    return unfiltered
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
