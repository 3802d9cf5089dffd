extension Array {
  /// Removes the elements from `start` to the end and returns them, moved, not copied.
  ///
  /// `Array(self[start...])` then `removeSubrange(start...)` retains every element for the
  /// copy and releases it again on removal; the JSON parser does that for every value of
  /// every container. `filler` is a value without references (such as `.null` or `""`):
  /// it takes each moved-out slot, so that the array stays initialized until the slots are
  /// removed. (`Array(unsafeUninitializedCapacity:)` would move in bulk, but it allocates
  /// through an unspecialized runtime path that costs more than the retains it saves.)
  mutating func removeSuffix(from start: Int, filler: Element) -> [Element] {
    let count = self.count - start
    guard count > 0 else { return [] }
    var moved: [Element] = []
    moved.reserveCapacity(count)
    withUnsafeMutableBufferPointer { source in
      for index in start..<source.count {
        moved.append(source.moveElement(from: index))
        source.initializeElement(at: index, to: filler)
      }
    }
    removeLast(count)
    return moved
  }
}
