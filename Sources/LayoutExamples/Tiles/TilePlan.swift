import Foundation

/// Where `HorizontalTileGrid` puts each subview: the tiles, left to right from (0, 0), for
/// `count` subviews taking the template's blocks in order, the template repeated.
///
/// Columns are `spacing` apart. A `.half` opens a column (top slot) unless the previous
/// block of the same repetition is a `.half` whose column is still open, in which case it
/// takes that column's bottom slot and closes it. A repetition's first block always opens a
/// new column.
///
/// SwiftUI parity: none needed; an internal value of the example layout.
struct TilePlan: Equatable {
  /// One tile per subview, in subview order.
  let tiles: [CGRect]
  /// The columns' extent: `tiles`' union from (0, 0), or `.zero` without tiles.
  let size: CGSize

  init(blocks: [HorizontalTileGrid.BlockType], count: Int, unit: CGFloat, spacing: CGFloat) {
    let template = blocks.isEmpty ? [.full] : blocks
    let gap = spacing.isFinite ? max(0, spacing) : 0
    let height = 2 * unit + gap
    var tiles: [CGRect] = []
    tiles.reserveCapacity(max(0, count))
    var nextX: CGFloat = 0  // where the next column starts
    var openHalfX: CGFloat?  // the column whose bottom slot is free
    for index in 0..<max(0, count) {
      let position = index % template.count
      if position == 0 { openHalfX = nil }
      switch template[position] {
      case .half:
        if let x = openHalfX {
          tiles.append(CGRect(x: x, y: unit + gap, width: unit, height: unit))
          openHalfX = nil
        } else {
          tiles.append(CGRect(x: nextX, y: 0, width: unit, height: unit))
          openHalfX = nextX
          nextX += unit + gap
        }
      case .full:
        openHalfX = nil
        tiles.append(CGRect(x: nextX, y: 0, width: height, height: height))
        nextX += height + gap
      case .fullCustom(let width):
        openHalfX = nil
        let width = width.isFinite ? max(0, width) : 0
        tiles.append(CGRect(x: nextX, y: 0, width: width, height: height))
        nextX += width + gap
      }
    }
    self.tiles = tiles
    size = tiles.isEmpty ? .zero : CGSize(width: nextX - gap, height: height)
  }
}
