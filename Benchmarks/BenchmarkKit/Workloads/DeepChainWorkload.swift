import Foundation
import LayoutLab

/// A chain of `depth` `.padding(1)` modifiers (`PaddingChain`), built and laid out cold:
/// `deep-chain/<depth>`. Building, laying out and rendering such a chain should cost the same
/// per level at any depth.
///
/// SwiftUI parity: none; a harness.
public struct DeepChainWorkload: Workload {
  public let depth: Int

  public init(depth: Int) {
    self.depth = depth
  }

  public var name: String { "deep-chain/\(depth)" }
  public var family: WorkloadFamily { .deepChain }
  public var size: Int { depth }
  public var items: Int { max(1, depth) }
  public var itemNoun: String { "level" }
  public var parameters: [String: String] { ["depth": "\(depth)"] }

  public func makeSampler(blackHole: BlackHole) -> any Sampler {
    let depth = depth
    return ColdLayoutSampler(hostSize: CGSize(width: 390, height: 844), policy: .swiftUI, blackHole: blackHole) {
      PaddingChain(depth: depth)
    }
  }
}
