// Layouts for the checker's tests: a correct flow layout, and layouts each breaking the
// contract in one way the checker must name. (The seed articles' layouts are in
// SeedLayoutFixtures.swift.)
import Foundation
import LayoutLab

/// A correct flow layout: rows left to right, wrapping at the proposed width (ideal: one row),
/// `spacing` between items and rows, each row as tall as its tallest item, placed from
/// `bounds.origin`.
struct CheckedFlowLayout: Layout {
  var spacing: CGFloat = 8

  private func arrange(_ proposal: ProposedViewSize, _ subviews: Subviews) -> (size: CGSize, origins: [CGPoint]) {
    let limit = proposal.width ?? .infinity
    var origins: [CGPoint] = []
    var x: CGFloat = 0
    var y: CGFloat = 0
    var rowHeight: CGFloat = 0
    var width: CGFloat = 0
    for subview in subviews {
      let size = subview.sizeThatFits(.unspecified)
      if x > 0, x + size.width > limit {
        x = 0
        y += rowHeight + spacing
        rowHeight = 0
      }
      origins.append(CGPoint(x: x, y: y))
      width = max(width, x + size.width)
      rowHeight = max(rowHeight, size.height)
      x += size.width + spacing
    }
    return (CGSize(width: width, height: subviews.isEmpty ? 0 : y + rowHeight), origins)
  }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    arrange(proposal, subviews).size
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    for (subview, origin) in zip(subviews, arrange(proposal, subviews).origins) {
      subview.place(at: CGPoint(x: bounds.minX + origin.x, y: bounds.minY + origin.y), proposal: .unspecified)
    }
  }
}

/// Places every subview at the top leading corner of `bounds`, at its ideal size.
private func placeAtOrigin(_ subviews: LayoutSubviews, in bounds: CGRect) {
  for subview in subviews {
    subview.place(at: bounds.origin, anchor: .topLeading, proposal: .unspecified)
  }
}

/// Answers NaN for its width.
struct NaNLayout: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    CGSize(width: CGFloat.nan, height: 10)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    placeAtOrigin(subviews, in: bounds)
  }
}

/// Answers infinity whatever it is proposed.
struct InfinityLayout: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    CGSize(width: CGFloat.infinity, height: CGFloat.infinity)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    placeAtOrigin(subviews, in: bounds)
  }
}

/// Answers a negative height.
struct NegativeSizeLayout: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    CGSize(width: 10, height: -20)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    placeAtOrigin(subviews, in: bounds)
  }
}

/// Places its subviews from `sizeThatFits` too.
struct EagerPlacementLayout: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    for subview in subviews { subview.place(at: .zero, proposal: .unspecified) }
    return CGSize(width: 100, height: 100)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    placeAtOrigin(subviews, in: bounds)
  }
}

/// Places its second subview at a NaN x, the others at the origin.
struct NaNPlacementLayout: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    CGSize(width: 100, height: 100)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    for (index, subview) in subviews.enumerated() {
      subview.place(at: CGPoint(x: index == 1 ? CGFloat.nan : bounds.minX, y: bounds.minY), proposal: .unspecified)
    }
  }
}

/// Places only its first subview.
struct FirstOnlyLayout: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    CGSize(width: 100, height: 100)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    subviews.first?.place(at: bounds.origin, proposal: .unspecified)
  }
}

/// Places from (0, 0) instead of `bounds.origin`: right only while SwiftUI's bounds happen to
/// start at zero.
struct OriginIgnoringLayout: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    CGSize(width: 100, height: 100)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    for subview in subviews { subview.place(at: .zero, proposal: .unspecified) }
  }
}

/// Counts calls in a shared object and grows with every answer.
struct GrowingLayout: Layout {
  final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    func next() -> Int {
      lock.withLock {
        count += 1
        return count
      }
    }
  }

  let counter = Counter()

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    CGSize(width: CGFloat(counter.next()), height: 10)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    placeAtOrigin(subviews, in: bounds)
  }
}

/// Keeps the size it computed for the first proposal in its cache and answers it for every
/// later one: right for one proposal, wrong once the cache outlives it. Its subviews fill it.
struct StaleCacheLayout: Layout {
  struct Cache {
    var size: CGSize?
  }

  func makeCache(subviews: Subviews) -> Cache { Cache() }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
    if let size = cache.size { return size }
    let size = proposal.replacingUnspecifiedDimensions(by: .zero)
    let finite = CGSize(width: size.width.isFinite ? size.width : 0, height: size.height.isFinite ? size.height : 0)
    cache.size = finite
    return finite
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
    for subview in subviews { subview.place(at: bounds.origin, proposal: ProposedViewSize(bounds.size)) }
  }
}

/// Moves its subviews 10 to the right on every other placement, counting in its cache.
struct AlternatingLayout: Layout {
  struct Cache {
    var placements = 0
  }

  func makeCache(subviews: Subviews) -> Cache { Cache() }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
    CGSize(width: 100, height: 100)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
    let x = bounds.minX + (cache.placements % 2 == 0 ? 0 : 10)
    for subview in subviews { subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified) }
    cache.placements += 1
  }
}

/// Answers a width that grows with every question that reaches it, counted in its cache (so per
/// view): a size that depends on how often the engine asks, which a measurement cache hides.
struct CallCountingLayout: Layout {
  struct Cache {
    var calls = 0
  }

  func makeCache(subviews: Subviews) -> Cache { Cache() }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
    cache.calls += 1
    return CGSize(width: 10 * CGFloat(cache.calls), height: 10)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {}
}

/// Places subview `i` where subview `i - 1` belongs: an off-by-one that places the first subview
/// twice and the last never. Each placement is 10 to the right of the previous one.
struct OffByOneLayout: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    CGSize(width: 100, height: 100)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    for index in subviews.indices {
      let point = CGPoint(x: bounds.minX + 10 * CGFloat(index), y: bounds.minY)
      subviews[max(index - 1, 0)].place(at: point, proposal: .unspecified)
    }
  }
}

/// Narrower the wider it is proposed: 300 minus the proposed width (0 when unspecified), never
/// negative; as tall as proposed (0 when unspecified).
struct ShrinkingLayout: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    CGSize(width: max(0, 300 - (proposal.width ?? 0)), height: proposal.height ?? 0)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}
