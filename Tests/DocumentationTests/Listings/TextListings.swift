// The listing of TextModel.md, run.
import Foundation
import LayoutLab
import Testing

private struct PhotoCaption: View {
  var body: some View {
    Text("Tap a photo to see where it was taken")
      .font(.caption)
      .multilineTextAlignment(.center)
      .lineSpacing(4)
      .lineLimit(2)
      .frame(width: 100)
  }
}

@Suite("TextModel.md")
struct TextListings {
  @Test("The centred two-line caption is 96 × 32.8 in a frame 100 wide, its baselines at 12 and 30.4")
  func photoCaption() {
    let view = HStack(alignment: .lastTextBaseline, spacing: 0) {
      PhotoCaption().id("caption")
      Color.clear.frame(width: 10, height: 10).id("box")
    }
    let result = ViewHost(rootView: view).layout(in: CGSize(width: 390, height: 844))
    // The frame is 100 × 32.8; the text in it 96 × 32.8, 2 in from each side.
    let caption = result.frame(id: "caption")
    #expect(abs((caption?.width ?? 0) - 100) < 0.001 && abs((caption?.height ?? 0) - 32.8) < 0.001)
    var text: PlacedView?
    result.forEachView { if $0.appearance.text != nil { text = $0 } }
    #expect(abs((text?.frame.width ?? 0) - 96) < 0.001)
    #expect(abs((text?.frame.minX ?? 0) - ((caption?.minX ?? 0) + 2)) < 0.001)
    #expect(text?.appearance.textAlignment == .center)
    // The last baseline, 30.4 below the caption's top, lines up with the box's bottom.
    #expect(abs((result.frame(id: "box")?.maxY ?? 0) - ((caption?.minY ?? 0) + 30.4)) < 0.001)
  }
}
