import Foundation
import LayoutLab
import LayoutTestSupport
import Testing

// Layout rule N5: a nil length uses the environment's defaultPadding,
// 16 on each edge; the child is proposed the proposal minus the insets (nil stays nil); the
// padding is the child's size plus the insets; the child sits at (leading, top).
// Text model: Text("Hello") at body size is 5 × 8.5 = 42.5 wide and 1.2 × 17 = 20.4 tall.
// Hosts are 300 × 300 and centre the root view.

@Suite("Padding")
struct PaddingTests {
  @Test("padding() pads every edge by the default 16 and offsets the child by (16, 16)")
  func defaultPadding() {
    let result = modifierLayout(Text("Hello").id("t").padding().id("p"))
    // N5: 42.5 + 2 × 16 = 74.5 wide, 20.4 + 2 × 16 = 52.4 tall, centred: (300 − 74.5) / 2 =
    // 112.75, (300 − 52.4) / 2 = 123.8.
    expectFrame(result, "p", rect(112.75, 123.8, 74.5, 52.4))
    // The child sits at (leading, top) = (16, 16) inside the padding.
    expectFrame(result, "t", rect(128.75, 139.8, 42.5, 20.4))
    // The child is proposed 300 − 32 = 268 in each dimension.
    expectProposal(result.view(id: "t")?.proposal, ProposedViewSize(width: 268, height: 268))
  }

  @Test("padding(8) insets a colour by 8 on every edge")
  func uniformLength() {
    let result = modifierLayout(Color.red.id("c").padding(8).id("p"))
    // N5: the colour is proposed 300 − 16 = 284 each way and takes it; the padding is 300 × 300.
    expectFrame(result, "p", rect(0, 0, 300, 300))
    expectFrame(result, "c", rect(8, 8, 284, 284))
  }

  @Test("padding(.horizontal, 10) pads only the leading and trailing edges")
  func horizontalEdges() {
    let result = modifierLayout(Color.red.id("c").padding(.horizontal, 10))
    // N5: proposed 300 − 20 = 280 wide and the full 300 tall, placed at (10, 0).
    expectFrame(result, "c", rect(10, 0, 280, 300))
  }

  @Test("padding(.top) with no length pads the top edge by 16 and no other")
  func topDefaultLength() {
    let result = modifierLayout(Color.red.id("c").padding(.top).id("p"))
    // N5: nil length → defaultPadding (16) on the named edge only: 300 × 284 at (0, 16).
    expectFrame(result, "p", rect(0, 0, 300, 300))
    expectFrame(result, "c", rect(0, 16, 300, 284))
  }

  @Test("padding(EdgeInsets) uses each edge's own inset")
  func edgeInsets() {
    let insets = EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
    let result = modifierLayout(Color.red.id("c").padding(insets))
    // N5: proposed 300 − 2 − 4 = 294 wide, 300 − 1 − 3 = 296 tall, at (leading, top) = (2, 1).
    expectFrame(result, "c", rect(2, 1, 294, 296))
  }

  @Test("An unspecified proposal stays unspecified through padding")
  func unspecifiedProposalStaysUnspecified() {
    let result = modifierLayout(Color.red.id("c").padding(10).id("p").fixedSize())
    // fixedSize (F3) proposes nil × nil; N5 passes nil on, so the colour takes its ideal size,
    // 10 × 10 (LV1), and the padding is 10 + 20 = 30 each way, centred at 135.
    expectProposal(result.view(id: "c")?.proposal, .unspecified)
    expectFrame(result, "p", rect(135, 135, 30, 30))
    expectFrame(result, "c", rect(145, 145, 10, 10))
  }

  @Test("The environment's defaultPadding changes padding() but not padding(8)")
  func environmentDefaultPadding() {
    let insets = EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
    let result = modifierLayout(
      VStack(spacing: 0) {
        Text("Hello").id("default").padding().id("defaultPadding")
        Text("Hello").id("top").padding(.top).id("topPadding")
        Text("Hello").id("eight").padding(8).id("eightPadding")
      }
      .environment(\.defaultPadding, insets))
    // N5/E5: padding() now insets (1, 2, 3, 4): 42.5 + 6 = 48.5 × 20.4 + 4 = 24.4.
    // padding(.top) insets only the top, by the environment's top (1): 42.5 × 21.4.
    // padding(8) ignores the environment: 58.5 × 36.4.
    // The VStack is 58.5 wide and 24.4 + 21.4 + 36.4 = 82.2 tall, at ((300 − 58.5) / 2,
    // (300 − 82.2) / 2) = (120.75, 108.9); its children are centred in its width.
    expectFrame(result, "defaultPadding", rect(125.75, 108.9, 48.5, 24.4))
    expectFrame(result, "default", rect(127.75, 109.9, 42.5, 20.4))
    expectFrame(result, "topPadding", rect(128.75, 133.3, 42.5, 21.4))
    expectFrame(result, "top", rect(128.75, 134.3, 42.5, 20.4))
    expectFrame(result, "eightPadding", rect(120.75, 154.7, 58.5, 36.4))
    expectFrame(result, "eight", rect(128.75, 162.7, 42.5, 20.4))
  }

