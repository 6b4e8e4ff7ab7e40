import Foundation

extension View {
  /// Makes this view, as a cell of a `GridRow`, span `count` columns; the cell is then
  /// anchored in its merged cell by the grid alignment's unit point (C-G11).
  ///
  /// SwiftUI parity: `gridCellColumns(_:)`. A count below 1 spans one column; on a view
  /// outside a `GridRow` the count is not used (that view spans every column). Both are
  /// reported as `invalidArgument`.
  public func gridCellColumns(_ count: Int) -> some View {
    GridCellWriter<Self, GridCellColumnsKey>(content: self, value: count)
  }

  /// Places this view in its grid cell by `anchor` instead of by the row's and column's
  /// guides: the anchor's point of the view goes to the same point of the cell (C-G10).
  ///
  /// SwiftUI parity: `gridCellAnchor(_:)`.
  public func gridCellAnchor(_ anchor: UnitPoint) -> some View {
    GridCellWriter<Self, GridCellAnchorKey>(content: self, value: anchor)
  }

  /// Makes the whole grid column this view is in align horizontally by `guide` (C-G9).
  ///
  /// SwiftUI parity: `gridColumnAlignment(_:)`. Set it on one cell of a column; when several
  /// cells of a column set it, the first in row order counts (SwiftUI leaves that undefined).
  public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
    GridCellWriter<Self, GridColumnAlignmentKey>(content: self, value: guide)
  }

  /// Keeps this view, as a grid cell, from sizing its row or column on `axes`: there it is
  /// offered the size the other cells give the track, and no more (C-G12).
  ///
  /// SwiftUI parity: `gridCellUnsizedAxes(_:)`; `Divider().gridCellUnsizedAxes(.horizontal)`
  /// keeps a divider row from widening the grid.
  public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
    GridCellWriter<Self, GridCellUnsizedAxesKey>(content: self, value: axes)
  }
}

/// A view that hands one grid cell value to the grid laying it out, as a trait that the
/// modifiers around it keep. Unlike `.layoutValue(key:value:)`, whose values cannot be
/// compared, an unchanged value leaves the grid's measurements in place.
struct GridCellWriter<Content: View, Key: GridCellKey>: View, PrimitiveView {
  let content: Content
  let value: Key.Value

  func update(_ node: ViewNode, in builder: TreeBuilder) {
    let given = value
    node.summarySource = .make { Key.summary(of: given) }
    let checked = Key.checked(value, at: node) { builder.report(.invalidArgument, node, $0) }
    let key = ObjectIdentifier(Key.self)
    let written = node.writtenTraits.layoutValues
    if written.count != 1 || (written[key] as? Key.Value) != checked { node.changedInUpdate = true }
    node.writtenTraits = ViewTraits(layoutValues: [key: checked])
    builder.reconciler.reconcile(node, .branch(0), content)
  }
}
