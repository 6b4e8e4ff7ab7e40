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
struct LazyGridWindowLayout: DirectLayout, Equatable, CustomStringConvertible {
  let grid: LazyGridLayout

  /// A grid without items places none of its cells, as `LazyGridLayout`.
  static var leavesUnplacedSubviewsOut: Bool { true }

  func proposalReason(_ proposal: ProposedViewSize) -> ProposalReason { .lazyGridTrack }

  var description: String { grid.description }

  func sizeThatFits(_ proposal: ProposedViewSize, in container: ViewNode, _ engine: LayoutEngine) -> CGSize {
    guard let elements = container.lazyElements else { return .zero }
    let length = LazyGridLayout.usableLength(proposal[grid.across])
    if let arrangement = arrange(length, elements, container, engine), let count = elements.source?.elementCount {
      let tracks = LazyGridTracks(items: grid.items, length: length, maxTracks: count)
      return CGSize(major: max(length, tracks.extent), minor: arrangement.length, axis: grid.across)
    }
    elements.buildAll(of: container, engine)
    return LayoutSubviews.during(LazyGridLayout.self, engine: engine, container: container) { subviews in
      var cache: Void = ()
      return grid.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }
  }

  func placeSubviews(in bounds: CGRect, _ proposal: ProposedViewSize, in container: ViewNode, _ engine: LayoutEngine) {
    guard let elements = container.lazyElements else { return }
    // The tracks are made again from the length the grid was given (C-LG6), and so the lines.
    let offsets = arrange(bounds.size[grid.across], elements, container, engine)?.offsets
    if offsets == nil { elements.buildAll(of: container, engine) }
    let pinning = elements.window.flatMap { window in
      grid.pinnedViews.isEmpty ? nil : SectionPinning(pinned: grid.pinnedViews, visible: window)
    }
    LayoutSubviews.during(LazyGridLayout.self, engine: engine, container: container) { subviews in
      let maxTracks = offsets == nil ? subviews.count : elements.source?.elementCount ?? subviews.count
      grid.place(subviews, in: bounds, maxTracks: maxTracks, at: offsets, pinning: pinning)
    }
  }

  /// Builds the lines of cells the shown region needs (dropping the others) and arranges them
  /// (`LazyRowWindow`, each line a row) for `length` across the tracks. `nil` outside a scroll
  /// view, for content that is not a `ForEach`, for a grid without items, and when an element
  /// is not one cell (a `Section`, several views): every cell is then built.
  private func arrange(
    _ length: CGFloat, _ elements: LazyElements, _ container: ViewNode, _ engine: LayoutEngine
  ) -> LazyRowWindow.Arrangement? {
    guard let window = elements.window, let count = elements.source?.elementCount, !grid.items.isEmpty else {
      return nil
    }
    let tracks = LazyGridTracks(items: grid.items, length: length, maxTracks: count)
    let perLine = max(1, tracks.count)
    let grid = self.grid
    let roleKey = ObjectIdentifier(LazyGridRoleKey.self)
    // Built lines are whole, in order, and only the content's last line is short: the line at
    // position p is subviews p × perLine up to the next line's.
    func lineLength(_ p: Int) -> CGFloat {
      let subviews = container.subviews
      var longest: CGFloat = 0
      for (track, index) in (p * perLine..<min(subviews.count, (p + 1) * perLine)).enumerated() {
        let proposal = grid.cellProposal(tracks.lengths[track], nil)
        longest = max(longest, engine.measure(subviews[index], proposal, from: container)[grid.along])
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
        if indices != elements.built { engine.builder.buildLazyElements(of: container, elements, indices) }
        return container.subviews.count == elements.built.count
          && container.subviews.allSatisfy { $0.traits.layoutValues[roleKey] == nil }
      },
      length: lineLength,
      gap: { _ in grid.lineSpacing },
      estimatedGap: { grid.lineSpacing })
    return LazyRowWindow(shown: window).arrange(rows)
  }
}

extension LazyGridWindowLayout: RuleExplaining {
  func explainSize(_ proposal: ProposedViewSize, size: CGSize, in context: ExplainContext) -> AppliedRule? {
    grid.explainSize(proposal, size: size, in: context)
  }
}
