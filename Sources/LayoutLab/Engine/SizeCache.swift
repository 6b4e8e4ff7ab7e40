import Foundation

/// A node's remembered `sizeThatFits` answers, keyed by proposal.
///
/// Under a bounded policy it is a most-recently-used list (a hit moves the entry to the front,
/// a new entry pushes out the oldest); under `.unbounded` a dictionary.
struct SizeCache {
  private var recent: [(proposal: ProposedViewSize, size: CGSize)] = []
  private var all: [ProposedViewSize: CGSize] = [:]

  /// The remembered answer for `proposal`, if any.
  mutating func lookup(_ proposal: ProposedViewSize, policy: MeasurementCachePolicy) -> CGSize? {
    switch policy {
    case .none:
      return nil
    case .unbounded:
      return all[proposal]
    case .swiftUI:
      guard let index = recent.firstIndex(where: { $0.proposal == proposal }) else { return nil }
      let entry = recent[index]
      if index != 0 {
        recent.remove(at: index)
        recent.insert(entry, at: 0)
      }
      return entry.size
    }
  }

  /// Remembers `size` as the answer for `proposal`.
  mutating func store(_ size: CGSize, for proposal: ProposedViewSize, policy: MeasurementCachePolicy) {
    switch policy {
    case .none:
      return
    case .unbounded:
      all[proposal] = size
    case .swiftUI:
      recent.insert((proposal, size), at: 0)
      if recent.count > policy.capacity { recent.removeLast() }
    }
  }

  mutating func removeAll() {
    if !recent.isEmpty { recent.removeAll(keepingCapacity: true) }
    if !all.isEmpty { all.removeAll() }
  }
}
