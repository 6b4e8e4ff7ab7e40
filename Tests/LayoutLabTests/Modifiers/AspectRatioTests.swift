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
// A Color takes any proposal; its ideal size is 10 × 10 (LV1).

@Suite("aspectRatio")
struct AspectRatioTests {
  @Test("A 2:1 colour fits a 300 × 300 proposal as 300 × 150")
  func fit() {
    let result = modifierLayout(Color.red.id("c").aspectRatio(2, contentMode: .fit).id("a"))
    // Scales 300 / 2 = 150 and 300 / 1 = 300; fit takes 150: (300, 150), centred at y = 75.
    expectFrame(result, "a", rect(0, 75, 300, 150))
    expectFrame(result, "c", rect(0, 75, 300, 150))
  }

  @Test("A 2:1 colour fills a 300 × 300 proposal as 600 × 300, overflowing it")
  func fill() {
    let result = modifierLayout(Color.red.id("c").aspectRatio(2, contentMode: .fill).id("a"))
    // Fill takes the larger scale, 300: (600, 300), centred at x = −150.
    expectFrame(result, "a", rect(-150, 0, 600, 300))
    expectFrame(result, "c", rect(-150, 0, 600, 300))
  }

  @Test("16:9 in 100 × 100 proposes 100 × 56.25 to fit and 177.8 × 100 to fill (objc.io)")
  func objcIOExample() {
    let fit = modifierLayout(Color.red.id("c").aspectRatio(16 / 9, contentMode: .fit).frame(width: 100, height: 100))
    // The frame is at (100, 100); the fitted colour is centred: y = 100 + (100 − 56.25) / 2.
    expectFrame(fit, "c", rect(100, 121.875, 100, 56.25))
    let fill = modifierLayout(Color.red.id("c").aspectRatio(16 / 9, contentMode: .fill).frame(width: 100, height: 100))
    // 100 × 16 / 9 = 1600 / 9 ≈ 177.78, centred: x = 100 + (100 − 1600 / 9) / 2 = 150 − 800 / 9.
    expectFrame(fill, "c", rect(150 - 800 / 9, 100, 1600 / 9, 100))
  }

  @Test("The CGSize form uses width / height")
  func sizeForm() {
    let result = modifierLayout(Color.red.id("c").aspectRatio(CGSize(width: 4, height: 2), contentMode: .fit))
    expectFrame(result, "c", rect(0, 75, 300, 150))
  }

  @Test("A nil ratio comes from the child's ideal size")
  func ratioFromIdealSize() {
    // The flexible frame's ideal size is 40 × 20 (F2 step 3) and it takes any concrete proposal.
    let fitted = modifierLayout(Color.red.frame(idealWidth: 40, idealHeight: 20).id("c").scaledToFit())
    // Ratio 40 / 20 = 2, as above: 300 × 150.
    expectFrame(fitted, "c", rect(0, 75, 300, 150))
    let filled = modifierLayout(Color.red.frame(idealWidth: 40, idealHeight: 20).id("c").scaledToFill())
    expectFrame(filled, "c", rect(-150, 0, 600, 300))
    let square = modifierLayout(Color.red.id("c").aspectRatio(contentMode: .fit), in: CGSize(width: 300, height: 200))
    // A colour's ideal 10 × 10 is square: fit in 300 × 200 gives 200 × 200, at x = 50.
    expectFrame(square, "c", rect(50, 0, 200, 200))
  }

  @Test("With the height unspecified, fit proposes the width and width / ratio")
  func fitWidthOnly() {
    let result = modifierLayout(
      Color.red.id("c").aspectRatio(2, contentMode: .fit).fixedSize(horizontal: false, vertical: true))
    // Proposed (300, nil): scales 150 and ∞, fit takes 150: (300, 150).
    expectFrame(result, "c", rect(0, 75, 300, 150))
    let heightOnly = modifierLayout(
      Color.red.id("c").aspectRatio(2, contentMode: .fit).fixedSize(horizontal: true, vertical: false))
    // Proposed (nil, 300): scales ∞ and 300: (600, 300).
    expectFrame(heightOnly, "c", rect(-150, 0, 600, 300))
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

  @Test("An invalid ratio is reported and the view's own ratio is used", arguments: [
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
