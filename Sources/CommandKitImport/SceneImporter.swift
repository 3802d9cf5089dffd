import CommandKitLite
import Foundation

/// Imports an app's own files into one scene file (SPEC §22): Interface Builder main menus
/// (`.xib`, `.storyboard`), SwiftUI sources and UIKit sources (`.swift`).
///
/// ```swift
/// let result = try SceneImporter.importFiles(["Base.lproj/MainMenu.xib"])
/// let text = result.json.prettyPrinted()  // loads with SceneFile.decode(text)
/// ```
public enum SceneImporter {
  /// The largest file read, in bytes (16 MiB, as for scene files).
  public static let maxFileSize = SceneFile.maxFileSize

  /// The extensions the importer reads.
  public static let extensions = ["xib", "storyboard", "swift"]

  /// Reads every file in `paths` and merges what they declare.
  ///
  /// - Throws: ``ImportError`` for a file that cannot be read (missing, empty, binary, too
  ///   large, of an unknown kind, malformed XML, Swift that does not tokenize) and for a
  ///   command id that two files declare.
  public static func importFiles(_ paths: [String]) throws(ImportError) -> SceneImport {
    guard !paths.isEmpty else { throw .noFiles }
    var files: [(path: String, data: Data)] = []
    for path in paths {
      let kind = (path as NSString).pathExtension.lowercased()
      guard extensions.contains(kind) else { throw .unknownExtension(file: path) }
      files.append((path, try read(path)))
    }
    // A first pass learns which views the files' command content calls, so that a view
    // declared in another file is read as command content too.
    var contentViews: [String: SwiftUIReader.Region] = [:]
    for file in files where file.path.lowercased().hasSuffix(".swift") {
      guard let text = String(data: file.data, encoding: .utf8),
        let source = try? SwiftSource(file: file.path, text: text)
      else { continue }  // the second pass reports the problem
      contentViews.merge(SwiftUIReader.contentReferences(source)) { first, _ in first }
    }
    var parts: [SceneImport] = []
    for file in files {
      parts.append(try importData(file.data, file: file.path, contentViews: contentViews))
    }
    return try merge(parts, fallbackName: paths[0])
  }

  /// Reads one file.
  public static func importFile(_ path: String) throws(ImportError) -> SceneImport {
    let kind = (path as NSString).pathExtension.lowercased()
    guard extensions.contains(kind) else { throw .unknownExtension(file: path) }
    let data = try read(path)
    return try importData(data, file: path)
  }

  /// Reads one file's contents; `file` names it (its extension says what it is).
  public static func importData(_ data: Data, file: String) throws(ImportError) -> SceneImport {
    try importData(data, file: file, contentViews: [:])
  }

  static func importData(
    _ data: Data, file: String, contentViews: [String: SwiftUIReader.Region]
  ) throws(ImportError) -> SceneImport {
    let kind = (file as NSString).pathExtension.lowercased()
    guard extensions.contains(kind) else { throw .unknownExtension(file: file) }
    guard !data.isEmpty else { throw .empty(file: file) }
    guard data.count <= maxFileSize else {
      throw .tooLarge(file: file, bytes: data.count, limit: maxFileSize)
    }
    guard !data.contains(0), let text = String(data: data, encoding: .utf8) else {
      throw .binary(file: file)
    }
    guard !text.allSatisfy(\.isWhitespace) else { throw .empty(file: file) }
    if kind == "swift" {
      let source: SwiftSource
      do throws(SwiftTokenizeError) {
        source = try SwiftSource(file: file, text: text)
      } catch {
        throw .untokenizable(
          SourceLocation(file: file, line: error.line, column: error.column), reason: error.reason)
      }
      var result = SwiftUIReader.read(source, contentViews: contentViews)
      if UIKitReader.isUIKit(source) {
        let uiKit = UIKitReader.read(source)
        result.commands += uiKit.commands
        result.warnings += uiKit.warnings
        result.census.add(uiKit.census)
        for group in uiKit.removedGroups { result.removeGroup(group) }
        if source.tokens.contains(where: {
          $0.isIdentifier("UIKeyCommand") || $0.isIdentifier("UIMenuBuilder")
        }) {
          result.platformEvidence = .iPadOS
          result.platform = .iPadOS
        }
      }
      return result
    }
    return try InterfaceBuilderReader.read(data, file: file)
  }

  private static func read(_ path: String) throws(ImportError) -> Data {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
      throw .unreadable(file: path, reason: "no such file")
    }
    guard !isFolder.boolValue else {
      throw .unreadable(file: path, reason: "it is a folder, not a file")
    }
    let size =
      (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
    guard size <= maxFileSize else {
      throw .tooLarge(file: path, bytes: size, limit: maxFileSize)
    }
    do {
      return try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
      throw .unreadable(file: path, reason: SceneFile.reason(error))
    }
  }

  /// Merges the files' imports: commands in file order, one main window, the union of
  /// removed groups; the defaults stay off when any file lists a whole main menu.
  static func merge(_ parts: [SceneImport], fallbackName: String) throws(ImportError)
    -> SceneImport
  {
    var merged = SceneImport()
    var ids: [String: SourceLocation] = [:]
    for part in parts {
      for command in part.commands {
        if let first = ids[command.id] {
          throw .conflictingID(command.id, first: first, second: command.source)
        }
        ids[command.id] = command.source
        merged.commands.append(command)
      }
      merged.controls += part.controls
      for template in part.templates {
        var template = template
        if merged.templates.contains(where: { $0.name == template.name }) {
          if template.kind.canBeMain, template.name == "main" {
            template.name = SwiftUIReader.templateName(
              template.title, fallback: "window\(merged.templates.count)")
          }
          if merged.templates.contains(where: { $0.name == template.name }) { continue }
        }
        merged.templates.append(template)
      }
      for group in part.removedGroups { merged.removeGroup(group) }
      merged.warnings += part.warnings
      merged.census.add(part.census)
      if !part.defaultCommands { merged.defaultCommands = false }
      if merged.appName.isEmpty { merged.appName = part.appName }
    }
    // Interface Builder menus are macOS's; UIKit key commands alone mean iPadOS; SwiftUI
    // sources say nothing (they build for both), and macOS is the default.
    let evidence = Set(parts.compactMap(\.platformEvidence))
    merged.platform = evidence.contains(.macOS) ? .macOS : (evidence.first ?? .macOS)
    if merged.appName.isEmpty {
      merged.appName =
        ((fallbackName as NSString).lastPathComponent as NSString).deletingPathExtension
    }
    return merged
  }
}
