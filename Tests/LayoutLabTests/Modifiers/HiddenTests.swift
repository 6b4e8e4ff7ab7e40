import Foundation
import LayoutLab
import LayoutTestSupport
import Testing

// hidden() draws nothing but keeps the view's layout. Apple
// (https://developer.apple.com/documentation/swiftui/view/hidden()): hidden views "remain in
// the view hierarchy and affect layout".

@Suite("hidden")
struct HiddenTests {
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
