// The listing of DrawingModifiers.md, run.
import Foundation
import LayoutLab
import Testing

private func drawnRow() -> some View {
  HStack(spacing: 10) {
    Text("Hi").padding(5).id("a")
      .rotationEffect(.degrees(30))
      .shadow(radius: 3, x: 2, y: 4)
      .opacity(0.5)
    Color.blue.frame(width: 40, height: 30).id("b")
  }
}

@Suite("Drawing modifiers change no frame")
struct DrawingListings {
  @Test("The article's row keeps its frames under a rotation, a shadow and an opacity (DR1)")
  func drawnRowKeepsItsFrames() {
    let result = ViewHost(rootView: drawnRow()).layout(in: CGSize(width: 300, height: 300))
    // Text("Hi") is 17 × 20.4, padded 27 × 30.4; the row is 27 + 10 + 40 = 77 wide and 30.4
    // tall, centred at (111.5, 134.8); the box is centred in the row's height: y = 135.
    let a = result.frame(id: "a") ?? .null
    let b = result.frame(id: "b") ?? .null
    #expect(abs(a.minX - 111.5) < 0.001 && abs(a.minY - 134.8) < 0.001 && a.size == CGSize(width: 27, height: 30.4))
    #expect(abs(b.minX - 148.5) < 0.001 && abs(b.minY - 135) < 0.001 && b.size == CGSize(width: 40, height: 30))
  }
}
