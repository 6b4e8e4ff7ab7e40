import Foundation
import LayoutLab
import LayoutTestSupport
import Testing

/// Spacer behaviour with hand-computed numbers (layout rules N2–N4).
@Suite("Spacer grows along its stack's axis")
struct SpacerTests {
  @Test("Colours share the space and a Spacer between them stays at its minimum of 8")
  func coloursShareSpacerStaysAtMinimum() {
    let result = ViewHost(
      rootView: HStack {
        Color.red.id("red")
        Spacer().id("spacer")
        Color.blue.id("blue")
      }
    ).layout(in: CGSize(width: 300, height: 100))
    // N3: the spacer's priority is -∞, so the colours go first with 300 - 8 = 292 (N4: the
    // distances next to a spacer are 0): 146 each. The spacer gets the rest, 0, plus its
    // minimum back: 8. Inside an HStack its height is 0 (N2), centred: y = 50.
    expectFrame(result.frame(id: "red"), CGRect(x: 0, y: 0, width: 146, height: 100))
    expectFrame(result.frame(id: "spacer"), CGRect(x: 146, y: 50, width: 8, height: 0))
    expectFrame(result.frame(id: "blue"), CGRect(x: 154, y: 0, width: 146, height: 100))
  }

  @Test("Spacer(minLength: 0) lets its neighbours touch")
  func zeroMinLengthLetsNeighboursTouch() {
    let result = ViewHost(
      rootView: HStack {
        Color.red.id("red")
        Spacer(minLength: 0).id("spacer")
        Color.blue.id("blue")
      }
    ).layout(in: CGSize(width: 300, height: 100))
    // N3 + N4: the colours share all 300; the spacer is 0 wide and the distances are 0.
    expectFrame(result.frame(id: "red"), CGRect(x: 0, y: 0, width: 150, height: 100))
    expectFrame(result.frame(id: "spacer"), CGRect(x: 150, y: 50, width: 0, height: 0))
    expectFrame(result.frame(id: "blue"), CGRect(x: 150, y: 0, width: 150, height: 100))
  }

  @Test("Between fixed views a Spacer takes all the remaining width")
  func takesRemainingWidth() {
    let result = ViewHost(
      rootView: HStack {
        Color.red.frame(width: 50).id("red")
        Spacer().id("spacer")
        Color.blue.frame(width: 50).id("blue")
      }
    ).layout(in: CGSize(width: 300, height: 100))
    // N2: the fixed views take 50 each; the spacer is proposed 300 - 100 = 200 and takes it.
    expectFrame(result.frame(id: "spacer"), CGRect(x: 50, y: 50, width: 200, height: 0))
    expectFrame(result.frame(id: "blue"), CGRect(x: 250, y: 0, width: 50, height: 100))
  }

  @Test("In a VStack a Spacer grows vertically and is 0 wide")
  func growsVerticallyInVStack() {
    let result = ViewHost(
      rootView: VStack {
        Color.red.frame(height: 50).id("top")
        Spacer().id("spacer")
        Color.blue.frame(height: 50).id("bottom")
      }
    ).layout(in: CGSize(width: 100, height: 300))
    // N2: major = the proposal (300 - 50 - 50 = 200), minor 0, centred at x = 50.
    expectFrame(result.frame(id: "spacer"), CGRect(x: 50, y: 50, width: 0, height: 200))
    expectFrame(result.frame(id: "bottom"), CGRect(x: 0, y: 250, width: 100, height: 50))
  }

  @Test("A Spacer keeps its minimum length even when the stack overflows")
  func keepsMinimumLength() {
    let result = ViewHost(
      rootView: HStack(spacing: 0) {
        Color.red.frame(width: 80).id("red")
        Spacer(minLength: 30).id("spacer")
      }
      .id("stack")
      .frame(width: 100, height: 20)
      .id("frame")
    ).layout(in: CGSize(width: 390, height: 844))
    // N2/N3: red is proposed 100 - 30 = 70 and takes 80; the spacer is proposed
    // 70 - 80 + 30 = 20 and takes max(20, 30) = 30. The stack is 110, centred at -5.
    expectFrame(result.frame(id: "stack", relativeTo: "frame"), CGRect(x: -5, y: 0, width: 110, height: 20))
    expectFrame(result.frame(id: "spacer", relativeTo: "frame"), CGRect(x: 75, y: 10, width: 30, height: 0))
  }

  @Test("With no proposal a Spacer in a stack is its minimum length long and 0 thick")
  func idealInStack() {
    let result = ViewHost(
      rootView: HStack {
        Spacer().id("default")
        Spacer(minLength: 20).id("twenty")
      }
      .id("stack")
      .fixedSize()
    ).layout(in: CGSize(width: 390, height: 844))
    // N2: ideal = max(-∞, minLength): 8 by default and 20; minor 0. S3: 8 + 0 + 20 = 28 wide.
    expectSize(result.frame(id: "stack")?.size, CGSize(width: 28, height: 0))
    expectSize(result.frame(id: "default")?.size, CGSize(width: 8, height: 0))
    expectSize(result.frame(id: "twenty")?.size, CGSize(width: 20, height: 0))
  }

  @Test("Outside a stack a Spacer grows on both axes")
  func outsideStackGrowsBothWays() {
    // N2: not in a stack, each axis is max(proposal, minLength).
    let root = ViewHost(rootView: Spacer().id("spacer")).layout(in: CGSize(width: 390, height: 844))
    expectFrame(root.frame(id: "spacer"), CGRect(x: 0, y: 0, width: 390, height: 844))

    let inZStack = ViewHost(
      rootView: ZStack { Spacer().id("spacer") }.frame(width: 100, height: 60)
    ).layout(in: CGSize(width: 390, height: 844))
    // A ZStack has no stack orientation (L4), so its spacer fills both ways.
    expectFrame(inZStack.frame(id: "spacer"), CGRect(x: 145, y: 392, width: 100, height: 60))

    let ideal = ViewHost(rootView: Spacer().fixedSize().id("spacer")).layout(in: CGSize(width: 390, height: 844))
    // With no proposal on either axis: 8 × 8, centred.
    expectFrame(ideal.frame(id: "spacer"), CGRect(x: 191, y: 418, width: 8, height: 8))

    let longer = ViewHost(rootView: Spacer(minLength: 20).fixedSize().id("spacer")).layout(in: CGSize(width: 390, height: 844))
    expectFrame(longer.frame(id: "spacer"), CGRect(x: 185, y: 412, width: 20, height: 20))
  }
}
