import CommandKitLite
import Foundation
import Testing

/// SPEC §12 (library capabilities), the sentences the other AppCore suites leave open:
/// the three products and what each may import, and the typed route's resolution.
@Suite struct SpecSentences12Tests {
  /// The package's root folder.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The modules a target's sources import, from their `import` lines (under `#if` too).
  static func imports(ofTarget target: String) throws -> Set<String> {
    let folder = root.appendingPathComponent("Sources/\(target)")
    let files = try #require(FileManager.default.enumerator(atPath: folder.path))
    var modules: Set<String> = []
    for case let file as String in files where file.hasSuffix(".swift") {
      let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
      for line in text.split(separator: "\n") {
        let words = line.split(separator: " ").map(String.init)
        guard let index = words.firstIndex(of: "import"), index + 1 < words.count,
          words[..<index].allSatisfy({
            ["public", "internal", "package", "@preconcurrency", "@testable"].contains($0)
          })
        else { continue }
        modules.insert(words[index + 1])
      }
    }
    return modules
  }

  /// A product of SPEC §12 and what its sources may import.
  struct ProductCase: Sendable, CustomTestStringConvertible {
    let product: String
    let allowed: Set<String>
    let dependencies: String
    var testDescription: String { product }
  }

  static let products: [ProductCase] = [
    .init(product: "CommandKitLite", allowed: ["Foundation"], dependencies: ""),
    .init(
      product: "CommandKitAudit", allowed: ["Foundation", "CommandKitLite"],
      dependencies: #"dependencies: ["CommandKitLite"], "#),
    .init(
      product: "CommandKitImport", allowed: ["Foundation", "CommandKitLite", "FoundationXML"],
      dependencies: #"dependencies: ["CommandKitLite"], "#),
  ]

  /// "Three products: `CommandKitLite` (the model; Foundation only), `CommandKitAudit` (the
  /// audit, its formats and the keymap) and `CommandKitImport` (the importers; the only
  /// user of FoundationXML)."
  @Test(
    "Each product is a library of its own target and imports only what SPEC §12 allows",
    arguments: products)
  func product(_ c: ProductCase) throws {
    let manifest = try String(
      contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
    #expect(manifest.contains(#".library(name: "\#(c.product)", targets: ["\#(c.product)"])"#))
    #expect(
      manifest.contains(#".target(\#n      name: "\#(c.product)", \#(c.dependencies)"#)
        || manifest.contains(#".target(name: "\#(c.product)", \#(c.dependencies)"#))
    let imports = try Self.imports(ofTarget: c.product)
    #expect(imports.isSubset(of: c.allowed), "\(imports.subtracting(c.allowed).sorted())")
  }

  /// "`CommandKitImport` (… the only user of FoundationXML)": no other target imports it.
  @Test("No target but CommandKitImport imports FoundationXML")
  func onlyImportUsesXML() throws {
    let sources = Self.root.appendingPathComponent("Sources")
    let targets = try FileManager.default.contentsOfDirectory(atPath: sources.path)
    #expect(targets.contains("CommandKitImport"))
    for target in targets where target != "CommandKitImport" {
      var isFolder: ObjCBool = false
      guard
        FileManager.default.fileExists(
          atPath: sources.appendingPathComponent(target).path, isDirectory: &isFolder),
        isFolder.boolValue
      else { continue }
      #expect(!(try Self.imports(ofTarget: target)).contains("FoundationXML"), "\(target)")
    }
    #expect(try Self.imports(ofTarget: "CommandKitImport").contains("FoundationXML"))
  }

  /// "An app core links the first alone": the package's own app core (the getting-started
  /// article's) depends on `CommandKitLite` only.
  @Test("The example app core depends on CommandKitLite alone")
  func appCoreLinksTheModelAlone() throws {
    let manifest = try String(
      contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
    #expect(manifest.contains(#"name: "MailAppCore", dependencies: ["CommandKitLite"],"#))
  }
}
