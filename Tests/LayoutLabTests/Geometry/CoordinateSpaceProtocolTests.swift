import Foundation
import LayoutLab
import Testing

/// The frames a reader saw, last reading kept.
private final class FrameBox: @unchecked Sendable {
  var named: CGRect?
  var enumNamed: CGRect?
  var global: CGRect?
  var local: CGRect?
}

// A 20-point padding around a VStack named "card" (iOS 17 spelling) holding a 30-high bar
// and a 40 × 40 reader, in a 300 × 300 host, by hand:
// the VStack(spacing: 0) of the 40 × 30 bar and the 40 × 40 reader is 40 × 70; padded, 80 × 110,
// centred at x 110, y 95; the VStack at (130, 115); the reader at (130, 145).
private func scene(_ box: FrameBox) -> some View {
  VStack(spacing: 0) {
    Color.red.frame(width: 40, height: 30)
    GeometryReader { proxy in
      let _ = {
        box.named = proxy.frame(in: .named("card"))
        box.enumNamed = proxy.frame(in: CoordinateSpace.named("card"))
        box.global = proxy.frame(in: .global)
        box.local = proxy.frame(in: .local)
      }()
      Color.clear
    }
    .frame(width: 40, height: 40)
  }
  .coordinateSpace(.named("card"))
  .padding(20)
}

@Suite("Coordinate spaces in SwiftUI's iOS 17 spelling")
struct CoordinateSpaceProtocolTests {
  @Test("coordinateSpace(.named(_:)) names a space that frame(in: .named(_:)) reads, as coordinateSpace(name:) does")
  func namedSpace() {
    let box = FrameBox()
    _ = ViewHost(rootView: scene(box)).layout(in: CGSize(width: 300, height: 300))
    // The reader is 30 below the VStack's top: (0, 30) in "card", (130, 145) in the root.
    #expect(box.named == CGRect(x: 0, y: 30, width: 40, height: 40))
    #expect(box.enumNamed == box.named)
    #expect(box.global == CGRect(x: 130, y: 145, width: 40, height: 40))
    #expect(box.local == CGRect(x: 0, y: 0, width: 40, height: 40))
  }

  @Test("the protocol values resolve to the CoordinateSpace cases")
  func resolvedSpaces() {
    #expect(NamedCoordinateSpace.named("x").coordinateSpace == .named("x"))
    #expect(GlobalCoordinateSpace.global.coordinateSpace == .global)
    #expect(LocalCoordinateSpace.local.coordinateSpace == .local)
  }
}
