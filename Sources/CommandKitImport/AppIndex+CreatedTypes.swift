import CommandKitLite

/// Action methods only a class nothing creates declares (issue 25, cause
/// `action-in-uncreated-class`).
///
/// AppKit enables an item sent to the First Responder only when an object in the responder
/// chain implements its action (Apple, "Enabling Menu Items"; ``AppKitActions``). A method is
/// in a chain only on an instance of its class, so when every Swift declaration of the
/// selector is in a class that the app never creates, no responder answers the item and
/// AppKit keeps it disabled. "Created" is read from evidence the import has, conservatively:
/// a class is created when its name is written anywhere outside its declarations (a call, a
/// `.self`, a type annotation, a generic argument: ``AppIndex/typeUses``), when an Interface
/// Builder file names it (`customClass`), when it is an entry point (`@main`,
/// `@NSApplicationMain`), or when a subclass of it is created. Only windows, panels, views
/// and their controllers are read (``madeByTheApp(_:)``): a document class is made by the
/// document controller from the `Info.plist`. An Objective-C declaration of
/// the selector, a free function of that name or a protocol declaring it leaves the item as
/// it is. A responder of another module (``AppIndex/foreignResponder``) does not: the app's
/// own declarations name the responder its authors meant, as for
/// ``AppIndex/onlyUnexposedResponderMethod(for:)`` (a choice; Apple is silent). A class made only
/// by name at run time (`NSClassFromString("…")`) is not seen: a choice, as no corpus app
/// does that for a responder. Written after the forty-first held-out batch was judged
/// (ControlRoom's Delete Selected Simulators… ⌘⌫, implemented only by a window controller
/// the app stopped creating when it moved to a SwiftUI `App`;
/// `ImporterDefects/action-in-uncreated-class/`).
extension AppIndex {
  /// Notes the types a Swift file declares as entry points (`@main`, `@NSApplicationMain`,
  /// `@UIApplicationMain` before the declaration) and, for each selector of a method the
  /// file declares, the type that declares it (`""` for a free function).
  mutating func noteSelectorOwners(_ source: SwiftSource) {
    let tokens = source.tokens
    for index in tokens.indices
    where ["@main", "@NSApplicationMain", "@UIApplicationMain"].contains(tokens[index].text) {
      var position = index + 1
      while position < min(tokens.count, index + 12) {
        if ["class", "struct", "enum", "actor"].contains(tokens[position].text),
          let name = source[position + 1], name.kind == .identifier
        {
          entryPointTypes.insert(name.text)
          break
        }
        position += 1
      }
    }
    let types = source.typeBodies()
    for index in tokens.indices where tokens[index].isIdentifier("func") {
      guard let selector = Self.selector(source, nameAt: index + 1) else { continue }
      let owner = innermost(types, containing: index, range: { $0.body })?.name ?? ""
      selectorOwners[selector, default: []].insert(owner)
    }
  }

  /// Whether the app creates an instance of `type` (or of a subclass of it), as far as the
  /// import can tell (see the extension's documentation).
  func isCreated(_ type: String, depth: Int = 0) -> Bool {
    if typeUses[type, default: 0] > 0 || interfaceBuilderClasses.contains(type)
      || entryPointTypes.contains(type)
    {
      return true
    }
    guard depth < 16 else { return true }
    return superclasses.contains { subclass, superclass in
      superclass == type && subclass != type && isCreated(subclass, depth: depth + 1)
    }
  }

  /// Whether instances of a subclass of the AppKit class `base` are made only by the app's
  /// code or its Interface Builder files: windows, panels, views and their controllers. A
  /// document (`NSDocument`) is made by the document controller from the `Info.plist`'s
  /// document types, and other classes by whatever AppKit reads their names from: not read.
  static func madeByTheApp(_ base: String?) -> Bool {
    guard let base, base.hasPrefix("NS") else { return false }
    return ["WindowController", "ViewController", "View", "Window", "Panel"].contains {
      base.hasSuffix($0)
    }
  }

  /// The first AppKit class (`NS…`) in `type`'s superclass chain, if any.
  func appKitBase(of type: String) -> String? {
    ancestry(of: type).dropFirst().first { $0.hasPrefix("NS") }
  }

  /// The classes that declare `selector` when every declaration of it is a Swift method of
  /// a class the app never creates (sorted); `nil` otherwise.
  func uncreatedImplementers(of selector: String) -> [String]? {
    guard let owners = selectorOwners[selector], !owners.isEmpty, !owners.contains(""),
      !objectiveCSelectors.contains(selector),
      !protocolMethodNames.contains(selector.split(separator: ":").first.map(String.init) ?? ""),
      owners.allSatisfy({ !isCreated($0) && Self.madeByTheApp(appKitBase(of: $0)) })
    else { return nil }
    return owners.sorted()
  }
}
