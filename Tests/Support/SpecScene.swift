import CommandKitLite
import Foundation

/// Scene-file helpers for the SPEC Part II coverage suites: each suite states its scene as
/// a scene file, as the hidden scenarios do.
package enum SpecScene {
  /// The app a scene file declares.
  package static func app(_ text: String) throws -> App {
    try SceneFile.decode(text).app
  }

  /// `text` with `PLATFORM` replaced by `platform`'s name.
  package static func app(_ text: String, platform: Platform) throws -> App {
    try app(text.replacingOccurrences(of: "PLATFORM", with: platform.rawValue))
  }

  /// Presses `key` (shortcut notation) once.
  package static func press(_ key: String, in app: inout App) -> DispatchResult {
    app.press(Fixtures.shortcut(key))
  }

  /// What a press did, as one comparable word: the command, local action or control.
  package static func by(_ result: DispatchResult) -> String? {
    switch result.outcome {
    case .performed(let command, _), .disabled(let command): command
    case .local(let action, _): action
    case .control(let title, _, _): title
    default: nil
    }
  }
}
