import Foundation
import LayoutLab

/// A layout that places its subviews in lines, left to right, starting a new line whenever the
/// next subview does not fit: tags, chips, keywords.
///
///     FlowLayout(spacing: 8) {
///       ForEach(tags, id: \.self) { Text($0).padding(4) }
///     }
///
/// **Measuring.** Each subview is asked for its ideal size (`.unspecified`). When that is wider
/// than the line width, it is asked again for `(line width, nil)`, so text wraps to the flow's
/// width instead of overflowing; a view that cannot get narrower (a fixed frame) keeps its
/// width and sits alone on its line. Each subview is placed with the proposal it was measured
/// with, so its frame is the size the line breaking used.
///
/// **Line width.** The proposed width. An unspecified or infinite width does not limit lines:
/// everything is on one line with ideal sizes (apart from forced breaks), so `.unspecified`
/// and `.infinity` give the same finite size. A zero width puts every subview on its own line.
/// The proposed height is ignored: the flow is as tall as its lines. In `placeSubviews`, when
/// the proposed width is unspecified or infinite, the bounds' width is the line width.
///
/// **Reported size.** The width of the widest line as placed, not the proposed width: the flow
/// hugs its content (so a lone oversized subview makes it wider than proposed), and
/// `lineAlignment` aligns lines within that width. A justified line fills the proposed width,
/// so a justified flow with a wrapped line reports the proposed width. The height runs from
/// the first line's top to the last line's bottom; no subviews give `.zero`.
///
/// **Options.** `itemSpacing` between neighbours and `lineSpacing` between lines (`nil` uses the
/// subviews' `ViewSpacing`); `lineAlignment`; `itemAlignment` inside a line (any vertical guide:
/// `.top`, `.center`, `.bottom`, `.firstTextBaseline`, ... — a line is as tall as its largest
/// distance above the guide plus its largest distance below it); `justified` (lines that wrapped
/// spread their free space over their gaps; the last line and lines ending at a forced break
/// do not); `maxLines`; and forced breaks with `.flowLineBreak()` on a subview (a break before
/// it). The exact rules are `FlowArrangement`'s.
///
/// **Maximum lines.** Subviews after the last allowed line take no space. A layout cannot hide
/// a view, so they are placed with a `.zero` proposal at the bounds' bottom-leading corner,
/// just below the last line: a view that can shrink to nothing (a flexible frame, a shape) is
/// 0 × 0 there and invisible; a rigid one keeps its size and shows below the flow unless a
/// parent clips it (`.clipped()` in SwiftUI). `LayoutChecker` reports those as frames outside
/// the bounds, which they are.
///
/// **Right to left.** The layout places left to right; the host mirrors the x positions under
/// a right-to-left layout direction, as SwiftUI does for every `Layout`.
///
/// **Cache.** With `cached` (the default) the cache keeps each subview's ideal measurement and
/// the last few arrangements, each keyed by its line width, so `placeSubviews` after
/// `sizeThatFits` for the same width asks no subview for its size again. A change of the
/// subviews empties it (`updateCache(_:subviews:)`), except a change inside some subviews
/// alone: as an `IncrementalLayout` (LayoutLab's extension) the flow then measures those
/// subviews again and breaks again only the lines they can move, places again only the
/// subviews of those lines and of the lines they moved, and a new width breaks the lines again
/// from the ideal sizes it holds and places again only the subviews it moved (none, when the
/// lines break as before). `cached: false` measures afresh on every call and gives the same
/// frames: benchmarks compare the two.
///
/// Bad input never crashes: a spacing that is not finite counts as `nil`, `maxLines` below 1
/// as 1, a negative proposed width as 0 and a NaN one as unspecified (as `Text` does).
///
/// SwiftUI parity: a `Layout` like SwiftUI's, written on the public API only, from the seed
/// articles 001 and 003 finished as layout rule FL4 asks.
public struct FlowLayout: Layout, Hashable {
  /// Where lines sit across the flow's width.
  public var lineAlignment: LineAlignment
  /// The guide that items of one line align on.
  public var itemAlignment: VerticalAlignment
  /// The gap between neighbours on a line; `nil` uses the subviews' `ViewSpacing`.
  public var itemSpacing: CGFloat?
  /// The gap between lines; `nil` uses the subviews' `ViewSpacing`.
  public var lineSpacing: CGFloat?
  /// Whether lines that wrapped spread their free space over their gaps.
  public var justified: Bool
  /// The most lines shown, or `nil` for no limit.
  public var maxLines: Int?
  /// Whether the layout keeps measurements and arrangements in its cache.
  public var cached: Bool

