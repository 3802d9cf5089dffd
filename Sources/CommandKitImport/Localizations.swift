import Foundation

/// The app's strings in its development language (SPEC §22, titles as the user sees them):
/// `Localizable.xcstrings` string catalogs and `.strings` files, by table and key.
///
/// SwiftUI looks a `LocalizedStringKey` (any string literal given to `Button`, `Text`,
/// `Toggle`, `Menu`, `CommandMenu`) and `String(localized:)` up in the `Localizable` table
/// of the app's bundle unless a table is named (SwiftUI docs, `LocalizedStringKey`;
/// Foundation docs, `String.init(localized:table:bundle:…)`); a key the table lacks shows as
/// written. Formats, from Xcode's files:
/// - a string catalog (`.xcstrings`, JSON): `sourceLanguage`, then `strings.KEY
///   .localizations.LANG.stringUnit.value`; a key without a value in the source language is
///   its own value (Xcode extracts keys that are the English text);
/// - a strings file (`.strings`): `"key" = "value";` with C comments, in UTF-8 or UTF-16
///   (with a byte order mark), in `LANG.lproj` folders; only the development language's
///   (or `Base.lproj`'s) are read.
///
/// An empty value is read as no value: the key shows as written, as for a key the table
/// lacks. Apple's `Bundle.localizedString(forKey:value:table:)` documents a missing key (the
/// key is returned), not an empty value, and a scene file has no empty title (a menu named ""
/// does not load, and SPEC §22 asks that every import load), so the importer chooses the key
/// (Planet's English table leaves 361 values empty, twenty-fourth held-out batch;
/// `ImporterDefects/empty-localized-menu-title/`).
struct Localizations: Sendable, Equatable {
  /// Values by table, then key.
  private(set) var tables: [String: [String: String]] = [:]

  /// Whether no strings were read.
  var isEmpty: Bool { tables.isEmpty }

  /// The value of `key` in `table` (`Localizable` when `nil`); when the table lacks it, the
  /// first other table that has it (an app's package may keep its own table), else `nil`.
  func value(_ key: String, table: String? = nil) -> String? {
    if let value = tables[table ?? "Localizable"]?[key] { return value }
    for name in tables.keys.sorted() {
      if let value = tables[name]?[key] { return value }
    }
    return nil
  }

  /// The value a generated accessor shows (`.localizable(.menubarButtonPrint)`): the key, as
  /// written, in the table whose name with its first letter lowercased is the accessor's
  /// (`Localizable`); `nil` when that table lacks it. XCStrings Tool, a package plugin that
  /// generates Swift constants from an app's string catalogs, names each table's accessor
  /// so and shows it in use as `Text(.localizable(.contentViewTitle))` (its README,
  /// github.com/liamnichols/xcstrings-tool); how it spells keys that are not Swift
  /// identifiers is not read, so only a key written as it is in the catalog is matched.
  func accessorValue(table accessor: String, key: String) -> String? {
    for name in tables.keys.sorted()
    where name.prefix(1).lowercased() + name.dropFirst() == accessor {
      if let value = tables[name]?[key] { return value }
    }
    return nil
  }

  /// Adds a strings file or catalog at `path`; `development` is the app's language.
  /// Returns a problem in words when the file cannot be read (it is then left out).
  mutating func add(_ data: Data, path: String, development: String) -> String? {
    let url = URL(fileURLWithPath: path)
    let table = url.deletingPathExtension().lastPathComponent
    if url.pathExtension.lowercased() == "xcstrings" {
      return addCatalog(data, table: table)
    }
    let folder = url.deletingLastPathComponent().lastPathComponent
    if folder.hasSuffix(".lproj"), folder != "Base.lproj", folder != "\(development).lproj" {
      return nil
    }
    guard let text = Self.decode(data) else {
      return "not UTF-8 or UTF-16 text"
    }
    guard let pairs = Self.parseStrings(text) else {
      return "not a strings file (\"key\" = \"value\"; lines)"
    }
    tables[table, default: [:]].merge(pairs.filter { !$0.value.isEmpty }) { first, _ in first }
    return nil
  }

