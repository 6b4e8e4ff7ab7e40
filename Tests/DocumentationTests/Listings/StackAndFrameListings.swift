// The listings of StackSpace.md and FramesPaddingAndOffset.md, run.
import Foundation
import LayoutLab
import LayoutTestSupport
import Testing

private func textBetweenColours() -> some View {
  HStack {
    Color.purple.id("purple")
    Text("Hello, world").id("text")
    Color.pink.id("pink")
  }
}

private func textWithPriority() -> some View {
  HStack {
    Color.purple.id("purple")
    Text("Hello, world").layoutPriority(1).id("text")
    Color.pink.id("pink")
  }
}

private func wrappedAndFixed() -> some View {
  VStack(spacing: 20) {
    Text("Hello, world").id("wrapped")
      .frame(width: 60)
    Text("Hello, world").id("fixed")
      .fixedSize()
      .frame(width: 60)
  }
}

private struct Squares: View {
  var body: some View {
    HStack(spacing: 0) {
      Color.red.frame(width: 60, height: 60).id("red")
      Color.green.id("green").frame(width: 60, height: 60).offset(x: 20, y: 20)
      Color.blue.frame(width: 60, height: 60).id("blue")
    }
  }
}

@Suite("How stacks share space")
struct StackListings {
  private let host = CGSize(width: 300, height: 60)

  @Test("A text between two colours is least flexible: offered a third of 284, it wraps to 51")
  func textBetweenTwoColours() {
    let result = ViewHost(rootView: textBetweenColours()).layout(in: host)
    // S11, S4: spacing 8 + 8 leaves 284. The text spans 8.5…102 (flexibility 93.5), the
    // colours 0…∞: the text is offered 284 / 3 = 94.667 < 102, wraps into "Hello," (51) and
    // "world" (42.5) on two 20.4 lines. Each colour gets (284 − 51) / 2 = 116.5.
    expectFrame(result.frame(id: "purple"), CGRect(x: 0, y: 0, width: 116.5, height: 60))
    expectFrame(result.frame(id: "text"), CGRect(x: 124.5, y: 9.6, width: 51, height: 40.8))
    expectFrame(result.frame(id: "pink"), CGRect(x: 183.5, y: 0, width: 116.5, height: 60))
    expectScenario("stack-text-between-colors", laysOutAs: textBetweenColours())
  }

  @Test("A higher layout priority is served first: the text is offered 284 and keeps its 102")
  func priorityGroups() {
    let result = ViewHost(rootView: textWithPriority()).layout(in: host)
    // S6: the colours' minimums (0) are set aside; the text gets 300 − 16 = 284 and takes its
    // one-line 102 × 20.4; the colours share (284 − 102) / 2 = 91 each.
    expectFrame(result.frame(id: "purple"), CGRect(x: 0, y: 0, width: 91, height: 60))
    expectFrame(result.frame(id: "text"), CGRect(x: 99, y: 19.8, width: 102, height: 20.4))
    expectFrame(result.frame(id: "pink"), CGRect(x: 209, y: 0, width: 91, height: 60))
    expectScenario("stack-priority", laysOutAs: textWithPriority())
  }
}

@Suite("Frames, padding, fixedSize and offset")
struct FrameListings {
  @Test("A flexible frame with no maximum width takes all the width it is proposed")
  func flexibleFrame() {
    let wide = ViewHost(rootView: Text("Hi").frame(maxWidth: .infinity)).layout(in: CGSize(width: 100, height: 100))
    let width = wide.rootSize.width  // 100: as wide as proposed, though "Hi" is 17 wide
    // F2, max only: min(max(proposed 100, child 17), ∞) = 100.
    #expect(width == 100)
  }

  @Test("padding() pads 16 on every edge")
  func defaultPadding() {
    let padded = ViewHost(rootView: Text("Hi").padding()).layout(in: CGSize(width: 100, height: 100))
    let size = padded.rootSize  // 17 + 32 = 49 by 20.4 + 32 = 52.4
    // N5: "Hi" is 2 × 8.5 = 17 by 20.4, plus 16 on each edge.
    #expect(abs(size.width - 49) < 0.001 && abs(size.height - 52.4) < 0.001)
  }

  @Test("fixedSize keeps the text's ideal 102 × 20.4 and overflows its 60-wide frame by 21 a side")
  func fixedSize() {
    let result = ViewHost(rootView: wrappedAndFixed()).layout(in: CGSize(width: 240, height: 120))
    // F1: a 60-wide frame proposes 60: the text wraps to 51 × 40.8. F3: fixedSize proposes nil:
    // 102 × 20.4, centred in the frame at 90 + (60 − 102) / 2 = 69. The stack is 60 × 81.2
    // (40.8 + 20 + 20.4), centred: (240 − 60) / 2 = 90, (120 − 81.2) / 2 = 19.4.
    expectFrame(result.frame(id: "wrapped"), CGRect(x: 94.5, y: 19.4, width: 51, height: 40.8))
    expectFrame(result.frame(id: "fixed"), CGRect(x: 69, y: 80.2, width: 102, height: 20.4))
    expectScenario("fixed-size", laysOutAs: wrappedAndFixed())
  }

  @Test("offset draws the green square 20 right and 20 down and moves nothing else")
  func offset() {
    let result = ViewHost(rootView: Squares()).layout(in: CGSize(width: 300, height: 120))
    let green = result.frame(id: "green")  // x 140, y 50: drawn 20 right and 20 down
    let blue = result.frame(id: "blue")  // x 180, y 30: where it is without the offset
    // F4: three 60-point squares, 180 × 60, centred at (60, 30); the second slot starts at 120.
    expectFrame(green, CGRect(x: 140, y: 50, width: 60, height: 60))
    expectFrame(blue, CGRect(x: 180, y: 30, width: 60, height: 60))
    expectFrame(result.frame(id: "red"), CGRect(x: 60, y: 30, width: 60, height: 60))
    expectScenario("offset-changes-nothing", laysOutAs: Squares())
  }
}
