// Test fixture: the `ContentView` of seed 001 (the flow-layout newsletter note) around its
// `ArrangerFlowLayout` (transcribed once, in the seed transcriptions target), written for
// SwiftUI; only the import differs.
import LayoutLab

/// The article's `ContentView`: the words of a quotation as capsule tags in the flow layout,
/// in a vertical scroll view.
struct ArrangerTagCloudView: View {
  let string =
    "You can’t connect the dots looking forward; you can only connect them looking backwards. So you have to trust that the dots will somehow connect in your future."
  var body: some View {
    let tags =
      string
      .components(separatedBy: " ")
      .unique
    ScrollView {
      ArrangerFlowLayout(spacing: 12) {
        ForEach(tags, id: \.self) { string in
          Text(string)
            .padding(4)
            .background(Color.green.opacity(0.5), in: Capsule())
        }
      }
      .padding()
    }
  }
}

extension Array where Element: Hashable {
  /// The article's `unique` (used, not shown there): the elements without repeats, in
  /// first-seen order.
  fileprivate var unique: [Element] {
    var seen = Set<Element>()
    return filter { seen.insert($0).inserted }
  }
}
