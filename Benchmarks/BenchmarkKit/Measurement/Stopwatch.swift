import Dispatch

/// The monotonic clock the harness times with, in nanoseconds.
///
/// SwiftUI parity: none; a harness.
enum Stopwatch {
  /// Nanoseconds since an arbitrary fixed point (`CLOCK_MONOTONIC` on Linux).
  @inline(__always)
  static func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

  /// Nanoseconds from `start` to now.
  @inline(__always)
  static func since(_ start: UInt64) -> Double { Double(now() &- start) }
}

extension Duration {
  /// The duration in nanoseconds.
  var nanoseconds: Double {
    let (seconds, attoseconds) = components
    return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
  }
}
