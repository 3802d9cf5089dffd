/// A key for a value that views publish to the focus chain, as in SwiftUI.
///
/// Declare a key and an accessor on ``FocusedValues``:
/// ```swift
/// struct DeleteActionKey: FocusedValueKey { typealias Value = DeleteAction }
/// extension FocusedValues {
///   var deleteAction: DeleteAction? {
///     get { self[DeleteActionKey.self] }
///     set { self[DeleteActionKey.self] = newValue }
///   }
/// }
/// ```
/// The default value of every key is `nil`. A key also has a ``name``: the string that
/// scene files, the shell and commands' `requires` use for it. Give a key the same name as
/// a scene file's string key (`static let name = "selection"`) to read JSON values through
/// it. This contract is pinned by `FocusedValueKeyContractTests`, which must pass.
public protocol FocusedValueKey {
  /// The type of the value published under the key.
  associatedtype Value: Sendable
  /// The key's name in scene files and the shell; the type's name by default.
  static var name: String { get }
}

extension FocusedValueKey {
  /// The type's name, such as `DeleteActionKey`.
  public static var name: String { String(describing: Self.self) }
}

/// The built-in key under which a selectable node publishes its selection (a list of ids).
public enum SelectionKey: FocusedValueKey {
  /// The selected item ids, in display order.
  public typealias Value = [String]
  /// `selection`.
  public static var name: String { "selection" }
}

extension FocusedValues {
  /// The selection of the nearest selectable node in the focus chain.
  public var selection: [String]? {
    get { self[SelectionKey.self] }
    set { self[SelectionKey.self] = newValue }
  }
}
