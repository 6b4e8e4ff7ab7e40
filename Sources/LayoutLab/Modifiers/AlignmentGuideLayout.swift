import Foundation

/// Sets an explicit value for one alignment guide of a view, computed from the view's
/// dimensions. The closure runs each time a container reads the guide.
///
/// The value is seen by the container that lays the view out, through any modifiers around
/// the view. A custom guide's value or a text baseline also goes on up through containers of
/// several views, combined with its siblings'; a frame guide's (leading, centre, trailing, top,
/// bottom) does not: a container's frame guides are its own edges and centre
/// (`GuideSet.exported(by:buildsContentWhenPlaced:)`).
///
/// SwiftUI parity: `alignmentGuide(_:computeValue:)` (layout rules A2, A3); in
/// OpenSwiftUI the frame guides are `FrameAlignment`s, whose `_combineExplicit` keeps nothing.
struct AlignmentGuideLayout: BuiltinLayout, @unchecked Sendable {
  let key: AlignmentKey
  let computeValue: (ViewDimensions) -> CGFloat

  static var isUnaryModifier: Bool { true }

  var explicitGuides: GuideSet { GuideSet([key]) }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
    subviews.first?.sizeThatFits(proposal) ?? .zero
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
    subviews.first?.place(at: bounds.origin, anchor: .topLeading, proposal: proposal)
  }

  func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
    cache: inout Void
  ) -> CGFloat? {
    value(of: guide.key, proposal, subviews)
  }

  func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
    cache: inout Void
  ) -> CGFloat? {
    value(of: guide.key, proposal, subviews)
  }

  private func value(of guide: AlignmentKey, _ proposal: ProposedViewSize, _ subviews: Subviews) -> CGFloat? {
    guard let child = subviews.first else { return nil }
    let dimensions = child.dimensions(in: proposal)
    return guide == key ? computeValue(dimensions) : dimensions.explicitValue(of: guide)
  }
}

extension View {
  /// Sets this view's horizontal `guide` to the value `computeValue` gives for its dimensions.
  public func alignmentGuide(
    _ guide: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat
  ) -> some View {
    AlignmentGuideModifier(content: self, layout: AlignmentGuideLayout(key: guide.key, computeValue: computeValue))
  }

  /// Sets this view's vertical `guide` to the value `computeValue` gives for its dimensions.
  public func alignmentGuide(
    _ guide: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat
  ) -> some View {
    AlignmentGuideModifier(content: self, layout: AlignmentGuideLayout(key: guide.key, computeValue: computeValue))
  }
}

extension AlignmentGuideLayout: ModifierSummarizing {
  /// `.alignmentGuide(.leading)`.
  var modifierSummary: String {
    let guide = key.axis == .horizontal ? "\(HorizontalAlignment(key: key))" : "\(VerticalAlignment(key: key))"
    return ".alignmentGuide(\(guide))"
  }
}
