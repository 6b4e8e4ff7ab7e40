import Foundation

/// The grid's track sizing, one axis at a time: columns horizontally, rows vertically.
///
/// A track needs what its cells need (C-G5): the longest of the lengths its own cells give
/// for a probe. A cell covering several columns needs its length minus the spacing between
/// them; what the columns lack is added to them in equal parts (derived: SwiftUI's split of a
/// spanning cell's excess is not documented). A cell unsized on the axis needs nothing (C-G12).
///
/// Distribution (C-G7, derived, unverified): like a stack's, over tracks instead of views. A
/// track's range runs from its need for a (0, 0) proposal to its need for (∞, ∞); the least
/// flexible track is offered its share of what is left first and takes that share clamped to
/// its range. With no length proposed, each track takes its cells' ideal need.
enum GridTracks {
  /// What each of `count` tracks along `axis` needs, given each cell's length in `sizes`.
  static func needs(
    along axis: Axis, count: Int, spacing: CGFloat, cells: [GridStructure.Cell], sizes: [CGSize]
  ) -> [CGFloat] {
    var needs = Array(repeating: CGFloat(0), count: count)
    guard count > 0 else { return needs }
    var spanning: [Int] = []
    for (index, cell) in cells.enumerated()
    where !cell.unsizedAxes.contains(axis == .horizontal ? .horizontal : .vertical) {
      let tracks = Self.tracks(of: cell, along: axis)
      if tracks.count == 1 {
        needs[tracks.lowerBound] = max(needs[tracks.lowerBound], sizes[index][axis])
      } else {
        spanning.append(index)
      }
    }
    for index in spanning {
      let tracks = Self.tracks(of: cells[index], along: axis)
      let covered = tracks.reduce(0) { $0 + needs[$1] } + spacing * CGFloat(tracks.count - 1)
      let lacking = sizes[index][axis] - covered
      guard lacking > 0 else { continue }
      let part = lacking / CGFloat(tracks.count)
      for track in tracks { needs[track] += part }
    }
    return needs
  }

  /// The tracks `cell` covers along `axis`: its columns, or its one row.
  static func tracks(of cell: GridStructure.Cell, along axis: Axis) -> Range<Int> {
    axis == .horizontal ? cell.column..<(cell.column + cell.span) : cell.row..<(cell.row + 1)
  }

  /// The tracks' lengths for a proposed `length`: the least flexible track first, each offered
  /// an equal share of what is left after the spacing and the tracks already sized, and taking
  /// that share clamped to its range.
  static func distribute(
    _ length: CGFloat, spacing: CGFloat, minimums: [CGFloat], maximums: [CGFloat]
  ) -> [CGFloat] {
    let count = minimums.count
    guard count > 0 else { return [] }
    let order = (0..<count).sorted { a, b in
      let flexibilityA = maximums[a] - minimums[a]
      let flexibilityB = maximums[b] - minimums[b]
      if flexibilityA != flexibilityB { return flexibilityA < flexibilityB }
      if flexibilityA.isInfinite, minimums[a] != minimums[b] { return minimums[a] > minimums[b] }
      return a < b
    }
    var lengths = Array(repeating: CGFloat(0), count: count)
    var available = length - spacing * CGFloat(count - 1)
    var remaining = CGFloat(count)
    for track in order {
      // A share is never negative; an infinite share taken by an infinite track leaves the
      // space infinite rather than NaN.
      let share = max(0, available / remaining)
      let taken = min(max(share, minimums[track]), maximums[track])
      lengths[track] = taken
      let left = available - taken
      if !left.isNaN { available = left }
      remaining -= 1
    }
    return lengths
  }

  /// The length of `lengths` laid end to end with `spacing` between them, at least 0.
  static func total(_ lengths: [CGFloat], spacing: CGFloat) -> CGFloat {
    guard !lengths.isEmpty else { return 0 }
    let sum = lengths.reduce(0, +) + spacing * CGFloat(lengths.count - 1)
    return sum.isNaN ? 0 : max(0, sum)
  }
}
