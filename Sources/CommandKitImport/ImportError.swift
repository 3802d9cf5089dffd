import CommandKitLite

/// Why an import failed: the file, the place and how to fix it. An import that fails
/// writes nothing (`cmdshell import` exits 2).
public enum ImportError: Error, Equatable, CustomStringConvertible {
  /// No file was given.
  case noFiles
  /// The file cannot be read (missing, a folder, no permission).
  case unreadable(file: String, reason: String)
  /// The file is empty.
  case empty(file: String)
  /// The file is not text (a NUL byte or bytes that are not UTF-8).
  case binary(file: String)
  /// The file is larger than ``SceneImporter/maxFileSize``.
  case tooLarge(file: String, bytes: Int, limit: Int)
  /// The extension is not one the importer reads.
  case unknownExtension(file: String)
  /// The XML of a `.xib` or `.storyboard` is not well formed.
  case malformedXML(file: String, line: Int, column: Int, reason: String)
  /// A Swift file does not tokenize (an unterminated string or comment, a stray bracket).
  case untokenizable(SourceLocation, reason: String)
  /// Two files (or two items) declare the same command id.
  case conflictingID(String, first: SourceLocation, second: SourceLocation)
  /// A folder holds nothing the importer can use: no main menu, command, window or control.
  case nothingToImport(folder: String, files: Int)
  /// `--out` names a file in a folder that does not exist.
  case noOutputFolder(file: String, folder: String)

  /// The extensions of source files (Swift and Objective-C), as opposed to Interface
  /// Builder files.
  static let sourceExtensions: Set<String> = ["swift", "m", "mm", "h"]

  /// The lower-cased extension of the last component of `path` ("" for none).
  static func pathExtension(of path: String) -> String {
    let name = path.split(separator: "/").last ?? ""
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
    return name[name.index(after: dot)...].lowercased()
  }

  /// A stable machine code, as the shell's `--json` errors use.
  public var code: String {
    switch self {
    case .noFiles: "no-files"
    case .unreadable: "unreadable"
    case .empty: "empty-file"
    case .binary: "binary-file"
    case .tooLarge: "too-large"
    case .unknownExtension: "unknown-extension"
    case .malformedXML: "malformed-xml"
    case .untokenizable: "untokenizable"
    case .conflictingID: "conflicting-id"
    case .nothingToImport: "nothing-to-import"
    case .noOutputFolder: "no-output-folder"
    }
  }

  /// The problem, where, and the fix.
  public var description: String {
    switch self {
    case .noFiles:
      return "no file to import; give an app's folder, or .xib, .storyboard or .swift files"
    case .unreadable(let file, let reason):
      return "\(file): cannot read the file: \(reason)"
    case .empty(let file):
      return "\(file): the file is empty; give a .xib, .storyboard or .swift file with content"
    case .binary(let file):
      // A source file is fixed by its encoding; an Interface Builder file that is not
      // text is a compiled one.
      let fix =
        Self.sourceExtensions.contains(Self.pathExtension(of: file))
        ? "save it as UTF-8 (in Xcode: File Inspector, Text Encoding)"
        : "import the .xib or .storyboard source, not a compiled .nib"
      return "\(file): the file is not text (it holds a NUL byte or bytes that are not UTF-8); "
        + fix
    case .tooLarge(let file, let bytes, let limit):
      return "\(file): the file has \(bytes) bytes, more than the limit of \(limit); "
        + "import the file that holds the menus, not a generated bundle"
    case .unknownExtension(let file):
      return "\(file): unknown kind of file; the importer reads .xib, .storyboard, .swift and "
        + "Objective-C (.m, .mm, .h) files"
    case .malformedXML(let file, let line, let column, let reason):
      return "\(file):\(line):\(column): malformed XML (\(reason)); "
        + "open and save the file in Xcode, or check it with xmllint"
    case .untokenizable(let location, let reason):
      return "\(location): cannot tokenize Swift source (\(reason)); "
        + "the file must compile before it can be imported"
    case .conflictingID(let id, let first, let second):
      return "command id \"\(id)\" is declared twice: at \(first) and at \(second); "
        + "import one of the two files, or give one item another title"
    case .nothingToImport(let folder, let files):
      let read =
        files == 0
        ? "it has no .xib, .storyboard, .swift or Objective-C file outside tests and build folders"
        : files == 1
          ? "its one file declares no main menu, command, window or control with a shortcut"
          : "its \(files) files declare no main menu, command, window or control with a shortcut"
      return "\(folder): nothing to import: \(read); give the folder that holds the app's "
        + "sources (the one with its .xcodeproj or Package.swift)"
    case .noOutputFolder(let file, let folder):
      return "cannot write \(file): the folder \(folder) does not exist; create it first "
        + "(mkdir -p \(folder)) or give --out a path in an existing folder"
    }
  }

  /// Where in a file the problem is, when it is at a place in one.
  var location: SourceLocation? {
    switch self {
    case .malformedXML(let file, let line, let column, _):
      SourceLocation(file: file, line: line, column: column)
    case .untokenizable(let location, _): location
    default: nil
    }
  }

  /// The problem without the file's name, for a warning that names the file itself.
  var problem: String {
    switch self {
    case .empty: "the file is empty"
    case .binary: "the file is not text (a NUL byte or bytes that are not UTF-8)"
    case .tooLarge(_, let bytes, let limit):
      "the file has \(bytes) bytes, over the limit of \(limit)"
    case .malformedXML(_, _, _, let reason): "malformed XML (\(reason))"
    case .untokenizable(_, let reason): "cannot tokenize Swift source (\(reason))"
    case .unreadable(_, let reason): "cannot read the file: \(reason)"
    default: description
    }
  }
}
