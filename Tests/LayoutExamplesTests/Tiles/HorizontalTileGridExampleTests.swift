import Foundation
import LayoutChecker
import LayoutExamples
import LayoutLab
import Testing

/// A flexible subview with the given ideal size: it fills the tile it is proposed, so its
/// frame is its tile.
private func tileBox(_ width: CGFloat, _ height: CGFloat) -> some View {
  Color.orange.frame(idealWidth: width, idealHeight: height)
}

/// Whether `frames` are `expected`, one for one, within 0.001.
private func tilesMatch(_ frames: [CGRect?], _ expected: [CGRect]) -> Bool {
  frames.count == expected.count
    && zip(frames, expected).allSatisfy { frame, rect in
      guard let frame else { return false }
      return abs(frame.minX - rect.minX) < 0.001 && abs(frame.minY - rect.minY) < 0.001
        && abs(frame.width - rect.width) < 0.001 && abs(frame.height - rect.height) < 0.001
    }
}

/// `HorizontalTileGrid` on its own, asked through `LayoutChecker` (every report must be
/// empty; frames are relative to the bounds' origin). Hand computation, from the type's
/// notes: the unit u is the largest ideal width or height of any subview; the grid is
/// 2u + s tall (s: spacing); `.full` is a (2u + s)-square, `.half` a u-square (two
/// consecutive halves share a column, top then bottom at y = u + s), `.fullCustom(width: w)`
/// is w by 2u + s; columns are s apart; the template repeats, each repetition from a new column.
@Suite("HorizontalTileGrid: a template of full, half and custom-width blocks, repeated")
struct HorizontalTileGridExampleTests {
  /// Seed 002's template, its `.double` written as two halves.
  private let seedTemplate: [HorizontalTileGrid.BlockType] = [.full, .half, .half, .fullCustom(width: 300)]

