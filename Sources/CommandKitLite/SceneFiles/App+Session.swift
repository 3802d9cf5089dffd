import Foundation

extension App {
  /// Saves the whole session state to `url` as a versioned JSON document (SPEC §8).
  ///
  /// The write is atomic (Foundation's `Data.WritingOptions.atomic`): the document goes to a
  /// temporary file first, which then replaces `url` in one rename, so a reader never sees
  /// a half-written session. On failure the temporary file is removed and any previous file
  /// at `url` is unchanged.
  /// - Throws: ``SessionError`` (`unwritable`, naming the file and why) when the file cannot
  ///   be written.
  public func saveSession(to url: URL) throws(SessionError) {
    let text = SessionSnapshot(app: self).json.prettyPrinted() + "\n"
    do {
      try Data(text.utf8).write(to: url, options: .atomic)
    } catch {
      throw SessionError(.unwritable(file: url.path, reason: SceneFile.reason(error)))
    }
  }

  /// Restores the session saved in `url` (SPEC §8): the same windows in the same order,
  /// key and main window, focus, selections, values, minimized flags, displays, saved
  /// display state, user key bindings, platform, keyboard layout and layout direction (a
  /// file saved before layouts keeps the app's own).
  ///
  /// Entries that no longer fit the app are skipped with one warning each (see
  /// ``SessionSnapshot/restore(into:)``). A corrupt, truncated or foreign file is refused
  /// and the session is untouched.
  /// - Returns: the warnings.
  /// - Throws: ``SessionError``.
  @discardableResult
  public mutating func restoreSession(from url: URL) throws(SessionError) -> [RestoreWarning] {
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw SessionError(.unreadable(file: url.path, reason: SceneFile.reason(error)))
    }
    let document: JSONValue
    do throws(JSONParseError) {
      document = try JSONParser(limits: .init(maxBytes: SceneFile.maxFileSize)).parse(data)
    } catch {
      throw SessionError(.syntax(JSONSyntaxError(error)))
    }
    let (restored, warnings) = try SessionSnapshot(json: document).restore(into: self)
    self = restored
    return warnings
  }
}
