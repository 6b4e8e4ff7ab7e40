import Foundation

/// A leaf of the heap-node baseline: an object of its own on the heap, measured through one
/// dynamically dispatched call, with a frame to write, as the leaves of a layout engine are.
///
/// SwiftUI parity: none; a harness.
class BaselineNode {
  var frame = CGRect.zero

  /// The node's size for a proposed width.
  func measure(width: CGFloat) -> CGSize { .zero }
}

/// A tag leaf: its size from its letter count, by LayoutLab's text model (see `TagWords`).
/// `measure` is never inlined, so each node costs a real call even where the optimiser sees
/// that every node is a tag.
final class BaselineTagNode: BaselineNode {
  private let letters: Int

  init(word: String) {
    letters = word.count
  }

  @inline(never)
  override func measure(width: CGFloat) -> CGSize {
    CGSize(width: min(8.5 * CGFloat(letters) + 8, max(width, 0)), height: 28.4)
  }
}
