import CommandKitLite
import Foundation

/// Actions only one window's own responders answer (SPEC §22, whole apps).
///
/// AppKit sends an action with no target along the key window's responder chain, then the
/// main window's: the first responder and its views (with their view controllers), the
/// window, its delegate (the window controller), and, for a window of a document, that
/// `NSDocument`; then the application, its delegate and the `NSDocumentController` (Apple,
/// *Cocoa Event Handling Guide*, "The Responder Chain", "Responder Chain for Action
/// Messages", and its figure for a document-based app:
/// https://developer.apple.com/library/archive/documentation/Cocoa/Conceptual/EventOverview/EventArchitecture/EventArchitecture.html;
/// *Document-Based App Programming Guide for Mac*, "The Responder Chain"; `NSViewController`:
/// "in macOS 10.10 and later, a view controller participates in the responder chain", after
/// its view). A window controller, a view controller, a window subclass or a document is in
/// the chain of its own windows only, so an action that only such classes implement has no
/// responder, and its item is disabled (`NSMenuItem` validation: no responder, no enabling),
/// while another window is key and main.
extension AppIndex {
  /// The methods whose string literals name a class's window nibs.
  static let windowNibMethods: Set<String> = ["makeWindowControllers", "windowNibName"]

  /// The argument labels (Swift) and selector parts (Objective-C) of the initializers that
  /// load a window controller's nib (`NSWindowController.init(windowNibName:)`,
  /// `initWithWindowNibName:`, `initWithWindowNibName:owner:`).
  static let windowNibInitializers: Set<String> = ["windowNibName", "initWithWindowNibName"]

  /// The AppKit classes whose instances are in the responder chain of their own windows
  /// only: window and view controllers (with AppKit's own view controller subclasses, so
  /// that an app's `NSTabViewController` subclass counts), windows, documents.
  static let windowBoundClasses: Set<String> = [
    "NSWindowController", "NSViewController", "NSTabViewController", "NSSplitViewController",
    "NSPageController", "NSTitlebarAccessoryViewController", "NSCollectionViewItem",
    "NSWindow", "NSPanel", "NSDocument", "NSPersistentDocument",
  ]

  /// Notes the string literals of a class's `makeWindowControllers` or `windowNibName`.
  mutating func noteWindowNibNames(of owner: String, in tokens: ArraySlice<SwiftToken>) {
    for token in tokens where token.kind == .string && !token.hasInterpolation {
      windowNibNames[owner, default: []].insert(token.text)
    }
  }

  /// Notes, for each Swift type, the string literals of its `func makeWindowControllers()`
  /// and `var windowNibName`, and the nib names its `init(windowNibName:)` calls give:
  /// `Controller(windowNibName: "Name")` names `Controller`'s, and `self.init(…)` or
  /// `super.init(…)` the enclosing type's.
  mutating func noteWindowNibNames(_ source: SwiftSource) {
    let tokens = source.tokens
    let types = source.typeBodies()
    for type in types {
      for index in type.body
      where Self.windowNibMethods.contains(tokens[index].text) && tokens[index].kind == .identifier
        && (source[index - 1]?.isIdentifier("func") == true
          || source[index - 1]?.isIdentifier("var") == true)
      {
        var brace = index + 1
        while let token = source[brace], !token.isPunctuation("{"), brace < type.body.upperBound {
          brace += 1
        }
        guard source[brace]?.isPunctuation("{") == true, source.partner[brace] > brace else {
          continue
        }
        noteWindowNibNames(of: type.name, in: tokens[(brace + 1)..<source.partner[brace]])
      }
    }
    for index in tokens.indices
    where tokens[index].isIdentifier("windowNibName")
      && source[index - 1]?.isPunctuation("(") == true
      && source[index + 1]?.isPunctuation(":") == true
    {
      guard let name = source[index + 2], name.kind == .string, !name.hasInterpolation,
        let callee = source[index - 2], callee.kind == .identifier
      else { continue }
      if callee.text == "init" {
        guard let owner = innermost(types, containing: index, range: { $0.body }) else { continue }
        windowNibNames[owner.name, default: []].insert(name.text)
      } else if callee.text.first?.isUppercase == true {
        windowNibNames[callee.text, default: []].insert(name.text)
      }
    }
  }

