/// The Levenshtein distance between two strings, for "did you mean" suggestions.
func editDistance(_ lhs: String, _ rhs: String) -> Int {
  let a = Array(lhs)
  let b = Array(rhs)
  if a.isEmpty { return b.count }
  if b.isEmpty { return a.count }
  var previous = Array(0...b.count)
  var current = Array(repeating: 0, count: b.count + 1)
  for i in 1...a.count {
    current[0] = i
    for j in 1...b.count {
      let cost = a[i - 1] == b[j - 1] ? 0 : 1
      current[j] = Swift.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
    }
    swap(&previous, &current)
  }
  return previous[b.count]
}

/// The candidate closest to `word` when it is a plausible typo of it, else `nil`.
func closestMatch(to word: String, in candidates: some Sequence<String>) -> String? {
  var best: (candidate: String, distance: Int)?
  for candidate in candidates {
    let distance = editDistance(word.lowercased(), candidate.lowercased())
    if distance < (best?.distance ?? Int.max) { best = (candidate, distance) }
  }
  guard let best else { return nil }
  return best.distance <= Swift.max(1, Swift.min(3, word.count / 3 + 1)) ? best.candidate : nil
}
