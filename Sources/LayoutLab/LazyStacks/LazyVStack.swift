import Foundation

/// A column that fills the width it is offered and gives each child its ideal height.
///
/// SwiftUI parity: `LazyVStack(alignment:spacing:pinnedViews:content:)`; its layout is
/// `LazyStackLayout`'s (rules C-LS1 to C-LS4). Over a `ForEach`, directly inside a vertical
/// `ScrollView`, only the elements near the region shown are built (`LazyWindowLayout`, C-LS5,
/// C-LS6); elsewhere every child is built (C-LS10). Pinned section headers and
/// footers stay in the region the scroll view shows (`SectionPinning`, C-LS9).
public struct LazyVStack<Content: View>: View, PrimitiveView {
  let layout: LazyStackLayout<LazyVerticalOrientation>
  let content: Content
  /// The section parts pinned while scrolling.
  public let pinnedViews: PinnedScrollableViews

  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
    @ViewBuilder content: () -> Content
  ) {
    layout = LazyStackLayout(
      alignment: alignment.key, spacing: spacing, name: "LazyVStack",
      alignmentDescription: alignment == .center ? nil : "\(alignment)", pinnedViews: pinnedViews)
    self.pinnedViews = pinnedViews
    self.content = content()
  }

  func update(_ node: ViewNode, in builder: TreeBuilder) {
    layout.update(node, content: content, in: builder)
  }
}
