/// A key press decoded from terminal input bytes.
enum KeyEvent: Equatable, Sendable {
  /// A printable character (ASCII or a complete, valid UTF-8 sequence).
  case character(Character)
  case enter, tab, backspace, delete
  case left, right, up, down, home, end
  /// Ctrl plus a letter, named by the lowercase letter: `.control("a")` is Ctrl-A (byte 0x01).
  /// Ctrl-H, Ctrl-I, Ctrl-J and Ctrl-M decode as ``backspace``, ``tab`` and ``enter`` instead.
  case control(Character)
}

/// Turns a stream of terminal input bytes into ``KeyEvent`` events.
///
/// The decoder is incremental: bytes can arrive in any chunks, and an escape sequence or UTF-8
/// character split across reads is completed by the next ``decode(_:)`` call. Unknown or
/// malformed sequences and invalid UTF-8 are dropped; no input can make it fail.
struct KeyDecoder: Sendable {
  /// Where the decoder is inside a multi-byte sequence.
  private enum State: Sendable {
    case ground
    /// After ESC.
    case escape
    /// After `ESC [`, holding the parameter and intermediate bytes seen so far.
    case csi([UInt8])
    /// After `ESC O`.
    case ss3
    /// Inside a UTF-8 character of `length` bytes.
    case utf8(length: Int, bytes: [UInt8])
  }

  /// Longest CSI parameter string accepted; longer junk is abandoned so memory stays bounded.
  static let maxSequenceLength = 16

  private var state = State.ground
  /// Whether the previous byte was CR, so that a CR LF pair counts as one Enter.
  private var lastWasCR = false

  /// Whether the decoder holds the start of an unfinished sequence (for example a lone ESC).
  var isPending: Bool {
    if case .ground = state { return false }
    return true
  }

  /// Decodes `bytes`, returning the keys they complete.
  mutating func decode(_ bytes: some Sequence<UInt8>) -> [KeyEvent] {
    var keys: [KeyEvent] = []
    for byte in bytes { feed(byte, into: &keys) }
    return keys
  }

  /// Discards an unfinished sequence, e.g. a lone ESC press or input truncated at end of file.
  mutating func flush() {
    state = .ground
  }

  private mutating func feed(_ byte: UInt8, into keys: inout [KeyEvent]) {
    switch state {
    case .ground:
      feedGround(byte, into: &keys)
    case .escape:
      switch byte {
      case UInt8(ascii: "["): state = .csi([])
      case UInt8(ascii: "O"): state = .ss3
      case 0x1B: state = .escape
      default: state = .ground  // Alt-<key> and other ESC pairs are not supported: drop both.
      }
    case .csi(var parameters):
      switch byte {
      case 0x20...0x3F:
        parameters.append(byte)
        state = parameters.count > Self.maxSequenceLength ? .ground : .csi(parameters)
      case 0x40...0x7E:
        state = .ground
        if let key = Self.csiKey(parameters: parameters, final: byte) { keys.append(key) }
      default:
        // Not part of a CSI sequence: abandon the sequence and read the byte afresh.
        state = .ground
        feed(byte, into: &keys)
      }
    case .ss3:
      state = .ground
      switch byte {
      case UInt8(ascii: "A"): keys.append(.up)
      case UInt8(ascii: "B"): keys.append(.down)
      case UInt8(ascii: "C"): keys.append(.right)
      case UInt8(ascii: "D"): keys.append(.left)
      case UInt8(ascii: "H"): keys.append(.home)
      case UInt8(ascii: "F"): keys.append(.end)
      case 0x40...0x7E: break  // Other SS3 keys (F1-F4, keypad): ignored.
      default: feed(byte, into: &keys)
      }
    case .utf8(let length, var bytes):
      guard byte & 0xC0 == 0x80 else {
        // The character was cut short: drop it and read this byte afresh.
        state = .ground
        feed(byte, into: &keys)
        return
      }
      bytes.append(byte)
      guard bytes.count == length else {
        state = .utf8(length: length, bytes: bytes)
        return
      }
      state = .ground
      // Validation rejects overlong forms, surrogates and values above U+10FFFF.
      if let character = String(validating: bytes, as: UTF8.self)?.first,
        let scalar = character.unicodeScalars.first, scalar.value >= 0xA0
      {
        keys.append(.character(character))
      }
    }
  }

  private mutating func feedGround(_ byte: UInt8, into keys: inout [KeyEvent]) {
    let afterCR = lastWasCR
    lastWasCR = byte == 0x0D
    switch byte {
    case 0x0D: keys.append(.enter)
    case 0x0A: if !afterCR { keys.append(.enter) }
    case 0x09: keys.append(.tab)
    case 0x08, 0x7F: keys.append(.backspace)
    case 0x1B: state = .escape
    case 0x01...0x1A: keys.append(.control(Character(Unicode.Scalar(byte + 0x60))))
    case 0x20...0x7E: keys.append(.character(Character(Unicode.Scalar(byte))))
    case 0xC2...0xDF: state = .utf8(length: 2, bytes: [byte])
    case 0xE0...0xEF: state = .utf8(length: 3, bytes: [byte])
    case 0xF0...0xF4: state = .utf8(length: 4, bytes: [byte])
    default: break  // NUL, other C0 controls, stray continuation bytes, invalid lead bytes.
    }
  }

  /// The key for `ESC [ parameters final`, or `nil` for sequences the editor does not use.
  private static func csiKey(parameters: [UInt8], final: UInt8) -> KeyEvent? {
    switch final {
    case UInt8(ascii: "A"): return .up
    case UInt8(ascii: "B"): return .down
    case UInt8(ascii: "C"): return .right
    case UInt8(ascii: "D"): return .left
    case UInt8(ascii: "H"): return .home
    case UInt8(ascii: "F"): return .end
    case UInt8(ascii: "~"):
      // VT-style keys: the first parameter names the key; modifiers (";5") are ignored.
      let digits = parameters.prefix { (0x30...0x39).contains($0) }
      switch Int(String(decoding: digits, as: UTF8.self)) {
      case 1, 7: return .home
      case 3: return .delete
      case 4, 8: return .end
      default: return nil
      }
    default:
      return nil
    }
  }
}
