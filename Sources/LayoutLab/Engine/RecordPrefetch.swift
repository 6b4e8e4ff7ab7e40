import Foundation

/// Asks the processor to start loading the part of a subview's record that placing reads, a
/// few subviews before the engine places it.
///
/// A layout places its subviews after it has measured them all, so with thousands of subviews
/// each one's record has left the nearer caches by the time it is placed, and the work between
/// two placements is too short for the processor to reach the next record on its own: placing
/// a subview waited for its record first. Most layouts place their subviews in order, so the
/// engine fetches the record of the subview `distance` places on. A prefetch is only a hint:
/// it reads no value, writes nothing and cannot fault, so a layout that places in another
/// order is only not helped.
///
/// Committing the placements walks a container's subviews again once its layout placed them
/// all, by then gone from the nearer caches too, so that walk prefetches what committing
/// reads of the subview `distance` ahead.
///
/// Combining preferences walks the tree the same way, a node's children one after the other,
/// and prefetches the next sibling's first lines before it descends into the current one.
extension ViewNode {
  /// How many subviews ahead of the one being placed the engine prefetches.
  static let prefetchDistance = 3

  /// Prefetches what placing this node reads of its record: its measurements, its index among
  /// its container's subviews and its counts.
  @inline(__always)
  func prefetchPlacementFields() {
    let start = UnsafeRawPointer(record)
    prefetch(start + MemoryLayout<NodeRecord>.offset(of: \.layout.measurements)!)
    prefetch(start + MemoryLayout<NodeRecord>.offset(of: \.layout.subviewIndex)!)
    prefetch(start + MemoryLayout<NodeRecord>.offset(of: \.placement.counts)!)
  }

  /// Prefetches what committing this node's placement reads of its record first: its
  /// behavior and subviews, its placing flags, its frame and counts, and its environment
  /// (whose layout direction a container's subviews are placed in).
  @inline(__always)
  func prefetchCommitFields() {
    let start = UnsafeRawPointer(record)
    prefetch(start + MemoryLayout<NodeRecord>.offset(of: \.layout.behavior)!)
    prefetch(start + MemoryLayout<NodeRecord>.offset(of: \.layout.flags)!)
    prefetch(start + MemoryLayout<NodeRecord>.offset(of: \.placement.frame)!)
    prefetch(start + MemoryLayout<NodeRecord>.offset(of: \.placement.counts)!)
    prefetch(start + MemoryLayout<NodeRecord>.offset(of: \.identity.environment)!)
  }

  /// Prefetches what folding preferences reads of this node's record first: its preference
  /// sources (their keys; their flags are next to its children) and whether it is left out.
  @inline(__always)
  func prefetchPreferenceFields() {
    let start = UnsafeRawPointer(record)
    prefetch(start + MemoryLayout<NodeRecord>.offset(of: \.roles.preferenceKeys)!)
    prefetch(start + MemoryLayout<NodeRecord>.offset(of: \.layout.flags)!)
    prefetch(start + MemoryLayout<NodeRecord>.offset(of: \.identity.children)!)
  }

  /// Prefetches the cache line at `address` for reading, to be kept in every cache level.
  @inline(__always)
  private func prefetch(_ address: UnsafeRawPointer) {
    llvmPrefetch(address, 0, 3, 1)
  }
}

/// LLVM's prefetch intrinsic: `address`, then for a write (1) or a read (0), how long to keep
/// the line (0 to 3, 3 in every cache level), and which cache (1, data). Swift has no prefetch
/// of its own; the compiler emits one instruction for it (`prefetcht0` on x86-64).
@_silgen_name("llvm.prefetch.p0")
private func llvmPrefetch(_ address: UnsafeRawPointer, _ write: Int32, _ locality: Int32, _ cacheType: Int32)
