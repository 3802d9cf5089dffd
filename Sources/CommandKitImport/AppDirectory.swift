import Foundation

/// Walks an app's folder for the files `cmdshell import DIR` reads (SPEC §22): Interface
/// Builder files, Swift and Objective-C sources, and the app's strings, skipping what is
/// not the app.
///
/// Skipped folders: tests (`Tests`, `Test`, and any folder whose name ends in `Tests`,
/// `Test` or `UITests`, except the app's own folder when its name ends in `Test`, see
/// ``isAppFolder(_:root:)``), build products and dependencies (`.build`, `Pods`, `Carthage`,
/// `DerivedData`, `node_modules`, `build`), hidden folders (`.git`), and the copies of an
/// Interface Builder file in other languages: of `Base.lproj/MainMenu.xib`,
/// `en.lproj/MainMenu.xib` and `de.lproj/MainMenu.xib` one is read, the `Base.lproj` one,
/// else the development language's, else English's, else the first (a file that exists in
/// one language only is read). Symbolic links to folders are not followed (no cycles).
enum AppDirectory {
  /// Folder names that are never the app's sources.
  static let skippedNames: Set<String> = [
    ".build", "Pods", "Carthage", "DerivedData", "node_modules", "build", "Tests", "Test",
  ]

  /// The extensions read in a folder.
  static let extensions: Set<String> = [
    "xib", "storyboard", "swift", "m", "mm", "h", "strings", "xcstrings",
  ]

  /// Whether a folder named `name` is skipped.
  static func skips(folder name: String) -> Bool {
    name.hasPrefix(".") || skippedNames.contains(name) || name.hasSuffix("Tests")
      || name.hasSuffix("Test") || name.hasSuffix("UITests")
      // Xcode projects and asset catalogs hold no sources the importer reads.
      || name.hasSuffix(".xcodeproj") || name.hasSuffix(".xcassets")
      || name.hasSuffix(".xcworkspace")
  }

  /// Whether `url`, a folder whose name ends in `Test`, is the app's own sources rather
  /// than its tests: an app named `SpeedTest` keeps its sources in `SpeedTest/SpeedTest` (a
  /// folder inside the import, or the folder imported, has its name) or has its tests
  /// beside them (`SpeedTestTests`, `SpeedTestUITests`).
  static func isAppFolder(_ url: URL, root: URL) -> Bool {
    let name = url.lastPathComponent
    guard name.hasSuffix("Test"), name != "Test" else { return false }
    let rootPath = root.standardizedFileURL.path
    var folder = url.deletingLastPathComponent().standardizedFileURL
    while folder.path.hasPrefix(rootPath) {
      if folder.lastPathComponent == name { return true }
      guard folder.path != rootPath else { break }
      folder = folder.deletingLastPathComponent()
    }
    let parent = url.deletingLastPathComponent()
    return ["Tests", "UITests"].contains { suffix in
      FileManager.default.fileExists(atPath: parent.appendingPathComponent(name + suffix).path)
    }
  }

