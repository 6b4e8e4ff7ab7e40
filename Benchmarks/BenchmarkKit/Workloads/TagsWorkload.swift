import Foundation
import LayoutLab
import LayoutScenes

/// N tags laid out cold by one flow technique: `tags/<technique>/<N>`.
///
/// SwiftUI parity: none; a harness (the techniques are SwiftUI code, see `TaggedFlow`).
public struct TagsWorkload: Workload {
  public let technique: FlowTechnique
  public let count: Int

  public init(technique: FlowTechnique, count: Int) {
    self.technique = technique
    self.count = count
  }

  public var name: String { "tags/\(technique.name)/\(count)" }
  public var family: WorkloadFamily { .tags }
  public var size: Int { count }
  public var items: Int { count }
  public var itemNoun: String { "tag" }
  public var parameters: [String: String] {
    ["technique": technique.name, "N": "\(count)", "width": "390"]
  }

  public func makeSampler(blackHole: BlackHole) -> any Sampler {
    let words = TagWords.words(count)
    let technique = technique
    return ColdLayoutSampler(hostSize: TaggedFlow.hostSize, blackHole: blackHole) {
      TaggedFlow.view(technique, words: words)
    }
  }
}
