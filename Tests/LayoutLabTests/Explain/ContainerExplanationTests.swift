import Foundation
import LayoutLab
import LayoutTestSupport
import Testing

@Suite("Explaining why a positioned view has its size and place")
struct PositionExplanationTests {
  @Test("position takes its proposal and puts its child's centre on its point (F5)")
  func positionRule() throws {
    let result = tracedLayout(Text("You").id("t").position(x: 100, y: 50).id("p"))
    // The host proposes 390 × 844; position takes all of it.
    #expect(
      firstRule(result, "p")
        == AppliedRule(
          id: "F5", rule: "position takes its proposal, its child's length where none is proposed",
          arithmetic: "width 390 (proposed), height 844 (proposed)"))
    // The text, 3 × 8.5 = 25.5 by 20.4, centred on (100, 50): x = 100 − 12.75 = 87.25,
    // y = 50 − 10.2 = 39.8.
    let text = try #require(result.explain(id: "t"))
    #expect(text.placement?.rule?.id == "F5")
    #expect(text.placement?.rule?.rule == "position puts its child's centre on (100, 50), proposing it its own size")
    #expect(text.placement?.rule?.arithmetic == "x = 0 + 100 − 25.5 / 2 = 87.25, y = 0 + 50 − 20.4 / 2 = 39.8")
  }

  @Test("position proposed nil takes its child's length there (F5)")
  func positionIdeal() {
    // fixedSize proposes nil × nil: the modifier is the text's 25.5 × 20.4.
    let result = tracedLayout(Text("You").position(x: 10, y: 10).id("p").fixedSize())
    #expect(firstRule(result, "p")?.arithmetic == "width 25.5 (the child's), height 20.4 (the child's)")
  }
}

@Suite("Explaining why a geometry reader has its size")
struct GeometryReaderExplanationTests {
  @Test("A geometry reader takes its proposal and puts its content at its top-leading corner (G1, G2)")
  func readerRule() throws {
    let result = tracedLayout(GeometryReader { _ in Text("You").id("t") }.id("g"))
    #expect(
      firstRule(result, "g")
        == AppliedRule(
          id: "G1", rule: "a GeometryReader takes its proposal, 0 for a missing length",
          arithmetic: "width 390, height 844"))
    // The content goes at the reader's origin, (0, 0), proposed 390 × 844.
    let text = try #require(result.explain(id: "t"))
    #expect(
      text.placement?.rule
        == AppliedRule(
          id: "G2",
          rule: "a GeometryReader proposes its content its own size, 390 × 844, and puts it at its top-leading corner",
          arithmetic: "x = 0, y = 0"))
  }

  @Test("A geometry reader proposed nil is 0 long there, an unverified length (G3)")
  func readerIdeal() {
    // Assumes OpenSwiftUI's 0 (GeometryReader.unspecifiedLength), not objc.io's 10.
    let result = tracedLayout(GeometryReader { _ in Color.red }.id("g").fixedSize())
    #expect(firstRule(result, "g")?.arithmetic == "width nil → 0 (G3), height nil → 0 (G3)")
  }
}

@Suite("Explaining which child a ViewThatFits chose")
struct ViewThatFitsExplanationTests {
  @Test("ViewThatFits names each child it tried, its ideal width against the proposal, and the one it chose (C-VTF1)")
  func firstThatFits() throws {
    // The frame proposes 60 × 844. "Hello, world" is 12 × 8.5 = 102 wide ideally: too wide;
    // "Hello" 5 × 8.5 = 42.5 fits; "Hi" is never tried. "Hello" then answers 42.5 × 20.4.
    let result = tracedLayout(
      ViewThatFits(in: .horizontal) {
        Text("Hello, world")
        Text("Hello")
        Text("Hi")
      }.id("v").frame(width: 60))
    let rule = try #require(firstRule(result, "v"))
    #expect(rule.id == "C-VTF1")
    #expect(
      rule.arithmetic
        == "child 1 ideal width 102 > 60: does not fit; child 2 ideal width 42.5 ≤ 60: fits; child 2 answered 42.5 × 20.4 to (60, 844) (C-VTF3)"
    )
  }

  @Test("ViewThatFits shows its last child when none fits, without trying it (C-VTF1)")
  func noneFits() throws {
    // "Hello, world" (102) and "Hello" (42.5) are both wider than 40: the last, "Hi", is shown,
    // 2 × 8.5 = 17 wide.
    let result = tracedLayout(
      ViewThatFits(in: .horizontal) {
        Text("Hello, world")
        Text("Hello")
        Text("Hi")
      }.id("v").frame(width: 40))
    #expect(
      firstRule(result, "v")?.arithmetic
        == "child 1 ideal width 102 > 40: does not fit; child 2 ideal width 42.5 > 40: does not fit; none fits: the last, child 3; child 3 answered 17 × 20.4 to (40, 844) (C-VTF3)"
    )
  }

  @Test("A nil proposal on a constrained axis fits any child, an unverified reading (C-VTF5)")
  func nilProposalFits() throws {
    // fixedSize proposes nil × nil: the first child fits by C-VTF5 and answers its ideal size.
    let result = tracedLayout(
      ViewThatFits(in: .horizontal) {
        Text("Hello, world")
        Text("Hi")
      }.id("v").fixedSize())
    #expect(
      firstRule(result, "v")?.arithmetic
        == "child 1 ideal width 102 ≤ nil (C-VTF5): fits; child 1 answered 102 × 20.4 to (nil, nil) (C-VTF3)")
  }
}

