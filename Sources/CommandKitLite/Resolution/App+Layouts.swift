/// Key presses typed on a keyboard layout, and right-to-left mirroring (SPEC §21).
///
/// A press names keys as the current ``App/layout`` does: each key by the character it types
/// unshifted there. It is matched the way AppKit matches key equivalents, in two readings,
/// the first that some shortcut takes winning:
/// 1. **the key's own character**, with every modifier held (NSEvent
///    `charactersIgnoringModifiers`: Option does not change the character, Shift is applied
///    as SPEC §19 writes it), so ⌥⌘I is ⌥⌘I on every layout;
/// 2. **the character the keys type**, Shift and Option applied and used up (NSEvent
///    `characters`): `opt+cmd+5` on `de` types ⌘[, `shift+cmd+7` types ⌘/.
/// Each reading names a shortcut, which reaches:
/// - a `custom` shortcut typed by exactly that key press (⌘/ `custom` on `de` is ⇧⌘7);
/// - an `automatic` or `withoutMirroring` shortcut the layout types by that press without
///   an extra modifier (⌘? on `de` is ⇧⌘ß);
/// - local key handlers, which answer to the shortcut the reading names.
/// A command or control on the shortcut that the layout types otherwise is passed over and
/// the search goes on to the next one (AppKit matches each menu item's key equivalent
/// against the event; one that does not match is not a candidate), so ⇧⌘7 on `de` reaches
/// a `custom` ⌘/ even when an `automatic` ⌘/ comes first in the menu. A reading that finds
/// only disabled commands gives way to the next; if none takes the keys, the press is
/// `disabled` when a reading found a disabled command, else `unhandled`.
/// A key name the layout has no key for (`cmd+/` or `cmd+?` on `de`) is read in US spelling
/// and reaches only shortcuts that are not `custom`: an `automatic` shortcut the system
/// remaps keeps its US spelling here, since Apple does not publish its remapping table.
/// Hard reservations belong to physical keys: on `fr`, ⇧⌘" (the 3 key) is the screenshot.
///
/// In ``LayoutDirection/rightToLeft`` an `automatic` shortcut with `[ ] { } ( ) < >` or the
/// left or right arrow answers to its mirror image (⌘[ to ⌘]); `withoutMirroring` and
/// `custom` shortcuts and local keys are not mirrored (Apple: `allowsAutomaticMirroring`,
/// `KeyboardShortcut.Localization.withoutMirroring`). Among the shortcuts a reading
/// matches, menu order (commands) and traversal order (controls) decide, whether one
/// matched as typed or as its mirror image (SPEC §13, §16, §21).
///
/// Where both readings name one shortcut on the `us` layout left to right (no Option, or a
/// named key), ``press(keys:)`` is ``press(_:)`` of the parsed shortcut, with the keys and
/// the layout added to its result.
extension App {
  /// Explains what pressing `keys`, typed on the current layout, would do: which shortcut
  /// the keys type, which localization lets it reach its target, and the dispatch steps.
  public func why(keys: String) throws(ShortcutParseError) -> DispatchResult {
    let reading = try read(keys)
    if let shortcut = reading.asWritten {
      return why(shortcut).with {
        $0.keys = keys
        $0.layout = layout.id
      }
    }
    var memo = ResolutionMemo()
    return explanation(of: decidedPress(reading, tracing: StepTracer.self, memo: &memo))
  }

