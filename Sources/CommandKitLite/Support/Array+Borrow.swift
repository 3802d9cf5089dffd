extension Array {
  /// Calls `body` with element `index` borrowed in place.
  ///
  /// Reading an element through the array's subscript copies it out, which for a struct
  /// such as ``ViewNode`` retains every field; tree walks over tens of thousands of nodes
  /// only need to look at a few fields. `index` must be a valid index.
  func withBorrowedElement<Result>(at index: Int, _ body: (borrowing Element) throws -> Result)
    rethrows -> Result
  {
    try withUnsafeBufferPointer { try body($0[index]) }
  }
}
