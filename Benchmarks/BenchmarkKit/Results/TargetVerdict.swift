import Foundation

/// One benchmark target evaluated from measured numbers.
///
/// SwiftUI parity: none; a harness.
public struct TargetVerdict: Codable, Equatable, Sendable {
  /// Whether the target was met.
  public enum Status: String, Codable, Sendable {
    case met
    case missed
    /// The workloads it needs did not run (filtered out), or report nothing to judge by.
    case notMeasured = "not measured"
  }

  /// The target as a sentence (with the case, e.g. the technique or N).
  public let target: String
  /// The measured figure against the limit, in words.
  public let measured: String
  public let status: Status
  /// For a miss, measured ÷ limit (how many times over).
  public let factor: Double?
  /// Where the number comes from and what explains it (counters), if there is more to say.
  public let explanation: String?

  public init(target: String, measured: String, status: Status, factor: Double? = nil, explanation: String? = nil) {
    self.target = target
    self.measured = measured
    self.status = status
    self.factor = factor
    self.explanation = explanation
  }

  /// A verdict for `value` against an upper `limit`: met when `value ≤ limit`.
  static func atMost(_ value: Double, _ limit: Double, target: String, measured: String, explanation: String? = nil)
    -> TargetVerdict
  {
    value <= limit
      ? TargetVerdict(target: target, measured: measured, status: .met, explanation: explanation)
      : TargetVerdict(
        target: target, measured: measured, status: .missed, factor: (value / limit).isFinite ? value / limit : nil,
        explanation: explanation)
  }

  /// The verdict as a table cell: `met`, `missed by 2.41×`, `not measured` (three significant digits).
  public var summary: String {
    switch status {
    case .met: "met"
    case .missed: factor.map { "missed by \(DurationFormat.significant($0))×" } ?? "missed"
    case .notMeasured: "not measured"
    }
  }
}
