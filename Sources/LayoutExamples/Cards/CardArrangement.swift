import Foundation

/// How `CardLayout` arranges its cards for one width: the card size, the columns and rows,
/// and the grid's size.
///
/// SwiftUI parity: none needed; an internal value of the example layout.
struct CardArrangement: Equatable {
  /// Every card's size.
  let card: CGSize
  /// Cards per row: at least 1.
  let columns: Int
  /// Rows: `⌈count ÷ columns⌉`.
  let rows: Int
  /// The grid's size: margins around, padding between the cards.
  let size: CGSize

  init(card: CGSize, count: Int, columns: Int, margin: CGFloat, padding: CGFloat) {
    self.card = card
    self.columns = max(1, columns)
    rows = (max(0, count) + self.columns - 1) / self.columns
    size =
      count > 0
      ? CGSize(
        width: 2 * margin + CGFloat(self.columns) * (card.width + padding) - padding,
        height: 2 * margin + CGFloat(rows) * (card.height + padding) - padding)
      : .zero
  }
}
