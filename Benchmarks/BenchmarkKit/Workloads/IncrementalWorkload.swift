import Foundation
import LayoutLab
import LayoutScenes

/// A host laid out once with N tags by one technique, then timed laying out again after a
/// change: `incremental/<change>/<technique>/<N>`.
///
/// SwiftUI parity: none; a harness. A hosting controller after a state change (a new root
/// view with one word changed), a resize by one point, or a layout pass with nothing dirty.
public struct IncrementalWorkload: Workload {
  /// What changes between two layouts.
  public enum Change: String, CaseIterable, Sendable {
    /// The middle tag's word alternately gains and loses a letter (a new root view each time).
    case textChange = "text-change"
    /// The host's width alternates between 390 and 391.
    case widthChange = "width-change"
    /// Nothing: the same host laid out again in the same size.
    case nothingChanged = "nothing-changed"
  }

  public let change: Change
  public let technique: FlowTechnique
  public let count: Int

  public init(change: Change, technique: FlowTechnique, count: Int) {
    self.change = change
    self.technique = technique
    self.count = count
  }

  public var name: String { "incremental/\(change.rawValue)/\(technique.name)/\(count)" }
  public var family: WorkloadFamily { .incremental }
  public var size: Int { count }
  public var items: Int { count }
  public var itemNoun: String { "tag" }
  public var parameters: [String: String] {
    ["change": change.rawValue, "technique": technique.name, "N": "\(count)", "width": "390"]
  }

  /// The cold layout the update is compared with: the same technique and N.
  public var coldName: String { TagsWorkload(technique: technique, count: count).name }

  public func makeSampler(blackHole: BlackHole) -> any Sampler {
    let words = TagWords.words(count)
    let host = ViewHost(rootView: TaggedFlow.view(technique, words: words))
    EnginePhases.enable(on: host)
    blackHole.consume(host.layout(in: TaggedFlow.hostSize))
    let size = TaggedFlow.hostSize
    switch change {
    case .textChange:
      let views = [TaggedFlow.view(technique, words: words), TaggedFlow.view(technique, words: TagWords.changingOne(words))]
      return UpdateSampler(host: host, blackHole: blackHole) { host, run in
        host.rootView = views[run % 2]
        return size
      }
    case .widthChange:
      return UpdateSampler(host: host, blackHole: blackHole) { _, run in
        CGSize(width: size.width + CGFloat(run % 2), height: size.height)
      }
    case .nothingChanged:
      return UpdateSampler(host: host, blackHole: blackHole) { _, _ in size }
    }
  }
}
