extension String {
  /// The same string, re-created so that a short one is stored inline.
  ///
  /// Strings of up to 15 UTF-8 bytes can live inside the `String` value itself; copying
  /// one then costs no reference count. A string built by interpolation (`"w\(n)"`) is
  /// short but kept in a heap buffer, and the app copies ids into every result it returns
  /// (a key press copies the window and command ids), so ids are stored compacted.
  var compacted: String {
    utf8.count <= 15 ? String(decoding: utf8, as: UTF8.self) : self
  }
}