  private mutating func addCatalog(_ data: Data, table: String) -> String? {
    guard let object = try? JSONSerialization.jsonObject(with: data),
      let catalog = object as? [String: Any], let strings = catalog["strings"] as? [String: Any]
    else {
      return "not a string catalog (JSON with \"strings\")"
    }
    let source = catalog["sourceLanguage"] as? String ?? "en"
    var values: [String: String] = [:]
    for (key, entry) in strings {
      let localizations = (entry as? [String: Any])?["localizations"] as? [String: Any]
      let unit = (localizations?[source] as? [String: Any])?["stringUnit"] as? [String: Any]
      let value = unit?["value"] as? String ?? ""
      values[key] = value.isEmpty ? key : value
    }
    tables[table, default: [:]].merge(values) { first, _ in first }
    return nil
  }

  /// UTF-8, or UTF-16 with a byte order mark (old `.strings` files are UTF-16).
  static func decode(_ data: Data) -> String? {
    let bytes = [UInt8](data.prefix(2))
    if bytes == [0xFF, 0xFE] || bytes == [0xFE, 0xFF] {
      return String(data: data, encoding: .utf16)
    }
    return String(data: data, encoding: .utf8)
  }

  /// `"key" = "value";` pairs (also unquoted keys), skipping comments; `nil` when the text
  /// is something else.
  static func parseStrings(_ text: String) -> [String: String]? {
    var scanner = StringsScanner(Array(text.unicodeScalars))
    var pairs: [String: String] = [:]
    while true {
      scanner.skipTrivia()
      guard !scanner.atEnd else { return pairs }
      guard let key = scanner.word() else { return nil }
      scanner.skipTrivia()
      guard scanner.take("=") else { return nil }
      scanner.skipTrivia()
      guard let value = scanner.word() else { return nil }
      scanner.skipTrivia()
      guard scanner.take(";") else { return nil }
      if pairs[key] == nil { pairs[key] = value }
    }
  }
}

/// Reads the tokens of a strings file.
private struct StringsScanner {
  let scalars: [Unicode.Scalar]
  var index = 0

  init(_ scalars: [Unicode.Scalar]) {
    self.scalars = scalars
    if scalars.first == "\u{FEFF}" { index = 1 }
  }

  var atEnd: Bool { index >= scalars.count }

  mutating func skipTrivia() {
    while index < scalars.count {
      if scalars[index].properties.isWhitespace {
        index += 1
      } else if scalars[index] == "/", index + 1 < scalars.count, scalars[index + 1] == "/" {
        while index < scalars.count, scalars[index] != "\n" { index += 1 }
      } else if scalars[index] == "/", index + 1 < scalars.count, scalars[index + 1] == "*" {
        index += 2
        while index + 1 < scalars.count, !(scalars[index] == "*" && scalars[index + 1] == "/") {
          index += 1
        }
        index = min(index + 2, scalars.count)
      } else {
        return
      }
    }
  }

  mutating func take(_ character: Unicode.Scalar) -> Bool {
    guard index < scalars.count, scalars[index] == character else { return false }
    index += 1
    return true
  }

  /// A quoted string (with `\"`, `\\`, `\n`, `\t`, `\U` escapes) or an unquoted word.
  mutating func word() -> String? {
    guard index < scalars.count else { return nil }
    var value = String.UnicodeScalarView()
    if scalars[index] == "\"" {
      index += 1
      while index < scalars.count, scalars[index] != "\"" {
        if scalars[index] == "\\", index + 1 < scalars.count {
          index += 1
          switch scalars[index] {
          case "n": value.append("\n")
          case "t": value.append("\t")
          case "U", "u":
            let hex = String(
              String.UnicodeScalarView(scalars[(index + 1)..<min(index + 5, scalars.count)]))
            if let code = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(code) {
              value.append(scalar)
              index += 4
            }
          default: value.append(scalars[index])
          }
          index += 1
          continue
        }
        value.append(scalars[index])
        index += 1
      }
      guard take("\"") else { return nil }
      return String(value)
    }
    while index < scalars.count,
      scalars[index].properties.isAlphabetic || ("0"..."9").contains(scalars[index])
        || ["_", ".", "-"].contains(scalars[index])
    {
      value.append(scalars[index])
      index += 1
    }
    return value.isEmpty ? nil : String(value)
  }
}
