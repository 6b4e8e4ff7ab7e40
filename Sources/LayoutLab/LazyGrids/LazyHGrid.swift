import Foundation

/// A grid of cells in rows, filled column by column.
///
/// SwiftUI parity: `LazyHGrid`, `LazyVGrid` with the axes swapped (C-LG1, C-LG10): the rows
/// come from the `GridItem`s and the proposed height alone, a column is as wide as its widest
/// cell, columns are `spacing` apart (8 by default), and a `Section`'s header and footer span
/// every row.
///
/// Not lazy: LayoutLab builds, measures and places every cell, inside a `ScrollView` or not;
/// SwiftUI builds only the cells in view (C-LG11). `pinnedViews` is recorded but pinning,
/// which needs a scroll offset, is not modelled.
public struct LazyHGrid<Content: View>: View, PrimitiveView {
  let layout: LazyGridLayout
  let content: Content

  /// A grid of `content` in `rows`; `alignment` places the block of rows when it is shorter
  /// than the grid, `spacing` separates columns (`nil`: 8).
  public init(
    rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    layout = LazyGridLayout(
      name: "LazyHGrid", items: rows, across: .vertical, alignment: alignment.key, spacing: spacing,
      pinnedViews: pinnedViews, itemsLabel: "rows")
    self.content = content()
  }

  func update(_ node: ViewNode, in builder: TreeBuilder) {
    layout.update(node, in: builder, content: content)
  }
}
