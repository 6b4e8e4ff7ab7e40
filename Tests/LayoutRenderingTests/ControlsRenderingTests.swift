import Foundation
import LayoutLab
import LayoutRendering
import Testing

@Suite("Rendering images and controls")
struct ControlsRenderingTests {
  @Test("An image is drawn as its frame with a cross through it")
  func imageIsBoxWithCross() {
    var environment = EnvironmentValues()
    environment.imageAssets.register("photo", pixelSize: CGSize(width: 40, height: 20))
    let result = ViewHost(rootView: Image("photo"), environment: environment).layout(
      in: CGSize(width: 100, height: 100))
    let svg = SVGRenderer(showsTooltips: false).render(result)
    // The 40 × 20 image is centred at (30, 40): its outline, then the diagonals
    // (30, 40) → (70, 60) and (70, 40) → (30, 60), stroked.
    #expect(svg.contains("d=\"M30 40 L70 40 L70 60 L30 60 Z M30 40 L70 60 M70 40 L30 60\" fill=\"none\" stroke="))
  }

  @Test("A button is drawn as its label")
  func buttonIsItsLabel() {
    let result = ViewHost(rootView: Button("Follow") {}).layout(in: CGSize(width: 100, height: 100))
    let svg = SVGRenderer(showsTooltips: false).render(result)
    #expect(svg.contains(">Follow</text>"))
  }
}
