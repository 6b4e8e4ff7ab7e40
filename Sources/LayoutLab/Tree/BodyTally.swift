import Foundation

/// Body evaluations of a frame counted by view type, without hashing the type's name at every
/// evaluation: each type's info keeps its place in the tally (`ViewTypeInfo.bodyTallySlot`), and
/// the counts are added up by name into `TreeCounters.bodyEvaluationsByType` when the frame's
/// counters are read (`TreeBuilder.frameCounters()`).
///
/// A type's evaluations are counted under the name given at its first one: its own name for a
/// view with a `body`, its label for deferred content (`GeometryReader`). Types that share a
/// name (two readers of different content) add up under it.
struct BodyTally {
  private var entries: [(name: String, count: Int)] = []

  /// Counts one evaluation of `info`'s type, named `name` if the type was never counted before.
  mutating func count(_ info: ViewTypeInfo, named name: @autoclosure () -> String) {
    let slot = Int(info.bodyTallySlot)
    if slot >= 0 {
      entries[slot].count += 1
    } else {
      info.bodyTallySlot = Int32(entries.count)
      entries.append((name(), 1))
    }
  }

  /// `counters` with the evaluations counted here added to its counts by type.
  func adding(to counters: TreeCounters) -> TreeCounters {
    var counters = counters
    for entry in entries where entry.count > 0 {
      counters.bodyEvaluationsByType[entry.name, default: 0] += entry.count
    }
    return counters
  }

  /// Starts counting again; every type keeps its place.
  mutating func reset() {
    for slot in entries.indices { entries[slot].count = 0 }
  }
}
