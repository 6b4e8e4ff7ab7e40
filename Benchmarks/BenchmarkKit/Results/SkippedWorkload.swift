/// A selected workload the run did not measure, and why: the previous size of its series took,
/// or the two previous sizes project it to take, longer per run than `--run-limit`.
///
/// SwiftUI parity: none; a harness.
public struct SkippedWorkload: Codable, Equatable, Sendable {
  public let name: String
  public let reason: String

  public init(name: String, reason: String) {
    self.name = name
    self.reason = reason
  }
}
