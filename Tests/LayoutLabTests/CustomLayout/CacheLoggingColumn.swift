import Foundation
import LayoutLab

/// What a layout's cache was told, in order: `make`, `update` (SwiftUI's
/// `updateCache(_:subviews:)`) or `update [indices]` (`IncrementalLayout`'s).
final class CacheLog: @unchecked Sendable {
  // Unchecked: a test's layouts run on the test's own thread only.
  var entries: [String] = []
}

/// A column `width` wide that remembers each subview's height in its cache: subviews placed at
/// its leading edge, top to bottom, `spacing` apart, each at its ideal size. A plain `Layout`,
/// as SwiftUI code writes it; it writes to `log` what its cache is told.
struct CacheLoggingColumn: Layout, Equatable {
  let log: CacheLog
  var width: CGFloat = 100
  var spacing: CGFloat = 0

  struct Cache {
    var heights: [CGFloat?]
  }

  func makeCache(subviews: Subviews) -> Cache {
    log.entries.append("make")
    return Cache(heights: Array(repeating: nil, count: subviews.count))
  }

  func updateCache(_ cache: inout Cache, subviews: Subviews) {
    log.entries.append("update")
    cache = Cache(heights: Array(repeating: nil, count: subviews.count))
  }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
    let heights = heights(subviews, &cache)
    return CGSize(width: width, height: heights.reduce(0, +) + spacing * CGFloat(max(0, heights.count - 1)))
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
    var y = bounds.minY
    for (subview, height) in zip(subviews, heights(subviews, &cache)) {
      subview.place(at: CGPoint(x: bounds.minX, y: y), proposal: .unspecified)
      y += height + spacing
    }
  }

  /// Each subview's height, asked only where the cache has none.
  private func heights(_ subviews: Subviews, _ cache: inout Cache) -> [CGFloat] {
    for index in subviews.indices where cache.heights[index] == nil {
      cache.heights[index] = subviews[index].sizeThatFits(.unspecified).height
    }
    return cache.heights.map { $0 ?? 0 }
  }

  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.log === rhs.log && lhs.width == rhs.width && lhs.spacing == rhs.spacing
  }
}

/// The same column, told which subviews changed (LayoutLab's `IncrementalLayout`): it forgets
/// their heights alone, and writes `update [indices]` to the log.
struct IncrementalCacheLoggingColumn: IncrementalLayout, Equatable {
  var column: CacheLoggingColumn

  func makeCache(subviews: Subviews) -> CacheLoggingColumn.Cache { column.makeCache(subviews: subviews) }

  func updateCache(_ cache: inout CacheLoggingColumn.Cache, subviews: Subviews) {
    column.updateCache(&cache, subviews: subviews)
  }

  func updateCache(_ cache: inout CacheLoggingColumn.Cache, subviews: Subviews, changedSubviews: IndexSet) {
    column.log.entries.append("update \(Array(changedSubviews))")
    for index in changedSubviews { cache.heights[index] = nil }
  }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout CacheLoggingColumn.Cache) -> CGSize {
    column.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout CacheLoggingColumn.Cache
  ) {
    column.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
  }
}
