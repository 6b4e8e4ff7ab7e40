import Foundation

/// One row of a `Grid`: each view of its content is a cell, in the next column (or the next
/// `gridCellColumns(_:)` columns); `EmptyView` makes no cell.
///
/// `GridRow` lays nothing out itself: like `Group`, it hands its views to the grid, marked as
/// one row, and a modifier on it applies to each cell (C-G4). Outside a grid it is a `Group`.
///
/// SwiftUI parity: `GridRow`.
public struct GridRow<Content: View>: View, PrimitiveView {
  let alignment: VerticalAlignment?
  let content: Content

  /// A row whose cells line up on `alignment` (`nil`: the grid's vertical alignment).
  public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.content = content()
  }

  func update(_ node: ViewNode, in builder: TreeBuilder) {
    // The node's number tells this row's cells from the next row's.
    let mark = GridRowMark(row: node.id, alignment: alignment)
    let key = ObjectIdentifier(GridRowKey.self)
    let written = node.writtenTraits.layoutValues
    if written.count != 1 || (written[key] as? GridRowMark) != mark { node.changedInUpdate = true }
    node.writtenTraits = ViewTraits(layoutValues: [key: mark])
    let alignment = alignment
    node.summarySource = .make { alignment.map { "GridRow(alignment: \($0))" } ?? "GridRow" }
    builder.reconciler.reconcile(node, .branch(0), content)
  }
}
