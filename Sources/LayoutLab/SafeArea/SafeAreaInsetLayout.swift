import Foundation

/// Shows a view (the inset) along one edge of another (the content) and shrinks the content's
/// safe area by it (C-SA9):
/// - the inset is proposed what the content leaves along the edge's axis: the proposal less
///   the spacing less the content's length when proposed 0 there, at least 0;
/// - the content is proposed the proposal less the inset's length and the spacing, at least 0;
/// - the modifier is the inset's length + the spacing + the content's length along the axis,
///   the larger of the two across it;
/// - the content is placed against the opposite edge, centred across; the inset against
///   `edge`, with its `alignment` guide on the content's;
/// - the content's safe area gains a layer: the modifier's frame inset by the inset's length
///   and the spacing on `edge`, so views inside that ignore the safe area reach under the inset.
///
/// A `nil` spacing is the distance the two views prefer along the axis (8 between most views).
/// Several content views are laid out on top of each other, each as one content view.
///
/// SwiftUI parity: `_InsetViewModifier` as OpenSwiftUI reimplements it
/// (`Sources/OpenSwiftUICore/Layout/Modifier/InsetViewModifier.swift`,
/// https://github.com/OpenSwiftUIProject/OpenSwiftUI); Apple documents
/// https://developer.apple.com/documentation/swiftui/view/safeareainset(edge:alignment:spacing:content:).
struct SafeAreaInsetLayout: BuiltinLayout, Equatable {
  /// The edge the inset is shown on.
  let edge: Edge
  /// The guide, across `edge`'s axis, that lines the inset up with the content.
  let alignment: AlignmentKey
  /// The distance between the inset and the content; `nil` for the views' preference.
  let spacing: CGFloat?
  /// How many of the subviews are the content; the last one is the inset.
  let primaryCount: Int

  static var isUnaryModifier: Bool { true }
  static var hasSecondaryContent: Bool { true }

  /// The axis the inset and the content share: vertical for the top and bottom edges.
  var axis: Axis { edge == .top || edge == .bottom ? .vertical : .horizontal }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
    let parts = Parts(self, subviews)
    let inset = parts.insetSize(for: proposal)
    let content = parts.contentSize(for: parts.contentProposal(proposal, inset: inset))
    return axis == .vertical
      ? CGSize(width: max(inset.width, content.width), height: inset.height + parts.spacing + content.height)
      : CGSize(width: inset.width + parts.spacing + content.width, height: max(inset.height, content.height))
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
    let parts = Parts(self, subviews)
    let cross: Axis = axis == .vertical ? .horizontal : .vertical
    var sized = proposal
    sized[cross] = proposal[cross] ?? bounds.size[cross]
    let insetProposal = parts.insetProposal(sized)
    let insetSize = parts.inset?.sizeThatFits(insetProposal) ?? .zero
    let contentProposal = parts.contentProposal(sized, inset: insetSize)
    // The content against the opposite edge, centred across.
    let contentAnchor = Self.unitPoint(of: Self.opposite(edge))
    var contentGuide: CGFloat = 0
    var contentOrigin = CGPoint.zero
    for (index, content) in parts.contents.enumerated() {
      let size = content.sizeThatFits(contentProposal)
      let origin = Self.origin(of: size, at: contentAnchor, in: bounds)
      if index == 0 {
        contentOrigin = origin
        contentGuide = content.guide(alignment, proposal: contentProposal, size: size)
      }
      content.place(at: origin, anchor: .topLeading, proposal: contentProposal)
      content.addSafeAreaLayer(safeAreaLayer(bounds, parts))
    }
    guard let inset = parts.inset else { return }
    // The inset against `edge`, its guide on the content's across.
    var origin = Self.origin(of: insetSize, at: Self.unitPoint(of: edge), in: bounds)
    let insetGuide = inset.guide(alignment, proposal: insetProposal, size: insetSize)
    origin[cross] = contentOrigin[cross] + contentGuide - insetGuide
    inset.place(at: origin, anchor: .topLeading, proposal: insetProposal)
  }

  /// The layer the content's safe area gains: the modifier's frame less the inset's length
  /// (proposed the frame's size) and the spacing on `edge`, in absolute terms.
  private func safeAreaLayer(_ bounds: CGRect, _ parts: Parts) -> SafeAreaLayer {
    let length = parts.spacing + parts.insetSize(for: ProposedViewSize(bounds.size))[axis]
    var insets = EdgeInsets()
    insets[edge] = length
    return SafeAreaLayer(
      outer: bounds,
      elements: [SafeAreaLayer.Element(regions: .container, insets: insets.flipped(for: parts.layoutDirection))])
  }

  /// The top-leading corner of a view of `size` whose point `anchor` is at the same point of `bounds`.
  private static func origin(of size: CGSize, at anchor: UnitPoint, in bounds: CGRect) -> CGPoint {
    CGPoint(
      x: bounds.minX + anchor.x * bounds.width - anchor.x * size.width,
      y: bounds.minY + anchor.y * bounds.height - anchor.y * size.height)
  }

  private static func unitPoint(of edge: Edge) -> UnitPoint {
    switch edge {
    case .top: .top
    case .leading: .leading
    case .bottom: .bottom
    case .trailing: .trailing
    }
  }

  static func opposite(_ edge: Edge) -> Edge {
    switch edge {
    case .top: .bottom
    case .leading: .trailing
    case .bottom: .top
    case .trailing: .leading
    }
  }

  /// A spacing that is not finite or is negative is reported and replaced by the views'
  /// preferred distance.
  func checked(_ report: (LayoutDiagnostic.Kind, String) -> Void) -> SafeAreaInsetLayout {
    guard let spacing, !spacing.isFinite || spacing < 0 else { return self }
    report(
      .invalidArgument,
      "safeAreaInset spacing \(formatLength(spacing)) is not a finite length of 0 or more; using the default spacing")
    return SafeAreaInsetLayout(edge: edge, alignment: alignment, spacing: nil, primaryCount: primaryCount)
  }

  /// The modifier's subviews and the questions both passes ask of them.
  private struct Parts {
    let contents: LayoutSubviews
    let inset: LayoutSubview?
    let spacing: CGFloat
    let axis: Axis
    let layoutDirection: LayoutDirection

    init(_ layout: SafeAreaInsetLayout, _ subviews: LayoutSubviews) {
      let count = min(layout.primaryCount, subviews.count)
      contents = subviews[subviews.startIndex..<(subviews.startIndex + count)]
      inset = subviews.count > count ? subviews.last : nil
      axis = layout.axis
      layoutDirection = subviews.layoutDirection
      if let spacing = layout.spacing {
        self.spacing = spacing
      } else {
        var contentSpacing = ViewSpacing()
        for content in contents { contentSpacing.formUnion(content.spacing) }
        let insetSpacing = inset?.spacing ?? ViewSpacing()
        self.spacing = contentSpacing.distance(to: insetSpacing, along: layout.axis)
      }
    }

    /// The content's size: the largest of its views' for `proposal`.
    func contentSize(for proposal: ProposedViewSize) -> CGSize {
      contents.reduce(CGSize.zero) { size, content in
        let next = content.sizeThatFits(proposal)
        return CGSize(width: max(size.width, next.width), height: max(size.height, next.height))
      }
    }

    /// What the inset is proposed: the proposal along the axis less the spacing and the
    /// content's length when proposed 0 there, at least 0.
    func insetProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
      guard let length = proposal[axis] else { return proposal }
      var result = proposal
      let available = max(length - spacing, 0)
      result[axis] = 0
      let contentMinimum = contentSize(for: result)[axis]
      result[axis] = max(available - contentMinimum, 0)
      return result
    }

    /// The inset's size for the modifier's `proposal`; zero without an inset.
    func insetSize(for proposal: ProposedViewSize) -> CGSize {
      guard let inset else { return .zero }
      return inset.sizeThatFits(insetProposal(proposal))
    }

    /// What the content is proposed: the proposal along the axis less the inset and the spacing.
    func contentProposal(_ proposal: ProposedViewSize, inset: CGSize) -> ProposedViewSize {
      guard let length = proposal[axis] else { return proposal }
      var result = proposal
      result[axis] = max(length - (inset[axis] + spacing), 0)
      return result
    }
  }
}

