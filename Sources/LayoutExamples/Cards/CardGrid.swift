import Foundation
import LayoutLab

/// Seed 000's screen: `count` numbered cards (`NumberedCard`, 1 to `count`) in a `CardLayout`
/// in a vertical `ScrollView`.
///
/// With the default 35 cards and the default layout it gives the seed's grids. A vertical
/// scroll view proposes the screen width and no height (SV1), so the columns come from the
/// screen width and the cards from the largest card's content at the Dynamic Type size:
///
/// | screen | Dynamic Type | card | columns × rows |
/// |---|---|---|---|
/// | iPad 11" landscape, 1194 | xSmall … xxLarge | 150 × 100 … 157.2 × 104.8 | 7 × 5 |
/// | 1194 | xxxLarge, AX1 | 164.4 × 109.6, 178.8 × 119.2 | 6 × 6 |
/// | 1194 | AX2, AX3 | 193.2 × 128.8, 224 × 149.33 | 5 × 7 |
/// | 1194 | AX4 | 254 × 169.33 | 4 × 9 |
/// | 1194 | AX5 | 290 × 193.33 | 3 × 12 |
/// | iPhone portrait, 390 | large | 150 × 100 | 2 × 18 |
///
/// The seed's screenshots show 7 × 5, 6 × 6 and 3 columns (it counts 11 rows of 3, for 33
/// cards; 35 cards make 12).
///
/// SwiftUI parity: the seed's `ContentView`, with this package's card content.
public struct CardGrid: View {
  /// How many cards; a negative count shows none.
  public var count: Int
  /// The grid's layout.
  public var layout: CardLayout

  /// `count` numbered cards, 35 by default, in `layout`.
  public init(count: Int = 35, layout: CardLayout = CardLayout()) {
    self.count = count
    self.layout = layout
  }

  public var body: some View {
    ScrollView {
      layout {
        ForEach(0..<max(0, count)) { index in
          NumberedCard(number: index + 1)
        }
      }
    }
  }
}
