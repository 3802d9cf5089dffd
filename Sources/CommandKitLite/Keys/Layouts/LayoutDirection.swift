/// The app's layout direction (SPEC §21), as SwiftUI's `LayoutDirection`: in right-to-left
/// languages the `automatic` shortcuts with `[ ] { } ( ) < >` or the left and right arrows
/// are mirrored.
///
/// Apple: `KeyboardShortcut.Localization.withoutMirroring` "prevents the shortcut from
/// being mirrored in right-to-left layouts"; UIKit's `UIKeyCommand.allowsAutomaticMirroring`
/// "a Boolean value that determines whether the system mirrors the command's key in
/// right-to-left layouts" (default true).
public enum LayoutDirection: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
  /// Left to right, the default.
  case leftToRight = "ltr"
  /// Right to left: automatic shortcuts are mirrored.
  case rightToLeft = "rtl"

  /// `ltr` or `rtl`.
  public var description: String { rawValue }
}
