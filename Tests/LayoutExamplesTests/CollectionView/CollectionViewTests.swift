import Foundation
import LayoutExamples
import LayoutLab
import Testing

/// Four 30×20 tiles: the issue's exact-fit scenario.
private let fourTiles = (0..<4).map { PreLayoutFlowTile($0, 30, 20) }

/// The collection view of `tiles` as a root view, spacing 5, line spacing 10.
private func collection(_ tiles: [PreLayoutFlowTile]) -> some View {
  CollectionView(tiles, spacing: 5, lineSpacing: 10) { tile in
    Color.blue.frame(width: tile.width, height: tile.height).id(tile.id)
  }
  .id("flow")
}

/// An element whose id may repeat, with a tag of its own for its view.
private struct RepeatedKeyTile {
  let key: Int
  let tag: String
}

/// The seed 004 collection view, finished (layout rule PF1). Positions come
/// from the greedy rule (`GreedyFlow`, computed by hand in each test); frame counts from the
/// frame loop (P8: an `onPreferenceChange` action runs after its frame and delivers the first
/// value too).
@Suite("CollectionView: sizes through preferences into state, offsets from a pure flow function")
struct CollectionViewTests {
  @Test("1. Width 100, four 30×20 tiles, spacing 5, line spacing 10: (0,0) (35,0) (70,0) (0,30), 100×50")
  func issueScenarioExactFit() {
    // GreedyFlow test 1: 70 + 30 = 100 fits exactly; the fourth wraps to 20 + 10 = 30. The
    // container takes the proposed width and the content height 30 + 20 = 50.
    let result = PreLayoutFlowTechnique.collectionView.layout(fourTiles, width: 100, spacing: 5, lineSpacing: 10)
    expectPreLayoutTiles(
      result, fourTiles, at: [CGPoint(x: 0, y: 0), CGPoint(x: 35, y: 0), CGPoint(x: 70, y: 0), CGPoint(x: 0, y: 30)])
    expectPreLayoutRect(result.frame(id: "flow"), CGRect(x: 0, y: 0, width: 100, height: 50))
    #expect(result.frames.count == 2)
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
  }

  @Test("2. Width 50 with 80×20, 20×20, 20×20: (0,0) (0,30) (25,30), no empty line")
  func issueScenarioOversized() {
    // GreedyFlow test 2: the 80-wide tile starts the first line although it overflows; the
    // next one wraps (85 + 20 > 50) to y = 30 and the last follows at 20 + 5 = 25.
    let tiles = [PreLayoutFlowTile(0, 80, 20), PreLayoutFlowTile(1, 20, 20), PreLayoutFlowTile(2, 20, 20)]
    let result = PreLayoutFlowTechnique.collectionView.layout(tiles, width: 50, spacing: 5, lineSpacing: 10)
    expectPreLayoutTiles(result, tiles, at: [CGPoint(x: 0, y: 0), CGPoint(x: 0, y: 30), CGPoint(x: 25, y: 30)])
    expectPreLayoutRect(result.frame(id: "flow"), CGRect(x: 0, y: 0, width: 50, height: 50))
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
  }

  @Test("3. Frame 1 draws every tile at the corner of a container as tall as its tallest tile")
  func firstFrame() {
    // Sizes and width are still unknown: no offsets and no height. The host proposes 100 × 844;
    // the container takes the width (its flexible frame, min 0, max ∞) and the height of its
    // stack, whose tiles all sit at its corner: 20. The host centres it: y = (844 − 20) / 2 = 412.
    let host = ViewHost(rootView: collection(fourTiles))
    host.frameBudget = 1
    let result = host.layout(in: CGSize(width: 100, height: 844))
    expectPreLayoutRect(result.frame(id: "flow"), CGRect(x: 0, y: 412, width: 100, height: 20))
    expectPreLayoutTiles(result, fourTiles, at: Array(repeating: CGPoint(x: 0, y: 412), count: 4))
    // The actions wrote the sizes and the width: the loop stopped with state still changing.
    #expect(result.diagnostics.map(\.kind) == [.unsettledLayout])
  }

  @Test("4. Frame 2 moves the tiles into their lines and the container takes the content height")
  func secondFrame() {
    // Content height 50 (test 1): the host centres the container at y = (844 − 50) / 2 = 397,
    // and the tiles are at their offsets from its corner.
    let result = ViewHost(rootView: collection(fourTiles)).layout(in: CGSize(width: 100, height: 844))
    expectPreLayoutRect(result.frame(id: "flow"), CGRect(x: 0, y: 397, width: 100, height: 50))
    expectPreLayoutTiles(
      result, fourTiles,
      at: [CGPoint(x: 0, y: 397), CGPoint(x: 35, y: 397), CGPoint(x: 70, y: 397), CGPoint(x: 0, y: 427)])
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
  }

