import CommandKitLite

/// Standard edit actions that the app's own responders implement (SPEC §14, §15, §22; cause
/// `standard-action-own-selection`, ImporterDefects/standard-action-own-selection/).
///
/// A menu item or key command with a standard edit action (`copy:`, `cut:`, `paste:`,
/// `delete:`, `selectAll:`, …) gets its standard id, whose platform rule enables it only
/// where a text input answers it (SPEC §15). But the platform enables such an item wherever
/// any object of the responder chain implements the action:
/// - AppKit: "If the menu item's target is not set … NSMenu uses the responder chain … to
///   determine the target … If there is no object in the responder chain that implements
///   the item's action, the item is disabled"; otherwise it is enabled, or asks the
///   object's `validateMenuItem(_:)` (Apple, *Application Menu and Pop-up List Programming
///   Topics*, "Enabling Menu Items", automatic enabling; `NSMenuItemValidation`);
/// - UIKit: a `UICommand` or `UIKeyCommand` is performed by
///   `target(forAction:withSender:)`, the first responder of the chain whose
///   `canPerformAction(_:withSender:)` answers true, and "this default implementation …
///   returns true if the responder class implements the requested action" (Apple,
///   `UIResponder.canPerformAction(_:withSender:)`, `UIResponder.target(forAction:withSender:)`).
///
/// So a standard action that a non-text responder of the app implements (an
/// `override func delete(_:)` in a view controller, an `@IBAction func copy(_:)` in a window
/// controller or document, the app delegate's) is enabled in that responder's windows,
/// whatever has focus there, besides in text inputs as the platform gives it. The scene
/// file already says this with the resolver's rule for a standard command that requires a
/// value (SPEC §14, "The Edit items are enabled only through a responder (§15, or a declared
/// `requires`)"; `App`'s enablement: a text input answers first, then the
/// required value): the command requires its selector, and the responder's windows publish
/// it as a scene value (the app delegate's: an app value, every window reaches it).
///
/// Which responders, and which windows (decided by the importer, which knows the classes):
/// - window and view controllers, windows and documents (AppKit's window-bound classes,
///   ``AppIndex/windowBoundClasses``) and UIKit's view controllers and windows
///   (``AppIndex/uiKitWindowBoundClasses``): in the chain of their own windows (Apple,
///   *Cocoa Event Handling Guide*, "Responder Chain for Action Messages"; UIKit docs, "Using
///   responders and the responder chain to handle events": a view controller follows its
///   root view, then the window). Their windows are the templates that show them (see
///   ``windows(showing:index:)``). When one implementing class's windows cannot be told (a
///   controller made in code that no template shows), nothing changes for that action:
///   where it would be live is a guess, and a guess can invent collisions;
/// - the app delegate: every window (it ends every chain);
/// - a custom view (not a text input) is in the chain only while it or a subview has focus,
///   which node that is the import does not read for actions: left out (SPEC §22 is
///   silent; chosen so that no window gets a command its focus may not reach);
/// - a text input subclass: its answer is the platform's own (SPEC §15), nothing to add.
///
/// Items sent to a set target, disabled items and items that already require a value keep
/// what they have. So does every item of a scene file without the platform's items
/// (`"defaultCommands": false`, an Interface Builder main menu or one built in code): there a
/// declared standard command does not take the default's text-only rule, it requires nothing
/// and is enabled in every window (SPEC §14: a declared command replaces a default only when
/// the defaults are on), so the app's responders add nothing to it. Whether such an item
/// should follow the responder chain too is another question (the Edit items of every
/// Interface Builder app would change), left as it is.
extension SceneImport {
  /// Makes each standard edit command whose action the app's own non-text responders
  /// implement require that action, published in those responders' windows (or by the app,
  /// for the app delegate's).
  mutating func enableOwnStandardActions(index: AppIndex) {
    // Without the platform's items the command is enabled everywhere already (above).
    guard defaultCommands else { return }
    let sheets = sheetsKeepingEveryValue(index: index)
    for position in commands.indices {
      let command = commands[position]
      guard !command.disabled, command.requires == nil, !command.sentToTarget,
        StandardCommand.textResponderIDs.contains(command.id), let action = command.action
      else { continue }
      // An IB action's tag or represented object (`cut:#601`) is not part of the selector.
      let selector = String(action.prefix { $0 != "#" })
      guard SelectorMap.standardID(selector: selector, tag: nil) == command.id else { continue }
      if index.appDelegateActions.contains(selector) {
        // Published as an app value by ``json``.
        commands[position].requires = selector
        continue
      }
      let responders = (index.actionImplementers[selector] ?? []).filter {
        index.isWindowBoundResponder($0)
      }
      guard !responders.isEmpty else { continue }
      let each = responders.map { windows(showing: $0, index: index) }
      guard !each.contains(where: \.isEmpty) else { continue }
      commands[position].requires = selector
      controllerActionWindows[selector] = each.reduce(into: sheets) { $0.formUnion($1) }
    }
  }
}

extension AppIndex {
  /// UIKit's view controller classes (with its own subclasses, so that an app's
  /// `UITableViewController` subclass counts) and its window: responders of their own
  /// window's chain only.
  static let uiKitWindowBoundClasses: Set<String> = [
    "UIViewController", "UITableViewController", "UICollectionViewController",
    "UINavigationController", "UISplitViewController", "UITabBarController",
    "UIPageViewController", "UIDocumentBrowserViewController", "UIWindow",
  ]

  /// Whether app class `name` is a responder of its own windows' chains that is not a view:
  /// a window or view controller, a window or a document (AppKit, ``windowBoundClasses``),
  /// a UIKit view controller or window (``uiKitWindowBoundClasses``).
  func isWindowBoundResponder(_ name: String) -> Bool {
    ancestry(of: name).dropFirst().contains {
      Self.windowBoundClasses.contains($0) || Self.uiKitWindowBoundClasses.contains($0)
    }
  }
}
