/// The fields of an ``App`` that no resolution, validation or press reads, kept out of line
/// (issue 28).
///
/// A press decides in non-mutating code called from the mutating ``App/press(_:)``, and
/// Swift passes the app to that code as a copy of its inline fields (a `memcpy` per press,
/// 100 instructions at 720 bytes; callgrind, Benchmarks/README.md). The magic-tap handler,
/// the launch windows, the keyboard layout and direction and the accessibility cursor's
/// override were 200 of those bytes, and a press never reads them (a press of keys typed
/// on a layout reads the layout once, before deciding). They live in one immutable box
/// shared by every copy of the app; a setter on ``App`` builds a new box.
struct AppSettings: Sendable {
  var magicTap: NamedAction?
  var launchWindows: [LaunchWindow]?
  var layout = KeyboardLayout.us
  var layoutDirection = LayoutDirection.leftToRight
  var accessibilityCursorOverride: (path: NodePath, key: String?, focus: NodePath?)?

  /// The shared, immutable storage of the settings.
  final class Box: Sendable {
    let fields: AppSettings

    init(_ fields: AppSettings) {
      self.fields = fields
    }

    /// The settings of a new app: shared, so that creating an app allocates no box.
    static let initial = Box(AppSettings())

    /// A new box with `change` applied to these fields (this one is shared, so never
    /// changed).
    func changing(_ change: (inout AppSettings) -> Void) -> Box {
      var copy = fields
      change(&copy)
      return Box(copy)
    }
  }
}
