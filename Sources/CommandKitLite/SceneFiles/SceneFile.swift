import Foundation

/// Scene files: a JSON description of an app (SPEC §9), loaded strictly and saved back.
///
/// ```swift
/// let scene = try SceneFile.load(contentsOf: URL(fileURLWithPath: "notes.json"))
/// var app = scene.app
/// for warning in scene.warnings { print("warning:", warning) }
/// ```
///
/// Loading checks every field: unknown fields (with "did you mean"), wrong types, missing
/// fields, dangling references (commands in context menus, templates in `windows` and
/// effects, `focus` nodes), duplicate ids, selections outside their items, and unknown
/// platforms, kinds, groups and `enabledIf` rules. All problems are reported together as
/// ``SceneFileErrors``, each naming its JSON path (the first ``maxReportedErrors`` of them,
/// so a hostile file cannot exhaust memory); on any error no app is returned.
///
/// A reserved (hard, on the file's platform) or unparsable shortcut does not fail the load:
/// the command or key handler loads without it, its `rejectedShortcut` records it for the
/// audit, and a warning names its path.
///
/// Windows: the `windows` entries open in list order, so the last one listed is in front
/// and key; each then gets its `focus` without changing which window is key. A file
/// without a `windows` list opens its first `window` or `document` template, as a SwiftUI
/// app opens its first window group at launch; `"windows": []` opens nothing.
///
/// A text-input node is focusable unless it says `"focusable": false`.
public enum SceneFile {
  /// The largest scene (or session) file accepted, in bytes (16 MiB). Real files are a few
  /// kilobytes; a larger one is refused before it is parsed, with a `too-large` error.
  public static let maxFileSize = 16 << 20
  /// The most errors one load reports (1,000); a file with more is still refused.
  public static let maxReportedErrors = 1_000

  /// Loads a scene file from disk.
  ///
  /// - Throws: ``SceneFileErrors`` with every problem found, or one that says why the file
  ///   cannot be read.
  public static func load(contentsOf url: URL) throws(SceneFileErrors) -> LoadedScene {
    let data: Data
    do {
      let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
      if attributes[.type] as? FileAttributeType == .typeDirectory {
        throw SceneFileErrors([
          SceneFileError(
            path: .root,
            problem: .unreadable(file: url.path, reason: "it is a folder, not a scene file"))
        ])
      }
      let size = attributes[.size] as? Int ?? 0
      if size > maxFileSize {
        throw SceneFileErrors([
          SceneFileError(
            path: .root,
            problem: .syntax(
              JSONSyntaxError(
                JSONParseError(
                  line: 1, column: 1, offset: 0,
                  problem: .tooLarge(bytes: size, limit: maxFileSize))))
          )
        ])
      }
      data = try Data(contentsOf: url)
    } catch let error as SceneFileErrors {
      throw error
    } catch {
      throw SceneFileErrors([
        SceneFileError(
          path: .root,
          problem: .unreadable(file: url.path, reason: Self.reason(error)))
      ])
    }
    return try decode([UInt8](data), file: url.relativePath)
  }

  /// Decodes a scene file from UTF-8 data.
  public static func decode(_ data: Data) throws(SceneFileErrors) -> LoadedScene {
    try decode([UInt8](data))
  }

  /// Decodes a scene file from UTF-8 bytes.
  ///
  /// Commands and controls record where their `shortcut` is (``Command/shortcutLocation``,
  /// ``Control/shortcutLocation``) in `file`, so that audit findings can point there
  /// (SPEC §23). With `platform`, the app is built for that platform instead of the file's
  /// own (reserved shortcuts and warnings then speak of it).
  public static func decode(
    _ bytes: [UInt8], file: String = "scene.json", platform: Platform? = nil
  ) throws(SceneFileErrors) -> LoadedScene {
    // The whole file is parsed (and checked) before any of it is decoded, into a flat tape
    // of events rather than a tree of values: a syntax error anywhere is the only error.
    var tape = JSONTape()
    var reader = JSONReader(bytes: bytes, limits: .init(maxBytes: maxFileSize))
    do throws(JSONParseError) {
      try reader.parseDocument(into: &tape)
    } catch {
      throw SceneFileErrors([SceneFileError(path: .root, problem: .syntax(JSONSyntaxError(error)))])
    }
    var decoder = SceneFileDecoder(
      tape: tape, file: file, lines: reader.lineIndex, platform: platform)
    return try decode(&decoder)
  }

  /// Decodes a scene file from text.
  public static func decode(_ text: String) throws(SceneFileErrors) -> LoadedScene {
    try decode(Array(text.utf8))
  }

  /// Decodes an already parsed scene file.
  public static func decode(_ document: JSONValue) throws(SceneFileErrors) -> LoadedScene {
    try decode(JSONTape(document))
  }

  static func decode(_ tape: JSONTape) throws(SceneFileErrors) -> LoadedScene {
    var decoder = SceneFileDecoder(tape: tape)
    return try decode(&decoder)
  }

  private static func decode(_ decoder: inout SceneFileDecoder) throws(SceneFileErrors)
    -> LoadedScene
  {
    guard let scene = decoder.decode(), decoder.errors.isEmpty else {
      throw SceneFileErrors(decoder.errors)
    }
    return scene
  }

  /// A file-system error in words (`no such file`, `permission denied`, `it is a folder,
  /// not a file`), never a bare domain and code.
  package static func reason(_ error: any Error) -> String {
    let nsError = error as NSError
    let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError
    for candidate in [underlying, nsError].compactMap(\.self) {
      if let words = words(for: candidate) { return words }
    }
    return (underlying ?? nsError).localizedDescription
  }

  private static func words(for error: NSError) -> String? {
    if error.domain == NSPOSIXErrorDomain {
      switch Int32(error.code) {
      case ENOENT: return "no such file"
      case EACCES, EPERM: return "permission denied"
      case EISDIR: return "it is a folder, not a file"
      case ENOTDIR: return "a folder in its path is a file"
      case ENOSPC: return "the disk is full"
      case EROFS: return "the disk is read-only"
      default: return nil
      }
    }
    guard error.domain == NSCocoaErrorDomain else { return nil }
    switch CocoaError.Code(rawValue: error.code) {
    case .fileNoSuchFile, .fileReadNoSuchFile: return "no such file"
    case .fileReadNoPermission, .fileWriteNoPermission: return "permission denied"
    case .fileWriteOutOfSpace: return "the disk is full"
    case .fileWriteVolumeReadOnly: return "the disk is read-only"
    case .fileReadTooLarge: return "the file is too large"
    case .fileReadCorruptFile, .fileReadInapplicableStringEncoding: return "the file is unreadable"
    case .fileReadUnknown, .fileWriteUnknown:
      return error.localizedDescription.contains("error \(error.code)")
        ? "the file could not be read or written (is it a folder?)" : nil
    default: return nil
    }
  }
}

/// A loaded scene file: the app it describes and the warnings loading it gave.
public struct LoadedScene: Sendable {
  /// The app, with its windows open.
  public var app: App
  /// Problems that did not stop the load (rejected shortcuts), each naming its JSON path.
  public var warnings: [String]

  /// Creates a loaded scene.
  public init(app: App, warnings: [String]) {
    self.app = app
    self.warnings = warnings
  }
}
