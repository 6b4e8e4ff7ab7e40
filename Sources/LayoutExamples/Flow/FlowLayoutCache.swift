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
    /// The line width and bounds of the last committed placement; `nil` before the first.
    private var committed: (lineWidth: CGFloat, bounds: CGRect)?

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

    /// The subviews that `measured`, remembered, places in `bounds` differently from the last
    /// committed placement, which from now on is this one: the caller places them all. Every
    /// subview when that placement's measurement is no longer remembered (or there was none).
    ///
    /// In the bounds and with the measurement of that placement, those are the subviews whose
    /// lines were broken again since (`FlowMeasurement.unplaced`). Otherwise they are also
    /// those whose position or proposal differ, item by item, between the two measurements in
    /// their bounds: a width one point wider, whose lines break as before, moves none.
    mutating func takeUnplaced(_ measured: FlowMeasurement, in bounds: CGRect) -> IndexSet {
      let lineWidth = measured.arrangement.lineWidth
      let last = committed.flatMap { last in
        recent.last { $0.arrangement.lineWidth == last.lineWidth }.map { (measurement: $0, bounds: last.bounds) }
      }
      committed = (lineWidth, bounds)
      if let index = recent.lastIndex(where: { $0.arrangement.lineWidth == lineWidth }) {
        recent[index].unplaced = IndexSet()
      }
      guard let last else { return IndexSet(integersIn: 0..<measured.narrowed.count) }
      guard last.measurement.arrangement.lineWidth != lineWidth || last.bounds != bounds else {
        return last.measurement.unplaced
      }
      return last.measurement.unplaced.union(
        measured.placementsDiffering(in: bounds, from: last.measurement, in: last.bounds))
    }

    /// Remembers `measurement`, forgetting the least recently used beyond the capacity.
    mutating func remember(_ measurement: FlowMeasurement) {
      recent.removeAll { $0.arrangement.lineWidth == measurement.arrangement.lineWidth }
      recent.append(measurement)
      if recent.count > Self.capacity { recent.removeFirst(recent.count - Self.capacity) }
    }
  }
}
