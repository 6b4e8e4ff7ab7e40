import Foundation
import LayoutLab
import LayoutTestSupport
import Testing

/// HStack behaviour with hand-computed numbers. Rule ids refer to
/// Layout rules S1–S12 (stacks), N1–N5 (spacing), LV1/LV3 (leaves).
///
/// Leaf sizes used throughout: a `Color` takes any proposal and is 10 where unspecified (LV1);
/// text is `count × pointSize / 2` wide and `1.2 × pointSize` tall per line, body = 17 pt
/// (`TextLayoutModel`), so `Text("Hello")` is 42.5 × 20.4 and `Text("Hello, world")` is 102 × 20.4.
@Suite("HStack divides its width among its children")
struct HStackTests {
  @Test("objc.io's example: red takes 75, green insists on 100, the stack is 175 and overflows its 150 frame")
  func objcIOWorkedExample() {
    let result = ViewHost(
      rootView: HStack(spacing: 0) {
        Color.red.frame(maxWidth: 100).id("red")
        Color.green.frame(minWidth: 100).id("green")
      }
      .id("stack")
      .frame(width: 150, height: 50)
      .id("frame")
    ).layout(in: CGSize(width: 390, height: 844))
    // S5. Flexibility: red 0…100 (100), green 100…∞ (∞), so red is proposed first:
    // 150 / 2 = 75 and takes 75; green is proposed the remaining 75 and takes its minimum 100.
    // Stack: 75 + 100 = 175 wide. The fixed frame centres it (F1): x = (150 - 175) / 2 = -12.5.
    // The frame itself is centred in the host: ((390 - 150) / 2, (844 - 50) / 2).
    expectFrame(result.frame(id: "frame"), CGRect(x: 120, y: 397, width: 150, height: 50))
    expectFrame(result.frame(id: "stack", relativeTo: "frame"), CGRect(x: -12.5, y: 0, width: 175, height: 50))
    expectFrame(result.frame(id: "red", relativeTo: "frame"), CGRect(x: -12.5, y: 0, width: 75, height: 50))
    expectFrame(result.frame(id: "green", relativeTo: "frame"), CGRect(x: 62.5, y: 0, width: 100, height: 50))
    #expect(result.diagnostics.isEmpty)
  }

  @Test("The least flexible child is proposed first: text between two colours gets a third and wraps")
  func leastFlexibleFirst() {
    let result = ViewHost(
      rootView: HStack(spacing: 0) {
        Color.red.id("red")
        Text("Hello, world").id("text")
        Color.blue.id("blue")
      }
    ).layout(in: CGSize(width: 300, height: 100))
    // S4 step 1 / S11. Flexibilities: text 8.5…102 (one character … one line) = 93.5; each
    // colour 0…∞. Text first: proposed 300 / 3 = 100, which holds 11 characters, so
    // "Hello, world" (12) wraps to "Hello," (51) / "world" (42.5): 51 × 40.8.
    // Then 249 is left for two colours in source order: 124.5 each.
    expectFrame(result.frame(id: "text"), CGRect(x: 124.5, y: 29.6, width: 51, height: 40.8))
    #expect(result.view(id: "text")?.proposal == ProposedViewSize(width: 100, height: 100))
    // S4 step 4: children sit in source order although the text was sized first.
    expectFrame(result.frame(id: "red"), CGRect(x: 0, y: 0, width: 124.5, height: 100))
    expectFrame(result.frame(id: "blue"), CGRect(x: 175.5, y: 0, width: 124.5, height: 100))
  }

  @Test("Two infinitely flexible children: the one with the larger minimum is proposed first")
  func infiniteFlexibilityTieBreak() {
    let result = ViewHost(
      rootView: HStack(spacing: 0) {
        Color.red.frame(minWidth: 50).id("red")
        Color.blue.frame(minWidth: 100).id("blue")
      }
      .id("stack")
      .frame(width: 120, height: 40)
      .id("frame")
    ).layout(in: CGSize(width: 390, height: 844))
    // S4 step 1 tie-break: both are 50…∞ and 100…∞ (flexibility ∞), so the larger minimum
    // (blue, 100) goes first although it comes second: proposed 120 / 2 = 60, takes 100.
    // Red is proposed 120 - 100 = 20 and takes its minimum 50. Stack 150, centred: x = -15.
    // (In source order red would be proposed 60 and take 60, making the stack 160.)
    expectFrame(result.frame(id: "stack", relativeTo: "frame"), CGRect(x: -15, y: 0, width: 150, height: 40))
    expectFrame(result.frame(id: "red", relativeTo: "frame"), CGRect(x: -15, y: 0, width: 50, height: 40))
    expectFrame(result.frame(id: "blue", relativeTo: "frame"), CGRect(x: 35, y: 0, width: 100, height: 40))
  }

