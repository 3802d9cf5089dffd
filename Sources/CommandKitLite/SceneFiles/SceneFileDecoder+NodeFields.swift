/// A view node's members, found in one pass over its object.
///
/// Looking each known field up by name would search the member names again for each of the
/// 66,000 nodes of a large file; one pass that switches on the member name does it once.
/// Not copyable: a copy would retain all 17 members, and the decoder only reads them.
struct NodeFields: ~Copyable {
  var id: JSONValue?
  var role: JSONValue?
  var children: JSONValue?
  var focusable: JSONValue?
  var disabled: JSONValue?
  var hidden: JSONValue?
  var textInput: JSONValue?
  var selectable: JSONValue?
  var items: JSONValue?
  var selection: JSONValue?
  var values: JSONValue?
  var sceneValues: JSONValue?
  var keys: JSONValue?
  var actions: JSONValue?
  var escape: JSONValue?
  var magicTap: JSONValue?
  var contextMenu: JSONValue?
  /// Whether a member is not a node field (then the caller reports it).
  var hasUnknown = false

  init(_ object: JSONObject) {
    for (key, value) in object {
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
      case (6, UInt8(ascii: "v")) where key == "values": values = value
      case (11, UInt8(ascii: "s")) where key == "sceneValues": sceneValues = value
      case (4, UInt8(ascii: "k")) where key == "keys": keys = value
      case (7, UInt8(ascii: "a")) where key == "actions": actions = value
      case (6, UInt8(ascii: "e")) where key == "escape": escape = value
      case (8, UInt8(ascii: "m")) where key == "magicTap": magicTap = value
      case (11, UInt8(ascii: "c")) where key == "contextMenu": contextMenu = value
      default: hasUnknown = true
      }
    }
  }
}
