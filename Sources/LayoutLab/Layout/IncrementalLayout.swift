import Foundation

/// A `Layout` that updates its cache, and places its subviews again, knowing which of its
/// subviews changed, so that a change of one subview among thousands costs the layout work for
/// that subview, not for all of them.
///
/// A plain `Layout` hears only that something changed: `updateCache(_:subviews:)`, whose
/// default makes the cache again. A layout that also conforms to `IncrementalLayout` is given
/// `updateCache(_:subviews:changedSubviews:)` instead whenever the engine knows exactly what
/// changed: the subviews are the same views, in the same order, with the same layout values
/// and priorities, as at the last update, and only the ones at `changedSubviews` may answer
/// differently now (something in their subtree changed, so their sizes, guides and spacing
/// may differ). In every other case (the layout value changed, a subview came, went or moved,
/// a subview's layout value or priority changed) the engine calls `updateCache(_:subviews:)`,
/// exactly as for any `Layout`.
///
///     struct Column: IncrementalLayout {
///       func updateCache(_ cache: inout Cache, subviews: Subviews, changedSubviews: IndexSet) {
///         for index in changedSubviews { cache.heights[index] = nil }  // measured again on use
///       }
///       ...
///     }
///
/// Placing works the same way: every placement the host commits calls
/// `placeSubviews(in:proposal:subviews:cache:changedSubviews:)`. When the container is placed
/// again in the bounds and with the proposal of its last committed placement and only some
/// subviews changed since, `changedSubviews` names those, and the layout places only the
/// subviews whose placement may differ from the last one; the others keep theirs, and their
/// subtrees are not visited. Otherwise `changedSubviews` holds every index. The default
/// places every subview.
///
/// A layout that remembers what it last committed can do the same when it is placed in other
/// bounds or with another proposal (a window one point wider, whose lines break as before):
/// it says so with `remembersCommittedPlacement`, and is then given the changed subviews
/// alone (none, when only the bounds changed) whenever the subviews are the ones it last
/// placed; it compares its new placements with the ones it remembers and places those that
/// differ.
///
/// LayoutLab's own extension, not in SwiftUI: SwiftUI calls `updateCache(_:subviews:)` and
/// `placeSubviews(in:proposal:subviews:cache:)`, and says nothing about what changed. Code written for SwiftUI never sees this protocol and
/// keeps working unchanged; a layout that adopts it compiles only with LayoutLab (wrap the
/// conformance in `#if canImport(LayoutLab)` to share the code).
public protocol IncrementalLayout: Layout {
  /// Updates the cache after the subviews at `changedSubviews` changed and nothing else did;
  /// `changedSubviews` is never empty.
  func updateCache(_ cache: inout Cache, subviews: Subviews, changedSubviews: IndexSet)

  /// Places the subviews for a placement the host commits: it must place every subview at
  /// `changedSubviews` (one it leaves out is centred with a diagnostic, as any unplaced
  /// subview) and every other subview whose position or proposal differs from what the last
  /// committed placement gave it. A subview it does not place keeps its last placement;
  /// placing one that did not move is allowed.
  ///
  /// `changedSubviews` holds every index unless the container is placed in the bounds and
  /// with the proposal of its last committed placement and nothing changed but the subviews
  /// it names (never none then), or the layout `remembersCommittedPlacement`. Only commits
  /// call this: to read guides without committing, the engine runs
  /// `placeSubviews(in:proposal:subviews:cache:)`, so a layout that remembers what it placed
  /// (to know what moved since) remembers it here.
  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache,
    changedSubviews: IndexSet)

  /// Whether the layout remembers its last committed placement, so that placed in other
  /// bounds or with another proposal it finds for itself which subviews' placements differ:
  /// `placeSubviews(in:proposal:subviews:cache:changedSubviews:)` is then given only the
  /// subviews that changed (possibly none), and must place them and every subview whose
  /// position or proposal differs from the one it gave at its last committed placement. When
  /// its cache was made again since, it remembers nothing and places every subview.
  ///
  /// The engine still gives every index when the subviews themselves changed, and under a
  /// right-to-left layout direction (it mirrors each position within the bounds, so a wider
  /// container moves every subview). The default is `false`: placed in other bounds, the
  /// layout is given every index.
  static var remembersCommittedPlacement: Bool { get }
}

extension IncrementalLayout {
  /// `false`: placed in other bounds or with another proposal, the layout places every subview.
  public static var remembersCommittedPlacement: Bool { false }

  /// Places every subview, as `placeSubviews(in:proposal:subviews:cache:)` does.
  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache,
    changedSubviews: IndexSet
  ) {
    placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
  }

  /// `updateCache(_:subviews:changedSubviews:)` for a cache the caller holds under its own
  /// generic name: the engine's box knows the layout only as some `Layout`. Returns `false`,
  /// doing nothing, when `C` is not this layout's `Cache`.
  func updateCache<C>(sameTypeAs cache: inout C, subviews: Subviews, changedSubviews: IndexSet) -> Bool {
    withCache(&cache) { updateCache(&$0, subviews: subviews, changedSubviews: changedSubviews) }
  }

  /// `placeSubviews(in:proposal:subviews:cache:changedSubviews:)` for a cache the caller holds
  /// under its own generic name (see `updateCache(sameTypeAs:subviews:changedSubviews:)`).
  func placeSubviews<C>(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, sameTypeAs cache: inout C,
    changedSubviews: IndexSet
  ) -> Bool {
    withCache(&cache) {
      placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0, changedSubviews: changedSubviews)
    }
  }

  /// Runs `body` with `cache` seen as this layout's `Cache`; `false`, running nothing, when
  /// `C` is another type.
  private func withCache<C>(_ cache: inout C, _ body: (inout Cache) -> Void) -> Bool {
    guard C.self == Cache.self else { return false }
    withUnsafeMutablePointer(to: &cache) { pointer in
      pointer.withMemoryRebound(to: Cache.self, capacity: 1) { body(&$0.pointee) }
    }
    return true
  }
}
