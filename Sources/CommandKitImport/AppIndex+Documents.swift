import CommandKitLite
import Foundation

/// Actions only a document answers (SPEC §22, whole apps).
///
/// AppKit sends an action with no target along the key window's responder chain, then the
/// main window's: the first responder and its views, the window, its delegate (the window
/// controller), and, for a window of a document, that `NSDocument`; then the application,
/// its delegate and the `NSDocumentController` (Apple, *Cocoa Event Handling Guide*, "The
/// Responder Chain", "Responder Chain for Action Messages", and its figure for a
/// document-based app:
/// https://developer.apple.com/library/archive/documentation/Cocoa/Conceptual/EventOverview/EventArchitecture/EventArchitecture.html;
/// *Document-Based App Programming Guide for Mac*, "The Responder Chain"). A document is in
/// the chain of its own windows only, so an action that only `NSDocument` subclasses
/// implement has no responder, and its item is disabled (`NSMenuItem` validation: no
/// responder, no enabling), while any other window is key and main.
extension AppIndex {
  /// The methods whose string literals name a document's window nibs.
  static let windowNibMethods: Set<String> = ["makeWindowControllers", "windowNibName"]

  /// Notes the string literals of a class's `makeWindowControllers` or `windowNibName`.
  mutating func noteWindowNibNames(of owner: String, in tokens: ArraySlice<SwiftToken>) {
    for token in tokens where token.kind == .string && !token.hasInterpolation {
      windowNibNames[owner, default: []].insert(token.text)
    }
  }

  /// Notes, for each Swift type, the string literals of its `func makeWindowControllers()`
  /// and `var windowNibName`.
  mutating func noteWindowNibNames(_ source: SwiftSource) {
    let tokens = source.tokens
    for type in source.typeBodies() {
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
  }

  /// Whether `name` is an app class that descends from `NSDocument`.
  func isDocumentClass(_ name: String) -> Bool {
    ancestry(of: name).dropFirst().contains { $0 == "NSDocument" || $0 == "NSPersistentDocument" }
  }

  /// The selectors that only the app's `NSDocument` subclasses implement, each with those
  /// classes. A standard selector (`SelectorMap`) is left out: AppKit's own responders
  /// implement those.
  var documentOnlyActions: [String: Set<String>] {
    var result: [String: Set<String>] = [:]
    for (selector, classes) in actionImplementers
    where !classes.isEmpty && classes.allSatisfy(isDocumentClass)
      && SelectorMap.standardID(selector: selector, tag: nil) == nil
    {
      result[selector] = classes
    }
    return result
  }
}

extension SceneImport {
  /// Publishes the value of an item that sends a document-only action (one that only the
  /// app's `NSDocument` subclasses implement, ``AppIndex/documentOnlyActions``) in that
  /// document's windows only: the templates whose File's Owner is the document class (or a
  /// subclass of it), or that come from a nib its `windowNibName` or `makeWindowControllers`
  /// names. When no template can be told to be that document's (a storyboard, a nib name
  /// built at run time, a window made in code), nothing changes: every window publishes the
  /// value as before, so that no collision is hidden on a guess.
  mutating func limitDocumentActions(index: AppIndex) {
    let actions = index.documentOnlyActions
    guard !actions.isEmpty else { return }
    let required = Set(requiredValues)
    for (selector, classes) in actions where required.contains(selector) {
      let nibs = classes.reduce(into: Set<String>()) {
        $0.formUnion(index.windowNibNames[$1] ?? [])
      }
      let windows = templates.filter { template in
        guard template.kind.canBeMain else { return false }
        if let owner = template.ownerClass,
          index.ancestry(of: owner).contains(where: classes.contains)
        {
          return true
        }
        let file = (template.source.file as NSString).lastPathComponent
        let nib = (file as NSString).deletingPathExtension
        return (file as NSString).pathExtension == "xib" && nibs.contains(nib)
      }
      guard !windows.isEmpty else { continue }
      documentActionWindows[selector] = Set(windows.map(\.name))
    }
  }
}
