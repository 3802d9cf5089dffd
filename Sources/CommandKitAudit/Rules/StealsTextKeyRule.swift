import CommandKitLite

/// `steals-text-key` (SPEC §13, §20), macOS only: a menu command or in-window control on a
/// `cmd`/`ctrl` key the text system binds is live while a text input is focused. AppKit
/// offers ⌘ and ⌃ keys as key equivalents (controls, then the menu) before the focused
/// view sees them, so the command takes the key from the text.
///
/// The keys are those of `NSStandardKeyBinding` (Apple's `StandardKeyBinding.dict` in
/// AppKit's resources; Cocoa Text System docs, "Text Editing" and "Key Bindings"): ⌘ and
/// ⇧⌘ with the arrows, ⌘⌫, and ⌃A ⌃B ⌃D ⌃E ⌃F ⌃H ⌃K ⌃L ⌃N ⌃O ⌃P ⌃T ⌃V ⌃Y (see
/// ``TextSystem``). Keys without `cmd`/`ctrl` reach the text first and belong to
/// `swallowed` and `option-only`. Witnesses are the text contexts where it is live.
///
/// A standard editing command the focused text input answers itself (SPEC §15) takes
/// nothing from it: Edit ▸ Delete on ⌘⌫ sends `delete:` to the text view, which deletes
/// the selection as `deleteToBeginningOfLine:` would (NSResponder `delete:`; the Cocoa
/// Text System's standard key bindings). SPEC §20 does not name this case; its reason ("takes
/// it from the text") does not hold there, and the real-app corpus judged those findings
/// wrong (CotEditor, Vienna), so such contexts are no witnesses.
struct StealsTextKeyRule: AuditRule {
  static let kind = Finding.Kind.stealsTextKey

  static func binds(_ shortcut: KeyboardShortcut) -> Bool {
    shortcut.hasCommandModifier
      && TextSystem.handling(of: shortcut, multiline: true, profile: .appkit) == .consumes
  }

  func check(_ model: AuditModel) -> [Finding] {
    guard model.platform == .macOS, !model.textInputContexts.isEmpty else { return [] }
    var findings: [Finding] = []
    for (position, command) in model.commands.enumerated() {
      guard let shortcut = command.shortcut, Self.binds(shortcut) else { continue }
      let (names, total) = model.textInputWitnesses(of: position, exceptAnsweredByText: true)
      guard !names.isEmpty else { continue }
      var finding = Finding(
        kind: Self.kind, severity: .warning, shortcut: shortcut, commands: [command.id],
        contexts: names, message: "")
      finding.requestSuggestion(
        .near(shortcut, title: command.command.title),
        stem: Message.steals(
          owner: command.quotedTitle, shortcut: shortcut,
          contexts: AuditPhrase.contexts(names, total: total)))
      findings.append(finding)
    }
    // Each template's text-input contexts, so a control meets only its own window's.
    let textContexts = model.textInputContextsByTemplate
    for (position, control) in model.controls.controls.enumerated() {
      for shortcut in control.control.shortcuts where Self.binds(shortcut) {
        let witnesses = (textContexts[control.template] ?? []).filter {
          model.isLive(control: position, inContext: $0)
        }
        guard !witnesses.isEmpty else { continue }
        let names = Array(witnesses.prefix(ShortcutAudit.witnessLimit))
        var finding = Finding(
          kind: Self.kind, severity: .warning, shortcut: shortcut,
          commands: ControlPhrase.commands(of: [control], in: model), contexts: names,
          message: "", source: control.source)
        finding.controls = [control.reference]
        finding.requestSuggestion(
          .near(shortcut, title: control.control.title),
          stem: Message.steals(
            owner: control.phrase, shortcut: shortcut,
            contexts: AuditPhrase.contexts(names, total: witnesses.count)))
        findings.append(finding)
      }
    }
    return findings
  }
}

private enum Message {
  static func steals(owner: String, shortcut: KeyboardShortcut, contexts: String) -> String {
    "\(owner) takes \(shortcut) while a text input is focused (\(contexts)), where the text "
      + "system binds it for editing; choose another shortcut"
  }
}
