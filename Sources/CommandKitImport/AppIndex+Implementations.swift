import CommandKitLite
import Foundation

/// What the importer needs to tell that nothing the import reads implements an Interface
/// Builder item's action (issue 25, cause `action-never-implemented`): every method the
/// sources declare, every name they write, and whether a responder of another module may be
/// in a window.
///
/// AppKit enables an item sent to the First Responder only when some object in the
/// responder chain implements its action (Apple, "Enabling Menu Items"; see
/// ``AppKitActions``). The importer reads the app's own folders only, so "no source
/// implements it" is evidence only for the sources it reads: a framework, package or folder
/// it does not read may implement the action in a view or controller of its own. The
/// measurement on the corpus (import14) found three such apps (GitUp's `GitUpKit` view
/// controllers, Chime's `Modules` packages, Hex Fiend's framework views) and one whose
/// window class inherits from an unread folder (Boxer's `ADBFullscreenCapableWindow`): in
/// each, the read sources write the name of a view, view controller, window (controller),
/// panel or document class that they do not declare. That is the condition chosen
/// (``foreignResponder``); libraries that hold no responder of the app's windows (Sparkle's
/// updater controller, a CSV parser) do not turn the rule off.
extension AppIndex {
  /// The name endings of classes that sit in a responder chain (AppKit's: views, view
  /// controllers, windows, window controllers, panels, documents).
  static let responderSuffixes = [
    "View", "ViewController", "WindowController", "Window", "Panel", "Document",
    "DocumentController",
  ]

  /// The class prefixes of Apple's frameworks (AppKit `NS`, UIKit `UI`, WebKit `WK`,
  /// AVKit `AV`, PDFKit `PDF`, MapKit `MK`, SceneKit `SCN`, SpriteKit `SK`, Quick Look `QL`,
  /// ImageKit `IK`, Core Animation `CA`, MetalKit `MTK`, GameKit `GK`, Authentication
  /// Services `AS`, SafariServices `SF`, Contacts UI `CN`, Photos UI `PH`, Quartz
  /// Composer `QC`, Link Presentation `LP`, StoreKit `SK`, legacy WebKit DOM `DOM`).
  static let applePrefixes: Set<String> = [
    "NS", "UI", "WK", "AV", "PDF", "MK", "SCN", "SK", "QL", "IK", "CA", "MTK", "GK", "AS", "SF",
    "CN", "PH", "QC", "LP", "DOM", "AU", "EK", "MP",
  ]

  /// Apple's unprefixed types with a responder-like name that the corpus's sources write
  /// (SwiftUI's views and scenes, Foundation's `XMLDocument`, StoreKit's SwiftUI views):
  /// none is an AppKit responder that an app's menu item could reach.
  static let appleUnprefixed: Set<String> = [
    "View", "AnyView", "EmptyView", "TupleView", "ScrollView", "ProgressView",
    "ContentUnavailableView", "NavigationSplitView", "NavigationView", "TabView", "HSplitView",
    "VSplitView", "TimelineView", "Window", "FileDocument", "ReferenceFileDocument",
    "XMLDocument", "ProductView", "StoreView", "SubscriptionStoreView", "SceneView",
    "SpriteView", "RealityView", "WebView",
  ]

  /// Notes every method a Swift file declares, by its Objective-C selector whatever its
  /// attributes (`func addStation(toLocalList sender: Any)` is `addStationToLocalList:`), and
  /// every name it writes (identifiers, and string literals that may be selectors).
  mutating func noteImplementations(_ source: SwiftSource) {
    for index in source.tokens.indices where source.tokens[index].isIdentifier("func") {
      if let selector = Self.selector(source, nameAt: index + 1) {
        declaredSelectors.insert(selector)
      }
    }
    noteNames(source.tokens)
  }

  /// Notes every method an Objective-C file declares or defines (`- (IBAction)copyAsASCII:`)
  /// and every name it writes (`@selector(copyAsASCII:)` too).
  mutating func noteImplementations(_ source: ObjectiveCSource) {
    let tokens = source.tokens
    for index in tokens.indices
    where tokens[index].isPunctuation("-") || tokens[index].isPunctuation("+") {
      guard source[index + 1]?.isPunctuation("(") == true,
        index == 0 || tokens[index - 1].isPunctuation(";") || tokens[index - 1].isPunctuation("}")
          || tokens[index - 1].line < tokens[index].line,
        let method = Self.objectiveCSelector(source, methodAt: index)
      else { continue }
      declaredSelectors.insert(method.selector)
      objectiveCSelectors.insert(method.selector)
    }
    noteNames(tokens)
  }

  /// Identifiers, and the first part of string literals that look like selectors
  /// (`NSSelectorFromString("refresh:")`): a name written anywhere may be a method the
  /// runtime finds (a forwarding target, a method added at run time), so it counts.
  private mutating func noteNames(_ tokens: [SwiftToken]) {
    for token in tokens {
      switch token.kind {
      case .identifier:
        mentionedNames.insert(token.text)
      case .string where token.text.count < 120 && !token.text.contains(" "):
        if let head = token.text.split(separator: ":").first { mentionedNames.insert(String(head)) }
      default:
        break
      }
    }
  }

  /// Whether something the import read may implement `selector`: a method of that
  /// selector, or its name (the part before the first `:`) written anywhere.
  func mayImplement(_ selector: String) -> Bool {
    if declaredSelectors.contains(selector) { return true }
    let head = selector.split(separator: ":").first.map(String.init) ?? selector
    return mentionedNames.contains(head)
  }

  /// Notes the custom classes an Interface Builder file instantiates (`customClass="…"`):
  /// a view or controller of another module can sit in a window without any source
  /// naming it (`customModule="HexFiend"`).
  mutating func noteCustomClasses(_ data: Data) {
    let bytes = [UInt8](data)
    let key = Array("customClass=\"".utf8)
    var position = 0
    while position + key.count < bytes.count {
      guard bytes[position] == key[0], Array(bytes[position..<position + key.count]) == key
      else {
        position += 1
        continue
      }
      var end = position + key.count
      while end < bytes.count, bytes[end] != UInt8(ascii: "\"") { end += 1 }
      if let name = String(bytes: bytes[(position + key.count)..<end], encoding: .utf8) {
        interfaceBuilderClasses.insert(name)
      }
      position = end
    }
  }

  /// A view, view controller, window, window controller, panel or document class that the
  /// read sources write (or inherit from) or an Interface Builder file instantiates, but that
  /// no source declares and that is not Apple's: a responder of another module (a
  /// framework, package or folder the import does not read) that may implement any action.
  /// The first by name, or nil.
  var foreignResponder: String? {
    let written = Set(typeUses.keys).union(superclasses.values).union(interfaceBuilderClasses)
    return written.filter { name in
      !declaredTypes.contains(name) && Self.responderSuffixes.contains(where: name.hasSuffix)
        && !Self.isApples(name)
    }.min()
  }

  /// Whether `name` is one of Apple's types: an Apple framework prefix followed by a
  /// capitalized word (`NSTextView`, `PDFView`), or an unprefixed Apple type.
  static func isApples(_ name: String) -> Bool {
    if appleUnprefixed.contains(name) { return true }
    let scalars = Array(name.unicodeScalars)
    // The prefix: the capitals before the last capital that starts a lowercase word.
    var end = 0
    while end + 1 < scalars.count, Character(scalars[end]).isUppercase,
      Character(scalars[end + 1]).isUppercase
    {
      end += 1
    }
    guard end > 0 else { return false }
    return applePrefixes.contains(String(String.UnicodeScalarView(scalars[0..<end])))
  }
}