@Suite("Explaining the safe-area modifiers")
struct SafeAreaExplanationTests {
  @Test("ignoresSafeArea answers its content's size and grows it by the insets it reaches (C-SA4)")
  func ignoresSafeAreaRule() throws {
    // 390 × 844 with 47 on top and 34 below: the root is proposed 390 × (844 − 81) = 763 and
    // placed at y = 47; the colour takes it. Placed, it reaches both insets: 763 + 47 + 34 = 844.
    let result = tracedLayout(
      Color.red.id("c").ignoresSafeArea().id("i"), insets: EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0))
    #expect(
      firstRule(result, "i")
        == AppliedRule(id: "C-SA4", rule: "ignoresSafeArea answers its content's size", arithmetic: "390 × 763"))
    let colour = try #require(result.explain(id: "c"))
    #expect(
      colour.placement?.rule?.arithmetic
        == "width 390 + 0 + 0 = 390, height 763 + 47 + 34 = 844; x = 0 − 0 = 0, y = 47 − 47 = 0")
  }

  @Test("safeAreaInset is the inset, the spacing and the content along its edge (C-SA9)")
  func safeAreaInsetRule() throws {
    // The text inset is proposed 390 × (844 − 10 − 0) and answers 25.5 × 20.4; the colour is
    // proposed 844 − 20.4 − 10 = 813.6 tall and takes it: 20.4 + 10 + 813.6 = 844 tall,
    // max(25.5, 390) = 390 wide.
    let result = tracedLayout(
      Color.red.id("c").safeAreaInset(edge: .bottom, spacing: 10) { Text("You") }.id("s"))
    #expect(
      firstRule(result, "s")
        == AppliedRule(
          id: "C-SA9",
          rule: "safeAreaInset: height = the inset's + the spacing + the content's, width = the larger of the two",
          arithmetic: "height = 20.4 + 10 + 813.6 = 844, width = max(25.5, 390) = 390"))
    // The colour goes against the top edge, at (0, 0).
    let colour = try #require(result.explain(id: "c"))
    #expect(colour.placement?.rule?.id == "C-SA9")
    #expect(colour.placement?.rule?.arithmetic == "x = 0, y = 0")
  }

  @Test("safeAreaPadding is its child's size plus its insets, as padding (C-SA10)")
  func safeAreaPaddingRule() throws {
    // Text("You") 25.5 × 20.4 padded 10: 25.5 + 10 + 10 = 45.5 by 20.4 + 10 + 10 = 40.4.
    let result = tracedLayout(Text("You").id("t").safeAreaPadding(10).id("p"))
    #expect(
      firstRule(result, "p")?.description
        == "safeAreaPadding: size = the child's size + the insets, as padding (C-SA10); width 25.5 + 10 + 10 = 45.5, height 20.4 + 10 + 10 = 40.4"
    )
    // Centred: x = (390 − 45.5) / 2 = 172.25, y = (844 − 40.4) / 2 = 401.8; the text 10 further in.
    let text = try #require(result.explain(id: "t"))
    #expect(text.placement?.rule?.arithmetic == "x = 172.25 + 10 = 182.25, y = 401.8 + 10 = 411.8")
  }
}

@Suite("Explaining why a lazy grid has its size")
struct LazyGridExplanationTests {
  @Test("A lazy grid's column widths come from its items and the proposed width alone (C-LG4)")
  func columnWidths() throws {
    // Proposed 300 wide: a fixed 100 column and two flexible ones, 8 apart. 300 − 16 − 100 = 184
    // is shared: 184 / 2 = 92 each. The block is 100 + 8 + 92 + 8 + 92 = 300. Three texts make
    // one row of 20.4.
    let result = tracedLayout(
      LazyVGrid(columns: [GridItem(.fixed(100)), GridItem(), GridItem()]) {
        Text("a")
        Text("b")
        Text("c")
      }.id("g").frame(width: 300))
    let rule = try #require(firstRule(result, "g"))
    #expect(rule.id == "C-LG4")
    #expect(
      rule.arithmetic
        == "width 300 less gaps 16 and fixed 100 leaves 184; column widths 100, 92, 92; width = max(300, 300) = 300 (C-LG6), height 20.4 (the lines and their spacing, C-LG7)"
    )
  }
}
