extension Array {
  /// Removes the elements from `start` to the end and returns them, moved, not copied.
  ///
  /// `Array(self[start...])` then `removeSubrange(start...)` retains every element for the
  /// copy and releases it again on removal; the JSON parser does that for every value of
  /// every container. Here each element is swapped out for `filler` (a value without
  /// references, such as `.null` or `""`), which moves it without a retain, and the
  /// filled slots are then removed.
  mutating func removeSuffix(from start: Int, filler: Element) -> [Element] {
    let start = Swift.max(start, 0)
    guard start < count else { return [] }
    var moved: [Element] = []
    moved.reserveCapacity(count - start)
    for index in start..<count {
      var element = filler
      swap(&element, &self[index])
      moved.append(element)
    }
    removeLast(count - start)
    return moved
  }
}
