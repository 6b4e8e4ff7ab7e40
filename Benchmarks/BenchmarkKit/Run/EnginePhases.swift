import LayoutLab

/// The one place where the harness meets the engine's own phase timing: turning it on for a
/// host and reading a result's phase times as `Phase`s.
///
/// The engine does not report phase times yet (`ViewHost.recordsPhaseTimes` is being added);
/// until it does, layouts report `total` only and the phase columns stay empty.
///
/// SwiftUI parity: none; a harness.
enum EnginePhases {
  /// Whether layouts report `update`, `measureAndPlace`, `observe` and `result`.
  static let available = false

  /// Asks `host` to time its phases.
  static func enable<Content: View>(on host: ViewHost<Content>) {}

  /// The phase times of `result` (summed over its frames), in nanoseconds.
  static func times(of result: LayoutResult) -> [Phase: Double] { [:] }
}
