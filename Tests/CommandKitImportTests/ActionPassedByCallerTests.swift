import CommandKitAudit
import Foundation
import Testing

@testable import CommandKitImport
@testable import CommandKitLite

/// `action-passed-by-caller`: a button whose action is a stored closure of its View struct
/// (`Button(action: onImport)` in `WelcomeView`) runs the function every place building the
/// struct passes for it (`WelcomeView(onImport: importVideo)`), when they all pass the same
/// one (SPEC §20, one action, one command; ImporterDefects/action-passed-by-caller/;
/// BubbleAnnotate's welcome screen, fiftieth held-out batch; written in round twenty-six,
/// after the batch was judged).
@Suite struct ActionPassedByCallerTests {
  static let folder = "action-passed-by-caller"
  static let use = #"WelcomeView(onImport: importVideo, onOpen: { openProject() })"#

  struct Variant: Sendable, CustomTestStringConvertible {
    let name: String
    let edits: [(String, String)]
    /// The welcome screen's two buttons' actions.
    let actions: [String]
    /// The keys on which the toolbar's and the welcome screen's buttons are `ambiguous`.
    let ambiguous: Set<String>
    var testDescription: String { name }
  }

  static let variants: [Variant] = [
    .init(
      name: "the one caller passes the toolbar's functions", edits: [],
      actions: ["importVideo", "openProject"], ambiguous: []),
    .init(
      name: "a second caller passes another function for one closure",
      edits: [(use, use + "\n      " + #"WelcomeView(onImport: reset, onOpen: openProject)"#)],
      actions: ["onImport", "openProject"], ambiguous: ["cmd+i"]),
    .init(
      name: "a closure that does more than one call is not a function",
      edits: [("onImport: importVideo,", #"onImport: { importVideo(); caption = "" },"#)],
      actions: ["onImport", "openProject"], ambiguous: ["cmd+i"]),
  ]

  @Test(
    "action-passed-by-caller: a stored closure's button runs what every caller passes",
    arguments: variants)
  func passedAction(_ variant: Variant) throws {
    let result = try ImporterDefectsTests.importedCopy(
      of: Self.folder, editing: ["App.swift": variant.edits])
    let text = result.json.prettyPrinted()
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    let templates = try #require(json["templates"] as? [String: [String: Any]])
    func controls(_ node: [String: Any]) -> [(id: String, action: String)] {
      let own = (node["controls"] as? [[String: Any]] ?? []).map {
        (node["id"] as? String ?? "", $0["action"] as? String ?? "")
      }
      return own + (node["children"] as? [[String: Any]] ?? []).flatMap(controls)
    }
    let all = templates.values.flatMap { controls($0["root"] as? [String: Any] ?? [:]) }
    // The welcome screen's buttons are the second of each title (named `importVideo2`...).
    let welcome = ["importVideo2", "openProject2"].compactMap { id in
      all.first { $0.id == id }?.action
    }
    #expect(welcome == variant.actions)
    let findings = try SceneFile.decode(text).app.audit().findings.filter {
      $0.kind == .ambiguous
    }
    #expect(Set(findings.compactMap { $0.shortcut?.description }) == variant.ambiguous)
  }
}
