import Foundation
import LayoutExamples
import LayoutLab
import Testing

/// Four 30×20 tiles: the issue's exact-fit scenario.
private let fourTiles = (0..<4).map { PreLayoutFlowTile($0, 30, 20) }

/// The alignment-guide flow of `tiles` as a root view, spacing 5, line spacing 10.
private func guideFlow(_ tiles: [PreLayoutFlowTile], counter: GuideClosureCounter? = nil) -> some View {
  AlignmentGuideFlow(tiles, spacing: 5, lineSpacing: 10, counter: counter) { tile in
    Color.blue.frame(width: tile.width, height: tile.height).id(tile.id)
  }
  .id("flow")
}

/// An element whose id may repeat, with a tag of its own for its view.
private struct RepeatedKeyTile {
  let key: Int
  let tag: String
}

/// The trick with a running cursor that is never reset: `x` and `y` totals captured by the
/// closures, advanced by every `.leading` read (spacing 0, wrap test as copied).
private struct RunningCursorFlow: View {
  let tiles: [PreLayoutFlowTile]
  let width: CGFloat

  var body: some View {
    var x: CGFloat = 0
    var y: CGFloat = 0
    ZStack(alignment: .topLeading) {
      ForEach(tiles) { tile in
        Color.blue.frame(width: tile.width, height: tile.height).id(tile.id)
          .alignmentGuide(.leading) { d in
            if abs(x - d.width) > width {
              x = 0
              y -= d.height
            }
            let result = x
            x -= d.width
            return result
          }
          .alignmentGuide(.top) { _ in y }
      }
    }
  }
}

/// The trick as usually copied: the closures of the last element, found by comparing values,
/// reset the totals (spacing 0).
private struct ResetOnLastFlow: View {
  let names: [String]
  let width: CGFloat

  var body: some View {
    var x: CGFloat = 0
    var y: CGFloat = 0
    ZStack(alignment: .topLeading) {
      ForEach(Array(names.enumerated()), id: \.offset) { index, name in
        Color.blue.frame(width: 30, height: 20).id(index)
          .alignmentGuide(.leading) { d in
            if abs(x - d.width) > width {
              x = 0
              y -= d.height
            }
            let result = x
            if name == names.last { x = 0 } else { x -= d.width }
            return result
          }
          .alignmentGuide(.top) { _ in
            let result = y
            if name == names.last { y = 0 }
            return result
          }
      }
    }
  }
}

/// The pre-iOS 16 alignment-guide flow, finished (layout rule PF2). Positions
/// come from the greedy rule (`GreedyFlow`, computed by hand in each test); guide reads from
/// LayoutLab's `ZStackLayout`, which reads every child's `.leading` then `.top` guide, in
/// order, once per measurement and once per placement (semantics A2, O2).
@Suite("AlignmentGuideFlow: a top-leading ZStack whose guide closures place the items")
struct AlignmentGuideFlowTests {
  @Test("1. Width 100, four 30×20 tiles, spacing 5, line spacing 10: (0,0) (35,0) (70,0) (0,30), 100×50")
  func issueScenarioExactFit() {
    // GreedyFlow test 1; the container takes the proposed width and the content height 50.
    let result = PreLayoutFlowTechnique.alignmentGuides.layout(fourTiles, width: 100, spacing: 5, lineSpacing: 10)
    expectPreLayoutTiles(
      result, fourTiles, at: [CGPoint(x: 0, y: 0), CGPoint(x: 35, y: 0), CGPoint(x: 70, y: 0), CGPoint(x: 0, y: 30)])
    expectPreLayoutRect(result.frame(id: "flow"), CGRect(x: 0, y: 0, width: 100, height: 50))
    #expect(result.frames.count == 2)
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
  }

  @Test("2. Width 50 with 80×20, 20×20, 20×20: (0,0) (0,30) (25,30), no empty line")
  func issueScenarioOversized() {
    // GreedyFlow test 2.
    let tiles = [PreLayoutFlowTile(0, 80, 20), PreLayoutFlowTile(1, 20, 20), PreLayoutFlowTile(2, 20, 20)]
    let result = PreLayoutFlowTechnique.alignmentGuides.layout(tiles, width: 50, spacing: 5, lineSpacing: 10)
    expectPreLayoutTiles(result, tiles, at: [CGPoint(x: 0, y: 0), CGPoint(x: 0, y: 30), CGPoint(x: 25, y: 30)])
    expectPreLayoutRect(result.frame(id: "flow"), CGRect(x: 0, y: 0, width: 50, height: 50))
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
  }

