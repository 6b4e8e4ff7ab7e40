import Foundation
import LayoutLab
import LayoutTestSupport
import Testing

private let screen = CGSize(width: 390, height: 844)

/// One row of a long list: a user view (so building it counts one body) 50 points tall.
private struct Row: View {
  let index: Int
  var body: some View { Color.red.frame(height: 50) }
}

/// `count` rows of 50 in a `LazyVStack` with no spacing, in a scroll view scrolled to `y`;
/// each row is its `.id` (a node), the `Row`, its frame and its colour: 4 nodes.
private func lazyList(_ count: Int, y: CGFloat) -> some View {
  ScrollView {
    LazyVStack(spacing: 0) {
      ForEach(0..<count) { Row(index: $0).id($0) }
    }
    .id("stack")
  }
  .scrollPosition(.constant(ScrollPosition(y: y)))
  .id("scroll")
}

/// The ForEach ids of the rows the result has, in order.
private func builtRows(_ result: LayoutResult) -> [Int] {
  result.view(id: "stack")?.children.compactMap { $0.ids.first as? Int } ?? []
}

@Suite("Lazy stacks in a scroll view build only the rows near the region shown")
struct LazyStackLazinessTests {
  @Test("At offset 0, rows are built from the top until the screen and the look-ahead are filled (C-LS5)")
  func buildsTheFirstScreenful() {
    let result = ViewHost(rootView: lazyList(100_000, y: 0)).layout(in: screen)
    // Shown: 0...844, widened by the 100-point look-ahead to −100...944. Rows start every 50
    // points: rows 0 to 18 start before 944 (18 × 50 = 900), row 19 starts at 950: 19 rows.
    #expect(builtRows(result) == Array(0...18))
    #expect(result.tree.bodyEvaluations == 19)
    // 4 nodes a row; the position writer, the scroll view's id and the scroll view, the
    // stack's id and the stack: 19 × 4 + 5 = 81.
    #expect(result.tree.nodesCreated == 19 * 4 + 5)
    // C-LS6: the length is the 19 rows measured (950) plus 99,981 more at their average 50:
    // 5,000,000. The scroll view keeps the screen's size.
    expectSize(result.frame(id: "stack")?.size, CGSize(width: 390, height: 5_000_000))
    expectFrame(result.frame(id: "scroll"), CGRect(x: 0, y: 0, width: 390, height: 844))
  }

  @Test("The eager VStack builds all 100,000 rows; the lazy one 19 (C-LS5)")
  func eagerBuildsEverything() {
    let eager = ViewHost(
      rootView: ScrollView { VStack(spacing: 0) { ForEach(0..<100_000) { Row(index: $0) } } }
    ).layout(in: screen)
    let lazy = ViewHost(
      rootView: ScrollView { LazyVStack(spacing: 0) { ForEach(0..<100_000) { Row(index: $0) } } }
    ).layout(in: screen)
    #expect(eager.tree.bodyEvaluations == 100_000)
    #expect(lazy.tree.bodyEvaluations == 19)
    // Same wrappers around both, but the eager stack keeps a node for its ForEach: the
    // difference is 3 nodes (Row, frame, colour) for each row not built, plus that one.
    #expect(eager.tree.nodesCreated - lazy.tree.nodesCreated == (100_000 - 19) * 3 + 1)
    // Measured (answers not from the cache): each built row's frame and colour once (a Row is
    // a user view, not measured itself), plus the stack and the scroll view:
    // 100,000 × 2 + 2 = 200,002 against 19 × 2 + 2 = 40.
    #expect(eager.counters.cacheMisses == 200_002)
    #expect(lazy.counters.cacheMisses == 40)
  }

  @Test("Scrolled to 2,000, the rows around 2,000 to 2,844 exist and the rows above have no frame (C-LS5, C-LS6)")
  func scrolledBuildsTheWindow() {
    let result = ViewHost(rootView: lazyList(100_000, y: 2000)).layout(in: screen)
    // Region 2000...2844 widened to 1900...2944. The first row's stride is 50 + 0: the window
    // starts at row 1900 / 50 = 38 (at 1900) and runs while rows start before 2944: rows 38
    // to 58 (58 × 50 = 2900). Row 0 is always built (the stack is as wide as its first row, C-LS3).
    #expect(builtRows(result) == [0] + Array(38...58))
    #expect(result.tree.bodyEvaluations == 22)
    // The content is shifted up by 2,000: row 38 (at 1900) is at −100, row 40 at 0, row 0 at −2000.
    let rows = result.view(id: "stack")?.children ?? []
    #expect(rows.first?.frame == CGRect(x: 0, y: -2000, width: 390, height: 50))
    #expect(rows[1].frame == CGRect(x: 0, y: -100, width: 390, height: 50))
    #expect(rows[3].frame == CGRect(x: 0, y: 0, width: 390, height: 50))
    // The stack keeps its estimated length, 5,000,000, and starts at −2000; the scroll view
    // itself does not move.
    expectFrame(result.frame(id: "stack"), CGRect(x: 0, y: -2000, width: 390, height: 5_000_000))
    expectFrame(result.frame(id: "scroll"), CGRect(x: 0, y: 0, width: 390, height: 844))
  }

