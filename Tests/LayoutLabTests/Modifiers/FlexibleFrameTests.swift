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

  // MARK: Step 4: the table

  @Test("min and max with no proposal clamp the child's ideal size")
  func minAndMaxClampChild() {
    let short = modifierLayout(Text("Hello").frame(minWidth: 50, maxWidth: 200).id("f").fixedSize())
    // Step 4, min and max: cp = nil, c = 42.5 → clamp(42.5, 50…200) = 50; height: neither → 20.4.
    expectFrame(short, "f", rect(125, 139.8, 50, 20.4))
    let wide = modifierLayout(Text(long).id("t").frame(minWidth: 50, maxWidth: 200).id("f").fixedSize())
    // c = 340 → clamp = 200, at the maximum, so step 5 proposes the text 200 when placing it:
    // it breaks after 23 letters (23 × 8.5 = 195.5), two lines 40.8 tall, centred in the
    // 200 × 20.4 frame: x = 50 + (200 − 195.5) / 2 = 52.25, y = 139.8 + (20.4 − 40.8) / 2 = 129.6.
    expectFrame(wide, "f", rect(50, 139.8, 200, 20.4))
    expectFrame(wide, "t", rect(52.25, 129.6, 195.5, 40.8))
  }

  @Test("A minimum alone raises a smaller child to the minimum")
  func minOnlyRaises() {
    let result = modifierLayout(Text("Hello").id("t").frame(minWidth: 100).id("f"))
    // Step 4, min only: cp = clamp(300, 100…) = 300, c = 42.5 → max(min(300, 42.5), 100) = 100.
    expectFrame(result, "f", rect(100, 139.8, 100, 20.4))
    expectFrame(result, "t", rect(128.75, 139.8, 42.5, 20.4))
  }

  @Test("A minimum alone caps a child larger than the proposal at the proposal")
  func minOnlyCapsAtProposal() {
    let result = modifierLayout(Text(long).fixedSize().id("t").frame(minWidth: 100).id("f"))
    // Step 4, min only: cp = 300, c = 340 → max(min(300, 340), 100) = 300; the child overflows
    // by 40, centred: x = −20.
    expectFrame(result, "f", rect(0, 139.8, 300, 20.4))
    expectFrame(result, "t", rect(-20, 139.8, 340, 20.4))
  }

  @Test("A minimum alone under a nil proposal raises the child's ideal size")
  func minOnlyNilProposal() {
    let result = modifierLayout(Text("Hello").frame(minWidth: 100).id("f").fixedSize())
    // Step 4, min only: cp = nil, c = 42.5 → max(min(∞, 42.5), 100) = 100.
    expectFrame(result, "f", rect(100, 139.8, 100, 20.4))
  }

  @Test("A maximum alone takes the clamped proposal when the child is smaller")
  func maxOnlyTakesClampedProposal() {
    let result = modifierLayout(Text("Hello").frame(maxWidth: 200).id("f"))
    // Step 4, max only: cp = clamp(300, …200) = 200, c = 42.5 → min(max(200, 42.5), 200) = 200.
    expectFrame(result, "f", rect(50, 139.8, 200, 20.4))
  }

  @Test("maxWidth: .infinity takes the whole proposed width")
  func maxInfinityTakesProposal() {
    let result = modifierLayout(Text("Hello").id("t").frame(maxWidth: .infinity, alignment: .leading).id("f"))
    // Step 4, max only: min(max(300, 42.5), ∞) = 300; aligned leading, the text is at x = 0.
    expectFrame(result, "f", rect(0, 139.8, 300, 20.4))
    expectFrame(result, "t", rect(0, 139.8, 42.5, 20.4))
  }

  @Test("maxWidth: .infinity takes the child's width when the child is wider than the proposal")
  func maxInfinityTakesLargerChild() {
    let result = modifierLayout(Text(long).fixedSize().frame(maxWidth: .infinity).id("f"))
    // Step 4, max only: min(max(300, 340), ∞) = 340, centred: (300 − 340) / 2 = −20.
    expectFrame(result, "f", rect(-20, 139.8, 340, 20.4))
  }

  @Test("maxWidth: .infinity under a nil proposal takes the child's ideal width")
  func maxInfinityNilProposal() {
    let result = modifierLayout(Text("Hello").frame(maxWidth: .infinity).id("f").fixedSize())
    // Step 4, max only: cp = nil → min(max(−∞, 42.5), ∞) = 42.5.
    expectFrame(result, "f", rect(128.75, 139.8, 42.5, 20.4))
  }

  @Test("With neither bound, an ideal width only matters under a nil proposal")
  func idealOnly() {
    let proposed = modifierLayout(Text("Hello").frame(idealWidth: 80).id("f"))
    // Step 4, neither: cp = 300 → c = 42.5.
    expectFrame(proposed, "f", rect(128.75, 139.8, 42.5, 20.4))
    let unproposed = modifierLayout(Text("Hello").frame(idealWidth: 80).id("f").fixedSize())
    // Step 3: p == nil with an ideal → 80 wide; the height has neither → 20.4.
    expectFrame(unproposed, "f", rect(110, 139.8, 80, 20.4))
  }

  // MARK: Step 5: the child's proposal when placed

  @Test("A child smaller than minWidth is proposed the minimum when placed, not nil")
  func placedAtMinimum() {
    let result = modifierLayout(Color.red.id("c").frame(minWidth: 50, maxWidth: 200).id("f").fixedSize())
    // fixedSize proposes nil × nil. Width: c = 10 (a colour's ideal) → clamp(10, 50…200) = 50,
    // equal to the minimum, not strictly between the bounds, so the colour is proposed 50 and
    // fills the frame. Height: no bounds, p == nil → the colour is proposed nil and takes 10.
    // The frame is 50 × 10 at ((300 − 50) / 2, (300 − 10) / 2) = (125, 145). (Proposed nil,
    // the colour would stay 10 wide, centred at x = 145.)
    expectFrame(result, "f", rect(125, 145, 50, 10))
    expectFrame(result, "c", rect(125, 145, 50, 10))
    expectProposal(result.view(id: "c")?.proposal, ProposedViewSize(width: 50, height: nil))
  }

  @Test("A child whose ideal width equals minWidth is proposed that width when placed")
  func placedAtEqualMinimum() {
    let result = modifierLayout(Text("Hello").id("t").frame(minWidth: 42.5, maxWidth: 200).id("f").fixedSize())
    // c = 42.5 (Text("Hello")'s ideal width) = the minimum: proposed 42.5 when placed. The
    // height has no bounds: nil.
    expectFrame(result, "t", rect(128.75, 139.8, 42.5, 20.4))
    expectProposal(result.view(id: "t")?.proposal, ProposedViewSize(width: 42.5, height: nil))
  }

  @Test("Strictly between the bounds, under a nil proposal, the child is proposed nil when placed")
  func placedFreelyBetweenBounds() {
    let result = modifierLayout(Text("Hello").id("t").frame(minWidth: 10, maxWidth: 200).id("f").fixedSize())
    // c = 42.5, strictly between 10 and 200, p == nil and no ideal: the text chose its width
    // freely and is proposed nil × nil again.
    expectFrame(result, "f", rect(128.75, 139.8, 42.5, 20.4))
    expectProposal(result.view(id: "t")?.proposal, ProposedViewSize(width: nil, height: nil))
  }

  @Test("Under a proposal the child is proposed the frame's own length when placed")
  func placedAtOwnLength() {
    let result = modifierLayout(Text("Hello").id("t").frame(minWidth: 10).id("f"))
    // p = 300 × 300. Width, min only: cp = 300, c = 42.5 → max(min(300, 42.5), 10) = 42.5.
    // Height, no bounds: c = 20.4. Placed, the text is proposed the frame's 42.5 × 20.4, not
    // the 300 × 300 it was measured with.
    expectFrame(result, "f", rect(128.75, 139.8, 42.5, 20.4))
    expectProposal(result.view(id: "t")?.proposal, ProposedViewSize(width: 42.5, height: 20.4))
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

  @Test("An ideal above the maximum is contradictory too", arguments: [
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
