import Foundation
import LayoutLab
import LayoutTestSupport
import Testing

// Layout rule F2, the flexible frame, per dimension with proposal p:
//   step 1  min' = max(min, 0), ideal' = max(min' ?? 0, ideal), max' = max(ideal' ?? 0, max);
//   step 2  child proposal cp = clamp(p) if p != nil, else clamp(ideal) if ideal, else nil;
//   step 3  without measuring: p != nil with min and max → clamp(p); p == nil with ideal → ideal;
//   step 4  otherwise, from the child's size c:
//           min and max → clamp(c); min only → max(min(cp ?? ∞, c), min);
//           max only → min(max(cp ?? −∞, c), max); neither → c;
//   step 5  placed at length l, the child is proposed l, or nil when p == nil, no ideal and
//           min < l < max strictly (OpenSwiftUI's `_FlexFrameLayout.placement`).
// Text("Hello") is 42.5 × 20.4. `long` has no spaces: its ideal width is 40 × 8.5 = 340, and
// `.fixedSize()` keeps it at that width whatever it is proposed (F3).
// Hosts are 300 × 300 and centre the root view; `.fixedSize()` around a frame proposes it nil × nil.
// The table of step 4 and the proposals of step 5 are conformance fixtures
// (`Tests/LayoutScenesTests/Fixtures/Conformance/flexible-frame-*.json`); the probes and bad input stay here.

private let long = String(repeating: "a", count: 40)

@Suite("Flexible frame")
struct FlexibleFrameTests {
  // MARK: Step 3: sizes found without asking the child

  @Test("With both bounds in both dimensions the frame clamps the proposal without measuring")
  func bothBoundsClampWithoutMeasuring() {
    let log = ProposalLog()
    let result = modifierLayout(
      ProposalProbe(log: log) { Color.red }.id("c")
        .frame(minWidth: 50, maxWidth: 200, minHeight: 10, maxHeight: 60).id("f"),
      policy: .none)
    // Step 3: clamp(300, 50…200) = 200, clamp(300, 10…60) = 60.
    expectFrame(result, "f", rect(50, 120, 200, 60))
    // Step 2: the child is proposed the same clamps, (200, 60); it is asked only while the
    // frame places it (its dimensions, then place(at:)), never to size the frame.
    #expect(log.proposals == [ProposedViewSize(width: 200, height: 60), ProposedViewSize(width: 200, height: 60)])
    expectFrame(result, "c", rect(50, 120, 200, 60))
  }

  @Test("Under a nil proposal the frame takes its ideal size without measuring")
  func nilProposalTakesIdeal() {
    let log = ProposalLog()
    let result = modifierLayout(
      ProposalProbe(log: log) { Text("Hello") }.id("t")
        .frame(idealWidth: 80, idealHeight: 30).id("f").fixedSize(),
      policy: .none)
    // Step 3: p == nil with an ideal → 80 × 30, centred at (110, 135).
    expectFrame(result, "f", rect(110, 135, 80, 30))
    // Step 2: the child is proposed the ideal, (80, 30), only when placed; the text takes
    // 42.5 × 20.4 and is centred in the frame.
    #expect(log.proposals == [ProposedViewSize(width: 80, height: 30), ProposedViewSize(width: 80, height: 30)])
    expectFrame(result, "t", rect(128.75, 139.8, 42.5, 20.4))
  }

  // MARK: Step 1 and bad input

  @Test("A negative minimum counts as 0, is reported, and still caps an overflowing child")
  func negativeMinimum() {
    let result = modifierLayout(Text(long).fixedSize().frame(minWidth: -20).id("f"))
    // Step 1: min' = max(−20, 0) = 0. Step 4, min only: max(min(300, 340), 0) = 300 (with no
    // minimum at all it would be 340).
    expectFrame(result, "f", rect(0, 139.8, 300, 20.4))
    #expect(result.diagnostics.map(\.kind) == [.invalidFrameDimension])
    #expect(result.diagnostics.first?.message.contains("minWidth") == true)
  }

  @Test("A minimum above the maximum is reported, and the frame still lays out")
  func contradictoryBounds() {
    let result = modifierLayout(VStack { Color.red.id("c").frame(minWidth: 100, maxWidth: 50) })
    let diagnostic = result.diagnostics.first
    #expect(result.diagnostics.count == 1)
    #expect(diagnostic?.kind == .invalidFrameDimension)
    #expect(diagnostic?.path == "ViewHost › VStack() › .frame(minWidth: 100, maxWidth: 50)")
    #expect(diagnostic?.message.contains("contradictory") == true)
    // Which bound wins is not documented for SwiftUI; LayoutLab lets the minimum win, so the
    // frame and the colour are 100 wide (and 300 tall, the height having no bounds).
    expectFrame(result, "c", rect(100, 0, 100, 300))
  }

  @Test(
    "An ideal above the maximum is contradictory too",
    arguments: [
      (CGFloat(300), CGFloat(100)), (CGFloat(10), CGFloat(5)),
    ])
  func contradictoryIdeal(ideal: CGFloat, max: CGFloat) {
    // SwiftUI's check: min ≤ ideal ≤ max, a missing bound taking the one below it.
    let result = modifierLayout(Color.red.frame(idealWidth: ideal, maxWidth: max))
    #expect(result.diagnostics.map(\.kind) == [.invalidFrameDimension])
  }

  @Test("Bounds in order are not reported")
  func boundsInOrder() {
    let result = modifierLayout(Color.red.frame(minWidth: 0, idealWidth: 100, maxWidth: .infinity))
    #expect(result.diagnostics.isEmpty)
  }

  @Test("A non-finite minimum is reported and ignored")
  func infiniteMinimum() {
    let result = modifierLayout(Text("Hello").frame(minWidth: .infinity).id("f"))
    // minWidth ∞ → nil: neither bound, so the frame is the child's 42.5.
    expectFrame(result, "f", rect(128.75, 139.8, 42.5, 20.4))
    #expect(result.diagnostics.map(\.kind) == [.invalidFrameDimension])
    #expect(result.diagnostics.first?.message.contains("inf") == true)
  }
}
