/// A focused value as ``FocusedValues`` stores it: in a box of the type it was published
/// with (``FocusedValueBox``), so that a typed reader checks the box's class and reads the
/// value in place.
///
/// Why a box (issue 28, Benchmarks/README.md, round seven): values were stored as
/// `any Sendable`, and a typed command's action read its value on every press by copying
/// the existential out of the tree and opening it in a generic function to check its type,
/// which went through the value witnesses of the value's type: about a tenth of a decided
/// press. A box is one reference: handing it to the action costs a retain, and the type
/// check is a class cast.
///
/// Why a class and not a protocol (round nine): a value changed to another of its type is
/// written into its box when the collection holds the only reference to it, which only
/// `isKnownUniquelyReferenced` can tell, and that takes a variable of a class type, not an
/// existential. Its only subclass is ``FocusedValueBox``, the only type that can create one
/// (the initializer is file-private), so the members below are always overridden.
///
/// `@unchecked Sendable`: a box is changed only through ``assign(_:)``, which
/// ``FocusedValues`` calls only on a box it holds the only reference to (checked with
/// `isKnownUniquelyReferenced` on its array, itself unique then), so no other thread or
/// value can see the change; every other box is immutable. `StoredFocusedValueTests` pins
/// that a shared box is never written.
@usableFromInline
class StoredFocusedValue: @unchecked Sendable {
  fileprivate init() {}

  /// The value, as the untyped readers return it.
  @usableFromInline var anyValue: any Sendable {
    preconditionFailure("StoredFocusedValue is abstract: only FocusedValueBox is created")
  }

  /// A box of this one's type holding `value`, when `value` is exactly of that type;
  /// `nil` otherwise. A value changed to another of its type (a counter, a selection) is
  /// boxed through the box it replaces, whose class is at hand: boxing an `any Sendable`
  /// by its dynamic type (``boxed(_:)``) looks the box's generic class up in the runtime's
  /// metadata cache, about 300 instructions (callgrind, Benchmarks/README.md, round seven).
  func replaced(by value: any Sendable) -> StoredFocusedValue? {
    preconditionFailure("StoredFocusedValue is abstract: only FocusedValueBox is created")
  }

  /// Writes `value` into this box when it is exactly of the box's type and cannot be a
  /// JSON `null` (which removes a value instead); `false`, changing nothing, otherwise.
  /// Only for a box its caller holds the only reference to (see the type's comment).
  func assign(_ value: any Sendable) -> Bool {
    preconditionFailure("StoredFocusedValue is abstract: only FocusedValueBox is created")
  }
}

/// A focused value of type `Value`. Immutable once shared: ``FocusedValues`` writes a new
/// value into the box only while it holds the only reference (see ``StoredFocusedValue``).
@usableFromInline
final class FocusedValueBox<Value: Sendable>: StoredFocusedValue, @unchecked Sendable {
  /// The value, exactly as it was published.
  ///
  /// `@exclusivity(unchecked)`: a class's `var` is otherwise checked for overlapping access
  /// at run time on every read (`swift_beginAccess`, about 80 instructions a typed read,
  /// callgrind), and the only writer, ``assign(_:)``, runs while nothing else holds the box.
  @exclusivity(unchecked) @usableFromInline private(set) var value: Value

  /// Whether a value of type `Value` can be a JSON `null` or hold one (`as? JSONValue`
  /// unwraps an optional), so that ``assign(_:)`` must leave it to the setter's check. No
  /// other `Sendable` type can be cast to `JSONValue` (`AnyHashable`, which also unwraps,
  /// is not `Sendable`, so no box holds one). Kept per box, and passed on
  /// by ``replaced(by:)``: asking the runtime whether `Value` is an optional is a
  /// conformance lookup (`swift_conformsToProtocol`, with two atomic operations).
  private let mayBeNull: Bool

  convenience init(_ value: Value) {
    self.init(
      value,
      mayBeNull: Value.self == JSONValue.self || Value.self is any ExpressibleByNilLiteral.Type)
  }

  required init(_ value: Value, mayBeNull: Bool) {
    self.value = value
    self.mayBeNull = mayBeNull
  }

  @usableFromInline override var anyValue: any Sendable { value }

  override func replaced(by value: any Sendable) -> StoredFocusedValue? {
    // The class of `self`, at hand: no lookup of `FocusedValueBox<Value>` (nor of
    // `Value?`, see ``ExactCast/withValue(_:as:_:)``).
    ExactCast.withValue(value, as: Value.self) { type(of: self).init($0, mayBeNull: mayBeNull) }
  }

  override func assign(_ newValue: any Sendable) -> Bool {
    if mayBeNull { return false }
    return ExactCast.withValue(newValue, as: Value.self) { value = $0 } != nil
  }
}

/// `value` in a box of its dynamic type: an `any Sendable` opened, so that a value
/// published through an untyped setter (a name, a JSON value) is boxed as the type it is.
func boxed(_ value: any Sendable) -> StoredFocusedValue {
  func box<Value: Sendable>(_ value: Value) -> StoredFocusedValue {
    FocusedValueBox(value)
  }
  return box(value)
}
