import CommandKitAudit
import Foundation
import Testing

@testable import CommandKitImport
@testable import CommandKitLite

/// `close-window-title-on-close-key`: an app without tabs whose only close item is titled
/// Close Window on ⌘W (LimeChat, thirty-eighth held-out batch) is imported as
/// `file.closeWindow`, the standard id of ⇧⌘W Close Window; Close Window plays Close's role,
/// so ⌘W is no `nonstandard` use (ImporterDefects/close-window-title-on-close-key/).
@Suite struct CloseWindowOnCloseKeyTests {
  @Test("close-window-title-on-close-key: Close Window on ⌘W is Close's key used for Close")
  func closeWindowOnCloseKey() throws {
    let findings = try ImporterDefectsTests.audited("close-window-title-on-close-key")
    #expect(findings.filter { $0.severity != .info }.isEmpty, "\(findings.map(\.message))")
    // The standard key of Close Window is still suggested, as an info.
    #expect(findings.map(\.kind) == [.missingStandard])
  }
}
