import Foundation
import LayoutLab
import LayoutTestSupport
import Testing

// A host laid out first at another size must then place every view exactly where a new host
// does: what the engine remembers (sizes, guides, a reader's content) may depend only on the
// views, never on an earlier layout. Each test lays a view out cold in a new host, and warm in
// a host that first laid it out at another size, under every measurement cache policy.
//
// Numbers: the HStack's default spacing is 8; Text("x") at the default 17 points is
// 8.5 × 20.4, its first and last baselines both 17 below its top (the text model puts a
// line's baseline one point size below the line's top). A reader's guides are its own
// defaults (semantics A1: every baseline of a view without text is its bottom edge).

@Suite("Cold equals warm: an earlier layout at another size changes nothing")
struct ColdWarmTests {
  private static let size = CGSize(width: 100, height: 100)
  private static let other = CGSize(width: 137, height: 111)

  @Test(
    "A text inside a GeometryReader does not give the reader its baselines, cold or warm",
    arguments: [VerticalAlignment.lastTextBaseline, .firstTextBaseline], MeasurementCachePolicy.allCases)
  func readerContentBaselines(alignment: VerticalAlignment, policy: MeasurementCachePolicy) {
    let view = HStack(alignment: alignment) {
      GeometryReader { _ in Text("x").id("text") }.id("reader")
      Color.red.frame(width: 10, height: 10).id("red")
    }
    let layouts = coldAndWarm(
      view, ids: ["reader", "text", "red"], in: Self.size, after: Self.other, policy: policy)
    // The stack takes 100 × 100: the reader gets 100 − 10 − 8 = 82 × 100 at (0, 0), the red
    // square 10 × 10 at x = 82 + 8 = 90. The reader's baseline is its bottom, 100; the
    // square's is its bottom, 10: the square's top is at 100 − 10 = 90. Had the text's
    // baseline (17) leaked out of the reader, the square would be at 17 − 10 = 7.
    let expected = [rect(0, 0, 82, 100), rect(0, 0, 8.5, 20.4), rect(90, 90, 10, 10)]
    for (label, frames) in layouts {
      for (frame, want) in zip(frames, expected) { expectFrame(frame, want, "\(label), .\(policy)") }
    }
  }

  @Test(
    "An explicit guide set inside a GeometryReader stays inside it, cold or warm",
    arguments: MeasurementCachePolicy.allCases)
  func readerContentExplicitGuide(policy: MeasurementCachePolicy) {
    let view = ZStack(alignment: .trailing) {
      GeometryReader { _ in Text("x").alignmentGuide(.trailing) { _ in 18 }.id("text") }.id("reader")
      Color.red.frame(width: 10, height: 10).id("red")
    }
    let layouts = coldAndWarm(
      view, ids: ["reader", "text", "red"], in: Self.size, after: Self.other, policy: policy)
    // The reader takes the ZStack's whole 100 × 100 and its trailing guide is its right edge,
    // 100, so the square's right edge meets it: x = 100 − 10 = 90, y = (100 − 10) / 2 = 45.
    // The text sits at the reader's top leading corner. Had the text's trailing (18) leaked
    // out of the reader, the square's right edge would meet it: x = 18 − 10 = 8.
    let expected = [rect(0, 0, 100, 100), rect(0, 0, 8.5, 20.4), rect(90, 45, 10, 10)]
    for (label, frames) in layouts {
      for (frame, want) in zip(frames, expected) { expectFrame(frame, want, "\(label), .\(policy)") }
    }
  }
}
