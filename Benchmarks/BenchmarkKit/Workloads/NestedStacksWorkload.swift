import Foundation
import LayoutLab

/// Stacks nested `depth` deep laid out cold under one measurement-cache policy:
/// `nested/<policy>/<plain|alternating>/<depth>`.
///
/// SwiftUI parity: none; a harness. `.swiftUI` is the SwiftUI-like policy (a few entries per
/// view); `.none` and `.unbounded` bracket it.
public struct NestedStacksWorkload: Workload {
  public let depth: Int
  public let policy: MeasurementCachePolicy
  public let alternating: Bool

  public init(depth: Int, policy: MeasurementCachePolicy, alternating: Bool) {
    self.depth = depth
    self.policy = policy
    self.alternating = alternating
  }

  public var name: String { "nested/\(policy.rawValue)/\(alternating ? "alternating" : "plain")/\(depth)" }
  public var family: WorkloadFamily { .nested }
  public var size: Int { depth }
  public var items: Int { max(1, depth) }
  public var itemNoun: String { "level" }
  public var sizeProgression: SizeProgression { .arithmetic }
  public var parameters: [String: String] {
    ["depth": "\(depth)", "policy": policy.rawValue, "stacks": alternating ? "alternating" : "plain"]
  }

  public func makeSampler(blackHole: BlackHole) -> any Sampler {
    let depth = depth
    let alternating = alternating
    return ColdLayoutSampler(hostSize: CGSize(width: 390, height: 844), policy: policy, blackHole: blackHole) {
      NestedStacks(depth: depth, alternating: alternating)
    }
  }
}
