import Foundation

extension HorizontalTileGrid {
  /// How a `HorizontalTileGrid` lays out one subview. The grid is `2 × unit + spacing` tall,
  /// where the unit is the largest ideal length of any subview.
  ///
  /// SwiftUI parity: seed 002's `BlockType`, with one set of names (see `HorizontalTileGrid`).
  public enum BlockType: Hashable, Sendable {
    /// A square as tall as the grid.
    case full
    /// A unit × unit square; two consecutive halves stack in one column, top then bottom.
    case half
    /// A tile as tall as the grid and `width` wide (negative or non-finite: 0).
    case fullCustom(width: CGFloat)
  }
}
