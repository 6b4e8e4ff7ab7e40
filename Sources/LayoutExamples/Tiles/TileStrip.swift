import Foundation
import LayoutLab

/// Seed 002's screen: `count` numbered orange tiles in a `HorizontalTileGrid` in a horizontal
/// `ScrollView`.
///
///     ScrollView(.horizontal) {
///       HorizontalTileGrid(blocks: blocks) {
///         ForEach(0..<count) { index in
///           Text("\(index + 1)")
///             .font(.title)
///             .frame(maxWidth: .infinity, maxHeight: .infinity)
///             .background(Color.orange)
///         }
///       }
///     }
///
/// A tile's ideal size is its number in `.title`: under LayoutLab's text model (advance =
/// point size ÷ 2, line = 1.2 × point size) "12" at `.large` (28 pt) is 28 × 33.6, so the
/// unit is 33.6 and the strip 69.2 tall (2 × 33.6 + spacing 2). The spacing replaces the
/// seed's `.padding(1)` around each tile. A horizontal
/// scroll view proposes no width and the screen height (SV1); the strip keeps its own size and
/// the scroll view centres it vertically.
///
/// SwiftUI parity: the seed's call site, with numbers for its restaurants.
public struct TileStrip: View {
  /// The template, repeated.
  public var blocks: [HorizontalTileGrid.BlockType]
  /// How many tiles; a negative count shows none.
  public var count: Int

  /// `count` tiles (12 by default) in `blocks` (the seed's `[.full, .double, .fullCustom(width:
  /// 300)]`, with `.double` as two halves, by default), 2 apart.
  public init(
    blocks: [HorizontalTileGrid.BlockType] = [.full, .half, .half, .fullCustom(width: 300)], count: Int = 12
  ) {
    self.blocks = blocks
    self.count = count
  }

  public var body: some View {
    ScrollView(.horizontal) {
      HorizontalTileGrid(blocks: blocks, spacing: 2) {
        ForEach(0..<max(0, count)) { index in
          Text("\(index + 1)")
            .font(.title)
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background(Color.orange)
        }
      }
    }
  }
}