  /// Presses `keys`, typed on the current layout (see the type's documentation), and
  /// performs what the shortcut they type reaches. The result's ``DispatchResult/shortcut``
  /// is the shortcut that took the keys (the one typed, when none did), with
  /// ``DispatchResult/keys`` and ``DispatchResult/layout`` always set.
  @discardableResult
  public mutating func press(keys: String) throws(ShortcutParseError) -> DispatchResult {
    let reading = try read(keys)
    if let shortcut = reading.asWritten {
      return press(shortcut).with {
        $0.keys = keys
        $0.layout = layout.id
      }
    }
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
      shortcut: decided.chainShortcut)
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
    /// The shortcut pressed, when the keys are read as written: on the `us` layout left to
    /// right, where both readings of SPEC §21 name this one shortcut and every
    /// localization answers it.
    let asWritten: KeyboardShortcut?
  }

  /// Reads typed keys on the current layout.
  func read(_ keys: String) throws(ShortcutParseError) -> LayoutReading {
    let (key, modifiers) = try KeyboardShortcut.parts(of: keys)
    let kind = readKind(key, modifiers)
    guard layout == .us, layoutDirection == .leftToRight else {
      return LayoutReading(keys: keys, kind: kind, asWritten: nil)
    }
    switch kind {
    case .usSpelling(let shortcut):
      return LayoutReading(keys: keys, kind: kind, asWritten: shortcut)
    case .layoutKey(let press):
      let own = layout.shortcut(ownCharacterOf: press)
      let typed = layout.shortcut(typedBy: press)
      return LayoutReading(
        keys: keys, kind: kind, asWritten: typed == nil || typed == own ? own : nil)
    }
  }

  private func readKind(_ key: KeyEquivalent, _ modifiers: EventModifiers) -> LayoutReading.Kind {
    if key.namedKey != nil {
      return .layoutKey(KeyPress(key: key.character, modifiers: modifiers))
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
      return .layoutKey(KeyPress(key: physical, modifiers: held))
    }
    return .usSpelling(KeyboardShortcut(KeyEquivalent(character), modifiers: held))
  }

  /// One reading of typed keys (SPEC §21): the shortcut it names, which localizations of a
  /// command or control on it answer, and, right to left, its mirror image.
  private struct Reading {
    let shortcut: KeyboardShortcut
    let accepts: (KeyboardShortcut?) -> Bool
    /// How the shortcut was read, for `why` (`the key's own character on de`).
    let label: String
    let mirror: (shortcut: KeyboardShortcut, accepts: (KeyboardShortcut?) -> Bool)?
  }

  /// Decides a press of typed keys (SPEC §21): reads them on the layout, tries each
  /// reading in turn (the key's own character, then the character typed; right to left,
  /// each with its mirror image), and returns the first decision a target of theirs takes,
  /// with the steps that explain the reading. That decision is the one the press performs:
  /// nothing is decided again.
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
    let readings: [Reading]
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
      let own = layout.shortcut(ownCharacterOf: press)
      let typed = layout.shortcut(typedBy: press)
      steps.append(
        DispatchStep(step: "layout \(layout.id)", result: readingText(keys, own: own, typed: typed))
      )
      var both = [reading(own, of: press, label: "the key's own character on \(layout.id)")]
      if let typed, typed != own {
        both.append(reading(typed, of: press, label: "as typed on \(layout.id)"))
      }
      readings = both
    case .usSpelling(let shortcut):
      // A custom shortcut is reached only where the layout types it as the US layout does.
      let usPress = KeyboardLayout.us.typing(shortcut).press
      let customAlike = layout.typing(shortcut.localized(.custom)).press == usPress
      steps.append(
        DispatchStep(
          step: "layout \(layout.id)",
          result:
            "\(layout.id) has no key named \(shortcut.key.name): keys \(keys) are read "
            + "in US spelling, \(shortcut.glyphs) (\(shortcut))"
            + (customAlike ? "" : ", which reaches no custom shortcut")))
      readings = [usReading(shortcut, usPress: usPress)]
    }
    // On the `us` layout left to right the keys are read as written: the first reading
    // is the written shortcut, answered as ``why(_:)`` answers it, and only a press the
    // second reading (Option applied) takes is told with the readings.
    let asWritten = layout == .us && layoutDirection == .leftToRight
    var notes: [DispatchStep] = []
    var disabled: DecidedPress?
    var first: DecidedPress?
    var last: DecidedPress?
    for (number, reading) in readings.enumerated() {
      // Commands and controls the layout types otherwise are passed over, and the search
      // goes on to the next one on the shortcut (an NSMenuItem whose key equivalent does
      // not match the event is not a match); local handlers are met in chain order.
      var attempt = decidedPress(
        reading.shortcut, accepts: reading.accepts, mirror: reading.mirror,
        tracing: Tracer.self, memo: &memo)
      switch attempt.decision {
      case .unhandled, .disabled:
        if case .disabled = attempt.decision {
          if disabled == nil { disabled = attempt }
        } else {
          // Say who would have taken the shortcut written so, had the layout typed it so.
          let written = decidedPress(
            reading.shortcut, accepts: nil, tracing: Tracer.self, memo: &memo)
          if let hidden = target(of: written.decision) {
            notes.append(rejection(reading.shortcut, target: hidden))
          }
        }
        if number + 1 < readings.count {
          notes.append(
            DispatchStep(
              step: "shortcut \(reading.shortcut)",
              result: "nothing takes it as \(reading.label); the next reading is tried"))
        }
        if first == nil { first = attempt }
        last = attempt
        continue
      default:
        break
      }
      if asWritten, number == 0 { return attempt }
      if let target = target(of: attempt.decision) {
        let matched = attempt.shortcut
        let how =
          matched == reading.shortcut
          ? reading.label : "an automatic \(matched) mirrored right to left"
        notes.append(
          DispatchStep(
            step: "shortcut \(matched)",
            result: "reaches \(target.name) (\(target.localization?.rawValue ?? "local key")) "
              + how))
        if let localization = target.localization, localization != .custom {
          let typing = layout.typing(target.declared(matched).localized(localization))
          if typing.kind == .remapped, layout != .us { notes.append(remapNote(typing)) }
        }
      }
      attempt.layoutSteps = steps + notes
      return attempt
    }
    // No reading took the keys: a disabled command decides, else the last reading (the
    // character typed) is the press, unhandled; on `us` left to right, as written.
    guard var answer = disabled ?? (asWritten ? first : last) else {
      return .unreached(KeyboardShortcut(.escape, modifiers: []), layoutSteps: steps + notes)
    }
    answer.layoutSteps = asWritten ? [] : steps + notes
    return answer
  }

  /// The layout step of `why`: the shortcut each reading names.
  private func readingText(_ keys: String, own: KeyboardShortcut, typed: KeyboardShortcut?)
    -> String
  {
    guard let typed else {
      return "keys \(keys) are \(own.glyphs) (\(own)) by the key's own character, and type "
        + "nothing on \(layout.id) (a dead key or no character)"
    }
    if typed == own { return "keys \(keys) type \(typed.glyphs) (\(typed))" }
    return "keys \(keys) are \(own.glyphs) (\(own)) by the key's own character, then type "
      + "\(typed.glyphs) (\(typed))"
  }

  /// A reading of a key of the layout: `shortcut`, reached by the commands and controls on
  /// it whose shortcut, as declared (its localization and written character), the layout
  /// types by exactly `press`, and right to left by the `automatic` ones on its mirror image.
  private func reading(_ shortcut: KeyboardShortcut, of press: KeyPress, label: String) -> Reading {
    let layout = self.layout
    let rtl = layoutDirection == .rightToLeft
    let accepts: (KeyboardShortcut?) -> Bool = { declared in
      // The target's own shortcut is this one (it was found by it), as its app wrote it.
      let target = declared ?? shortcut
      // Right to left, an automatic shortcut answers its mirror image, not itself.
      if rtl, target.localization == .automatic, shortcut.isMirrorable { return false }
      let typing = layout.typing(target)
      return typing.kind == .typed && typing.press == press
    }
    guard rtl, shortcut.isMirrorable else {
      return Reading(shortcut: shortcut, accepts: accepts, label: label, mirror: nil)
    }
    let typing = layout.typing(shortcut)
    let typedSo = typing.kind == .typed && typing.press == press
    return Reading(
      shortcut: shortcut, accepts: accepts, label: label,
      mirror: (shortcut.mirrored, { ($0?.localization ?? .automatic) == .automatic && typedSo }))
  }

  /// The reading of a key name the layout has no key for, in US spelling (typed `usPress`
  /// on a US keyboard): every shortcut but a `custom` one the layout types otherwise
  /// answers it.
  private func usReading(_ shortcut: KeyboardShortcut, usPress: KeyPress?) -> Reading {
    let layout = self.layout
    let rtl = layoutDirection == .rightToLeft
    let accepts: (KeyboardShortcut?) -> Bool = { declared in
      let target = declared ?? shortcut
      if target.localization == .custom { return layout.typing(target).press == usPress }
      return !(rtl && target.localization == .automatic && shortcut.isMirrorable)
    }
    let mirror: (KeyboardShortcut, (KeyboardShortcut?) -> Bool)? =
      rtl && shortcut.isMirrorable
      ? (shortcut.mirrored, { ($0?.localization ?? .automatic) == .automatic }) : nil
    return Reading(
      shortcut: shortcut, accepts: accepts, label: "in US spelling", mirror: mirror)
  }

  /// Says why a target does not answer to the keys: how its shortcut is typed instead.
  private func rejection(_ shortcut: KeyboardShortcut, target: LayoutTarget) -> DispatchStep {
    let localization = target.localization ?? .automatic
    let typing = layout.typing(target.declared(shortcut).localized(localization))
    var text = "\(target.name) is \(localization.rawValue)"
    if layoutDirection == .rightToLeft, localization == .automatic, shortcut.isMirrorable {
      text += ", mirrored right to left to \(shortcut.mirrored)"
    } else {
      switch typing.kind {
      case .typed:
        text += ": on \(layout.id) it is typed \(typing.keys ?? shortcut.description)"
      case .remapped:
        text +=
          ": the system remaps it on \(layout.id); press it in US spelling, "
          + typing.shortcut.writtenDescription
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
        "\(typing.shortcut.writtenDescription) is automatic and \(how): macOS remaps it to a "
        + "key it does not publish; the simulator keeps the US spelling "
        + typing.shortcut.writtenDescription)
  }

  /// What a decision reached, with the localization of its shortcut (`nil` for a local
  /// key handler) and the shortcut as declared, when there is one; `nil` when it reached no
  /// target (reserved, consumed, unhandled...).
  struct LayoutTarget {
    let name: String
    let localization: KeyboardShortcut.Localization?
    var shortcut: KeyboardShortcut? = nil

    /// The target's shortcut as declared (its written character), else `pressed`.
    func declared(_ pressed: KeyboardShortcut) -> KeyboardShortcut {
      shortcut.map { $0 == pressed ? $0 : pressed } ?? pressed
    }
  }

  func target(of decision: DispatchDecision) -> LayoutTarget? {
    switch decision {
    case .performed(let position, _, let control):
      if let (window, reference) = control {
        let item = windows[window].tree[reference.node].controls[reference.control]
        return LayoutTarget(
          name: "control \"\(item.title)\"",
          localization: item.shortcut?.localization ?? .automatic, shortcut: item.shortcut)
      }
      return commandTarget(position)
    case .disabled(let position):
      return commandTarget(position)
    case .control(let window, let reference):
      let item = windows[window].tree[reference.node].controls[reference.control]
      return LayoutTarget(
        name: "control \"\(item.title)\"",
        localization: item.shortcut?.localization ?? .automatic, shortcut: item.shortcut)
    case .local(_, _, let action):
      return LayoutTarget(name: "local handler \(action)", localization: nil)
    case .reserved, .blocked, .consumed, .focus, .unhandled:
      return nil
    }
  }

  private func commandTarget(_ position: Int) -> LayoutTarget {
    let id = commands[position].id
    let shortcut = effectiveShortcut(of: id)
    return LayoutTarget(
      name: "command \(id)", localization: shortcut?.localization ?? .automatic,
      shortcut: shortcut)
  }
}
