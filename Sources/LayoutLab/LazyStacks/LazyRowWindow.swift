import Foundation

/// Which rows of a lazy container a scroll view's shown region needs, and where they go: the
/// one window computation of lazy stacks (a row is one element) and lazy grids (a row is a
/// line of cells across the tracks).
///
/// - The first row is always built: it gives the stride every unbuilt row is estimated at (its
///   length plus the estimated gap), and a lazy stack's cross length is its first subview's
///   (C-LS3).
/// - The rows whose slot meets the shown region widened by `lookAheadLength` on both sides are
///   built, in order, until that region is filled (C-LS5). The first of them is found from the
///   first row's stride. Rows outside are not built, or are dropped when scrolled out: none
///   is kept.
/// - The container's length is the measured rows plus an estimate for the rest (C-LS6):
///   `start of the last built row + its length + remaining rows × (average measured row
///   length + estimated gap)`; the rows before the first window row are taken to have the
///   first row's stride.
///
/// SwiftUI documents only that the estimate uses the average size of the subviews it measured;
/// the first row's stride and the fixed look-ahead are LayoutLab's choices (unverified).
struct LazyRowWindow {
  /// How far beyond the shown region, on each side along the axis, rows are built.
  /// LayoutLab's choice: SwiftUI prefetches upcoming subviews when it has time, in a number it
  /// does not publish (C-LS7).
  static var lookAheadLength: CGFloat { 100 }

  /// A lazy container's rows, built on demand. Positions (`p`) count the rows built, in order.
  struct Rows {
    /// How many rows the content has.
    var count: Int
    /// The rows built before this layout, in order.
    var built: [Int]
    /// Makes the rows built exactly `rows`, in order; `false` when the container's subviews
    /// are not its rows' elements (a `Section`, an element of several views): it then has no
    /// rows to window, and every element is built.
    var build: ([Int]) -> Bool
    /// The length along the axis of the row built at position `p`.
    var length: (Int) -> CGFloat
    /// The gap after the row built at position `p`: to the next one built or, for the last,
    /// the gap a row after it would have.
    var gap: (Int) -> CGFloat
    /// The gap an unbuilt row is estimated to have after it, once the first row is built.
    var estimatedGap: () -> CGFloat
  }

  /// Where the built rows go along the axis, and the container's estimated length.
  struct Arrangement {
    /// Each built row's distance from the container's start, by position.
    var offsets: [CGFloat]
    /// The container's length along its axis (C-LS6).
    var length: CGFloat
  }

  /// The region shown along the axis, in the container's coordinates, before the look-ahead.
  let shown: ClosedRange<CGFloat>

  /// Builds the rows the shown region needs (dropping the others) and arranges them; `nil`
  /// when the rows are not elements (`Rows.build`).
  func arrange(_ rows: Rows) -> Arrangement? {
    let count = rows.count
    guard count > 0 else {
      _ = rows.build([])
      return Arrangement(offsets: [], length: 0)
    }
    let low = shown.lowerBound - Self.lookAheadLength
    let high = shown.upperBound + Self.lookAheadLength
    guard rows.build([0] + rows.built.filter { $0 != 0 }) else { return nil }
    let estimatedGap = rows.estimatedGap()
    let stride = rows.length(0) + estimatedGap
    // The first row of the window: the one whose stride holds the region's start.
    var first = 0
    if stride > 0, low > 0 { first = Int(min((low / stride).rounded(.down), CGFloat(count - 1))) }
    let start = first == 0 ? 0 : CGFloat(first) * stride
    func rowsFilling(_ length: CGFloat) -> Int {
      stride > 0 ? max(1, Int(min((length / stride).rounded(.up), CGFloat(count)))) : 1
    }
    var end = min(count, first + rowsFilling(high - start))
    while true {
      guard rows.build((first == 0 ? [] : [0]) + Array(first..<end)) else { return nil }
      let (offsets, nextStart) = windowOffsets(
        first: first, start: start, built: end - first + (first == 0 ? 0 : 1), rows)
      // Rows that start at or past the region's end were built by an estimate that was too
      // short: drop them. Rows still missing before the end are built next.
      let needed = offsets.dropFirst(first == 0 ? 0 : 1).prefix { $0 < high }.count
      if needed < end - first {
        end = first + max(1, needed)
        continue
      }
      // More rows at the average stride of the rows built: rows much shorter than the first
      // are then built in a round or two, not one a round (each round measures the rows
      // before it again). Rows of no length (or overlapping ones) all meet the region: every
      // one left is built.
      if end < count, nextStart < high {
        let average = (nextStart - start) / CGFloat(end - first)
        let more = average > 0 ? min(((high - nextStart) / average).rounded(.up), CGFloat(count - end)) : .infinity
        end = more.isFinite ? min(count, end + max(1, Int(more))) : count
        continue
      }
      let last = offsets.count - 1
      let lastEnd = offsets[last] + rows.length(last)
      let measured = (0...last).reduce(CGFloat(0)) { $0 + rows.length($1) }
      let average = measured / CGFloat(offsets.count)
      return Arrangement(offsets: offsets, length: lastEnd + CGFloat(count - end) * (average + estimatedGap))
    }
  }

  /// The offsets of the `built` rows (the first row at 0, then the window's rows from `start`,
  /// one after another with their gaps), and where a row after the last would start.
  private func windowOffsets(first: Int, start: CGFloat, built: Int, _ rows: Rows) -> ([CGFloat], CGFloat) {
    var offsets: [CGFloat] = []
    offsets.reserveCapacity(built)
    let windowStart = first == 0 ? 0 : 1
    if windowStart == 1 { offsets.append(0) }
    var position = start
    for p in windowStart..<built {
      offsets.append(position)
      position += rows.length(p) + rows.gap(p)
    }
    return (offsets, position)
  }
}
