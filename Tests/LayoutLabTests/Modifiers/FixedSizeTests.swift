import Foundation
import LayoutLab
import LayoutTestSupport
import Testing

// Layout rule F3: on each fixed axis the child is proposed nil, on the
// others the proposal passes through; the modifier is the child's size, the child centred in
// it, and the child may overflow its parent.
// `sentence` is 43 characters: one line is 43 × 8.5 = 365.5 wide and 20.4 tall (text model).
// Hosts are 300 × 300 and centre the root view.

private let sentence = "The quick brown fox jumps over the lazy dog"

@Suite("fixedSize")
struct FixedSizeTests {
  @Test("fixedSize() keeps text on one line at its ideal width, overflowing the host")
  func bothAxes() {
    let result = modifierLayout(Text(sentence).id("t").fixedSize().id("f"))
    // F3: proposed nil × nil → the ideal size 365.5 × 20.4, centred: (300 − 365.5) / 2 = −32.75.
    expectProposal(result.view(id: "t")?.proposal, .unspecified)
    expectFrame(result, "f", rect(-32.75, 139.8, 365.5, 20.4))
    expectFrame(result, "t", rect(-32.75, 139.8, 365.5, 20.4))
  }

  @Test("Without fixedSize the same text wraps in the proposed width")
  func withoutFixedSizeWraps() {
    let result = modifierLayout(Text(sentence).id("t"))
    // Text model: 300 / 8.5 → 35 characters a line: "The quick brown fox jumps over the"
    // (34 characters, 289 wide) and "lazy dog": 289 × 40.8.
    expectFrame(result, "t", rect(5.5, 129.6, 289, 40.8))
  }

  @Test("fixedSize(horizontal: true, vertical: false) proposes nil only for the width")
  func horizontalOnly() {
    let result = modifierLayout(Text(sentence).id("t").fixedSize(horizontal: true, vertical: false))
    // F3: the text is proposed (nil, 300): one line, 365.5 × 20.4.
    expectProposal(result.view(id: "t")?.proposal, ProposedViewSize(width: nil, height: 300))
    expectFrame(result, "t", rect(-32.75, 139.8, 365.5, 20.4))
  }

  @Test("fixedSize(horizontal: false, vertical: true) lets text wrap and take every line it needs")
  func verticalOnly() {
    let fixed = modifierLayout(
      Text(sentence).id("t").fixedSize(horizontal: false, vertical: true).frame(width: 100, height: 30).id("f"))
    // F3: proposed (100, nil). 100 / 8.5 → 11 characters a line: "The quick" (9), "brown fox"
    // (9), "jumps over" (10), "the lazy" (8), "dog" (3): 5 lines, 85 × 102. The 100 × 30 frame
    // is at (100, 135); the text overflows it, centred: (100 + 7.5, 135 + (30 − 102) / 2).
    expectFrame(fixed, "f", rect(100, 135, 100, 30))
    expectFrame(fixed, "t", rect(107.5, 99, 85, 102))

    let unfixed = modifierLayout(Text(sentence).id("t").frame(width: 100, height: 30))
    // Without it the text is proposed (100, 30): only one line fits in 30, so that line is
    // truncated: it keeps as many characters as fit with the ellipsis, 10 + 1 of 11 (text model
    // step 6): 93.5 × 20.4, centred: x = 100 + (100 − 93.5) / 2.
    expectFrame(unfixed, "t", rect(103.25, 139.8, 93.5, 20.4))
  }

  @Test("Apple's example: a horizontally fixed text keeps one line and overflows a 200 × 200 frame")
  func appleExample() {
    let result = modifierLayout(
      Text(sentence).id("t").fixedSize(horizontal: true, vertical: false).frame(width: 200, height: 200).id("f"))
    // F3: the frame proposes (200, 200); the text gets (nil, 200): one line, 365.5 × 20.4,
    // centred in the frame at (50, 50): x = 50 + (200 − 365.5) / 2 = −32.75,
    // y = 50 + (200 − 20.4) / 2 = 139.8.
    expectFrame(result, "f", rect(50, 50, 200, 200))
    expectFrame(result, "t", rect(-32.75, 139.8, 365.5, 20.4))
  }

  @Test("The modifier is exactly its child's size, so the centred child shares its frame")
  func childCentred() {
    let result = modifierLayout(Color.red.frame(idealWidth: 60, idealHeight: 20).id("c").fixedSize().id("f"))
    // F3 + F2 step 3: nil × nil → the ideal 60 × 20, centred in the host at (120, 140).
    expectFrame(result, "f", rect(120, 140, 60, 20))
    expectFrame(result, "c", rect(120, 140, 60, 20))
  }
}
