import Foundation
import LayoutExamples
import LayoutLab
import Testing

/// `GeometryChangeFlow`: items report their sizes with `onGeometryChange`; the flow settles in two
/// frames at the greedy rule's places.
@Suite("GeometryChangeFlow")
struct GeometryChangeFlowTests {
  /// Three tiles 100 × 20, 150 × 30 and 200 × 10 in a 300-wide container, 10 apart.
  private static let tiles: [CGSize] = [
    CGSize(width: 100, height: 20), CGSize(width: 150, height: 30), CGSize(width: 200, height: 10),
  ]

  private static func layout(width: CGFloat, frameBudget: Int = 8) -> LayoutResult {
    let view = ScrollView {
      GeometryChangeFlow(Array(tiles.indices), id: \.self) { index in
        Color.blue.frame(width: tiles[index].width, height: tiles[index].height).id(index)
      }
      .id("flow")
    }
    let host = ViewHost(rootView: view)
    host.frameBudget = frameBudget
    return host.layout(in: CGSize(width: width, height: 844))
  }

  @Test("Two frames place the items by the greedy rule and the container takes their height")
  func settles() {
    let result = Self.layout(width: 300)
    #expect(result.frames.count == 2)
    #expect(result.diagnostics.isEmpty)
    // 0…100, then 110…260 on the first line (260 ≤ 300); the third would end at 270 + 200 >
    // 300, so it starts the second line 30 (the tallest) + 10 lower.
    #expect(result.frame(id: 0) == CGRect(x: 0, y: 0, width: 100, height: 20))
    #expect(result.frame(id: 1) == CGRect(x: 110, y: 0, width: 150, height: 30))
    #expect(result.frame(id: 2) == CGRect(x: 0, y: 40, width: 200, height: 10))
    #expect(result.frame(id: "flow") == CGRect(x: 0, y: 0, width: 300, height: 50))
    // The actions run after frame 1 (and count in its report): three sizes and the width.
    #expect(result.frames.map(\.stateWrites) == [4, 0])
    #expect(result.preferenceReductions == 0)
  }

  @Test("Its frames are GreedyFlow's, in any width")
  func matchesGreedyFlow() {
    for width in [60, 120, 250, 300, 470] as [CGFloat] {
      let result = Self.layout(width: width)
      let arrangement = GreedyFlow.arrange(Self.tiles, width: width)
      for (index, origin) in arrangement.origins.enumerated() {
        #expect(result.frame(id: index)?.origin == origin, "width \(width), tile \(index)")
      }
      #expect(result.frame(id: "flow")?.height == arrangement.size.height, "width \(width)")
    }
  }

  @Test("In its first frame every item is at the corner")
  func firstFrame() {
    let result = Self.layout(width: 300, frameBudget: 1)
    #expect(result.frames.count == 1)
    #expect((0..<3).allSatisfy { result.frame(id: $0)?.origin == .zero })
    #expect(result.diagnostics.map(\.kind) == [.unsettledLayout])
  }
}
