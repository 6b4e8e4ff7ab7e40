import Foundation
import LayoutLab
import LayoutRendering
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

@Suite("Every renderer copes with degenerate layouts")
struct RendererRobustnessTests {
  /// Layouts with sizes and inputs at the edges: infinite and empty hosts, invalid frames (each
  /// corrected with a diagnostic), views pushed far away, empty and hostile texts.
  private static func scenes() -> [LayoutResult] {
    [
      ViewHost(rootView: Color.red).layout(in: CGSize(width: CGFloat.infinity, height: .infinity)),
      ViewHost(rootView: Text("a")).layout(in: .zero),
      ViewHost(rootView: Color.red.frame(width: -5, height: .nan)).layout(in: CGSize(width: 100, height: 100)),
      ViewHost(rootView: Color.blue.frame(width: 10, height: 10).offset(x: 1e300, y: -1e300))
        .layout(in: CGSize(width: 100, height: 100)),
      ViewHost(
        rootView: VStack {
          Text("")
          Text("<]]>&\u{0}\u{7}\"'")
          Text("\n\n")
        }
      ).layout(in: CGSize(width: 50, height: 50)),
      ViewHost(rootView: EmptyView()).layout(in: CGSize(width: 100, height: 100)),
    ]
  }

  @Test("Each renderer returns text for each degenerate layout; the SVG parses and the JSON parses")
  func degenerate() throws {
    for (index, result) in Self.scenes().enumerated() {
      for json in [JSONRenderer().render(result), JSONRenderer(prettyPrinted: false).render(result)] {
        #expect((try? JSONSerialization.jsonObject(with: Data(json.utf8))) != nil, "scene \(index)")
      }
      let svg = SVGRenderer(showsProposals: true).render(result)
      #expect(XMLParser(data: Data(svg.utf8)).parse(), "scene \(index)")
      // No coordinate is written as nan or inf (summaries, in tooltips, may say so).
      let untitled = SVGRenderer(showsTooltips: false, showsProposals: true).render(result)
      #expect(!untitled.contains("nan") && !untitled.contains("inf"), "scene \(index)")
      #expect(HTMLRenderer().render(result).hasSuffix("</html>\n"))
      #expect(ASCIIRenderer(width: 40).render(result).split(separator: "\n").allSatisfy { $0.count <= 40 })
      #expect(TraceRenderer().render(result).hasSuffix("\n"))
      #expect(TextTreeRenderer().render(result).hasPrefix("ViewHost"))
    }
  }
}
