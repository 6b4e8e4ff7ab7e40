// Test fixture: the views of seed 000 ("SwiftUI Self-Sizing Flow Layouts") around its
// `CardLayout` and `CachedCardLayout` (transcribed once, in the seed transcriptions target),
// written for SwiftUI; only the import differs.
import LayoutLab

/// A card of the article's grid. The article does not show its model; this one numbers the
/// cards.
private struct Card: Identifiable {
  let id: Int
  var title: String { "Card \(id)" }
}

/// The cards of the article's grid: 33 fit its three grids exactly (7 x 5, 6 x 6 and 3 x 11
/// all hold 33 with their last row partly filled; 35 would need 12 rows of 3).
private enum Cards {
  static let all = (1...33).map { Card(id: $0) }
}

/// The article's `CardView` is not shown either; this one is a yellow card filling whatever it
/// is offered, with its title padded inside (ideal size: the padded title).
private struct CardView: View {
  let card: Card
  var body: some View {
    Text(card.title)
      .padding()
      .frame(maxWidth: .infinity, maxHeight: .infinity)
      .background(Color.yellow, in: RoundedRectangle(cornerRadius: 8))
  }
}

/// The article's `ContentView`: the cards in a `CardLayout` in a vertical scroll view.
struct CardContentView: View {
  var body: some View {
    ScrollView {
      CardLayout {
        ForEach(Cards.all) { card in
          CardView(card: card)
        }
      }
    }
  }
}

/// The same content with the cached layout.
struct CachedCardContentView: View {
  var body: some View {
    ScrollView {
      CachedCardLayout {
        ForEach(Cards.all) { card in
          CardView(card: card)
        }
      }
    }
  }
}
