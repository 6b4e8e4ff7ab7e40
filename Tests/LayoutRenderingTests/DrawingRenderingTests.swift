import Foundation
import LayoutLab
import LayoutRendering
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

// What the renderers make of shapes and drawing modifiers. Every picture is laid out in a host
// whose numbers are worked in each test; none of these change a frame (DR1).

/// Whether `svg` is well-formed XML.
private func isWellFormed(_ svg: String) -> Bool {
  XMLParser(data: Data(svg.utf8)).parse()
}

@Suite("Renderers draw shapes and drawing effects")
struct DrawingRenderingTests {
  private func layout<V: View>(_ view: V, width: CGFloat = 100, height: CGFloat = 100) -> LayoutResult {
    ViewHost(rootView: view).layout(in: CGSize(width: width, height: height))
  }

  @Test("SVG draws an ellipse as a path of four curves inside its frame")
  func ellipsePath() throws {
    let result = layout(Ellipse().fill(Color.red).frame(width: 40, height: 20))
    let svg = SVGRenderer(showsTooltips: false).render(result)
    #expect(isWellFormed(svg))
    // The ellipse's frame is 40 × 20 at (30, 40): it starts at its right end (70, 50), and its
    // four curves end at the bottom (50, 60), left (30, 50), top (50, 40) and right again.
    let path = try #require(svg.split(separator: "\n").first { $0.contains("<path data-node") })
    #expect(path.contains("d=\"M70 50 C"))
    #expect(path.contains(" 50 60 C"))
    #expect(path.contains(" 30 50 C"))
    #expect(path.contains(" 50 40 C"))
    #expect(path.hasSuffix("70 50 Z\" fill=\"rgb(255,59,48)\" stroke=\"none\"/>"))
  }

