import Foundation
import LayoutLab
import LayoutTestSupport
import Testing

/// Two rows, laid out in a 390 × 300 host: a 100 × 20 box and "Hello" (5 × 8.5 = 42.5 by
/// 20.4), then a 50 × 30 box.
private func grid() -> some View {
  Grid {
    GridRow {
      Color.red.frame(width: 100, height: 20).id("a")
      Text("Hello").id("b")
    }
    GridRow {
      Color.blue.frame(width: 50, height: 30).id("c")
    }
  }
  .id("grid")
}

@Suite("Explaining why a grid and its cells have their sizes and places")
struct GridExplanationTests {
  @Test("A grid is its columns' widths and its rows' heights with the spacing between them (C-G7)")
  func gridSize() throws {
    let result = tracedLayout(grid(), size: CGSize(width: 390, height: 300))
    // Columns: max(100, 50) = 100 and 42.5; rows: max(20, 20.4) = 20.4 and 30; 8 between.
    let rule = try #require(result.explain(id: "grid")?.answers.first?.rule)
    #expect(rule.id == "C-G7")
    #expect(rule.arithmetic == "width = 100 + 42.5 + 1 × 8 = 150.5, height = 20.4 + 30 + 1 × 8 = 58.4")
  }

  @Test("A cell goes to its column's and row's slot, lined up on their guides (C-G9)")
  func cellPlacement() throws {
    let result = tracedLayout(grid(), size: CGSize(width: 390, height: 300))
    // The grid, 150.5 × 58.4, is centred: (390 − 150.5) / 2 = 119.75, (300 − 58.4) / 2 = 120.8.
    // "Hello" is in column 2: x = 119.75 + 100 + 8 = 227.75, exactly its slot's width.
    let hello = try #require(result.explain(id: "b")?.placement?.rule)
    #expect(hello.id == "C-G9")
    #expect(hello.arithmetic == "column 2 of row 1: a slot 42.5 × 20.4 at (227.75, 120.8); x = 227.75, y = 120.8")
    // The 50 × 30 box is centred in column 1 (100 wide) of row 2, which starts at
    // 120.8 + 20.4 + 8 = 149.2: x = 119.75 + 25 = 144.75.
    let box = try #require(result.explain(id: "c")?.placement?.rule)
    #expect(
      box.arithmetic == "column 1 of row 2: a slot 100 × 30 at (119.75, 149.2); x = 119.75 + 25 = 144.75, y = 149.2")
  }

  @Test("A view outside any GridRow is a row of its own across every column, placed by a unit point (C-G11)")
  func wholeRow() throws {
    let view = Grid {
      GridRow {
        Color.red.frame(width: 100, height: 20)
        Color.red.frame(width: 40, height: 20)
      }
      Color.green.frame(width: 60, height: 10).id("w")
    }
    let result = tracedLayout(view, size: CGSize(width: 390, height: 300))
    // Columns 100 and 40 with 8 between: 148 wide; rows 20 and 10: 38 tall. Centred:
    // x = (390 − 148) / 2 = 121, y = (300 − 38) / 2 = 131. The row of its own starts at
    // 131 + 20 + 8 = 159 and spans 148; the 60-wide view is centred in it: 121 + 44 = 165.
    let rule = try #require(result.explain(id: "w")?.placement?.rule)
    #expect(rule.id == "C-G11")
    #expect(
      rule.arithmetic
        == "a row of its own across all 2 columns of row 2: a slot 148 × 10 at (121, 159); x = 121 + 44 = 165, y = 159")
  }
}
