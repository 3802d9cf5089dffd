import CommandKitLite
import Foundation

/// Merging the files' imports into one app (SPEC §22).
extension SceneImporter {
  /// Merges the files' imports: commands in file order, windows in file order, the union
  /// of removed groups; the defaults stay off when any file lists a whole main menu.
  ///
  /// With `lenient` (a folder's files), a command id that a second file declares again is
  /// not an error: the same item (same title, menu and shortcut, as an app's macOS and
  /// iPadOS targets repeat it) is kept once, another item is renamed; both with a warning.
  static func merge(
    _ parts: [SceneImport], fallbackName: String, lenient: Bool = false,
    typeUses: [String: Int]? = nil
  ) throws(ImportError) -> SceneImport {
    var merged = SceneImport()
    var ids: [String: Int] = [:]
    // Interface Builder menus are macOS's; UIKit key commands alone mean iPadOS; SwiftUI
    // sources say nothing (they build for both), and macOS is the default.
    let evidence = Set(parts.compactMap(\.platformEvidence))
    let platform: Platform = evidence.contains(.macOS) ? .macOS : (evidence.first ?? .macOS)
    var templateNames: Set<String> = []
    for part in parts {
      for var command in part.commands {
        if let first = ids[command.id] {
          let earlier = merged.commands[first]
          guard lenient else {
            throw .conflictingID(command.id, first: earlier.source, second: command.source)
          }
          if earlier.title == command.title, earlier.menu == command.menu,
            earlier.shortcut == command.shortcut
          {
            merged.warn(
              "\"\(command.title)\" is declared again here (first at \(earlier.source); another "
                + "target of the app?); imported once", at: command.source)
            continue
          }
          var number = 2
          while ids["\(command.id)\(number)"] != nil { number += 1 }
          merged.warn(
            "command id \"\(command.id)\" is declared again here (first at \(earlier.source)); "
              + "this one is imported as \"\(command.id)\(number)\"", at: command.source)
          command.id += "\(number)"
        }
        ids[command.id] = merged.commands.count
        merged.commands.append(command)
      }
      merged.controls += part.controls
      if part.isUIKitInterface, platform == .macOS, !part.templates.isEmpty,
        let first = part.templates.first
      {
        // An iOS storyboard beside a macOS app's files belongs to the iOS target.
        merged.warn(
          "\(part.templates.count) view controllers of this UIKit (iOS) Interface Builder file "
            + "are not imported as windows: the app is imported as a macOS app",
          at: SourceLocation(file: first.source.file, line: 1, column: 1))
      } else {
        for var template in part.templates {
          if templateNames.contains(template.name) {
            // One Settings window per app; other names get a number.
            if template.kind == .settings { continue }
            if template.name == SceneImport.mainTemplate, template.kind.canBeMain {
              template.name = SwiftUIReader.templateName(template.title, fallback: "window")
            }
            let base = template.name
            var number = 2
            while templateNames.contains(template.name) {
              template.name = "\(base)\(number)"
              number += 1
            }
          }
          templateNames.insert(template.name)
          merged.templates.append(template)
        }
      }
      for group in part.removedGroups { merged.removeGroup(group) }
      merged.views.add(part.views)
      merged.warnings += part.warnings
      merged.census.add(part.census)
      if !part.defaultCommands { merged.defaultCommands = false }
      if merged.appName.isEmpty { merged.appName = part.appName }
      if part.declaresSwiftUIApp { merged.declaresSwiftUIApp = true }
    }
    merged.platform = platform
    if merged.appName.isEmpty {
      merged.appName =
        ((fallbackName as NSString).lastPathComponent as NSString).deletingPathExtension
    }
    merged.views.typeUses = typeUses
    merged.views = merged.views.resolvingChains().movingStoredSheetContent()
    merged.views.assemble(into: &merged)
    merged.nameMainWindow()
    return merged
  }
}

extension SceneImport {
  /// Whether the platform's default menu items are there (SPEC §14). They are what SwiftUI
  /// gives an `App`; an AppKit app has only the menus its nib or its code makes (AppKit
  /// adds no Edit menu of its own). So an AppKit app (Interface Builder files or an
  /// `NSApplicationDelegate`, no SwiftUI `App`) with no main menu in its files and none set
  /// in code has no menu bar items at all: the defaults are turned off, with a warning,
  /// and the audit sees that ⌘C and ⌘V are dead in its text inputs. A main menu set in
  /// code that ``AppKitMenuReader`` follows has already turned the defaults off; one it
  /// cannot follow leaves them, with a warning. Decided for a folder only
  /// (files named on the command line may leave the main menu out).
  mutating func decideMenuBar(files: [SceneImporter.ParsedFile], index: AppIndex) {
    guard defaultCommands, !declaresSwiftUIApp, platform == .macOS else { return }
    let nib = files.first {
      if case .interfaceBuilder = $0.content { return true }
      return false
    }
    guard nib != nil || index.isAppKitApp else { return }
    let place = SourceLocation(file: nib?.path ?? files.first?.path ?? appName, line: 1, column: 1)
    if index.setsMainMenuInCode {
      warn(
        "the main menu is set in code (mainMenu) in a way the importer does not follow (not a "
          + "menu built with NSMenu calls it can read): the platform's default menu items are "
          + "assumed", at: place)
    } else {
      defaultCommands = false
      warn(
        "an AppKit app without a main menu in its files or code: it has no menu bar items, "
          + "so no Edit menu (imported with \"defaultCommands\": false)", at: place)
    }
  }

  /// Controls that run a platform item (a `SettingsLink` runs `app.settings`) run an action
  /// of that name instead when the app has no default items and does not declare the item
  /// itself, so that the scene file names no command it lacks. SPEC §22 is silent on a
  /// SwiftUI link in an app without SwiftUI's menu bar; chosen so the file still loads.
  mutating func settleControlCommands() {
    guard !defaultCommands else { return }
    let declared = Set(commands.map(\.id))
    func settle(_ control: inout ImportedControl) {
      guard let command = control.command, !declared.contains(command) else { return }
      control.action = command
      control.command = nil
    }
    for index in controls.indices { settle(&controls[index]) }
    for template in templates.indices {
      for node in templates[template].nodes.indices {
        for control in templates[template].nodes[node].controls.indices {
          settle(&templates[template].nodes[node].controls[control])
        }
      }
    }
  }

  /// Names one window `main` when none is: the window shown at launch, else the first that
  /// can be main. The scene file opens its first template, which is `main`.
  mutating func nameMainWindow() {
    guard !templates.contains(where: { $0.name == Self.mainTemplate }) else { return }
    let candidate =
      templates.firstIndex { $0.kind.canBeMain && $0.opensAtLaunch }
      ?? templates.firstIndex { $0.kind.canBeMain }
    if let candidate { templates[candidate].name = Self.mainTemplate }
  }
}
