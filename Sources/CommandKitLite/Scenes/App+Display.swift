extension App {
  /// Connects the external display (SPEC §8): every `externalDisplay` template opens on it,
  /// inactive and not key, with any state saved by the last disconnect restored.
  ///
  /// A template that already has an open window gets no second one; that window moves to
  /// the external display instead.
  /// - Returns: a warning for each saved entry that no longer fits.
  @discardableResult
  public mutating func connectExternalDisplay() throws(CommandKitError) -> [RestoreWarning] {
    let warnings = try stack.connectExternalDisplay(templates: templates)
    didChange()
    return warnings
  }

  /// Disconnects the external display: each `externalDisplay` window on it is saved and
  /// closed; other windows on it move to the main display with their state intact.
  public mutating func disconnectExternalDisplay() throws(CommandKitError) {
    try stack.disconnectExternalDisplay()
    didChange()
  }
}