  @Test("SVG strokes a stroked shape with its line width and draws a gradient through its stops")
  func strokeAndGradient() {
    let result = layout(
      VStack(spacing: 0) {
        Capsule().stroke(Color.blue, style: StrokeStyle(lineWidth: 3, dash: [4, 2]))
        RoundedRectangle(cornerRadius: 5).fill(
          .linearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))
      })
    let svg = SVGRenderer(showsTooltips: false).render(result)
    #expect(isWellFormed(svg))
    #expect(svg.contains("fill=\"none\" stroke=\"rgb(0,122,255)\" stroke-width=\"3\" stroke-dasharray=\"4 2\""))
    // The rounded rectangle is filled with its gradient, defined by its two stops.
    #expect(
      svg.contains(
        "<stop offset=\"0\" stop-color=\"rgb(255,59,48)\"/><stop offset=\"1\" stop-color=\"rgb(0,122,255)\"/>"))
    #expect(svg.range(of: "fill=\"url\\(#gradient-[0-9]+\\)\"", options: .regularExpression) != nil)
  }

  @Test("SVG wraps a view with opacity in a group that holds its whole subtree")
  func opacityGroup() {
    let result = layout(Color.red.frame(width: 10, height: 10).opacity(0.25))
    let svg = SVGRenderer(showsTooltips: false).render(result)
    #expect(isWellFormed(svg))
    // The group opens right after the modifier's own rectangle and closes after the colour.
    let lines = svg.split(separator: "\n").map(String.init)
    let open = lines.firstIndex { $0.hasPrefix("<g data-effect=\".opacity(0.25)\" opacity=\"0.25\">") }
    let color = lines.firstIndex { $0.contains("fill=\"rgb(255,59,48)\"") }
    #expect(open != nil && color != nil && open! < color!)
    #expect(lines[color! + 1] == "</g>")
  }

  @Test("SVG clips to the clip shape and to a mask's shape; the mask itself is not painted")
  func clipsAndMasks() {
    let result = layout(
      HStack(spacing: 0) {
        Color.red.frame(width: 50, height: 50).clipShape(Circle())
        Color.green.frame(width: 50, height: 50).mask { Circle().fill(Color.black) }
      })
    let svg = SVGRenderer(showsTooltips: false).render(result)
    #expect(isWellFormed(svg))
    #expect(svg.components(separatedBy: "<clipPath id=").count == 3)
    #expect(svg.contains("clip-path=\"url(#clip-"))
    #expect(svg.contains("clip-path=\"url(#mask-"))
    // The black mask circle is a mask, not a picture: no black fill is drawn.
    #expect(!svg.contains("fill=\"rgb(0,0,0)\" stroke"))
  }

  @Test("SVG draws a shadow as a dashed outline moved by its offset")
  func shadowOutline() {
    let result = layout(Color.red.frame(width: 20, height: 10).shadow(color: .blue, radius: 2, x: 3, y: 4))
    let svg = SVGRenderer(showsTooltips: false).render(result)
    // The frame is 20 × 10 at (40, 45); the shadow's outline is at (43, 49).
    #expect(
      svg.contains(
        "<rect class=\"shadow\" x=\"43\" y=\"49\" width=\"20\" height=\"10\" fill=\"none\" stroke=\"rgb(0,122,255)\" stroke-dasharray=\"3 2\"/>"
      ))
  }

  @Test("SVG turns a rotated view's content with a matrix and outlines the turned frame")
  func rotation() {
    let result = layout(Color.red.frame(width: 40, height: 20).rotationEffect(.degrees(90)))
    let svg = SVGRenderer(showsTooltips: false).render(result)
    #expect(isWellFormed(svg))
    // A quarter turn around the frame's centre (50, 50): (x, y) → (50 + 50 − y, 50 − 50 + x) =
    // (100 − y, x), the matrix (0 1 −1 0 100 0). The frame (30, 40, 40 × 20) turns into 20 × 40
    // at (40, 30).
    #expect(svg.contains("transform=\"matrix(0 1 -1 0 100 0)\""))
    #expect(svg.contains("<path class=\"transformed\" d=\"M60 30 L60 70 L40 70 L40 30 Z\""))
  }

  @Test("zIndex paints a sibling in front whatever its place in the stack (O3)")
  func zIndexOrder() {
    let result = layout(
      ZStack {
        Color.red.frame(width: 100, height: 100).zIndex(1)
        Color.blue.frame(width: 100, height: 100)
      }, width: 20, height: 10)
    // Both fill the 20 × 10 host; red is declared first but drawn last, so it covers blue.
    let ascii = ASCIIRenderer(width: 20, outlines: .none, showsLegend: false).render(result)
    #expect(ascii.split(separator: "\n").allSatisfy { $0.allSatisfy { $0 == "r" } })
    let svg = SVGRenderer(showsTooltips: false).render(result)
    let red = svg.range(of: "rgb(255,59,48)")
    let blue = svg.range(of: "rgb(0,122,255)")
    #expect(red != nil && blue != nil && blue!.lowerBound < red!.lowerBound)
  }

  @Test("JSON carries a view's effect and a shape's outline; other views' appearance is unchanged")
  func json() {
    let result = layout(Circle().stroke(Color.red, lineWidth: 2).frame(width: 20, height: 20).opacity(0.5))
    let json = JSONRenderer(prettyPrinted: false).render(result)
    #expect(json.contains("\"effect\":{\"kind\":\"opacity\",\"opacity\":0.5}"))
    // The circle fills the 20 × 20 frame at (40, 40).
    #expect(json.contains("\"bounds\":{\"height\":20,\"width\":20,\"x\":40,\"y\":40}"))
    #expect(json.contains("\"stroke\":{\"dash\":[],\"lineWidth\":2}"))
    // The frame modifier has neither key.
    #expect(json.contains("\"appearance\":{\"fill\":null,\"isHidden\":false,\"text\":null}"))
  }

  @Test("The HTML page draws shapes and effects through its SVG, and its data carries the effect")
  func html() {
    let result = layout(Capsule().fill(Color.green).frame(width: 40, height: 20).opacity(0.5))
    let page = HTMLRenderer().render(result)
    #expect(page.contains("<path data-node="))
    #expect(page.contains("opacity=\"0.5\">"))
    #expect(page.contains("\"effect\":{\"kind\":\"opacity\",\"opacity\":0.5}"))
  }

  @Test("The text tree names each drawing modifier in its line")
  func textTree() {
    let result = layout(Color.red.frame(width: 10, height: 10).rotationEffect(.degrees(45)).blur(radius: 2))
    let tree = TextTreeRenderer().render(result)
    #expect(tree.contains(".blur(radius: 2)  [45 45 10 10]"))
    #expect(tree.contains(".rotationEffect(.degrees(45))  [45 45 10 10]"))
  }
}
