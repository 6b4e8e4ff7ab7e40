import Foundation
import LayoutLab
import LayoutTestSupport
import Testing

// aspectRatio has no layout rule. The behaviour tested is OpenSwiftUI's
// `_AspectRatioLayout` (Sources/OpenSwiftUICore/Layout/AspectRatioLayout.swift), whose concrete
// cases objc.io ("Aspect Ratios in SwiftUI": 16:9 in 100 × 100 proposes 100 × 56.2 to fit and
// 177.8 × 100 to fill; a nil ratio comes from the ideal size, asked with nil × nil) and the
// SwiftUI Field Guide (the modifier reports its child's size) confirm:
//   - the child is proposed the rectangle with the ratio scaled by min (fit) or max (fill) of
//     proposal / ratio side per dimension, an unspecified dimension giving an infinite scale;
//   - nil × nil passes through; the modifier is the child's size, the child centred.
// A Color takes any proposal; its ideal size is 10 × 10 (LV1). The cases a scene file can state are
// conformance fixtures (`Tests/LayoutScenesTests/Fixtures/Conformance/aspect-ratio-*.json`).

@Suite("aspectRatio")
struct AspectRatioTests {
  @Test("The CGSize form uses width / height")
  func sizeForm() {
    let result = modifierLayout(Color.red.id("c").aspectRatio(CGSize(width: 4, height: 2), contentMode: .fit))
    expectFrame(result, "c", rect(0, 75, 300, 150))
  }

  @Test("With the height unspecified, fill proposes infinity (OpenSwiftUI's reading)")
  func fillWidthOnly() {
    let log = ProposalLog()
    let result = modifierLayout(
      ProposalProbe(log: log) { Text("Hello") }.id("t").aspectRatio(2, contentMode: .fill)
        .fixedSize(horizontal: false, vertical: true))
    // Proposed (300, nil): scales 150 and ∞, fill takes ∞: the child is proposed ∞ × ∞ and the
    // text answers its ideal 42.5 × 20.4.
    #expect(log.proposals.first == ProposedViewSize.infinity)
    expectFrame(result, "t", rect(128.75, 139.8, 42.5, 20.4))
  }

  @Test("With nothing specified the proposal passes through unchanged")
  func unspecified() {
    let log = ProposalLog()
    let result = modifierLayout(
      ProposalProbe(log: log) { Color.red }.id("c").aspectRatio(2, contentMode: .fit).fixedSize())
    // nil × nil passes through: the colour takes its ideal 10 × 10 (not 10 × 5).
    #expect(log.proposals.allSatisfy { $0 == .unspecified })
    expectFrame(result, "c", rect(145, 145, 10, 10))
  }

  @Test(
    "An invalid ratio is reported and the view's own ratio is used",
    arguments: [
      CGFloat(0), -1, .nan, .infinity,
    ])
  func invalidRatio(ratio: CGFloat) {
    let result = modifierLayout(
      VStack { Color.red.id("c").aspectRatio(ratio, contentMode: .fit) }, in: CGSize(width: 300, height: 200))
    #expect(result.diagnostics.map(\.kind) == [.invalidArgument])
    #expect(result.diagnostics.first?.path.hasPrefix("ViewHost › VStack() › .aspectRatio(") == true)
    // The colour's ideal 10 × 10 is square: 200 × 200 in 300 × 200.
    expectFrame(result, "c", rect(50, 0, 200, 200))
  }

  @Test("A CGSize ratio with zero height is reported, not divided by")
  func zeroHeightSize() {
    let result = modifierLayout(Color.red.id("c").aspectRatio(CGSize(width: 3, height: 0), contentMode: .fill))
    #expect(result.diagnostics.map(\.kind) == [.invalidArgument])
    // Square ratio in a square host: 300 × 300.
    expectFrame(result, "c", rect(0, 0, 300, 300))
  }
}
