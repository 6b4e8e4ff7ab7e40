import Foundation
import LayoutLab
import LayoutTestSupport
import Testing

@Suite("containerRelativeFrame beside a scroll view asked for its baseline")
struct ContainerRelativeFrameNestingTests {
  @Test(
    "A scroll view rehearsed for its baseline leaves the scroll view around it the container (C-CRF2)",
    arguments: MeasurementCachePolicy.allCases)
  func rehearsedScrollViewKeepsTheOuterContainer(policy: MeasurementCachePolicy) {
    // In a 400 × 800 window the frame proposes 400 × 300 to the outer scroll view, which takes
    // it, centred: y = (800 − 300) / 2 = 250; it is the container of its content, 400 × 300.
    // The HStack is proposed (400, nil). The colour is half the container's height: 150 tall,
    // its first text baseline its bottom, 150. The inner scroll view is as wide as its text,
    // 8.5 (SV1), and measured 20.4 tall (its text, proposed nil along its axis); the text's
    // first baseline is 17 below its top. The inner view is the less flexible: 8.5, then 8
    // apart, the colour 400 − 16.5 = 383.5 wide. Baselines lined up: the inner top is
    // 150 − 17 = 133 below the colour's; the row is max(150, 133 + 20.4) = 153.4 tall, from the
    // outer's top, 250. The HStack proposes its height, 153.4, when placing, which the inner
    // scroll view takes along its axis: 8.5 × 153.4 at y = 250 + 133 = 383.
    // Reading the inner view's baseline rehearses its placement; that rehearsal made it the
    // container being placed, in place of the outer one, and without a measurement cache the
    // colour was measured again against the wrong container while placed: 153.4 tall, which
    // moved the baseline line and the inner view 3.4 lower.
    let view = ScrollView {
      HStack(alignment: .firstTextBaseline) {
        ScrollView { Text("A").id("text") }.id("inner")
        Color.red.containerRelativeFrame(.vertical) { length, _ in length / 2 }.id("half")
      }
    }
    .frame(height: 300)
    for (label, frames) in coldAndWarm(
      view, ids: ["inner", "text", "half"], in: CGSize(width: 400, height: 800),
      after: CGSize(width: 300, height: 500), policy: policy)
    {
      expectFrame(frames[0], rect(0, 383, 8.5, 153.4), "\(label)")
      expectFrame(frames[1], rect(0, 383, 8.5, 20.4), "\(label)")
      expectFrame(frames[2], rect(16.5, 250, 383.5, 150), "\(label)")
    }
  }
}
