import Foundation
import LayoutLab
import LayoutTestSupport
import Testing

// Layout rule O1: the secondary view (background or overlay) is proposed
// exactly the primary's size and lined up with it on `alignment` (default centre); the result's
// size, guides and spacing are the primary's; several secondary views act as an implicit ZStack.
// Text("Hello") is 42.5 × 20.4 at (128.75, 139.8) in the 300 × 300 host.

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

  @Test("A larger background never changes the result's size, and is centred on the primary")
  func resultIsPrimarySize() {
    let result = modifierLayout(
      Text("Hello").id("t").background { Color.red.frame(width: 200, height: 200).id("bg") }.id("m"))
    // O1: the result is the text's size; the 200 × 200 frame is centred on the text:
    // (128.75 + (42.5 − 200) / 2, 139.8 + (20.4 − 200) / 2) = (50, 50).
    expectFrame(result, "m", rect(128.75, 139.8, 42.5, 20.4))
    expectFrame(result, "bg", rect(50, 50, 200, 200))
  }

  @Test("overlay(alignment: .topTrailing) lines the overlay's top trailing corner up with the primary's")
  func overlayTopTrailing() {
    let result = modifierLayout(
      Color.red.frame(width: 100, height: 60).id("p")
        .overlay(alignment: .topTrailing) { Color.blue.frame(width: 10, height: 10).id("dot") })
    // The primary is at (100, 120); O1: the dot's trailing edge meets x = 200, its top y = 120.
    expectFrame(result, "p", rect(100, 120, 100, 60))
    expectFrame(result, "dot", rect(190, 120, 10, 10))
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

  @Test("Several overlay views act as an implicit ZStack with the overlay's alignment")
  func severalSecondaryViews() {
    let result = modifierLayout(
      Color.red.frame(width: 100, height: 60)
        .overlay(alignment: .bottomLeading) {
          Color.blue.frame(width: 10, height: 10).id("s1")
          Color.green.frame(width: 20, height: 30).id("s2")
        })
    // O1/O2: both bottom-leading corners meet the primary's, (100, 180); each is proposed the
    // primary's 100 × 60.
    expectFrame(result, "s1", rect(100, 170, 10, 10))
    expectFrame(result, "s2", rect(100, 150, 20, 30))
    expectProposal(result.view(id: "s1")?.proposal, ProposedViewSize(width: 100, height: 60))
    expectProposal(result.view(id: "s2")?.proposal, ProposedViewSize(width: 100, height: 60))
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

  @Test("The result keeps the primary's spacing, not the background's")
  func primarySpacing() {
    let result = modifierLayout(
      HStack {
        Color.red.frame(width: 10, height: 10).id("a")
        HStack { Spacer(minLength: 0) }.frame(width: 20).background(Color.gray).id("s")
        Color.blue.frame(width: 10, height: 10).id("b")
      }
      .fixedSize())
    // The inner stack prefers 0 on its leading and trailing edges (N4, S9) and the background
    // keeps that (O1): the row is 10 + 0 + 20 + 0 + 10 = 40 wide at x = 130. With the colour's
    // spacing (no preference) each gap would be 8.
    expectFrame(result, "s", rect(140, 150, 20, 0))
    expectFrame(result, "b", rect(160, 145, 10, 10))
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
