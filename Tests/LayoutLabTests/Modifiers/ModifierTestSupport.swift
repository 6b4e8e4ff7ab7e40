import Foundation
import LayoutLab
import Testing

// Helpers for the modifier suites. Local to this folder so that the suites of other folders do
// not depend on them.

/// Lays `view` out in a host of `size` (300 × 300 unless given). The root view is proposed the
/// host's size and centred in it.
func modifierLayout<V: View>(
  _ view: V, in size: CGSize = CGSize(width: 300, height: 300),
  policy: MeasurementCachePolicy = .swiftUI
) -> LayoutResult {
  ViewHost(rootView: view, measurementCachePolicy: policy).layout(in: size)
}

/// Records every proposal that reaches a `ProposalProbe`'s layout, in order. Only calls that
/// miss the measurement cache reach a layout; use `.none` to see every call.
final class ProposalLog: @unchecked Sendable {
  // @unchecked: every access goes through `lock`.
  private let lock = NSLock()
  private var recorded: [ProposedViewSize] = []

  func append(_ proposal: ProposedViewSize) {
    lock.lock()
    recorded.append(proposal)
    lock.unlock()
  }

  var proposals: [ProposedViewSize] {
    lock.lock()
    defer { lock.unlock() }
    return recorded
  }
}

/// A transparent container for one view that logs the proposals it is measured with. It
/// passes every proposal through, takes its child's size and places the child at its origin.
struct ProposalProbe: Layout {
  let log: ProposalLog

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
    log.append(proposal)
    return subviews.first?.sizeThatFits(proposal) ?? .zero
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
    subviews.first?.place(at: bounds.origin, proposal: proposal)
  }
}

/// Counts calls of an alignment-guide closure.
final class CallCounter: @unchecked Sendable {
  // @unchecked: every access goes through `lock`.
  private let lock = NSLock()
  private var value = 0

  func increment() {
    lock.lock()
    value += 1
    lock.unlock()
  }

  var count: Int {
    lock.lock()
    defer { lock.unlock() }
    return value
  }
}
