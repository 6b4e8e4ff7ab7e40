import Foundation
import LayoutLab

extension FlowLayout: IncrementalLayout {
  /// Forgets what the cache knows about the subviews at `changedSubviews` alone: each
  /// remembered arrangement measures them again when next used and breaks again only the
  /// lines from the one before the first changed subview's to the first line that starts as
  /// before after the last one (`FlowArrangement.init(items:updating:changedItems:)`). No
  /// other subview is asked for its size again.
  ///
  /// LayoutLab's extension (`IncrementalLayout`), not in SwiftUI; under SwiftUI the flow's
  /// `updateCache(_:subviews:)` would empty the cache instead, with the same frames.
  public func updateCache(_ cache: inout Cache, subviews: Subviews, changedSubviews: IndexSet) {
    cache.prepare(for: self, count: subviews.count)
    cache.subviewsChanged(changedSubviews)
  }

  /// Places, for a committed placement, the subviews at `changedSubviews` and those whose
  /// frames may have moved since the last one (`Cache.takeUnplaced(_:in:)`): in the same
  /// bounds, the lines broken again, and the lines below them when those moved up or down; in
  /// other bounds (a new width, say), the subviews whose frames differ. A tag that changes its
  /// width in a flow of thousands thus places the tags of its line and of the lines it can
  /// move, and a width one point wider, whose lines break as before, places none.
  ///
  /// LayoutLab's extension (`IncrementalLayout`), not in SwiftUI; under SwiftUI the flow's
  /// `placeSubviews(in:proposal:subviews:cache:)` places every subview, at the same frames.
  /// Without `cached` nothing is remembered, and every subview is placed.
  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache,
    changedSubviews: IndexSet
  ) {
    guard cached else { return placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache) }
    let measured = measurement(
      lineWidth: placementLineWidth(in: bounds, proposal: proposal), subviews: subviews, cache: &cache)
    var indices = cache.takeUnplaced(measured, in: bounds)
    indices.formUnion(changedSubviews)
    for range in indices.rangeView { place(range, of: measured, in: bounds, subviews: subviews) }
  }

  /// `true`: the cache remembers the last committed placement's measurement and bounds, so
  /// placed in other bounds the flow finds the subviews that moved itself.
  public static var remembersCommittedPlacement: Bool { true }
}
