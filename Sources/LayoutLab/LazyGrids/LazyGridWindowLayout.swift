import Foundation

/// A lazy grid over a `ForEach` (or one with pinned views): `LazyGridLayout`'s layout, with
/// the cells built on demand while it is measured.
///
/// - Outside a scroll view along the grid's lines (no `LazyElements.window`), every cell is
///   built and the grid is `LazyGridLayout` (C-LG11).
/// - Inside one, each line of cells (one cell a track, filled in order, C-LG1) is a row of
///   `LazyRowWindow`: the first line is always built, then the lines near the region shown,
///   and the grid's length along its lines is the measured lines plus an estimate for the rest
///   from their average, as a lazy stack's (C-LG11, C-LS6). Lines are `spacing` apart, built
///   or estimated. Across, the grid is as long as ever: its tracks come from the items alone
///   (C-LG3), made for as many cells as the `ForEach` has.
/// - Pinned section headers and footers are moved into the region shown (`SectionPinning`,
///   C-LG12).
///
/// Laziness needs each element to be one cell: a `ForEach` of sections, or of several views
/// each, is built in full.
struct LazyGridWindowLayout: LazyBuildingLayout, Equatable, CustomStringConvertible {
  let grid: LazyGridLayout

  /// A grid without items places none of its cells, as `LazyGridLayout`.
  static var leavesUnplacedSubviewsOut: Bool { true }

  func proposalReason(_ proposal: ProposedViewSize) -> ProposalReason { .lazyGridTrack }

  var description: String { grid.description }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
    guard let elements = subviews.lazyElements else { return .zero }
    let length = LazyGridLayout.usableLength(proposal[grid.across])
    if let (arrangement, _) = arrange(length, elements, subviews), let count = elements.source?.elementCount {
      let tracks = LazyGridTracks(items: grid.items, length: length, maxTracks: count)
      return CGSize(major: max(length, tracks.extent), minor: arrangement.length, axis: grid.across)
    }
    subviews.buildAllLazyElements(elements)
    return grid.sizeThatFits(proposal: proposal, subviews: subviews.refreshed, cache: &cache)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
    guard let elements = subviews.lazyElements else { return }
    // The tracks are made again from the length the grid was given (C-LG6), and so the lines.
    let arranged = arrange(bounds.size[grid.across], elements, subviews)
    if arranged == nil { subviews.buildAllLazyElements(elements) }
    let subviews = arranged?.subviews ?? subviews.refreshed
    let pinning = elements.pinningWindow.flatMap { window in
      grid.pinnedViews.isEmpty ? nil : SectionPinning(pinned: grid.pinnedViews, visible: window)
    }
    let maxTracks = arranged == nil ? subviews.count : elements.source?.elementCount ?? subviews.count
    grid.place(subviews, in: bounds, maxTracks: maxTracks, at: arranged?.arrangement.offsets, pinning: pinning)
  }

  /// The grid's spacing (its cells' preferences combined), from the cells measuring builds. A
  /// new grid holds only its first cell until it is measured, and a parent may ask for its
  /// spacing before measuring it: outside a scroll view every cell is built first, so the
  /// answer is the same whenever it is asked, as a lazy stack's (`LazyWindowLayout`). Inside
  /// one, it is the cells its window built.
  func spacing(subviews: Subviews, cache: inout Void) -> ViewSpacing {
    grid.spacing(subviews: subviews.withEveryLazyElementOutsideAScrollView, cache: &cache)
  }

  /// Builds the lines of cells the shown region needs (dropping the others) and arranges them
  /// (`LazyRowWindow`, each line a row) for `length` across the tracks, with the subviews they
  /// became. `nil` outside a scroll view, for content that is not a `ForEach`, for a grid
  /// without items, and when an element is not one cell (a `Section`, several views): every
  /// cell is then built.
  private func arrange(
    _ length: CGFloat, _ elements: LazyElements, _ subviews: Subviews
  ) -> (arrangement: LazyRowWindow.Arrangement, subviews: Subviews)? {
    guard let window = elements.window, let count = elements.source?.elementCount, !grid.items.isEmpty else {
      return nil
    }
    let tracks = LazyGridTracks(items: grid.items, length: length, maxTracks: count)
    let perLine = max(1, tracks.count)
    let grid = self.grid
    // The subviews as the last build left them.
    var current = subviews
    // Built lines are whole, in order, and only the content's last line is short: the line at
    // position p is subviews p × perLine up to the next line's.
    func lineLength(_ p: Int) -> CGFloat {
      var longest: CGFloat = 0
      for (track, index) in (p * perLine..<min(current.count, (p + 1) * perLine)).enumerated() {
        let proposal = grid.cellProposal(tracks.lengths[track], nil)
        longest = max(longest, current[index].sizeThatFits(proposal)[grid.along])
      }
      return longest
    }
    var builtLines: [Int] = []
    for index in elements.built where builtLines.last != index / perLine { builtLines.append(index / perLine) }
    let rows = LazyRowWindow.Rows(
      count: (count + perLine - 1) / perLine, built: builtLines,
      build: { lines in
        var indices: [Int] = []
        indices.reserveCapacity(lines.count * perLine)
        for line in lines { indices.append(contentsOf: line * perLine..<min(count, (line + 1) * perLine)) }
        if indices != elements.built {
          current.buildLazyElements(elements, indices)
          current = current.refreshed
        }
        // A subview in a section (a header, a footer, a section's cell) is not an element.
        return current.count == elements.built.count
          && current.allSatisfy { $0[LazyGridRoleKey.self] == LazyGridRoleKey.defaultValue }
      },
      length: lineLength,
      gap: { _ in grid.lineSpacing },
      estimatedGap: { grid.lineSpacing })
    guard let arrangement = LazyRowWindow(shown: window).arrange(rows) else { return nil }
    return (arrangement, current)
  }
}

extension LazyGridWindowLayout: RuleExplaining {
  func explainSize(_ proposal: ProposedViewSize, size: CGSize, in context: ExplainContext) -> AppliedRule? {
    grid.explainSize(proposal, size: size, in: context)
  }
}
