import Foundation

/// A row that fills the height it is offered and gives each child its ideal width.
///
/// SwiftUI parity: `LazyHStack(alignment:spacing:pinnedViews:content:)`; its layout is
/// `LazyStackLayout`'s (rules C-LS1 to C-LS4). Over a `ForEach`, directly inside a horizontal
/// `ScrollView`, only the elements near the region shown are built (`LazyWindowLayout`, C-LS5,
/// C-LS6); elsewhere every child is built (C-LS10). Pinned section headers and
/// footers stay in the region the scroll view shows (`SectionPinning`, C-LS9).
public struct LazyHStack<Content: View>: View, PrimitiveView {
  let layout: LazyStackLayout<LazyHorizontalOrientation>
  let content: Content
  /// The section parts pinned while scrolling.
  public let pinnedViews: PinnedScrollableViews

  public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
    @ViewBuilder content: () -> Content
  ) {
    layout = LazyStackLayout(
      alignment: alignment.key, spacing: spacing, name: "LazyHStack",
      alignmentDescription: alignment == .center ? nil : "\(alignment)", pinnedViews: pinnedViews)
    self.pinnedViews = pinnedViews
    self.content = content()
  }

  func update(_ node: ViewNode, in builder: TreeBuilder) {
    layout.update(node, content: content, in: builder)
  }
}
