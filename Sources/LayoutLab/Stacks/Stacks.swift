import Foundation

/// A view that arranges its children in a row. SwiftUI parity: `HStack`, laid out by `HStackLayout`.
public struct HStack<Content: View>: View, PrimitiveView {
  let layout: HStackLayout
  let content: Content

  /// A row of `content`, lined up on `alignment`, `spacing` apart (`nil`: each pair's
  /// preferred distance, 8 between ordinary views).
  public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
    layout = HStackLayout(alignment: alignment, spacing: spacing)
    self.content = content()
  }

  func update(_ node: ViewNode, in builder: TreeBuilder) {
    LayoutView(layout: layout.checked { builder.report($0, node, $1) }, content: content).update(node, in: builder)
  }
}

/// A view that arranges its children in a column. SwiftUI parity: `VStack`, laid out by `VStackLayout`.
public struct VStack<Content: View>: View, PrimitiveView {
  let layout: VStackLayout
  let content: Content

  /// A column of `content`, lined up on `alignment`, `spacing` apart (`nil`: each pair's
  /// preferred distance, 8 between ordinary views).
  public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
    layout = VStackLayout(alignment: alignment, spacing: spacing)
    self.content = content()
  }

  func update(_ node: ViewNode, in builder: TreeBuilder) {
    LayoutView(layout: layout.checked { builder.report($0, node, $1) }, content: content).update(node, in: builder)
  }
}

/// A view that overlays its children. SwiftUI parity: `ZStack`, laid out by `ZStackLayout`.
public struct ZStack<Content: View>: View, PrimitiveView {
  let layout: ZStackLayout
  let content: Content

  /// An overlay of `content`, lined up on `alignment`; later views draw on top.
  public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
    layout = ZStackLayout(alignment: alignment)
    self.content = content()
  }

  func update(_ node: ViewNode, in builder: TreeBuilder) {
    LayoutView(layout: layout, content: content).update(node, in: builder)
  }
}
