import Foundation

/// Places a grid's cells once its tracks are known.
///
/// A cell is proposed the width of its columns (with the spacing between them) and its row's
/// height (C-G6), and placed:
/// - by a unit point `p` when anchored (C-G10, C-G11): `p` of the cell goes to `p` of its
///   area. A spanning cell and a row of its own use the unit point of the grid's alignment:
///   each guide's default value in a 1 × 1 view (leading 0, centre ½, trailing 1, top 0,
///   bottom 1; text baselines, which a view without text has at its bottom, 1: derived);
/// - otherwise by guides (C-G9): the cells of a column line up on the column's horizontal
///   guide, those of a row on the row's vertical guide, as in a stack; the lined-up block sits
///   in the track at the guide's unit point, so centred cells narrower than their column are
///   centred in it.
struct GridPlacement {
  let structure: GridStructure
  let alignment: Alignment
  let arrangement: GridArrangement
  let horizontalSpacing: CGFloat
  let verticalSpacing: CGFloat

  func place(_ subviews: LayoutSubviews, in bounds: CGRect) {
    let columnStarts = starts(arrangement.columnWidths, horizontalSpacing, from: bounds.minX)
    let rowStarts = starts(arrangement.rowHeights, verticalSpacing, from: bounds.minY)
    let cells = structure.cells
    let base = subviews.startIndex

    // Each cell's area, proposal and dimensions.
    var areas: [CGRect] = []
    var dimensions: [ViewDimensions] = []
    areas.reserveCapacity(cells.count)
    dimensions.reserveCapacity(cells.count)
    for cell in cells {
      let columns = cell.column..<(cell.column + cell.span)
      let width =
        columns.isEmpty ? 0 : GridTracks.total(Array(arrangement.columnWidths[columns]), spacing: horizontalSpacing)
      let area = CGRect(
        x: columns.isEmpty ? bounds.minX : columnStarts[cell.column], y: rowStarts[cell.row],
        width: width, height: arrangement.rowHeights[cell.row])
      areas.append(area)
      dimensions.append(subviews[base + cell.subview].dimensions(in: ProposedViewSize(area.size)))
    }

    // The lined-up block of the guide-aligned cells of each column and each row.
    var columnBlocks = Array(repeating: GuideBlock(), count: structure.columnCount)
    var rowBlocks = Array(repeating: GuideBlock(), count: structure.rowCount)
    let columnGuides = structure.columnAlignments.map { ($0 ?? alignment.horizontal).key }
    let rowGuides = structure.rowAlignments.map { ($0 ?? alignment.vertical).key }
    for (index, cell) in cells.enumerated() where !cell.isAnchored {
      columnBlocks[cell.column].include(dimensions[index], columnGuides[cell.column], .horizontal)
      rowBlocks[cell.row].include(dimensions[index], rowGuides[cell.row], .vertical)
    }

    let gridPoint = UnitPoint(x: Self.unit(of: alignment.horizontal.key), y: Self.unit(of: alignment.vertical.key))
    for (index, cell) in cells.enumerated() {
      let area = areas[index]
      let subview = subviews[base + cell.subview]
      let proposal = ProposedViewSize(area.size)
      if cell.isAnchored {
        let point = cell.anchor ?? gridPoint
        let (x, unitX) = Self.anchored(area.minX, area.width, point.x)
        let (y, unitY) = Self.anchored(area.minY, area.height, point.y)
        subview.place(at: CGPoint(x: x, y: y), anchor: UnitPoint(x: unitX, y: unitY), proposal: proposal)
      } else {
        let size = dimensions[index]
        let column = cell.column
        let x = columnBlocks[column].position(
          of: size, columnGuides[column], .horizontal, in: area.minX, area.width,
          unit: Self.unit(of: columnGuides[column]))
        let y = rowBlocks[cell.row].position(
          of: size, rowGuides[cell.row], .vertical, in: area.minY, area.height, unit: Self.unit(of: rowGuides[cell.row])
        )
        subview.place(at: CGPoint(x: x, y: y), anchor: .topLeading, proposal: proposal)
      }
    }
  }

  /// Where each track starts, the first at `origin`.
  private func starts(_ lengths: [CGFloat], _ spacing: CGFloat, from origin: CGFloat) -> [CGFloat] {
    var result: [CGFloat] = []
    result.reserveCapacity(lengths.count)
    var position = origin
    for length in lengths {
      result.append(position)
      position += length + spacing
    }
    return result
  }

  /// The position and anchor along one axis that put the `unit` point of a view on the `unit`
  /// point of an area starting at `start`, `length` long. An infinitely long area is entered
  /// at its start, anchored at the view's start, since `unit × ∞` has no position.
  private static func anchored(_ start: CGFloat, _ length: CGFloat, _ unit: CGFloat) -> (CGFloat, CGFloat) {
    guard length.isFinite else { return (start, 0) }
    return (start + unit * length, unit)
  }

  /// A guide's unit coordinate: its default value in a 1 × 1 view (0 when that is not finite).
  static func unit(of key: AlignmentKey) -> CGFloat {
    let value = key.defaultValue(for: CGSize(width: 1, height: 1))
    return value.isFinite ? value : 0
  }
}

/// The cells of one column (or row) lined up on a guide, as a stack lines up its children:
/// how far the block reaches before the guide and after it.
struct GuideBlock {
  private var before: CGFloat = 0
  private var after: CGFloat = 0
  /// Whether a cell is infinitely long on the axis: the block then starts at the track's start.
  private var isInfinite = false

  mutating func include(_ dimensions: ViewDimensions, _ guide: AlignmentKey, _ axis: Axis) {
    let length = axis == .horizontal ? dimensions.width : dimensions.height
    guard length.isFinite else {
      isInfinite = true
      return
    }
    let value = dimensions.value(of: guide)
    before = max(before, value)
    after = max(after, length - value)
  }

  /// The leading (top) coordinate of a cell of `dimensions` in this block, in a track starting
  /// at `start`, `length` long: the block sits in the track at the guide's `unit` point.
  func position(
    of dimensions: ViewDimensions, _ guide: AlignmentKey, _ axis: Axis, in start: CGFloat, _ length: CGFloat,
    unit: CGFloat
  ) -> CGFloat {
    let size = axis == .horizontal ? dimensions.width : dimensions.height
    guard !isInfinite, size.isFinite else { return start }
    let block = before + after
    let slack = length.isFinite ? (length - block) * unit : 0
    return start + slack + before - dimensions.value(of: guide)
  }
}
