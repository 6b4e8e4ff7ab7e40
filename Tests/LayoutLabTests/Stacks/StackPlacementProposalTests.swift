import Foundation
import LayoutLab
import Testing

/// What a stack proposes to its children when it places them (layout rule S7):
/// its own placement proposal, with a missing cross length replaced by its measured one.
/// SwiftUI does the same (OpenSwiftUI's `StackLayout` `proposalWhenPlacing(in:)`), so a child
/// whose size depends on that length is placed at another size than it was measured at, and
/// the stack's size no longer adds up to its placed children.
@Suite("Stacks place children with their measured cross length when it was not proposed")
struct StackPlacementProposalTests {
  @Test("An HStack proposed no height places its child with the height it measured")
  func hStackPlacesWithMeasuredHeight() {
    let result = ViewHost(
      rootView: HStack(spacing: 0) {
        Color.red.frame(width: 1, height: 1).frame(idealHeight: 0).id("frame")
      }
      .id("stack")
      .fixedSize(horizontal: false, vertical: true)
    )
    .layout(in: CGSize(width: 50, height: 50))
    // fixedSize(vertical) proposes (50, nil). Measuring: the frame is offered (50, nil); no
    // height proposed, so it is its ideal 0 tall, and (no min or max) as wide as its 1-wide
    // colour: 1 × 0, the stack's size too. Placing: the stack's proposal (50, nil) becomes
    // (50, 0) with its measured height; the frame, offered a height of 0 without a min or max,
    // takes its colour's 1: it is placed 1 × 1, taller than the stack.
    #expect(result.view(id: "stack")?.frame.size == CGSize(width: 1, height: 0))
    #expect(result.view(id: "stack")?.proposal == ProposedViewSize(width: 50, height: nil))
    #expect(result.view(id: "frame")?.proposal == ProposedViewSize(width: 50, height: 0))
    #expect(result.view(id: "frame")?.frame.size == CGSize(width: 1, height: 1))
  }

  @Test("A VStack proposed no width places its child with the width it measured")
  func vStackPlacesWithMeasuredWidth() {
    let result = ViewHost(
      rootView: ScrollView(.horizontal) {
        VStack(spacing: 0) {
          Color.red.frame(width: 1, height: 0).frame(idealWidth: 0).id("frame")
        }
        .id("stack")
      }
    )
    .layout(in: CGSize(width: 22, height: 0.5))
    // The horizontal scroll view proposes (nil, 0.5). Measuring: the frame is offered
    // (nil, 0.5): its ideal width 0, and its colour's height 0; the stack is 0 × 0. Placing:
    // (nil, 0.5) becomes (0, 0.5); offered a width of 0 without a min or max, the frame takes
    // its colour's 1: it is placed 1 wide in a 0-wide stack.
    #expect(result.view(id: "stack")?.frame.size == CGSize(width: 0, height: 0))
    #expect(result.view(id: "frame")?.proposal == ProposedViewSize(width: 0, height: 0.5))
    #expect(result.view(id: "frame")?.frame.size == CGSize(width: 1, height: 0))
  }
}
