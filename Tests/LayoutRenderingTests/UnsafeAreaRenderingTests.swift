import Foundation
import LayoutLab
import LayoutRendering
import Testing

@Suite("The unsafe area in pictures")
struct UnsafeAreaRenderingTests {
  private func result(insets: EdgeInsets) -> LayoutResult {
    ViewHost(rootView: Color.red, safeAreaInsets: insets).layout(in: CGSize(width: 100, height: 200))
  }

  @Test("SVG hatches the top and bottom bands at the insets")
  func svgBands() {
    let svg = SVGRenderer().render(result(insets: EdgeInsets(top: 20, bottom: 10)))
    #expect(svg.contains(#"<rect x="0" y="0" width="100" height="20"/>"#))
    // The bottom band starts at 200 − 10 = 190.
    #expect(svg.contains(#"<rect x="0" y="190" width="100" height="10"/>"#))
    #expect(svg.contains("unsafe area: top 20, bottom 10"))
  }

  @Test("Without insets the SVG, ASCII and text pictures have no unsafe area")
  func noBands() {
    let plain = result(insets: EdgeInsets())
    #expect(!SVGRenderer().render(plain).contains("unsafe-area"))
    #expect(!ASCIIRenderer(width: 20).render(plain).contains("unsafe area"))
    #expect(!TextTreeRenderer().render(plain).contains("safe area"))
  }

  @Test("ASCII marks the bands with / and the text tree names the insets")
  func asciiAndText() {
    let inset = result(insets: EdgeInsets(top: 20, bottom: 10))
    // 40 columns: the legend line is cut at the drawing's width.
    let ascii = ASCIIRenderer(width: 40).render(inset)
    #expect(ascii.hasPrefix("////"))
    #expect(ascii.contains("/ unsafe area (top 20, bottom 10)"))
    #expect(TextTreeRenderer().render(inset).hasPrefix("ViewHost  100×200  safe area: top 20, bottom 10\n"))
  }
}
