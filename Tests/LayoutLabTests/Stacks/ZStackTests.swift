import Foundation
import LayoutLab
import LayoutTestSupport
import Testing

/// ZStack behaviour with hand-computed numbers (layout rule O2).
@Suite("ZStack overlays its children on one alignment point")
struct ZStackTests {
  @Test("The stack is as wide as its widest child and as tall as its tallest")
  func sizeIsLargestChild() {
    let result = ViewHost(
      rootView: ZStack {
        Color.red.frame(width: 100, height: 50).id("wide")
        Color.blue.frame(width: 50, height: 80).id("tall")
      }
      .id("stack")
    ).layout(in: CGSize(width: 390, height: 844))
    // O2: size (max 100, max 80); both centred in it.
    expectFrame(result.frame(id: "stack"), CGRect(x: 145, y: 382, width: 100, height: 80))
    expectFrame(result.frame(id: "wide", relativeTo: "stack"), CGRect(x: 0, y: 15, width: 100, height: 50))
    expectFrame(result.frame(id: "tall", relativeTo: "stack"), CGRect(x: 25, y: 0, width: 50, height: 80))
  }

  @Test("A lower-priority child never grows the stack; placed, it is proposed the stack's size")
  func lowerPriorityDoesNotGrow() {
    let result = ViewHost(
      rootView: ZStack {
        Color.red.layoutPriority(-1).id("background")
        Text("Hello").id("text")
      }
      .id("stack")
    ).layout(in: CGSize(width: 390, height: 844))
    // O2: only the text (priority 0, the maximum) counts: 42.5 × 20.4, although the colour
    // would take all of 390 × 844. At placement every child is proposed the stack's size, so
    // the colour is exactly behind the text.
    expectFrame(result.frame(id: "stack"), CGRect(x: 173.75, y: 411.8, width: 42.5, height: 20.4))
    expectFrame(result.frame(id: "background"), CGRect(x: 173.75, y: 411.8, width: 42.5, height: 20.4))
    #expect(result.view(id: "background")?.proposal == ProposedViewSize(width: 42.5, height: 20.4))
  }

  @Test("A fixed-size child with lower priority overflows the stack, centred on the alignment point")
  func lowerPriorityFixedChildOverflows() {
    let result = ViewHost(
      rootView: ZStack {
        Color.red.frame(width: 300, height: 300).id("big")
        Text("Hello").layoutPriority(1).id("text")
      }
      .id("stack")
    ).layout(in: CGSize(width: 390, height: 844))
    // O2: the text has the highest priority, so the stack is 42.5 × 20.4. The 300 × 300 frame
    // is centred on the text's centre: (21.25 - 150, 10.2 - 150) = (-128.75, -139.8).
    expectSize(result.frame(id: "stack")?.size, CGSize(width: 42.5, height: 20.4))
    expectFrame(result.frame(id: "big", relativeTo: "stack"), CGRect(x: -128.75, y: -139.8, width: 300, height: 300))
    expectFrame(result.frame(id: "text", relativeTo: "stack"), CGRect(x: 0, y: 0, width: 42.5, height: 20.4))
  }

  @Test("Alignment .topLeading and .bottomTrailing line children up on those corners")
  func cornerAlignments() {
    // O2: a 100 × 80 and a 20 × 10 child; the stack is 100 × 80. The small child sits at
    // (0, 0) for .topLeading and at (100 - 20, 80 - 10) = (80, 70) for .bottomTrailing.
    let cases: [(Alignment, CGPoint)] = [(.topLeading, CGPoint(x: 0, y: 0)), (.bottomTrailing, CGPoint(x: 80, y: 70))]
    for (alignment, origin) in cases {
      let result = ViewHost(
        rootView: ZStack(alignment: alignment) {
          Color.red.frame(width: 100, height: 80).id("big")
          Color.blue.frame(width: 20, height: 10).id("small")
        }
        .id("stack")
      ).layout(in: CGSize(width: 390, height: 844))
      expectSize(result.frame(id: "stack")?.size, CGSize(width: 100, height: 80), "\(alignment)")
      expectFrame(result.frame(id: "big", relativeTo: "stack"), CGRect(x: 0, y: 0, width: 100, height: 80), "\(alignment)")
      expectFrame(
        result.frame(id: "small", relativeTo: "stack"),
        CGRect(x: origin.x, y: origin.y, width: 20, height: 10), "\(alignment)")
    }
  }

