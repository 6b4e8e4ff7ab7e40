import Foundation
import LayoutLab
import LayoutTestSupport
import Testing

private let screen = CGSize(width: 390, height: 844)

/// One cell of a long grid: a user view (so building it counts one body) 50 points tall.
private struct Cell: View {
  let index: Int
  var body: some View { Color.red.frame(height: 50) }
}

/// `count` cells in three flexible columns of a `LazyVGrid` (rows 8 apart), in a scroll view
/// scrolled to `y`; each cell is its `.id` (a node), the `Cell`, its frame and its colour: 4 nodes.
///
/// The columns: 390 less two gaps of 8 is 374, a third each, 124.667, at 0, 132.667 and
/// 265.333. Rows are 50 tall and stride 58.
private func lazyGrid(_ count: Int, y: CGFloat) -> some View {
  ScrollView {
    LazyVGrid(columns: [GridItem(), GridItem(), GridItem()]) {
      ForEach(0..<count) { Cell(index: $0).id($0) }
    }
    .id("grid")
  }
  .scrollPosition(.constant(ScrollPosition(y: y)))
  .id("scroll")
}

/// The ForEach ids of the cells the result has, in order.
private func builtCells(_ result: LayoutResult) -> [Int] {
  result.view(id: "grid")?.children.compactMap { $0.ids.first as? Int } ?? []
}

@Suite("Lazy grids in a scroll view build only the rows near the region shown")
struct LazyGridLazinessTests {
  @Test("10,000 cells in 3 columns at offset 0: 17 rows, 51 cells, are built and the rest estimated (C-LG11)")
  func buildsTheFirstScreenful() {
    let result = ViewHost(rootView: lazyGrid(10_000, y: 0)).layout(in: screen)
    // Shown 0...844, widened by the 100-point look-ahead to −100...944. Rows start every 58:
    // rows 0 to 16 start before 944 (16 × 58 = 928), row 17 at 986 does not: 17 rows of 3.
    #expect(builtCells(result) == Array(0..<51))
    #expect(result.tree.bodyEvaluations == 51)
    // 4 nodes a cell; the position writer, the scroll view's id and the scroll view, the
    // grid's id and the grid: 51 × 4 + 5 = 209.
    #expect(result.tree.nodesCreated == 51 * 4 + 5)
    // C-LS6 as C-LG11: the last built row ends at 928 + 50 = 978; the other ⌈10,000 / 3⌉ − 17 =
    // 3,317 rows are estimated at the average row, 50, and the spacing, 8:
    // 978 + 3,317 × 58 = 193,364, what all 3,334 rows would take (3,334 × 50 + 3,333 × 8).
    expectSize(result.frame(id: "grid")?.size, CGSize(width: 390, height: 193_364))
    expectFrame(result.frame(id: 50, relativeTo: "grid"), CGRect(x: 265.333, y: 928, width: 124.667, height: 50))
  }

  @Test("The eager grid of 10,000 cells builds them all; the lazy one 51 (C-LG11)")
  func eagerBuildsEverything() {
    let lazy = ViewHost(rootView: lazyGrid(10_000, y: 0)).layout(in: screen)
    let eager = ViewHost(
      rootView: ScrollView {
        Grid(horizontalSpacing: 8, verticalSpacing: 8) {
          ForEach(0..<3334) { row in
            GridRow { ForEach(0..<3) { column in Cell(index: row * 3 + column) } }
          }
        }
      }
    ).layout(in: screen)
    // The eager Grid evaluates every cell's body: 3,334 rows of 3 (two more than the lazy
    // grid's 10,000, for the full last row).
    #expect(eager.tree.bodyEvaluations == 10_002)
    #expect(lazy.tree.bodyEvaluations == 51)
  }

