import Foundation
import LayoutLab
import LayoutTestSupport
import Testing

/// A row that a user's layout lays out: each subview at its ideal size, side by side, 10 apart.
private struct PlainRow: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
    let width = sizes.reduce(0) { $0 + $1.width } + CGFloat(max(0, sizes.count - 1)) * 10
    return CGSize(width: width, height: sizes.map(\.height).max() ?? 0)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    var x = bounds.minX
    for subview in subviews {
      let size = subview.sizeThatFits(.unspecified)
      subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
      x += size.width + 10
    }
  }
}

/// "You" beside another text, which changes between layouts.
private struct TwoTexts: View {
  var other: String
  var body: some View {
    HStack {
      Text("You").id("you")
      Text(other)
    }
  }
}

@Suite("Explaining why a view has its size")
struct ViewExplanationTests {
  @Test("A text's width is its characters times half its point size, its height its lines times 1.2 × size (LV4)")
  func textRule() throws {
    let result = tracedLayout(Text("You").id("you"))
    let explanation = try #require(result.explain(id: "you"))
    // The host proposes its size; "You" is 3 characters at body 17 pt: 3 × 8.5 = 25.5 wide,
    // one line of 1.2 × 17 = 20.4.
    let first = try #require(explanation.answers.first)
    #expect(first.reason == .host)
    #expect(first.proposal == ProposedViewSize(width: 390, height: 844))
    #expect(first.size == CGSize(width: 25.5, height: 20.4))
    #expect(!first.cached)
    #expect(
      first.rule
        == AppliedRule(
          id: "LV4", rule: "Text: width = characters × size/2, height = lines × 1.2 × size",
          arithmetic: "at 17 pt, width 3 × 8.5 = 25.5, height 1 × 20.4 = 20.4"))
    // The host centres it: x = (390 − 25.5) / 2 = 182.25, y = (844 − 20.4) / 2 = 411.8.
    #expect(explanation.placement?.frame == CGRect(x: 182.25, y: 411.8, width: 25.5, height: 20.4))
    #expect(explanation.placement?.parent == nil)
    #expect(
      explanation.description.contains(
        "- The host placed it at [182.25 411.8 25.5 20.4], centred in the safe area (C-SA1)."))
  }

  @Test("A text narrower than its words wraps, and the explanation says at how many characters (LV3)")
  func textWraps() throws {
    // Proposed 60 wide: ⌊60 / 8.5⌋ = 7 characters a line, so "Hello," (6) and "world" (5) take
    // two lines: 6 × 8.5 = 51 wide, 2 × 20.4 = 40.8 tall.
    let result = tracedLayout(Text("Hello, world").id("t").frame(width: 60))
    let rule = try #require(firstRule(result, "t"))
    #expect(rule.id == "LV4")
    #expect(
      rule.arithmetic
        == "at 17 pt, width 6 × 8.5 = 51, height 2 × 20.4 = 40.8; wrapped at ⌊60 / 8.5⌋ = 7 characters a line (LV3)")
  }

  @Test("Kerning and line spacing appear in the text's arithmetic (LV4, C-TX2)")
  func textSpacing() throws {
    // Advance 8.5 + 1.5 = 10; "ab cd" proposed 30 wide holds ⌊30 / 10⌋ = 3 characters a line:
    // "ab" and "cd", each 2 × 10 = 20 wide; 2 × 20.4 + 1 × 4 = 44.8 tall.
    let result = tracedLayout(Text("ab cd").kerning(1.5).lineSpacing(4).id("t").frame(width: 30))
    let rule = try #require(firstRule(result, "t"))
    #expect(
      rule.rule
        == "Text: width = characters × (size/2 + kerning), height = lines × 1.2 × size + (lines − 1) × line spacing (C-TX2)"
    )
    #expect(
      rule.arithmetic
        == "at 17 pt, width 2 × (8.5 + 1.5) = 20, height 2 × 20.4 + 1 × 4 = 44.8; wrapped at ⌊30 / 10⌋ = 3 characters a line (LV3)"
    )
  }

  @Test("A colour takes its proposal and 10 where a length is missing (LV1)")
  func shapeRule() throws {
    // fixedSize proposes nil × nil: the colour is 10 × 10.
    let result = tracedLayout(Color.red.id("c").fixedSize())
    let rule = try #require(firstRule(result, "c"))
    #expect(
      rule
        == AppliedRule(
          id: "LV1", rule: "a shape or colour takes its proposal, 10 for a missing length",
          arithmetic: "width nil → 10, height nil → 10"))
    // In a 40 × 30 frame it takes 40 × 30.
    let framed = tracedLayout(Color.red.id("c").frame(width: 40, height: 30))
    #expect(firstRule(framed, "c")?.arithmetic == "width 40, height 30")
  }

  @Test("A spacer in an HStack is the larger of its proposal and its minimum along the stack and 0 across (N2)")
  func spacerRule() throws {
    // A 100-wide row of a 3-character text and a spacer: the text takes 3 × 8.5 = 25.5, the
    // spacer (served last, N3) is offered the rest, 100 − 25.5 = 74.5 (spacing 0 next to it, N4).
    let result = tracedLayout(
      HStack {
        Text("You")
        Spacer().id("s")
      }.frame(width: 100))
    let explanation = try #require(result.explain(id: "s"))
    let distribution = try #require(explanation.answers.first { $0.reason == .stackDistribution })
    #expect(distribution.proposal.width == 74.5)
    #expect(
      distribution.rule
        == AppliedRule(
          id: "N2", rule: "Spacer in an HStack: width = max(proposed, minimum), height = 0",
          arithmetic: "width = max(74.5, 8) = 74.5, height 0"))
    // Its minimum probe: max(0, 8) = 8.
    let smallest = try #require(explanation.answers.first { $0.reason == .stackMinimumProbe })
    #expect(smallest.rule?.arithmetic == "width = max(0, 8) = 8, height 0")
    // Placed right after the text: x = 145 + 25.5 + gap 0; the stack starts at (390 − 100) / 2 = 145.
    #expect(explanation.placement?.rule?.id == "S7")
    #expect(
      explanation.placement?.rule?.arithmetic.hasPrefix(
        "x = the previous child's end 170.5 + gap 0 (its preferred spacing) = 170.5") == true)
  }

  @Test("A spacer outside a stack grows on both axes (N2)")
  func spacerAlone() throws {
    let result = tracedLayout(Spacer(minLength: 20).id("s").frame(width: 15, height: 50))
    #expect(
      firstRule(result, "s")
        == AppliedRule(
          id: "N2", rule: "Spacer outside a stack: each length = max(proposed, minimum)",
          arithmetic: "width = max(15, 20) = 20, height = max(50, 20) = 50"))
  }

  @Test("An image that is not resizable is its natural size; a symbol's is its font's line height square (C-IMG1)")
  func imageRule() throws {
    // A symbol at body size is 1.2 × 17 = 20.4 square (C-IMG4), whatever it is proposed.
    let result = tracedLayout(Image(systemName: "star").id("i"))
    #expect(
      firstRule(result, "i")
        == AppliedRule(
          id: "C-IMG1", rule: "an image that is not resizable is its natural size", arithmetic: "20.4 × 20.4"))
  }

  @Test("Padding is its child's size plus its insets and puts the child inside them (N5)")
  func paddingRule() throws {
    // Text("You") 25.5 × 20.4 padded 16: 25.5 + 16 + 16 = 57.5 by 20.4 + 16 + 16 = 52.4.
    let result = tracedLayout(Text("You").id("t").padding().id("p"))
    #expect(
      firstRule(result, "p")?.description
        == "padding: size = the child's size + the insets (N5); width 25.5 + 16 + 16 = 57.5, height 20.4 + 16 + 16 = 52.4"
    )
    // The padding is centred at x = (390 − 57.5) / 2 = 166.25, y = (844 − 52.4) / 2 = 395.8; the
    // text 16 further in.
    let text = try #require(result.explain(id: "t"))
    #expect(text.placement?.rule?.arithmetic == "x = 166.25 + 16 = 182.25, y = 395.8 + 16 = 411.8")
  }

  @Test("A fixed frame is its lengths, its child's where it gives none, and aligns the child (F1)")
  func frameRule() throws {
    let result = tracedLayout(Text("You").id("t").frame(width: 100, alignment: .leading).id("f"))
    // Width fixed at 100; height the text's 20.4.
    #expect(firstRule(result, "f")?.arithmetic == "width 100 (fixed), height 20.4 (the child's)")
    // The frame is centred at x = (390 − 100) / 2 = 145; the text leading in it, at 145.
    let text = try #require(result.explain(id: "t"))
    #expect(text.placement?.rule?.rule == "frame aligns its child's .leading guide with its own")
    #expect(text.placement?.rule?.arithmetic == "x = 145, y = 411.8")
  }

  @Test("A flexible frame clamps its proposal to its bounds (F2)")
  func flexibleFrameRule() throws {
    // maxWidth infinity takes the proposed 390; the height follows the text, 20.4.
    let result = tracedLayout(Text("You").frame(maxWidth: .infinity).id("f"))
    let rule = try #require(firstRule(result, "f"))
    #expect(rule.id == "F2")
    #expect(
      rule.arithmetic
        == "width: proposed 390, min nil, ideal nil, max inf → 390; height: proposed 844, min nil, ideal nil, max nil → 20.4"
    )
  }

  @Test("fixedSize takes its child's ideal size on its fixed axes (F3)")
  func fixedSizeRule() throws {
    let result = tracedLayout(Text("Hello, world").fixedSize().id("f").frame(width: 60))
    // Ideal: 12 × 8.5 = 102 wide, one line, although the frame is 60 wide.
    #expect(firstRule(result, "f")?.arithmetic == "ideal width and height: 102 × 20.4")
  }

  @Test("A stack adds its children's answers and the gaps, and is as tall as its tallest child (S4, S7)")
  func stackRule() throws {
    // Two texts 8 apart: 3 × 8.5 = 25.5 and 2 × 8.5 = 17; 25.5 + 17 + 8 = 50.5 wide, 20.4 tall.
    let result = tracedLayout(
      HStack(spacing: 8) {
        Text("You")
        Text("me").id("me")
      }.id("row"))
    let row = try #require(result.explain(id: "row"))
    let answer = try #require(row.answers.first)
    #expect(answer.rule?.id == "S4")
    #expect(answer.subviewAnswers.map(\.size) == [CGSize(width: 25.5, height: 20.4), CGSize(width: 17, height: 20.4)])
    #expect(
      row.description.contains(
        "Rule S4: HStack: width = the children's widths + the gaps, height = the tallest child's lined up; width = 25.5 + 17 + gaps 8 = 50.5, height = max(20.4, 20.4) = 20.4."
      ))
    // The row starts at (390 − 50.5) / 2 = 169.75; "me" after "You" and the gap: 169.75 + 25.5 + 8 = 203.25.
    let me = try #require(result.explain(id: "me"))
    #expect(
      me.placement?.rule?.arithmetic
        == "x = the previous child's end 195.25 + gap 8 (the stack's spacing) = 203.25; y = 411.8")
    // The row says where it put both.
    #expect(row.placedSubviews.map(\.frame.minX) == [169.75, 203.25])
  }

  @Test("A user's layout gets the generic explanation: its proposals, its subviews' answers and where it put them")
  func userLayout() throws {
    let result = tracedLayout(
      PlainRow {
        Text("You").id("you")
        Text("me")
      }.id("row"))
    let you = try #require(result.explain(id: "you"))
    // The row asks each subview for its ideal size, and answers from its own arithmetic.
    let asked = try #require(you.answers.first)
    #expect(asked.reason == .userLayout)
    #expect(asked.proposal == .unspecified)
    #expect(you.description.contains("proposes (nil, nil): asking for its ideal size. It answered 25.5 × 20.4."))
    // Placed by the user's layout: no rule, its placeSubviews.
    #expect(you.placement?.rule == nil)
    #expect(you.description.contains("(its placeSubviews)."))
    // The row: 25.5 + 10 + 17 = 52.5 wide; no rule, its subviews' answers listed instead.
    let row = try #require(result.explain(id: "row"))
    #expect(row.answers.first?.rule == nil)
    #expect(row.answers.first?.size == CGSize(width: 52.5, height: 20.4))
    #expect(row.description.contains("Its subviews answered: Text(\"You\")#"))
  }

  @Test("An answer the measurement cache gave says so and cites the rule of the measurement it remembered")
  func cachedAnswer() throws {
    let result = tracedLayout(Text("You").id("t").padding())
    let explanation = try #require(result.explain(id: "t"))
    let answers = explanation.answers
    // The padding measures the text for 390 − 32 = 358 by 844 − 32 = 812, then places it with
    // the same proposal: the second answer is the cache's, remembered from the first, in frame 1.
    try #require(answers.count == 2)
    #expect(
      answers.map(\.proposal) == [ProposedViewSize(width: 358, height: 812), ProposedViewSize(width: 358, height: 812)])
    #expect(answers.map(\.cached) == [false, true])
    #expect(answers.map(\.rememberedFrom) == [nil, 1])
    #expect(answers[1].rule?.id == "LV4")
    #expect(answers[1].rule == answers[0].rule)
    #expect(answers[1].reason == .placement)
    #expect(
      explanation.description.contains(
        "- .padding(16)#1 places it with (358, 812). The measurement cache answered 25.5 × 20.4, as measured above."))
  }

  @Test("A cached answer from a layout before the trace began says so and cites no rule")
  func cachedBeforeTrace() throws {
    let host = ViewHost(rootView: TwoTexts(other: "Me"))
    _ = host.layout(in: CGSize(width: 390, height: 844))
    host.tracing = true
    host.rootView = TwoTexts(other: "Them")
    let result = host.layout(in: CGSize(width: 390, height: 844))
    let explanation = try #require(result.explain(id: "you"))
    // The stack probes "You" at widths 0 and infinity as in the untraced first layout: the cache
    // answers both (8.5 × 61.2: a character a line, 3 × 20.4; and 25.5 × 20.4), from before the
    // trace. Its share changed: beside "Me" (flexibility 17 − 8.5 = 8.5, less than "You"'s
    // 25.5 − 8.5 = 17) it was offered 390 − 8 − 17 = 365; beside "Them" (34 − 8.5 = 25.5) it is
    // offered first, (390 − 8) / 2 = 191, which is measured anew; the placement's answer is
    // remembered from that measurement, in frame 1.
    let answers = explanation.answers
    #expect(answers.map(\.cached) == [true, true, false, true])
    #expect(answers.map(\.rememberedFrom) == [nil, nil, nil, 1])
    #expect(answers.map { $0.rule?.id } == [nil, nil, "LV4", "LV4"])
    #expect(
      explanation.description.contains(
        "The measurement cache answered 8.5 × 61.2, remembered from a layout before this trace."))
  }

  @Test("Without a trace the explanation knows only the frame and says how to get the rest")
  func untraced() throws {
    let result = ViewHost(rootView: Text("You").id("t")).layout(in: CGSize(width: 390, height: 844))
    let explanation = try #require(result.explain(id: "t"))
    #expect(!explanation.isTraced)
    #expect(explanation.answers.isEmpty)
    #expect(explanation.placement?.frame == CGRect(x: 182.25, y: 411.8, width: 25.5, height: 20.4))
    #expect(explanation.description.contains("The layout was not traced (ViewHost.tracing)"))
  }

  @Test("An unknown view or frame has no explanation")
  func unknown() {
    let result = tracedLayout(Text("You"))
    #expect(result.explain(nodeID: 10_000) == nil)
    #expect(result.explain(id: "nothing") == nil)
    let text = result.views(named: "Text(\"You\")")
    #expect(text.count == 1)
    #expect(result.explain(nodeID: text[0].nodeID, frame: 2) == nil)
  }

  @Test("Views are found by summary, by summary and node number, by node number or by id")
  func namingViews() throws {
    let result = tracedLayout(
      VStack {
        Text("a")
        Text("a").id("second")
      })
    let both = result.views(named: "Text(\"a\")")
    #expect(both.count == 2)
    let second = both[1]
    #expect(result.views(named: "Text(\"a\")#\(second.nodeID)").map(\.nodeID) == [second.nodeID])
    #expect(result.views(named: "\(second.nodeID)").map(\.nodeID) == [second.nodeID])
    #expect(result.views(named: "second").map(\.nodeID) == [second.nodeID])
    // explain(view:) explains the first view a reference names.
    #expect(result.explain(view: "Text(\"a\")") == result.explain(nodeID: both[0].nodeID))
    #expect(result.explain(view: "Text(\"a\")#\(second.nodeID)")?.view.id == second.nodeID)
  }

  @Test("Every view of a layout is explained at once, the same as one by one")
  func everyView() {
    let result = tracedLayout(
      HStack {
        Text("You")
        Spacer()
        Color.red.frame(width: 10)
      }.padding())
    let all = result.explainEveryView()
    #expect(all.count == result.viewCount)
    result.forEachView { view in #expect(all[view.nodeID] == result.explain(nodeID: view.nodeID)) }
  }
}

