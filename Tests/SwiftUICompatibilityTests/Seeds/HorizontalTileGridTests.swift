import LayoutLab
import Testing

/// Seed 002's call site around a stand-in grid (`HorizontalTileGrid` fixture): blocks
/// [.full, .double, .fullCustom(width: 300)] of side 100 make tiles
/// (0, 0, 100, 100), (100, 0, 50, 50), (100, 50, 50, 50), (150, 0, 300, 100): 450 x 100.
@Suite("Seed 002's horizontal scroll view of tiles compiles and lays out")
struct HorizontalTileGridTests {
  @Test("A horizontal ScrollView proposes no width: the grid takes its full 450 and scrolls in 390")
  func gridInHorizontalScrollView() throws {
    let result = ViewHost(rootView: RestaurantStrip()).layout(in: CGSize(width: 390, height: 844))
    // SV1, axes swapped: the content is proposed (nil, 844); the ScrollView is as wide as
    // proposed (390) and as tall as its content (100), centred: y = (844 - 100) / 2 = 372.
    // `.scrollIndicators(.hidden)` changes nothing in layout.
    let scroll = try #require(result.views.first)
    #expect(scroll.frame == CGRect(x: 0, y: 372, width: 390, height: 100))
    let grid = try #require(scroll.children.first)
    #expect(grid.proposal == ProposedViewSize(width: nil, height: 844))
    #expect(grid.frame == CGRect(x: 0, y: 372, width: 450, height: 100))
    // Each item (RestaurantItemView().padding(1)) is proposed its tile and fills it: the
    // flexible frame inside takes the proposed 98 x 98 (tile minus padding), the padding adds 1.
    #expect(
      grid.children.map(\.frame) == [
        CGRect(x: 0, y: 372, width: 100, height: 100),
        CGRect(x: 100, y: 372, width: 50, height: 50),
        CGRect(x: 100, y: 422, width: 50, height: 50),
        CGRect(x: 150, y: 372, width: 300, height: 100),
      ])
    #expect(result.diagnostics.isEmpty)
  }

  @Test("A tile's text is centred in its padded tile")
  func textCentredInTile() throws {
    let result = ViewHost(rootView: RestaurantStrip()).layout(in: CGSize(width: 390, height: 844))
    let last = try #require(result.views.first?.children.first?.children.last)
    // padding(1) › background › frame › Text: "Noodle bar" is 85 x 20.4, centred in the frame
    // (151, 373, 298, 98): x = 151 + (298 - 85) / 2 = 257.5, y = 373 + (98 - 20.4) / 2 = 411.8.
    let background = try #require(last.children.first)
    #expect(background.frame == CGRect(x: 151, y: 373, width: 298, height: 98))
    let text = try #require(background.children.first?.children.first)
    expectFrame(text.frame, CGRect(x: 257.5, y: 411.8, width: 85, height: 20.4))
  }
}
