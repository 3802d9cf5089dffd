/// The fields of a ``Command`` that few commands set, kept out of line (issue 28, memory).
///
/// A command is stored twice, as declared and as composed with the platform's defaults
/// (`CommandRegistry`), and an app of 100,000 commands held 93 MB of them at 456 bytes a
/// command. These fields (nine then) were 264 of those bytes and are set on few commands (imported
/// ones, platform defaults that toggle their title, commands with a checkmark or a title
/// rule, typed ones whose key path reads no key), and no press reads them. They live in one
/// immutable box that every copy of a command shares, and every command without them shares
/// ``Box/empty``: a command is then 200 bytes, and its declared and composed copies share
/// one box.
///
/// The box is immutable (`let` fields of a final class, read in place); a setter on
/// ``Command`` builds a new box, which only declarations and loaders do.
struct CommandExtras: Sendable {
  var checkedBy: String?
  var rejectedShortcut: RejectedShortcut?
  var titleBy: TitleRule?
  var sends: String?
  var titleKey: String?
  var sourceLocation: SourceLocation?
  var shortcutLocation: SourceLocation?
  var toggledTitle: String?
  var unreadableKeyPath: String?
  var submenu: [String] = []

  /// Whether no field is set: such fields are ``Box/empty``'s.
  var isEmpty: Bool {
    checkedBy == nil && rejectedShortcut == nil && titleBy == nil && sends == nil && titleKey == nil
      && sourceLocation == nil && shortcutLocation == nil && toggledTitle == nil
      && unreadableKeyPath == nil && submenu.isEmpty
  }

  /// The shared, immutable storage of one command's extra fields.
  final class Box: Sendable {
    let fields: CommandExtras

    private init(_ fields: CommandExtras) {
      self.fields = fields
    }

    /// The box of every command that sets none of the fields.
    static let empty = Box(CommandExtras())

    /// A box holding `fields`: the shared empty box when none is set.
    static func holding(_ fields: CommandExtras) -> Box {
      fields.isEmpty ? empty : Box(fields)
    }

    /// A new box with `change` applied to these fields (this one is shared, so never
    /// changed).
    func changing(_ change: (inout CommandExtras) -> Void) -> Box {
      var copy = fields
      change(&copy)
      return .holding(copy)
    }
  }
}