  /// Notes the nib names an Objective-C file's `initWithWindowNibName:` messages give:
  /// `[[Controller alloc] initWithWindowNibName:@"Name"]` names `Controller`'s, and a message
  /// to `self` or `super` the enclosing `@implementation`'s.
  mutating func noteWindowNibNames(_ source: ObjectiveCSource) {
    let tokens = source.tokens
    var owner: String?
    for (index, token) in tokens.enumerated() {
      if token.isIdentifier("@implementation") {
        owner = source[index + 1]?.text
      } else if token.isIdentifier("@end") {
        owner = nil
      }
      guard token.isIdentifier("initWithWindowNibName"),
        source[index + 1]?.isPunctuation(":") == true, let name = source[index + 2],
        name.kind == .string, !name.hasInterpolation
      else { continue }
      if let receiver = source[index - 1],
        receiver.isIdentifier("self") || receiver.isIdentifier("super")
      {
        if let owner { windowNibNames[owner, default: []].insert(name.text) }
      } else if source[index - 1]?.isPunctuation("]") == true,
        source[index - 2]?.isIdentifier("alloc") == true, let type = source[index - 3],
        type.kind == .identifier
      {
        windowNibNames[type.text, default: []].insert(name.text)
      }
    }
  }

  /// Notes the Swift types that show their own window as a sheet: a `beginSheet(…)` call
  /// whose first argument is the type's `window` (`window`, `self.window`, `window!`).
  mutating func noteSheetControllers(_ source: SwiftSource) {
    let types = source.typeBodies()
    for index in source.tokens.indices
    where source.tokens[index].isIdentifier("beginSheet")
      && source[index - 1]?.isPunctuation(".") == true
      && source[index + 1]?.isPunctuation("(") == true
    {
      guard let first = source.arguments(index + 1).first, first.label == nil,
        Self.namesOwnWindow(source.tokens[first.range]),
        let owner = innermost(types, containing: index, range: { $0.body })
      else { continue }
      sheetControllers.insert(owner.name)
    }
  }

  /// Notes the Objective-C classes that show their own window as a sheet:
  /// `[host beginSheet:self.window …]` (or `[self window]`, `_window`) in their
  /// `@implementation`.
  mutating func noteSheetControllers(_ source: ObjectiveCSource) {
    sheetControllers.formUnion(Self.classes(sendingOwnWindowTo: "beginSheet", in: source))
  }

  /// The `@implementation`s of `source` that pass their own window (`self.window`,
  /// `[self window]`, `_window`) as the first argument of a `selector:` message.
  static func classes(sendingOwnWindowTo selector: String, in source: ObjectiveCSource)
    -> Set<String>
  {
    var result: Set<String> = []
    var owner: String?
    for (index, token) in source.tokens.enumerated() {
      if token.isIdentifier("@implementation") {
        owner = source[index + 1]?.text
      } else if token.isIdentifier("@end") {
        owner = nil
      }
      guard let owner, token.isIdentifier(selector),
        source[index + 1]?.isPunctuation(":") == true
      else { continue }
      // The argument: up to the next selector part (`completionHandler:`) or the
      // message's `]`, brackets of a nested message (`[self window]`) included.
      var end = index + 2
      var depth = 0
      while let next = source[end], end < index + 8 {
        if next.isPunctuation("[") { depth += 1 }
        if next.isPunctuation("]") {
          if depth == 0 { break }
          depth -= 1
        }
        if depth == 0, next.kind == .identifier, source[end + 1]?.isPunctuation(":") == true {
          break
        }
        end += 1
      }
      if namesOwnWindow(source.tokens[(index + 2)..<end]) {
        result.insert(owner)
      }
    }
    return result
  }

  /// Whether the tokens of an argument name the receiver's own window and nothing else
  /// (`window`, `self.window!`, `[self window]`, `_window`).
  static func namesOwnWindow(_ tokens: ArraySlice<SwiftToken>) -> Bool {
    var window = false
    for token in tokens {
      if token.isIdentifier("window") || token.isIdentifier("_window") {
        window = true
      } else if !(token.isIdentifier("self") || token.kind == .punctuation) {
        return false
      }
    }
    return window
  }

  /// Whether `name` is an app class that descends from `NSDocument`.
  func isDocumentClass(_ name: String) -> Bool {
    ancestry(of: name).dropFirst().contains { $0 == "NSDocument" || $0 == "NSPersistentDocument" }
  }

  /// Whether `name` is an app class whose instances are in their own windows' responder
  /// chains only (``windowBoundClasses``).
  func isWindowBound(_ name: String) -> Bool {
    ancestry(of: name).dropFirst().contains(where: Self.windowBoundClasses.contains)
  }

