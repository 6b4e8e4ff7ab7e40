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
}