  @Test("Scrolling a warm host builds the new rows, drops the old ones and gives the cold frames (C-LS5)")
  func warmEqualsCold() {
    let host = ViewHost(rootView: AnyView(lazyList(1000, y: 0)))
    _ = host.layout(in: screen)
    host.rootView = AnyView(lazyList(1000, y: 2000))
    let warm = host.layout(in: screen)
    let cold = ViewHost(rootView: AnyView(lazyList(1000, y: 2000))).layout(in: screen)
    #expect(builtRows(warm) == builtRows(cold))
    #expect(warm.view(id: "stack")?.children.map(\.frame) == cold.view(id: "stack")?.children.map(\.frame))
    // Rows 1 to 18 scrolled out are dropped (none is kept): 18 rows of 4 nodes; rows 38 to 58
    // are new: 21 bodies and 21 × 4 nodes. Row 0 stays. The 19 rows built before see a new
    // environment (the scroll position is written into it), so their bodies run again first:
    // 19 + 21 = 40 bodies.
    #expect(warm.tree.nodesRemoved == 18 * 4)
    #expect(warm.tree.nodesCreated == 21 * 4)
    #expect(warm.tree.bodyEvaluations == 19 + 21)
  }

  @Test("A host's scroll position scrolls its scroll views as the modifier does (C-LS5)")
  func hostScrollPosition() {
    let host = ViewHost(
      rootView: ScrollView { LazyVStack(spacing: 0) { ForEach(0..<100_000) { Row(index: $0).id($0) } }.id("stack") })
    _ = host.layout(in: screen)
    host.scrollPosition = ScrollPosition(y: 2000)
    let scrolled = host.layout(in: screen)
    let modified = ViewHost(rootView: lazyList(100_000, y: 2000)).layout(in: screen)
    // The same rows as the modifier gives: row 0 and rows 38 to 58, at the same frames.
    #expect(builtRows(scrolled) == [0] + Array(38...58))
    #expect(scrolled.view(id: "stack")?.children.map(\.frame) == modified.view(id: "stack")?.children.map(\.frame))
  }

  @Test("Scrolled past the end, the offset is clamped to the content's length minus the screen")
  func clampsTheOffset() {
    let result = ViewHost(rootView: lazyList(100, y: 1_000_000)).layout(in: screen)
    // Asked for 1,000,000: the window starts at the last row (99, at 4950), whose stride holds
    // it; the length is then 100 rows: 5000. Clamped: 5000 − 844 = 4156. Shown again from 4156
    // (4056...5044 with the look-ahead): rows 81 (4050) to 99, and row 0.
    #expect(builtRows(result) == [0] + Array(81...99))
    expectFrame(result.frame(id: "stack"), CGRect(x: 0, y: -4156, width: 390, height: 5000))
    // The last row ends at the scroll view's bottom edge: 4950 − 4156 = 794, 794 + 50 = 844.
    #expect(result.view(id: "stack")?.children.last?.frame.minY == 794)
  }

  @Test("Outside a scroll view a lazy stack builds every row (C-LS10)")
  func buildsEverythingOutsideAScrollView() {
    let result = ViewHost(rootView: LazyVStack(spacing: 0) { ForEach(0..<100) { Row(index: $0).id($0) } }.id("stack"))
      .layout(in: screen)
    #expect(builtRows(result) == Array(0..<100))
    // 100 × 50 = 5000 tall, centred in 844: y = (844 − 5000) / 2 = −2078.
    expectFrame(result.frame(id: "stack"), CGRect(x: 0, y: -2078, width: 390, height: 5000))
  }

  @Test("A negative or NaN scroll position is reported, naming the scroll view, and read as 0")
  func badOffsets() {
    for y in [-5, CGFloat.nan] {
      let result = ViewHost(rootView: lazyList(100, y: y)).layout(in: screen)
      #expect(result.diagnostics.contains { $0.message.contains("ScrollView: scroll position y") })
      #expect(builtRows(result) == Array(0...18))
      #expect(result.frame(id: "stack")?.minY == 0)
    }
  }

  @Test("A plain VStack in a scrolled ScrollView is moved by the offset, the scroll view is not")
  func scrollsEagerContent() {
    let result = ViewHost(
      rootView: ScrollView { VStack(spacing: 0) { ForEach(0..<40) { Row(index: $0) } }.id("stack") }
        .scrollPosition(.constant(ScrollPosition(x: 30, y: 120)))
        .id("scroll")
    ).layout(in: screen)
    // 40 × 50 = 2000 tall; y 120 is within 0...(2000 − 844); x does not scroll (vertical only).
    expectFrame(result.frame(id: "stack"), CGRect(x: 0, y: -120, width: 390, height: 2000))
    expectFrame(result.frame(id: "scroll"), CGRect(x: 0, y: 0, width: 390, height: 844))
  }
}
