import Foundation

/// Arranges subviews in rows and columns: every cell of a column is as wide as the column,
/// every cell of a row as tall as the row.
///
/// Subviews from one `GridRow` are the cells of one row, column after column; any other
/// subview is a row of its own across all columns. Columns are as wide as their widest cell
/// and rows as tall as their tallest; flexible cells (a `Color`, a `Divider`) make their tracks
/// flexible, and flexible tracks share the space left over. Cells line up on the row's
/// vertical guide and the column's horizontal guide; a cell with `gridCellAnchor(_:)`, one
/// spanning several columns and a row of its own are placed by a unit point instead. The
/// rules, with their sources, are in the Grid article.
///
/// SwiftUI parity: `GridLayout` (iOS 16), the `Layout` behind `Grid`, with its initialiser and
/// defaults. Not modelled: the default spacing for text cells, which SwiftUI may take from the
/// cells' own spacing preferences; here it is 8 (`defaultSpacing`) between any cells.
public struct GridLayout: BuiltinLayout, Equatable, CustomStringConvertible {
  /// The guides cells line up on within their row and column, and the unit point that
  /// places spanning cells and rows of their own.
  public var alignment: Alignment
  /// The distance between columns, or `nil` for `defaultSpacing`.
  public var horizontalSpacing: CGFloat?
  /// The distance between rows, or `nil` for `defaultSpacing`.
  public var verticalSpacing: CGFloat?

  /// The distance between columns and between rows when none is given (C-G8): what SwiftUI
  /// shows between plain cells such as colours. Observed for such cells only; SwiftUI may
  /// space text cells otherwise (unverified).
  public static let defaultSpacing: CGFloat = 8

