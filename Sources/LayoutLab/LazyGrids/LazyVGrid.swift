import Foundation

/// A grid of cells in columns, filled row by row.
///
/// SwiftUI parity: `LazyVGrid` (C-LG1…C-LG9, C-LG12, C-LG13): the columns come from the
/// `GridItem`s and the proposed width alone, a row is as tall as its tallest cell, rows are
/// `spacing` apart (8 by default), and a `Section`'s header and footer span every column.
///
/// Over a `ForEach`, directly inside a vertical `ScrollView`, only the rows near the region
/// shown are built; the rest of the height is estimated from the average row
/// (`LazyGridWindowLayout`, C-LG11). Pinned section headers and footers stay in the region
/// shown (C-LG12).
public struct LazyVGrid<Content: View>: View, PrimitiveView {
  let layout: LazyGridLayout
  let content: Content

  /// A grid of `content` in `columns`; `alignment` places the block of columns when it is
  /// narrower than the grid, `spacing` separates rows (`nil`: 8).
  public init(
    columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    layout = LazyGridLayout(
      name: "LazyVGrid", items: columns, across: .horizontal, alignment: alignment.key, spacing: spacing,
      pinnedViews: pinnedViews, itemsLabel: "columns")
    self.content = content()
  }

  func update(_ node: ViewNode, in builder: TreeBuilder) {
    layout.update(node, in: builder, content: content)
  }
}