extension SafeAreaInsetLayout: ModifierSummarizing {
  var modifierSummary: String {
    ".safeAreaInset(edge: .\(edge)\(spacing.map { ", spacing: \(formatLength($0))" } ?? ""))"
  }
}

/// The view `safeAreaInset(edge:alignment:spacing:content:)` returns: the content, then the
/// inset's views in an implicit `ZStack`.
@usableFromInline
struct SafeAreaInsetModifier<Content: View, Inset: View>: View, PrimitiveView {
  @usableFromInline var body: Never { primitiveViewBody(Self.self) }

  let content: Content
  let inset: Inset
  let edge: Edge
  let alignment: AlignmentKey
  let spacing: CGFloat?

  func update(_ node: ViewNode, in builder: TreeBuilder) {
    builder.reconciler.reconcile(node, capacity: 2) { children in
      children.add(.branch(0), content)
      children.add(.branch(1), ZStack { inset })
    }
    let primaryCount = node.children.first.map(builder.elementCount) ?? 0
    var problems: [(LayoutDiagnostic.Kind, String)] = []
    let layout = SafeAreaInsetLayout(edge: edge, alignment: alignment, spacing: spacing, primaryCount: primaryCount)
      .checked { problems.append(($0, $1)) }
    node.install(layout)
    node.summarySource = .layout
    for (kind, message) in problems { builder.report(kind, node, message) }
  }
}

extension View {
  /// Shows `content` along the top or bottom edge of this view, which keeps its own content out
  /// of the space it takes: the view's safe area shrinks by the inset and `spacing`.
  public func safeAreaInset<V: View>(
    edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> V
  ) -> some View {
    SafeAreaInsetModifier(
      content: self, inset: content(), edge: Edge(vertical: edge), alignment: alignment.key, spacing: spacing)
  }

  /// Shows `content` along the leading or trailing edge of this view, which keeps its own
  /// content out of the space it takes: the view's safe area shrinks by the inset and `spacing`.
  public func safeAreaInset<V: View>(
    edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> V
  ) -> some View {
    SafeAreaInsetModifier(
      content: self, inset: content(), edge: Edge(horizontal: edge), alignment: alignment.key, spacing: spacing)
  }
}