  /// A grid with the given alignment and spacing.
  public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
    self.alignment = alignment
    self.horizontalSpacing = horizontalSpacing
    self.verticalSpacing = verticalSpacing
  }

  /// The cells, the tracks' ranges and the last arrangement.
  public typealias Cache = _GridLayoutCache

  /// Reads which cell each subview is; the tracks are measured when first needed.
  public func makeCache(subviews: Subviews) -> Cache {
    Cache(structure: GridStructure(subviews))
  }

  /// The tracks laid end to end with the spacing between them: the sum of the column widths
  /// and the spacing between columns wide, likewise tall (C-G7).
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
    arrangement(for: proposal, subviews, &cache).size
  }

  /// Places each cell in its row and column: by its guides, or by a unit point (C-G9–C-G11).
  /// Each cell is proposed its columns' width, with the spacing between them, and its row's
  /// height (C-G6).
  public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
    guard !subviews.isEmpty else { return }
    let tracks = arrangement(for: proposal, subviews, &cache)
    GridPlacement(
      structure: cache.structure, alignment: alignment, arrangement: tracks,
      horizontalSpacing: columnSpacing, verticalSpacing: rowSpacing
    ).place(subviews, in: bounds)
  }

  /// The spacing between columns and between rows: the default for `nil`, and for a length
  /// that is not finite (reported when the grid is a `Grid`; `checked(_:)`).
  var columnSpacing: CGFloat { Self.usable(horizontalSpacing) }
  var rowSpacing: CGFloat { Self.usable(verticalSpacing) }

  private static func usable(_ spacing: CGFloat?) -> CGFloat {
    guard let spacing, LengthLimit.accepts(spacing) else { return defaultSpacing }
    return spacing
  }

  /// The tracks for `proposal`, reusing the last arrangement for a repeated proposal.
  func arrangement(for proposal: ProposedViewSize, _ subviews: Subviews, _ cache: inout Cache) -> GridArrangement {
    if let last = cache.lastArrangement, cache.lastProposal == proposal { return last }
    let widths = lengths(along: .horizontal, proposal.width, columnSpacing, subviews, &cache)
    let heights = lengths(along: .vertical, proposal.height, rowSpacing, subviews, &cache)
    let result = GridArrangement(
      columnWidths: widths, rowHeights: heights,
      size: CGSize(
        width: GridTracks.total(widths, spacing: columnSpacing), height: GridTracks.total(heights, spacing: rowSpacing))
    )
    cache.lastProposal = proposal
    cache.lastArrangement = result
    return result
  }

  /// The lengths of the tracks along `axis` for a proposed `length`: ideal lengths
  /// when it is `nil`, a distribution over the tracks' ranges otherwise.
  private func lengths(
    along axis: Axis, _ length: CGFloat?, _ spacing: CGFloat, _ subviews: Subviews, _ cache: inout Cache
  ) -> [CGFloat] {
    guard let length else { return idealLengths(along: axis, subviews, &cache) }
    let range = trackRange(along: axis, subviews, &cache)
    return GridTracks.distribute(length, spacing: spacing, minimums: range.minimums, maximums: range.maximums)
  }

  /// The tracks' ideal lengths along `axis`: their cells' widest (tallest) ideal sizes,
  /// measured once for both axes.
  private func idealLengths(along axis: Axis, _ subviews: Subviews, _ cache: inout Cache) -> [CGFloat] {
    if let ideals = axis == .horizontal ? cache.columnIdeals : cache.rowIdeals { return ideals }
    let structure = cache.structure
    let sizes = structure.cells.map { subviews[subviews.startIndex + $0.subview].sizeThatFits(.unspecified) }
    let columns = GridTracks.needs(
      along: .horizontal, count: structure.columnCount, spacing: columnSpacing, cells: structure.cells, sizes: sizes)
    let rows = GridTracks.needs(
      along: .vertical, count: structure.rowCount, spacing: rowSpacing, cells: structure.cells, sizes: sizes)
    cache.columnIdeals = columns
    cache.rowIdeals = rows
    return axis == .horizontal ? columns : rows
  }

  /// The tracks' ranges along `axis`: from the cells' sizes for a (0, 0) proposal to their
  /// sizes for (∞, ∞) (C-G6), measured once for both axes.
  private func trackRange(along axis: Axis, _ subviews: Subviews, _ cache: inout Cache) -> GridTrackRange {
    if let range = axis == .horizontal ? cache.columnRange : cache.rowRange { return range }
    let cells = cache.structure.cells
    let base = subviews.startIndex
    let smallest = cells.map { subviews[base + $0.subview].sizeThatFits(.zero) }
    let largest = cells.map { subviews[base + $0.subview].sizeThatFits(.infinity) }
    func range(_ axis: Axis, _ count: Int, _ spacing: CGFloat) -> GridTrackRange {
      let minimums = GridTracks.needs(along: axis, count: count, spacing: spacing, cells: cells, sizes: smallest)
      let needs = GridTracks.needs(along: axis, count: count, spacing: spacing, cells: cells, sizes: largest)
      return GridTrackRange(minimums: minimums, maximums: zip(minimums, needs).map { max($0, $1) })
    }
    let columns = range(.horizontal, cache.structure.columnCount, columnSpacing)
    let rows = range(.vertical, cache.structure.rowCount, rowSpacing)
    cache.columnRange = columns
    cache.rowRange = rows
    return axis == .horizontal ? columns : rows
  }

  /// This layout with a spacing that is not finite replaced by the default, and a negative
  /// spacing reported and kept.
  func checked(_ report: (LayoutDiagnostic.Kind, String) -> Void) -> GridLayout {
    GridLayout(
      alignment: alignment, horizontalSpacing: Self.checked(horizontalSpacing, "horizontalSpacing", report),
      verticalSpacing: Self.checked(verticalSpacing, "verticalSpacing", report))
  }

  private static func checked(
    _ spacing: CGFloat?, _ name: String, _ report: (LayoutDiagnostic.Kind, String) -> Void
  ) -> CGFloat? {
    guard let spacing else { return nil }
    if !LengthLimit.accepts(spacing) {
      report(
        .invalidArgument,
        "Grid \(name) \(formatLength(spacing)) \(LengthLimit.problem(with: spacing)); using the default spacing \(formatLength(defaultSpacing))"
      )
      return nil
    }
    if spacing < 0 {
      report(
        .invalidArgument,
        "Grid \(name) \(formatLength(spacing)) is negative: neighbouring tracks overlap by \(formatLength(-spacing)), as SwiftUI's stacks overlap children with a negative spacing; the grid is never smaller than 0"
      )
    }
    return spacing
  }

  /// Why the grid proposes `proposal` to a cell: one of its probes; anything else is the
  /// cell's track size, proposed when placing.
  func proposalReason(_ proposal: ProposedViewSize) -> ProposalReason {
    switch proposal {
    case .zero: .gridMinimumProbe
    case .infinity: .gridMaximumProbe
    case .unspecified: .gridIdeal
    default: .placement
    }
  }

  public var description: String {
    var arguments: [String] = []
    if alignment != .center { arguments.append("alignment: \(alignment)") }
    if let horizontalSpacing { arguments.append("horizontalSpacing: \(formatLength(horizontalSpacing))") }
    if let verticalSpacing { arguments.append("verticalSpacing: \(formatLength(verticalSpacing))") }
    return "Grid(\(arguments.joined(separator: ", ")))"
  }
}
