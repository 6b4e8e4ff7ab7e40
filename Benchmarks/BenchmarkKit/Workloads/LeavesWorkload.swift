import Foundation
import LayoutLab
import LayoutScenes

/// N leaves of fixed sizes, no text, flowed by `FlowLayout` and laid out cold:
/// `leaves/flow-layout/<N>`. What other layout engines publish: a flat list of boxes wrapped
/// into lines, with nothing to measure but the boxes.
///
/// Each leaf is `Color.clear.frame(width:height:)` with the size of the tag of the same index
/// (`TagWords.tagSize`: 33.5 to 118.5 wide, 28.4 tall), 8 apart in lines 8 apart, in the tags'
/// vertical `ScrollView` 390 wide, so the raw loop over the same sizes (`baseline/array`) is
/// exactly what the engine computes, and the ratio column compares like with like.
///
/// SwiftUI parity: none; a harness.
public struct LeavesWorkload: Workload {
  public let count: Int

  public init(count: Int) { self.count = count }

  public var name: String { "leaves/\(FlowTechnique.flowLayout.name)/\(count)" }
  public var family: WorkloadFamily { .leaves }
  public var size: Int { count }
  public var items: Int { count }
  public var itemNoun: String { "leaf" }
  public var parameters: [String: String] { ["N": "\(count)", "width": "390", "leaf": "fixed size"] }

  public func makeSampler(blackHole: BlackHole) -> any Sampler {
    let sizes = TagWords.words(count).map(TagWords.tagSize)
    return ColdLayoutSampler(hostSize: TaggedFlow.hostSize, blackHole: blackHole) { Self.view(sizes) }
  }

  /// The leaves of `sizes`, flowed as the tags are (`TaggedFlow`).
  static func view(_ sizes: [CGSize]) -> ScrollView<AnyView> {
    ScrollView {
      FlowTechnique.flowLayout.view(count: sizes.count, spacing: TaggedFlow.spacing, lineSpacing: TaggedFlow.spacing) {
        Color.clear.frame(width: sizes[$0].width, height: sizes[$0].height)
      }
    }
  }
}
