import Foundation
import LayoutLab

/// The relations the engine's counters promise, checked on a generated case:
/// - `NodeCounters`: every `sizeThatFits` ask is a cache hit or a miss, per view and in total;
///   the `.none` policy hits nothing; a policy that remembers more misses no more often
///   (`.unbounded` ≤ `.swiftUI` ≤ `.none`, cold).
/// - `TreeCounters`: a cold host's first frame creates nodes and keeps or removes none (but
///   for lazy containers, which rebuild their rows while measured).
/// - `ViewHost.layout(in:)`: a second layout at the same size with nothing changed runs one
///   frame that counts nothing; the frame loop settles within its budget of 8 frames, or spends
///   exactly that budget and reports `unsettledLayout` (a feedback loop, which SwiftUI also
///   runs into; such a case is not checked further).
enum PropertyCounterRules {
  static func violation(_ session: PropertySession) -> String? {
    let testCase = session.testCase
    let sequence = session.sequence()
    let cold = sequence.cold
    if let problem = measurementViolation(cold, "cold") { return problem }
    guard let first = cold.frameReports.first else { return "cold: no frame" }
    // A lazy container builds its rows again while it is measured, keeping the nodes it built
    // before in the same frame and dropping the rows it no longer shows: its first frame
    // creates nodes, and may keep and remove some.
    let buildsWhileMeasuring = testCase.tree.contains {
      switch $0 {
      case .lazyStack, .lazyGrid: true
      default: false
      }
    }
    if first.tree.nodesCreated == 0
      || (!buildsWhileMeasuring && (first.tree.nodesKept != 0 || first.tree.nodesRemoved != 0))
    {
      return
        "cold: the first frame created \(first.tree.nodesCreated) nodes, kept \(first.tree.nodesKept), removed \(first.tree.nodesRemoved)"
    }
    if cold.isUnsettled {
      // A feedback loop (a two-frame technique whose measured size feeds its own proposal):
      // reported, within the budget, and with no fixed point for the later relations to hold at.
      return cold.frameReports.count == 8
        ? nil : "cold: unsettled after \(cold.frameReports.count) frames, not the budget's 8"
    }
    if cold.frameReports.count > 8 { return "cold: \(cold.frameReports.count) frames, over the budget of 8" }
    let again = sequence.again
    let nothing = [
      again.frameReports.count == 1, again.counters == NodeCounters(), again.treeCounters == TreeCounters(),
    ]
    if nothing.contains(false)
      || again.frameReports.contains(where: { $0.stateWrites + $0.preferenceReductions + $0.actionsCalled != 0 })
    {
      return "laid out again with nothing changed: \(again.frameReports.map(\.description).joined(separator: "; "))"
    }
    if let problem = measurementViolation(sequence.resized, "after \(PropertyRules.format(testCase.otherSize))") {
      return problem
    }
    if let problem = measurementViolation(sequence.warm, "warm") { return problem }

    let unbounded = session.sequence(.unbounded).cold
    let none = session.sequence(.none).cold
    if let problem = measurementViolation(none, ".none") ?? measurementViolation(unbounded, ".unbounded") {
      return problem
    }
    if none.counters.cacheHits != 0 { return ".none: \(none.counters.cacheHits) cache hits" }
    let misses = [unbounded.counters.cacheMisses, cold.counters.cacheMisses, none.counters.cacheMisses]
    if misses != misses.sorted() {
      return
        "cold misses: .unbounded \(misses[0]), .swiftUI \(misses[1]), .none \(misses[2]): a policy that remembers more missed more"
    }
    return nil
  }

  /// Hits + misses = asks, in every view and in total.
  private static func measurementViolation(_ layout: PropertyLayout, _ label: String) -> String? {
    for view in layout.views
    where view.counters.cacheHits + view.counters.cacheMisses != view.counters.sizeThatFitsCalls {
      return "\(label): \(view.summary): \(view.counters): hits + misses is not the asks"
    }
    let total = layout.counters
    return total.cacheHits + total.cacheMisses == total.sizeThatFitsCalls
      ? nil : "\(label): in total \(total): hits + misses is not the asks"
  }
}
