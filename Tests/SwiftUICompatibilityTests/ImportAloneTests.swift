import LayoutLab
import Testing

// This file imports LayoutLab alone (and Testing), as SwiftUI code imports SwiftUI alone: the
// README's tour and code written the way the seed articles write views (a Layout with CGRect and
// CGPoint, a PreferenceKey, GeometryReader, string interpolation into Text, a ViewModifier)
// compile here, or this file does not.

/// The README's 30-second tour, word for word.
private struct Row: View {
  var body: some View {
    HStack(spacing: 0) {
      Color.red.frame(maxWidth: 100)
      Color.green.frame(minWidth: 100)
    }
    .frame(width: 150, height: 50)
  }
}

/// A layout in the seeds' style: its subviews side by side, each at its ideal size.
private struct Shelf: Layout {
  var spacing: CGFloat = 4

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
    let width = sizes.reduce(0) { $0 + $1.width } + spacing * CGFloat(max(0, sizes.count - 1))
    return CGSize(width: width, height: sizes.map(\.height).max() ?? 0)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    var point = CGPoint(x: bounds.minX, y: bounds.minY)
    for subview in subviews {
      subview.place(at: point, proposal: .unspecified)
      point.x += subview.sizeThatFits(.unspecified).width + spacing
    }
  }
}

private struct WidthKey: PreferenceKey {
  static var defaultValue: CGFloat { 0 }
  static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
}

private struct Tag: ViewModifier {
  func body(content: Content) -> some View {
    content.padding(4)
  }
}

private struct Tags: View {
  let count: Int
  var body: some View {
    Shelf {
      Text("\(count) tags").modifier(Tag()).id("label")
      Text(verbatim: "x").background(
        GeometryReader { proxy in
          Color.clear.preference(key: WidthKey.self, value: proxy.size.width)
        })
    }
  }
}

@Suite("SwiftUI-shaped code compiles with import LayoutLab alone")
struct ImportAloneTests {
  @Test("The README's tour gives the 175-wide stack it describes")
  func readmeTour() {
    let result = ViewHost(rootView: Row()).layout(in: CGSize(width: 390, height: 844))
    // Red is offered 75 and takes it, green takes its minimum 100: 175 wide.
    #expect(result.views[0].children[0].frame.width == 175)
    // The tour's other two lines: the counters count the layout's work (each of the five
    // views, at least, is placed once), and overflowing a frame is no diagnostic.
    #expect(result.counters.placements >= 5)
    #expect(result.diagnostics.isEmpty)
  }

  @Test("A seed-style view with a Layout, a preference, GeometryReader and a modifier lays out")
  func seedStyleView() {
    let result = ViewHost(rootView: Tags(count: 3)).layout(in: CGSize(width: 390, height: 844))
    // "3 tags" is 6 × 8.5 = 51 wide, padded by 4: 59 × 28.4.
    let label = result.frame(id: "label")
    #expect(label.map { abs($0.width - 59) < 0.001 && abs($0.height - 28.4) < 0.001 } == true)
  }
}