  @Test("Scrolled to 2,000, the rows around 2,000 to 2,844 exist and the rows above have no frame (C-LG11)")
  func scrolledBuildsTheWindow() {
    let result = ViewHost(rootView: lazyGrid(10_000, y: 2000)).layout(in: screen)
    // Region 2000...2844 widened to 1900...2944. The first row's stride is 50 + 8 = 58: the
    // window starts at row ⌊1900 / 58⌋ = 32 (at 1856) and runs while rows start before 2944:
    // rows 32 to 50 (50 × 58 = 2900). Row 0 is always built: cells 0 to 2, then 96 to 152.
    #expect(builtCells(result) == Array(0..<3) + Array(96..<153))
    #expect(result.tree.bodyEvaluations == 60)
    // The content is shifted up by 2,000: cell 96 (row 32, at 1856) is at −144, cell 0 at
    // −2000, cell 152 (row 50, at 2900) at 900.
    expectFrame(result.frame(id: 0), CGRect(x: 0, y: -2000, width: 124.667, height: 50))
    expectFrame(result.frame(id: 96), CGRect(x: 0, y: -144, width: 124.667, height: 50))
    expectFrame(result.frame(id: 152), CGRect(x: 265.333, y: 900, width: 124.667, height: 50))
    #expect(result.frame(id: 3) == nil)
    #expect(result.frame(id: 153) == nil)
    // The grid keeps its estimated length and starts at −2000; the scroll view does not move.
    expectFrame(result.frame(id: "grid"), CGRect(x: 0, y: -2000, width: 390, height: 193_364))
    expectFrame(result.frame(id: "scroll"), CGRect(x: 0, y: 0, width: 390, height: 844))
  }

  @Test(
    "Scrolling a warm host gives the cold host's cells and frames under every cache policy (C-LG11)",
    arguments: MeasurementCachePolicy.allCases)
  func warmEqualsCold(policy: MeasurementCachePolicy) {
    let host = ViewHost(rootView: AnyView(lazyGrid(1000, y: 0)), measurementCachePolicy: policy)
    _ = host.layout(in: screen)
    host.rootView = AnyView(lazyGrid(1000, y: 2000))
    let warm = host.layout(in: screen)
    let cold = ViewHost(rootView: AnyView(lazyGrid(1000, y: 2000)), measurementCachePolicy: policy).layout(in: screen)
    #expect(builtCells(warm) == builtCells(cold))
    #expect(warm.view(id: "grid")?.children.map(\.frame) == cold.view(id: "grid")?.children.map(\.frame))
    // Rows 1 to 16 scrolled out are dropped: 48 cells of 4 nodes; rows 32 to 50 are new:
    // 57 cells of 4 nodes.
    #expect(warm.tree.nodesRemoved == 48 * 4)
    #expect(warm.tree.nodesCreated == 57 * 4)
  }

  @Test("A LazyHGrid in a horizontal scroll view builds the columns near the region shown (C-LG11)")
  func horizontalGrid() {
    let result = ViewHost(
      rootView: ScrollView(.horizontal) {
        LazyHGrid(rows: [GridItem(.fixed(100)), GridItem(.fixed(100))], spacing: 10) {
          ForEach(0..<1000) { Color.red.frame(width: 90).id($0) }
        }
        .id("grid")
      }
    ).layout(in: screen)
    // Columns of 2 cells stride 90 + 10 = 100; shown 0...390 widened to −100...490: columns 0
    // to 4 start before 490 (4 × 100 = 400): 10 cells. The other 495 columns are estimated:
    // 400 + 90 + 495 × 100 = 49,990, as 500 columns of 90 with 499 gaps of 10. The rows' block
    // is 208 tall; the grid takes the 844 it is offered (C-LG6).
    #expect(builtCells(result) == Array(0..<10))
    expectSize(result.frame(id: "grid")?.size, CGSize(width: 49_990, height: 844))
  }

  @Test("Outside a scroll view a lazy grid builds every cell (C-LG11)")
  func buildsEverythingOutsideAScrollView() {
    let result = ViewHost(
      rootView: LazyVGrid(columns: [GridItem(), GridItem(), GridItem()]) {
        ForEach(0..<30) { Cell(index: $0).id($0) }
      }
      .id("grid")
    ).layout(in: screen)
    #expect(builtCells(result) == Array(0..<30))
    // 10 rows of 50, 9 gaps of 8: 572 tall.
    expectSize(result.frame(id: "grid")?.size, CGSize(width: 390, height: 572))
  }
}

