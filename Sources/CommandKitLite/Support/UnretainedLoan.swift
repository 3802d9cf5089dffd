/// Lends a class instance that a borrowed owner holds to a closure, without retaining it.
///
/// The one place the library handles a reference without counting it, and the API keeps
/// it safe:
/// - the reference is lent only for the length of `body`; nothing unretained is stored or
///   returned, and a copy `body` keeps (in a variable that outlives it) is an ordinary
///   strong reference, retained as usual;
/// - the object is reached from `owner`, borrowed for the whole call, through `path`, which
///   reads what `owner` stores (fields, array elements) and never makes an object. While
///   `owner` is borrowed, Swift's exclusivity rules forbid any change to it (at compile time
///   for a local or `inout` owner, by the run-time check for a class's property or a
///   global), so what it holds stays alive until `body` returns. In checked builds
///   (`COMMANDKIT_INTERNAL_CHECKS`) `path` is read twice and must give the same object,
///   which catches a path that makes one.
///
/// `UnretainedLoanTests` pins that the object is the owner's, alive in `body`, neither
/// leaked nor over-released, and kept by a copy that escapes `body`.
///
/// Why it exists (issue 28, Benchmarks/README.md, round ten): calling an opaque closure
/// (a command's action) makes Swift keep its own reference to everything the call might
/// need, since the closure could release anything: a decided press retained and released
/// the command's action, the action's closure and the focused value's box, three atomic
/// pairs (about 20 cycles each) that borrowing by address did not remove (rounds eight and
/// nine). An unmanaged reference lent at +0 tells the compiler that the owner keeps it.
enum UnretainedLoan {
  /// Calls `body` with the object `path` reads from `owner`, not retained; `nil` (and
  /// `body` is not called) when `path` finds none.
  @inline(__always)
  static func lend<Owner, Object: AnyObject, Result>(
    _ path: (borrowing Owner) -> Object?, of owner: borrowing Owner,
    to body: (Object) -> Result
  ) -> Result? {
    #if COMMANDKIT_INTERNAL_CHECKS
      // Both held at once: an object made and freed could be made again at its address.
      let first = path(owner)
      let again = path(owner)
      precondition(
        first === again, "UnretainedLoan: the path made an object instead of reading one")
    #endif
    // No named strong reference: a `let` would live (retained) until the end of the scope,
    // across `body`; the temporary ends with the statement, and its retain and release,
    // with nothing between them, are removed.
    guard let unmanaged = path(owner).map(Unmanaged.passUnretained) else { return nil }
    return unmanaged._withUnsafeGuaranteedRef(body)
  }
}
