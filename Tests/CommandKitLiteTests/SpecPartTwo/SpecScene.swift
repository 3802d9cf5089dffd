import CommandKitLite
import Foundation
import Testing

/// Scene-file helpers for the SPEC Part II coverage suites: each suite states its scene as
/// a scene file, as the hidden scenarios do.
enum SpecScene {
  /// The app a scene file declares.
  static func app(_ text: String) throws -> App {
    try SceneFile.decode(text).app
  }

  /// `text` with `PLATFORM` replaced by `platform`'s name.
  static func app(_ text: String, platform: Platform) throws -> App {
    try app(text.replacingOccurrences(of: "PLATFORM", with: platform.rawValue))
  }

  /// Presses `key` (shortcut notation) once.
  static func press(_ key: String, in app: inout App) -> DispatchResult {
    app.press(Fixtures.shortcut(key))
  }

  /// The findings of `kind` in an audit of `app` (on `platform`, else the app's own).
  static func findings(
    _ app: App, _ kind: Finding.Kind, platform: Platform? = nil,
    semantics: ResolutionSemantics? = nil
  ) -> [Finding] {
    ShortcutAudit(app: app, platform: platform, semantics: semantics).run().findings.filter {
      $0.kind == kind
    }
  }

  /// What a press did, as one comparable word: the command, local action or control.
  static func by(_ result: DispatchResult) -> String? {
    switch result.outcome {
    case .performed, .disabled: result.command
    case .local: result.action
    case .control: result.control
    default: nil
    }
  }
}
