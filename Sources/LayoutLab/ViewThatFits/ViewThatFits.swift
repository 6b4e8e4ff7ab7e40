import Foundation

/// A view that shows the first of its children that fits the space it is offered.
///
/// SwiftUI parity: `ViewThatFits` (C-VTF1…C-VTF5). Children are tried in order, each measured
/// at its ideal length along `axes`; the first that fits is shown, the last when none does,
/// the first when `axes` is empty. Only the chosen child is placed: the others have no frame
/// in the layout result and are not drawn. The counters show every child tried.
public struct ViewThatFits<Content: View>: View, PrimitiveView {
  let layout: ViewThatFitsLayout
  let content: Content

  /// Chooses among the views of `content`, in order of preference, the first whose ideal
  /// size fits the proposal along `axes`.
  public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
    layout = ViewThatFitsLayout(axes: axes)
    self.content = content()
  }

  func update(_ node: ViewNode, in builder: TreeBuilder) {
    LayoutView(layout: layout, content: content).update(node, in: builder)
    if node.children.allSatisfy({ builder.elementCount($0) == 0 }) {
      builder.report(
        .invalidArgument, node,
        "ViewThatFits has no child views to choose from; it is zero-sized and shows nothing")
    }
  }
}
