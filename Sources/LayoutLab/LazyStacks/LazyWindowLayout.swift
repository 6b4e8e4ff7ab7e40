import Foundation

/// A lazy stack over a `ForEach` (or one with pinned views): `LazyStackLayout`'s layout, with
/// the elements built on demand while it is measured.
///
/// - Outside a scroll view along its axis (no `LazyElements.window`), every element is built
///   and the stack is `LazyStackLayout` (C-LS10).
/// - Inside one, each element is a row of `LazyRowWindow`: the first element is always built
///   (the stack's cross length is its first subview's, C-LS3), then the elements near the
///   region shown (C-LS5), and the stack's length is the measured rows plus an estimate for
///   the rest (C-LS6).
///
/// Laziness needs each element to be one view: a `ForEach` of sections or of several views
/// each is built in full. Pinned section headers and footers are moved into the region shown
/// (`SectionPinning`).
///
/// The estimated spacing is the fixed `spacing`, or the spacing the first element would have
/// to a copy of itself (LayoutLab's choice, unverified).
struct LazyWindowLayout<Orientation: LazyStackOrientation>: LazyBuildingLayout, Equatable, CustomStringConvertible {
  let stack: LazyStackLayout<Orientation>

  var axis: Axis { Orientation.axis }

  static var layoutProperties: LayoutProperties { LazyStackLayout<Orientation>.layoutProperties }

  func proposalReason(_ proposal: ProposedViewSize) -> ProposalReason { .stackIdeal }

  var description: String { stack.description }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
    guard let elements = subviews.lazyElements else { return .zero }
    guard let window = elements.window, elements.source != nil,
      let (arrangement, subviews) = arrange(proposal[axis.other], window, elements, subviews)
    else {
      let subviews = buildAll(elements, subviews)
      var cache = _StackLayoutCache()
      return stack.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }
    guard let first = subviews.first else {
      return CGSize(major: 0, minor: proposal[axis.other] ?? 0, axis: axis)
    }
    let minor =
      proposal[axis.other] ?? first.sizeThatFits(ProposedViewSize(major: nil, minor: nil, axis: axis))[axis.other]
    return CGSize(major: arrangement.length, minor: minor, axis: axis)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
    guard let elements = subviews.lazyElements else { return }
    var arranged: (arrangement: LazyRowWindow.Arrangement, subviews: Subviews)?
    if let window = elements.window, elements.source != nil {
      arranged = arrange(proposal[axis.other], window, elements, subviews)
    }
    let subviews = arranged?.subviews ?? buildAll(elements, subviews)
    let distribution = stack.algorithm.distributeIdeally(minor: proposal[axis.other], subviews)
    var cache = _StackLayoutCache()
    var offsets = arranged?.arrangement.offsets ?? stack.offsets(subviews, distribution, &cache)
    if let window = elements.pinningWindow, !stack.pinnedViews.isEmpty {
      offsets = SectionPinning(pinned: stack.pinnedViews, visible: window).pin(
        offsets, lengths: distribution.sizes.map { $0[axis] }, roles: subviews.map { $0[LazyGridRoleKey.self] })
    }
    stack.place(subviews, distribution, in: bounds, at: offsets)
  }

  /// The stack's spacing (its first subview's leading edge, its last one's trailing edge),
  /// from the subviews measuring builds. A new stack holds only its first element until it is
  /// measured, and a parent may ask for its spacing before measuring it: outside a scroll view
  /// every element is built first, so the answer is the same whenever it is asked. Inside one,
  /// it is the rows its window built (a new window forgets it, `LazyElements.show`).
  func spacing(subviews: Subviews, cache: inout Void) -> ViewSpacing {
    var cache = _StackLayoutCache()
    return stack.spacing(subviews: subviews.withEveryLazyElementOutsideAScrollView, cache: &cache)
  }

  /// Builds every element, and returns the container's subviews then (`subviews` may predate
  /// elements an arrangement built).
  private func buildAll(_ elements: LazyElements, _ subviews: Subviews) -> Subviews {
    subviews.buildAllLazyElements(elements)
    return subviews.refreshed
  }

  /// Builds the elements the shown region `window` needs (dropping the others) and
  /// arranges them (`LazyRowWindow`, each element a row), with the subviews they became.
  /// `nil` when an element is not one view (a `Section`, several views): the rows are then not
  /// elements, and every element is built.
  private func arrange(
    _ minor: CGFloat?, _ window: ClosedRange<CGFloat>, _ elements: LazyElements, _ subviews: Subviews
  ) -> (LazyRowWindow.Arrangement, Subviews)? {
    let proposal = ProposedViewSize(major: nil, minor: minor, axis: axis)
    let axis = self.axis
    let fixedSpacing = stack.spacing
    // The subviews as the last build left them.
    var current = subviews
    func selfGap(_ p: Int) -> CGFloat {
      let spacing = current[p].spacing
      return spacing.distance(to: spacing, along: axis)
    }
    let rows = LazyRowWindow.Rows(
      count: elements.source?.elementCount ?? 0, built: elements.built,
      build: { indices in
        if indices != elements.built {
          current.buildLazyElements(elements, indices)
          current = current.refreshed
        }
        return current.count == elements.built.count
      },
      length: { p in current[p].sizeThatFits(proposal)[axis] },
      gap: { p in
        guard p + 1 < current.count else { return fixedSpacing ?? selfGap(p) }
        return fixedSpacing ?? current[p].spacing.distance(to: current[p + 1].spacing, along: axis)
      },
      estimatedGap: { fixedSpacing ?? selfGap(0) })
    guard let arrangement = LazyRowWindow(shown: window).arrange(rows) else { return nil }
    return (arrangement, current)
  }
}
