import CommandKitLite

/// SwiftUI views that AppKit (or UIKit) code shows in a window of its own (SPEC §22, whole
/// apps): `NSHostingController(rootView: V(…))` or `NSHostingView(rootView: V(…))` in a
/// function that makes a window, a panel, a popover or a sheet for it. V's views are then a
/// template of their own, as a SwiftUI `.sheet` or `.popover` is, instead of landing in the
/// main window beside views they never share a window with.
///
/// The window's kind comes from what the function does with the hosted view (AppKit's
/// documentation of each call):
/// - `presentAsSheet(_:)`, `beginSheet(_:)`, UIKit's `present(_:animated:completion:)` (a
///   modal presentation, a sheet on iPad): a `sheet` (it blocks the window it is on);
/// - `present(_:asPopoverRelativeTo:…)`, `NSPopover`, an `accessoryView` (of the color,
///   save or open panel), a panel class made there (`NSPanel(…)`, a subclass the app
///   declares, `NSColorPanel`): a `panel` (it can be key, never main);
/// - `NSWindow(…)` (or a subclass), `presentAsModalWindow(_:)`: a `window`.
/// A hosted view with none of these in its function (a split view item, a subview, a
/// toolbar item) is part of some window the files do not name: it stays where views no
/// scene reaches go (the main window). Outside any function (UIKit code often shows a view
/// from a closure stored in a property: a form row's action), the innermost block around the
/// hosting that shows it stands for the function (`ImporterDefects/uikit-presented-hosting`).
///
/// Apps also wrap the hosting in helpers of their own, which AppKit does not have: a window
/// or panel class made with a SwiftUI view as an argument (`NSPanel(view: WhatsNewView())`,
/// CotEditor's convenience initializer around an `NSHostingController`) is that window or
/// panel, and `beginSheet { V() }` (a trailing closure straight after the name; AppKit's
/// `beginSheet(_:completionHandler:)` takes a window first) is a sheet. AppKit has no way
/// to show a SwiftUI view but hosting it, so the helper must host it; the corpus's
/// `ImporterDefects/hosted-views` reproduces both.
extension SwiftUIReader {
  /// The types that host a SwiftUI view in AppKit or UIKit.
  static let hostingTypes: Set<String> = [
    "NSHostingController", "NSHostingView", "UIHostingController",
  ]

  /// Calls that put a view controller or window in a sheet.
  static let sheetCalls: Set<String> = ["presentAsSheet", "beginSheet"]
  /// Names that put the view in a popover or a panel.
  static let panelWords: Set<String> = [
    "asPopoverRelativeTo", "NSPopover", "accessoryView", "NSColorPanel", "NSSavePanel",
    "NSOpenPanel",
  ]

  /// Whether `name` hosts a SwiftUI view: one of ``hostingTypes`` or an app's subclass of
  /// one (Logue's `class TransparentHostingView<Content: View>: NSHostingView<Content>`), which
  /// hosts its `rootView:` as its superclass does (*The Swift Programming Language*,
  /// "Inheritance": a subclass inherits its superclass's initializers when it adds none).
  func isHostingType(_ name: String) -> Bool {
    Self.hostingTypes.contains(name)
      || index.ancestry(of: name).dropFirst().contains(where: Self.hostingTypes.contains)
  }

  /// Each hosted view in a window its function makes becomes a presentation of that kind.
  mutating func readHostedViews() {
    let functions = functionBodies()
    for index in tokens.indices
    where tokens[index].kind == .identifier && isHostingType(tokens[index].text)
      && source[index - 1]?.isPunctuation(".") != true
    {
      var open = index + 1
      // A generic argument (`NSHostingView<Content>(rootView:)`) comes before the call.
      if source[open]?.isPunctuation("<") == true {
        while let token = source[open], !token.isPunctuation(">") { open += 1 }
        open += 1
      }
      guard source[open]?.isPunctuation("(") == true,
        let root = source.argument(source.arguments(open), "rootView"),
        let (scope, kind) = hostingScope(of: index, functions: functions)
      else { continue }
      let types =
        hostedType(root.range, before: index, in: scope).map { [$0] }
        ?? assignedViewTypes(root.range, before: index, in: scope)
      let fallback =
        switch kind {
        case .sheet: "sheet"
        case .panel: "panel"
        default: "window"
        }
      // One window per view: each call shows the one view its branch assigned.
      for (number, type) in types.enumerated() {
        result.views.presentations.append(
          SwiftUIViews.Presentation(
            key: "\(source.file)#\(index)" + (number == 0 ? "" : "-\(number)"), kind: kind,
            references: [type], location: source.location(index), fallbackName: fallback))
      }
    }
    readHostingHelpers()
  }

