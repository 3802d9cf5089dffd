/// Reads a value stored as `any Sendable` as the type it was stored with, without the
/// general dynamic cast.
///
/// The one place the library reinterprets memory, and the API keeps it safe: the value is
/// reinterpreted only after its dynamic type was checked to be exactly `Value`, so the two
/// types have one layout and the reinterpretation is a plain copy. Any other type (a
/// subclass, an optional, a bridged or converted value) gives `nil`, and the caller falls
/// back to `as?`.
///
/// Why it exists: reading a focused value as a type (`FocusedValues.cast`, a context
/// action's value) and boxing a changed value through the box it replaces
/// (``StoredFocusedValue/replaced(by:)``) happen often, and the general cast (`as?`, which
/// handles bridging, optionals and class hierarchies that a stored focused value never
/// needs) costs about one floor (a dictionary lookup), measured with `cmdbench`
/// (Benchmarks/README.md). A typed command's action no longer needs it: it reads the
/// value's box by a class cast (round seven). `ExactCastTests` pins the invariants.
@usableFromInline
enum ExactCast {
  /// `stored` as a `Value` when its dynamic type is exactly `Value`, else `nil`.
  @inlinable
  static func value<Value>(_ stored: any Sendable, as type: Value.Type) -> Value? {
    func open<Stored>(_ value: Stored) -> Value? {
      // Same type, hence same layout: the reinterpretation is a plain copy.
      Stored.self == Value.self ? unsafeBitCast(value, to: Value.self) : nil
    }
    return open(stored)
  }

  /// `body` applied to `stored` as a `Value` when its dynamic type is exactly `Value`,
  /// else `nil`. For unspecialized code: ``value(_:as:)`` returns a `Value?`, whose
  /// metadata such code looks up in the runtime's cache on every call (callgrind: about
  /// 300 instructions), where `Result` is usually a concrete type.
  static func withValue<Value, Result>(
    _ stored: any Sendable, as type: Value.Type, _ body: (Value) -> Result
  ) -> Result? {
    func open<Stored>(_ value: Stored) -> Result? {
      // Same type, hence same layout: the reinterpretation is a plain copy.
      Stored.self == Value.self ? body(unsafeBitCast(value, to: Value.self)) : nil
    }
    return open(stored)
  }
}
