import Foundation
import LayoutLab

/// A strip of tiles laid out from a template of block types, for a horizontal `ScrollView`:
/// seed 002 ("SwiftUI Layout Protocol — iOS 16.0+"), finished.
///
///     ScrollView(.horizontal) {
///       HorizontalTileGrid(blocks: [.full, .half, .half, .fullCustom(width: 300)]) {
///         ForEach(restaurants) { RestaurantItemView(food: $0) }
///       }
///     }
///
/// **Blocks** (`BlockType`), one subview each, in template order, in columns left to right:
/// - `.full`: a square as tall as the grid;
/// - `.half`: a square half as tall as the grid (less half the spacing); two consecutive
///   halves share a column, the first on top, the second below; a half followed by another
///   block, or by the end of the template, leaves its column's lower slot empty;
/// - `.fullCustom(width:)`: a tile as tall as the grid and `width` wide.
///
/// **Sizes come from the subviews' ideal sizes.** The *unit* is the largest ideal width or
/// height of any subview, so every subview fits a half slot at its ideal size. A half slot
/// is unit × unit; the grid is `2 × unit + spacing` tall, which is also a full square's side.
/// The grid is as wide as its columns plus `spacing` between them, and does not depend on the
/// proposal: it is meant to scroll horizontally (its parent proposes no width), and it keeps
/// its size in any container. No subviews: `.zero`.
///
/// **More subviews than blocks**: the template repeats until every subview has a block, each
/// repetition starting a new column, so the strip looks like copies of the template. Fewer
/// subviews than blocks: the grid ends after the last subview's column. An empty template
/// lays every subview out as `.full`.
///
/// **Placement**: each subview is proposed its tile's size and placed at the tile's centre, so
/// a subview that does not fill its tile is centred in it.
///
/// **Cache**: the unit and every tile are worked out once, in `makeCache`, from the subviews'
/// ideal sizes; `sizeThatFits` and `placeSubviews` only read them.
///
/// **Bad input** never crashes: a negative or non-finite `spacing` or custom width counts as
/// 0, and so does a subview's non-finite ideal length.
///
/// SwiftUI parity: a `Layout` written only against the public API; it behaves the same in
/// SwiftUI. The seed names its blocks differently in its text (`block`, `double`,
/// `blockCustom(width:)`), its code (`full`, `block` for one half slot, `fullCustom(width:)`)
/// and its call site (`.full`, `.double`, `.fullCustom(width:)`), and shows only as many
/// subviews as it has blocks; here the names are `.full`, `.half` and `.fullCustom(width:)`
/// everywhere, a seed `.double` is two `.half` blocks, and the template repeats.
public struct HorizontalTileGrid: Layout {
  /// The template: one block per subview, repeated as needed.
  public var blocks: [BlockType]
  /// The space between columns, and between the two halves of a column.
  public var spacing: CGFloat

  /// A grid laying its subviews out in `blocks`, repeated, with `spacing` between tiles.
  public init(blocks: [BlockType], spacing: CGFloat = 0) {
    self.blocks = blocks
    self.spacing = spacing
  }

  /// What the layout keeps between calls: everything, as nothing depends on the proposal.
  public struct Cache: Equatable, Sendable {
    /// A half slot's side: the largest ideal width or height of any subview.
    public var unit: CGFloat
    /// Each subview's tile, relative to the grid's top leading corner.
    public var tiles: [CGRect]
    /// The grid's size.
    public var size: CGSize
  }

  /// Measures every subview's ideal size once and tiles the subviews.
  public func makeCache(subviews: Subviews) -> Cache {
    var unit: CGFloat = 0
    for subview in subviews {
      let ideal = subview.sizeThatFits(.unspecified)
      for length in [ideal.width, ideal.height] where length.isFinite {
        unit = max(unit, length)
      }
    }
    let plan = TilePlan(blocks: blocks, count: subviews.count, unit: unit, spacing: spacing)
    return Cache(unit: unit, tiles: plan.tiles, size: plan.size)
  }

  /// The grid's size, whatever the proposal (see the type's notes).
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
    cache.size
  }

  /// Places each subview at its tile's centre, proposing the tile's size.
  public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
    for (index, tile) in zip(subviews.indices, cache.tiles) {
      subviews[index].place(
        at: CGPoint(x: bounds.minX + tile.midX, y: bounds.minY + tile.midY), anchor: .center,
        proposal: ProposedViewSize(tile.size))
    }
  }
}