  /// A view the hosting function writes itself (`var view: some View { … }` before
  /// `NSHostingView(rootView: view)`), in a function that makes a window: that body is the
  /// window's content, so the buttons written in it are that window's (AuroraEditor's
  /// single-file window, made in `NSDocument.makeWindowControllers()`). Read before the
  /// buttons are, so that each button knows its window.
  mutating func readHostedLocalViews() {
    let functions = functionBodies()
    for index in tokens.indices
    where tokens[index].kind == .identifier && Self.hostingTypes.contains(tokens[index].text)
      && source[index - 1]?.isPunctuation(".") != true
      && source[index + 1]?.isPunctuation("(") == true
    {
      guard let root = source.argument(source.arguments(index + 1), "rootView"),
        root.range.count == 1, let first = root.range.first,
        tokens[first].kind == .identifier,
        let scope = innermost(functions, containing: index, range: { $0 }),
        let kind = hostingWindowKind(in: scope)
      else { continue }
      let name = tokens[first].text
      // `var name: some View {` written in the function before the hosting call.
      guard
        let declaration = scope.first(where: { position in
          position < index && tokens[position].isIdentifier("var")
            && source[position + 1]?.isIdentifier(name) == true
            && source[position + 2]?.isPunctuation(":") == true
            && source[position + 3]?.isIdentifier("some") == true
            && source[skippingSwiftUIModule(position + 4)]?.isIdentifier("View") == true
            && source[skippingSwiftUIModule(position + 4) + 1]?.isPunctuation("{") == true
        }),
        case let brace = skippingSwiftUIModule(declaration + 4) + 1,
        source.partner[brace] > brace
      else { continue }
      let body = (brace + 1)..<source.partner[brace]
      let key = "\(source.file)#\(index)"
      windowRegions.append((body, key))
      result.views.presentations.append(
        SwiftUIViews.Presentation(
          key: key, kind: kind, references: typeMentions(in: body),
          location: source.location(index), fallbackName: kind == .sheet ? "sheet" : "window"))
    }
  }

  /// The app's own hosting helpers (see the type's documentation): a window or panel class
  /// made with a view argument, and `beginSheet { view }`.
  private mutating func readHostingHelpers() {
    let viewTypes = declaredViewTypes()
    let functions = functionBodies()
    for index in tokens.indices
    where tokens[index].kind == .identifier && !isHostingType(tokens[index].text) {
      let name = tokens[index].text
      var found: [(kind: WindowKind, fallback: String, type: String)] = []
      if Self.sheetCalls.contains(name), source[index + 1]?.isPunctuation("{") == true {
        let close = source.partner[index + 1]
        if close > index + 1, let type = typeMentions(in: (index + 2)..<close).first {
          found.append((.sheet, "sheet", type))
        }
      } else if name.first?.isUppercase == true, source[index + 1]?.isPunctuation("(") == true,
        source[index - 1]?.isPunctuation(".") != true
      {
        // AppKit's window classes and the app's subclasses of them, not a name that only
        // ends in "Panel" (a SwiftUI view may be called so).
        let ancestry = self.index.ancestry(of: name)
        let known = ancestry.lazy.compactMap { AppIndex.knownClasses[$0] }
        // A window controller made with a view is a window showing it (AppKit's
        // `NSWindowController` owns one window).
        let kind: (WindowKind, String)? =
          switch known.first {
          case .panel?: (.panel, "panel")
          case .window?: (.window, "window")
          default: ancestry.contains("NSWindowController") ? (.window, "window") : nil
          }
        // Only a view passed as an argument: `NSPanel(contentRect: NSRect(…))` names a
        // struct too, but no view the app declares, so it adds no window.
        if let kind,
          let first = source.arguments(index + 1).lazy.compactMap(\.range.first).first(where: {
            isViewUse($0) && !Self.hostingTypes.contains(self.tokens[$0].text)
              && self.index.classify(self.tokens[$0].text) == nil
          })
        {
          found.append((kind.0, kind.1, tokens[first].text))
        } else if let kind, let type = namedHostedView(at: index, functions, viewTypes) {
          // A view the function made first and hands over by name (Logue's `let view =
          // CompanionView { … }` then `CompanionPanel(rootView: view)`): the same window.
          found.append((kind.0, kind.1, type))
        } else if let kind,
          source.arguments(index + 1).contains(where: {
            $0.range.count == 1 && self.tokens[$0.range.lowerBound].isIdentifier("self")
          }),
          let owner = innermost(source.typeBodies(), containing: index, range: \.body),
          viewTypes.contains(owner.name),
          !result.views.presentations.contains(where: {
            $0.kind == kind.0 && $0.references == [owner.name]
          })
        {
          // A view's own method that hands `self` to a window or window controller
          // (`PreferencesWindowController(view: self).showWindow(nil)`): the view is shown
          // in that window, not in the one that calls the method.
          found.append((kind.0, kind.1, owner.name))
        }
      }
      for hosted in found {
        result.views.presentations.append(
          SwiftUIViews.Presentation(
            key: "\(source.file)#\(index)", kind: hosted.kind, references: [hosted.type],
            location: source.location(index), fallbackName: hosted.fallback))
      }
    }
  }

