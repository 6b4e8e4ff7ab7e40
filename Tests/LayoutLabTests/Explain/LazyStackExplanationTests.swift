import Foundation
import LayoutLab
import LayoutTestSupport
import Testing

@Suite("Explaining why a lazy stack and its rows have their sizes and places")
struct LazyStackExplanationTests {
  @Test("A lazy stack is its rows' ideal lengths and the gaps, and fills the offered width (C-LS2, C-LS4)")
  func lazyStackSize() throws {
    let stack = LazyVStack(spacing: 4) {
      Text("Hi")
      Color.red.frame(width: 50, height: 30).id("box")
    }
    let result = tracedLayout(stack.id("stack"), size: CGSize(width: 300, height: 400))
    // "Hi" is 20.4 tall, the box 30, one gap of 4: 54.4; the host offers 300 wide, all taken.
    let rule = try #require(result.explain(id: "stack")?.answers.first?.rule)
    #expect(rule.id == "C-LS2")
    #expect(rule.arithmetic == "height = 20.4 + 30 + gaps 4 = 54.4; width = the offered 300 (C-LS4)")
    // The box follows "Hi" and the gap: the stack starts at (400 − 54.4) / 2 = 172.8, "Hi" ends
    // 20.4 lower at 193.2, the box starts 4 further at 197.2, centred: x = (300 − 50) / 2 = 125.
    let box = try #require(result.explain(id: "box")?.placement?.rule)
    #expect(box.id == "S7")
    #expect(
      box.arithmetic == "y = the previous child's end 193.2 + gap 4 (the stack's spacing) = 197.2; x = 0 + 125 = 125")
  }

  @Test("A lazy stack proposed no width is its first row's width (C-LS3)")
  func lazyStackFirstRowWidth() throws {
    let stack = LazyVStack(spacing: 0) {
      Color.red.frame(width: 40, height: 10)
      Color.red.frame(width: 80, height: 10)
    }
    // fixedSize proposes nil × nil: the stack is the first row's 40 wide, 10 + 10 = 20 tall (spacing 0).
    let result = tracedLayout(stack.id("stack").fixedSize(), size: CGSize(width: 300, height: 400))
    let rule = try #require(result.explain(id: "stack")?.answers.first?.rule)
    #expect(rule.arithmetic == "height = 10 + 10 + gaps 0 = 20; width = the first row's 40 (C-LS3)")
  }

  @Test("In a scroll view a lazy stack counts the rows it built and estimates the rest (C-LS5, C-LS6)")
  func lazyStackInScrollView() throws {
    let list = ScrollView {
      LazyVStack(spacing: 0) {
        ForEach(0..<100, id: \.self) { index in Color.clear.frame(height: 50).id(index) }
      }
      .id("stack")
    }
    let result = tracedLayout(list, size: CGSize(width: 390, height: 300))
    // Rows of 50 with no gap; the region shown is 0 to 300, widened by the 100-point look-ahead
    // to 400: rows 0 to 7 start before 400 (7 × 50 = 350), 8 rows built. The other 92 are
    // estimated at the average 50: 100 × 50 = 5,000 tall.
    let explanation = try #require(result.explain(id: "stack"))
    let rule = try #require(explanation.answers.first?.rule)
    #expect(rule.id == "C-LS6")
    #expect(
      rule.arithmetic
        == "8 of 100 rows built (the first and those near the region shown, C-LS5); the rows built average 50 in height; height = 5000; width = the offered 390 (C-LS4)"
    )
    // Row 5 is at its slot, 5 × 50 = 250 below the stack's top.
    let row = try #require(result.explain(id: 5)?.placement?.rule)
    #expect(row.id == "C-LS6")
    #expect(row.arithmetic == "y = 0 + 250 = 250; x = 0")
  }
}
