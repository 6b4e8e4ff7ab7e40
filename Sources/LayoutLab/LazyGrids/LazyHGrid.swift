import Foundation

/// A grid of cells in rows, filled column by column.
///
/// SwiftUI parity: `LazyHGrid`, `LazyVGrid` with the axes swapped (C-LG1, C-LG10): the rows
/// come from the `GridItem`s and the proposed height alone, a column is as wide as its widest
/// cell, columns are `spacing` apart (8 by default), and a `Section`'s header and footer span
/// every row.
///
/// Over a `ForEach`, directly inside a horizontal `ScrollView`, only the columns near the
/// region shown are built; the rest of the width is estimated from the average column
/// (`LazyGridWindowLayout`, C-LG11). Pinned section headers and footers stay in the region
/// shown (C-LG12).
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
