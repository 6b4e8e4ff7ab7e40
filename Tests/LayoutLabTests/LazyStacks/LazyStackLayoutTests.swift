import Foundation
import LayoutLab
import LayoutTestSupport
import Testing

private let screen = CGSize(width: 390, height: 844)

@Suite("Lazy stacks give each child its ideal length and fill the cross length they are offered")
struct LazyStackLayoutTests {
  @Test("LazyVStack { Rectangle() } is 10 tall: children are proposed nil along the stack (C-LS2)")
  func idealLengths() {
    let result = ViewHost(rootView: LazyVStack { Rectangle().id("shape") }.id("stack")).layout(in: screen)
    // The rectangle is proposed (390, nil) and takes its ideal height, 10; the stack is 390 × 10,
    // centred: y = (844 − 10) / 2 = 417. A VStack would give the rectangle all 844.
    expectFrame(result.frame(id: "stack"), CGRect(x: 0, y: 417, width: 390, height: 10))
    expectFrame(result.frame(id: "shape"), CGRect(x: 0, y: 417, width: 390, height: 10))
    #expect(result.view(id: "shape")?.proposal == ProposedViewSize(width: 390, height: nil))
  }

  @Test("A concrete width is filled; the children are lined up on the alignment inside it (C-LS4)")
  func fillsTheCrossProposal() {
    let result = ViewHost(
      rootView: VStack(spacing: 0) {
        LazyVStack { Text("Hi").id("centred") }.id("lazy")
        LazyVStack(alignment: .leading) { Text("Hi").id("leading") }
        VStack { Text("Hi") }.id("eager")
      }
    ).layout(in: screen)
    // The lazy stack is as wide as the 390 offered; a VStack is as wide as its text (2 × 8.5 = 17).
    expectSize(result.frame(id: "lazy")?.size, CGSize(width: 390, height: 20.4))
    expectSize(result.frame(id: "eager")?.size, CGSize(width: 17, height: 20.4))
    // Centred: (390 − 17) / 2 = 186.5; leading: 0.
    #expect(result.frame(id: "centred")?.minX == 186.5)
    #expect(result.frame(id: "leading")?.minX == 0)
  }

  @Test("The stack is exactly its children plus the default spacing between them (C-LS1)")
  func hugsItsChildren() {
    let result = ViewHost(
      rootView: LazyVStack {
        Color.red.id("red")
        Text("Hello").id("text")
      }
      .id("stack")
    ).layout(in: screen)
    // The colour's ideal height is 10 at 390 wide; 8 between a colour and a text (nil spacing
    // is each pair's preferred distance, as in VStack); the text is 20.4: 38.4 in all.
    expectSize(result.frame(id: "stack")?.size, CGSize(width: 390, height: 38.4))
    expectFrame(result.frame(id: "red"), CGRect(x: 0, y: 402.8, width: 390, height: 10))
    expectFrame(result.frame(id: "text"), CGRect(x: 173.75, y: 420.8, width: 42.5, height: 20.4))
  }

  @Test("Proposed no width, a LazyVStack is as wide as its first child, not the widest (C-LS3)")
  func firstChildSetsTheIdealWidth() {
    let result = ViewHost(
      rootView: ScrollView(.horizontal) {
        LazyVStack {
          Text("Hi").id("first")
          Text("Hello").id("wider")
        }
        .id("stack")
      }
    ).layout(in: screen)
    // The horizontal scroll view proposes no width: the stack is "Hi"'s 17 wide and
    // 20.4 + 8 + 20.4 = 48.8 tall, at the leading edge, centred vertically: (844 − 48.8) / 2.
    expectFrame(result.frame(id: "stack"), CGRect(x: 0, y: 397.6, width: 17, height: 48.8))
    // "Hello" (42.5) keeps its ideal width and overflows, centred on the 17-wide column:
    // 17 / 2 − 42.5 / 2 = −12.75.
    expectFrame(result.frame(id: "first"), CGRect(x: 0, y: 397.6, width: 17, height: 20.4))
    expectFrame(result.frame(id: "wider"), CGRect(x: -12.75, y: 426, width: 42.5, height: 20.4))
  }

  @Test("A LazyHStack in a vertical ScrollView is as tall as its first child; taller ones overflow (C-LS3)")
  func lazyHStackHeight() {
    let result = ViewHost(
      rootView: ScrollView {
        LazyHStack(alignment: .top, spacing: 0) {
          Color.red.frame(width: 50, height: 30).id("short")
          Color.blue.frame(width: 50, height: 80).id("tall")
        }
        .id("row")
      }
    ).layout(in: screen)
    // 30 tall (the first child), 100 wide, centred across the scroll view: x = (390 − 100) / 2.
    expectFrame(result.frame(id: "row"), CGRect(x: 145, y: 0, width: 100, height: 30))
    expectFrame(result.frame(id: "tall"), CGRect(x: 195, y: 0, width: 50, height: 80))
  }

  @Test("Laid out warm at another size first, a lazy stack gives the same frames as cold")
  func coldEqualsWarm() {
    func make() -> some View {
      LazyVStack(alignment: .trailing) {
        Text("one")
        Color.red
        Text("three").id("t")
      }
    }
    let cold = ViewHost(rootView: make()).layout(in: CGSize(width: 300, height: 500))
    let host = ViewHost(rootView: make())
    _ = host.layout(in: CGSize(width: 120, height: 900))
    let warm = host.layout(in: CGSize(width: 300, height: 500))
    #expect(cold.frame(id: "t") == warm.frame(id: "t"))
    #expect(cold.frame(id: "t")?.maxX == 300)
  }
}
