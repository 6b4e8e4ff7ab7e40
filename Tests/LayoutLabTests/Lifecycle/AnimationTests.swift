import Foundation
import LayoutLab
import LayoutTestSupport
import Testing

/// A box whose width a test changes with `withAnimation`, and an optional detail row with a
/// transition.
private struct Expander: View {
  @State var wide = false
  @State var showsDetail = false

  var body: some View {
    VStack(spacing: 0) {
      Color.red.frame(width: wide ? 200 : 100, height: 50).id("box")
        .animation(.spring(duration: 0.3, bounce: 0.2), value: wide)
      if showsDetail {
        Color.blue.frame(height: 20).id("detail").transition(.move(edge: .top).combined(with: .opacity))
      }
    }
    .onAppear {
      withAnimation(.easeInOut(duration: 0.25)) {
        wide = true
        showsDetail = true
      }
    }
  }
}

@Suite("Animations and transitions lay out the end state at once")
struct AnimationTests {
  @Test("A change made with withAnimation is laid out at its end value in the next frame")
  func endStateAtOnce() {
    let result = ViewHost(rootView: Expander()).layout(in: CGSize(width: 390, height: 844))
    // Frame 1: the 100 × 50 box; onAppear changes both states; frame 2: the 200 × 50 box and,
    // below it, the detail, 20 tall and as wide as offered (390). The VStack is 390 × 70 at
    // y = (844 − 70) / 2 = 387, the box centred in it: x = (390 − 200) / 2 = 95.
    #expect(result.frames.count == 2)
    expectFrame(result.frame(id: "box"), CGRect(x: 95, y: 387, width: 200, height: 50))
    expectFrame(result.frame(id: "detail"), CGRect(x: 0, y: 437, width: 390, height: 20))
  }

  @Test("Animations and transitions describe themselves")
  func descriptions() {
    #expect(Animation.easeInOut(duration: 0.25).delay(0.1).description == "easeInOut(duration: 0.25).delay(0.1)")
    #expect(
      AnyTransition.asymmetric(insertion: .opacity, removal: .slide).description
        == "asymmetric(insertion: opacity, removal: slide)")
    #expect(withAnimation { 41 + 1 } == 42)
  }
}
