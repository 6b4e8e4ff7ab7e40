// The listing of GridRowsAndColumns.md, run.
import Foundation
import LayoutLab
import LayoutTestSupport
import Testing

private func fruitTable() -> some View {
  Grid(alignment: .leading) {
    GridRow {
      Text("Fruit")
      Text("Qty")
      Text("Colour")
    }
    Divider().gridCellUnsizedAxes(.horizontal)
    GridRow {
      Text("Apple").id("apple")
      Text("3").gridColumnAlignment(.trailing).id("three")
      Color.red.frame(width: 40, height: 16).id("red")
    }
    GridRow {
      Text("Banana")
      Text("12")
      Color.yellow.frame(width: 40, height: 16)
    }
  }
}

@Suite("Grids: rows, columns and the cells between them")
struct GridListings {
  @Test("The fruit table: columns 51, 25.5 and 51, rows 20.4, 1, 20.4 and 20.4, 8 apart (C-G5, C-G8, C-G9, C-G12)")
  func fruitTableNumbers() {
    let result = ViewHost(rootView: fruitTable()).layout(in: CGSize(width: 240, height: 120))
    // The grid is 143.5 × 86.2, centred in 240 × 120 at (48.25, 16.9); the worked numbers of
    // the article.
    expectFrame(result.frame(id: "apple"), CGRect(x: 48.25, y: 54.3, width: 42.5, height: 20.4))
    expectFrame(result.frame(id: "three"), CGRect(x: 124.25, y: 54.3, width: 8.5, height: 20.4))
    expectFrame(result.frame(id: "red"), CGRect(x: 140.75, y: 56.5, width: 40, height: 16))
    #expect(result.diagnostics.isEmpty)
    expectScenario("grid", laysOutAs: fruitTable())
  }
}