  /// A flow with separate spacing between items and between lines.
  public init(
    alignment: LineAlignment = .leading, itemAlignment: VerticalAlignment = .center,
    itemSpacing: CGFloat? = nil, lineSpacing: CGFloat? = nil, justified: Bool = false,
    maxLines: Int? = nil, cached: Bool = true
  ) {
    lineAlignment = alignment
    self.itemAlignment = itemAlignment
    self.itemSpacing = itemSpacing
    self.lineSpacing = lineSpacing
    self.justified = justified
    self.maxLines = maxLines
    self.cached = cached
  }

  /// A flow with the same spacing between items and between lines.
  public init(
    alignment: LineAlignment = .leading, itemAlignment: VerticalAlignment = .center,
    spacing: CGFloat?, justified: Bool = false, maxLines: Int? = nil, cached: Bool = true
  ) {
    self.init(
      alignment: alignment, itemAlignment: itemAlignment, itemSpacing: spacing, lineSpacing: spacing,
      justified: justified, maxLines: maxLines, cached: cached)
  }

  /// The options of the line breaking, with bad values replaced.
  var arrangementOptions: FlowArrangement.Options {
    FlowArrangement.Options(
      itemSpacing: itemSpacing, lineSpacing: lineSpacing, lineAlignment: lineAlignment,
      justified: justified, maxLines: maxLines)
  }

  /// An empty cache: measurements are made on first use.
  public func makeCache(subviews: Subviews) -> Cache {
    Cache(layout: self, count: subviews.count)
  }

  /// Empties the cache: a changed subview may have a new ideal size.
  public func updateCache(_ cache: inout Cache, subviews: Subviews) {
    cache = makeCache(subviews: subviews)
  }

  /// The size of the lines for the proposed width (see "Reported size" above).
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
    measurement(lineWidth: Self.lineWidth(proposal.width), subviews: subviews, cache: &cache).arrangement.size
  }

  /// Places each subview at its frame in the lines for the proposed width (or the bounds'
  /// width when the proposed one is unspecified or infinite), aligned within the bounds.
  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
  ) {
    let measured = measurement(
      lineWidth: placementLineWidth(in: bounds, proposal: proposal), subviews: subviews, cache: &cache)
    place(subviews.indices, of: measured, in: bounds, subviews: subviews)
  }

  /// The line width `placeSubviews` breaks lines at: the proposed width, or the bounds' when
  /// that is unspecified or infinite.
  func placementLineWidth(in bounds: CGRect, proposal: ProposedViewSize) -> CGFloat {
    Self.lineWidth(proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? bounds.width)
  }

  /// Places the subviews at `range` at their frames in `measured`'s lines, aligned within
  /// `bounds`, each with the proposal it was measured with; a hidden one (`maxLines`) with a
  /// `.zero` proposal at the bounds' bottom-leading corner.
  func place(_ range: Range<Int>, of measured: FlowMeasurement, in bounds: CGRect, subviews: Subviews) {
    measured.arrangement.forEachFrame(of: range, in: bounds.width) { index, frame in
      subviews[index].place(
        at: FlowMeasurement.position(of: frame, in: bounds),
        proposal: measured.placedProposal(of: index, hidden: frame == nil))
    }
  }

  /// The width lines break at for a proposed width: infinite when unspecified, NaN or
  /// infinite; 0 when negative.
  static func lineWidth(_ proposed: CGFloat?) -> CGFloat {
    guard let proposed, !proposed.isNaN else { return .infinity }
    return max(0, proposed)
  }
}
