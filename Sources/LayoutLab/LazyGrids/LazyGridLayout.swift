import Foundation

/// Lays out a `LazyVGrid` (tracks across the width, lines of cells down) or a `LazyHGrid`
/// (tracks down the height, lines of cells across): the same algorithm with the axes swapped.
///
/// For a proposal of length L across the tracks (0 when `nil` or infinite,
/// `LazyGridDefaults.lengthForUnspecifiedProposal`):
/// 1. the tracks come from the items alone (`LazyGridTracks`, C-LG3…C-LG5);
/// 2. cells fill the tracks in order, a line at a time (C-LG1); a section's header and footer
///    take a line each across all tracks, and a section's cells start a new line (C-LG12);
/// 3. a line is as long as its longest cell, each measured with its track's length and `nil`
///    along the lines (C-LG7; for a `LazyHGrid`, a column is as wide as its widest cell,
///    C-LG10); lines are `spacing` apart, 8 by default (C-LG8);
/// 4. the grid is max(L, the block of tracks) across (C-LG6) and the lines' total along.
///
/// Placing recomputes the tracks from the length the grid was given (C-LG6, so a block wider
/// than its minimums' sum can grow again), moves the block by `alignment` when it is shorter
/// than that length (C-LG9), and places each cell, proposed its track's length and its
/// line's, on its item's alignment (C-LG7).
struct LazyGridLayout: BuiltinLayout, Equatable, CustomStringConvertible {
  /// `LazyVGrid` or `LazyHGrid`, for descriptions.
  let name: String
  /// The columns (`LazyVGrid`) or rows (`LazyHGrid`), checked.
  let items: [GridItem]
  /// The axis the tracks lie across: horizontal for a `LazyVGrid`.
  let across: Axis
  /// The guide that lines the block of tracks up within the grid, along `across`.
  let alignment: AlignmentKey
  /// The gap between lines of cells; `nil` for 8.
  let spacing: CGFloat?
  /// The section parts that pin to the region a scroll view shows (C-LG12).
  let pinnedViews: PinnedScrollableViews
  /// The argument label of `items`: `columns` or `rows`.
  let itemsLabel: String

  /// The other axis, along which lines of cells follow each other.
  var along: Axis { across.other }

