import Foundation

/// A node's remembered `sizeThatFits` answers, keyed by proposal.
///
/// Under a bounded policy it is a most-recently-used list of at most three entries (a hit
/// moves the entry to the front, a new entry pushes out the oldest), kept inline so a node
/// allocates nothing for it; under `.unbounded` a dictionary.
struct SizeCache {
  /// One remembered answer. A `nil` proposal dimension is stored as a NaN pattern no
  /// arithmetic produces; a NaN proposal never matches anything, as `==` on `CGFloat?` says.
  private struct Entry {
    var width: Double
    var height: Double
    var size: CGSize

    init(_ proposal: ProposedViewSize, _ size: CGSize) {
      width = Entry.encode(proposal.width)
      height = Entry.encode(proposal.height)
      self.size = size
    }

    static let unspecified = Double(bitPattern: 0x7FF8_0000_DEAD_0002)

    static func encode(_ value: CGFloat?) -> Double { value.map { Double($0) } ?? unspecified }

    static func same(_ stored: Double, _ proposed: Double) -> Bool {
      stored == proposed
        || (stored.bitPattern == unspecified.bitPattern && proposed.bitPattern == unspecified.bitPattern)
    }

    func matches(width: Double, height: Double) -> Bool {
      Entry.same(self.width, width) && Entry.same(self.height, height)
    }
  }

  private var first = Entry(.unspecified, .zero)
  private var second = Entry(.unspecified, .zero)
  private var third = Entry(.unspecified, .zero)
  private var count: UInt8 = 0
  private var all: [ProposedViewSize: CGSize] = [:]

  /// The remembered answer for `proposal`, if any.
  mutating func lookup(_ proposal: ProposedViewSize, policy: MeasurementCachePolicy) -> CGSize? {
    switch policy {
    case .none:
      return nil
    case .unbounded:
      return all.isEmpty ? nil : all[proposal]
    case .swiftUI:
      let width = Entry.encode(proposal.width)
      let height = Entry.encode(proposal.height)
      if count > 0, first.matches(width: width, height: height) { return first.size }
      if count > 1, second.matches(width: width, height: height) {
        swap(&first, &second)
        return first.size
      }
      if count > 2, third.matches(width: width, height: height) {
        let found = third
        third = second
        second = first
        first = found
        return found.size
      }
      return nil
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
      third = second
      second = first
      first = Entry(proposal, size)
      count = min(count + 1, UInt8(MeasurementCachePolicy.swiftUI.capacity))
    }
  }

  mutating func removeAll() {
    count = 0
    if !all.isEmpty { all.removeAll() }
  }
}
