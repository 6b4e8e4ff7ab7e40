import Foundation
import LayoutLab
import LayoutTestSupport
import Testing

// Image sizing (C-IMG1 to C-IMG4). The asset "photo" is 120 × 80 pixels at scale 2, so its
// natural size is 120 / 2 × 80 / 2 = 60 × 40 points.

/// The environment of these tests: "photo" registered as 120 × 80 pixels at scale 2.
private var photoEnvironment: EnvironmentValues {
  var environment = EnvironmentValues()
  environment.imageAssets.register("photo", pixelSize: CGSize(width: 120, height: 80), scale: 2)
  return environment
}

private func size(of view: some View, _ proposal: ProposedViewSize) -> CGSize? {
  TextProbe.size(of: view, proposing: proposal, environment: photoEnvironment)
}

@Suite("Image sizing")
struct ImageSizingTests {
  @Test("An image that is not resizable is its pixel size over its scale for any proposal (C-IMG1)")
  func naturalSizeForAnyProposal() {
    // 120 / 2 = 60 wide, 80 / 2 = 40 tall, whether offered more, less or nothing.
    for proposal in [
      ProposedViewSize(width: 300, height: 300), ProposedViewSize(width: 10, height: 10), .unspecified, .infinity,
    ] {
      expectSize(size(of: Image("photo"), proposal), CGSize(width: 60, height: 40), "\(proposal)")
    }
  }

  @Test("A resizable image takes the proposal per axis and its natural length where unspecified (C-IMG2)")
  func resizableTakesProposal() {
    expectSize(
      size(of: Image("photo").resizable(), ProposedViewSize(width: 200, height: 100)), CGSize(width: 200, height: 100))
    // Height unspecified: the natural 40.
    expectSize(
      size(of: Image("photo").resizable(), ProposedViewSize(width: 200, height: nil)), CGSize(width: 200, height: 40))
    expectSize(size(of: Image("photo").resizable(), .unspecified), CGSize(width: 60, height: 40))
  }

  @Test("A resizable image is never smaller than its cap insets, in either resizing mode (C-IMG2)")
  func capInsetsAreTheMinimum() {
    let insets = EdgeInsets(top: 4, leading: 10, bottom: 6, trailing: 12)
    // Offered 5 × 5: at least 10 + 12 = 22 wide and 4 + 6 = 10 tall.
    for mode in [Image.ResizingMode.stretch, .tile] {
      let image = Image("photo").resizable(capInsets: insets, resizingMode: mode)
      expectSize(size(of: image, ProposedViewSize(width: 5, height: 5)), CGSize(width: 22, height: 10))
      expectSize(size(of: image, ProposedViewSize(width: 50, height: 30)), CGSize(width: 50, height: 30))
    }
  }

  @Test("scaledToFit and scaledToFill keep the natural size's ratio (C-IMG3)")
  func scaledKeepsRatio() {
    let square = ProposedViewSize(width: 300, height: 300)
    // Ratio 60 : 40 = 1.5. Fit in 300 × 300: scale min(300 / 1.5, 300 / 1) = 200, so 300 × 200.
    expectSize(size(of: Image("photo").resizable().scaledToFit(), square), CGSize(width: 300, height: 200))
    // Fill: scale max(200, 300) = 300, so 450 × 300.
    expectSize(size(of: Image("photo").resizable().scaledToFill(), square), CGSize(width: 450, height: 300))
  }

  @Test("A symbol is sized from the font: 1.2 × the point size each way at medium scale (C-IMG4, unverified table)")
  func symbolFollowsFont() {
    // Body is 17 points: 1.2 × 17 = 20.4 square.
    expectSize(size(of: Image(systemName: "star"), .unspecified), CGSize(width: 20.4, height: 20.4))
    // Large title is 34 points: 40.8; proposals change nothing.
    expectSize(
      size(of: Image(systemName: "star").font(.largeTitle), ProposedViewSize(width: 5, height: 5)),
      CGSize(width: 40.8, height: 40.8))
    // Large scale: 1.3 × 20.4 = 26.52; small: 0.8 × 20.4 = 16.32.
    expectSize(
      size(of: Image(systemName: "star").imageScale(.large), .unspecified), CGSize(width: 26.52, height: 26.52))
    expectSize(
      size(of: Image(systemName: "star").imageScale(.small), .unspecified), CGSize(width: 16.32, height: 16.32))
  }

  @Test("The symbol table is configurable through the environment (C-IMG4)")
  func symbolTableConfigurable() {
    let wide = SymbolImageMetrics(widthFactor: 2, heightFactor: 1, smallScale: 0.5, largeScale: 1.5)
    // At 10 points: 2 × 10 = 20 wide, 1 × 10 = 10 tall.
    let image = Image(systemName: "star").font(.system(size: 10)).environment(\.symbolImageMetrics, wide)
    expectSize(size(of: image, .unspecified), CGSize(width: 20, height: 10))
  }

  @Test("An unknown image name is reported and shows nothing")
  func unknownNameIsReported() {
    let host = ViewHost(rootView: Image("missing").id("i"), environment: photoEnvironment)
    let result = host.layout(in: CGSize(width: 100, height: 100))
    // 0 × 0, centred in the 100 × 100 host.
    expectFrame(result.frame(id: "i"), CGRect(x: 50, y: 50, width: 0, height: 0))
    #expect(result.diagnostics.contains { $0.kind == .invalidArgument && $0.message.contains("\"missing\"") })
  }

  @Test("Drawing-only image modifiers change no size and show in the summary")
  func drawingModifiersKeepSize() {
    let image = Image("photo").renderingMode(.template).interpolation(.none).antialiased(false)
    expectSize(size(of: image, ProposedViewSize(width: 300, height: 300)), CGSize(width: 60, height: 40))
    let result = ViewHost(rootView: image.id("i"), environment: photoEnvironment).layout(
      in: CGSize(width: 100, height: 100))
    #expect(
      result.view(id: "i")?.summary
        == "Image(\"photo\").renderingMode(.template).interpolation(.none).antialiased(false)")
  }
}
