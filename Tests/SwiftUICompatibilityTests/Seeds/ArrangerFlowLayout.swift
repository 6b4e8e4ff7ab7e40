// Test fixture: the FlowLayout of seed 001 (the flow-layout newsletter note), written token for token as the
// article writes it for SwiftUI (indented, as the scraped article lost its indentation); only
// the import differs, and the names: the layout is `ArrangerFlowLayout`, and `Arranger`,
// `Result` and `Cell` are nested in it so that they clash with nothing in the test module.
// (Nesting is also what lets `Arranger` compile as written: it declares
// `var subviews: Subviews`, and `Subviews` is the `Layout` protocol's typealias, in scope only
// inside a conforming type.)
//
// Known bug, kept on purpose: `arrange()` reports the height as `previousFrame.maxY`, the bottom
// of the *last* item, not `maxY`, the bottom of the tallest row. When an earlier item in the
// last row is taller than the last item, the layout is too short and that item overflows it.
import LayoutLab

struct ArrangerFlowLayout: Layout {
  var spacing: CGFloat
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let arranger = Arranger(
      containerSize: proposal.replacingUnspecifiedDimensions(),
      subviews: subviews,
      spacing: spacing
    )
    let result = arranger.arrange()
    return result.size
  }
  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    let arranger = Arranger(
      containerSize: proposal.replacingUnspecifiedDimensions(),
      subviews: subviews,
      spacing: spacing
    )
    let result = arranger.arrange()
    for (index, cell) in result.cells.enumerated() {
      let point = CGPoint(
        x: bounds.minX + cell.frame.origin.x,
        y: bounds.minY + cell.frame.origin.y
      )
      subviews[index].place(
        at: point,
        anchor: .topLeading,
        proposal: ProposedViewSize(cell.frame.size)
      )
    }
  }
}

extension ArrangerFlowLayout {
  struct Arranger {
    var containerSize: CGSize
    var subviews: Subviews
    var spacing: CGFloat
    func arrange() -> Result {
      var cells: [Cell] = []
      var maxY: CGFloat = 0
      var previousFrame: CGRect = .zero
      for (index, subview) in subviews.enumerated() {
        let size = subview.sizeThatFits(ProposedViewSize(containerSize))
        var origin: CGPoint
        if index == 0 {
          origin = .zero
        } else if previousFrame.maxX + spacing + size.width > containerSize.width {
          origin = CGPoint(x: 0, y: maxY + spacing)
        } else {
          origin = CGPoint(x: previousFrame.maxX + spacing, y: previousFrame.minY)
        }
        let frame = CGRect(origin: origin, size: size)
        let cell = Cell(frame: frame)
        cells.append(cell)
        previousFrame = frame
        maxY = max(maxY, frame.maxY)
      }
      let maxWidth = cells.reduce(0, { max($0, $1.frame.maxX) })
      return Result(
        size: CGSize(width: maxWidth, height: previousFrame.maxY),
        cells: cells
      )
    }
  }
  struct Result {
    var size: CGSize
    var cells: [Cell]
  }
  struct Cell {
    var frame: CGRect
  }
}

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
