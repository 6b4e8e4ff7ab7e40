import Foundation

/// Which cell each subview of a grid is: its row, its columns and how it aligns, read once
/// from the subviews' traits whenever they change.
///
/// Rows: consecutive subviews from one `GridRow` form a row (C-G2); any other subview is a row
/// of its own spanning every column. Columns: the most any `GridRow` uses, spans counted, or 1
/// when there are only rows of their own (C-G3); shorter rows end in empty cells.
struct GridStructure {
  /// One cell: a subview and where it sits.
  struct Cell {
    /// The subview's position among the grid's subviews.
    let subview: Int
    let row: Int
    let column: Int
    /// How many columns the cell covers; a row of its own covers them all.
    var span: Int
    /// Whether the cell is a row of its own (outside any `GridRow`).
    let isWholeRow: Bool
    /// `gridCellAnchor(_:)`, if set.
    let anchor: UnitPoint?
    /// `gridCellUnsizedAxes(_:)`.
    let unsizedAxes: Axis.Set

    /// Whether the cell is placed by a unit point rather than by its row's and column's
    /// guides: it set an anchor, or it covers several columns or a whole row (C-G10, C-G11).
    var isAnchored: Bool { anchor != nil || span > 1 || isWholeRow }
  }

  /// The cells, in subview order: row by row, each row left to right.
  private(set) var cells: [Cell] = []
  /// Each row's vertical guide from `GridRow(alignment:)`, `nil` for the grid's.
  private(set) var rowAlignments: [VerticalAlignment?] = []
  /// Each column's horizontal guide from `gridColumnAlignment(_:)`, `nil` for the grid's.
  private(set) var columnAlignments: [HorizontalAlignment?] = []

  var rowCount: Int { rowAlignments.count }
  var columnCount: Int { columnAlignments.count }

  init() {}

  /// Reads the structure from `subviews`' traits, in one pass.
  init(_ subviews: LayoutSubviews) {
    cells.reserveCapacity(subviews.count)
    var currentRow: Int?
    var column = 0
    var columns = 0
    var hasWholeRows = false
    var alignmentsByColumn: [Int: HorizontalAlignment] = [:]
    for (offset, subview) in subviews.enumerated() {
      let mark = subview[GridRowKey.self]
      if let mark, mark.row == currentRow {
        // The next cell of the current row.
      } else {
        rowAlignments.append(mark?.alignment)
        currentRow = mark?.row
        column = 0
      }
      let span = max(1, subview[GridCellColumnsKey.self])
      let cell = Cell(
        subview: offset, row: rowAlignments.count - 1, column: column, span: mark == nil ? 0 : span,
        isWholeRow: mark == nil, anchor: subview[GridCellAnchorKey.self],
        unsizedAxes: subview[GridCellUnsizedAxesKey.self])
      if mark == nil {
        hasWholeRows = true
        currentRow = nil
      } else {
        if alignmentsByColumn[column] == nil, let guide = subview[GridColumnAlignmentKey.self] {
          alignmentsByColumn[column] = guide
        }
        column += span
        columns = max(columns, column)
      }
      cells.append(cell)
    }
    if hasWholeRows { columns = max(columns, 1) }
    columnAlignments = (0..<columns).map { alignmentsByColumn[$0] }
    for index in cells.indices where cells[index].isWholeRow { cells[index].span = columns }
  }
}
