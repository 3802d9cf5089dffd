import CommandKitLite
import Foundation
import Testing

@testable import CommandKitAudit

/// SPEC §20, "roles from meaning", for titles written in another language: a command whose
/// title is its role's title in one of the corpus's twelve translated languages plays that
/// role on the role's own key and is no `nonstandard` warning (AuditDefects/
/// role-in-another-language/; Golosok's Открыть аудиофайл… ⌘O and Найти в стенограмме… ⌘F,
/// eleventh held-out batch; DeepSeek Harness's 设置… ⌘,, 新会话 ⌘N and 打开工作区 ⌘O,
/// fifteenth; written after both were judged). The table is the corpus apps' own
/// translations (`StandardRole.translations`, `Scripts/corpus/localized_titles.txt`).
@Suite struct RoleInAnotherLanguageTests {
  static let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent()
    .appendingPathComponent("Data/RealApps/AuditDefects/role-in-another-language/scene.json")

  struct Case: Sendable, CustomTestStringConvertible {
    let title: String
    let shortcut: String
    /// Whether `nonstandard` warns about the command.
    let reported: Bool
    var testDescription: String { "\(title) on \(shortcut)" }
  }

  static let cases: [Case] = [
    // The corpus's five, verb first (Russian, Chinese) or a noun anywhere (Find, Settings).
    .init(title: "Открыть аудиофайл…", shortcut: "cmd+o", reported: false),
    .init(title: "Найти в стенограмме…", shortcut: "cmd+f", reported: false),
    .init(title: "设置…", shortcut: "cmd+,", reported: false),
    .init(title: "新会话", shortcut: "cmd+n", reported: false),
    .init(title: "打开工作区", shortcut: "cmd+o", reported: false),
    // Verb last where the language puts it last (German, Japanese, Korean, Turkish).
    .init(title: "Datei öffnen…", shortcut: "cmd+o", reported: false),
    .init(title: "ファイルを開く…", shortcut: "cmd+o", reported: false),
    .init(title: "창 닫기", shortcut: "cmd+w", reported: false),
    .init(title: "Pencereyi Kapat", shortcut: "cmd+w", reported: false),
    // New agrees with its object: every form counts.
    .init(title: "Nouvelle fenêtre", shortcut: "cmd+n", reported: false),
    .init(title: "Nouveau document", shortcut: "cmd+n", reported: false),
    .init(title: "Новая вкладка", shortcut: "cmd+n", reported: false),
    .init(title: "Neues Projekt", shortcut: "cmd+n", reported: false),
    // Korean compounds are read letter by letter: 환경설정 holds 설정.
    .init(title: "환경설정…", shortcut: "cmd+,", reported: false),
    .init(title: "Einstellungen…", shortcut: "cmd+,", reported: false),
    .init(title: "Speichern unter…", shortcut: "cmd+s", reported: false),
    .init(title: "Imprimer…", shortcut: "cmd+p", reported: false),
    .init(title: "Beenden", shortcut: "cmd+q", reported: false),
    .init(title: "Свернуть", shortcut: "cmd+m", reported: false),
    // A translation on another role's key is still that key's misuse.
    .init(title: "Открыть аудиофайл…", shortcut: "cmd+s", reported: true),
    .init(title: "设置…", shortcut: "cmd+n", reported: true),
    // Leading verbs lead: Открыть late in a Russian title is no Open.
    .init(title: "Показать и открыть", shortcut: "cmd+o", reported: true),
    // Whole words in scripts with spaces: найтись is not найти.
    .init(title: "Найтись", shortcut: "cmd+f", reported: true),
    // Whole titles stay whole: Copy's translation inside a longer title is another command.
    .init(title: "Копировать ссылку", shortcut: "cmd+c", reported: true),
    // A word one app alone wrote is not in the table (Offen, one app's German Open).
    .init(title: "Offen", shortcut: "cmd+o", reported: true),
  ]

  static func app(_ c: Case) throws -> App {
    let text = """
      {"app": "Notes", "platform": "macOS", "commands": [
        {"id": "app.command", "title": "\(c.title)", "menu": "File", "shortcut": "\(c.shortcut)"}],
       "templates": {"main": {"kind": "window", "title": "Notes", "root": {"id": "root",
         "children": [{"id": "list", "role": "label"}]}}}}
      """
    return try SceneFile.decode(text).app
  }

  @Test("A title in another language plays its role on the role's key", arguments: cases)
  func translatedTitlePlaysRole(_ c: Case) throws {
    let findings = try Self.app(c).audit().findings.filter {
      ($0.kind == .nonstandard || $0.related.contains(.nonstandard)) && $0.severity != .info
    }
    #expect(findings.isEmpty != c.reported, "\(findings.map(\.line))")
  }

  @Test("The corpus's reproduction: Открыть аудиофайл… ⌘O and Найти в стенограмме… ⌘F warn nothing")
  func corpusReproduction() throws {
    let app = try SceneFile.load(contentsOf: Self.url).app
    #expect(app.audit().findings.filter { $0.severity != .info }.isEmpty)
  }

  @Test(
    "Scripts that write words without spaces compare letter by letter",
    arguments: [
      ("新", TranslatedTitle.Position.leading, "新建窗口", true),
      ("新", .leading, "打开新窗口", false),
      ("设置", .anywhere, "偏好设置…", true),
      ("설정", .anywhere, "환경 설정", true),
      ("найти", .anywhere, "найти далее", true),
      ("найти", .anywhere, "найтись", false),
      ("tout sélectionner", .whole, "Tout sélectionner", true),
      ("tout sélectionner", .whole, "Tout sélectionner ici", false),
      // A title mixing scripts is read letter by letter too (its Latin words joined in).
      ("设置", .anywhere, "App 设置", true),
      ("新", .leading, "New 新建", false),
      // A title without a Chinese, Japanese or Korean letter never holds such a phrase.
      ("设置", .anywhere, "Settings", false),
      ("설정", .whole, "Preferences", false),
    ])
  func matching(
    _ phrase: String, _ position: TranslatedTitle.Position, _ title: String, _ expected: Bool
  ) {
    #expect(TranslatedTitle(phrase, position).matches(StandardRole.words(title)) == expected)
  }

  @Test("Every translated role is a standard command, and no phrase is empty")
  func tableIsWellFormed() {
    for (id, phrases) in StandardRole.translations {
      #expect(StandardRole.isStandardID(id), "\(id)")
      #expect(phrases.allSatisfy { !StandardRole.words($0.phrase).isEmpty }, "\(id)")
    }
  }
}
