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

  /// The extensions the importer reads: Interface Builder files, Swift and Objective-C
  /// sources, and strings files (the titles' development-language text).
  public static let extensions = [
    "xib", "storyboard", "swift", "m", "mm", "h", "strings", "xcstrings",
  ]

  /// One file to read, and whether a problem with it is an error (a file named on the
  /// command line) or a warning (a file found in a folder).
  struct Input {
    var path: String
    var data: Data
    var lenient: Bool
  }

  /// Reads every file in `paths` and merges what they declare.
  ///
  /// - Throws: ``ImportError`` for a file that cannot be read (missing, empty, binary, too
  ///   large, of an unknown kind, malformed XML, Swift that does not tokenize) and for a
  ///   command id that two files declare.
  public static func importFiles(_ paths: [String]) throws(ImportError) -> SceneImport {
    guard !paths.isEmpty else { throw .noFiles }
    var inputs: [Input] = []
    for path in paths {
      let kind = (path as NSString).pathExtension.lowercased()
      guard extensions.contains(kind) else { throw .unknownExtension(file: path) }
      inputs.append(Input(path: path, data: try read(path), lenient: false))
    }
    return try importInputs(inputs, fallbackName: paths[0], lenient: false)
  }

  /// Reads a whole app (SPEC §22): every file of `folder` that the walk keeps (tests, build
  /// folders, dependencies and other languages' copies of a nib left out).
  /// A file that cannot be read is skipped with a warning; two files declaring one command
  /// (an app's macOS and iOS targets) keep both, the second renamed, with a warning.
  ///
  /// - Throws: ``ImportError/unreadable(file:reason:)`` when `folder` is not a folder, and
  ///   ``ImportError/nothingToImport(folder:files:)`` when it holds nothing the importer
  ///   can use.
  public static func importDirectory(_ folder: String) throws(ImportError) -> SceneImport {
    try importPaths([folder])
  }

  /// Reads files and folders together: each folder as ``importDirectory(_:)`` does, each
  /// file as ``importFiles(_:)`` does.
  public static func importPaths(_ paths: [String]) throws(ImportError) -> SceneImport {
    guard !paths.isEmpty else { throw .noFiles }
    var inputs: [Input] = []
    var notes: [ImportWarning] = []
    var folders: [String] = []
    for path in paths {
      var isFolder: ObjCBool = false
      if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
        folders.append(path)
        let found = try AppDirectory.files(in: path)
        if found.otherLanguages > 0 {
          notes.append(
            ImportWarning(
              location: SourceLocation(file: path, line: 1, column: 1),
              message:
                "\(found.otherLanguages) Interface Builder files in other languages' .lproj "
                + "folders were not read: they repeat the development language's"))
        }
        for file in found.paths {
          do throws(ImportError) {
            inputs.append(Input(path: file, data: try read(file), lenient: true))
          } catch {
            notes.append(skipped(error, file: file))
          }
        }
      } else {
        let kind = (path as NSString).pathExtension.lowercased()
        guard extensions.contains(kind) else { throw .unknownExtension(file: path) }
        inputs.append(Input(path: path, data: try read(path), lenient: false))
      }
    }
    if !folders.isEmpty {
      let main = droppingUnloadedMainMenus(
        inputs,
        mainInterfaces: mainInterfaceNames(
          infoPlists: folders.flatMap(AppDirectory.infoPlists(in:))))
      inputs = main.inputs
      notes += main.warnings
    }
    var result = try importInputs(
      inputs, fallbackName: paths[0], lenient: !folders.isEmpty, notes: notes,
      development: folders.first.map(AppDirectory.developmentLanguage(in:)) ?? "en")
    // Only the app's folders hold its Info.plist: whether iPadOS gives it New Window.
    if !folders.isEmpty {
      result.removeNewWindowWithoutMultipleScenes(
        infoPlists: folders.flatMap(AppDirectory.infoPlists(in:)))
    }
    if let folder = folders.first, result.isEmpty {
      throw .nothingToImport(folder: folder, files: inputs.count)
    }
    if let folder = folders.first, paths.count == 1 {
      let name = (folder as NSString).standardizingPath
      if result.appName.isEmpty || result.appName == TemplateNamer.baseName(paths[0]) {
        result.appName = (name as NSString).lastPathComponent
      }
    }
    return result
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
    try importInputs(
      [Input(path: file, data: data, lenient: false)], fallbackName: file, lenient: false)
  }

  /// A skipped file's warning.
  static func skipped(_ error: ImportError, file: String) -> ImportWarning {
    ImportWarning(
      location: error.location ?? SourceLocation(file: file, line: 1, column: 1),
      message: "file not read: \(error.problem)")
  }

  /// What the files say, read in two passes: first what every file tells about the others
  /// (classes, command content written as views), then each file.
  static func importInputs(
    _ inputs: [Input], fallbackName: String, lenient: Bool, notes: [ImportWarning] = [],
    development: String = "en"
  ) throws(ImportError) -> SceneImport {
    var files: [ParsedFile] = []
    var warnings = notes
    // The app's strings first: every title is looked up in them.
    var localizations = Localizations()
    for input in inputs
    where ["strings", "xcstrings"].contains(
      (input.path as NSString).pathExtension.lowercased())
    {
      if let problem = localizations.add(input.data, path: input.path, development: development) {
        warnings.append(
          ImportWarning(
            location: SourceLocation(file: input.path, line: 1, column: 1),
            message: "strings not read: \(problem); titles from it keep their keys"))
      }
    }
    for input in inputs {
      do throws(ImportError) {
        if var file = try parse(input) {
          file.inFolder = input.lenient
          files.append(file)
        }
      } catch {
        guard input.lenient else { throw error }
        // An empty file in a folder has nothing to import: no need to say so.
        if case .empty = error { continue }
        warnings.append(skipped(error, file: input.path))
      }
    }
    // Code that an `#if` keeps from the platform imported is not read (Kiwix's iOS `App`).
    warnings += compile(&files, for: targetPlatform(files))
    var index = AppIndex()
    var contentViews: [String: SwiftUIReader.Region] = [:]
    for file in files {
      switch file.content {
      case .swift(let source):
        index.add(source)
      case .objectiveC(let source):
        index.add(source)
      case .interfaceBuilder(let data):
        index.noteCustomClasses(data)
      }
    }
    if lenient { index.settleViewHelpers() }
    // Sheets whose content is a member another file declares: that file reads it as theirs.
    var presentedMembers: [String: WindowKind] = [:]
    for file in files {
      guard case .swift(let source) = file.content else { continue }
      // Views that command content calls, so that a view declared in another file is read as
      // command content too; read once the index is whole, so that a label its caller passes
      // reads through the app's own helpers.
      contentViews.merge(
        SwiftUIReader.contentReferences(source, index: index, localizations: localizations)
      ) { first, _ in first }
      presentedMembers.merge(SwiftUIReader.presentedMembers(source, index: index)) { first, _ in
        first
      }
    }
    index.presentedMembers = presentedMembers
    var parts: [SceneImport] = []
    for file in files {
      do throws(ImportError) {
        parts.append(
          try read(file, index: index, contentViews: contentViews, localizations: localizations))
      } catch {
        // XML is only parsed here, so a folder's malformed nib is skipped here, as files
        // that cannot be tokenized are above: the rest of the app is still read (SPEC §22,
        // "any file yields a scene file or a clear error").
        guard file.inFolder else { throw error }
        warnings.append(skipped(error, file: file.path))
      }
    }
    var merged = try merge(
      parts, fallbackName: fallbackName, lenient: lenient,
      typeUses: index.sourceCount > 0 && lenient && index.declaresEntryPoint
        ? index.typeUses : nil)
    merged.warnings = warnings + merged.warnings
    merged.appDelegateActions = index.appDelegateActions
    // Only a whole app says that no main menu exists; named files may leave it out.
    if lenient { merged.decideMenuBar(files: files, index: index) }
    merged.settleControlCommands()
    merged.removeWindowTabbingItems(index: index)
    merged.applyMenuLoopKeyChanges(index: index)
    // Only a whole app says that no nib shows a document.
    if lenient { merged.addDocumentWindowsMadeInCode(index: index) }
    merged.limitControllerActions(index: index)
    merged.turnOffTargetedItemsInModalWindows(index: index)
    // Only a whole app says which windows show a responder; named files may leave them out.
    if lenient { merged.placeResponderKeyCommands(index: index) }
    // After the responders' own windows are placed: they are where the actions are live.
    merged.enableOwnStandardActions(index: index)
    merged.matchClosureActions(index: index)
    merged.matchPostedNotifications(index: index)
    merged.matchNotificationCalls(index: index)
    merged.matchFlagObservers(index: index)
    merged.matchAssignedProperties(index: index)
    merged.matchSameCode(index: index)
    return merged
  }

  /// A file ready to read.
  struct ParsedFile {
    enum Content {
      case swift(SwiftSource)
      case objectiveC(ObjectiveCSource)
      case interfaceBuilder(Data)
    }

    var path: String
    var content: Content
    /// Found in a folder: a file with nothing to import goes without a word.
    var inFolder = false
  }

  /// Checks and tokenizes one file; `nil` for a file only other files use (strings).
  static func parse(_ input: Input) throws(ImportError) -> ParsedFile? {
    let file = input.path
    let data = input.data
    let kind = (file as NSString).pathExtension.lowercased()
    guard extensions.contains(kind) else { throw .unknownExtension(file: file) }
    if kind == "strings" || kind == "xcstrings" { return nil }
    guard !data.isEmpty else { throw .empty(file: file) }
    guard data.count <= maxFileSize else {
      throw .tooLarge(file: file, bytes: data.count, limit: maxFileSize)
    }
    guard !data.contains(0), let text = String(data: data, encoding: .utf8) else {
      throw .binary(file: file)
    }
    guard !text.allSatisfy(\.isWhitespace) else { throw .empty(file: file) }
    switch kind {
    case "swift":
      do throws(SwiftTokenizeError) {
        return ParsedFile(path: file, content: .swift(try SwiftSource(file: file, text: text)))
      } catch {
        throw .untokenizable(
          SourceLocation(file: file, line: error.line, column: error.column), reason: error.reason)
      }
    case "m", "mm", "h":
      return ParsedFile(
        path: file, content: .objectiveC(ObjectiveCSource(file: file, text: text)))
    default:
      return ParsedFile(path: file, content: .interfaceBuilder(data))
    }
  }

  /// Reads one parsed file.
  static func read(
    _ file: ParsedFile, index: AppIndex, contentViews: [String: SwiftUIReader.Region],
    localizations: Localizations
  ) throws(ImportError) -> SceneImport {
    switch file.content {
    case .swift(let source):
      var result = SwiftUIReader.read(
        source, contentViews: contentViews, index: index, localizations: localizations)
      if UIKitReader.isUIKit(source) {
        let uiKit = UIKitReader.read(source, localizations: localizations, index: index)
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
      if AppKitMenuReader.buildsMenus(source) {
        let appKit = AppKitMenuReader.read(source, localizations: localizations, index: index)
        result.commands += appKit.commands
        result.warnings += appKit.warnings
        result.census.add(appKit.census)
        // A main menu built wholly in code stands in for the nib's (SPEC §22).
        if !appKit.defaultCommands { result.defaultCommands = false }
        if let evidence = appKit.platformEvidence { result.platformEvidence = evidence }
      }
      // Menus written for the Mac only make it a Mac app, as `targetPlatform(_:)` decided
      // before the file was compiled (the `#if` lines stay, so the reading is the same).
      if Self.declaresMacOnlyCommands(source) { result.platformEvidence = .macOS }
      return result
    case .objectiveC(let source):
      return ObjectiveCReader.read(source)
    case .interfaceBuilder(let data):
      return try InterfaceBuilderReader.read(
        data, file: file.path, index: index, saysWhenEmpty: !file.inFolder)
    }
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
}
