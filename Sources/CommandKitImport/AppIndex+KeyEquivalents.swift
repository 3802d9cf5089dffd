import CommandKitLite

/// Key equivalents an app's code sets on menu items it reaches through outlets (SPEC §22:
/// the import reads what the sources say, and says what it did). Apps adjust a nib's item at
/// launch (Hex Fiend's `applicationDidFinishLaunching:` adds Shift to Extend Selection's ⌘]
/// with `[extendForwardsItem setKeyEquivalentModifierMask:[extendForwardsItem
/// keyEquivalentModifierMask] | NSEventModifierFlagShift]`); read from the nib alone, the
/// item collides with Move Selection's ⌘]. NSMenuItem's `keyEquivalent` and
/// `keyEquivalentModifierMask` are the properties AppKit matches key presses against.
extension AppIndex {
  /// A change the code makes to one variable's key equivalent.
  struct KeyEquivalentChange: Sendable, Equatable {
    /// The key it sets (`""` removes the key equivalent); nil when it sets none.
    var key: String?
    /// The modifiers it sets; nil when it sets none.
    var mask: EventModifiers?
    /// The modifiers it adds to the ones the item had.
    var added: EventModifiers = []
    /// Where the code makes it (the first place).
    var location: SourceLocation
    /// Two places set different keys or masks: which one holds depends on the run, so the
    /// change is not applied.
    var conflicting = false
    /// The Objective-C methods that make it (`file:line` of each method's start).
    var methods: Set<String> = []

    /// Merges another change to the same variable.
    mutating func merge(_ other: Self) {
      if let key = other.key {
        if self.key != nil, self.key != key { conflicting = true }
        self.key = key
      }
      if let mask = other.mask {
        if self.mask != nil, self.mask != mask { conflicting = true }
        self.mask = mask
      }
      added.formUnion(other.added)
      conflicting = conflicting || other.conflicting
      methods.formUnion(other.methods)
    }

    /// The key equivalent of an item that had `key` with `modifiers`, after the change.
    func applied(to key: String, modifiers: EventModifiers) -> (
      key: String, modifiers: EventModifiers
    ) {
      (self.key ?? key, (mask ?? modifiers).union(added))
    }
  }

  /// AppKit's modifier flag names, current and deprecated (`NSEvent.ModifierFlags`).
  static let appKitModifiers: [String: EventModifiers] = [
    "NSEventModifierFlagCommand": .command, "NSCommandKeyMask": .command,
    "NSEventModifierFlagShift": .shift, "NSShiftKeyMask": .shift,
    "NSEventModifierFlagOption": .option, "NSAlternateKeyMask": .option,
    "NSEventModifierFlagControl": .control, "NSControlKeyMask": .control,
  ]

  /// The methods that set some item's key equivalent in more than one way: they run by the
  /// app's state (Adium's `updateCloseMenuKeys`, which swaps Close Window's and Close
  /// Chat's ⌘W as a chat becomes active), so every other key they set depends on it too.
  var stateDependentKeyMethods: Set<String> {
    keyEquivalentChanges.values.reduce(into: []) { methods, change in
      if change.conflicting { methods.formUnion(change.methods) }
    }
  }

  /// Records one change to `name`'s key equivalent.
  mutating func noteKeyEquivalentChange(of name: String, _ change: KeyEquivalentChange) {
    if var known = keyEquivalentChanges[name] {
      known.merge(change)
      keyEquivalentChanges[name] = known
    } else {
      keyEquivalentChanges[name] = change
    }
  }

