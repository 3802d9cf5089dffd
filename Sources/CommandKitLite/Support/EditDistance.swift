/// The edit distance between two strings, counting an adjacent transposition as one edit
/// (optimal string alignment), for "did you mean" suggestions.
func editDistance(_ lhs: String, _ rhs: String) -> Int {
  let a = Array(lhs)
  let b = Array(rhs)
  if a.isEmpty { return b.count }
  if b.isEmpty { return a.count }
  var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
  for i in 0...a.count { table[i][0] = i }
  for j in 0...b.count { table[0][j] = j }
  for i in 1...a.count {
    for j in 1...b.count {
      let cost = a[i - 1] == b[j - 1] ? 0 : 1
      var best = Swift.min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
      if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
        best = Swift.min(best, table[i - 2][j - 2] + 1)
      }
      table[i][j] = best
    }
  }
  return table[a.count][b.count]
}

/// The candidate closest to `word` when it is a plausible typo of it, else `nil`: at most
/// one edit per three characters (and at least one, at most three).
package func closestMatch(to word: String, in candidates: some Sequence<String>) -> String? {
  var best: (candidate: String, distance: Int)?
  let limit = Swift.max(1, Swift.min(3, word.count / 3))
  let length = word.count
  for candidate in candidates {
    // The distance is at least the difference in length: a candidate that cannot come
    // within the limit is skipped, so a huge hostile word costs O(n), not O(n × m) each.
    if abs(candidate.count - length) > limit { continue }
    let distance = editDistance(word.lowercased(), candidate.lowercased())
    if distance < (best?.distance ?? Int.max) { best = (candidate, distance) }
  }
  guard let best else { return nil }
  return best.distance <= limit ? best.candidate : nil
}

/// "Did you mean" suggestions, as the library makes them, for tools built on it.
package enum Suggestion {
  /// The candidate closest to `word` when it is a plausible typo of it, else `nil`.
  public static func closest(to word: String, in candidates: [String]) -> String? {
    closestMatch(to: word, in: candidates)
  }
}
