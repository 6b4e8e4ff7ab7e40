import Foundation
import LayoutLab
import LayoutTestSupport
import Testing

/// How a grid sizes its columns and rows (rules C-G5–C-G8, C-G12, C-G13 of the Grid article).
/// A `Color` takes any proposal (0 for 0, infinity for infinity) and is 10 where unspecified;
/// a `Divider` in a grid is a horizontal line 1 tall.
@Suite("Grid columns and rows take their cells' sizes and share what is left")
struct GridTrackSizingTests {
  @Test("Flexible columns share the width left after the rigid ones (C-G5, C-G7)")
  func flexibleColumnsShare() {
    let result = ViewHost(
      rootView: Grid(horizontalSpacing: 10, verticalSpacing: 0) {
        GridRow {
          Color.red.frame(width: 50, height: 20).id("fixed")
          Color.blue.id("flexA")
          Color.green.id("flexB")
        }
      }
      .id("grid")
      .frame(width: 200, height: 40)
    ).layout(in: phoneSize)
    // Ranges (from the (0, 0) and (∞, ∞) probes): column 0 50…50, columns 1 and 2 0…∞.
    // Assumption (C-G7, derived): the stack's distribution over tracks. Of 200 − 2 × 10 = 180,
    // the rigid column is offered 180 / 3 = 60 and takes 50; the two flexible ones share the
    // 130 left: 65 each. The row: 20…∞ offered 40, takes 40.
    expectSize(result.frame(id: "grid")?.size, CGSize(width: 200, height: 40))
    expectFrame(result.frame(id: "fixed", relativeTo: "grid"), CGRect(x: 0, y: 10, width: 50, height: 20))
    expectFrame(result.frame(id: "flexA", relativeTo: "grid"), CGRect(x: 60, y: 0, width: 65, height: 40))
    expectFrame(result.frame(id: "flexB", relativeTo: "grid"), CGRect(x: 135, y: 0, width: 65, height: 40))
  }

  @Test("With no size proposed each track takes its cells' ideal length (C-G7)")
  func idealTracks() {
    let result = ViewHost(
      rootView: Grid {
        GridRow {
          Color.red.id("a")
          Color.blue.frame(width: 30, height: 5).id("b")
        }
      }
      .id("grid")
      .fixedSize()
    ).layout(in: phoneSize)
    // Ideal sizes: the colour 10 × 10, the frame 30 × 5. Columns 10 and 30, the row
    // max(10, 5) = 10: 10 + 8 + 30 = 48 × 10. b is centred in the 10-tall row: y 2.5.
    expectSize(result.frame(id: "grid")?.size, CGSize(width: 48, height: 10))
    expectFrame(result.frame(id: "a", relativeTo: "grid"), CGRect(x: 0, y: 0, width: 10, height: 10))
    expectFrame(result.frame(id: "b", relativeTo: "grid"), CGRect(x: 18, y: 2.5, width: 30, height: 5))
  }

  @Test("The default spacing is 8 both ways: a 2 × 3 colour grid proposed zero is 8 × 16 (C-G8)")
  func defaultSpacingAtZero() {
    let result = ViewHost(
      rootView: Grid {
        ForEach(0..<3, id: \.self) { _ in
          GridRow {
            Color.red
            Color.blue
          }
        }
      }
      .id("grid")
    ).layout(in: .zero)
    // Every colour takes 0 × 0; what is left is the spacing: 1 × 8 wide, 2 × 8 tall.
    expectSize(result.frame(id: "grid")?.size, CGSize(width: 8, height: 16))
  }

  @Test("A cell spanning columns is proposed their widths and the spacing between them (C-G7, C-G11)")
  func spanningProposal() {
    let result = ViewHost(
      rootView: Grid(horizontalSpacing: 10, verticalSpacing: 0) {
        GridRow {
          Color.red.frame(width: 40, height: 10)
          Color.blue.frame(width: 60, height: 10)
        }
        GridRow {
          Color.green.frame(width: 30, height: 10).id("span").gridCellColumns(2)
        }
      }
      .id("grid")
    ).layout(in: phoneSize)
    // Columns 40 and 60: the spanning cell's area is 40 + 10 + 60 = 110 wide, 10 tall. It is
    // anchored at the grid alignment's unit point (centre): x = (110 − 30) / 2 = 40.
    #expect(result.view(id: "span")?.proposal == ProposedViewSize(width: 110, height: 10))
    expectFrame(result.frame(id: "span", relativeTo: "grid"), CGRect(x: 40, y: 10, width: 30, height: 10))
    expectSize(result.frame(id: "grid")?.size, CGSize(width: 110, height: 20))
  }