  @Test("T1 The seed's template: a full square, two stacked halves and a 300-wide tile")
  func seedTemplateTiles() throws {
    let report = LayoutContractChecker.check(HorizontalTileGrid(blocks: seedTemplate)) {
      tileBox(40, 30)
      tileBox(20, 50)
      tileBox(10, 10)
      tileBox(10, 10)
    }
    #expect(report.isEmpty, "\(report)")
    // u = max(40, 30, 20, 50, 10) = 50; height 100. Full (0, 0, 100, 100); halves at x = 100,
    // y = 0 and 50; the custom tile at x = 150, 300 wide. 450 x 100 for every proposal.
    #expect(report.outcomes.allSatisfy { $0.size == CGSize(width: 450, height: 100) })
    let outcome = try #require(report.outcomes.first)
    #expect(
      tilesMatch(
        outcome.frames,
        [
          CGRect(x: 0, y: 0, width: 100, height: 100), CGRect(x: 100, y: 0, width: 50, height: 50),
          CGRect(x: 100, y: 50, width: 50, height: 50), CGRect(x: 150, y: 0, width: 300, height: 100),
        ]))
  }

  @Test("T2 Spacing separates the columns and the two halves, and a full square spans both halves")
  func spacing() throws {
    let report = LayoutContractChecker.check(HorizontalTileGrid(blocks: seedTemplate, spacing: 4)) {
      tileBox(40, 30)
      tileBox(20, 50)
      tileBox(10, 10)
      tileBox(10, 10)
    }
    #expect(report.isEmpty, "\(report)")
    // u = 50, s = 4: height 2 x 50 + 4 = 104. Full (0, 0, 104, 104); halves at x = 108, y = 0
    // and 54; custom at x = 108 + 50 + 4 = 162. Width 162 + 300 = 462.
    let outcome = try #require(report.outcomes.first)
    #expect(outcome.size == CGSize(width: 462, height: 104))
    #expect(
      tilesMatch(
        outcome.frames,
        [
          CGRect(x: 0, y: 0, width: 104, height: 104), CGRect(x: 108, y: 0, width: 50, height: 50),
          CGRect(x: 108, y: 54, width: 50, height: 50), CGRect(x: 162, y: 0, width: 300, height: 104),
        ]))
  }

  @Test("T3 More subviews than blocks: the template repeats until every subview has a tile")
  func templateRepeats() throws {
    let report = LayoutContractChecker.check(
      HorizontalTileGrid(blocks: [.full, .half, .half]), subviews: Array(repeating: tileBox(10, 10), count: 7))
    #expect(report.isEmpty, "\(report)")
    // u = 10, height 20. Each repetition is 20 + 10 = 30 wide: F H/H | F H/H | F.
    let outcome = try #require(report.outcomes.first)
    #expect(outcome.size == CGSize(width: 80, height: 20))
    #expect(
      tilesMatch(
        outcome.frames,
        [
          CGRect(x: 0, y: 0, width: 20, height: 20), CGRect(x: 20, y: 0, width: 10, height: 10),
          CGRect(x: 20, y: 10, width: 10, height: 10),
          CGRect(x: 30, y: 0, width: 20, height: 20), CGRect(x: 50, y: 0, width: 10, height: 10),
          CGRect(x: 50, y: 10, width: 10, height: 10),
          CGRect(x: 60, y: 0, width: 20, height: 20),
        ]))
  }

  @Test("T4 Each repetition starts a new column: a lone half is never joined by the next repetition's half")
  func repetitionsStartNewColumns() throws {
    let single = LayoutContractChecker.check(
      HorizontalTileGrid(blocks: [.half]), subviews: Array(repeating: tileBox(10, 10), count: 3))
    let pair = LayoutContractChecker.check(
      HorizontalTileGrid(blocks: [.half, .half]), subviews: Array(repeating: tileBox(10, 10), count: 3))
    let split = LayoutContractChecker.check(
      HorizontalTileGrid(blocks: [.half, .full, .half]), subviews: Array(repeating: tileBox(10, 10), count: 4))
    #expect(single.isEmpty, "\(single)")
    #expect(pair.isEmpty, "\(pair)")
    #expect(split.isEmpty, "\(split)")
    // [.half]: every repetition is one half with an empty lower slot: three columns, 30 x 20.
    #expect(single.outcomes.first?.size == CGSize(width: 30, height: 20))
    #expect(
      tilesMatch(
        single.outcomes.first?.frames ?? [],
        [
          CGRect(x: 0, y: 0, width: 10, height: 10), CGRect(x: 10, y: 0, width: 10, height: 10),
          CGRect(x: 20, y: 0, width: 10, height: 10),
        ]))
    // [.half, .half]: a full column, then the third subview's half alone: 20 x 20.
    #expect(pair.outcomes.first?.size == CGSize(width: 20, height: 20))
    #expect(
      tilesMatch(
        pair.outcomes.first?.frames ?? [],
        [
          CGRect(x: 0, y: 0, width: 10, height: 10), CGRect(x: 0, y: 10, width: 10, height: 10),
          CGRect(x: 10, y: 0, width: 10, height: 10),
        ]))
    // [.half, .full, .half] twice (4 subviews): H | F | H, then H in a new column at x = 40,
    // not under the third one: 50 x 20.
    #expect(split.outcomes.first?.size == CGSize(width: 50, height: 20))
    #expect(
      tilesMatch(
        split.outcomes.first?.frames ?? [],
        [
          CGRect(x: 0, y: 0, width: 10, height: 10), CGRect(x: 10, y: 0, width: 20, height: 20),
          CGRect(x: 30, y: 0, width: 10, height: 10), CGRect(x: 40, y: 0, width: 10, height: 10),
        ]))
  }

  @Test("T5 Fewer subviews than blocks: the grid ends after the last subview's column")
  func fewerSubviewsThanBlocks() throws {
    let report = LayoutContractChecker.check(HorizontalTileGrid(blocks: seedTemplate)) {
      tileBox(40, 30)
      tileBox(20, 50)
    }
    #expect(report.isEmpty, "\(report)")
    // u = 50: the full square and the top half of the next column: 100 + 50 = 150 by 100.
    let outcome = try #require(report.outcomes.first)
    #expect(outcome.size == CGSize(width: 150, height: 100))
    #expect(
      tilesMatch(
        outcome.frames,
        [
          CGRect(x: 0, y: 0, width: 100, height: 100), CGRect(x: 100, y: 0, width: 50, height: 50),
        ]))
  }

  @Test("T6 An empty template lays every subview out as a full square")
  func emptyTemplate() throws {
    let report = LayoutContractChecker.check(
      HorizontalTileGrid(blocks: [], spacing: 5), subviews: Array(repeating: tileBox(10, 10), count: 3))
    #expect(report.isEmpty, "\(report)")
    // u = 10, height 2 x 10 + 5 = 25; squares 25 wide, 5 apart: 3 x 25 + 2 x 5 = 85.
    let outcome = try #require(report.outcomes.first)
    #expect(outcome.size == CGSize(width: 85, height: 25))
    #expect(
      tilesMatch(
        outcome.frames,
        [
          CGRect(x: 0, y: 0, width: 25, height: 25), CGRect(x: 30, y: 0, width: 25, height: 25),
          CGRect(x: 60, y: 0, width: 25, height: 25),
        ]))
  }

  @Test("T7 A subview is proposed its tile and centred in it when it does not fill it")
  func subviewCentredInTile() throws {
    let report = LayoutContractChecker.check(HorizontalTileGrid(blocks: [.full, .half])) {
      Color.red.frame(width: 20, height: 10)
      tileBox(40, 40)
    }
    #expect(report.isEmpty, "\(report)")
    // u = 40, height 80. The fixed 20 x 10 frame in the (0, 0, 80, 80) square is centred:
    // (30, 35); the flexible box fills the half at (80, 0, 40, 40). 120 x 80.
    let outcome = try #require(report.outcomes.first)
    #expect(outcome.size == CGSize(width: 120, height: 80))
    #expect(
      tilesMatch(
        outcome.frames,
        [
          CGRect(x: 30, y: 35, width: 20, height: 10), CGRect(x: 80, y: 0, width: 40, height: 40),
        ]))
  }

  @Test("T8 The size ignores the proposal, so a container narrower than one tile changes nothing")
  func proposalIgnored() throws {
    let proposals: [ProposedViewSize] =
      LayoutContractChecker.standardProposals + [ProposedViewSize(width: 20, height: 844)]
    let report = LayoutContractChecker.check(HorizontalTileGrid(blocks: seedTemplate), proposals: proposals) {
      tileBox(40, 30)
      tileBox(20, 50)
      tileBox(10, 10)
      tileBox(10, 10)
    }
    #expect(report.isEmpty, "\(report)")
    // T1's 450 x 100 and tiles, under .zero, .unspecified, .infinity, 390 x 844, 390 x nil,
    // 100 x 100, 0 x 500 and 20 x 844 (narrower than the 100-wide square) alike.
    let first = try #require(report.outcomes.first)
    #expect(report.outcomes.count == proposals.count)
    #expect(report.outcomes.allSatisfy { $0.size == first.size && $0.frames == first.frames && $0.wasPlaced })
  }

  @Test("T9 No subviews: zero size for every proposal, and nothing to report")
  func noSubviews() {
    let report = LayoutContractChecker.check(HorizontalTileGrid(blocks: seedTemplate), subviews: [Color]())
    #expect(report.isEmpty, "\(report)")
    #expect(report.outcomes.allSatisfy { $0.size == .zero })
  }

  @Test("T10 A bad spacing or custom width counts as 0 and never traps")
  func badInput() throws {
    let layout = HorizontalTileGrid(
      blocks: [.fullCustom(width: -20), .full, .fullCustom(width: .infinity)], spacing: .nan)
    let report = LayoutContractChecker.check(layout, subviews: Array(repeating: tileBox(10, 10), count: 4))
    #expect(report.isEmpty, "\(report)")
    // s = 0, u = 10, height 20. Custom -20 -> 0 wide at x = 0; the full square at x = 0; the
    // custom infinity -> 0 wide at x = 20; the template repeats: another 0-wide tile at 20.
    let outcome = try #require(report.outcomes.first)
    #expect(outcome.size == CGSize(width: 20, height: 20))
    #expect(
      tilesMatch(
        outcome.frames,
        [
          CGRect(x: 0, y: 0, width: 0, height: 20), CGRect(x: 0, y: 0, width: 20, height: 20),
          CGRect(x: 20, y: 0, width: 0, height: 20), CGRect(x: 20, y: 0, width: 0, height: 20),
        ]))
  }

  @Test("T11 LayoutChecker finds nothing wrong with text, shapes and fixed frames as tiles")
  func contract() {
    let report = LayoutContractChecker.check(HorizontalTileGrid(blocks: seedTemplate, spacing: 2)) {
      Text("Pizza")
      Text("Noodle bar")
      Color.red
      Color.blue.frame(width: 30, height: 30)
      Text("Sushi").frame(maxWidth: .infinity, maxHeight: .infinity)
    }
    #expect(report.isEmpty, "\(report)")
  }

  @Test("T12 10,000 subviews repeat the template 2,500 times; the last tile is where computed")
  func tenThousandTiles() throws {
    let strip = ScrollView(.horizontal) {
      HorizontalTileGrid(blocks: seedTemplate) {
        ForEach(0..<10_000) { _ in Color.orange }
      }
    }
    let result = ViewHost(rootView: strip).layout(in: CGSize(width: 390, height: 844))
    // Colors' ideal size is 10 x 10: u = 10, height 20. A repetition is 20 + 10 + 300 = 330
    // wide; 2,500 of them: 825000. Subview 9999 is the last custom tile: x = 2499 x 330 + 30 =
    // 824700. The scroll view is 390 x 20, centred: y = (844 - 20) / 2 = 412.
    let grid = try #require(result.views.first?.children.first)
    #expect(grid.frame == CGRect(x: 0, y: 412, width: 825_000, height: 20))
    #expect(grid.children.count == 10_000)
    #expect(grid.children.last?.frame == CGRect(x: 824_700, y: 412, width: 300, height: 20))
    #expect(result.diagnostics.isEmpty)
  }
}
