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
    }
  }

  /// The problem, where, and the fix.
  public var description: String {
    switch self {
    case .noFiles:
      return "no file to import; give .xib, .storyboard or .swift files"
    case .unreadable(let file, let reason):
      return "\(file): cannot read the file: \(reason)"
    case .empty(let file):
      return "\(file): the file is empty; give a .xib, .storyboard or .swift file with content"
    case .binary(let file):
      return "\(file): the file is not text (it holds a NUL byte or bytes that are not UTF-8); "
        + "import the .xib or .storyboard source, not a compiled .nib"
    case .tooLarge(let file, let bytes, let limit):
      return "\(file): the file has \(bytes) bytes, more than the limit of \(limit); "
        + "import the file that holds the menus, not a generated bundle"
    case .unknownExtension(let file):
      return "\(file): unknown kind of file; the importer reads .xib, .storyboard and .swift"
    case .malformedXML(let file, let line, let column, let reason):
      return "\(file):\(line):\(column): malformed XML (\(reason)); "
        + "open and save the file in Xcode, or check it with xmllint"
    case .untokenizable(let location, let reason):
      return "\(location): cannot tokenize Swift source (\(reason)); "
        + "the file must compile before it can be imported"
    case .conflictingID(let id, let first, let second):
      return "command id \"\(id)\" is declared twice: at \(first) and at \(second); "
        + "import one of the two files, or give one item another title"
    }
  }
}
