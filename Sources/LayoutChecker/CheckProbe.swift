import Foundation
import LayoutLab

/// The container a check hosts: it stands where the checked layout would, with the layout's
/// content as its subviews, and calls the layout's own methods with the exact proposal under
/// test.
///
/// Calling the layout directly (rather than through the engine) lets the check see the raw
/// answers — a NaN size reaches the checker as NaN — and choose the origin of the bounds
/// `placeSubviews` gets. The engine still does everything around the calls: it measures the
/// subviews (with the host's `MeasurementCachePolicy`), records `place` calls, flags a `place`
/// made outside `placeSubviews`, and centres a subview the layout never placed.
///
/// The probe measures in its own `sizeThatFits` (so a `place` call from the layout's
/// `sizeThatFits` or `makeCache` is outside `placeSubviews`, as in SwiftUI) and places in its
/// own `placeSubviews`.
///
/// SwiftUI parity: the probe does what SwiftUI's layout engine does around a `Layout` — makes
/// the cache once, asks `sizeThatFits`, then `placeSubviews` in bounds of the size returned
/// (L6, L9) — with proposals and bounds chosen by the check instead of by a parent.
struct CheckProbe<L: Layout>: Layout, CustomStringConvertible {
  let session: ProbeSession<L>

  /// The checked layout's properties, so that a `Spacer` among the subviews reads the same
  /// stack orientation. (An `AnyLayout`'s orientation is dynamic and is not seen here.)
  static var layoutProperties: LayoutProperties { L.layoutProperties }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
    session.measure(subviews)
    return proposal.replacingUnspecifiedDimensions(by: .zero)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
    session.place(subviews, container: bounds)
  }

  /// The probe is the host's only view; nothing lines it up, so it sets no guide.
  func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
    cache: inout Void
  ) -> CGFloat? { nil }

  /// The probe is the host's only view; nothing lines it up, so it sets no guide.
  func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
    cache: inout Void
  ) -> CGFloat? { nil }

  /// The checked layout's description, so that diagnostics' paths name it.
  var description: String { session.layoutDescription }
}

/// The state of a check across the layout passes of one host: the layout under test, the
/// proposal to ask it, its cache, and what it answered.
///
/// A check runs on one thread, synchronously; the lock only makes the `Sendable` promise
/// that `Layout` requires true.
final class ProbeSession<L: Layout>: @unchecked Sendable {
  let layout: L
  let layoutDescription: String
  private let lock = NSLock()
  private var proposal: ProposedViewSize
  private var origin = CGPoint.zero
  private var cache: L.Cache?
  private var measured: [CGSize] = []
  private var placedBounds: CGRect?

  init(layout: L, proposal: ProposedViewSize) {
    self.layout = layout
    self.proposal = proposal
    layoutDescription = String(describing: layout)
  }

  /// What one pass saw.
  struct Pass {
    /// The answers of `sizeThatFits`, in the order asked.
    var sizes: [CGSize]
    /// The bounds `placeSubviews` was given, or `nil` if it did not run.
    var bounds: CGRect?
  }

  /// Prepares a pass that asks about `proposal` and places in bounds at `origin`. With
  /// `keepingCache` the layout's cache from earlier passes is used again; otherwise the pass
  /// starts with a new one.
  func beginPass(_ proposal: ProposedViewSize, origin: CGPoint, keepingCache: Bool) {
    lock.withLock {
      self.proposal = proposal
      self.origin = origin
      if !keepingCache { cache = nil }
      measured = []
      placedBounds = nil
    }
  }

  /// What the current pass saw.
  var pass: Pass { lock.withLock { Pass(sizes: measured, bounds: placedBounds) } }

  /// Asks the layout for its size twice in a row with the same cache: a correct layout gives
  /// the same answer both times.
  func measure(_ subviews: LayoutSubviews) {
    var cache = currentCache(subviews)
    let first = layout.sizeThatFits(proposal: currentProposal, subviews: subviews, cache: &cache)
    let second = layout.sizeThatFits(proposal: currentProposal, subviews: subviews, cache: &cache)
    lock.withLock {
      self.cache = cache
      measured = [first, second]
    }
  }

  /// Runs the layout's `placeSubviews` in bounds of the size it returned, unless that size
  /// cannot make bounds (not finite, or negative).
  func place(_ subviews: LayoutSubviews, container: CGRect) {
    if pass.sizes.isEmpty { measure(subviews) }
    guard let size = pass.sizes.first, LayoutRules.canPlace(in: size) else { return }
    let bounds = CGRect(origin: lock.withLock { origin }, size: size)
    var cache = currentCache(subviews)
    layout.placeSubviews(in: bounds, proposal: currentProposal, subviews: subviews, cache: &cache)
    lock.withLock {
      self.cache = cache
      placedBounds = bounds
    }
  }

  private var currentProposal: ProposedViewSize { lock.withLock { proposal } }

  /// The cache to use: the kept one, or a new one from `makeCache`.
  private func currentCache(_ subviews: LayoutSubviews) -> L.Cache {
    if let cache = lock.withLock({ cache }) { return cache }
    return layout.makeCache(subviews: subviews)
  }
}