  @Test("5. It settles in 2 frames: two actions after frame 1, none after frame 2")
  func countersToSettle() {
    let view = CollectionView(fourTiles, spacing: 5, lineSpacing: 10) { tile in
      Color.blue.frame(width: tile.width, height: tile.height).id(tile.id)
    }
    let result = ViewHost(rootView: view).layout(in: CGSize(width: 100, height: 844))
    #expect(result.frames.count == 2)
    // Frame 1 delivers the first sizes and the first width (P8): two actions, two writes.
    // Frame 2 finds the same sizes (tiles are proposed the width and no height, whatever the
    // state) and the same width: nothing to deliver.
    #expect(result.frames.map(\.actionsCalled) == [2, 0])
    #expect(result.frames.map(\.stateWrites) == [2, 0])
    // Per frame: the sizes of 4 tiles fold with 3 `reduce`s (P3); the width key has two
    // contributions where the container's background meets its content, the reader's width
    // and the tiles' `ForEach`, which contributes the default (P4): 1 `reduce`. 3 + 1 = 4.
    #expect(result.frames.map(\.preferenceReductions) == [4, 4])
    // Frame 1 builds everything: the container's body and 5 readers' contents (4 tiles, the
    // width). Frame 2 evaluates the container again (its state changed), and with it the new
    // readers (a closure is never equal to the last one), so the same again.
    let bodies = [String(describing: type(of: view)): 1, "GeometryReader": 5]
    #expect(result.frames.map(\.tree.bodyEvaluationsByType) == [bodies, bodies])
  }

  @Test("6. Text longer than the container is measured at the container's width and wraps")
  func longTextWraps() {
    // Body text: 8.5 per character, 20.4 per line. Proposed 100 wide (11 characters per line):
    // "Hello" is 42.5 × 20.4; "one two three four five six" wraps to "one two" / "three four"
    // / "five six", 10 characters (85) wide and 3 × 20.4 = 61.2 tall; "Hi" is 17 × 20.4.
    // Flow (spacing 10, line spacing 10): Hello at (0, 0); 52.5 + 85 > 100: the long text at
    // (0, 20.4 + 10 = 30.4); 95 + 17 > 100: Hi at (0, 30.4 + 61.2 + 10 = 101.6). Height
    // 101.6 + 20.4 = 122.
    let strings = ["Hello", "one two three four five six", "Hi"]
    let view = CollectionView(strings, id: \.self) { Text($0).id($0) }.id("flow")
    let result = ViewHost(rootView: ScrollView { view }).layout(in: CGSize(width: 100, height: 844))
    expectPreLayoutRect(result.frame(id: "Hello"), CGRect(x: 0, y: 0, width: 42.5, height: 20.4))
    expectPreLayoutRect(result.frame(id: strings[1]), CGRect(x: 0, y: 30.4, width: 85, height: 61.2))
    expectPreLayoutRect(result.frame(id: "Hi"), CGRect(x: 0, y: 101.6, width: 17, height: 20.4))
    expectPreLayoutRect(result.frame(id: "flow"), CGRect(x: 0, y: 0, width: 100, height: 122))
    #expect(result.frames.count == 2)
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
  }

  @Test("7. A new width re-flows the tiles in 2 more frames, with only the width's action")
  func newWidth() {
    // At 65: 35 + 30 = 65 fits exactly, so two tiles per line: (0,0) (35,0) (0,30) (35,30),
    // height 50. The first frame still flows at the old width (its state); the width action
    // runs after it; the sizes are unchanged, so their action does not run.
    let host = ViewHost(rootView: ScrollView { collection(fourTiles) })
    _ = host.layout(in: CGSize(width: 100, height: 844))
    let result = host.layout(in: CGSize(width: 65, height: 844))
    expectPreLayoutTiles(
      result, fourTiles, at: [CGPoint(x: 0, y: 0), CGPoint(x: 35, y: 0), CGPoint(x: 0, y: 30), CGPoint(x: 35, y: 30)])
    expectPreLayoutRect(result.frame(id: "flow"), CGRect(x: 0, y: 0, width: 65, height: 50))
    #expect(result.frames.map(\.actionsCalled) == [1, 0])
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
  }

  @Test("8. It reports its content height: a view below it in a VStack starts right under it")
  func contentHeightInStack() {
    // VStack(spacing: 0) of the container (100 × 50) and a 10-tall colour: 60 tall, centred by
    // the host at y = (844 − 60) / 2 = 392; the colour at 392 + 50 = 442.
    let root = VStack(spacing: 0) {
      collection(fourTiles)
      Color.red.frame(height: 10).id("below")
    }
    let result = ViewHost(rootView: root).layout(in: CGSize(width: 100, height: 844))
    expectPreLayoutRect(result.frame(id: "flow"), CGRect(x: 0, y: 392, width: 100, height: 50))
    expectPreLayoutRect(result.frame(id: "below"), CGRect(x: 0, y: 442, width: 100, height: 10))
  }

