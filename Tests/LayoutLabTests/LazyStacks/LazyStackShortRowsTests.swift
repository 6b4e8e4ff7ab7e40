import Foundation
import LayoutLab
import LayoutTestSupport
import Testing

// A lazy stack in a scroll view first builds as many rows as the first row's length says fill
// the region shown, then more while the region is not filled. Rows much shorter than the first,
// or of no length at all, used to be added one a round, each round measuring every row built
// before it: thousands of empty rows did not finish. Now more rows are added at the average
// length of those built, and when that is 0 every row left is built at once (empty rows all
// lie at the region's start, so each one is shown).

@Suite("A lazy stack of short or empty rows in a scroll view is laid out in a few rounds")
struct LazyStackShortRowsTests {
  @Test("2,000 empty rows in a scrolled scroll view inside a GeometryReader are all built, each measured a few times")
  func emptyRows() {
    let rows = 2_000
    let result = ViewHost(
      rootView: GeometryReader { _ in
        ScrollView {
          LazyVStack(spacing: 0) { ForEach(0..<rows, id: \.self) { Color.red.frame(height: 0).id($0) } }.id("stack")
        }
        .scrollPosition(.constant(ScrollPosition(y: 500)))
      }
    ).layout(in: CGSize(width: 300, height: 400))
    // The content is 0 tall, so the offset is clamped to 0 and every row, at y = 0, meets the
    // region shown: all 2,000 are built, one after another at y = 0.
    let built = result.view(id: "stack")?.children ?? []
    #expect(built.count == rows)
    #expect(built.last?.frame == CGRect(x: 0, y: 0, width: 300, height: 0))
    // The rows are arranged a few times (measured and placed, at the requested offset and
    // then at the clamped one), each time asking every row's frame, and through it its
    // colour, a few times: the calls grow with the rows, under 25 a row. Adding one row a
    // round asked every row built before it again each round: about rows² / 2 calls
    // (2,000,000 here; 300 such rows took over 300 calls a row).
    #expect(result.counters.sizeThatFitsCalls < 25 * rows)
    #expect(result.diagnostics.isEmpty)
  }

  @Test("Rows shorter than the first are built up to the region's end and no further (C-LS5)")
  func shorterRows() {
    let result = ViewHost(
      rootView: ScrollView {
        LazyVStack(spacing: 0) {
          ForEach(0..<1_000, id: \.self) { index in Color.red.frame(height: index == 0 ? 100 : 1).id(index) }
        }
        .id("stack")
      }
    ).layout(in: CGSize(width: 300, height: 400))
    // Shown: 0...400, widened by the 100-point look-ahead to −100...500. Row 0 takes 0...100;
    // rows 1, 2, ... start at 100, 101, ...: the last to start before 500 is row 400 (at 499).
    // So rows 0 to 400 are built, 401 rows, whatever the first row's length led to guess.
    let built = result.view(id: "stack")?.children ?? []
    #expect(built.count == 401)
    #expect(built.last?.frame == CGRect(x: 0, y: 499, width: 300, height: 1))
  }
}