@Suite("Pinned section headers and footers of a lazy grid stay in the region shown")
struct LazyGridPinningTests {
  /// Two sections of 20 cells (10 rows of 50) in 2 columns, each with a 30-tall header and a
  /// 20-tall footer, pinned, in a 300-tall scroll view scrolled to `y`.
  ///
  /// Section 1: header 0...30, rows from 38 every 58 (the last at 560, ending 610), footer at
  /// 618...638. Section 2 starts 8 later: header at 646, footer at 1264; 1284 tall in all.
  private func pinned(y: CGFloat) -> LayoutResult {
    func section(_ name: String) -> some View {
      Section {
        ForEach(0..<20) { Color.red.frame(height: 50).id("\(name)\($0)") }
      } header: {
        Color.gray.frame(height: 30).id("\(name)-header")
      } footer: {
        Color.gray.frame(height: 20).id("\(name)-footer")
      }
    }
    return ViewHost(
      rootView: ScrollView {
        LazyVGrid(columns: [GridItem(), GridItem()], pinnedViews: [.sectionHeaders, .sectionFooters]) {
          section("a")
          section("b")
        }
        .id("grid")
      }
      .scrollPosition(.constant(ScrollPosition(y: y)))
    ).layout(in: CGSize(width: 390, height: 300))
  }

  @Test("A header pins to the top of the region shown across all columns; its footer to the bottom (C-LG12)")
  func pinsToTheRegion() {
    let result = pinned(y: 200)
    // Shown 200...500. Header a moves from 0 to 200: y 0 on screen, 390 wide. Footer a moves
    // up from 618 to 500 − 20 = 480: y 280. Header b, at 646, is below the top and stays: 446.
    expectFrame(result.frame(id: "a-header"), CGRect(x: 0, y: 0, width: 390, height: 30))
    expectFrame(result.frame(id: "a-footer"), CGRect(x: 0, y: 280, width: 390, height: 20))
    expectFrame(result.frame(id: "b-header"), CGRect(x: 0, y: 446, width: 390, height: 30))
    // Cells do not move: a0 at 38 − 200.
    expectFrame(result.frame(id: "a0"), CGRect(x: 0, y: -162, width: 191, height: 50))
  }

  @Test("The next section pushes a pinned header out; unscrolled, only a footer below the region moves (C-LG12)")
  func nextSectionPushesTheHeader() {
    let result = pinned(y: 620)
    // Shown 620...920: header a would pin at 620 but stays within its section, whose footer
    // ends at 638: 638 − 30 = 608, y −12 on screen. Header b, at 646, stays: y 26.
    expectFrame(result.frame(id: "a-header"), CGRect(x: 0, y: -12, width: 390, height: 30))
    expectFrame(result.frame(id: "b-header"), CGRect(x: 0, y: 26, width: 390, height: 30))
    let top = pinned(y: 0)
    // Shown 0...300: header a is where it lies; footer a (at 618) pins at 300 − 20 = 280,
    // which is below its section's start (0); header b lies at 646.
    expectFrame(top.frame(id: "a-header"), CGRect(x: 0, y: 0, width: 390, height: 30))
    expectFrame(top.frame(id: "a-footer"), CGRect(x: 0, y: 280, width: 390, height: 20))
    expectFrame(top.frame(id: "b-header"), CGRect(x: 0, y: 646, width: 390, height: 30))
  }

  @Test("A LazyHGrid pins its section headers to the leading edge of the region shown (C-LG12)")
  func horizontalGridPinsToTheLeadingEdge() {
    func section(_ name: String) -> some View {
      Section {
        ForEach(0..<20) { Color.red.frame(width: 50).id("\(name)\($0)") }
      } header: {
        Color.gray.frame(width: 30).id("\(name)-header")
      }
    }
    let result = ViewHost(
      rootView: ScrollView(.horizontal) {
        LazyHGrid(rows: [GridItem(.fixed(40)), GridItem(.fixed(40))], pinnedViews: [.sectionHeaders]) {
          section("a")
          section("b")
        }
      }
      .scrollPosition(.constant(ScrollPosition(x: 200)))
    ).layout(in: CGSize(width: 390, height: 300))
    // The rows' block is 40 + 8 + 40 = 88 tall, centred in the 300 the grid takes: y 106.
    // Along x: header a at 0 (30 wide), columns of 2 cells from 38 every 58, the tenth at 560
    // (ending 610); header b at 618. Shown 200...590: header a moves to 200, x 0 on screen;
    // header b stays at 618, x 418. Cell a0 does not move: 38 − 200 = −162.
    expectFrame(result.frame(id: "a-header"), CGRect(x: 0, y: 106, width: 30, height: 88))
    expectFrame(result.frame(id: "b-header"), CGRect(x: 418, y: 106, width: 30, height: 88))
    expectFrame(result.frame(id: "a0"), CGRect(x: -162, y: 106, width: 50, height: 40))
  }
}
