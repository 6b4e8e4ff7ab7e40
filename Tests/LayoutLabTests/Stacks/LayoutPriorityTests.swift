import Foundation
import LayoutLab
import LayoutTestSupport
import Testing

/// Layout priority in stacks with hand-computed numbers (layout rules S4 steps
/// 2–3, S6, F6, N3). `Text("Hello, world")` is 102 × 20.4 on one line; proposed less than 102
/// it wraps to "Hello," (51) / "world" (42.5), 51 × 40.8.
@Suite("Stacks size higher-priority children first")
struct LayoutPriorityTests {
  @Test("A priority-1 text between two colours gets its whole ideal width")
  func priorityTextGetsIdealWidth() {
    let result = ViewHost(
      rootView: HStack {
        Color.red.id("red")
        Text("Hello, world").layoutPriority(1).id("text")
        Color.blue.id("blue")
      }
    ).layout(in: CGSize(width: 200, height: 100))
    // S6: the text is offered 200 - 16 (two distances of 8) - 0 (the colours' minimums) = 184
    // and takes 102 on one line. The colours then share 184 - 102 = 82: 41 each.
    // (At priority 0 the text would be offered 184 / 3 = 61.3 and wrap to 51 wide.)
    expectFrame(result.frame(id: "red"), CGRect(x: 0, y: 0, width: 41, height: 100))
    expectFrame(result.frame(id: "text"), CGRect(x: 49, y: 39.8, width: 102, height: 20.4))
    expectFrame(result.frame(id: "blue"), CGRect(x: 159, y: 0, width: 41, height: 100))
    #expect(result.view(id: "text")?.proposal == ProposedViewSize(width: 184, height: 100))
  }

  @Test("The higher group is offered the space minus the lower group's minimums, which come back after")
  func lowerGroupGetsMinimumsBack() {
    let result = ViewHost(
      rootView: HStack(spacing: 0) {
        Color.red.frame(minWidth: 30).id("red")
        Text("Hello, world").layoutPriority(1).id("text")
        Color.blue.frame(minWidth: 20).id("blue")
      }
    ).layout(in: CGSize(width: 120, height: 100))
    // S4 step 2: the text is offered 120 - (30 + 20) = 70 and wraps to 51.
    // S4 step 3: 70 - 51 = 19 is left; entering the lower group adds its minimums back:
    // 19 + 50 = 69. Red (larger minimum, tie-break) is offered 69 / 2 = 34.5 and takes it;
    // blue is offered 34.5 and takes it.
    #expect(result.view(id: "text")?.proposal == ProposedViewSize(width: 70, height: 100))
    expectFrame(result.frame(id: "red"), CGRect(x: 0, y: 0, width: 34.5, height: 100))
    expectFrame(result.frame(id: "text"), CGRect(x: 34.5, y: 29.6, width: 51, height: 40.8))
    expectFrame(result.frame(id: "blue"), CGRect(x: 85.5, y: 0, width: 34.5, height: 100))
  }

  @Test("A priority set inside a modifier chain still counts")
  func priorityThroughModifiers() {
    // S6: the stack reads the priority of its subview, the padding, which carries the trait
    // of the text inside it. The padded text is offered all 200, the text 200 - 32 = 168, and
    // it takes 102 × 20.4 on one line: padded 134 × 52.4. The colours share 66: 33 each.
    // (At priority 0 the padded text would go first with 200 / 3 = 66.7 and wrap.)
    for placement in ["inside", "outside"] {
      let text = Text("Hello, world")
      let result = ViewHost(
        rootView: HStack(spacing: 0) {
          Color.red.id("red")
          if placement == "inside" {
            text.layoutPriority(1).padding().id("text")
          } else {
            text.padding().layoutPriority(1).id("text")
          }
          Color.blue.id("blue")
        }
      ).layout(in: CGSize(width: 200, height: 100))
      expectFrame(result.frame(id: "red"), CGRect(x: 0, y: 0, width: 33, height: 100), "priority \(placement)")
      expectFrame(result.frame(id: "text"), CGRect(x: 33, y: 23.8, width: 134, height: 52.4), "priority \(placement)")
      expectFrame(result.frame(id: "blue"), CGRect(x: 167, y: 0, width: 33, height: 100), "priority \(placement)")
    }
  }

  @Test("Three priority groups are sized highest first")
  func threeGroups() {
    let result = ViewHost(
      rootView: HStack(spacing: 0) {
        Color.red.frame(minWidth: 10).layoutPriority(-1).id("low")
        Color.green.frame(maxWidth: 50).id("middle")
        Color.blue.frame(maxWidth: 60).layoutPriority(2).id("high")
      }
    ).layout(in: CGSize(width: 100, height: 100))
    // S4 steps 2–3: high is offered 100 - 0 (middle's minimum) - 10 (low's) = 90, takes 60.
    // Middle: 30 + 0 = 30, takes 30. Low: 0 + 10 = 10, takes 10.
    // (Without priorities: by flexibility middle, high, low, each offered about 33.3.)
    expectFrame(result.frame(id: "low"), CGRect(x: 0, y: 0, width: 10, height: 100))
    expectFrame(result.frame(id: "middle"), CGRect(x: 10, y: 0, width: 30, height: 100))
    expectFrame(result.frame(id: "high"), CGRect(x: 40, y: 0, width: 60, height: 100))
  }

  @Test("Layout priority never changes a view's own size")
  func priorityDoesNotChangeOwnSize() {
    // F6: a text alone is 42.5 × 20.4 at any priority.
    let result = ViewHost(rootView: Text("Hello").layoutPriority(5).id("text")).layout(in: CGSize(width: 390, height: 844))
    expectSize(result.frame(id: "text")?.size, CGSize(width: 42.5, height: 20.4))
  }

  @Test("A higher priority lifts a Spacer above its neighbours")
  func spacerWithPriority() {
    let result = ViewHost(
      rootView: HStack {
        Color.red.id("red")
        Spacer().layoutPriority(1).id("spacer")
        Color.blue.id("blue")
      }
    ).layout(in: CGSize(width: 300, height: 100))
    // N3 says a spacer's own priority is -∞; `.layoutPriority(1)` overrides it (S6), so the
    // spacer goes first and takes the whole 300 (distances 0, N4); the colours get 0.
    expectFrame(result.frame(id: "spacer"), CGRect(x: 0, y: 50, width: 300, height: 0))
    expectFrame(result.frame(id: "red"), CGRect(x: 0, y: 0, width: 0, height: 100))
    expectFrame(result.frame(id: "blue"), CGRect(x: 300, y: 0, width: 0, height: 100))
  }
}
