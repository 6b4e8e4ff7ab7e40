import Foundation
import LayoutLab
import LayoutTestSupport
import Testing

// hidden() draws nothing but keeps the view's layout. Apple
// (https://developer.apple.com/documentation/swiftui/view/hidden()): hidden views "remain in
// the view hierarchy and affect layout".

@Suite("hidden")
struct HiddenTests {
  @Test("A hidden view keeps its space among its siblings")
  func keepsItsSpace() {
    let result = modifierLayout(
      HStack(spacing: 0) {
        Color.red.frame(width: 50, height: 50).id("r").hidden().id("h")
        Color.blue.frame(width: 50, height: 50).id("b")
      })
    // The row is 100 × 50 at (100, 125), hidden view included.
    expectFrame(result, "h", rect(100, 125, 50, 50))
    expectFrame(result, "r", rect(100, 125, 50, 50))
    expectFrame(result, "b", rect(150, 125, 50, 50))
  }

  @Test("A hidden view passes its proposal through")
  func passesProposal() {
    let result = modifierLayout(Text("Hello").id("t").hidden().frame(width: 100, height: 40))
    expectProposal(result.view(id: "t")?.proposal, ProposedViewSize(width: 100, height: 40))
    // Text("Hello") is 42.5 × 20.4, centred in the frame at (100, 130).
    expectFrame(result, "t", rect(128.75, 139.8, 42.5, 20.4))
  }

  @Test("hidden() on a Group hides each member: every per-member copy of the modifier is hidden")
  func hidesEachGroupMember() {
    let result = modifierLayout(
      HStack(spacing: 0) {
        Group {
          Color.red.frame(width: 50, height: 50).id("a")
          Color.blue.frame(width: 50, height: 50).id("b")
        }
        .hidden()
        Color.green.frame(width: 50, height: 50).id("c")
      })
    // The stack lays out three subviews: the modifier's copy around "a", its copy around "b",
    // and "c"; the two copies are hidden, "c" is not.
    let row = result.views.first { $0.children.count == 3 }
    #expect(row?.children.map(\.appearance.isHidden) == [true, true, false])
    #expect(row?.children.map(\.summary) == [".hidden()", ".hidden()", ".frame(width: 50, height: 50)"])
  }
}
