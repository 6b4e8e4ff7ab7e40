import Foundation
import LayoutLab

/// A yellow card of `CardGrid`: a large number over a caption, filling whatever it is offered.
///
///     VStack(spacing: 8) {
///       Text("\(number)").font(.largeTitle)
///       Text(caption).font(.caption)
///     }
///     .padding()
///     .frame(maxWidth: .infinity, maxHeight: .infinity)
///     .background(Color.yellow, in: RoundedRectangle(cornerRadius: 8))
///
/// Its ideal size is the padded text: width `max(digits × largeTitle ÷ 2, characters ×
/// caption ÷ 2) + 32`, height `1.2 × largeTitle + 8 + 1.2 × caption + 32` under LayoutLab's
/// text model (advance = point size ÷ 2, line = 1.2 × point size). With the default
/// 12-character caption "Dynamic Type" the caption is the wider line at every Dynamic Type
/// size, so the caption's font decides how the cards grow: at `.large` (largeTitle 34,
/// caption 12) a card asks for 104 × 95.2; at `.accessibility5` (60, 43) for 290 × 163.6.
///
/// SwiftUI parity: ordinary SwiftUI views; the seed does not show its `CardView`, so this
/// content is chosen to reproduce the seed's account (see `CardGrid`). Real fonts are
/// narrower than half the point size per character, so on a device the same grid needs a
/// longer caption.
public struct NumberedCard: View {
  /// The number shown large.
  public var number: Int
  /// The line under the number.
  public var caption: String

  /// A card showing `number` over `caption`.
  public init(number: Int, caption: String = "Dynamic Type") {
    self.number = number
    self.caption = caption
  }

  public var body: some View {
    VStack(spacing: 8) {
      Text("\(number)").font(.largeTitle)
      Text(caption).font(.caption)
    }
    .padding()
    .frame(maxWidth: .infinity, maxHeight: .infinity)
    .background(Color.yellow, in: RoundedRectangle(cornerRadius: 8))
  }
}
