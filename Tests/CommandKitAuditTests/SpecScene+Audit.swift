import CommandKitAudit
import CommandKitLite
import CommandKitTestSupport

extension SpecScene {
  /// The findings of `kind` in an audit of `app` (on `platform`, else the app's own).
  static func findings(
    _ app: App, _ kind: Finding.Kind, platform: Platform? = nil,
    semantics: ResolutionSemantics? = nil
  ) -> [Finding] {
    ShortcutAudit(app: app, platform: platform, semantics: semantics).run().findings.filter {
      $0.kind == kind
    }
  }

}