  /// A grid without items places none of its cells (see `checkedItems`).
  static var leavesUnplacedSubviewsOut: Bool { true }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
    guard !items.isEmpty else { return .zero }
    let length = Self.usableLength(proposal[across])
    let tracks = LazyGridTracks(items: items, length: length, maxTracks: subviews.count)
    let lines = Self.lines(of: subviews, tracks: tracks)
    var total: CGFloat = 0
    for (index, line) in lines.enumerated() {
      if index > 0 { total += lineSpacing }
      total += self.length(of: line, subviews, tracks)
    }
    return CGSize(major: max(length, tracks.extent), minor: total, axis: across)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
    place(subviews, in: bounds, maxTracks: subviews.count, at: nil, pinning: nil)
  }

  /// Places `subviews` in `bounds`, tracks made for at most `maxTracks` cells a line. Line `i`
  /// starts `offsets[i]` from the grid's start when given (a lazy grid's window of lines), or
  /// `spacing` after the line before; `pinning` then moves pinned headers and footers (C-LG12).
  func place(
    _ subviews: Subviews, in bounds: CGRect, maxTracks: Int, at offsets: [CGFloat]?, pinning: SectionPinning?
  ) {
    guard !items.isEmpty else { return }
    let length = bounds.size[across]
    let tracks = LazyGridTracks(items: items, length: length, maxTracks: maxTracks)
    let blockStart = bounds.origin[across] + blockOffset(extent: tracks.extent, in: length)
    let lines = Self.lines(of: subviews, tracks: tracks)
    let lengths = lines.map { self.length(of: $0, subviews, tracks) }
    // A window gives one offset a line; any other count (none is expected) lines them up in turn.
    var positions = offsets?.count == lines.count ? offsets ?? [] : []
    if positions.count != lines.count {
      positions.removeAll()
      positions.reserveCapacity(lines.count)
      var position: CGFloat = 0
      for lineLength in lengths {
        positions.append(position)
        position += lineLength + lineSpacing
      }
    }
    if let pinning {
      positions = pinning.pin(positions, lengths: lengths, roles: lines.map { $0.role(in: subviews) })
    }
    for (index, line) in lines.enumerated() {
      let position = bounds.origin[along] + positions[index]
      let lineLength = lengths[index]
      switch line {
      case .spanning(let subview):
        let frame = rect(start: blockStart, length: tracks.extent, position, lineLength)
        subviews[subview].place(
          aligned: spanningAlignment, in: frame, proposal: cellProposal(tracks.extent, lineLength))
      case .cells(let range):
        for (track, subview) in range.enumerated() {
          let frame = rect(
            start: blockStart + tracks.starts[track], length: tracks.lengths[track], position, lineLength)
          subviews[subview].place(
            aligned: tracks.alignments[track], in: frame, proposal: cellProposal(tracks.lengths[track], lineLength))
        }
      }
    }
  }

  func proposalReason(_ proposal: ProposedViewSize) -> ProposalReason { .lazyGridTrack }

  var description: String {
    var arguments = ["\(itemsLabel): [\(items.map(\.description).joined(separator: ", "))]"]
    if alignment != (across == .horizontal ? HorizontalAlignment.center.key : VerticalAlignment.center.key) {
      arguments.append("alignment: \(alignment)")
    }
    if let spacing { arguments.append("spacing: \(formatLength(spacing))") }
    return "\(name)(\(arguments.joined(separator: ", ")))"
  }

  // MARK: Lines

  /// One line of the grid: cells side by side in the tracks, or a section's header or footer
  /// across all of them.
  enum Line {
    case cells(Range<Int>)
    case spanning(Int)

    /// What the line is to a section: its first subview's role.
    func role(in subviews: Subviews) -> LazyGridRole {
      switch self {
      case .cells(let range): subviews[range.lowerBound][LazyGridRoleKey.self]
      case .spanning(let subview): subviews[subview][LazyGridRoleKey.self]
      }
    }
  }

  /// The subviews in lines: cells fill `tracks.count` at a time, in order; a header or footer
  /// is a line of its own, and a cell of another section than the one before starts a new line.
  static func lines(of subviews: Subviews, tracks: LazyGridTracks) -> [Line] {
    var lines: [Line] = []
    var lineStart: Int?
    var lineSection: Int?
    func closeLine(at end: Int) {
      if let start = lineStart { lines.append(.cells(start..<end)) }
      lineStart = nil
    }
    for index in subviews.indices {
      switch subviews[index][LazyGridRoleKey.self] {
      case .header, .footer:
        closeLine(at: index)
        lines.append(.spanning(index))
      case .cell(let section):
        if let start = lineStart, section != lineSection || index - start == tracks.count { closeLine(at: index) }
        if lineStart == nil {
          lineStart = index
          lineSection = section
        }
      }
    }
    closeLine(at: subviews.endIndex)
    return lines
  }

  /// How long `line` is along the lines: its longest cell, each measured with its track's
  /// length and nothing proposed along (C-LG7, C-LG10); a spanning view is measured with the
  /// whole block.
  private func length(of line: Line, _ subviews: Subviews, _ tracks: LazyGridTracks) -> CGFloat {
    switch line {
    case .spanning(let subview):
      return subviews[subview].sizeThatFits(cellProposal(tracks.extent, nil))[along]
    case .cells(let range):
      var longest: CGFloat = 0
      for (track, subview) in range.enumerated() {
        longest = max(longest, subviews[subview].sizeThatFits(cellProposal(tracks.lengths[track], nil))[along])
      }
      return longest
    }
  }

  // MARK: Geometry

  var lineSpacing: CGFloat { spacing ?? LazyGridDefaults.spacing }

  /// A section header or footer lines up with the block on the grid's alignment, centred
  /// along the lines (derived: SwiftUI documents only that headers span the columns).
  private var spanningAlignment: Alignment {
    across == .horizontal
      ? Alignment(horizontal: HorizontalAlignment(key: alignment), vertical: .center)
      : Alignment(horizontal: .center, vertical: VerticalAlignment(key: alignment))
  }

  /// Where the block of tracks starts within `length` (C-LG9): the block's `alignment` guide
  /// meets the grid's. A block longer than the grid starts at the grid's leading (top) edge.
  ///
  /// Unverified: that the grid's alignment moves the whole block is what reimplementations do,
  /// not an observation of SwiftUI, and SwiftUI's placement of an overflowing block is unknown.
  private func blockOffset(extent: CGFloat, in length: CGFloat) -> CGFloat {
    let offset =
      alignment.defaultValue(for: CGSize(major: length, minor: 0, axis: across))
      - alignment.defaultValue(for: CGSize(major: extent, minor: 0, axis: across))
    return offset.isFinite ? max(0, offset) : 0
  }

  /// A proposal of `acrossLength` across the tracks and `alongLength` along the lines.
  func cellProposal(_ acrossLength: CGFloat, _ alongLength: CGFloat?) -> ProposedViewSize {
    across == .horizontal
      ? ProposedViewSize(width: acrossLength, height: alongLength)
      : ProposedViewSize(width: alongLength, height: acrossLength)
  }

  /// The rectangle from `start` for `length` across and from `position` for `lineLength` along.
  private func rect(start: CGFloat, length: CGFloat, _ position: CGFloat, _ lineLength: CGFloat) -> CGRect {
    across == .horizontal
      ? CGRect(x: start, y: position, width: length, height: lineLength)
      : CGRect(x: position, y: start, width: lineLength, height: length)
  }

  /// The length across the tracks to lay out in: the proposal's, or
  /// `LazyGridDefaults.lengthForUnspecifiedProposal` when it is `nil` or infinite.
  static func usableLength(_ proposed: CGFloat?) -> CGFloat {
    guard let proposed, proposed.isFinite else { return LazyGridDefaults.lengthForUnspecifiedProposal }
    return proposed
  }
}
