import Foundation
import LayoutLab
import LayoutTestSupport
import Testing

// Layout rule F4: offset is a drawing effect. The modified view's size and
// its siblings' positions do not change; the offset view's own frame moves; the modifier's frame
// stays where the view would have been. Hosts are 300 × 300 and centre the root view. The cases a
// scene file can state are conformance fixtures (`Tests/LayoutScenesTests/Fixtures/Conformance/offset-*.json`).

@Suite("offset")
struct OffsetTests {
  @Test("offset does not move the view's alignment guides")
  func guidesIgnoreOffset() {
    let result = modifierLayout(
      VStack(alignment: .leading, spacing: 0) {
        Color.red.frame(width: 100, height: 10).id("a")
        Color.blue.frame(width: 50, height: 10).alignmentGuide(.leading) { _ in 20 }.id("b")
          .offset(x: 10).id("o")
      })
    // F4 with A2: the stack lines up "o" by its explicit leading, 20, not 30: "a" is 20 to the
    // right of "o"; the stack is max(100 + 20, 50) = 120 wide, at ((300 − 120) / 2, 140).
    expectFrame(result, "a", rect(110, 140, 100, 10))
    expectFrame(result, "o", rect(90, 150, 50, 10))
    // The offset moves only the drawing: 10 to the right.
    expectFrame(result, "b", rect(100, 150, 50, 10))
  }

  @Test("A non-finite offset is reported and counts as 0")
  func nonFiniteOffset() {
    let result = modifierLayout(Color.red.frame(width: 10, height: 10).id("c").offset(x: .nan, y: 4))
    #expect(result.diagnostics.map(\.kind) == [.invalidArgument])
    #expect(result.diagnostics.first?.path.hasSuffix(".offset(x: nan, y: 4)") == true)
    expectFrame(result, "c", rect(145, 149, 10, 10))
  }
}
