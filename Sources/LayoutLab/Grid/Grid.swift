import Foundation

/// A view that arranges its content in rows and columns: each `GridRow` is a row, each of its
/// views a cell in the next column; a view outside a `GridRow` is a row of its own across
/// every column. Laid out by `GridLayout`.
///
/// SwiftUI parity: `Grid` (iOS 16). Every cell is built and measured, as in SwiftUI (C-G15).
public struct Grid<Content: View>: View, PrimitiveView {
  let layout: GridLayout
  let content: Content

  /// A grid whose cells line up on `alignment`, `horizontalSpacing` between columns and
  /// `verticalSpacing` between rows (`nil`: `GridLayout.defaultSpacing`, 8).
  public init(
    alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    layout = GridLayout(alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing)
    self.content = content()
  }

  /// Installs the checked layout before reporting what was wrong, so that each diagnostic's
  /// path ends at the grid itself: `ViewHost › Grid(horizontalSpacing: -4)`.
  func update(_ node: ViewNode, in builder: TreeBuilder) {
    var problems: [(kind: LayoutDiagnostic.Kind, message: String)] = []
    LayoutView(layout: layout.checked { problems.append(($0, $1)) }, content: content).update(node, in: builder)
    for problem in problems { builder.report(problem.kind, node, problem.message) }
  }
}