@Suite("Explaining why a scroll view has its size")
struct ScrollViewExplanationTests {
  @Test("A vertical scroll view is its proposed height and its content's width (SV1)")
  func scrollViewRule() throws {
    // The content, "You" padded 16, is 25.5 + 32 = 57.5 wide; the scroll view takes the
    // proposed 844 tall.
    let result = tracedLayout(ScrollView { Text("You").padding() }.id("s"))
    #expect(
      firstRule(result, "s")
        == AppliedRule(
          id: "SV1", rule: "a scroll view takes its proposal along its scroll axes and its content's size across",
          arithmetic: "width 57.5 (the content's), height 844 (proposed)"))
  }
}

@Suite("Explaining why an aspect-ratio modifier has its size")
struct AspectRatioExplanationTests {
  @Test("aspectRatio fits a rectangle of its ratio into its proposal and is its child's answer (F7)")
  func aspectRatioRule() throws {
    // Proposed 100 × 100 with ratio 2 to fit: scales 100 / 2 = 50 and 100 / 1 = 100, the
    // smaller 50, so it proposes 2 × 50 = 100 by 50; the colour takes it.
    let result = tracedLayout(Color.red.aspectRatio(2, contentMode: .fit).id("a").frame(width: 100, height: 100))
    let rule = try #require(firstRule(result, "a"))
    #expect(rule.id == "F7")
    #expect(
      rule.arithmetic
        == "ratio 2: scale min(100 / 2, 100 / 1) = 50, so it proposes 100 × 50; the child answered 100 × 50")
    // To fill, the larger scale, 100: it proposes 200 × 100.
    let filled = tracedLayout(Color.red.aspectRatio(2, contentMode: .fill).id("a").frame(width: 100, height: 100))
    #expect(
      firstRule(filled, "a")?.arithmetic
        == "ratio 2: scale max(100 / 2, 100 / 1) = 100, so it proposes 200 × 100; the child answered 200 × 100")
  }
}