  @Test("Right to left, .topLeading lines children up on the top right corner")
  func rightToLeftMirrorsAlignment() {
    let result = ViewHost(
      rootView: ZStack(alignment: .topLeading) {
        Color.red.frame(width: 100, height: 80).id("big")
        Color.blue.frame(width: 20, height: 10).id("small")
      }
      .id("stack")
      .environment(\.layoutDirection, .rightToLeft)
    ).layout(in: CGSize(width: 390, height: 844))
    // Apple: x positions are flipped within the parent under right to left, so the small
    // child's x of 0 becomes 100 - 20 - 0 = 80; y is unchanged.
    expectFrame(result.frame(id: "small", relativeTo: "stack"), CGRect(x: 80, y: 0, width: 20, height: 10))
    expectFrame(result.frame(id: "big", relativeTo: "stack"), CGRect(x: 0, y: 0, width: 100, height: 80))
  }

  @Test("With custom alignment guides the stack is the union of the aligned frames")
  func customGuidesGiveUnion() {
    let result = ViewHost(
      rootView: ZStack(alignment: .topLeading) {
        Color.red.frame(width: 50, height: 50).id("red")
        Color.blue.frame(width: 50, height: 50)
          .alignmentGuide(.leading) { _ in -30 }
          .alignmentGuide(.top) { _ in -20 }
          .id("blue")
      }
      .id("stack")
    ).layout(in: CGSize(width: 390, height: 844))
    // O2 (VERIFY, union model): blue's leading guide is 30 left of its edge and its top guide
    // 20 above it, so lining the guides up puts blue at (30, 20) from red. The union of the
    // two frames is 80 × 70, larger than the largest child (50 × 50).
    expectSize(result.frame(id: "stack")?.size, CGSize(width: 80, height: 70))
    expectFrame(result.frame(id: "red", relativeTo: "stack"), CGRect(x: 0, y: 0, width: 50, height: 50))
    expectFrame(result.frame(id: "blue", relativeTo: "stack"), CGRect(x: 30, y: 20, width: 50, height: 50))
  }

  @Test("Every child is proposed the stack's own proposal")
  func childrenShareTheProposal() {
    let result = ViewHost(
      rootView: ZStack {
        Color.red.id("color")
        Text("Hello").id("text")
      }
      .frame(width: 200, height: 100)
    ).layout(in: CGSize(width: 390, height: 844))
    // O2: the colour takes the whole 200 × 100; the text sits in its centre.
    expectFrame(result.frame(id: "color"), CGRect(x: 95, y: 372, width: 200, height: 100))
    expectFrame(result.frame(id: "text"), CGRect(x: 173.75, y: 411.8, width: 42.5, height: 20.4))
    #expect(result.view(id: "text")?.proposal == ProposedViewSize(width: 200, height: 100))
  }

  @Test("A container holding only an EmptyView has no subviews, so it does not outrank a Spacer")
  func emptyContainerHasLowestPriority() {
    let result = ViewHost(
      rootView: ZStack {
        Spacer().id("spacer")
        ZStack { EmptyView() }.id("empty")
      }
      .id("stack")
    ).layout(in: CGSize(width: 100, height: 100))
    // L11 and N3: the inner ZStack has no subviews and the spacer is a spacer, so both have
    // priority -infinity and both size the stack (O2): the spacer takes the whole 100 × 100.
    expectFrame(result.frame(id: "stack"), CGRect(x: 0, y: 0, width: 100, height: 100))
    expectFrame(result.frame(id: "spacer"), CGRect(x: 0, y: 0, width: 100, height: 100))
  }

  @Test("An empty ScrollView is an ordinary view: it outranks a Spacer in a ZStack")
  func emptyScrollViewHasPriorityZero() {
    let result = ViewHost(
      rootView: ZStack {
        Spacer().id("spacer")
        ScrollView(.horizontal) {}.id("scroll")
      }
      .id("stack")
    ).layout(in: CGSize(width: 100, height: 100))
    // A scroll view is not a `Layout` container, so L11 does not make it -infinity when empty:
    // it alone sizes the stack (O2). Proposed 100 × 100 it is 100 wide (its scroll axis) and as
    // tall as its content, 0; the stack is 100 × 0, centred at y = 50. Placed with 100 × 0 the
    // spacer is 100 × 8 (its minimum length, N2) and centred on the stack: y = 50 − 4 = 46.
    expectFrame(result.frame(id: "stack"), CGRect(x: 0, y: 50, width: 100, height: 0))
    expectFrame(result.frame(id: "scroll"), CGRect(x: 0, y: 50, width: 100, height: 0))
    expectFrame(result.frame(id: "spacer"), CGRect(x: 0, y: 46, width: 100, height: 8))
  }
}
