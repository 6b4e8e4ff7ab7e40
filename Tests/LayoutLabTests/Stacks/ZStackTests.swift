import Foundation
import LayoutLab
import LayoutTestSupport
import Testing

/// ZStack behaviour with hand-computed numbers (layout rule O2) that scene files cannot express
/// (alignment-guide closures, `EmptyView`, an empty `ScrollView`); the other cases are
/// conformance fixtures (`Tests/LayoutScenesTests/Fixtures/Conformance/zstack-*.json`).
@Suite("ZStack overlays its children on one alignment point")
struct ZStackTests {
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