  @Test("3. Frame 1 already places the tiles, in a container as tall as its proposal (0 in a ScrollView)")
  func firstFrame() {
    // The outer reader takes the host's 100 × 844 (G1) and the closures run during layout, so
    // the tiles are in their lines at once; only the height is missing.
    let host = ViewHost(rootView: guideFlow(fourTiles))
    host.frameBudget = 1
    let result = host.layout(in: CGSize(width: 100, height: 844))
    expectPreLayoutRect(result.frame(id: "flow"), CGRect(x: 0, y: 0, width: 100, height: 844))
    expectPreLayoutTiles(
      result, fourTiles, at: [CGPoint(x: 0, y: 0), CGPoint(x: 35, y: 0), CGPoint(x: 70, y: 0), CGPoint(x: 0, y: 30)])
    #expect(result.diagnostics.map(\.kind) == [.unsettledLayout])
    // In a vertical ScrollView the reader is proposed no height and is 0 tall (SV1, G3); the
    // tiles overflow it.
    let scrolling = ViewHost(rootView: ScrollView { guideFlow(fourTiles) })
    scrolling.frameBudget = 1
    let scrolled = scrolling.layout(in: CGSize(width: 100, height: 844))
    expectPreLayoutRect(scrolled.frame(id: "flow"), CGRect(x: 0, y: 0, width: 100, height: 0))
    expectPreLayoutRect(scrolled.frame(id: 3), CGRect(x: 0, y: 30, width: 30, height: 20))
  }

  @Test("4. Frame 2 gives the container the content height")
  func secondFrame() {
    // Content height 50: the host centres the container at y = (844 − 50) / 2 = 397.
    let result = ViewHost(rootView: guideFlow(fourTiles)).layout(in: CGSize(width: 100, height: 844))
    expectPreLayoutRect(result.frame(id: "flow"), CGRect(x: 0, y: 397, width: 100, height: 50))
    expectPreLayoutTiles(
      result, fourTiles,
      at: [CGPoint(x: 0, y: 397), CGPoint(x: 35, y: 397), CGPoint(x: 70, y: 397), CGPoint(x: 0, y: 427)])
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
  }

  @Test("5. It settles in 2 frames: one height action after frame 1, none after frame 2")
  func countersToSettle() {
    let view = AlignmentGuideFlow(fourTiles, spacing: 5, lineSpacing: 10) { tile in
      Color.blue.frame(width: tile.width, height: tile.height).id(tile.id)
    }
    let result = ViewHost(rootView: view).layout(in: CGSize(width: 100, height: 844))
    #expect(result.frames.count == 2)
    // Frame 1 delivers the first height, 50 (P8); frame 2 reports 50 again.
    #expect(result.frames.map(\.actionsCalled) == [1, 0])
    #expect(result.frames.map(\.stateWrites) == [1, 0])
    // The height key has two contributions where the stack's background meets the stack: the
    // reader's height and the tiles' `ForEach`, which contributes the default (P4): 1 `reduce`.
    #expect(result.frames.map(\.preferenceReductions) == [1, 1])
    // Each frame: the flow's body (frame 2: its state changed), the outer reader's content
    // and the height reader's content.
    let bodies = [String(describing: type(of: view)): 1, "GeometryReader": 2]
    #expect(result.frames.map(\.tree.bodyEvaluationsByType) == [bodies, bodies])
  }

  @Test("6. Each frame evaluates every guide closure twice: the stack's measuring and placing sweeps")
  func guideReads() {
    // Frame 1: the reader's content is built when the reader is placed; the fixed-size stack
    // is measured once (each tile's .leading, then .top) and placed once (again): 2 × 4 reads
    // of each guide. Frame 2: the reader is 50 tall instead of 844, so its content is built
    // again with new closures, and the same two sweeps run: 8 and 8 again.
    let counter = GuideClosureCounter()
    let host = ViewHost(rootView: guideFlow(fourTiles, counter: counter))
    host.frameBudget = 1
    _ = host.layout(in: CGSize(width: 100, height: 844))
    #expect((counter.leading, counter.top) == (8, 8))
    counter.reset()
    let second = host.layout(in: CGSize(width: 100, height: 844))
    #expect((counter.leading, counter.top) == (8, 8))
    #expect(second.frames.count == 1)
    #expect(second.diagnostics.isEmpty, "\(second.diagnostics)")
  }

