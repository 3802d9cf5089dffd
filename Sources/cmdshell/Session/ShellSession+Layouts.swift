import CommandKitLite
import Foundation

extension ShellSession {
  /// The layouts a `--layouts` value names: identifiers separated by commas, or `all`.
  /// An unknown name is an error that lists the known ones.
  static func layouts(_ text: String) throws(ShellError) -> [KeyboardLayout] {
    if text.lowercased() == "all" { return KeyboardLayout.all }
    var layouts: [KeyboardLayout] = []
    for name in text.split(separator: ",").map({ String($0).trimmingCharacters(in: .whitespaces) })
    where !name.isEmpty {
      guard let layout = KeyboardLayout.named(name) else {
        throw ShellError(
          code: .unknownLayout,
          message: "unknown keyboard layout '\(name)'; use all or some of "
            + KeyboardLayout.ids.joined(separator: ", "))
      }
      if !layouts.contains(layout) { layouts.append(layout) }
    }
    guard !layouts.isEmpty else {
      throw ShellError(
        code: .unknownLayout,
        message: "--layouts needs layouts: all or some of "
          + KeyboardLayout.ids.joined(separator: ", "))
    }
    return layouts
  }
}
