import Foundation

/// A `Layout` that updates its cache knowing which of its subviews changed, so that a change
/// of one subview among thousands costs the layout work for that subview, not for all of them.
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
/// LayoutLab's own extension, not in SwiftUI: SwiftUI calls `updateCache(_:subviews:)` and
/// says nothing about what changed. Code written for SwiftUI never sees this protocol and
/// keeps working unchanged; a layout that adopts it compiles only with LayoutLab (wrap the
/// conformance in `#if canImport(LayoutLab)` to share the code).
public protocol IncrementalLayout: Layout {
  /// Updates the cache after the subviews at `changedSubviews` changed and nothing else did;
  /// `changedSubviews` is never empty.
  func updateCache(_ cache: inout Cache, subviews: Subviews, changedSubviews: IndexSet)
}

extension IncrementalLayout {
  /// `updateCache(_:subviews:changedSubviews:)` for a cache the caller holds under its own
  /// generic name: the engine's box knows the layout only as some `Layout`. Returns `false`,
  /// doing nothing, when `C` is not this layout's `Cache`.
  func updateCache<C>(sameTypeAs cache: inout C, subviews: Subviews, changedSubviews: IndexSet) -> Bool {
    guard C.self == Cache.self else { return false }
    withUnsafeMutablePointer(to: &cache) { pointer in
      pointer.withMemoryRebound(to: Cache.self, capacity: 1) { typed in
        updateCache(&typed.pointee, subviews: subviews, changedSubviews: changedSubviews)
      }
    }
    return true
  }
}