  @Test("7. A parent lining the flow up by .leading reads no guide of the items, cold or warm")
  func parentReadsNoItemGuides() {
    // VStack(alignment: .leading, spacing: 0) of the flow (100 × 50) and a 20 × 10 colour,
    // centred by the host at y = (844 − 60) / 2 = 392. The flow's .leading guide is its
    // default, 0 (a reader's guides are its own, and the ZStack's explicit frame guides do not
    // combine up), so the colour's leading edge meets the flow's, at 0.
    let counter = GuideClosureCounter()
    let root = VStack(alignment: .leading, spacing: 0) {
      guideFlow(fourTiles, counter: counter)
      Color.red.frame(width: 20, height: 10).id("below")
    }
    let host = ViewHost(rootView: root)
    host.frameBudget = 1
    // Frame 1: the reader's content is built when the reader is placed: test 6's two sweeps
    // only, 8 and 8.
    _ = host.layout(in: CGSize(width: 100, height: 844))
    #expect((counter.leading, counter.top) == (8, 8))
    counter.reset()
    // Frame 2: frame 1's content is still there, but the VStack's reads of the flow's .leading
    // guide stop at the reader: only the two sweeps of the content built again, 8 and 8, as in
    // frame 1.
    let result = host.layout(in: CGSize(width: 100, height: 844))
    #expect((counter.leading, counter.top) == (8, 8))
    #expect(result.frames.map(\.actionsCalled) == [0])
    expectPreLayoutTiles(
      result, fourTiles,
      at: [CGPoint(x: 0, y: 392), CGPoint(x: 35, y: 392), CGPoint(x: 70, y: 392), CGPoint(x: 0, y: 422)])
    expectPreLayoutRect(result.frame(id: "below"), CGRect(x: 0, y: 442, width: 20, height: 10))
  }

  @Test("8. Items with the same id are still placed by their index")
  func repeatedIDs() {
    // Keys 1, 2, 1 (three 30×20 tiles, width 100, spacing 5): x 0, 35, 70 by position; the
    // engine reports the repeated id (each gets its own view).
    let tiles = [
      RepeatedKeyTile(key: 1, tag: "a"), RepeatedKeyTile(key: 2, tag: "b"), RepeatedKeyTile(key: 1, tag: "c"),
    ]
    let view = AlignmentGuideFlow(tiles, id: \.key, spacing: 5, lineSpacing: 10) { tile in
      Color.blue.frame(width: 30, height: 20).id(tile.tag)
    }
    let result = ViewHost(rootView: ScrollView { view }).layout(in: CGSize(width: 100, height: 844))
    expectPreLayoutRect(result.frame(id: "a"), CGRect(x: 0, y: 0, width: 30, height: 20))
    expectPreLayoutRect(result.frame(id: "b"), CGRect(x: 35, y: 0, width: 30, height: 20))
    expectPreLayoutRect(result.frame(id: "c"), CGRect(x: 70, y: 0, width: 30, height: 20))
    #expect(result.diagnostics.map(\.kind).contains(.duplicateID))
  }

  @Test("9. Text longer than the container is measured at the container's width and wraps")
  func longTextWraps() {
    // As CollectionView test 6: Hello 42.5 × 20.4 at (0, 0); the long text 85 × 61.2 at
    // (0, 30.4); Hi 17 × 20.4 at (0, 101.6); height 122.
    let strings = ["Hello", "one two three four five six", "Hi"]
    let view = AlignmentGuideFlow(strings, id: \.self) { Text($0).id($0) }.id("flow")
    let result = ViewHost(rootView: ScrollView { view }).layout(in: CGSize(width: 100, height: 844))
    expectPreLayoutRect(result.frame(id: "Hello"), CGRect(x: 0, y: 0, width: 42.5, height: 20.4))
    expectPreLayoutRect(result.frame(id: strings[1]), CGRect(x: 0, y: 30.4, width: 85, height: 61.2))
    expectPreLayoutRect(result.frame(id: "Hi"), CGRect(x: 0, y: 101.6, width: 17, height: 20.4))
    expectPreLayoutRect(result.frame(id: "flow"), CGRect(x: 0, y: 0, width: 100, height: 122))
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
  }

