/// Counted nouns in the shell's text: `1 window`, `2 windows`, `0 commands`.
enum Plural {
  /// `count` and the noun, plural unless the count is one (`1 window`, `3 windows`).
  static func count(_ count: Int, _ singular: String, plural: String? = nil) -> String {
    "\(count) \(noun(count, singular, plural: plural))"
  }

  /// The noun alone, plural unless the count is one.
  static func noun(_ count: Int, _ singular: String, plural: String? = nil) -> String {
    count == 1 ? singular : (plural ?? singular + "s")
  }
}