  @Test("Children with equal finite flexibility are proposed in source order")
  func equalFlexibilityKeepsSourceOrder() {
    // S4 step 1: red 30…80 and blue 50…100 are both 50 flexible, so source order decides.
    // Red first: proposed 90 / 2 = 45, takes 45; blue proposed 45, takes its minimum 50.
    let redFirst = ViewHost(
      rootView: HStack(spacing: 0) {
        Color.red.frame(minWidth: 30, maxWidth: 80).id("red")
        Color.blue.frame(minWidth: 50, maxWidth: 100).id("blue")
      }
      .id("stack")
      .frame(width: 90, height: 40)
      .id("frame")
    ).layout(in: CGSize(width: 390, height: 844))
    // Stack 95 wide in a 90 frame: x = -2.5.
    expectFrame(redFirst.frame(id: "red", relativeTo: "frame"), CGRect(x: -2.5, y: 0, width: 45, height: 40))
    expectFrame(redFirst.frame(id: "blue", relativeTo: "frame"), CGRect(x: 42.5, y: 0, width: 50, height: 40))

    // Swapped: blue first, proposed 45, takes 50; red proposed 40, takes 40. Stack 90.
    let blueFirst = ViewHost(
      rootView: HStack(spacing: 0) {
        Color.blue.frame(minWidth: 50, maxWidth: 100).id("blue")
        Color.red.frame(minWidth: 30, maxWidth: 80).id("red")
      }
      .id("stack")
      .frame(width: 90, height: 40)
      .id("frame")
    ).layout(in: CGSize(width: 390, height: 844))
    expectFrame(blueFirst.frame(id: "blue", relativeTo: "frame"), CGRect(x: 0, y: 0, width: 50, height: 40))
    expectFrame(blueFirst.frame(id: "red", relativeTo: "frame"), CGRect(x: 50, y: 0, width: 40, height: 40))
  }

  @Test("With no proposed width every child takes its ideal width")
  func idealPathUnderFixedSize() {
    let result = ViewHost(
      rootView: HStack {
        Color.red.id("red")
        Text("Hello").id("text")
        Color.blue.id("blue")
      }
      .id("stack")
      .fixedSize(horizontal: true, vertical: false)
    ).layout(in: CGSize(width: 390, height: 100))
    // S3: proposed (nil, 100), every child is proposed (nil, 100): colours 10 × 100 (LV1),
    // text 42.5 × 20.4. Width 10 + 8 + 42.5 + 8 + 10 = 78.5 (N1 spacing), height 100.
    expectSize(result.frame(id: "stack")?.size, CGSize(width: 78.5, height: 100))
    expectFrame(result.frame(id: "red", relativeTo: "stack"), CGRect(x: 0, y: 0, width: 10, height: 100))
    expectFrame(result.frame(id: "text", relativeTo: "stack"), CGRect(x: 18, y: 39.8, width: 42.5, height: 20.4))
    expectFrame(result.frame(id: "blue", relativeTo: "stack"), CGRect(x: 68.5, y: 0, width: 10, height: 100))
    #expect(result.view(id: "red")?.proposal == ProposedViewSize(width: nil, height: 100))
  }

