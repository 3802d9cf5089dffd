import CommandKitLite

/// What one shell line produced: the JSON fields and the text, or an error.
struct ShellReply {
  var fields: [(String, JSONValue)] = []
  var text: String = ""
  var error: ShellError?
  var warnings: [String] = []
  var quit = false

  init(text: String = "", _ fields: [(String, JSONValue)] = []) {
    self.text = text
    self.fields = fields
  }

  init(error: ShellError) {
    self.error = error
  }

  /// The `--json` object: `ok` first, then the fields or the error.
  var json: JSONValue {
    var object = JSONObject()
    object["ok"] = .bool(error == nil)
    if let error {
      object["error"] = .object(
        JSONObject([("code", .string(error.code.description)), ("message", .string(error.message))])
      )
    } else {
      for (key, value) in fields { object[key] = value }
    }
    if !warnings.isEmpty { object["warnings"] = .array(warnings.map(JSONValue.string)) }
    return .object(object)
  }
}

extension Provider {
  var json: JSONValue { .string(description) }
}

extension Optional where Wrapped == Provider {
  var json: JSONValue { map { .string($0.description) } ?? .null }
}

extension Optional where Wrapped == NodePath {
  var json: JSONValue { map { .string($0.description) } ?? .null }
}
