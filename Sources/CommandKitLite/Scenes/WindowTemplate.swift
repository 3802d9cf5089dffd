/// A scene declaration from which windows are opened (SPEC §1, §9 "templates").
public struct WindowTemplate: Sendable {
  /// The template's name (`main`).
  public var name: String
  /// The kind of window it opens.
  public var kind: WindowKind
  /// The window title.
  public var title: String
  /// The view tree each window gets its own copy of.
  public var root: ViewNode
  /// Scene values every window of the template starts with.
  public var sceneValues: FocusedValues
  /// Whether the window only presents (never key, one accessibility element).
  public var presentationOnly: Bool
  /// The node that has focus when a window opens; else the first focusable one.
  public var focus: String?
  /// The window's accessibility escape handler.
  public var escape: NamedAction?
  /// The window's accessibility magic-tap handler.
  public var magicTap: NamedAction?
  /// Whether the template opens at most one window (SwiftUI `Window`, and every `settings`
  /// template): opening it again brings the open one to the front (SPEC §14).
  public var isSingle = false
  /// Where the window is declared in the app's own sources, for an imported template (scene
  /// file `"source"`, SPEC §22).
  public var sourceLocation: SourceLocation?

  /// Creates a template.
  public init(
    _ name: String, kind: WindowKind = .window, title: String? = nil, root: ViewNode,
    sceneValues: FocusedValues = FocusedValues(), presentationOnly: Bool = false,
    focus: String? = nil, escape: NamedAction? = nil, magicTap: NamedAction? = nil
  ) {
    self.name = name
    self.kind = kind
    self.title = title ?? name
    self.root = root
    self.sceneValues = sceneValues
    self.presentationOnly = presentationOnly
    self.focus = focus
    self.escape = escape
    self.magicTap = magicTap
  }
}