  @Test("Under right-to-left layout the leading inset is on the right")
  func rightToLeft() {
    let insets = EdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 0)
    let leftToRight = modifierLayout(Color.red.id("c").padding(insets))
    let rightToLeft = modifierLayout(
      Color.red.id("c").padding(insets).environment(\.layoutDirection, .rightToLeft))
    // N5: the child is offset by the leading inset, which is the left edge in left-to-right
    // and the right edge in right-to-left layout. Proposed 290 wide either way.
    expectFrame(leftToRight, "c", rect(10, 0, 290, 300))
    expectFrame(rightToLeft, "c", rect(0, 0, 290, 300))
  }

  @Test("A padded edge drops the child's spacing preference, so a neighbour gets the default 8")
  func paddedEdgeResetsSpacing() {
    // An HStack holding only a Spacer prefers 0 on its leading and trailing edges (N4, S9).
    let unpadded = modifierLayout(
      HStack {
        Color.red.frame(width: 10, height: 10).id("a")
        HStack { Spacer(minLength: 0) }.frame(width: 20).id("s")
        Color.blue.frame(width: 10, height: 10).id("b")
      }
      .fixedSize())
    let padded = modifierLayout(
      HStack {
        Color.red.frame(width: 10, height: 10).id("a")
        HStack { Spacer(minLength: 0) }.frame(width: 20).padding(.leading, 4).id("s")
        Color.blue.frame(width: 10, height: 10).id("b")
      }
      .fixedSize())
    // Unpadded: distances 0 and 0, so the row is 10 + 20 + 10 = 40 wide, from x = 130.
    // The inner stack is 0 tall (a Spacer in a stack is 0 across it, N2), centred at y = 150.
    expectFrame(unpadded, "s", rect(140, 150, 20, 0))
    expectFrame(unpadded, "b", rect(160, 145, 10, 10))
    // Padded on the leading edge (N5): the leading preference is reset, the distance from "a"
    // falls back to the default 8 (N1); the trailing edge keeps its 0. The row is
    // 10 + 8 + 24 + 0 + 10 = 52 wide, from x = 124.
    expectFrame(padded, "a", rect(124, 145, 10, 10))
    expectFrame(padded, "s", rect(142, 150, 24, 0))
    expectFrame(padded, "b", rect(166, 145, 10, 10))
  }

  @Test("A non-finite padding is reported once, names the padding, and counts as 0")
  func nonFinitePadding() {
    let result = modifierLayout(Color.red.id("c").padding(.infinity))
    let diagnostics = result.diagnostics.filter { $0.kind == .invalidArgument }
    #expect(diagnostics.count == 1)
    #expect(diagnostics.first?.path.hasSuffix(".padding(inf)") == true)
    #expect(diagnostics.first?.message.contains("inf") == true)
    expectFrame(result, "c", rect(0, 0, 300, 300))
  }

  @Test("A modifier on a Group in an HStack pads each member")
  func groupMembersEachPadded() {
    let result = modifierLayout(
      HStack(spacing: 0) {
        Group {
          Color.red.frame(width: 20, height: 20).id("a")
          Color.blue.frame(width: 30, height: 30).id("b")
        }
        .padding(5)
      })
    // Each member gets its own padding (Group semantics): 30 × 30 and 40 × 40, side by side:
    // the row is 70 × 40 at (115, 130). "a"'s padding is centred vertically: y = 135.
    expectFrame(result, "a", rect(120, 140, 20, 20))
    expectFrame(result, "b", rect(150, 135, 30, 30))
    // The stack sees two subviews, the two paddings.
    #expect(result.views.first?.children.count == 2)
  }
}
