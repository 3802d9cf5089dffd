/// Names that point at nothing (SPEC §12): since templates, commands, controls and context
/// menus may be declared in any order, a name is checked when the app is used, not when it
/// is declared.
extension App {
  /// Every name in the app's declarations that points at nothing: context-menu entries and
  /// controls that name no registered command, and effects (of commands, controls and key
  /// handlers) that open or present a template the app does not have. Templates in
  /// declaration order, nodes depth-first, then the commands.
  ///
  /// Nothing is refused for these at registration, so an app may be declared in any order;
  /// check this list once it is complete (a test of the app core, `#expect(app
  /// .unresolvedReferences.isEmpty)`). Where the app is used, such a name acts as missing:
  /// a control that runs an unregistered command is never live (`why` says so), a context
  /// menu lists the entry in ``ContextMenuState/unresolved``, and an effect that names a
  /// missing template fails with an ``DispatchResult/effectError``. The audit (SPEC §11,
  /// CommandKitAudit) reports each one.
  ///
  /// Each entry is a ``CommandKitError`` with the name, where it is, the closest existing
  /// name and a ``CommandKitError/hint``:
  /// ``CommandKitError/unknownCommandInContextMenu(_:template:node:suggestion:)``,
  /// ``CommandKitError/unknownCommandInControl(_:template:node:control:suggestion:)`` or
  /// ``CommandKitError/unknownTemplateInEffect(_:owner:suggestion:)``.
  ///
  /// - Complexity: O(n) in the templates' nodes and the commands.
  public var unresolvedReferences: [CommandKitError] {
    let commandIDs = registry.commands.map(\.id)
    let templateNames = templates.map(\.name)
    var found: [CommandKitError] = []
    func checkEffect(_ effect: CommandEffect?, owner: @autoclosure () -> String) {
      switch effect {
      case .open(let name)?, .sheet(let name)?:
        if template(named: name) == nil {
          found.append(
            .unknownTemplateInEffect(
              name, owner: owner(), suggestion: closestMatch(to: name, in: templateNames)))
        }
      case .close?, .dismiss?, .toggle?, nil:
        break
      }
    }
    for template in templates {
      var pending = [template.root]
      while let node = pending.popLast() {
        let place = "template '\(template.name)', node '\(node.id)'"
        if let menu = node.contextMenu {
          var seen = Set<String>()
          for id in menu.empty + menu.single + menu.multiple
          where commandIndex[id] == nil && seen.insert(id).inserted {
            found.append(
              .unknownCommandInContextMenu(
                id, template: template.name, node: node.id,
                suggestion: closestMatch(to: id, in: commandIDs)))
          }
        }
        for control in node.controls {
          switch control.target {
          case .command(let id) where commandIndex[id] == nil:
            found.append(
              .unknownCommandInControl(
                id, template: template.name, node: node.id, control: control.title,
                suggestion: closestMatch(to: id, in: commandIDs)))
          case .action(_, let effect):
            checkEffect(effect, owner: "\(place): control \"\(control.title)\"")
          case .command:
            break
          }
        }
        for handler in node.keyHandlers {
          checkEffect(handler.effect, owner: "\(place): key handler \(handler.action)")
        }
        // Children in order: the stack pops the last pushed first.
        pending += node.children.reversed()
      }
    }
    for command in registry.declared {
      checkEffect(command.effect, owner: "command '\(command.id)'")
    }
    return found
  }
}
