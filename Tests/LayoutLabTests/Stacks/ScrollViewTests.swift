import Foundation
import LayoutLab
import LayoutTestSupport
import Testing

/// ScrollView behaviour with hand-computed numbers (layout rule SV1). The host
/// is 390 × 844 and centres the scroll view (see `ViewHost`).
@Suite("ScrollView proposes nil along its scroll axis")
struct ScrollViewTests {
  @Test("A vertical ScrollView is as tall as proposed and as wide as its content")
  func verticalTakesProposedHeightAndContentWidth() {
    let result = ViewHost(
      rootView: ScrollView {
        Text("Hello").id("text")
      }
      .id("scroll")
    ).layout(in: CGSize(width: 390, height: 844))
    // SV1: the text is proposed (390, nil) and is 42.5 × 20.4; the scroll view is 42.5 wide
    // (its content) and 844 tall (its proposal), centred: x = (390 - 42.5) / 2 = 173.75.
    // The content starts at the top (scroll offset zero).
    expectFrame(result.frame(id: "scroll"), CGRect(x: 173.75, y: 0, width: 42.5, height: 844))
    expectFrame(result.frame(id: "text"), CGRect(x: 173.75, y: 0, width: 42.5, height: 20.4))
    #expect(result.view(id: "text")?.proposal == ProposedViewSize(width: 390, height: nil))
  }

  @Test("A Color in a vertical ScrollView falls back to its ideal height of 10")
  func colorTakesIdealHeight() {
    let result = ViewHost(
      rootView: ScrollView {
        Color.red.id("color")
      }
      .id("scroll")
    ).layout(in: CGSize(width: 390, height: 844))
    // SV1 + LV1: proposed (390, nil), the colour is 390 × 10.
    expectFrame(result.frame(id: "scroll"), CGRect(x: 0, y: 0, width: 390, height: 844))
    expectFrame(result.frame(id: "color"), CGRect(x: 0, y: 0, width: 390, height: 10))
  }

  @Test("A VStack in a vertical ScrollView takes the ideal path: Colors are 10 tall")
  func vstackInScrollViewIsIdeal() {
    let result = ViewHost(
      rootView: ScrollView {
        VStack {
          Color.red.id("red")
          Color.blue.id("blue")
        }
        .id("stack")
      }
    ).layout(in: CGSize(width: 390, height: 844))
    // SV1 + S3: the stack is proposed (390, nil), so each colour is proposed (390, nil) and is
    // 390 × 10; the stack is 10 + 8 + 10 = 28 tall.
    expectFrame(result.frame(id: "stack"), CGRect(x: 0, y: 0, width: 390, height: 28))
    expectFrame(result.frame(id: "red"), CGRect(x: 0, y: 0, width: 390, height: 10))
    expectFrame(result.frame(id: "blue"), CGRect(x: 0, y: 18, width: 390, height: 10))
  }

  @Test("A horizontal ScrollView is as wide as proposed and as tall as its content")
  func horizontalTakesProposedWidthAndContentHeight() {
    let result = ViewHost(
      rootView: ScrollView(.horizontal) {
        Text("Hello").id("text")
      }
      .id("scroll")
    ).layout(in: CGSize(width: 390, height: 844))
    // SV1 with the axes swapped: the text is proposed (nil, 844), 42.5 × 20.4; the scroll
    // view is 390 × 20.4, centred: y = (844 - 20.4) / 2 = 411.8; content at the leading edge.
    expectFrame(result.frame(id: "scroll"), CGRect(x: 0, y: 411.8, width: 390, height: 20.4))
    expectFrame(result.frame(id: "text"), CGRect(x: 0, y: 411.8, width: 42.5, height: 20.4))
    #expect(result.view(id: "text")?.proposal == ProposedViewSize(width: nil, height: 844))
  }

  @Test("Several views in a vertical ScrollView stack like a VStack")
  func severalViewsStackVertically() {
    let result = ViewHost(
      rootView: ScrollView {
        Text("Hello").id("hello")
        Text("World!").id("world")
      }
      .id("scroll")
    ).layout(in: CGSize(width: 390, height: 844))
    // SV1 + S3: content 51 × (20.4 + 8 + 20.4); the scroll view is 51 wide, centred at
    // x = (390 - 51) / 2 = 169.5; "Hello" is centred in the column: 169.5 + 4.25.
    expectFrame(result.frame(id: "scroll"), CGRect(x: 169.5, y: 0, width: 51, height: 844))
    expectFrame(result.frame(id: "hello"), CGRect(x: 173.75, y: 0, width: 42.5, height: 20.4))
    expectFrame(result.frame(id: "world"), CGRect(x: 169.5, y: 28.4, width: 51, height: 20.4))
  }

  @Test("Several views in a horizontal ScrollView stack like an HStack")
  func severalViewsStackHorizontally() {
    let result = ViewHost(
      rootView: ScrollView(.horizontal) {
        Text("Hello").id("hello")
        Text("World").id("world")
      }
      .id("scroll")
    ).layout(in: CGSize(width: 390, height: 844))
    // Content 42.5 + 8 + 42.5 = 93 × 20.4, from the leading edge.
    expectFrame(result.frame(id: "scroll"), CGRect(x: 0, y: 411.8, width: 390, height: 20.4))
    expectFrame(result.frame(id: "hello"), CGRect(x: 0, y: 411.8, width: 42.5, height: 20.4))
    expectFrame(result.frame(id: "world"), CGRect(x: 50.5, y: 411.8, width: 42.5, height: 20.4))
  }

  @Test("Right to left, a horizontal ScrollView's content starts at the right")
  func horizontalRightToLeft() {
    let result = ViewHost(
      rootView: ScrollView(.horizontal) {
        Text("Hello").id("hello")
        Text("World").id("world")
      }
      .environment(\.layoutDirection, .rightToLeft)
    ).layout(in: CGSize(width: 390, height: 844))
    // Apple: x positions flip within the parent. The 93-wide content at x = 0 moves to
    // 390 - 93 = 297, and inside it "Hello" (first) ends at the right: 390 - 42.5.
    expectFrame(result.frame(id: "hello"), CGRect(x: 347.5, y: 411.8, width: 42.5, height: 20.4))
    expectFrame(result.frame(id: "world"), CGRect(x: 297, y: 411.8, width: 42.5, height: 20.4))
  }

  @Test("A ScrollView on both axes proposes nil on both")
  func bothAxes() {
    let result = ViewHost(
      rootView: ScrollView([.horizontal, .vertical]) {
        Color.red.id("color")
      }
      .id("scroll")
    ).layout(in: CGSize(width: 390, height: 844))
    // SV1: the colour is proposed (nil, nil) and is 10 × 10 at the top-leading corner of a
    // scroll view that takes the whole proposal.
    expectFrame(result.frame(id: "scroll"), CGRect(x: 0, y: 0, width: 390, height: 844))
    expectFrame(result.frame(id: "color"), CGRect(x: 0, y: 0, width: 10, height: 10))
  }
}
