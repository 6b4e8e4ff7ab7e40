import LayoutLab

/// The one place where the harness meets the engine's own phase timing: turning it on for a
/// host (`ViewHost.recordsPhaseTimes`) and reading a result's `PhaseTimes` (summed over its
/// frames) as `Phase`s.
///
/// SwiftUI parity: none; a harness.
enum EnginePhases {
  /// Whether layouts report `update`, `measureAndPlace`, `observe` and `result`.
  static let available = true

  /// Asks `host` to time its phases.
  static func enable<Content: View>(on host: ViewHost<Content>) {
    host.recordsPhaseTimes = true
  }

  /// The phase times of `result` (summed over its frames), in nanoseconds; empty when the
  /// host did not record them.
  static func times(of result: LayoutResult) -> [Phase: Double] {
    guard let times = result.phaseTimes else { return [:] }
    return [
      .update: times.update.nanoseconds, .measureAndPlace: times.measureAndPlace.nanoseconds,
      .observe: times.observe.nanoseconds, .result: times.result.nanoseconds,
    ]
  }
}