  /// The files of `folder` the importer reads, as paths that start with `folder` (so that
  /// findings point at them from where the command runs), sorted; and how many Interface
  /// Builder files of other languages were left out.
  static func files(in folder: String) throws(ImportError) -> (paths: [String], otherLanguages: Int)
  {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) else {
      throw .unreadable(file: folder, reason: "no such file or folder")
    }
    guard isFolder.boolValue else {
      throw .unreadable(file: folder, reason: "it is a file, not a folder")
    }
    guard let entries = walk(folder) else {
      throw .unreadable(file: folder, reason: "the folder cannot be listed")
    }
    let prefix = folder.hasSuffix("/") ? folder : folder + "/"
    var paths: [String] = []
    // Interface Builder files in `.lproj` folders, by their folder and name.
    var localized: [String: [(language: String, path: String)]] = [:]
    let development = developmentLanguage(in: folder)
    for entry in entries {
      let url = entry.url
      let kind = url.pathExtension.lowercased()
      guard extensions.contains(kind), !entry.isLink else { continue }
      let language = url.deletingLastPathComponent().lastPathComponent
      if language.hasSuffix(".lproj"), ["xib", "storyboard"].contains(kind) {
        let key =
          url.deletingLastPathComponent().deletingLastPathComponent().path + "/"
          + url.lastPathComponent
        localized[key, default: []].append((String(language.dropLast(6)), prefix + entry.relative))
        continue
      }
      paths.append(prefix + entry.relative)
    }
    var otherLanguages = 0
    let preference = ["Base", development, "en", "English"]
    for copies in localized.values {
      let chosen =
        preference.lazy.compactMap { wanted in copies.first { $0.language == wanted } }.first
        ?? copies.min { $0.path < $1.path }
      if let chosen { paths.append(chosen.path) }
      otherLanguages += copies.count - 1
    }
    return (paths.sorted(), otherLanguages)
  }

  /// The `Info.plist` files of `folder` (`Info.plist`, `…-Info.plist`), skipping the
  /// folders ``files(in:)`` skips, sorted: what an app says about itself (its scenes).
  static func infoPlists(in folder: String) -> [String] {
    let prefix = folder.hasSuffix("/") ? folder : folder + "/"
    return (walk(folder) ?? []).filter { entry in
      let name = entry.url.lastPathComponent
      return name == "Info.plist" || name.hasSuffix("-Info.plist")
    }.map { prefix + $0.relative }.sorted()
  }

  /// The app's own property lists among `infoPlists`, read, with their paths: an app
  /// extension's (it has an `NSExtension` key) and a file that is not a dictionary are left
  /// out. What the main-interface and scene readers both need
  /// (``SceneImporter/mainInterfaceNames(infoPlists:)``,
  /// ``SceneImport/sceneSupport(infoPlists:swiftUIApp:)``).
  static func appPropertyLists(_ infoPlists: [String]) -> [(path: String, plist: [String: Any])] {
    infoPlists.compactMap { path in
      guard let data = FileManager.default.contents(atPath: path),
        let plist = try? PropertyListSerialization.propertyList(from: data, format: nil)
          as? [String: Any], plist["NSExtension"] == nil
      else { return nil }
      return (path, plist)
    }
  }

  /// A file a walk of a folder meets: where it is, whether it is a symbolic link, and its
  /// path below the folder.
  private struct Entry {
    var url: URL
    var isLink: Bool
    var relative: String
  }

  /// The files below `folder`, outside the folders ``skips(folder:)`` names, in the order
  /// the folder lists them; symbolic links to folders are not followed (no cycles). Nil when
  /// the folder cannot be listed.
  private static func walk(_ folder: String) -> [Entry]? {
    let root = URL(fileURLWithPath: folder)
    let keys: [URLResourceKey] = [.isDirectoryKey, .isSymbolicLinkKey]
    guard
      let walker = FileManager.default.enumerator(
        at: root, includingPropertiesForKeys: keys, options: [])
    else { return nil }
    let rootPath = root.standardizedFileURL.path
    var entries: [Entry] = []
    for case let url as URL in walker {
      let values = try? url.resourceValues(forKeys: Set(keys))
      if values?.isDirectory == true {
        if values?.isSymbolicLink == true
          || skips(folder: url.lastPathComponent) && !isAppFolder(url, root: root)
        {
          walker.skipDescendants()
        }
        continue
      }
      // The path below `folder`, to be joined to `folder` as the user wrote it.
      let full = url.standardizedFileURL.path
      guard full.hasPrefix(rootPath) else { continue }
      entries.append(
        Entry(
          url: url, isLink: values?.isSymbolicLink == true,
          relative: String(String(full.dropFirst(rootPath.count)).drop { $0 == "/" })))
    }
    return entries
  }

  /// The development language of the app in `folder`: an Xcode project's
  /// `developmentRegion`, else English (Xcode's default).
  static func developmentLanguage(in folder: String) -> String {
    guard
      let entries = try? FileManager.default.contentsOfDirectory(atPath: folder),
      let project = entries.sorted().first(where: { $0.hasSuffix(".xcodeproj") }),
      let text = try? String(
        contentsOfFile: folder + "/" + project + "/project.pbxproj", encoding: .utf8),
      let range = text.range(of: "developmentRegion = ")
    else { return "en" }
    let value = text[range.upperBound...].prefix { $0 != ";" && $0 != "\n" }
    let language = value.trimmingCharacters(in: CharacterSet(charactersIn: "\" "))
    // Old projects name the language in English (`English`, `German`).
    let oldNames = ["English": "en", "German": "de", "French": "fr", "Japanese": "ja"]
    return language.isEmpty ? "en" : oldNames[language] ?? language
  }
}