  /// The declared SwiftUI view that an argument of the call at `index` names by a variable
  /// its function set before (`let view = CompanionView { … }`), if any.
  private func namedHostedView(
    at index: Int, _ functions: [Range<Int>], _ viewTypes: Set<String>
  ) -> String? {
    guard let scope = innermost(functions, containing: index, range: { $0 }) else { return nil }
    for argument in source.arguments(index + 1) {
      if let type = hostedType(argument.range, before: index, in: scope),
        viewTypes.contains(type)
      {
        return type
      }
    }
    return nil
  }

  /// The view type a `rootView:` argument makes: `Type(…)` or `Type { … }` (with any
  /// modifiers after it), or a variable the function set to one before (`let view =
  /// Type(…)`).
  private func hostedType(_ range: Range<Int>, before index: Int, in scope: Range<Int>)
    -> String?
  {
    guard let first = range.first else { return nil }
    if isViewUse(first) { return tokens[first].text }
    if let type = viewBuiltByMethod(range) { return type }
    guard tokens[first].kind == .identifier,
      range.count == 1 || source[first + 1]?.isPunctuation(".") == true
    else { return nil }
    let name = tokens[first].text
    for position in stride(from: index - 1, through: scope.lowerBound, by: -1)
    where tokens[position].isIdentifier("let") || tokens[position].isIdentifier("var") {
      guard source[position + 1]?.isIdentifier(name) == true,
        source[position + 2]?.isPunctuation("=") == true, isViewUse(position + 3)
      else { continue }
      return tokens[position + 3].text
    }
    return nil
  }

  /// The code that shows the view hosted at `index`, and the kind of window it shows it in:
  /// the function around it, as AppKit code writes it; outside any function (a closure
  /// stored in a property, as UIKit form rows and button actions are written), the innermost
  /// block around it that shows it, up to the type's body. `nil` when none shows it.
  private func hostingScope(of index: Int, functions: [Range<Int>]) -> (
    Range<Int>, WindowKind
  )? {
    if let function = innermost(functions, containing: index, range: { $0 }) {
      return hostingWindowKind(in: function).map { (function, $0) }
    }
    let typeBodies = source.typeBodies().map(\.body)
    var blocks: [Range<Int>] = []
    for position in tokens.indices where position < index && tokens[position].isPunctuation("{") {
      let close = source.partner[position]
      if close > index { blocks.append((position + 1)..<close) }
    }
    // Innermost first; a type's body is as far as it goes (its members are not one code).
    for block in blocks.sorted(by: { $0.count < $1.count }) {
      if typeBodies.contains(block) { return nil }
      if let kind = hostingWindowKind(in: block) { return (block, kind) }
    }
    return nil
  }

  /// The kind of window the function body `scope` shows its hosted view in, if it makes one
  /// (see the type's documentation): a sheet first, then a panel, then a window.
  private func hostingWindowKind(in scope: Range<Int>) -> WindowKind? {
    var kinds: Set<WindowKind> = []
    for position in scope where tokens[position].kind == .identifier {
      let name = tokens[position].text
      if Self.sheetCalls.contains(name) {
        kinds.insert(.sheet)
      } else if Self.panelWords.contains(name) {
        kinds.insert(.panel)
      } else if name.first?.isUppercase == true, source[position + 1]?.isPunctuation("(") == true,
        source[position - 1]?.isPunctuation(".") != true
      {
        // A window or panel made here: AppKit's classes, or the app's subclasses of them.
        switch self.index.classify(name) {
        case .panel?: kinds.insert(.panel)
        case .window?: kinds.insert(.window)
        default: break
        }
      } else if name == "presentAsModalWindow" {
        kinds.insert(.window)
      } else if name == "present", source[position + 1]?.isPunctuation("(") == true,
        source.argument(source.arguments(position + 1), "animated") != nil
      {
        // UIKit's `present(_:animated:completion:)` "presents a view controller modally"
        // (Apple, UIViewController); on iPad its default style is a sheet over the presenter
        // (`.automatic`: a page sheet since iOS 13). AppKit's `present(_:animator:)` and
        // `present(_:asPopoverRelativeTo:…)` have no `animated:` argument.
        kinds.insert(.sheet)
      }
    }
    return [WindowKind.sheet, .panel, .window].first(where: kinds.contains)
  }

  /// The bodies of the file's functions and initializers (`func name(…) … { … }`,
  /// `init(…) { … }`), outermost and nested alike.
  func functionBodies() -> [Range<Int>] {
    var bodies: [Range<Int>] = []
    for index in tokens.indices
    where (tokens[index].isIdentifier("func") || tokens[index].isIdentifier("init"))
      && source[index - 1]?.isPunctuation(".") != true
    {
      var position = index + 1
      while let token = source[position] {
        if token.isPunctuation("{") {
          bodies.append((position + 1)..<source.partner[position])
          break
        }
        if token.isPunctuation("(") || token.isPunctuation("[") {
          position = source.partner[position] + 1
          continue
        }
        if token.isPunctuation("}") || token.isPunctuation(";") { break }
        position += 1
      }
    }
    return bodies
  }
}
