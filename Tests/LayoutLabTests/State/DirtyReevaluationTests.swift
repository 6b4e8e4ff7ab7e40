import Foundation
import LayoutLab
import LayoutTestSupport
import Testing

/// Where a cell is in the grid.
private struct Position: Hashable {
  let row: Int
  let column: Int
}

/// One cell: a user view with its own `@State` width, drawn as a clear `width × 8` rectangle.
private struct Cell: View {
  let position: Position
  let remote: Remote<CGFloat>
  @State private var width: CGFloat

  init(position: Position, remote: Remote<CGFloat>, width: CGFloat) {
    self.position = position
    self.remote = remote
    _width = State(initialValue: width)
  }

  var body: some View {
    let _ = remote.capture($width, as: position)
    Color.clear.frame(width: width, height: 8)
  }
}

/// 100 rows of 10 cells, 30 × 8 each, except `wide` (if any), which starts 50 wide.
private struct Grid: View {
  let remote: Remote<CGFloat>
  var wide: Position?

  var body: some View {
    VStack(spacing: 0) {
      ForEach(0..<100) { row in
        HStack(spacing: 0) {
          ForEach(0..<10) { column in
            let position = Position(row: row, column: column)
            Cell(position: position, remote: remote, width: position == wide ? 50 : 30)
          }
        }
      }
    }
  }
}

private let screen = CGSize(width: 390, height: 844)

/// Every laid-out view's frame, in tree order.
private func allFrames(_ result: LayoutResult) -> [CGRect] {
  var frames: [CGRect] = []
  result.forEachView { frames.append($0.frame) }
  return frames
}

@Suite("A state write re-evaluates and re-measures only what depends on it")
struct DirtyReevaluationTests {
  /// Laid-out views below the host: the VStack, 100 HStacks, and per cell a `.frame` and a
  /// `Color`: 1 + 100 + 2 × 1,000 = 2,101. (The host places the VStack without measuring
  /// itself, so it adds no misses.)
  ///
  /// Misses of a cold layout (every cache empty), from the stack rules (S4, S8):
  /// - the VStack: 1 (the root's proposal 390 × 844; placing reuses its last distribution);
  /// - each HStack: 3 (the VStack asks for its minimum (390 × 0), maximum (390 × ∞) and its
  ///   share (390 × 844 / 100 …); placing it asks the share again: a hit);
  /// - each `.frame`: 9 (each of the HStack's 3 proposals makes it ask each cell for its
  ///   minimum, maximum and share with that height: 9 distinct proposals; placing is a hit);
  /// - each `Color`: 1 (the frame always proposes it 30 × 8).
  /// 1 + 300 + 9,000 + 1,000 = 10,301 under both caching policies (no proposal repeats
  /// before placing, and placing repeats only the last one).
  @Test(
    "A cold layout of the 1,000-cell grid measures every view",
    arguments: [MeasurementCachePolicy.swiftUI, .unbounded])
  func coldLayout(policy: MeasurementCachePolicy) {
    let result = ViewHost(rootView: Grid(remote: Remote()), measurementCachePolicy: policy).layout(in: screen)
    #expect(result.viewCount == 2_101)
    #expect(result.counters.cacheMisses == 10_301)
    #expect(result.tree.bodyEvaluationsByType == ["Grid": 1, "Cell": 1_000])
  }

  /// After cell (42, column) becomes 50 wide, the misses are, by view:
  /// - the VStack: 1, and its row's HStack: 3, as in a cold layout (their caches were
  ///   cleared: they contain the cell);
  /// - the cell's `.frame`: 9, and its `Color`: 1 (now proposed 50 × 8);
  /// - the other 99 HStacks: 0: the VStack asks them the same three proposals, which their
  ///   caches hold under both policies;
  /// - the other 9 cells of the row: under `.unbounded`, only the cells after the changed
  ///   one miss, 3 each (their shares shrink: with column 4 changed, the 5 cells after it get
  ///   (390 − 4 × 30 − 50) / 5 = 44 instead of (390 − 5 × 30) / 5 = 48, under each of the
  ///   HStack's 3 heights). Under `.swiftUI` every one of the 9 misses 9 times: the HStack
  ///   cycles through 9 distinct proposals per cell, so a 3-entry cache has always evicted
  ///   the one asked for. Their `Color`s never miss (always 30 × 8).
  /// So column 9 (last): 14 under `.unbounded`, 14 + 81 = 95 under `.swiftUI`;
  /// column 4: 14 + 5 × 3 = 29 under `.unbounded`, 95 under `.swiftUI`.
  @Test(
    "A write in one cell of 1,000 evaluates 1 body and re-measures the cell and its ancestors",
    arguments: [
      (MeasurementCachePolicy.unbounded, 9, 14), (.swiftUI, 9, 95), (.unbounded, 4, 29), (.swiftUI, 4, 95),
    ])
  func oneCellChanges(policy: MeasurementCachePolicy, column: Int, expectedMisses: Int) {
    let remote = Remote<CGFloat>()
    let host = ViewHost(rootView: Grid(remote: remote), measurementCachePolicy: policy)
    _ = host.layout(in: screen)
    let changed = Position(row: 42, column: column)
    remote.bindings[changed]?.wrappedValue = 50
    let warm = host.layout(in: screen)

    #expect(warm.frames.count == 1)
    #expect(warm.tree.bodyEvaluationsByType == ["Cell": 1])
    #expect(warm.tree.nodesCreated == 0)
    #expect(warm.counters.cacheMisses == expectedMisses)

    // The same state laid out from scratch gives the same frames, view for view.
    let cold = ViewHost(rootView: Grid(remote: Remote(), wide: changed), measurementCachePolicy: policy)
      .layout(in: screen)
    let warmFrames = allFrames(warm)
    let coldFrames = allFrames(cold)
    #expect(warmFrames.count == 2_101)
    #expect(warmFrames == coldFrames)
    // Row 42 is 320 wide, centred in the 390-wide VStack; the changed cell starts at
    // 35 + 30 × column and is 50 wide. Rows are 8 tall: the VStack is 800 tall at y = 22.
    let cell = warm.views[0].children[42].children[column]
    expectFrame(cell.frame, CGRect(x: 35 + 30 * CGFloat(column), y: 22 + 42 * 8, width: 50, height: 8))
  }
}
