/// A collection of values published by a view, a scene or the app, keyed by
/// ``FocusedValueKey`` types or by name.
///
/// Typed values and scene files' JSON values share one storage: a value is stored under
/// its key's ``FocusedValueKey/name``. Reading a JSON value through a typed key converts
/// it when it can (`["n1"]` reads as `[String]`). Setting `nil` or `JSONValue.null`
/// removes a value, since a value published as `null` counts as not published.
public struct FocusedValues: Sendable {
  /// The names in the order they were first published, and their values at the same
  /// positions. A view publishes a handful of values, and finding one among a handful by a
  /// scan costs less than hashing its name (resolution looks a value up in every publisher
  /// it reaches); see ``OrderedNames``.
  private var order = OrderedNames()
  /// Each value in a box of its own type (see ``StoredFocusedValue``).
  private var values: [StoredFocusedValue] = []
  // Set only on the probe used by `keyName(of:)`; see there.
  private var recorder: KeyNameRecorder?

  /// Creates an empty collection.
  public init() {}

  /// Creates a collection from JSON values; `null` members are left out.
  public init(_ json: JSONObject) {
    // The names of a JSON object are distinct, so each value is appended without the
    // setter's search and its cast of every value back to `JSONValue` to test for `null`.
    for (key, value) in json { appendJSON(value, named: key) }
  }

  /// Adds a JSON value under `name`, which must not be present yet (the members of a JSON
  /// object are distinct); `null` is left out, as the setter leaves it out.
  mutating func appendJSON(_ value: JSONValue, named name: String) {
    if case .null = value { return }
    order.append(name)
    values.append(FocusedValueBox(value))
  }

  /// The value for a typed key.
  public subscript<Key: FocusedValueKey>(key: Key.Type) -> Key.Value? {
    get {
      if let recorder {
        recorder.record(Key.name)
        return nil
      }
      return order.position(of: Key.name).flatMap { Self.read(values[$0], as: Key.Value.self) }
    }
    set { self[name: Key.name] = newValue }
  }

  /// The value stored under `name`, typed or JSON.
  public subscript(name name: String) -> (any Sendable)? {
    get { order.position(of: name).map { values[$0].anyValue } }
    set {
      // A value changed to another of its type is written into its box when nothing else
      // holds the box (see ``StoredFocusedValue``): no allocation, and no cast to test for
      // a JSON `null`, which a value of the box's type cannot be (Benchmarks/README.md,
      // round nine).
      if let newValue, let position = order.position(of: name),
        isKnownUniquelyReferenced(&values[position]), values[position].assign(newValue)
      {
        return
      }
      if let newValue, !((newValue as? JSONValue) == .null) {
        if let position = order.position(of: name) {
          values[position] = values[position].replaced(by: newValue) ?? boxed(newValue)
        } else {
          order.append(name)
          values.append(boxed(newValue))
        }
      } else if let position = order.position(of: name) {
        order.remove(at: position)
        values.remove(at: position)
      }
    }
  }

  /// The position of the value stored under `name`, for a resolution that remembers where
  /// it found a value (see ``ValueLocation``); it holds until the collection changes.
  @inline(__always)
  func position(of name: String) -> Int? { order.position(of: name) }

  /// The value at `position`, as given by ``position(of:)`` for the collection as it is.
  func value(at position: Int) -> any Sendable { values[position].anyValue }

  /// The value at `position` in its box, for a typed reader (see ``read(_:as:)``).
  func storedValue(at position: Int) -> StoredFocusedValue { values[position] }

  /// The names of the values present, in the order they were first published.
  public var names: [String] { order.names }
  /// Whether nothing is published.
  public var isEmpty: Bool { order.count == 0 }
  /// The number of values published.
  public var count: Int { order.count }

  /// Whether a value is published under `name`.
  public func contains(_ name: String) -> Bool { order.position(of: name) != nil }

  /// The values as a JSON object, typed values converted (see ``JSONValue/init(any:)``).
  public var json: JSONObject {
    JSONObject(zip(order.names, values).map { ($0, JSONValue(any: $1.anyValue)) })
  }

  /// The name under which a key path's accessor stores its value.
  ///
  /// Accessors are written as `self[SomeKey.self]`, so reading one on a probe collection
  /// that records the key it is asked for reveals the name. Results are cached.
  public static func keyName<Value>(of keyPath: KeyPath<FocusedValues, Value?>) -> String? {
    if let cached = keyNameCache.withLock({ $0.name(of: keyPath) }) { return cached }
    var probe = FocusedValues()
    let recorder = KeyNameRecorder()
    probe.recorder = recorder
    _ = probe[keyPath: keyPath]
    guard let name = recorder.recorded else { return nil }
    keyNameCache.withLock { $0.remember(name, for: keyPath) }
    return name
  }

  /// A stored value as `Value`: read from its box when it was published as exactly
  /// `Value` (a class cast, no copy of the value as an existential), else converted (see
  /// ``cast(_:)``).
  @inlinable
  static func read<Value: Sendable>(_ stored: StoredFocusedValue, as type: Value.Type) -> Value? {
    if let box = stored as? FocusedValueBox<Value> { return box.value }
    return cast(stored.anyValue)
  }

  /// Converts a stored value to `Value`: directly, or from JSON for common types.
  @usableFromInline
  static func cast<Value>(_ stored: any Sendable) -> Value? {
    if let value = ExactCast.value(stored, as: Value.self) ?? stored as? Value { return value }
    guard let json = stored as? JSONValue else { return nil }
    return json.converted(to: Value.self)
  }
}

private let keyNameCache = LockedValue(KeyNameCache())

/// Key names found for key paths, by key path object and by key path value.
private struct KeyNameCache {
  /// By value: equal key paths share a name.
  private var byPath: [KeyPathBox: String] = [:]
  /// By object, for the usual case of the same object asked again (the runtime makes a
  /// literal key path such as `\.deleteAction` once): hashing a pointer instead of
  /// walking and comparing the key path's components, which cost a resolution through a
  /// key path four times the resolution itself. Each entry keeps its key path alive, so
  /// no other object can take its identity while the entry exists. Bounded, since a key
  /// path built at run time (`appending(path:)`) is a new object every time.
  private var byObject: [ObjectIdentifier: (path: KeyPathBox, name: String)] = [:]
  private static let objectLimit = 1024

  mutating func name(of keyPath: AnyKeyPath) -> String? {
    if let hit = byObject[ObjectIdentifier(keyPath)] { return hit.name }
    guard let name = byPath[KeyPathBox(path: keyPath)] else { return nil }
    rememberObject(keyPath, name)
    return name
  }

  mutating func remember(_ name: String, for keyPath: AnyKeyPath) {
    byPath[KeyPathBox(path: keyPath)] = name
    rememberObject(keyPath, name)
  }

  private mutating func rememberObject(_ keyPath: AnyKeyPath, _ name: String) {
    if byObject.count >= Self.objectLimit { byObject.removeAll(keepingCapacity: true) }
    byObject[ObjectIdentifier(keyPath)] = (KeyPathBox(path: keyPath), name)
  }
}

// Key paths are immutable values, but `AnyKeyPath` is not marked `Sendable`.
private struct KeyPathBox: Hashable, @unchecked Sendable {
  let path: AnyKeyPath
}

/// Remembers the first key name a probe ``FocusedValues`` is asked for.
private final class KeyNameRecorder: Sendable {
  private let name = LockedValue<String?>(nil)
  func record(_ key: String) { name.withLock { if $0 == nil { $0 = key } } }
  var recorded: String? { name.withLock { $0 } }
}
