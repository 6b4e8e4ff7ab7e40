import Foundation
import LayoutLab

/// A vertically scrolling grid of equal cards, each as large as the largest card's content
/// needs, within limits: seed 000 ("SwiftUI Self-Sizing Flow Layouts"), finished.
///
///     ScrollView {
///       CardLayout {
///         ForEach(0..<35) { NumberedCard(number: $0 + 1) }
///       }
///     }
///
/// **Card size.** Every card has the same size, worked out in this order:
/// 1. the largest ideal width and the largest ideal height of all subviews (`.unspecified`);
/// 2. grown along one axis to the aspect ratio (width ÷ height): the height when the
///    content is wider than the ratio, otherwise the width;
/// 3. at least `minimumWidth` wide, then at most `maximumWidth` wide, keeping the ratio;
/// 4. never wider than the proposed width minus both margins (keeping the ratio), and never
///    less than 0. A container no wider than the two margins gets 0 × 0 cards.
///
/// Steps 1–3 depend only on the subviews, so their result (`Cache.fittingSize`) is made once
/// in `makeCache`; step 4 depends on the proposal and is applied in each call.
///
/// **Columns.** As many cards as fit in the proposed width between the margins, `padding`
/// apart: `⌊(width + padding − 2 × margin) ÷ (card width + padding)⌋`, at least 1 and at most
/// the number of subviews (an exact fit fits). Rows: `⌈count ÷ columns⌉`.
///
/// **Size.** `2 × margin + columns × (card width + padding) − padding` wide and
/// `2 × margin + rows × (card height + padding) − padding` tall; the proposed height is
/// ignored, as the grid is meant to scroll vertically. No subviews: `.zero`.
///
/// **Unlimited width.** An unspecified (`nil`) or infinite proposed width puts every card in
/// one row: nothing limits the columns, so the ideal size of the grid is its widest
/// arrangement, as a `Text`'s ideal size is its unwrapped line. The size is finite either way.
///
/// **Placement.** Cards fill the rows left to right, top to bottom, from `bounds.origin`
/// inset by the margins; each is proposed the card size and placed by its top leading
/// corner. Columns come from the proposed width, or from `bounds.width` when the proposed
/// width is unspecified or infinite.
///
/// **Bad metrics** never crash and are read as follows: a negative or non-finite `padding`,
/// `margin` or `minimumWidth` counts as 0; a NaN `maximumWidth` as no maximum (`.infinity`),
/// and one below `minimumWidth` as `minimumWidth`; an `aspectRatio` that is not a positive
/// finite number as 1.5, the default. Subviews' non-finite ideal lengths count as 0.
///
/// SwiftUI parity: a `Layout` written only against the public API; it behaves the same in
/// SwiftUI. The seed divides by zero (`Int(ceil(count / 0))` traps) when the container is
/// narrower than one card, and reports the width of a full row even when fewer cards exist;
/// this version keeps at least one column and at most one column per card.
public struct CardLayout: Layout {
  /// The space between neighbouring cards, across and down.
  public var padding: CGFloat
  /// The space between the grid's edges and the outer cards.
  public var margin: CGFloat
  /// The narrowest a card is made by its content (a narrow container can still shrink it).
  public var minimumWidth: CGFloat
  /// The widest a card is made by its content.
  public var maximumWidth: CGFloat
  /// A card's width divided by its height.
  public var aspectRatio: CGFloat

  /// A card grid with the seed's metrics by default: padding 8, margin 8, cards 150 to 400
  /// wide at 1.5 : 1.
  public init(
    padding: CGFloat = 8, margin: CGFloat = 8, minimumWidth: CGFloat = 150, maximumWidth: CGFloat = 400,
    aspectRatio: CGFloat = 1.5
  ) {
    self.padding = padding
    self.margin = margin
    self.minimumWidth = minimumWidth
    self.maximumWidth = maximumWidth
    self.aspectRatio = aspectRatio
  }

  /// What the layout keeps between calls: the card size its subviews ask for.
  public struct Cache: Equatable, Sendable {
    /// The card size from the subviews' ideal sizes, the aspect ratio and the width limits,
    /// before any container limit (steps 1–3 of the card size).
    public var fittingSize: CGSize
  }

  /// Measures every subview's ideal size once and derives the fitting card size.
  public func makeCache(subviews: Subviews) -> Cache {
    Cache(fittingSize: fittingSize(of: subviews))
  }

  /// The grid's size for `proposal`: its margins, cards and padding (see the type's notes).
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
    guard !subviews.isEmpty else { return .zero }
    return arrangement(width: finite(proposal.width), count: subviews.count, fittingSize: cache.fittingSize).size
  }

  /// Places the cards row by row from the top leading corner of `bounds`.
  public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
    guard !subviews.isEmpty else { return }
    let metrics = metrics
    let grid = arrangement(
      width: finite(proposal.width) ?? bounds.width, count: subviews.count, fittingSize: cache.fittingSize)
    let cardProposal = ProposedViewSize(grid.card)
    for (offset, index) in subviews.indices.enumerated() {
      let row = offset / grid.columns
      let column = offset % grid.columns
      let origin = CGPoint(
        x: bounds.minX + metrics.margin + CGFloat(column) * (grid.card.width + metrics.padding),
        y: bounds.minY + metrics.margin + CGFloat(row) * (grid.card.height + metrics.padding))
      subviews[index].place(at: origin, anchor: .topLeading, proposal: cardProposal)
    }
  }

  /// The metrics with bad values replaced as the type's notes say.
  var metrics: CardMetrics {
    CardMetrics(
      padding: padding, margin: margin, minimumWidth: minimumWidth, maximumWidth: maximumWidth,
      aspectRatio: aspectRatio)
  }

  /// Steps 1–3 of the card size: the subviews' largest ideal lengths, made `aspectRatio` : 1
  /// by growing one of them, then kept between the width limits.
  func fittingSize(of subviews: Subviews) -> CGSize {
    let metrics = metrics
    var width: CGFloat = 0
    var height: CGFloat = 0
    for subview in subviews {
      let ideal = subview.sizeThatFits(.unspecified)
      width = max(width, ideal.width.isFinite ? ideal.width : 0)
      height = max(height, ideal.height.isFinite ? ideal.height : 0)
    }
    width = max(width, height * metrics.aspectRatio)
    width = min(max(width, metrics.minimumWidth), metrics.maximumWidth)
    return CGSize(width: width, height: width / metrics.aspectRatio)
  }

  /// The card size, columns, rows and grid size for `count` cards in `width` (`nil`: no limit).
  func arrangement(width: CGFloat?, count: Int, fittingSize: CGSize) -> CardArrangement {
    let metrics = metrics
    var card = fittingSize
    var columns = count
    if let width {
      let available = max(0, width - 2 * metrics.margin)
      if card.width > available {
        card = CGSize(width: available, height: available / metrics.aspectRatio)
      }
      // A tiny tolerance lets an exact fit fit despite rounding in the division. A NaN
      // (0 ÷ 0: no width left, 0-wide cards, no padding) or infinite quotient fits them all.
      let fitting = ((width + metrics.padding - 2 * metrics.margin) / (card.width + metrics.padding) + 1e-9)
        .rounded(.down)
      columns = fitting.isNaN || fitting >= CGFloat(count) ? count : Int(max(1, fitting))
    }
    return CardArrangement(card: card, count: count, columns: columns, margin: metrics.margin, padding: metrics.padding)
  }

  /// `value` when it is finite, otherwise `nil` (no limit).
  private func finite(_ value: CGFloat?) -> CGFloat? {
    guard let value, value.isFinite else { return nil }
    return value
  }
}
