// Shared helpers for the libFuzzer targets (compiled into every target by Fuzz/run.sh).

/// The fuzzer's input as bytes.
func fuzzInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> [UInt8] {
  guard let data, size > 0 else { return [] }
  return Array(UnsafeBufferPointer(start: data, count: size))
}

/// Stops the run with a message when a property fails: libFuzzer then saves the input.
func fuzzCheck(_ condition: Bool, _ message: @autoclosure () -> String) {
  if !condition { preconditionFailure("property violated: \(message())") }
}