  @Test("A spanning cell wider than its columns widens them by equal parts (C-G7, derived)")
  func spanningCellWidensColumns() {
    let result = ViewHost(
      rootView: Grid(horizontalSpacing: 10, verticalSpacing: 0) {
        GridRow {
          Color.red.frame(width: 20, height: 10).id("a")
          Color.blue.frame(width: 20, height: 10).id("b")
        }
        GridRow {
          Color.green.frame(width: 100, height: 10).id("wide").gridCellColumns(2)
        }
      }
      .id("grid")
    ).layout(in: phoneSize)
    // Assumption (derived): the columns cover 20 + 10 + 20 = 50 of the 100 the wide cell needs;
    // each gets half of the 50 lacking: 45 and 45. a and b are centred in them: x 12.5 and
    // 55 + 12.5 = 67.5.
    expectSize(result.frame(id: "grid")?.size, CGSize(width: 100, height: 20))
    expectFrame(result.frame(id: "a", relativeTo: "grid"), CGRect(x: 12.5, y: 0, width: 20, height: 10))
    expectFrame(result.frame(id: "b", relativeTo: "grid"), CGRect(x: 67.5, y: 0, width: 20, height: 10))
    expectFrame(result.frame(id: "wide", relativeTo: "grid"), CGRect(x: 0, y: 10, width: 100, height: 10))
  }

  @Test("A Divider outside GridRow widens the grid to the width offered (C-G13)")
  func dividerWidensGrid() {
    let result = ViewHost(
      rootView: Grid {
        GridRow {
          Color.red.frame(width: 40, height: 10).id("a")
          Color.blue.frame(width: 40, height: 10).id("b")
        }
        Divider().id("divider")
      }
      .id("grid")
      .frame(width: 300)
    ).layout(in: phoneSize)
    // The divider spans both columns and can be 0…∞ wide, so both become 40…∞. Of
    // 300 − 8 = 292 each takes 146. Rows: 10, and the divider's 1: 10 + 8 + 1 = 19.
    expectSize(result.frame(id: "grid")?.size, CGSize(width: 300, height: 19))
    expectFrame(result.frame(id: "divider", relativeTo: "grid"), CGRect(x: 0, y: 18, width: 300, height: 1))
    // a centred in 146: x 53; b in the column starting at 154: x 207.
    expectFrame(result.frame(id: "a", relativeTo: "grid"), CGRect(x: 53, y: 0, width: 40, height: 10))
    expectFrame(result.frame(id: "b", relativeTo: "grid"), CGRect(x: 207, y: 0, width: 40, height: 10))
  }

  @Test("gridCellUnsizedAxes keeps a Divider from sizing the columns; it takes the grid's width (C-G12)")
  func unsizedDivider() {
    let result = ViewHost(
      rootView: Grid {
        GridRow {
          Color.red.frame(width: 40, height: 10).id("a")
          Color.blue.frame(width: 40, height: 10).id("b")
        }
        Divider().id("divider").gridCellUnsizedAxes(.horizontal)
      }
      .id("grid")
      .frame(width: 300)
    ).layout(in: phoneSize)
    // The columns are the cells' 40 and 40: the grid is 88 wide, and the divider is proposed
    // those 88 and takes them.
    expectSize(result.frame(id: "grid")?.size, CGSize(width: 88, height: 19))
    expectFrame(result.frame(id: "divider", relativeTo: "grid"), CGRect(x: 0, y: 18, width: 88, height: 1))
    #expect(result.view(id: "divider")?.proposal == ProposedViewSize(width: 88, height: 1))
  }

  @Test("An unsized colour fills its cell without sizing the row or the column (C-G12)")
  func unsizedColourFillsCell() {
    let result = ViewHost(
      rootView: Grid(horizontalSpacing: 0, verticalSpacing: 0) {
        GridRow {
          Color.red.frame(width: 30, height: 20)
          Color.clear.id("filler").gridCellUnsizedAxes([.horizontal, .vertical])
        }
        GridRow {
          Color.red.frame(width: 30, height: 20)
          Color.blue.frame(width: 50, height: 20)
        }
      }
      .id("grid")
    ).layout(in: phoneSize)
    // Without the modifier the clear colour would stretch column 1 and row 0 to fill the
    // screen; with it, column 1 is 50 (from the blue cell) and row 0 is 20.
    expectSize(result.frame(id: "grid")?.size, CGSize(width: 80, height: 40))
    expectFrame(result.frame(id: "filler", relativeTo: "grid"), CGRect(x: 30, y: 0, width: 50, height: 20))
  }
}
