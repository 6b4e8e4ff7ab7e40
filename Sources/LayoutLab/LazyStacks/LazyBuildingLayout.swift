import Foundation

/// A built-in layout whose subviews are built while it is measured: the window of a lazy stack
/// (`LazyWindowLayout`) or of a lazy grid (`LazyGridWindowLayout`). A parent may ask such a
/// layout for its spacing or a guide before measuring it, when it holds only its first element:
/// outside a scroll view it builds every element before answering, so the answer is the same
/// whenever it is asked.
protocol LazyBuildingLayout: BuiltinLayout where Cache == Void {}

extension LazyBuildingLayout {
  /// Every guide: the elements built while the layout is measured may set any (a text's
  /// baselines), after the containers above it gathered the guides their subviews may set. So
  /// they always ask, and the layout answers from all its elements outside a scroll view.
  var explicitGuides: GuideSet { .all }

  func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
    cache: inout Void
  ) -> CGFloat? {
    explicitValue(of: guide.key, in: bounds, proposal: proposal, subviews: subviews)
  }

  func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
    cache: inout Void
  ) -> CGFloat? {
    explicitValue(of: guide.key, in: bounds, proposal: proposal, subviews: subviews)
  }

  /// A guide's value, the subviews' explicit values combined as any layout's, from every
  /// element outside a scroll view.
  private func explicitValue(
    of key: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews
  ) -> CGFloat? {
    let subviews = subviews.withEveryLazyElementOutsideAScrollView
    var cache: Void = ()
    return subviews.combinedExplicitAlignment(of: key, in: bounds, proposal: proposal) {
      placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
  }
}