  @Test("10. A new width re-flows the tiles at once; the height follows in the next frame")
  func newWidth() {
    // At 65 two tiles per line (35 + 30 = 65 fits exactly): (0,0) (35,0) (0,30) (35,30); the
    // height is 50 again, so the first frame's height equals the state: no action, 1 frame.
    let host = ViewHost(rootView: ScrollView { guideFlow(fourTiles) })
    _ = host.layout(in: CGSize(width: 100, height: 844))
    let result = host.layout(in: CGSize(width: 65, height: 844))
    expectPreLayoutTiles(
      result, fourTiles, at: [CGPoint(x: 0, y: 0), CGPoint(x: 35, y: 0), CGPoint(x: 0, y: 30), CGPoint(x: 35, y: 30)])
    expectPreLayoutRect(result.frame(id: "flow"), CGRect(x: 0, y: 0, width: 65, height: 50))
    #expect(result.frames.map(\.actionsCalled) == [0])
    // At 30 one tile per line: y 0, 30, 60, 90, height 110: a new height, one action, 2 frames.
    let narrow = host.layout(in: CGSize(width: 30, height: 844))
    expectPreLayoutTiles(
      narrow, fourTiles, at: [CGPoint(x: 0, y: 0), CGPoint(x: 0, y: 30), CGPoint(x: 0, y: 60), CGPoint(x: 0, y: 90)])
    expectPreLayoutRect(narrow.frame(id: "flow"), CGRect(x: 0, y: 0, width: 30, height: 110))
    #expect(narrow.frames.map(\.actionsCalled) == [1, 0])
  }

  @Test("11. Zero items: a container 0 tall, settled in 2 frames")
  func zeroItems() {
    // The empty stack is 0 × 0; its height, 0, is delivered after frame 1 and taken in frame 2.
    let result = PreLayoutFlowTechnique.alignmentGuides.layout([], width: 100)
    expectPreLayoutRect(result.frame(id: "flow"), CGRect(x: 0, y: 0, width: 100, height: 0))
    #expect(result.frames.map(\.actionsCalled) == [1, 0])
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
  }

  @Test("12. A container narrower than one tile gives each tile a line, overflowing to the right")
  func narrowerThanOneTile() {
    // Width 20: 50×20 at (0, 0); 30×10 on a new line at 20 + 10 = 30. Height 30 + 10 = 40.
    let tiles = [PreLayoutFlowTile(0, 50, 20), PreLayoutFlowTile(1, 30, 10)]
    let result = PreLayoutFlowTechnique.alignmentGuides.layout(tiles, width: 20, spacing: 5, lineSpacing: 10)
    expectPreLayoutTiles(result, tiles, at: [CGPoint(x: 0, y: 0), CGPoint(x: 0, y: 30)])
    expectPreLayoutRect(result.frame(id: "flow"), CGRect(x: 0, y: 0, width: 20, height: 40))
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
  }

  @Test("13. 10,000 tiles settle in 2 frames, three to a line, each guide read twice per frame")
  func tenThousandTiles() {
    // As CollectionView test 11: tile k at (35 × (k mod 3), 30 × ⌊k / 3⌋), content 100,010 tall.
    let tiles = (0..<10_000).map { PreLayoutFlowTile($0, 30, 20) }
    let counter = GuideClosureCounter()
    let result = PreLayoutFlowTechnique.alignmentGuides.layout(
      tiles, width: 100, spacing: 5, lineSpacing: 10, counter: counter)
    #expect(result.frames.count == 2)
    #expect(result.diagnostics.isEmpty)
    expectPreLayoutTilesInBulk(result, tiles) { tile in
      CGPoint(x: 35 * (tile.id % 3), y: 30 * (tile.id / 3))
    }
    expectPreLayoutRect(result.frame(id: "flow"), CGRect(x: 0, y: 0, width: 100, height: 100_010))
    // Test 6's two sweeps per frame, two frames: 4 × 10,000 of each guide.
    #expect((counter.leading, counter.top) == (40_000, 40_000))
  }

