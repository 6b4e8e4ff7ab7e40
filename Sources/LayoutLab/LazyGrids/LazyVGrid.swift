import Foundation

/// A grid of cells in columns, filled row by row.
///
/// SwiftUI parity: `LazyVGrid` (C-LG1…C-LG9, C-LG12, C-LG13): the columns come from the
/// `GridItem`s and the proposed width alone, a row is as tall as its tallest cell, rows are
/// `spacing` apart (8 by default), and a `Section`'s header and footer span every column.
///
/// Not lazy: LayoutLab builds, measures and places every cell, inside a `ScrollView` or not;
/// SwiftUI builds only the cells in view (C-LG11). Positions and sizes are the same; the
/// counters count every cell. `pinnedViews` is recorded but pinning, which needs a scroll
/// offset, is not modelled: headers and footers lie where they would at offset zero.
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
