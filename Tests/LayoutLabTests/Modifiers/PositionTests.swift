import Foundation
import LayoutLab
import LayoutTestSupport
import Testing

// Layout rule F5: position's size is the proposal, with a nil dimension
// replaced by the child's size (so it is greedy); the child is placed with its centre at the
// point, in the modifier's coordinates. Hosts are 300 × 300 and centre the root view.

@Suite("position")
struct PositionTests {
  @Test("position takes the whole proposal and centres the child on the point")
  func greedyAndCentred() {
    let result = modifierLayout(Color.red.frame(width: 40, height: 20).id("c").position(x: 50, y: 60).id("p"))
    // F5: the modifier is the proposed 300 × 300; the 40 × 20 child is centred on (50, 60).
    expectFrame(result, "p", rect(0, 0, 300, 300))
    expectFrame(result, "c", rect(30, 50, 40, 20))
  }

  @Test("In a stack, position takes what its siblings leave")
  func greedyInStack() {
    let result = modifierLayout(
      VStack(spacing: 0) {
        Color.red.frame(width: 40, height: 20).id("c").position(x: 20, y: 10).id("p")
        Color.blue.frame(height: 50).id("b")
      })
    // S4: the 50-tall colour is less flexible and goes first; F5: position takes the other
    // 250. The child's centre is at (20, 10) from the modifier's origin.
    expectFrame(result, "p", rect(0, 0, 300, 250))
    expectFrame(result, "b", rect(0, 250, 300, 50))
    expectFrame(result, "c", rect(0, 0, 40, 20))
  }

  @Test("Under a nil proposal position takes the child's size")
  func nilProposal() {
    let both = modifierLayout(Color.red.frame(width: 40, height: 20).id("c").position(x: 0, y: 0).id("p").fixedSize())
    // F5: proposed nil × nil, the modifier is the child's 40 × 20, centred in the host at
    // (130, 140); the child's centre is at the modifier's origin.
    expectFrame(both, "p", rect(130, 140, 40, 20))
    expectFrame(both, "c", rect(110, 130, 40, 20))

    let widthOnly = modifierLayout(
      Color.red.frame(width: 40, height: 20).position(x: 0, y: 0).id("p").fixedSize(horizontal: true, vertical: false))
    // F5: proposed (nil, 300): 40 wide (the child), 300 tall (the proposal).
    expectFrame(widthOnly, "p", rect(130, 0, 40, 300))
  }

  @Test("The child is proposed the modifier's size")
  func childProposal() {
    let result = modifierLayout(Text("The quick brown fox jumps over the lazy dog").id("t").position(x: 150, y: 150))
    // The text is proposed 300 × 300 and wraps to 289 × 40.8 (see the fixedSize suite); it is
    // centred on (150, 150).
    expectProposal(result.view(id: "t")?.proposal, ProposedViewSize(width: 300, height: 300))
    expectFrame(result, "t", rect(5.5, 129.6, 289, 40.8))
  }
}
