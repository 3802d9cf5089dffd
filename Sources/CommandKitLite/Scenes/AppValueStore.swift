/// The values published at app level (SPEC §2, resolution step 3): the part of ``App`` that
/// owns them.
///
/// Every change advances ``generation``: the values are one stored property with a
/// `didSet`, changed only in this file. The app's caches are keyed on it (see
/// ``AppStamp``), so a value published or withdrawn here cannot leave a stale answer.
struct AppValueStore: Sendable {
  /// The values.
  private(set) var values = FocusedValues() {
    didSet { generation &+= 1 }
  }
  /// Advances with every change to the values.
  private(set) var generation: UInt64 = 0

  /// The value stored under `name`; setting `nil` or `null` withdraws it.
  subscript(name name: String) -> (any Sendable)? {
    get { values[name: name] }
    set { values[name: name] = newValue }
  }

  /// Publishes (or with `nil` withdraws) a typed value.
  mutating func set<Value: Sendable>(
    _ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value?
  ) {
    values[keyPath: keyPath] = value
  }

  /// Replaces every value, as a restore does.
  mutating func replace(with values: FocusedValues) {
    self.values = values
  }
}
