import CommandKitLite

/// An ``AuditReport`` as a SARIF 2.1.0 log that GitHub code scanning accepts (SPEC §23).
///
/// One run, whose tool lists one rule per ``Finding/Kind`` (`id`, short and full
/// description, `help` with the fix, default level); each finding is a result with
/// `ruleId`, `level`, `message` and one location: its ``Finding/source`` (the imported
/// source, else the scene file's `shortcut`), or the audited file's first line when the
/// source is unknown, since code scanning needs a location for every result; the other
/// commands of a conflict, the controls and the views the defect is at (a text input,
/// ``Finding/nodes``) are its `relatedLocations` (``Finding/relatedSources``).
///
/// Sources: the OASIS SARIF 2.1.0 specification (errata 01) and GitHub's "SARIF support
/// for code scanning" (https://docs.github.com/en/code-security/code-scanning/integrating-with-code-scanning/sarif-support-for-code-scanning):
/// `runAutomationDetails.id` names the run's category (the part before the last `/`),
/// so each platform gets `cmdshell-audit/<platform>/` and a macOS and an iPadOS upload do
/// not replace each other's alerts; `partialFingerprints` keep an alert the same alert
/// when lines move. Columns count Unicode scalars (`columnKind`), as the scene-file
/// positions do.
public struct SARIFLog: Sendable {
  /// The tool name written in the log and shown by code scanning.
  public static let toolName = "cmdshell-audit"
  /// The log's schema, as GitHub's documentation writes it.
  public static let schemaURI = "https://json.schemastore.org/sarif-2.1.0.json"

  /// The report.
  public var report: AuditReport
  /// The audited file, for findings without a source.
  public var file: String
  /// The platform audited, which names the run's category.
  public var platform: Platform

  /// Creates the log of `report`, an audit of `file` on `platform`.
  public init(report: AuditReport, file: String, platform: Platform) {
    self.report = report
    self.file = file
    self.platform = platform
  }

  /// The run's category: `cmdshell-audit/macOS`.
  public var category: String { "\(Self.toolName)/\(platform.rawValue)" }

  /// The log as JSON.
  public var json: JSONValue {
    let kinds = Finding.Kind.allCases
    var ruleIndex: [Finding.Kind: Int] = [:]
    for (index, kind) in kinds.enumerated() { ruleIndex[kind] = index }
    let run: JSONValue = [
      "tool": ["driver": ["name": .string(Self.toolName), "rules": .array(kinds.map(Self.rule))]],
      "automationDetails": ["id": .string(category + "/")],
      "columnKind": "unicodeCodePoints",
      "results": .array(report.findings.map { result($0, ruleIndex: ruleIndex[$0.kind] ?? 0) }),
    ]
    return ["$schema": .string(Self.schemaURI), "version": "2.1.0", "runs": [run]]
  }

  /// The rule of `kind`: its name is the id in UpperCamelCase, as SARIF suggests.
  static func rule(_ kind: Finding.Kind) -> JSONValue {
    let name = kind.rawValue.split(separator: "-").map {
      $0.prefix(1).uppercased() + $0.dropFirst()
    }
    .joined()
    return [
      "id": .string(kind.rawValue),
      "name": .string(name),
      "shortDescription": ["text": .string(kind.summary)],
      "fullDescription": ["text": .string(kind.explanation)],
      "help": ["text": .string(kind.help)],
      "defaultConfiguration": ["level": .string((kind.severities.first ?? .warning).sarifLevel)],
      "properties": ["tags": ["keyboard-shortcuts"]],
    ]
  }