  /// `[name setKeyEquivalent:@"x"]` and `[name setKeyEquivalentModifierMask:…]` in an
  /// Objective-C file: a mask that reads the item's own (`[name keyEquivalentModifierMask]
  /// | …`) adds to it, any other sets it.
  mutating func noteKeyEquivalentChanges(_ source: ObjectiveCSource) {
    let tokens = source.tokens
    // Method starts (`- (void)name…` at the start of a statement), in order.
    let methodStarts = tokens.indices.filter { index in
      (tokens[index].isPunctuation("-") || tokens[index].isPunctuation("+"))
        && source[index + 1]?.isPunctuation("(") == true
        && (index == 0 || tokens[index - 1].isPunctuation(";")
          || tokens[index - 1].isPunctuation("}") || tokens[index - 1].line < tokens[index].line)
    }
    func method(around index: Int) -> Set<String> {
      guard let start = methodStarts.last(where: { $0 < index }) else { return [] }
      return ["\(source.file):\(tokens[start].line)"]
    }
    for index in tokens.indices
    where tokens[index].isIdentifier("setKeyEquivalent")
      || tokens[index].isIdentifier("setKeyEquivalentModifierMask")
    {
      guard let name = source[index - 1], name.kind == .identifier,
        source[index - 2]?.isPunctuation("[") == true,
        source[index + 1]?.isPunctuation(":") == true
      else { continue }
      let location = source.location(index - 2)
      if tokens[index].text == "setKeyEquivalent" {
        guard let key = source[index + 2], key.kind == .string, !key.hasInterpolation,
          source[index + 3]?.isPunctuation("]") == true
        else { continue }
        noteKeyEquivalentChange(
          of: name.text,
          KeyEquivalentChange(key: key.text, location: location, methods: method(around: index)))
        continue
      }
      // The mask expression, up to the message's closing bracket.
      var flags: EventModifiers = []
      var readsOwn = false
      var depth = 0
      var position = index + 2
      var understood = true
      while let token = source[position] {
        if token.isPunctuation("[") { depth += 1 }
        if token.isPunctuation("]") {
          if depth == 0 { break }
          depth -= 1
        }
        if token.kind == .identifier {
          if let flag = Self.appKitModifiers[token.text] {
            flags.insert(flag)
          } else if token.text == "keyEquivalentModifierMask" {
            readsOwn = true
          } else if token.text != name.text {
            // A variable or a call: the mask is known only at run time.
            understood = false
          }
        }
        position += 1
      }
      guard understood else { continue }
      noteKeyEquivalentChange(
        of: name.text,
        readsOwn
          ? KeyEquivalentChange(added: flags, location: location, methods: method(around: index))
          : KeyEquivalentChange(mask: flags, location: location, methods: method(around: index)))
    }
  }

  /// `name.keyEquivalent = "x"`, `name.keyEquivalentModifierMask = [.command, .shift]` (or
  /// one flag) and `name.keyEquivalentModifierMask.insert(.shift)` in a Swift file.
  mutating func noteKeyEquivalentChanges(_ source: SwiftSource) {
    let tokens = source.tokens
    for index in tokens.indices
    where
      (tokens[index].isIdentifier("keyEquivalent")
      || tokens[index].isIdentifier("keyEquivalentModifierMask"))
      && source[index - 1]?.isPunctuation(".") == true
    {
      guard let name = source[index - 2], name.kind == .identifier else { continue }
      let location = source.location(index - 2)
      // An item a loop over a menu's items picks by its action or title, else a variable.
      let filter = menuItemFilter(for: name.text, at: index, in: source)
      func record(_ change: KeyEquivalentChange) {
        guard let filter else {
          noteKeyEquivalentChange(of: name.text, change)
          return
        }
        if var known = menuLoopKeyChanges[filter] {
          known.merge(change)
          menuLoopKeyChanges[filter] = known
        } else {
          menuLoopKeyChanges[filter] = change
        }
      }
      if tokens[index].text == "keyEquivalent" {
        guard source[index + 1]?.isPunctuation("=") == true,
          source[index + 2]?.isPunctuation("=") != true, let key = source[index + 2],
          key.kind == .string, !key.hasInterpolation
        else { continue }
        record(KeyEquivalentChange(key: key.text, location: location))
      } else if source[index + 1]?.isPunctuation("=") == true,
        source[index + 2]?.isPunctuation("=") != true,
        let flags = swiftFlags(source, from: index + 2)
      {
        record(KeyEquivalentChange(mask: flags, location: location))
      } else if source[index + 1]?.isPunctuation(".") == true,
        source[index + 2]?.isIdentifier("insert") == true
          || source[index + 2]?.isIdentifier("formUnion") == true,
        source[index + 3]?.isPunctuation("(") == true,
        let flags = swiftFlags(source, from: index + 4)
      {
        record(KeyEquivalentChange(added: flags, location: location))
      }
    }
  }

  /// The flags of `[.command, .shift]` or `.command` at `start` (AppKit's names, as
  /// ``ImportedShortcut/modifier(named:)`` reads them); nil for anything else.
  private func swiftFlags(_ source: SwiftSource, from start: Int) -> EventModifiers? {
    var flags: EventModifiers = []
    if source[start]?.isPunctuation("[") == true {
      let close = source.partner[start]
      guard close > start else { return nil }
      var position = start + 1
      while position < close {
        guard source[position]?.isPunctuation(".") == true, let name = source[position + 1],
          let flag = ImportedShortcut.modifier(named: name.text)
        else { return nil }
        flags.insert(flag)
        position += 2
        if source[position]?.isPunctuation(",") == true { position += 1 }
      }
      return flags
    }
    guard source[start]?.isPunctuation(".") == true, let name = source[start + 1],
      let flag = ImportedShortcut.modifier(named: name.text)
    else { return nil }
    return flag
  }
}