  @Test("With no proposed height, placement re-proposes the stack's own height to its children")
  func placementReproposesMinorSize() {
    let result = ViewHost(
      rootView: HStack {
        Color.red.id("red")
        Text("Hello").id("text")
      }
      .id("stack")
      .fixedSize()
    ).layout(in: CGSize(width: 390, height: 844))
    // Sizing (S3) with (nil, nil): red 10 × 10, text 42.5 × 20.4, so the stack is
    // 10 + 8 + 42.5 = 60.5 × 20.4. S7: placement proposes (nil, 20.4), so red becomes
    // 10 × 20.4 instead of staying 10 × 10 at y = 5.2.
    expectSize(result.frame(id: "stack")?.size, CGSize(width: 60.5, height: 20.4))
    expectFrame(result.frame(id: "red", relativeTo: "stack"), CGRect(x: 0, y: 0, width: 10, height: 20.4))
    #expect(result.view(id: "red")?.proposal == ProposedViewSize(width: nil, height: 20.4))
    expectFrame(result.frame(id: "text", relativeTo: "stack"), CGRect(x: 18, y: 0, width: 42.5, height: 20.4))
  }

  @Test("Vertical alignment: .top, .center and .bottom line children up on that edge")
  func verticalAlignment() {
    // S4 step 5: a 10 × 20 and a 10 × 40 child; the stack is 20 × 40 and the short child's
    // y is 0 (top), (40 - 20) / 2 = 10 (center) or 40 - 20 = 20 (bottom).
    let cases: [(VerticalAlignment, CGFloat)] = [(.top, 0), (.center, 10), (.bottom, 20)]
    for (alignment, shortY) in cases {
      let result = ViewHost(
        rootView: HStack(alignment: alignment, spacing: 0) {
          Color.red.frame(width: 10, height: 20).id("short")
          Color.blue.frame(width: 10, height: 40).id("tall")
        }
        .id("stack")
      ).layout(in: CGSize(width: 100, height: 100))
      expectFrame(result.frame(id: "stack"), CGRect(x: 40, y: 30, width: 20, height: 40), "\(alignment)")
      expectFrame(result.frame(id: "short", relativeTo: "stack"), CGRect(x: 0, y: shortY, width: 10, height: 20), "\(alignment)")
      expectFrame(result.frame(id: "tall", relativeTo: "stack"), CGRect(x: 10, y: 0, width: 10, height: 40), "\(alignment)")
    }
  }

  @Test("First text baselines line up across fonts; a view without text aligns its bottom")
  func firstTextBaselineAlignment() {
    let result = ViewHost(
      rootView: HStack(alignment: .firstTextBaseline, spacing: 0) {
        Text("Big").font(.system(size: 40)).id("big")
        Text("small").font(.system(size: 10)).id("small")
        Color.red.frame(width: 10, height: 20).id("box")
      }
      .id("stack")
    ).layout(in: CGSize(width: 390, height: 844))
    // Text model: "Big" at 40 pt is 3 × 20 = 60 × 48, baseline 40 from its top; "small" at
    // 10 pt is 5 × 5 = 25 × 12, baseline 10; the box has no text, so its baseline guide is its
    // height, 20 (A1). S4 step 5: baselines meet 40 below the stack's top, so small's top is at
    // 40 - 10 = 30 and the box's at 40 - 20 = 20. Extent: -40…8 around the baseline, 48 tall.
    expectSize(result.frame(id: "stack")?.size, CGSize(width: 95, height: 48))
    expectFrame(result.frame(id: "big", relativeTo: "stack"), CGRect(x: 0, y: 0, width: 60, height: 48))
    expectFrame(result.frame(id: "small", relativeTo: "stack"), CGRect(x: 60, y: 30, width: 25, height: 12))
    expectFrame(result.frame(id: "box", relativeTo: "stack"), CGRect(x: 85, y: 20, width: 10, height: 20))
  }

  @Test("A stack whose children need more than its proposal is wider than the proposal")
  func overflowsItsProposal() {
    let result = ViewHost(
      rootView: HStack {
        Color.red.frame(width: 100).id("red")
        Color.blue.frame(width: 100).id("blue")
      }
      .id("stack")
      .frame(width: 150, height: 30)
      .id("frame")
    ).layout(in: CGSize(width: 390, height: 844))
    // S4 step 6: 100 + 8 + 100 = 208 > 150; the stack keeps 208 and the frame centres it at
    // (150 - 208) / 2 = -29.
    expectFrame(result.frame(id: "stack", relativeTo: "frame"), CGRect(x: -29, y: 0, width: 208, height: 30))
    expectFrame(result.frame(id: "red", relativeTo: "frame"), CGRect(x: -29, y: 0, width: 100, height: 30))
    expectFrame(result.frame(id: "blue", relativeTo: "frame"), CGRect(x: 79, y: 0, width: 100, height: 30))
  }

