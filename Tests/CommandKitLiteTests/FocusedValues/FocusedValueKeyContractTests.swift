import CommandKitLite
import Testing

private struct DraftKey: FocusedValueKey {
  typealias Value = String
}

private enum FolderKey: FocusedValueKey {
  typealias Value = String
  static var name: String { "folder" }
}

private enum NamedSelectionKey: FocusedValueKey {
  typealias Value = [String]
  static var name: String { "selection" }
}

extension FocusedValues {
  fileprivate var draft: String? {
    get { self[DraftKey.self] }
    set { self[DraftKey.self] = newValue }
  }
}

/// The contract `FocusedValueKey` documents: it must hold for every key a user declares.
@Suite struct FocusedValueKeyContractTests {
  @Test("Every key's value is nil until something publishes it")
  func defaultIsNil() {
    let values = FocusedValues()
    #expect(values[DraftKey.self] == nil)
    #expect(values.draft == nil)
    #expect(values[FolderKey.self] == nil)
  }

  @Test("A key's name is its type's name unless it says otherwise")
  func names() {
    #expect(DraftKey.name == "DraftKey")
    #expect(FolderKey.name == "folder")
  }

  @Test("An accessor and the key's name reach the same value")
  func accessorAndNameAgree() {
    var values = FocusedValues()
    values.draft = "hello"
    #expect(values[name: "DraftKey"] as? String == "hello")
    values[name: "DraftKey"] = nil
    #expect(values.draft == nil)
  }

  @Test("A key named like a scene file's string key reads the JSON value, typed")
  func jsonThroughNamedKey() {
    var values = FocusedValues()
    values[name: "folder"] = JSONValue.string("Inbox")
    values[name: "selection"] = JSONValue.array([.string("n1"), .string("n2")])
    #expect(values[FolderKey.self] == "Inbox")
    #expect(values[NamedSelectionKey.self] == ["n1", "n2"])
  }

  @Test("Publishing nil or JSON null withdraws the value")
  func nilWithdraws() {
    var values = FocusedValues()
    values[FolderKey.self] = "Inbox"
    values[FolderKey.self] = nil
    #expect(!values.contains("folder"))
    values[name: "folder"] = JSONValue.null
    #expect(!values.contains("folder"))
  }
}