  @Test("14. Why not a running cursor: never reset, the placing sweep continues the measuring one")
  func runningCursorMisplaces() {
    // Four 30×20 tiles, width 100, spacing 0; each sweep reads L0 T0 L1 T1 L2 T2 L3 T3.
    // Measuring sweep: x guides 0, −30, −60, then |−90 − 30| > 100 wraps (x = 0, y = −20): 0;
    // y guides 0, 0, 0, −20. It leaves x = −30, y = −20.
    // Placing sweep: x guides −30, −60, then |−90 − 30| > 100 wraps (y = −40): 0, then −30;
    // y guides −20, −20, −40, −40. The stack puts each tile at minus its guides, shifted so
    // the smallest is 0: x 30, 60, 0, 30; y 0, 0, 20, 20 — instead of (0,0) (30,0) (60,0) (0,20).
    // The stack's size comes from the measuring sweep (x 0, 30, 60, 0; y 0, 0, 0, 20): 90 × 40,
    // centred across the 100-wide ScrollView (SV1) at x = 5.
    let result = ViewHost(rootView: ScrollView { RunningCursorFlow(tiles: fourTiles, width: 100).id("stack") })
      .layout(in: CGSize(width: 100, height: 844))
    expectPreLayoutRect(result.frame(id: "stack"), CGRect(x: 5, y: 0, width: 90, height: 40))
    expectPreLayoutTiles(
      result, fourTiles, at: [CGPoint(x: 35, y: 0), CGPoint(x: 65, y: 0), CGPoint(x: 5, y: 20), CGPoint(x: 35, y: 20)])
    // The finished flow with spacing 0 puts them where the rule says.
    let flow = AlignmentGuideFlow(fourTiles, spacing: 0, lineSpacing: 0) { tile in
      Color.blue.frame(width: tile.width, height: tile.height).id(tile.id)
    }
    let finished = ViewHost(rootView: ScrollView { flow }).layout(in: CGSize(width: 100, height: 844))
    expectPreLayoutTiles(
      finished, fourTiles, at: [CGPoint(x: 0, y: 0), CGPoint(x: 30, y: 0), CGPoint(x: 60, y: 0), CGPoint(x: 0, y: 20)])
  }

  @Test("15. Why not reset on the last value: two equal items reset the cursor early")
  func resetOnLastValueOverlaps() {
    // Names A, B, A, width 100, 30×20 tiles, spacing 0. The first A equals the last element,
    // so its closures reset x to 0 and B is placed at x 0 too; the last A follows B at 30.
    // Each sweep repeats that, so the tiles are at x 0, 0, 30 in the stack instead of 0, 30,
    // 60; the stack is 60 × 20, centred across the 100-wide ScrollView (SV1) at x = 20.
    let result = ViewHost(rootView: ScrollView { ResetOnLastFlow(names: ["A", "B", "A"], width: 100).id("stack") })
      .layout(in: CGSize(width: 100, height: 844))
    expectPreLayoutRect(result.frame(id: "stack"), CGRect(x: 20, y: 0, width: 60, height: 20))
    expectPreLayoutRect(result.frame(id: 0), CGRect(x: 20, y: 0, width: 30, height: 20))
    expectPreLayoutRect(result.frame(id: 1), CGRect(x: 20, y: 0, width: 30, height: 20))
    expectPreLayoutRect(result.frame(id: 2), CGRect(x: 50, y: 0, width: 30, height: 20))
  }

  @Test("16. Proposed no width, its reader is 0 wide and every tile has a line of its own")
  func noProposedWidth() {
    // A horizontal ScrollView proposes no width (SV1); the reader takes 0 (G3). The flow at
    // width 0: y 0, 20 + 10 = 30, 60; height 80, centred across the scroll axis at
    // y = (844 − 80) / 2 = 382. (CollectionView test 13 flows the same tiles at 40.)
    let tiles = [PreLayoutFlowTile(0, 10, 20), PreLayoutFlowTile(1, 10, 20), PreLayoutFlowTile(2, 40, 20)]
    let result = ViewHost(rootView: ScrollView(.horizontal) { guideFlow(tiles) })
      .layout(in: CGSize(width: 100, height: 844))
    expectPreLayoutRect(result.frame(id: "flow"), CGRect(x: 0, y: 382, width: 0, height: 80))
    expectPreLayoutTiles(result, tiles, at: [CGPoint(x: 0, y: 382), CGPoint(x: 0, y: 412), CGPoint(x: 0, y: 442)])
    #expect(result.frames.count == 2)
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
  }
}
