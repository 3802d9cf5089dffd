import CommandKitLite

/// Documents whose windows are made in code (SPEC §22, whole apps; written for issue 25's
/// OpenEmu, cause `controller-actions-app-wide`).
///
/// An `NSDocument` is in the responder chain of its own windows only, the windows of its
/// window controllers (Apple, *Cocoa Event Handling Guide*, "Responder Chain for Action
/// Messages", and its figure for a document-based app; *Document-Based App Programming Guide
/// for Mac*, "The Responder Chain"; `NSDocument.addWindowController(_:)`: "the document
/// becomes the window controller's document"). A document that names no nib has no window in
/// the Interface Builder files: its windows are made in code (`makeWindowControllers` or
/// `addWindowController(_:)` with a controller its code makes, `NSWindowController(window:)`),
/// so the import gives it a window template of its own, "<Document>'s window, made in code",
/// where its actions are published, and no other window publishes them.
///
/// What the sources cannot say, and what is chosen:
/// - a window controller from a nib or a storyboard set as the document's at run time
///   (OpenEmu's `MainWindowController`, which names itself the game's window controller when
///   it swaps the library's view controller for the game's): the document's actions are not
///   published in that nib's window; the state where it shows the document is the made-in-code
///   template's (the window then shows the document's content, not its other content);
/// - the view controllers the document's own code makes (OpenEmu's `GameViewController`) are
///   taken as its windows' content: their actions are published in its template too;
/// - an action only window-bound classes implement whose windows cannot be told (a view
///   controller made in code by another window's controller) is published in every window
///   but the made-in-code ones, whose responders the import knows.
///
/// A document that names a nib or a storyboard anywhere in its code (`windowNibName`,
/// `NSStoryboard(name:bundle:)`, `instantiateController(withIdentifier:)`: Xcode's
/// document-app template) or makes a window controller that does is left as it was: its
/// windows are that file's.
extension AppIndex {
  /// What a class's code says about the windows it makes (``windowCode``).
  struct WindowCode: Sendable, Equatable {
    /// It adds window controllers itself: `addWindowController(_:)` or its own
    /// `makeWindowControllers`.
    var addsWindowControllers = false
    /// It names a nib or a storyboard (`NSStoryboard`, `instantiateController`,
    /// `windowNibName`, `NSNib`, `loadNibNamed`).
    var namesInterfaceFile = false
    /// The classes it instantiates: `Name(…)` in Swift, `[Name alloc]` and `[Name new]` in
    /// Objective-C.
    var made: Set<String> = []
    /// Where it adds window controllers first.
    var location: SourceLocation?
  }

  /// The words that name a nib or storyboard to load (AppKit: `NSStoryboard`,
  /// `instantiateController(withIdentifier:)`, `NSWindowController.windowNibName`,
  /// `NSNib`, `Bundle.loadNibNamed(_:owner:topLevelObjects:)`), in Swift and Objective-C.
  static let interfaceFileWords: Set<String> = [
    "NSStoryboard", "instantiateController", "instantiateControllerWithIdentifier",
    "instantiateInitialController", "storyboardWithName", "windowNibName",
    "initWithWindowNibName", "NSNib", "loadNibNamed",
  ]

  /// Notes, for each Swift type, whether it adds window controllers, names an interface file,
  /// and which types it instantiates.
  mutating func noteWindowCode(_ source: SwiftSource) {
    let tokens = source.tokens
    let types = source.typeBodies()
    guard !types.isEmpty else { return }
    for index in tokens.indices where tokens[index].kind == .identifier {
      let text = tokens[index].text
      let adds =
        (text == "addWindowController" && source[index + 1]?.isPunctuation("(") == true)
        || (text == "makeWindowControllers" && source[index - 1]?.isIdentifier("func") == true)
      let names = Self.interfaceFileWords.contains(text)
      // `Name(` that is a call: not `.Name(`, not a declaration (`func`, `init`, `case`).
      let made =
        text.first?.isUppercase == true && source[index + 1]?.isPunctuation("(") == true
        && source[index - 1]?.isPunctuation(".") != true
        && source[index - 1].map { Self.declaringWords.contains($0.text) } != true
      guard adds || names || made,
        let owner = innermost(types, containing: index, range: { $0.body })
      else { continue }
      if adds, windowCode[owner.name]?.location == nil {
        windowCode[owner.name, default: WindowCode()].location = source.location(index)
      }
      if adds { windowCode[owner.name, default: WindowCode()].addsWindowControllers = true }
      if names { windowCode[owner.name, default: WindowCode()].namesInterfaceFile = true }
      if made { windowCode[owner.name, default: WindowCode()].made.insert(text) }
    }
  }

  /// Notes the same for each Objective-C `@implementation`: `addWindowController:`, a
  /// `makeWindowControllers` method, the interface-file words, `[Name alloc]`, `[Name new]`.
  mutating func noteWindowCode(_ source: ObjectiveCSource) {
    var owner: String?
    for (index, token) in source.tokens.enumerated() {
      if token.isIdentifier("@implementation") {
        owner = source[index + 1]?.text
        continue
      } else if token.isIdentifier("@end") {
        owner = nil
      }
      guard let owner, token.kind == .identifier else { continue }
      let adds =
        (token.text == "addWindowController" && source[index + 1]?.isPunctuation(":") == true)
        || (token.text == "makeWindowControllers" && source[index - 1]?.isPunctuation(")") == true)
      if adds {
        if windowCode[owner]?.location == nil {
          windowCode[owner, default: WindowCode()].location = source.location(index)
        }
        windowCode[owner, default: WindowCode()].addsWindowControllers = true
      }
      if Self.interfaceFileWords.contains(token.text) {
        windowCode[owner, default: WindowCode()].namesInterfaceFile = true
      }
      if token.text.first?.isUppercase == true, source[index - 1]?.isPunctuation("[") == true,
        source[index + 1]?.isIdentifier("alloc") == true
          || source[index + 1]?.isIdentifier("new") == true
      {
        windowCode[owner, default: WindowCode()].made.insert(token.text)
      }
    }
  }

  /// Whether `name` descends from `NSWindowController`.
  func isWindowControllerClass(_ name: String) -> Bool {
    ancestry(of: name).contains("NSWindowController")
  }
}
