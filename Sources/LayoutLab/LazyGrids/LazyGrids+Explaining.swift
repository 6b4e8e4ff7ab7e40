import Foundation

/// A lazy grid's tracks come from its items and its proposed length across them alone: the gaps
/// and the fixed items first, then each other item's share of what is left, in order (C-LG4);
/// the grid is the longer of that length and the block of tracks (C-LG6), and its rows (columns)
/// and their spacing along (C-LG7).
extension LazyGridLayout: RuleExplaining {
  func explainSize(_ proposal: ProposedViewSize, size: CGSize, in context: ExplainContext) -> AppliedRule? {
    guard !items.isEmpty else { return nil }
    let length = Self.usableLength(proposal[across])
    let tracks = LazyGridTracks(items: items, length: length, maxTracks: context.subviewCount)
    let gaps = items.dropLast().reduce(0) { $0 + LazyGridTracks.spacing(of: $1) }
    let fixed = items.reduce(CGFloat(0)) { total, item in
      if case .fixed(let value) = item.size { return total + value }
      return total
    }
    let (major, minor) = across == .horizontal ? ("width", "height") : ("height", "width")
    let tracksName = across == .horizontal ? "column widths" : "row heights"
    return AppliedRule(
      id: "C-LG4",
      rule:
        "\(name): \(tracksName) from its items and the proposed \(major) alone, gaps and fixed items first, then shares of the rest in order",
      arithmetic:
        "\(major) \(formatLength(length)) less gaps \(formatLength(gaps)) and fixed \(formatLength(fixed)) leaves \(formatLength(length - gaps - fixed)); "
        + "\(tracksName) \(tracks.lengths.map(formatLength).joined(separator: ", ")); "
        + "\(major) = max(\(formatLength(length)), \(formatLength(tracks.extent))) = \(formatLength(size[across])) (C-LG6), "
        + "\(minor) \(formatLength(size[across.other])) (the lines and their spacing, C-LG7)")
  }
}
