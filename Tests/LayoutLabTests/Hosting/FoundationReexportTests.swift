import LayoutLab
import Testing

// This file imports LayoutLab alone, as SwiftUI code imports SwiftUI alone: CGFloat, CGSize and
// CGRect come through LayoutLab's re-export of Foundation, or this file does not compile.

/// A view written as SwiftUI code is, with geometry types and no `import Foundation`.
private struct Badge: View {
  let side: CGFloat
  var body: some View { Color.red.frame(width: side, height: side / 2) }
}

@Suite("LayoutLab re-exports Foundation, as SwiftUI does")
struct FoundationReexportTests {
  @Test("A view using CGFloat and CGSize lays out with only import LayoutLab")
  func geometryTypesInScope() {
    let result = ViewHost(rootView: Badge(side: 40).id("badge")).layout(in: CGSize(width: 100, height: 100))
    // 40 × 20, centred in 100 × 100: ((100 − 40) / 2, (100 − 20) / 2) = (30, 40).
    #expect(result.frame(id: "badge") == CGRect(x: 30, y: 40, width: 40, height: 20))
  }
}