  private func result(_ finding: Finding, ruleIndex: Int) -> JSONValue {
    let location: JSONValue = ["physicalLocation": physicalLocation(finding.source)]
    // The other commands of a conflict (SARIF 2.1.0 §3.27.22 `relatedLocations`, each with
    // an `id` unique in the result and a message naming the command).
    // The controls of the finding are related locations too (issue 25: a control finding
    // points at the control), leaving out the result's own location.
    // The views the defect is at (a text input, a control's view) too, each place once.
    var places =
      finding.relatedSources.map { ($0.source, "\($0.command) is bound here") }
      + finding.controls.compactMap { control in
        control.source.flatMap { source in
          source == finding.source
            ? nil : (source, "the control \"\(control.title)\" on \(control.node) is here")
        }
      }
    for node in finding.nodes
    where node.source != finding.source && !places.contains(where: { $0.0 == node.source }) {
      places.append((node.source, Self.nodeText(node, in: finding)))
    }
    let related: [JSONValue] = places.enumerated().map { index, place in
      [
        "id": .number(Double(index + 1)),
        "physicalLocation": physicalLocation(place.0),
        "message": ["text": .string(place.1)],
      ]
    }
    var properties: [(String, JSONValue)] = []
    if let shortcut = finding.shortcutDescription {
      properties.append(("shortcut", .string(shortcut)))
    }
    properties.append(("commands", .array(finding.commands.map(JSONValue.string))))
    properties.append(("contexts", .array(finding.contexts.map(JSONValue.string))))
    if !finding.controls.isEmpty {
      properties.append(("controls", .array(finding.controls.map(\.json))))
    }
    var fields: [(String, JSONValue)] = [
      ("ruleId", .string(finding.kind.rawValue)),
      ("ruleIndex", .number(Double(ruleIndex))),
      ("level", .string(finding.severity.sarifLevel)),
      ("message", ["text": .string(finding.message)]),
      ("locations", [location]),
    ]
    if !related.isEmpty { fields.append(("relatedLocations", .array(related))) }
    fields += [
      ("partialFingerprints", ["cmdshellFinding/v1": .string(Self.fingerprint(finding))]),
      ("properties", .object(JSONObject(properties))),
    ]
    return .object(JSONObject(fields))
  }

  /// What a related view's location is.
  private static func nodeText(_ node: Finding.NodeReference, in finding: Finding) -> String {
    switch finding.kind {
    case .missingEditCommands: "the keys are dead in the text input \(node.node), declared here"
    case .stealsTextKey: "the text input \(node.node), which loses the key, is declared here"
    default: "the view \(node.node) is declared here"
    }
  }

  /// A `physicalLocation` at `source`, or at the audited file's first line when the source
  /// is unknown (code scanning needs a location for every result).
  private func physicalLocation(_ source: SourceLocation?) -> JSONValue {
    let region: JSONValue =
      if let source {
        [
          "startLine": .number(Double(source.line)),
          "startColumn": .number(Double(source.column)),
        ]
      } else {
        ["startLine": 1]
      }
    return [
      "artifactLocation": ["uri": .string(Self.uri(source?.file ?? file))],
      "region": region,
    ]
  }

  /// A stable hash of what the finding is about (kind, shortcut, commands), so that its
  /// alert stays one alert when the file's lines move: FNV-1a, 64 bits, in hex.
  static func fingerprint(_ finding: Finding) -> String {
    let key = [finding.kind.rawValue, finding.shortcutDescription ?? ""] + finding.commands
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in key.joined(separator: "\u{0}").utf8 {
      hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
    }
    let hex = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - hex.count) + hex
  }

  /// A path as a URI reference: relative paths stay relative (code scanning resolves them
  /// against the repository), absolute ones become `file://` URIs; bytes outside the
  /// unreserved set and `/` are percent-encoded (RFC 3986).
  static func uri(_ path: String) -> String {
    var encoded = path.hasPrefix("/") ? "file://" : ""
    for byte in path.utf8 {
      switch byte {
      case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
        UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
        encoded.append(Character(Unicode.Scalar(byte)))
      default:
        let hex = String(byte, radix: 16, uppercase: true)
        encoded += "%" + (hex.count == 1 ? "0" : "") + hex
      }
    }
    return encoded
  }
}
