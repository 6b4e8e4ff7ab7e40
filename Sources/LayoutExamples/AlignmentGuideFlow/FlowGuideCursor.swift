import Foundation

/// The state shared by the alignment-guide closures of one `AlignmentGuideFlow` layout: each
/// item's origin by the greedy flow rule, computed from the sizes the closures have seen.
///
/// Every closure passes its item's index and size and gets its item's origin back. The cursor
/// remembers each item's last size and the flow's state after each item (a prefix of the
/// items), so:
/// - reading a guide again, for any item, in any order, gives the same origin (it is a lookup,
///   not a step of a running cursor);
/// - an item's origin depends only on the sizes of the items up to it, as the greedy rule
///   says; when an item reports a size different from the one remembered (the container asked
///   with another proposal), the states from that item on are dropped and computed again;
/// - an item read before an earlier one was ever read treats the earlier one as taking no room
///   until its size arrives, which then corrects every later item.
///
/// Reading the items in order (as every container does) costs O(1) per read.
final class FlowGuideCursor {
  private let start: GreedyFlowCursor
  private let counter: GuideClosureCounter?
  /// What the closures reported and the origins that follow, in one value: a call reads and
  /// updates it in one access to the class's storage, where each read of a property of its
  /// own would be an access checked at run time (the closures share the cursor).
  private var flow: Flow

  /// Each item's last size, and the origins and flow states of a prefix of the items.
  private struct Flow {
    /// Each item's size as its closures last reported it; `nil` until then.
    var sizes: [CGSize?]
    /// The origins of the first `origins.count` items, from the sizes in `sizes`.
    var origins: [CGPoint] = []
    /// The flow's state after each of those items.
    var states: [GreedyFlowCursor] = []

    /// The origin of the item at `index`, which now has `size`; the flow begins at `start`.
    mutating func origin(of index: Int, size: CGSize, from start: GreedyFlowCursor) -> CGPoint {
      guard sizes.indices.contains(index) else { return .zero }
      if sizes[index] != size {
        sizes[index] = size
        if origins.count > index {
          origins.removeSubrange(index...)
          states.removeSubrange(index...)
        }
      }
      var state = states.last ?? start
      while origins.count <= index {
        if let known = sizes[origins.count] {
          origins.append(state.place(known))
        } else {
          origins.append(state.next)
        }
        states.append(state)
      }
      return origins[index]
    }
  }

  init(count: Int, width: CGFloat, spacing: CGFloat, lineSpacing: CGFloat, counter: GuideClosureCounter?) {
    start = GreedyFlowCursor(width: width, spacing: spacing, lineSpacing: lineSpacing)
    self.counter = counter
    flow = Flow(sizes: Array(repeating: nil, count: count))
  }

  /// The `.leading` guide of the item at `index` with `size`: minus its x, so that the
  /// top-leading ZStack puts the item's leading edge x to the right of the first item's.
  func leadingGuide(of index: Int, size: CGSize) -> CGFloat {
    counter?.countLeading()
    return -origin(of: index, size: size).x
  }

  /// The `.top` guide of the item at `index` with `size`: minus its y.
  func topGuide(of index: Int, size: CGSize) -> CGFloat {
    counter?.countTop()
    return -origin(of: index, size: size).y
  }

  /// The origin of the item at `index`, which now has `size`.
  func origin(of index: Int, size: CGSize) -> CGPoint {
    flow.origin(of: index, size: size, from: start)
  }
}
