/// A view node's members, found in one pass over its object.
///
/// Looking each known field up by name would search the member names again for each of the
/// 66,000 nodes of a large file; one pass that switches on the member name does it once.
/// The members are positions in the document's tape (see ``JSONTape``).
struct NodeFields: ~Copyable {
  var id: JSONTape.Value?
  var role: JSONTape.Value?
  var children: JSONTape.Value?
  var focusable: JSONTape.Value?
  var disabled: JSONTape.Value?
  var hidden: JSONTape.Value?
  var textInput: JSONTape.Value?
  var selectable: JSONTape.Value?
  var items: JSONTape.Value?
  var selection: JSONTape.Value?
  var selectionKey: JSONTape.Value?
  var values: JSONTape.Value?
  var sceneValues: JSONTape.Value?
  var keys: JSONTape.Value?
  var actions: JSONTape.Value?
  var escape: JSONTape.Value?
  var magicTap: JSONTape.Value?
  var contextMenu: JSONTape.Value?
  var controls: JSONTape.Value?
  var multiline: JSONTape.Value?
  var textCommands: JSONTape.Value?
  var findBar: JSONTape.Value?
  var source: JSONTape.Value?
  /// Whether a member is not a node field (then the caller reports it).
  var hasUnknown = false

  init(_ object: JSONTape.Object, in tape: JSONTape) {
    var index = object.index + 1
    while index < object.end {
      defer { index = tape.end(of: index + 1) }
      guard case .key(let key) = tape.events[index] else { continue }
      let value = JSONTape.Value(index: index + 1)
      // The length and first byte tell the field names apart, so each member costs one
      // string comparison, which succeeds (a `switch` on the name tries every case in turn).
      let utf8 = key.utf8
      switch (utf8.count, utf8.first ?? 0) {
      case (2, UInt8(ascii: "i")) where key == "id": id = value
      case (4, UInt8(ascii: "r")) where key == "role": role = value
      case (8, UInt8(ascii: "c")) where key == "children": children = value
      case (9, UInt8(ascii: "f")) where key == "focusable": focusable = value
      case (8, UInt8(ascii: "d")) where key == "disabled": disabled = value
      case (6, UInt8(ascii: "h")) where key == "hidden": hidden = value
      case (9, UInt8(ascii: "t")) where key == "textInput": textInput = value
      case (10, UInt8(ascii: "s")) where key == "selectable": selectable = value
      case (5, UInt8(ascii: "i")) where key == "items": items = value
      case (9, UInt8(ascii: "s")) where key == "selection": selection = value
      case (12, UInt8(ascii: "s")) where key == "selectionKey": selectionKey = value
      case (6, UInt8(ascii: "v")) where key == "values": values = value
      case (11, UInt8(ascii: "s")) where key == "sceneValues": sceneValues = value
      case (4, UInt8(ascii: "k")) where key == "keys": keys = value
      case (7, UInt8(ascii: "a")) where key == "actions": actions = value
      case (6, UInt8(ascii: "e")) where key == "escape": escape = value
      case (8, UInt8(ascii: "m")) where key == "magicTap": magicTap = value
      case (11, UInt8(ascii: "c")) where key == "contextMenu": contextMenu = value
      case (8, UInt8(ascii: "c")) where key == "controls": controls = value
      case (9, UInt8(ascii: "m")) where key == "multiline": multiline = value
      case (12, UInt8(ascii: "t")) where key == "textCommands": textCommands = value
      case (7, UInt8(ascii: "f")) where key == "findBar": findBar = value
      case (6, UInt8(ascii: "s")) where key == "source": source = value
      default: hasUnknown = true
      }
    }
  }
}
