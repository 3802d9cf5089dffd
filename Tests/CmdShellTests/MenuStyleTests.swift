import CommandKitLite
import Foundation
import Testing

@testable import cmdshell

/// `menu` in colour (issue 29, item 7; SPEC §14 marks the platform's items): a disabled
/// item is dimmed all along, a platform item's title is in italics, and the two combine,
/// so whether a platform item is enabled is never hidden.
@Suite struct MenuStyleTests {
  /// The `menu` line of `title` with colour on, read back into styled text.
  static func line(_ title: String, menu: String, setup: [String] = []) throws -> StyledText {
    var session = ShellSession(app: DemoApp.make())
    session.style = Style(isEnabled: true)
    for line in setup { _ = session.run(line) }
    let reply = session.run("menu \(menu)")
    let text = try #require(reply?.text)
    let line = try #require(
      text.split(separator: "\n").first { String($0).withoutANSI.contains(title) })
    return StyledText(ansi: String(line))
  }

  /// The attributes of the visible characters from `start` on, spaces left out.
  static func attributes(of line: StyledText, from start: String) -> [StyledText.Attributes] {
    let characters = line.characters
    let plain = String(characters.map(\.0))
    guard let range = plain.range(of: start) else { return [] }
    let offset = plain.distance(from: plain.startIndex, to: range.lowerBound)
    return characters.dropFirst(offset).filter { $0.0 != " " }.map(\.1)
  }

  struct ItemCase: Sendable, CustomTestStringConvertible {
    let title: String
    let menu: String
    let platform: Bool
    let enabled: Bool
    var testDescription: String {
      "\(title): \(platform ? "platform" : "declared"), \(enabled ? "enabled" : "disabled")"
    }
  }

  static let items: [ItemCase] = [
    .init(title: "Show Next Tab", menu: "Window", platform: true, enabled: false),
    .init(title: "Zoom", menu: "Window", platform: true, enabled: true),
    .init(title: "New Folder", menu: "Note", platform: false, enabled: false),
    .init(title: "Pin Note", menu: "Note", platform: false, enabled: true),
  ]

  @Test(
    "Disabled means dim from the title to the id; platform means an italic title", arguments: items)
  func styles(_ item: ItemCase) throws {
    let line = try Self.line(item.title, menu: item.menu)
    let all = Self.attributes(of: line, from: item.title)
    let title = Array(all.prefix(item.title.filter { $0 != " " }.count))
    #expect(!title.isEmpty)
    #expect(title.allSatisfy { $0.contains(.italic) == item.platform })
    if item.enabled {
      // An enabled item's title is not dim (its id always is).
      #expect(title.allSatisfy { !$0.contains(.dim) })
    } else {
      // Dim all along: the title, the shortcut after it and the id, whatever their styles.
      #expect(all.allSatisfy { $0.contains(.dim) })
    }
  }

  @Test("A platform item's state shows in colour: enabled and disabled lines differ")
  func platformStateVisible() throws {
    let disabled = try Self.line("Undo", menu: "Edit")
    let enabled = try Self.line("Undo", menu: "Edit", setup: ["focus editor"])
    #expect(disabled.plain == enabled.plain)
    #expect(disabled != enabled)
    #expect(Self.attributes(of: disabled, from: "Undo").allSatisfy { $0.contains(.dim) })
  }

  @Test("Without colour, disabled items say so and nothing is styled")
  func plain() throws {
    var session = ShellSession(app: DemoApp.make())
    let reply = session.run("menu Window")
    let text = try #require(reply?.text)
    #expect(!text.contains("\u{1B}"))
    let lines = text.split(separator: "\n")
    #expect(
      lines.contains {
        $0.hasPrefix("    Show Next Tab") && $0.hasSuffix("window.showNextTab  (disabled)")
      })
    #expect(lines.contains { $0.hasPrefix("    Minimize") && $0.hasSuffix("window.minimize") })
  }
}
