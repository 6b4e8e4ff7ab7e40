import Foundation

/// Lays out a mask like an overlay (proposed the content's size, aligned on `alignment`) and
/// marks the content as masked by it.
///
/// SwiftUI parity: `mask(alignment:_:)`. Apple documents `alignment` as "the alignment for
/// `mask` in relation to this view"
/// (https://developer.apple.com/documentation/swiftui/view/mask(alignment:_:)), that is, as an
/// overlay's; the content alone decides the size.
struct MaskLayout: BuiltinLayout, Equatable {
  let overlay: BackgroundLayout

  static var isUnaryModifier: Bool { true }
  static var hasSecondaryContent: Bool { true }

  func proposalReason(_ proposal: ProposedViewSize) -> ProposalReason { .background }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
    overlay.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
    overlay.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
  }

  func spacing(subviews: Subviews, cache: inout Void) -> ViewSpacing {
    overlay.spacing(subviews: subviews, cache: &cache)
  }

  func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void
  ) -> CGFloat? {
    overlay.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
  }

  func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void
  ) -> CGFloat? {
    overlay.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
  }

  static var hasDrawingEffect: Bool { true }

  func drawingEffect(in frame: CGRect) -> DrawingEffect? { .mask }
}

/// The view `mask(alignment:_:)` returns.
@usableFromInline
struct MaskModifier<Content: View, Mask: View>: View, PrimitiveView {
  @usableFromInline var body: Never { primitiveViewBody(Self.self) }

  let content: Content
  let mask: Mask
  let alignment: Alignment

  func update(_ node: ViewNode, in builder: TreeBuilder) {
    builder.reconciler.reconcile(node, capacity: 2) { children in
      children.add(.branch(0), content)
      children.add(.branch(1), mask)
    }
    let primaryCount = node.children.first.map(builder.elementCount) ?? 0
    node.install(MaskLayout(overlay: BackgroundLayout(alignment: alignment, primaryCount: primaryCount)))
    let alignment = alignment
    node.summarySource = .make { ".mask(alignment: \(alignment))" }
  }
}

extension View {
  /// Draws the view only where `mask` is opaque; `mask` is laid out like an overlay.
  public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
    MaskModifier(content: self, mask: mask(), alignment: alignment)
  }
}
