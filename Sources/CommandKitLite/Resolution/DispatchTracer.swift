/// What key dispatch tells about its steps while deciding (SPEC §4, §10 `why`).
///
/// The decision is generic over its tracer, so a plain press is compiled with the silent
/// one and pays nothing for the trace: no strings are formatted, no steps are stored.
protocol DispatchTracer {
  /// A tracer that has recorded nothing yet.
  init()
  /// Whether steps are recorded (a trace also lists the focus chain links passed).
  var isTracing: Bool { get }
  /// The steps recorded, in order; none when not tracing.
  var steps: [DispatchStep] { get }
  /// Records a step and what it said; the texts are built only when tracing.
  mutating func record(_ step: @autoclosure () -> String, _ result: @autoclosure () -> String)
}

/// Records nothing: a press.
struct SilentTracer: DispatchTracer {
  var isTracing: Bool { false }
  var steps: [DispatchStep] { [] }
  func record(_ step: @autoclosure () -> String, _ result: @autoclosure () -> String) {}
}

/// Records every step: `why`.
struct StepTracer: DispatchTracer {
  private(set) var steps: [DispatchStep] = []
  var isTracing: Bool { true }
  mutating func record(_ step: @autoclosure () -> String, _ result: @autoclosure () -> String) {
    steps.append(DispatchStep(step: step(), result: result()))
  }
}