  @Test("Right to left, an HStack runs from its trailing edge")
  func rightToLeft() {
    func layout(_ direction: LayoutDirection) -> LayoutResult {
      ViewHost(
        rootView: HStack {
          Color.red.frame(width: 10).id("first")
          Color.blue.frame(width: 20).id("second")
        }
        .id("stack")
        .environment(\.layoutDirection, direction)
      ).layout(in: CGSize(width: 100, height: 50))
    }
    // The stack is 10 + 8 + 20 = 38 wide, centred at x = 31. S7: left to right the first
    // child starts at 31; right to left it ends at 31 + 38 = 69 and the second ends 8 before
    // the first starts.
    let leftToRight = layout(.leftToRight)
    expectFrame(leftToRight.frame(id: "first"), CGRect(x: 31, y: 0, width: 10, height: 50))
    expectFrame(leftToRight.frame(id: "second"), CGRect(x: 49, y: 0, width: 20, height: 50))
    let rightToLeft = layout(.rightToLeft)
    expectFrame(rightToLeft.frame(id: "stack"), CGRect(x: 31, y: 0, width: 38, height: 50))
    expectFrame(rightToLeft.frame(id: "first"), CGRect(x: 59, y: 0, width: 10, height: 50))
    expectFrame(rightToLeft.frame(id: "second"), CGRect(x: 31, y: 0, width: 20, height: 50))
  }

  @Test("A Divider in an HStack is a vertical line one point wide")
  func dividerIsVertical() {
    let result = ViewHost(
      rootView: HStack {
        Color.red.id("red")
        Divider().id("divider")
        Color.blue.id("blue")
      }
    ).layout(in: CGSize(width: 100, height: 50))
    // The divider is 1 wide whatever it is proposed (flexibility 0, so sized first) and as tall
    // as proposed. Spacing 8 on each side (N1): the colours share 100 - 16 - 1 = 83.
    expectFrame(result.frame(id: "red"), CGRect(x: 0, y: 0, width: 41.5, height: 50))
    expectFrame(result.frame(id: "divider"), CGRect(x: 49.5, y: 0, width: 1, height: 50))
    expectFrame(result.frame(id: "blue"), CGRect(x: 58.5, y: 0, width: 41.5, height: 50))
  }

  @Test("A nested stack probed for its maximum width offers every child infinity, never NaN")
  func nestedStackMaximumProbe() {
    let result = ViewHost(
      rootView: HStack {
        HStack {
          Color.red.id("red")
          Color.blue.id("blue")
        }
        .id("inner")
        Text("x").id("text")
      }
    ).layout(in: CGSize(width: 300, height: 100))
    // The outer stack asks the inner one its maximum, (∞, 100): red is offered ∞ and takes
    // ∞; ∞ - ∞ is NaN, so the space left must stay ∞ (as SwiftUI's stack keeps it) and blue
    // is offered ∞ too. Offering NaN would be an invalid proposal and a diagnostic.
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    // S4: "x" is 8.5 wide whatever it is offered (flexibility 0), so it goes first; the inner
    // stack gets 300 - 8 - 8.5 = 283.5 and splits 283.5 - 8 = 275.5 into 137.75 twice.
    expectFrame(result.frame(id: "inner"), CGRect(x: 0, y: 0, width: 283.5, height: 100))
    expectFrame(result.frame(id: "red"), CGRect(x: 0, y: 0, width: 137.75, height: 100))
    expectFrame(result.frame(id: "blue"), CGRect(x: 145.75, y: 0, width: 137.75, height: 100))
    expectFrame(result.frame(id: "text"), CGRect(x: 291.5, y: 39.8, width: 8.5, height: 20.4))
  }

  @Test("An empty HStack is zero-sized")
  func emptyStack() {
    let result = ViewHost(rootView: VStack(spacing: 0) {
      HStack {}.id("empty")
      Color.red.frame(width: 10, height: 10)
    }).layout(in: CGSize(width: 100, height: 100))
    #expect(result.frame(id: "empty")?.size == .zero)
    #expect(result.diagnostics.isEmpty)
  }
}
