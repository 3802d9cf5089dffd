import CommandKitLite

/// `unresolved`: a name in the app's declarations that points at nothing (SPEC §12): a
/// context-menu entry or a control that names no registered command, an effect that opens
/// or presents a template the app does not have. Templates, commands, buttons and context
/// menus may be declared in any order, so nothing refuses such a name when it is declared;
/// `App.unresolvedReferences` lists it, and the audit reports it as an error, since the
/// entry, the button or the effect never works. Scene files refuse such names at load, so
/// only an app built in Swift has this finding.
struct UnresolvedReferenceRule: AuditRule {
  static let kind = Finding.Kind.unresolved

  func check(_ model: AuditModel) -> [Finding] {
    model.unresolvedReferences.map { error in
      var finding = Finding(
        kind: Self.kind, severity: .error, message: error.description)
      switch error {
      case .unknownCommandInContextMenu(_, let template, let node, _):
        finding.contexts = ["\(template)/\(node)"]
      case .unknownCommandInControl(_, let template, let node, let control, _):
        finding.contexts = ["\(template)/\(node)"]
        finding.controls = [
          Finding.ControlReference(title: control, window: template, node: "\(template)/\(node)")
        ]
        // The control's key, so that the finding sorts and reads with the others on it.
        finding.shortcut =
          model.controls.controls.first {
            $0.template == template && $0.path == "\(template)/\(node)"
              && $0.control.title == control
          }?.control.shortcuts.first
      default:
        break
      }
      if case .unknownTemplateInEffect(_, let owner, _) = error, owner.hasPrefix("command '") {
        let id = String(owner.dropFirst("command '".count).dropLast())
        finding.commands = [id]
        finding.shortcut = model.commandIndex[id].flatMap { model.commands[$0].shortcut }
      }
      return finding
    }
  }
}
