// swift-format-ignore-file
// The articles print this file's listings word for word, as written; the formatter would change
// their tokens (line breaks inside calls, one case per line), so it leaves the file alone.
// The listings of TileGridSeed.md (LayoutExamples), run: seed 002's tile grid, its bug, and
// the finished HorizontalTileGrid.
import Foundation
import LayoutChecker
import LayoutExamples
import LayoutLab
import LayoutTestSupport
import Testing

/// Seed 002's grid, restated with its call site's names: one template of blocks zipped with
/// the subviews, each placed by its centre.
struct SeedTileGrid: Layout {
  enum Block {
    case full, double, fullCustom(width: CGFloat)
  }

  var blocks: [Block]

  /// The side of a small slot: the largest ideal width or height.
  func unit(_ subviews: Subviews) -> CGFloat {
    subviews.map { subview in
      let ideal = subview.sizeThatFits(.unspecified)
      return max(ideal.width, ideal.height)
    }.max() ?? 1
  }

  func tiles(unit: CGFloat, from origin: CGPoint) -> [CGRect] {
    var tiles: [CGRect] = []
    var x = origin.x
    for block in blocks {
      switch block {
      case .full:
        tiles.append(CGRect(x: x, y: origin.y, width: 2 * unit, height: 2 * unit))
        x += 2 * unit
      case .double:
        tiles.append(CGRect(x: x, y: origin.y, width: unit, height: unit))
        tiles.append(CGRect(x: x, y: origin.y + unit, width: unit, height: unit))
        x += unit
      case .fullCustom(let width):
        tiles.append(CGRect(x: x, y: origin.y, width: width, height: 2 * unit))
        x += width
      }
    }
    return tiles
  }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let unit = unit(subviews)
    return CGSize(width: tiles(unit: unit, from: .zero).last?.maxX ?? 0, height: 2 * unit)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    for (subview, tile) in zip(subviews, tiles(unit: unit(subviews), from: bounds.origin)) {
      subview.place(at: CGPoint(x: tile.midX, y: tile.midY), anchor: .center, proposal: ProposedViewSize(tile.size))
    }
  }
}

/// The checker's reports on the seed's grid and on `HorizontalTileGrid`.
enum TileReports {
  /// The seed's grid, a three-block template (four tiles), six subviews, the ideal proposal.
  static func seed() -> LayoutCheckReport {
    let report = LayoutContractChecker.check(SeedTileGrid(blocks: [.full, .double, .fullCustom(width: 300)]), proposals: [.unspecified]) {
      ForEach(1...6, id: \.self) { Text("\($0)") }
    }
    return report
  }

  /// `HorizontalTileGrid` with the same template and subviews, under every standard proposal.
  static func finished() -> LayoutCheckReport {
    let report = LayoutContractChecker.check(HorizontalTileGrid(blocks: [.full, .half, .half, .fullCustom(width: 300)])) {
      ForEach(1...6, id: \.self) { Text("\($0)") }
    }
    return report
  }
}

/// `TileStrip`, as the article lists it.
private func articleTileStrip() -> some View {
  ScrollView(.horizontal) {
    HorizontalTileGrid(blocks: [.full, .half, .half, .fullCustom(width: 300)], spacing: 2) {
      ForEach(0..<12) { index in
        Text("\(index + 1)")
          .font(.title)
          .frame(maxWidth: .infinity, maxHeight: .infinity)
          .background(Color.orange)
      }
    }
  }
}

@Suite("Seed 002: a tile grid")
struct SeedTileListings {
  @Test("The seed's grid never places the subviews past its four tiles")
  func unplaced() {
    let report = TileReports.seed()
    // .full holds one subview, .double two, .fullCustom one: four tiles for six subviews.
    #expect(report.violations.map(\.kind) == [.unplacedSubview, .unplacedSubview])
    #expect(report.violations.map(\.subviewIndex) == [4, 5])
  }

  @Test("HorizontalTileGrid repeats its template and keeps the contract")
  func finished() {
    let report = TileReports.finished()
    #expect(report.isEmpty, "\(report)")
  }

  @Test("tile-strip: a 33.6 unit, a 69.2-tall strip, 406.8 per repetition")
  func tileStrip() {
    let result = ViewHost(rootView: TileStrip()).layout(in: CGSize(width: 390, height: 844))
    // "12" in .title (28 pt) is 2 × 14 = 28 wide, 33.6 tall: the unit is 33.6; the strip is
    // 2 × 33.6 + 2 = 69.2 tall. One repetition: 69.2 + 2 + 33.6 + 2 + 300 = 406.8; three, with
    // two gaps of 2: 1224.4. Centred vertically: (844 − 69.2) / 2 = 387.4.
    let grid = result.views.first?.children.first
    expectFrame(grid?.frame, CGRect(x: 0, y: 387.4, width: 1224.4, height: 69.2))
    expectFrame(grid?.children[2].frame, CGRect(x: 71.2, y: 423, width: 33.6, height: 33.6))
    expectFrame(grid?.children[4].frame, CGRect(x: 408.8, y: 387.4, width: 69.2, height: 69.2))
    expectScenario("tile-strip", laysOutAs: articleTileStrip())
  }
}
