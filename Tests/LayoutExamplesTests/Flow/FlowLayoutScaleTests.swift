import Foundation
import LayoutExamples
import LayoutLab
import Testing

/// `FlowLayout` with 10,000 subviews: it lays them all out, with a finite size.
@Suite("FlowLayout at scale")
struct FlowLayoutScaleTests {
  @Test("F32: 10,000 boxes at width 390 fill 910 lines of 11, every one placed inside the flow")
  func tenThousandItems() throws {
    let laid = try FlowTestSupport.layOut(FlowLayout(itemSpacing: 5, lineSpacing: 10), width: 390, height: 844) {
      ForEach(0..<10_000) { _ in Color.red.frame(width: 30, height: 20) }
    }
    // n boxes take 30n + 5(n − 1) <= 390: n = 11 (380; 12 would need 415). ⌈10000 / 11⌉ = 910
    // lines (909 full, and 1 box on the last). Width 380; height 910 × 20 + 909 × 10 = 27290.
    // The last box starts line 910 at y 909 × 30 = 27270; the one before ends line 909 at
    // x 10 × 35 = 350, y 908 × 30 = 27240.
    #expect(laid.size == CGSize(width: 380, height: 27290))
    #expect(laid.frames.count == 10_000)
    #expect(laid.frames[9_999] == CGRect(x: 0, y: 27270, width: 30, height: 20))
    #expect(laid.frames[9_998] == CGRect(x: 350, y: 27240, width: 30, height: 20))
    let bounds = CGRect(origin: .zero, size: laid.size)
    #expect(laid.frames.allSatisfy { bounds.contains($0) })
    // Each box is measured once for the arrangement and once to place it; each placed once.
    #expect(laid.flow.children.allSatisfy { $0.counters.sizeThatFitsCalls == 2 && $0.counters.placements == 1 })
    #expect(laid.result.diagnostics.isEmpty)
  }
}
