// Test fixture: the collection view of seed 004 (a Swift Talk episode building a collection
// view, part 1) as the episode leaves it, written as the episode writes it for SwiftUI: each
// cell's content reports its size through a `GeometryReader` in its background, the sizes travel
// up as a preference, and the collection view receives them in `onPreferenceChange`. Only the
// import differs, and:
// - the episode prints the sizes; here they go to `report`, whose default prints, so that a test
//   can read them;
// - the labels' random tails of "x" are fixed, so that the numbers can be worked by hand;
// - `String: Identifiable` is marked `@retroactive`, as Swift 6 asks of it in SwiftUI too.
import LayoutLab

struct CollectionViewSizeKey: PreferenceKey {
  typealias Value = [CGSize]

  static var defaultValue: [CGSize] { [] }
  static func reduce(value: inout [CGSize], nextValue: () -> [CGSize]) {
    value.append(contentsOf: nextValue())
  }
}

struct PropagateSize<V: View>: View {
  var content: V
  var body: some View {
    content
      .background(
        GeometryReader { proxy in
          Color.clear.preference(key: CollectionViewSizeKey.self, value: [proxy.size])
        })
  }
}

struct CollectionView<Elements, Content>: View
where Elements: RandomAccessCollection, Content: View, Elements.Element: Identifiable {
  var data: Elements
  var content: (Elements.Element) -> Content
  var report: ([CGSize]) -> Void = { print($0) }
  var body: some View {
    HStack {
      ForEach(data) {
        PropagateSize(content: self.content($0))
      }
    }.onPreferenceChange(CollectionViewSizeKey.self) {
      self.report($0)
    }
  }
}

// The episode's code, transcribed as written:
// todo hack (the episode's own words)
// swift-format-ignore: AvoidRetroactiveConformances
extension String: @retroactive Identifiable {
  public var id: String { self }
}

struct EpisodeContentView: View {
  let strings: [String] = (1...3).map { "Item \($0) " + String(repeating: "x", count: $0) }
  var report: ([CGSize]) -> Void

  var body: some View {
    CollectionView(
      data: strings,
      content: {
        Text($0)
          .padding(10)
          .background(Color.gray)
      }, report: report)
  }
}