  @Test("9. Zero items: a container 0 tall, settled in 2 frames")
  func zeroItems() {
    // Frame 1 delivers the width and the sizes; the sizes are the empty default, equal to the
    // state's initial value, so only the width is written. Frame 2: height 0.
    let result = PreLayoutFlowTechnique.collectionView.layout([], width: 100)
    expectPreLayoutRect(result.frame(id: "flow"), CGRect(x: 0, y: 0, width: 100, height: 0))
    #expect(result.frames.map(\.actionsCalled) == [2, 0])
    #expect(result.frames.map(\.stateWrites) == [1, 0])
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
  }

  @Test("10. A container narrower than one tile gives each tile a line, overflowing to the right")
  func narrowerThanOneTile() {
    // Width 20: 50×20 at (0, 0); 30×10 on a new line at 20 + 10 = 30. Height 30 + 10 = 40.
    let tiles = [PreLayoutFlowTile(0, 50, 20), PreLayoutFlowTile(1, 30, 10)]
    let result = PreLayoutFlowTechnique.collectionView.layout(tiles, width: 20, spacing: 5, lineSpacing: 10)
    expectPreLayoutTiles(result, tiles, at: [CGPoint(x: 0, y: 0), CGPoint(x: 0, y: 30)])
    expectPreLayoutRect(result.frame(id: "flow"), CGRect(x: 0, y: 0, width: 20, height: 40))
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
  }

  @Test("11. 10,000 tiles settle in 2 frames, three to a line")
  func tenThousandTiles() {
    // 30×20 tiles at width 100, spacing 5, line spacing 10: three per line (test 1), so tile k
    // is at (35 × (k mod 3), 30 × ⌊k / 3⌋); 3,334 lines, the last at 30 × 3,333 = 99,990, so
    // the content is 99,990 + 20 = 100,010 tall.
    let tiles = (0..<10_000).map { PreLayoutFlowTile($0, 30, 20) }
    let result = PreLayoutFlowTechnique.collectionView.layout(tiles, width: 100, spacing: 5, lineSpacing: 10)
    #expect(result.frames.count == 2)
    #expect(result.diagnostics.isEmpty)
    expectPreLayoutTilesInBulk(result, tiles) { tile in
      CGPoint(x: 35 * (tile.id % 3), y: 30 * (tile.id / 3))
    }
    expectPreLayoutRect(result.frame(id: "flow"), CGRect(x: 0, y: 0, width: 100, height: 100_010))
  }

  @Test("12. Items with the same id share one size and one offset; the duplicate is reported")
  func repeatedIDs() {
    // Keys 1, 2, 1 (three 30×20 tiles, width 100, spacing 5): the flow places key 1 at 0, key
    // 2 at 35 and key 1 again at 70, which wins (GreedyFlow test 9): both views with key 1
    // are drawn at (70, 0).
    let tiles = [
      RepeatedKeyTile(key: 1, tag: "a"), RepeatedKeyTile(key: 2, tag: "b"), RepeatedKeyTile(key: 1, tag: "c"),
    ]
    let view = CollectionView(tiles, id: \.key, spacing: 5, lineSpacing: 10) { tile in
      Color.blue.frame(width: 30, height: 20).id(tile.tag)
    }
    let result = ViewHost(rootView: ScrollView { view }).layout(in: CGSize(width: 100, height: 844))
    expectPreLayoutRect(result.frame(id: "a"), CGRect(x: 70, y: 0, width: 30, height: 20))
    expectPreLayoutRect(result.frame(id: "b"), CGRect(x: 35, y: 0, width: 30, height: 20))
    expectPreLayoutRect(result.frame(id: "c"), CGRect(x: 70, y: 0, width: 30, height: 20))
    #expect(result.diagnostics.map(\.kind).contains(.duplicateID))
    #expect(result.frames.count == 2)
  }

  @Test("13. Proposed no width, it flows at its widest item's ideal width")
  func noProposedWidth() {
    // A horizontal ScrollView proposes no width (SV1). The stacked tiles are 40 wide (the
    // widest), so the container is 40 wide and flows at 40 (spacing 5, line spacing 10): 10×20
    // at 0, 10×20 at 15 (15 + 10 = 25 ≤ 40), then 30 + 40 > 40: 40×20 at (0, 30). Height 50,
    // centred across the scroll axis at y = (844 − 50) / 2 = 397.
    let tiles = [PreLayoutFlowTile(0, 10, 20), PreLayoutFlowTile(1, 10, 20), PreLayoutFlowTile(2, 40, 20)]
    let result = ViewHost(rootView: ScrollView(.horizontal) { collection(tiles) })
      .layout(in: CGSize(width: 100, height: 844))
    expectPreLayoutRect(result.frame(id: "flow"), CGRect(x: 0, y: 397, width: 40, height: 50))
    expectPreLayoutTiles(result, tiles, at: [CGPoint(x: 0, y: 397), CGPoint(x: 15, y: 397), CGPoint(x: 0, y: 427)])
    #expect(result.frames.count == 2)
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
  }
}
