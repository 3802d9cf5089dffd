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
@usableFromInline
protocol StoredFocusedValue: AnyObject, Sendable {
  /// The value, as the untyped readers return it.
  var anyValue: any Sendable { get }

  /// A box of this one's type holding `value`, when `value` is exactly of that type;
  /// `nil` otherwise. A value changed to another of its type (a counter, a selection) is
  /// boxed through the box it replaces, whose class is at hand: boxing an `any Sendable`
  /// by its dynamic type (``boxed(_:)``) looks the box's generic class up in the runtime's
  /// metadata cache, about 300 instructions (callgrind, Benchmarks/README.md, round seven).
  func replaced(by value: any Sendable) -> (any StoredFocusedValue)?
}

/// A focused value of type `Value`, immutable: changing a value stores a new box.
@usableFromInline
final class FocusedValueBox<Value: Sendable>: StoredFocusedValue {
  /// The value, exactly as it was published.
  @usableFromInline let value: Value

  required init(_ value: Value) {
    self.value = value
  }

  @usableFromInline var anyValue: any Sendable { value }

  @usableFromInline func replaced(by value: any Sendable) -> (any StoredFocusedValue)? {
    // The class of `self`, at hand: no lookup of `FocusedValueBox<Value>` (nor of
    // `Value?`, see ``ExactCast/withValue(_:as:_:)``).
    ExactCast.withValue(value, as: Value.self) { type(of: self).init($0) }
  }
}

/// `value` in a box of its dynamic type: an `any Sendable` opened, so that a value
/// published through an untyped setter (a name, a JSON value) is boxed as the type it is.
func boxed(_ value: any Sendable) -> any StoredFocusedValue {
  func box<Value: Sendable>(_ value: Value) -> any StoredFocusedValue {
    FocusedValueBox(value)
  }
  return box(value)
}
