import Foundation
import LayoutLab
import Testing

/// A view whose `Group` is offset by a tenth of the width it reports: the offset changes in
/// the frame after the first, while the group's members keep their frames before the offset.
private struct ShiftedPair: View {
  @State private var shift: CGFloat = 0

  var body: some View {
    VStack(spacing: 0) {
      Group {
        Color.red.frame(width: 40, height: 10).id("a")
        Color.red.frame(width: 40, height: 10).id("b")
      }
      .offset(x: shift, y: 0)
    }
    .frame(maxWidth: .infinity, alignment: .leading)
    .onGeometryChange(for: CGFloat.self, of: { $0.size.width }) { shift = $0 / 10 }
  }
}

@Suite("Cold equals warm for a modifier applied to each view of a Group")
struct ReplicaColdWarmTests {
  @Test("A Group's offset that state changes in the second frame moves every member, cold and warm")
  func stateDrivenOffset() {
    let size = CGSize(width: 200, height: 100)
    let cold = ViewHost(rootView: ShiftedPair()).layout(in: size)
    let host = ViewHost(rootView: ShiftedPair())
    _ = host.layout(in: CGSize(width: 300, height: 100))
    let warm = host.layout(in: size)
    // The frame takes the host's width, 200, so the shift is 200 / 10 = 20; the stack is
    // 40 × 20 at the leading edge, centred vertically: y = (100 − 20) / 2 = 40. Each member
    // is offset by 20 from its place in the stack.
    for (result, label) in [(cold, "cold"), (warm, "warm")] {
      #expect(result.frame(id: "a") == CGRect(x: 20, y: 40, width: 40, height: 10), "\(label)")
      #expect(result.frame(id: "b") == CGRect(x: 20, y: 50, width: 40, height: 10), "\(label)")
    }
  }
}
