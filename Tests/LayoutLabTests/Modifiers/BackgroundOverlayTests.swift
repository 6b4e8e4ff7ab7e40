import Foundation
import LayoutLab
import LayoutTestSupport
import Testing

// Layout rule O1: the secondary view (background or overlay) is proposed
// exactly the primary's size and lined up with it on `alignment` (default centre); the result's
// size, guides and spacing are the primary's; several secondary views act as an implicit ZStack.
// Text("Hello") is 42.5 × 20.4 at (128.75, 139.8) in the 300 × 300 host. The cases a scene file can
// state are conformance fixtures (`Tests/LayoutScenesTests/Fixtures/Conformance/background-*.json`,
// `overlay-*.json`).

@Suite("background and overlay")
struct BackgroundOverlayTests {
  @Test("The background is proposed exactly the primary's size")
  func secondaryProposedPrimarySize() {
    let log = ProposalLog()
    let result = modifierLayout(
      Text("Hello").id("t").background { ProposalProbe(log: log) { Color.red }.id("bg") }.id("m"))
    // O1: proposed 42.5 × 20.4, and the colour takes it.
    #expect(log.proposals == [ProposedViewSize(width: 42.5, height: 20.4)])
    expectFrame(result, "bg", rect(128.75, 139.8, 42.5, 20.4))
    expectFrame(result, "m", rect(128.75, 139.8, 42.5, 20.4))
  }

  @Test("The primary keeps the modifier's frame when its own alignment guide is moved")
  func primaryIgnoresItsOwnExplicitGuide() {
    let result = modifierLayout(
      Color.red.frame(width: 100, height: 60)
        .alignmentGuide(HorizontalAlignment.center) { d in d[HorizontalAlignment.center] + 10 }.id("p")
        .overlay { Color.blue.frame(width: 20, height: 20).id("dot") }.id("m"))
    // O1: the modifier is the primary's 100 × 60, centred in the host at (100, 120), and the
    // primary fills it: a guide moves what lines up with the primary, never the primary inside
    // its own modifier (it was placed at x = 90, by its own guide, before).
    expectFrame(result, "m", rect(100, 120, 100, 60))
    expectFrame(result, "p", rect(100, 120, 100, 60))
  }

  @Test(".background(.gray) fills exactly the primary's frame")
  func shapeStyleBackground() {
    let result = modifierLayout(Text("Hello").background(.gray))
    let modifier = result.views.first
    #expect(modifier?.children.map(\.summary) == ["Text(\"Hello\")", "Color.gray"])
    expectFrame(modifier?.children.last?.frame, rect(128.75, 139.8, 42.5, 20.4))
  }

  @Test(".background(_:in:) fills the shape sized to the primary")
  func shapeBackground() {
    let result = modifierLayout(Text("Hello").padding(10).background(Color.green.opacity(0.5), in: Capsule()))
    // The padded text is 62.5 × 40.4 at (118.75, 129.8); the capsule gets exactly that frame.
    let capsule = result.views.first?.children.last
    #expect(capsule?.summary == "Capsule().fill(Color.green.opacity(0.5))")
    expectFrame(capsule?.frame, rect(118.75, 129.8, 62.5, 40.4))
    expectFrame(result.views.first?.frame, rect(118.75, 129.8, 62.5, 40.4))
  }

  @Test(".overlay(.red) fills exactly the primary's frame")
  func shapeStyleOverlay() {
    let result = modifierLayout(Color.blue.frame(width: 30, height: 20).overlay(.red))
    expectFrame(result.views.first?.children.last?.frame, rect(135, 140, 30, 20))
  }

  @Test("The result keeps the primary's alignment guides")
  func primaryGuides() {
    let result = modifierLayout(
      VStack(alignment: .leading, spacing: 0) {
        Color.red.frame(width: 100, height: 10).id("a")
        Color.blue.frame(width: 50, height: 10).alignmentGuide(.leading) { _ in 20 }
          .background { Color.gray.alignmentGuide(.leading) { _ in 40 } }
          .id("b")
      })
    // O1: the stack reads the primary's explicit 20 (not the background's 40), as in the
    // alignmentGuide suite: a at 110, b at 90.
    expectFrame(result, "a", rect(110, 140, 100, 10))
    expectFrame(result, "b", rect(90, 150, 50, 10))
  }
}
