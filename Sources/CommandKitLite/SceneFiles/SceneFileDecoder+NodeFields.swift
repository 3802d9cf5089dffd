/// A view node's members, found in one pass over its object.
///
/// Looking each known field up by name would hash every name again for each of the 66,000
/// nodes of a large file; one pass that switches on the member name hashes nothing.
struct NodeFields {
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
      switch key {
      case "id": id = value
      case "role": role = value
      case "children": children = value
      case "focusable": focusable = value
      case "disabled": disabled = value
      case "hidden": hidden = value
      case "textInput": textInput = value
      case "selectable": selectable = value
      case "items": items = value
      case "selection": selection = value
      case "values": values = value
      case "sceneValues": sceneValues = value
      case "keys": keys = value
      case "actions": actions = value
      case "escape": escape = value
      case "magicTap": magicTap = value
      case "contextMenu": contextMenu = value
      default: hasUnknown = true
      }
    }
  }
}
