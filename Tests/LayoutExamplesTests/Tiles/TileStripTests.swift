import Foundation
import LayoutExamples
import LayoutLab
import Testing

/// `TileStrip`: 12 numbered tiles (`Text` in `.title`, filling their tile on orange) in a
/// `HorizontalTileGrid` with the seed's template `[.full, .half, .half, .fullCustom(width:
/// 300)]` and spacing 2, in a horizontal `ScrollView`, on a 390 x 844 iPhone.
///
/// Hand computation: at `.large`, title is 28 pt (DT3); "10" to "12" are 2 x 14 = 28 wide and
/// 1.2 x 28 = 33.6 tall, the largest ideal lengths, so u = 33.6 and the strip is 2 x 33.6 + 2
/// = 69.2 tall. One repetition: the 69.2 square at x, the halves at x + 71.2 (y 0 and 35.6),
/// the 300-wide tile at x + 71.2 + 35.6 = x + 106.8; the next repetition at x + 408.8. Three
/// repetitions: 3 x 408.8 - 2 = 1224.4 wide. The horizontal scroll view proposes (nil, 844)
/// (SV1), is 390 x 69.2 and centred: y = (844 - 69.2) / 2 = 387.4.
@Suite("TileStrip: seed 002's tiles scroll horizontally, sized from their text")
struct TileStripTests {
  /// Whether `a` is `b` within 0.001.
  private func close(_ a: CGRect?, _ b: CGRect) -> Bool {
    guard let a else { return false }
    return abs(a.minX - b.minX) < 0.001 && abs(a.minY - b.minY) < 0.001 && abs(a.width - b.width) < 0.001
      && abs(a.height - b.height) < 0.001
  }

  /// The tiles: ScrollView › HorizontalTileGrid › tiles.
  private func tiles(_ result: LayoutResult) -> [CGRect] {
    result.views.first?.children.first?.children.map(\.frame) ?? []
  }

  @Test("S1 The strip is 1224.4 x 69.2, proposed no width, and its tiles repeat the template")
  func stripInScrollView() throws {
    let result = ViewHost(rootView: TileStrip()).layout(in: CGSize(width: 390, height: 844))
    let scroll = try #require(result.views.first)
    #expect(close(scroll.frame, CGRect(x: 0, y: 387.4, width: 390, height: 69.2)))
    let grid = try #require(scroll.children.first)
    #expect(grid.proposal == ProposedViewSize(width: nil, height: 844))
    #expect(close(grid.frame, CGRect(x: 0, y: 387.4, width: 1224.4, height: 69.2)))
    let frames = tiles(result)
    #expect(frames.count == 12)
    for repetition in 0..<3 {
      let x = CGFloat(repetition) * 408.8
      let four = Array(frames.dropFirst(4 * repetition).prefix(4))
      #expect(close(four.first, CGRect(x: x, y: 387.4, width: 69.2, height: 69.2)))
      #expect(close(four.dropFirst().first, CGRect(x: x + 71.2, y: 387.4, width: 33.6, height: 33.6)))
      #expect(close(four.dropFirst(2).first, CGRect(x: x + 71.2, y: 423, width: 33.6, height: 33.6)))
      #expect(close(four.last, CGRect(x: x + 106.8, y: 387.4, width: 300, height: 69.2)))
    }
    #expect(result.diagnostics.isEmpty)
  }

  @Test("S2 A tile's number is centred in its tile")
  func numberCentred() throws {
    let result = ViewHost(rootView: TileStrip()).layout(in: CGSize(width: 390, height: 844))
    // Tile 2 (a half, 71.2, 387.4, 33.6 x 33.6): background › frame › Text("2"), 14 x 33.6,
    // centred: x = 71.2 + (33.6 - 14) / 2 = 81.
    let tile = try #require(result.views.first?.children.first?.children.dropFirst().first)
    let text = try #require(tile.children.first?.children.first)
    #expect(close(text.frame, CGRect(x: 81, y: 387.4, width: 14, height: 33.6)))
  }

  @Test("S3 The cache measures each tile's ideal size once: each tile is asked twice in all")
  func cacheMeasuresOnce() {
    let result = ViewHost(rootView: TileStrip()).layout(in: CGSize(width: 390, height: 844))
    // Ideal size once (makeCache), the tile size once (placement); sizeThatFits and
    // placeSubviews only read the cache.
    let counters = result.views.first?.children.first?.children.map(\.counters) ?? []
    #expect(counters.count == 12)
    #expect(counters.allSatisfy { $0.sizeThatFitsCalls == 2 && $0.cacheHits == 0 })
  }

  @Test("S4 A new template on a live host remakes the cache")
  func newTemplateUpdatesTheCache() {
    let host = ViewHost(rootView: TileStrip(count: 3))
    let before = host.layout(in: CGSize(width: 390, height: 844))
    host.rootView = TileStrip(blocks: [.half], count: 3)
    let after = host.layout(in: CGSize(width: 390, height: 844))
    // Before: "1" to "3" are 14 x 33.6, u = 33.6; full, half, half: widths 69.2, 33.6 ->
    // 69.2 + 2 + 33.6 = 104.8 wide. After: three lone halves: 3 x 33.6 + 2 x 2 = 104.8 too,
    // but the first tile is now a half.
    #expect(close(tiles(before).first, CGRect(x: 0, y: 387.4, width: 69.2, height: 69.2)))
    #expect(close(tiles(after).first, CGRect(x: 0, y: 387.4, width: 33.6, height: 33.6)))
    #expect(close(tiles(after).last, CGRect(x: 71.2, y: 387.4, width: 33.6, height: 33.6)))
  }

  @Test("S5 The tiles grow with Dynamic Type: at AX5 the unit is the title's 69.6-pt line")
  func dynamicType() {
    var environment = EnvironmentValues()
    environment.dynamicTypeSize = .accessibility5
    let result = ViewHost(rootView: TileStrip(), environment: environment).layout(in: CGSize(width: 390, height: 844))
    // Title at AX5 is 58 pt (DT3): "12" is 58 x 69.6, u = 69.6, height 2 x 69.6 + 2 = 141.2,
    // centred: y = (844 - 141.2) / 2 = 351.4.
    #expect(close(tiles(result).first, CGRect(x: 0, y: 351.4, width: 141.2, height: 141.2)))
  }

  @Test("S6 No tiles: an empty strip")
  func noTiles() {
    let result = ViewHost(rootView: TileStrip(count: -1)).layout(in: CGSize(width: 390, height: 844))
    // The grid is 0 x 0; the scroll view takes the proposed width and its content's height:
    // 390 x 0, centred at y = 422.
    #expect(result.views.first?.frame == CGRect(x: 0, y: 422, width: 390, height: 0))
    #expect(tiles(result).isEmpty)
    #expect(result.diagnostics.isEmpty)
  }
}
