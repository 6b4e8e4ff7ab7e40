import Foundation

/// The columns of a `LazyVGrid` (the rows of a `LazyHGrid`) for one length across them: where
/// each starts and how long it is.
///
/// SwiftUI parity (C-LG4, C-LG5): the gaps (each item's spacing, the last item's excepted) and
/// the fixed items come off the length first; then each other item, in order, takes the
/// `remaining` length divided by the number of such items left. A flexible item clamps that
/// share to its bounds; an adaptive item fits k = max(1, ⌊(share + s) / (minimum + s)⌋)
/// sub-columns `s` apart (s = its spacing) and divides its share among them, each clamped to
/// its bounds. Whatever an item takes comes off `remaining`. So the lengths depend only on the
/// items and the length, never on the cells (C-LG3).
struct LazyGridTracks {
  /// Where each track starts, from the start of the block of tracks, in cell order.
  private(set) var starts: [CGFloat] = []
  /// Each track's length.
  private(set) var lengths: [CGFloat] = []
  /// Each track's cell alignment (its item's, `.center` by default).
  private(set) var alignments: [Alignment] = []
  /// The length of the whole block: the tracks and the gaps between them. It is longer than
  /// the length given when minimums and fixed items do not fit (C-LG6).
  private(set) var extent: CGFloat = 0

  /// The tracks of `items` across `length`. An adaptive item makes at most `maxTracks`
  /// sub-tracks (a grid of n cells never fills more than n on one line); `extent` still
  /// counts all of them.
  init(items: [GridItem], length: CGFloat, maxTracks: Int) {
    var remaining = length
    var flexibleLeft = 0
    for (index, item) in items.enumerated() {
      if index < items.count - 1 { remaining -= Self.spacing(of: item) }
      if case .fixed(let fixed) = item.size { remaining -= fixed } else { flexibleLeft += 1 }
    }
    var position: CGFloat = 0
    for (index, item) in items.enumerated() {
      let alignment = item.alignment ?? .center
      switch item.size {
      case .fixed(let fixed):
        append(start: position, length: fixed, alignment)
        position += fixed
      case .flexible(let minimum, let maximum):
        let share = remaining / CGFloat(flexibleLeft)
        let taken = Self.clamp(share, minimum, maximum)
        append(start: position, length: taken, alignment)
        position += taken
        remaining -= taken
        flexibleLeft -= 1
      case .adaptive(let minimum, let maximum):
        let share = remaining / CGFloat(flexibleLeft)
        let gap = Self.spacing(of: item)
        // Sub-columns that overlap completely (a gap of -minimum or less) would fit without
        // end: one is made instead.
        let fitting = minimum + gap > 0 ? ((share + gap) / (minimum + gap)).rounded(.down) : 1
        let count = max(1, fitting)
        let subLength = Self.clamp((share - (count - 1) * gap) / count, minimum, maximum)
        let made = Int(min(count, CGFloat(max(1, maxTracks))))
        for sub in 0..<made {
          append(start: position + CGFloat(sub) * (subLength + gap), length: subLength, alignment)
        }
        let taken = count * subLength + (count - 1) * gap
        position += taken
        remaining -= taken
        flexibleLeft -= 1
      }
      if index < items.count - 1 { position += Self.spacing(of: item) }
    }
    extent = position
  }

  /// How many tracks one line of cells fills.
  var count: Int { lengths.count }

  private mutating func append(start: CGFloat, length: CGFloat, _ alignment: Alignment) {
    starts.append(start)
    lengths.append(length)
    alignments.append(alignment)
  }

  /// The gap after `item`: its spacing, or the default (C-LG13).
  static func spacing(of item: GridItem) -> CGFloat { item.spacing ?? LazyGridDefaults.spacing }

  /// `value` within `minimum...maximum` (the items are checked, so `minimum ≤ maximum`).
  private static func clamp(_ value: CGFloat, _ minimum: CGFloat, _ maximum: CGFloat) -> CGFloat {
    min(max(value, minimum), maximum)
  }
}

/// The numbers lazy grids use where their arguments say nothing.
enum LazyGridDefaults {
  /// The gap between columns (rows) and between lines of cells: 8 points (C-LG8, C-LG13).
  static let spacing: CGFloat = 8

  /// The length across the tracks when the grid is proposed none (`nil`) or infinity there:
  /// 0, so that every flexible item takes its minimum and every adaptive item one sub-column
  /// of its minimum, and the grid reports that block (C-LG6) as its ideal length.
  ///
  /// Unverified: SwiftUI does not document a lazy grid's ideal width; this is LayoutLab's
  /// reading, not an observation.
  static let lengthForUnspecifiedProposal: CGFloat = 0

  /// The smallest minimum an adaptive item may have: 1 point. A minimum of 0 (or less) would
  /// fit infinitely many sub-columns into any length, so LayoutLab raises it, with a diagnostic.
  static let smallestAdaptiveMinimum: CGFloat = 1
}
