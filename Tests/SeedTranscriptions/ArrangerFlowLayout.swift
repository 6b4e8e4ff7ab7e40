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
//
// Shared by the compatibility tests (which run it as SwiftUI code) and the checker tests (which
// rely on its bug being kept as written): the one change from the article is `public` on the
// type, its initializer and its `Layout` methods, so that both test targets reach it.
import LayoutLab

public struct ArrangerFlowLayout: Layout {
  var spacing: CGFloat

  public init(spacing: CGFloat) {
    self.spacing = spacing
  }

  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let arranger = Arranger(
      containerSize: proposal.replacingUnspecifiedDimensions(),
      subviews: subviews,
      spacing: spacing
    )
    let result = arranger.arrange()
    return result.size
  }
  public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
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