  /// The selectors that only the app's window-bound classes implement (window and view
  /// controllers, windows, documents), each with those classes. A standard selector
  /// (`SelectorMap`) is left out: AppKit's own responders implement those (the standard edit
  /// actions the app's own controllers implement too are placed by
  /// ``SceneImport/enableOwnStandardActions(index:)``); so is one the app delegate
  /// implements, which answers from every window.
  var windowBoundActions: [String: Set<String>] {
    var result: [String: Set<String>] = [:]
    for (selector, classes) in actionImplementers
    where !classes.isEmpty && classes.allSatisfy(isWindowBound)
      && !appDelegateActions.contains(selector)
      && SelectorMap.standardID(selector: selector, tag: nil) == nil
    {
      result[selector] = classes
    }
    return result
  }
}

extension SceneImport {
  /// Publishes the value of an item that sends a window-bound action (one that only the
  /// app's window controllers, view controllers, windows or documents implement,
  /// ``AppIndex/windowBoundActions``) in those classes' windows only. A class's windows are
  /// the templates that can be main and whose File's Owner is the class (or a subclass of
  /// it), whose storyboard scene shows a controller or window of the class, or that come
  /// from a `.xib` the class's `windowNibName`, `makeWindowControllers` or
  /// `init(windowNibName:)` names by a literal. When the windows of one implementing class
  /// cannot be told (a nib name built at run time, a window or controller made in code),
  /// nothing changes for that action: every window publishes the value as before, so that
  /// no collision is hidden on a guess; only a document's window made in code
  /// (``addDocumentWindowsMadeInCode(index:)``), whose responders the import knows, does not
  /// publish it.
  ///
  /// A window that its controller shows as a sheet (``AppIndex/sheetControllers``) keeps
  /// every value: a sheet cannot be main, so while it is key AppKit searches its chain and
  /// then the main window's, its parent's when the parent is main (*Cocoa Event Handling
  /// Guide*, as above; `NSWindow.beginSheet(_:completionHandler:)`), and which window that is
  /// the code decides at run time (NetNewsWire's Add Feed and Add Folder sheets, whose fields
  /// ⌘→ Open in Browser takes from the main window's controller).
  mutating func limitControllerActions(index: AppIndex) {
    let actions = index.windowBoundActions
    guard !actions.isEmpty else { return }
    let required = Set(requiredValues)
    let sheets = sheetsKeepingEveryValue(index: index)
    let madeInCode = windowsMadeInCode
    for (selector, classes) in actions where required.contains(selector) {
      let each = classes.map { windows(showing: $0, index: index) }
      guard each.contains(where: \.isEmpty) else {
        controllerActionWindows[selector] = each.reduce(into: sheets) { $0.formUnion($1) }
        continue
      }
      // Cannot tell: every window, but a document's window made in code, whose responders
      // are known (AppIndex+DocumentWindows.swift), unless one of them implements it.
      guard !madeInCode.isEmpty else { continue }
      let everyWindow = Set(templates.map(\.name) + [Self.mainTemplate])
      controllerActionWindows[selector] = each.reduce(into: everyWindow.subtracting(madeInCode)) {
        $0.formUnion($1)
      }
    }
  }

  /// The templates of windows a controller shows as sheets (``AppIndex/sheetControllers``),
  /// which keep every value, less those run modally: a sheet run modally gets no answer from
  /// its parent (``turnOffTargetedItemsInModalWindows``).
  func sheetsKeepingEveryValue(index: AppIndex) -> Set<String> {
    Set(
      templates.filter { template in
        template.ownerClass.map {
          index.ancestry(of: $0).contains(where: index.sheetControllers.contains)
        }
          ?? false
      }.map(\.name)
    ).subtracting(modalWindows(index: index))
  }

  /// The templates that can be main and show a responder of class `implementer` (or a
  /// subclass): their File's Owner or one of their scene's controllers and windows is one,
  /// or they come from a `.xib` that the class's `windowNibName`, `makeWindowControllers` or
  /// `init(windowNibName:)` names by a literal. Empty when they cannot be told.
  func windows(showing implementer: String, index: AppIndex) -> Set<String> {
    let nibs = index.windowNibNames[implementer] ?? []
    let shown = templates.filter { template in
      guard template.kind.canBeMain else { return false }
      let responders = [template.ownerClass].compactMap { $0 } + template.responderClasses
      if responders.contains(where: { index.ancestry(of: $0).contains(implementer) }) {
        return true
      }
      let file = (template.source.file as NSString).lastPathComponent
      let nib = (file as NSString).deletingPathExtension
      return (file as NSString).pathExtension == "xib" && nibs.contains(nib)
    }
    return Set(shown.map(\.name))
  }
}
