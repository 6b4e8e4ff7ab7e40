import LayoutLab
import Testing

// Image as Apple's documentation uses it: a named image at its natural size unless made
// resizable, then fitted with `aspectRatio`/`scaledToFit`; a symbol sized from the font. The
// asset table stands in for an asset catalog: "landscape" is 1200 × 800 pixels at scale 2, so
// its natural size is 600 × 400 points.

/// A photo over its caption, fitted to the width it is offered.
private struct PhotoCard: View {
  var body: some View {
    VStack {
      Image("landscape")
        .resizable()
        .aspectRatio(contentMode: .fit)
        .id("photo")
      Text("Water wheel").id("caption")
    }
    .font(.system(size: 10))
    .frame(width: 300)
  }
}

/// The environment with the asset table, made for each host.
private var assets: EnvironmentValues {
  var table = ImageAssets()
  table.register("landscape", pixelSize: CGSize(width: 1200, height: 800), scale: 2)
  var environment = EnvironmentValues()
  environment.imageAssets = table
  return environment
}

@Suite("Image snippets size as their documented rules")
struct ImageSnippetsTests {
  @Test("A resizable image with a fit aspect ratio fills the width at its own proportions (C-IMG2, C-IMG3)")
  func fittedPhoto() {
    let result = ViewHost(rootView: PhotoCard(), environment: assets).layout(in: CGSize(width: 300, height: 600))
    // The ratio is the natural 600 : 400; fitted to 300 wide it is 300 × 200. The caption is
    // 11 × 5 = 55 × 12, 8 below: the stack is 300 × 220, centred at y = (600 − 220) / 2 = 190.
    expectFrame(result.frame(id: "photo"), CGRect(x: 0, y: 190, width: 300, height: 200))
    // 190 + 200 + 8 = 398; centred: x = (300 − 55) / 2 = 122.5.
    expectFrame(result.frame(id: "caption"), CGRect(x: 122.5, y: 398, width: 55, height: 12))
  }

  @Test("An image that is not resizable keeps its natural size in a smaller frame (C-IMG1)")
  func naturalSizeOverflows() {
    let view = Image("landscape").id("image").frame(width: 100, height: 100).id("frame")
    let result = ViewHost(rootView: view, environment: assets).layout(in: snippetHost)
    // The frame is 100 × 100 at (100, 100); the 600 × 400 image is centred on it:
    // x = 100 + (100 − 600) / 2 = −150, y = 100 + (100 − 400) / 2 = −50.
    expectFrame(result.frame(id: "frame"), CGRect(x: 100, y: 100, width: 100, height: 100))
    expectFrame(result.frame(id: "image"), CGRect(x: -150, y: -50, width: 600, height: 400))
  }

  @Test("scaledToFill on a resizable image covers a square frame (C-IMG3)")
  func scaledToFill() {
    let view = Image("landscape").resizable().scaledToFill().id("image").frame(width: 100, height: 100)
    let result = ViewHost(rootView: view, environment: assets).layout(in: snippetHost)
    // Fill at 3 : 2 covering 100 × 100: 150 × 100, centred on the frame at (100, 100):
    // x = 100 − 25 = 75.
    expectFrame(result.frame(id: "image"), CGRect(x: 75, y: 100, width: 150, height: 100))
  }

  @Test("A symbol image is sized from its font and image scale (C-IMG4)")
  func symbolFromFont() {
    let view = HStack {
      Image(systemName: "star.fill").id("medium")
      Image(systemName: "star.fill").imageScale(.large).id("large")
    }
    .font(.system(size: 10))
    let result = ViewHost(rootView: view).layout(in: snippetHost)
    // 1.2 × 10 = 12 square at the medium scale; 1.3 × 12 = 15.6 at the large one.
    expectSize(result.frame(id: "medium")?.size, CGSize(width: 12, height: 12))
    expectSize(result.frame(id: "large")?.size, CGSize(width: 15.6, height: 15.6))
  }
}
