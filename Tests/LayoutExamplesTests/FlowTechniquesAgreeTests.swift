import Foundation
import LayoutExamples
import LayoutLab
import LayoutPropertyTesting
import Testing

extension SeededRandom {
  /// A multiple of 0.5 in `range`, so that sums carry fractions.
  fileprivate mutating func halves(in range: ClosedRange<Int>) -> CGFloat {
    CGFloat(int((range.lowerBound * 2)...(range.upperBound * 2))) / 2
  }
}

/// One random flow: tiles, container width and spacings.
private struct RandomFlow: CustomStringConvertible {
  let tiles: [PreLayoutFlowTile]
  let width: CGFloat
  let spacing: CGFloat
  let lineSpacing: CGFloat

  var description: String {
    "width \(width), spacing \(spacing), line spacing \(lineSpacing), tiles \(tiles.map { "\($0.width)×\($0.height)" })"
  }
}

/// 50 flows of 1–30 tiles 10–150 wide and 10–60 tall, in containers 60–400 wide: many tiles
/// fit exactly or not at all, and some are wider than their container.
private let randomFlows: [RandomFlow] = {
  var random = SeededRandom(seed: 0x5EED_0004)
  return (0..<50).map { _ in
    let tiles = (0..<random.int(1...30)).map { id in
      PreLayoutFlowTile(id, random.halves(in: 10...150), random.halves(in: 10...60))
    }
    return RandomFlow(
      tiles: tiles, width: random.halves(in: 60...400), spacing: random.pick([0, 5, 8.5, 10]),
      lineSpacing: random.pick([0, 4, 10]))
  }
}()

/// The same tiles placed by `FlowLayout` (one frame), top-aligned in their lines with the same
/// spacings, in a vertical `ScrollView` in a host `width` wide. The scroll view is as wide as the
/// flow's widest line and centred, so the tiles' frames are returned relative to the flow's.
private func flowLayoutFrames(_ flow: RandomFlow) -> (frames: [Int: CGRect], result: LayoutResult) {
  let view = ScrollView {
    FlowLayout(itemAlignment: .top, itemSpacing: flow.spacing, lineSpacing: flow.lineSpacing) {
      ForEach(flow.tiles) { tile in Color.blue.frame(width: tile.width, height: tile.height).id(tile.id) }
    }
    .id("flow")
  }
  let result = ViewHost(rootView: view).layout(in: CGSize(width: flow.width, height: 844))
  let origin = result.frame(id: "flow")?.origin ?? .zero
  return (preLayoutTileFrames(result).mapValues { $0.offsetBy(dx: -origin.x, dy: -origin.y) }, result)
}

/// The same tiles measured with `onGeometryChange`, in the same harness as the other two
/// pre-`Layout` flows (a vertical `ScrollView` filling a host `width` wide).
private func geometryChangeFlowResult(_ flow: RandomFlow) -> LayoutResult {
  let view = ScrollView {
    GeometryChangeFlow(flow.tiles, spacing: flow.spacing, lineSpacing: flow.lineSpacing) { tile in
      Color.blue.frame(width: tile.width, height: tile.height).id(tile.id)
    }
    .id("flow")
  }
  return ViewHost(rootView: view).layout(in: CGSize(width: flow.width, height: 844))
}

@Suite("The four flow techniques agree with each other and with the greedy rule")
struct FlowTechniquesAgreeTests {
  @Test(
    "1. 50 seeded random flows: CollectionView, AlignmentGuideFlow and GeometryChangeFlow settle in 2 frames, FlowLayout in 1, all at the same frames"
  )
  func randomFlowsAgree() {
    let oversized = randomFlows.filter { flow in flow.tiles.contains { $0.width > flow.width } }
    #expect(!oversized.isEmpty, "some tile is wider than its container")
    for (index, flow) in randomFlows.enumerated() {
      // The expected places: the pure rule, which GreedyFlowTests check by hand.
      let arrangement = GreedyFlow.arrange(
        flow.tiles.map(\.size), width: flow.width, spacing: flow.spacing, lineSpacing: flow.lineSpacing)
      var frames: [PreLayoutFlowTechnique: [Int: CGRect]] = [:]
      for technique in PreLayoutFlowTechnique.allCases {
        let result = technique.layout(
          flow.tiles, width: flow.width, spacing: flow.spacing, lineSpacing: flow.lineSpacing)
        #expect(result.frames.count == 2, "flow \(index), \(technique): \(flow)")
        #expect(result.diagnostics.isEmpty, "flow \(index), \(technique): \(result.diagnostics)")
        expectPreLayoutRect(
          result.frame(id: "flow"), CGRect(x: 0, y: 0, width: flow.width, height: arrangement.size.height),
          "flow \(index), \(technique): \(flow)")
        expectPreLayoutTiles(result, flow.tiles, at: arrangement.origins, "flow \(index), \(technique): \(flow)")
        frames[technique] = preLayoutTileFrames(result)
      }
      #expect(frames[.collectionView] == frames[.alignmentGuides], "flow \(index): \(flow)")
      // onGeometryChange: two frames, one action per tile and one for the width in the first.
      let geometry = geometryChangeFlowResult(flow)
      #expect(geometry.frames.count == 2, "flow \(index), onGeometryChange")
      #expect(geometry.frames.first?.actionsCalled == flow.tiles.count + 1, "flow \(index), onGeometryChange")
      #expect(preLayoutTileFrames(geometry) == frames[.collectionView], "flow \(index), onGeometryChange: \(flow)")
      // FlowLayout measures and places in one frame, with the same greedy rule.
      let layout = flowLayoutFrames(flow)
      #expect(layout.result.frames.count == 1, "flow \(index), FlowLayout")
      #expect(layout.result.diagnostics.isEmpty, "flow \(index), FlowLayout: \(layout.result.diagnostics)")
      #expect(layout.frames == frames[.collectionView], "flow \(index), FlowLayout: \(flow)")
    }
  }
}
