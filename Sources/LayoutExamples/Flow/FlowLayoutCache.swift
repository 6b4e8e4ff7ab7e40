import Foundation
import LayoutLab

extension FlowLayout {
  /// What a `FlowLayout` remembers between calls: each subview's ideal measurement, and the
  /// measurements of the last few line widths.
  ///
  /// An arrangement is found only under the line width it was made for, never reused for
  /// another. The cache remembers the item alignment and options it was made for and empties
  /// itself when used by a layout with others (another guide changes every item's guide).
  /// `updateCache(_:subviews:)` empties it whenever the subviews change; when only some
  /// subviews changed, `updateCache(_:subviews:changedSubviews:)` forgets those alone, and a
  /// remembered measurement measures them again and breaks again only the lines they can
  /// move when it is next used.
  ///
  /// SwiftUI parity: a `Layout.Cache`; Apple asks that a cache hold only what can be derived
  /// from the layout and its subviews again, which this does (layout rule L9).
  public struct Cache {
    /// How many line widths the cache remembers: enough for the probes a parent makes before
    /// placing (layout rule L5).
    static let capacity = 4

    /// The guide the items' guides were measured for.
    private let itemAlignment: VerticalAlignment
    /// The options the arrangements were made with.
    private let options: FlowArrangement.Options
    /// Each subview's ideal metrics, once asked, and spacing.
    var ideals: FlowIdeals
    /// Measurements by line width, the most recently used last.
    private var recent: [FlowMeasurement] = []

    init(layout: FlowLayout, count: Int) {
      itemAlignment = layout.itemAlignment
      options = layout.arrangementOptions
      ideals = FlowIdeals(count: count)
    }

    /// Empties the cache if it was made for another guide, other options or another number of
    /// subviews.
    mutating func prepare(for layout: FlowLayout, count: Int) {
      if layout.itemAlignment != itemAlignment || layout.arrangementOptions != options || ideals.count != count {
        self = Cache(layout: layout, count: count)
      }
    }

    /// The measurement for `lineWidth`, if remembered, taken out of the cache (so that it
    /// can be changed in place); `remember(_:)` puts it back as the most recent.
    mutating func takeMeasurement(lineWidth: CGFloat) -> FlowMeasurement? {
      guard let index = recent.firstIndex(where: { $0.arrangement.lineWidth == lineWidth }) else { return nil }
      return recent.remove(at: index)
    }

    /// Notes that the subviews at `indices` changed and nothing else did: their ideal items
    /// are forgotten, and each remembered measurement is brought up to date when next used.
    mutating func subviewsChanged(_ indices: IndexSet) {
      for index in indices where index < ideals.count { ideals.forget(index) }
      for position in recent.indices { recent[position].changed.formUnion(indices) }
    }

    /// The subviews the measurement for `lineWidth` may place differently from its last
    /// committed placement (`FlowMeasurement.unplaced`), which from now on is this one: the
    /// caller places them all.
    mutating func takeUnplaced(lineWidth: CGFloat) -> IndexSet {
      guard let index = recent.lastIndex(where: { $0.arrangement.lineWidth == lineWidth }) else { return IndexSet() }
      defer { recent[index].unplaced = IndexSet() }
      return recent[index].unplaced
    }

    /// Remembers `measurement`, forgetting the least recently used beyond the capacity.
    mutating func remember(_ measurement: FlowMeasurement) {
      recent.removeAll { $0.arrangement.lineWidth == measurement.arrangement.lineWidth }
      recent.append(measurement)
      if recent.count > Self.capacity { recent.removeFirst(recent.count - Self.capacity) }
    }
  }
}
