import Foundation
import LayoutLab
import LayoutTestSupport
import Testing

/// VStack behaviour with hand-computed numbers: the HStack algorithm with the axes swapped
/// (layout rule S1). Leaf sizes as in `HStackTests`.
@Suite("VStack divides its height among its children")
struct VStackTests {
  @Test("Texts stack with the default 8 between them and centre across the stack")
  func textsStack() {
    let result = ViewHost(
      rootView: VStack {
        Text("Hello").id("hello")
        Text("World!").id("world")
      }
      .id("stack")
    ).layout(in: CGSize(width: 390, height: 844))
    // "Hello" 42.5 × 20.4, "World!" 51 × 20.4; height 20.4 + 8 + 20.4 = 48.8 (N1), width 51;
    // the narrower text is centred: x = (51 - 42.5) / 2 = 4.25 (S4 step 5, default .center).
    expectSize(result.frame(id: "stack")?.size, CGSize(width: 51, height: 48.8))
    expectFrame(result.frame(id: "hello", relativeTo: "stack"), CGRect(x: 4.25, y: 0, width: 42.5, height: 20.4))
    expectFrame(result.frame(id: "world", relativeTo: "stack"), CGRect(x: 0, y: 28.4, width: 51, height: 20.4))
  }

  @Test("Least flexible first along the height: fixed, then capped, then free")
  func leastFlexibleFirst() {
    let result = ViewHost(
      rootView: VStack(spacing: 0) {
        Color.red.frame(height: 30).id("fixed")
        Color.blue.id("free")
        Color.green.frame(maxHeight: 20).id("capped")
      }
    ).layout(in: CGSize(width: 100, height: 200))
    // S1 + S4 step 1: flexibilities fixed 0 (30…30), capped 20 (0…20), free ∞ (0…∞).
    // fixed: proposed 200 / 3 = 66.67, takes 30; capped: proposed 170 / 2 = 85, takes 20;
    // free: proposed 150, takes 150. Placed in source order (step 4).
    expectFrame(result.frame(id: "fixed"), CGRect(x: 0, y: 0, width: 100, height: 30))
    expectFrame(result.frame(id: "free"), CGRect(x: 0, y: 30, width: 100, height: 150))
    expectFrame(result.frame(id: "capped"), CGRect(x: 0, y: 180, width: 100, height: 20))
  }

  @Test("Horizontal alignment: .leading, .center and .trailing line children up on that edge")
  func horizontalAlignment() {
    // S4 step 5: a 50-wide and a 20-wide child; the narrow one's x is 0 (leading),
    // (50 - 20) / 2 = 15 (center) or 50 - 20 = 30 (trailing).
    let cases: [(HorizontalAlignment, CGFloat)] = [(.leading, 0), (.center, 15), (.trailing, 30)]
    for (alignment, narrowX) in cases {
      let result = ViewHost(
        rootView: VStack(alignment: alignment, spacing: 0) {
          Color.red.frame(width: 50, height: 10).id("wide")
          Color.blue.frame(width: 20, height: 10).id("narrow")
        }
        .id("stack")
      ).layout(in: CGSize(width: 100, height: 100))
      expectFrame(result.frame(id: "stack"), CGRect(x: 25, y: 40, width: 50, height: 20), "\(alignment)")
      expectFrame(result.frame(id: "wide", relativeTo: "stack"), CGRect(x: 0, y: 0, width: 50, height: 10), "\(alignment)")
      expectFrame(result.frame(id: "narrow", relativeTo: "stack"), CGRect(x: narrowX, y: 10, width: 20, height: 10), "\(alignment)")
    }
  }

  @Test("Right to left, .leading lines children up on the right and .trailing on the left")
  func rightToLeftMirrorsAlignment() {
    // Apple (LayoutSubviews.layoutDirection): "SwiftUI horizontally flips the x position of
    // each view within its parent". The 20-wide child's x in the 50-wide column, 0 or 30
    // left to right (see horizontalAlignment), becomes 50 - 20 - x.
    let cases: [(HorizontalAlignment, CGFloat)] = [(.leading, 30), (.center, 15), (.trailing, 0)]
    for (alignment, narrowX) in cases {
      let result = ViewHost(
        rootView: VStack(alignment: alignment, spacing: 0) {
          Color.red.frame(width: 50, height: 10).id("wide")
          Color.blue.frame(width: 20, height: 10).id("narrow")
        }
        .id("stack")
        .environment(\.layoutDirection, .rightToLeft)
      ).layout(in: CGSize(width: 100, height: 100))
      expectFrame(result.frame(id: "narrow", relativeTo: "stack"), CGRect(x: narrowX, y: 10, width: 20, height: 10), "\(alignment)")
    }
  }

  @Test("A Divider in a VStack is a horizontal line one point tall")
  func dividerIsHorizontal() {
    let result = ViewHost(
      rootView: VStack {
        Color.red.id("red")
        Divider().id("divider")
        Color.blue.id("blue")
      }
    ).layout(in: CGSize(width: 100, height: 100))
    // The divider is 1 tall (flexibility 0) and as wide as proposed; 8 on each side (N1);
    // the colours share 100 - 16 - 1 = 83.
    expectFrame(result.frame(id: "red"), CGRect(x: 0, y: 0, width: 100, height: 41.5))
    expectFrame(result.frame(id: "divider"), CGRect(x: 0, y: 49.5, width: 100, height: 1))
    expectFrame(result.frame(id: "blue"), CGRect(x: 0, y: 58.5, width: 100, height: 41.5))
  }

  @Test("With no proposed height every child takes its ideal height")
  func idealPath() {
    let result = ViewHost(
      rootView: VStack {
        Color.red.id("red")
        Text("Hello").id("text")
      }
      .id("stack")
      .fixedSize(horizontal: false, vertical: true)
    ).layout(in: CGSize(width: 100, height: 844))
    // S3: proposed (100, nil); the colour is 100 × 10 (LV1), the text 42.5 × 20.4.
    // Height 10 + 8 + 20.4 = 38.4, width 100.
    expectSize(result.frame(id: "stack")?.size, CGSize(width: 100, height: 38.4))
    expectFrame(result.frame(id: "red", relativeTo: "stack"), CGRect(x: 0, y: 0, width: 100, height: 10))
    expectFrame(result.frame(id: "text", relativeTo: "stack"), CGRect(x: 28.75, y: 18, width: 42.5, height: 20.4))
  }
}
