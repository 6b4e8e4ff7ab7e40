// Test fixture: a stand-in for seed 002's HorizontalTileGrid (the article's code is partly
// missing and does not compile as printed), written as one would for SwiftUI, so that the
// article's call site can be compiled and measured:
//
//     ScrollView(.horizontal) {
//       HorizontalTileGrid(blocks: ...) {
//         ForEach(restaurants) { food in RestaurantItemView(food: food).padding(1) }
//       }
//     }
//     .scrollIndicators(.hidden)
//
// The stand-in lays its columns left to right, all `side` tall: `.full` is a side x side square
// holding one subview; `.double` a column of two half-side squares, one above the other, holding
// two; `.fullCustom(width:)` a width x side tile holding one. Like the article, it places each
// subview by its centre (`anchor: .center`) and proposes it its tile's size.
import LayoutLab

struct HorizontalTileGrid: Layout {
  /// How a column of the grid holds its subviews.
  enum BlockType {
    case full
    case double
    case fullCustom(width: CGFloat)
  }

  var blocks: [BlockType]
  var side: CGFloat = 100

  init(blocks: [BlockType]) {
    self.blocks = blocks
  }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    CGSize(width: tiles(in: .zero).reduce(0) { max($0, $1.maxX) }, height: side)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    for (subview, tile) in zip(subviews, tiles(in: bounds)) {
      subview.place(
        at: CGPoint(x: tile.midX, y: tile.midY), anchor: .center, proposal: ProposedViewSize(tile.size))
    }
  }

  /// The tiles, one per subview in order, from the top leading corner of `bounds`.
  private func tiles(in bounds: CGRect) -> [CGRect] {
    var x = bounds.minX
    var tiles: [CGRect] = []
    for block in blocks {
      switch block {
      case .full:
        tiles.append(CGRect(x: x, y: bounds.minY, width: side, height: side))
        x += side
      case .double:
        tiles.append(CGRect(x: x, y: bounds.minY, width: side / 2, height: side / 2))
        tiles.append(CGRect(x: x, y: bounds.minY + side / 2, width: side / 2, height: side / 2))
        x += side / 2
      case .fullCustom(let width):
        tiles.append(CGRect(x: x, y: bounds.minY, width: width, height: side))
        x += width
      }
    }
    return tiles
  }
}

/// A restaurant of the article's list.
private struct Restaurant: Identifiable {
  let id: Int
  let name: String

  static let all = [
    Restaurant(id: 1, name: "Pizza"), Restaurant(id: 2, name: "Sushi"),
    Restaurant(id: 3, name: "Tacos"), Restaurant(id: 4, name: "Noodle bar"),
  ]
}

/// A restaurant tile: its name on orange, filling the tile.
private struct RestaurantItemView: View {
  let food: Restaurant
  var body: some View {
    Text(food.name)
      .frame(maxWidth: .infinity, maxHeight: .infinity)
      .background(Color.orange)
  }
}

/// The article's call site.
struct RestaurantStrip: View {
  let restaurantsLayout: [HorizontalTileGrid.BlockType] = [.full, .double, .fullCustom(width: 300)]
  private let restaurants = Restaurant.all
  var body: some View {
    ScrollView(.horizontal) {
      HorizontalTileGrid(blocks: self.restaurantsLayout) {
        ForEach(restaurants) { food in
          RestaurantItemView(food: food)
            .padding(1)
        }
      }
    }
    .scrollIndicators(.hidden)
  }
}
