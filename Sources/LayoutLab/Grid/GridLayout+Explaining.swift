import Foundation

/// A grid is its tracks laid end to end with the spacing between them (C-G5, C-G7); it puts
/// each cell in its row and column, lined up on their guides (C-G9) or by a unit point (C-G10,
/// C-G11). The tracks are read from the grid's cache, as its last call left them.
extension GridLayout: RuleExplaining {
  func explainSize(_ proposal: ProposedViewSize, size: CGSize, in context: ExplainContext) -> AppliedRule? {
    let rule =
      "Grid: width = its columns' widths + the spacing between them, height = its rows' heights + the spacing between them; each column as wide as its widest cell needs, each row as tall as its tallest"
    guard let cache = context.layoutCache as? Cache, cache.lastProposal == proposal,
      let arrangement = cache.lastArrangement
    else { return AppliedRule(id: "C-G7", rule: rule) }
    return AppliedRule(
      id: "C-G7", rule: rule,
      arithmetic:
        "width = \(Self.total(arrangement.columnWidths, columnSpacing)), height = \(Self.total(arrangement.rowHeights, rowSpacing))"
    )
  }

  func explainPlacement(
    at frame: CGRect, in bounds: CGRect, subviewIndex: Int, after previous: CGRect?, in context: ExplainContext
  ) -> AppliedRule? {
    guard let cache = context.layoutCache as? Cache, let arrangement = cache.lastArrangement,
      cache.structure.cells.indices.contains(subviewIndex)
    else { return nil }
    let cell = cache.structure.cells[subviewIndex]
    let widths = arrangement.columnWidths
    let heights = arrangement.rowHeights
    guard cell.column + cell.span <= widths.count, cell.row < heights.count else { return nil }
    let x = bounds.minX + widths[..<cell.column].reduce(0, +) + CGFloat(cell.column) * columnSpacing
    let y = bounds.minY + heights[..<cell.row].reduce(0, +) + CGFloat(cell.row) * rowSpacing
    let width = widths[cell.column..<(cell.column + cell.span)].reduce(0, +) + CGFloat(cell.span - 1) * columnSpacing
    let columns =
      cell.isWholeRow
      ? "a row of its own across all \(widths.count) columns"
      : cell.span > 1 ? "columns \(cell.column + 1) to \(cell.column + cell.span)" : "column \(cell.column + 1)"
    let slot =
      "\(columns) of row \(cell.row + 1): a slot \(formatLength(width)) × \(formatLength(heights[cell.row])) at (\(formatLength(x)), \(formatLength(y)))"
    let id: String
    let how: String
    if let anchor = cell.anchor {
      id = "C-G10"
      how = "its gridCellAnchor (\(formatLength(anchor.x)), \(formatLength(anchor.y))) on the same point of the slot"
    } else if cell.isAnchored {
      id = "C-G11"
      how = "by the grid's alignment as a unit point, as a cell across columns is"
    } else {
      id = "C-G9"
      how = "on its row's vertical guide and its column's horizontal guide"
    }
    return AppliedRule(
      id: id, rule: "Grid puts each cell in its row and column, \(how)",
      arithmetic:
        "\(slot); \(offsetArithmetic("x", edge: x, position: frame.minX)), \(offsetArithmetic("y", edge: y, position: frame.minY))"
    )
  }

  /// `100 + 50 + 1 × 8 = 158`: tracks laid end to end with the spacing between them.
  private static func total(_ lengths: [CGFloat], _ spacing: CGFloat) -> String {
    guard !lengths.isEmpty else { return "0 (no tracks)" }
    var terms = lengths.map(formatLength).joined(separator: " + ")
    if lengths.count > 1 { terms += " + \(lengths.count - 1) × \(formatLength(spacing))" }
    return "\(terms) = \(formatLength(GridTracks.total(lengths, spacing: spacing)))"
  }
}
