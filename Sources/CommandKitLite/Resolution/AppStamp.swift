/// The state of an ``App`` as its caches see it: every part's generation (the window
/// stack, the app values, the template catalog, the command registry), the platform and the
/// resolution semantics. Two equal stamps mean the same state for resolution and dispatch;
/// a cache made in one stamp is never read in another (see ``DispatchState``).
///
/// Everything a cached answer depends on is here. The keyboard layout and direction are
/// not: they change which shortcut typed keys name, never what a shortcut does, and typed
/// keys are never remembered.
struct AppStamp: Hashable, Sendable {
  var windows: UInt64
  var values: UInt64
  var templates: UInt64
  var commands: UInt64
  var platform: Platform
  var semantics: ResolutionSemantics
}
