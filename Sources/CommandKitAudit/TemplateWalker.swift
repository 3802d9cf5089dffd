import CommandKitLite

/// Walks window templates for the audit: scene values, contexts and key handlers.
///
/// Trees are walked iteratively (deep trees cannot overflow the stack), top-down, carrying
/// the ancestors' published keys: a node's own values replace its ancestors' (inner values
/// shadow outer ones), and the map is only copied where a node publishes a required key.
struct TemplateWalker {
  /// Ids of the keys commands require; other keys cannot enable anything.
  let keyIDs: [String: Int]
  /// Keys some command flips with a `toggle` effect.
  let toggled: Set<String>
  /// Whether hidden and disabled nodes count.
  let policy: HiddenNodePolicy
  /// The union of what every publisher gives each required key.
  var published: [KeyFlags]
  /// Every value name published anywhere.
  var publishedNames: Set<String> = []
  /// Every key handler seen.
  var handlers: [AuditHandler] = []
  /// Every live control with a shortcut seen, in traversal order per template.
  var controls: [AuditControl] = []

  init(keyIDs: [String: Int], toggled: Set<String>, policy: HiddenNodePolicy, published: [KeyFlags])
  {
    self.keyIDs = keyIDs
    self.toggled = toggled
    self.policy = policy
    self.published = published
  }

  /// What a published value can give a command's enablement rule.
  func flags(of value: any Sendable, named name: String) -> KeyFlags {
    var flags: KeyFlags = .present
    if EnablementRule.isNonEmpty(value) { flags.insert(.canBeNonEmpty) }
    if EnablementRule.isTrue(value) {
      flags.insert(.canBeTrue)
    } else if toggled.contains(name), (value as? JSONValue)?.boolValue != nil || value is Bool {
      flags.insert(.canBeTrue)
    }
    return flags
  }

  /// A selectable node's `selection`: non-empty now, or once something is selected (it
  /// lists items, or allows any id).
  private func selectionFlags(of node: ViewNode) -> KeyFlags {
    let canSelect = !node.selection.isEmpty || node.items.map { !$0.isEmpty } ?? true
    return canSelect ? [.present, .canBeNonEmpty] : .present
  }

  private func isAvailable(_ node: ViewNode, under parentAvailable: Bool) -> Bool {
    parentAvailable && (policy == .included || (!node.isHidden && !node.isDisabled))
  }

  /// The template's scene values: the template's, with nodes' `sceneValues` over them
  /// (the first depth-first publisher wins; with hidden nodes included, any publisher
  /// could be the first shown one, so their flags are united).
  private mutating func sceneFlags(of template: WindowTemplate) -> [Int: KeyFlags] {
    var scene: [Int: KeyFlags] = [:]
    for name in template.sceneValues.names {
      publishedNames.insert(name)
      if let key = keyIDs[name], let value = template.sceneValues[name: name] {
        scene[key] = flags(of: value, named: name)
      }
    }
    var fromNodes: [Int: KeyFlags] = [:]
    var stack: [(ViewNode, Bool)] = [(template.root, true)]
    while let (node, parentAvailable) = stack.popLast() {
      let available = isAvailable(node, under: parentAvailable)
      if available {
        for name in node.sceneValues.names {
          publishedNames.insert(name)
          guard let key = keyIDs[name], let value = node.sceneValues[name: name] else { continue }
          let nodeFlags = flags(of: value, named: name)
          switch policy {
          case .included: scene[key, default: []].formUnion(nodeFlags)
          case .excluded: if fromNodes[key] == nil { fromNodes[key] = nodeFlags }
          }
        }
      }
      for child in node.children.reversed() { stack.append((child, available)) }
    }
    scene.merge(fromNodes) { _, node in node }
    for (key, keyFlags) in scene { published[key].formUnion(keyFlags) }
    return scene
  }

  private struct Frame {
    var node: ViewNode
    var chain: [Int: KeyFlags]
    var hasTextInput: Bool
    var textInput: TextInputFacts?
    var isAvailable: Bool
    var handlerSlots: [Int]
  }

  /// The template's contexts, `template/node` with its state, and its key handlers.
  mutating func contexts(of template: WindowTemplate) -> [(name: String, state: ContextState)] {
    let canBeKey = !template.presentationOnly
    let scene = canBeKey ? sceneFlags(of: template) : [:]
    var contexts: [(name: String, state: ContextState)] = []
    let facts = KeyWindowFacts(kind: template.kind, hasToolbar: Self.hasToolbar(template.root))
    var stack = [
      Frame(
        node: template.root, chain: [:], hasTextInput: false, textInput: nil, isAvailable: true,
        handlerSlots: [])
    ]
    while let frame = stack.popLast() {
      let node = frame.node
      let available = canBeKey && isAvailable(node, under: frame.isAvailable)
      var chain = frame.chain
      if available {
        for name in node.values.names {
          publishedNames.insert(name)
          guard let key = keyIDs[name], let value = node.values[name: name] else { continue }
          chain[key] = flags(of: value, named: name)
          published[key].formUnion(chain[key] ?? [])
        }
        if node.isSelectable {
          publishedNames.insert(SelectionKey.name)
          if let key = keyIDs[SelectionKey.name] {
            chain[key] = selectionFlags(of: node)
            published[key].formUnion(chain[key] ?? [])
          }
        }
      }
      let path = "\(template.name)/\(node.id)"
      var slots = frame.handlerSlots
      for handler in node.keyHandlers {
        slots.append(handlers.count)
        handlers.append(AuditHandler(handler: handler, path: path))
      }
      if available {
        for control in node.controls where !control.shortcuts.isEmpty {
          controls.append(AuditControl(control: control, path: path, template: template.name))
        }
      }
      let hasTextInput = frame.hasTextInput || (available && node.isTextInput)
      let textInput =
        available && node.isTextInput
        ? TextInputFacts(hasFindBar: node.hasFindBar, textCommands: node.textCommands)
        : frame.textInput
      if available && node.isFocusable {
        var keyWindow = facts
        keyWindow.textInput = textInput
        contexts.append(
          (
            path,
            ContextState(
              scene.merging(chain) { _, inner in inner }, hasTextInput: hasTextInput,
              keyWindow: keyWindow)
          ))
        for slot in slots { handlers[slot].witnesses.append(path) }
      }
      for child in node.children.reversed() {
        stack.append(
          Frame(
            node: child, chain: chain, hasTextInput: hasTextInput, textInput: textInput,
            isAvailable: available, handlerSlots: slots))
      }
    }
    if canBeKey && contexts.isEmpty {
      contexts.append(
        (template.name, ContextState(scene, hasTextInput: false, keyWindow: facts)))
    }
    return contexts
  }

  /// Whether the tree has a node of role `toolbar`, shown or not, as the resolver's
  /// `toolbarNodes` counts them.
  private static func hasToolbar(_ root: ViewNode) -> Bool {
    var stack = [root]
    while let node = stack.popLast() {
      if node.role == ViewNode.toolbarRole { return true }
      stack += node.children
    }
    return false
  }
}
