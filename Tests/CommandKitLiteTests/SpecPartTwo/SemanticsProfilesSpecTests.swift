import CommandKitLite
import CommandKitTestSupport
import Foundation
import Testing

/// SPEC §18: semantics profiles.
@Suite struct SemanticsProfilesSpecTests {
  static func app(_ semantics: String?) throws -> App { try SemanticsFixture.app(semantics) }

  // §18 "choose platform (the default: … with the main-window fallback of §2) or swiftui:
  // focused values resolve from the key window only … so commands go dead while a panel or
  // Settings is key."
  @Test(
    "platform falls back to the main window; swiftui goes dead while a panel or Settings is key",
    arguments: [
      (nil, "inspector", true), ("platform", "inspector", true), ("swiftui", "inspector", false),
      (nil, "prefs", true), ("swiftui", "prefs", false),
    ] as [(String?, String, Bool)])
  func fallback(semantics: String?, template: String, enabled: Bool) throws {
    var app = try Self.app(semantics)
    #expect(app.semantics == (semantics == "swiftui" ? .swiftui : .platform))
    try app.open(template, id: "k")
    #expect(app.keyWindowID == "k")
    #expect(app.validate("item.pin")?.isEnabled == enabled)
    let result = SpecScene.press("opt+cmd+p", in: &app)
    #expect(result.kind == (enabled ? .performed : .disabled))
  }
}
