import Foundation
import LayoutLab
import LayoutTestSupport
import Testing

/// Grows by one point per frame (as in FeedbackLoopTests): each frame does the same work.
private struct Grower: View {
  @State private var width: CGFloat = 10

  var body: some View {
    Color.clear.frame(width: width, height: 10)
      .onGeometryChange(for: CGFloat.self, of: { $0.size.width }) { width = $0 + 1 }
  }
}

/// A 10 × count rectangle whose count the test writes.
private struct Tally: View {
  let remote: Remote<Int>
  @State private var count = 1

  var body: some View {
    let _ = remote.capture($count)
    Color.clear.frame(width: CGFloat(count) * 10, height: 10).id("tally")
  }
}

private let screen = CGSize(width: 390, height: 844)

@Suite("Per-frame counters add up to the layout's totals")
struct FrameCountersTests {
  @Test("Every frame of a feedback loop measures the same 3 views, and 8 frames make the totals")
  func perFrameAndTotals() {
    let result = ViewHost(rootView: Grower()).layout(in: screen)
    #expect(result.frames.count == 8)
    // Each frame the view is new (its body ran: the modifiers' caches are cleared):
    // - the onGeometryChange modifier (it lays out, passing its content through): 1 call, a
    //   miss, when the host places it;
    // - `.frame`: a miss when the modifier measures it, a hit when the modifier places it;
    // - `Color`: a miss when the frame measures it (w × 10), a hit when the frame places it;
    // so 5 calls, 3 misses, 2 hits; placements: the modifier, the frame and the color, 3 (the
    // host's root is placed too, but it is not one of the result's views).
    var perFrame = NodeCounters()
    perFrame.sizeThatFitsCalls = 5
    perFrame.cacheMisses = 3
    perFrame.cacheHits = 2
    perFrame.placements = 3
    #expect(result.frames.map(\.measurement) == Array(repeating: perFrame, count: 8))
    #expect(result.frames.map(\.tree.bodyEvaluationsByType) == Array(repeating: ["Grower": 1], count: 8))

    // The totals are the sums over frames.
    #expect(result.counters.sizeThatFitsCalls == 40)
    #expect(result.counters.cacheMisses == 24)
    #expect(result.counters.cacheHits == 16)
    #expect(result.counters.placements == 24)
    #expect(result.tree.bodyEvaluations == 8)
    #expect(result.stateWrites == 8)
    #expect(result.actionsCalled == 8)
    #expect(result.preferenceReductions == 0)
    #expect(result.frames.map(\.index) == Array(1...8))
  }

  @Test("Readers of different content count their builds under one name, GeometryReader")
  func readersShareAName() {
    let result = ViewHost(
      rootView: VStack {
        GeometryReader { _ in Color.clear }
        GeometryReader { proxy in Text("\(Int(proxy.size.width))") }
      }
    ).layout(in: screen)
    // Each reader builds its content once, in the one frame; the two are of different types.
    #expect(result.frames.count == 1)
    #expect(result.tree.bodyEvaluations == 2)
    #expect(result.tree.bodyEvaluationsByType == ["GeometryReader": 2])
  }

  @Test("The views of the last frame carry that frame's counters")
  func lastFrameViews() {
    let result = ViewHost(rootView: Grower()).layout(in: screen)
    var sum = NodeCounters()
    result.forEachView { sum += $0.counters }
    // 5 calls, 2 hits, 3 misses, 3 placements, as computed above.
    #expect(sum == result.frames.last?.measurement)
    #expect(sum.placements == 3)
  }

  @Test("Two writes before a layout make one frame with both writes and one body evaluation")
  func writesCoalesce() {
    let remote = Remote<Int>()
    let host = ViewHost(rootView: Tally(remote: remote))
    _ = host.layout(in: screen)
    remote.binding?.wrappedValue = 3
    remote.binding?.wrappedValue = 4
    let result = host.layout(in: screen)
    #expect(result.frames.count == 1)
    #expect(result.frames.map(\.stateWrites) == [2])
    #expect(result.tree.bodyEvaluationsByType == ["Tally": 1])
    // The last write wins: 40 wide at x = (390 − 40) / 2 = 175.
    expectFrame(result.frame(id: "tally"), CGRect(x: 175, y: 417, width: 40, height: 10))
  }
}

@Suite("Writing the value a state already has")
struct EqualWriteTests {
  @Test("Writing an equal value counts no write, makes no frame work and evaluates no body")
  func equalWrite() {
    let remote = Remote<Int>()
    let host = ViewHost(rootView: Tally(remote: remote))
    _ = host.layout(in: screen)
    // SwiftUI's stored location ignores a value equal to the current one.
    remote.binding?.wrappedValue = 1
    let result = host.layout(in: screen)
    #expect(result.frames.count == 1)
    #expect(result.stateWrites == 0)
    #expect(result.tree.bodyEvaluations == 0)
    #expect(result.counters.cacheMisses == 0)
  }
}
