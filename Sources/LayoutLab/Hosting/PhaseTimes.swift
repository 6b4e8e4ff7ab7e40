/// Where the wall-clock time of a `layout(in:)` went, by phase, when the host records it
/// (`ViewHost.recordsPhaseTimes`).
///
/// - `update`: building and updating the tree: the new root view, dirty views' bodies,
///   reconciling children (the frame loop's step 1).
/// - `measureAndPlace`: measuring and placing every view (step 2), including the content a
///   `GeometryReader` or a `backgroundPreferenceValue` builds while it is placed.
/// - `observe`: reading `onPreferenceChange` and `onGeometryChange` values and running the
///   actions they queue (steps 3 and 4).
/// - `result`: assembling the `LayoutResult` once the frames are done; counted in the last
///   frame only.
///
/// Times are measured with `ContinuousClock` and vary from run to run: they are for
/// benchmarks, never for assertions. A host that does not record them reads no clock at all.
///
/// SwiftUI parity: none; SwiftUI's equivalent is the SwiftUI instrument in Instruments.
public struct PhaseTimes: Sendable, Hashable, CustomStringConvertible {
  /// Building and updating the tree, bodies included.
  public var update: Duration
  /// Measuring and placing, `GeometryReader` content included.
  public var measureAndPlace: Duration
  /// Preference and geometry observation, and the actions it ran.
  public var observe: Duration
  /// Assembling the `LayoutResult`.
  public var result: Duration

  /// Times of the given lengths, zero by default.
  public init(
    update: Duration = .zero, measureAndPlace: Duration = .zero, observe: Duration = .zero, result: Duration = .zero
  ) {
    self.update = update
    self.measureAndPlace = measureAndPlace
    self.observe = observe
    self.result = result
  }

  /// The four phases together.
  public var total: Duration { update + measureAndPlace + observe + result }

  public static func += (lhs: inout PhaseTimes, rhs: PhaseTimes) {
    lhs.update += rhs.update
    lhs.measureAndPlace += rhs.measureAndPlace
    lhs.observe += rhs.observe
    lhs.result += rhs.result
  }

  public var description: String {
    "update \(update), measure and place \(measureAndPlace), observe \(observe), result \(result)"
  }
}

/// Reads the clock between the phases of a frame, or does nothing when phase times are off.
struct PhaseClock {
  private let clock = ContinuousClock()
  private var last: ContinuousClock.Instant?

  /// A clock that reads time only when `enabled`.
  init(enabled: Bool) {
    last = enabled ? clock.now : nil
  }

  /// The time since the last lap (or the start), and starts the next lap; zero when off.
  mutating func lap() -> Duration {
    guard let last else { return .zero }
    let now = clock.now
    self.last = now
    return now - last
  }

  /// Whether the clock reads time.
  var isEnabled: Bool { last != nil }
}
