import Foundation
import LayoutLab
import LayoutRendering
import Testing

@Suite("The text tree shows every view with its frame")
struct TextTreeRendererTests {
  @Test("One indented line per view with its summary and [x y w h]")
  func rendersTree() {
    let result = ViewHost(
      rootView: HStack(spacing: 0) {
        Text("Hi").padding(5)
        Color.red.frame(width: 20, height: 10).id("box")
      }
    ).layout(in: CGSize(width: 100, height: 50))
    // Text("Hi") is 17 × 20.4; padded by 5 it is 27 × 30.4. The row is 47 × 30.4, centred in 100 × 50:
    // x = 26.5, y = 9.8. The box is centred vertically in the row: y = 9.8 + (30.4 - 10) / 2 = 20.
    let expected = """
      ViewHost  100×50
      └── HStack(spacing: 0)  [26.5 9.8 47 30.4]
          ├── .padding(5)  [26.5 9.8 27 30.4]
          │   └── Text("Hi")  [31.5 14.8 17 20.4]
          └── .frame(width: 20, height: 10)  [53.5 20 20 10]  id: box
              └── Color.red  [53.5 20 20 10]

      """
    #expect(TextTreeRenderer().render(result) == expected)
  }

  @Test("With counters, each line ends with the view's counts")
  func rendersCounters() {
    let result = ViewHost(rootView: Color.red).layout(in: CGSize(width: 10, height: 10))
    // The host asks the root once and places it once.
    #expect(
      TextTreeRenderer(showsCounters: true).render(result)
        == "ViewHost  10×10\n└── Color.red  [0 0 10 10]  (sizeThatFits 1, hits 0, misses 1, placed 1)\n")
  }
}
