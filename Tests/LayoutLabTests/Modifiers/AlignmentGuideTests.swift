import Foundation
import LayoutLab
import LayoutTestSupport
import Testing

// Layout rules A2 and A3: `.alignmentGuide(g) { d in … }` sets an explicit
// value for g, computed from the view's ViewDimensions each time the guide is read; explicit
// values of custom guides propagate up through containers, combined by their mean (L16, S10),
// which lets a custom guide line up views in different stacks. Explicit values of the frame
// guides (leading, centre, trailing, top, bottom) pass through modifiers around one view but
// not through a container of several (OpenSwiftUI's `FrameAlignment._combineExplicit` keeps
// nothing). Defaults (A1): leading 0, trailing w, vertical centre h / 2. Hosts are 300 × 300
// and centre the root view.

/// A custom vertical guide whose default is the view's vertical centre (A3).
private enum MidRow: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context[VerticalAlignment.center] }
}

extension VerticalAlignment {
  fileprivate static let midRow = VerticalAlignment(MidRow.self)
}

/// Records the dimensions an alignment-guide closure receives.
private final class DimensionsLog: @unchecked Sendable {
  // @unchecked: every access goes through `lock`.
  private let lock = NSLock()
  private var recorded: [CGSize] = []

  func record(_ dimensions: ViewDimensions) {
    lock.lock()
    recorded.append(CGSize(width: dimensions.width, height: dimensions.height))
    lock.unlock()
  }

  var sizes: [CGSize] {
    lock.lock()
    defer { lock.unlock() }
    return recorded
  }
}

@Suite("alignmentGuide")
struct AlignmentGuideTests {
  @Test("In a leading-aligned VStack an explicit leading of 20 shifts the view 20 to the left")
  func shiftsLeft() {
    let result = modifierLayout(
      VStack(alignment: .leading, spacing: 0) {
        Color.red.frame(width: 100, height: 10).id("a")
        Color.blue.frame(width: 50, height: 10).alignmentGuide(.leading) { _ in 20 }.id("b")
      })
    // A2 + S4 step 5: leading lines meet: a at 0 − 0, b at 0 − 20 relative to the line. The
    // stack spans −20 … 100: 120 wide, at ((300 − 120) / 2, 140) = (90, 140).
    expectFrame(result, "a", rect(110, 140, 100, 10))
    expectFrame(result, "b", rect(90, 150, 50, 10))
  }

  @Test("The closure receives the view's dimensions, and d[.trailing] is its width")
  func receivesDimensions() {
    let log = DimensionsLog()
    let result = modifierLayout(
      VStack(alignment: .leading, spacing: 0) {
        Color.red.frame(width: 100, height: 10).id("a")
        Color.blue.frame(width: 50, height: 10)
          .alignmentGuide(.leading) { d in
            log.record(d)
            return d[.trailing]
          }
          .id("b")
      })
    // A2: d is the 50 × 10 view; A1: d[.trailing] = 50. So b's trailing edge meets a's leading
    // edge: the stack spans −50 … 100, 150 wide, at (75, 140).
    #expect(!log.sizes.isEmpty)
    #expect(log.sizes.allSatisfy { $0 == CGSize(width: 50, height: 10) })
    expectFrame(result, "a", rect(125, 140, 100, 10))
    expectFrame(result, "b", rect(75, 150, 50, 10))
  }

  @Test("An outer guide closure sees the inner explicit value")
  func nestedGuides() {
    let result = modifierLayout(
      VStack(alignment: .leading, spacing: 0) {
        Color.red.frame(width: 100, height: 10).id("a")
        Color.blue.frame(width: 50, height: 10)
          .alignmentGuide(.leading) { _ in 5 }
          .alignmentGuide(.leading) { d in d[.leading] + 10 }
          .id("b")
      })
    // A2: the outer closure reads the inner explicit 5 and answers 15: the stack spans
    // −15 … 100, 115 wide, at (92.5, 140).
    expectFrame(result, "a", rect(107.5, 140, 100, 10))
    expectFrame(result, "b", rect(92.5, 150, 50, 10))
  }

  @Test("A custom guide lines up views in different stacks, through a padding")
  func customGuideAcrossStacks() {
    let result = modifierLayout(
      HStack(alignment: .midRow, spacing: 0) {
        VStack(spacing: 0) {
          Color.red.frame(width: 10, height: 10).id("r1")
          Color.red.frame(width: 10, height: 10).alignmentGuide(.midRow) { d in d[VerticalAlignment.center] }
            .id("r2")
          Color.red.frame(width: 10, height: 10).id("r3")
        }
        VStack(spacing: 0) {
          Color.blue.frame(width: 10, height: 10).alignmentGuide(.midRow) { d in d[VerticalAlignment.center] }
            .id("b1")
          Color.blue.frame(width: 10, height: 10).id("b2")
        }
        .padding(.top, 7)
      })
    // A3/S10: the left stack's explicit midRow is r2's centre at its place, 10 + 5 = 15; the
    // right one's is b1's centre, 5, plus the padding's 7 = 12. The row lines 15 and 12 up:
    // it spans −15 … 15 (30 tall, 20 wide) at (140, 135); the left stack starts at 0 and the
    // padding at 15 − 12 = 3, so b1 starts at 3 + 7 = 10, level with r2.
    expectFrame(result, "r2", rect(140, 145, 10, 10))
    expectFrame(result, "b1", rect(150, 145, 10, 10))
    expectFrame(result, "b2", rect(150, 155, 10, 10))
    expectFrame(result, "r1", rect(140, 135, 10, 10))
  }

  @Test("An explicit .top set on a child of a VStack does not leak out to the VStack's parent")
  func frameGuideStaysInStack() {
    let result = modifierLayout(
      HStack(alignment: .top, spacing: 0) {
        VStack {
          Color.red.frame(width: 10, height: 10).alignmentGuide(.top) { _ in 5 }.id("a")
        }
        .id("v")
        Color.blue.frame(width: 10, height: 10).id("b")
      })
    // The VStack's .top is its own top edge, 0, like the colour's: the row is 20 × 10 at
    // ((300 − 20) / 2, (300 − 10) / 2) = (140, 145), both squares at its top. (Had the child's
    // explicit 5 leaked out, the row would line 5 and 0 up: 15 tall, the stack at 145 − 2.5
    // and the blue square 5 lower than the red.)
    expectFrame(result, "v", rect(140, 145, 10, 10))
    expectFrame(result, "a", rect(140, 145, 10, 10))
    expectFrame(result, "b", rect(150, 145, 10, 10))
  }

  @Test("An explicit .leading set inside an HStack does not leak out; through a padding it does")
  func frameGuideThroughModifiersOnly() {
    let result = modifierLayout(
      VStack(alignment: .leading, spacing: 0) {
        HStack { Color.red.frame(width: 10, height: 10).alignmentGuide(.leading) { _ in 20 } }.id("stacked")
        Color.green.frame(width: 10, height: 10).alignmentGuide(.leading) { _ in 20 }.padding(.leading, 5).id("padded")
        Color.blue.frame(width: 10, height: 10).id("plain")
      })
    // The HStack's .leading is its own, 0, like the blue square's. The padding passes its
    // child's explicit 20 up, moved by the inset: 5 + 20 = 25. The column lines 0, 25 and 0
    // up: it spans −25 … 10, 35 wide and 30 tall at ((300 − 35) / 2, 135) = (132.5, 135); the
    // HStack and the blue square start at 132.5 + 25 = 157.5, the padding at 132.5.
    expectFrame(result, "stacked", rect(157.5, 135, 10, 10))
    expectFrame(result, "padded", rect(132.5, 145, 15, 10))
    expectFrame(result, "plain", rect(157.5, 155, 10, 10))
  }

  @Test("Several explicit values in one stack combine by their mean")
  func meanOfSeveral() {
    let result = modifierLayout(
      HStack(alignment: .midRow, spacing: 0) {
        VStack(spacing: 0) {
          Color.red.frame(width: 10, height: 10).alignmentGuide(.midRow) { _ in 0 }
          Color.red.frame(width: 10, height: 10).alignmentGuide(.midRow) { _ in 10 }
        }
        Color.blue.frame(width: 10, height: 10).id("b")
      })
    // L16/S10: the stack's explicit value is the mean of 0 (at y 0) and 10 (at y 10 + 10), 10.
    // The colour has no explicit value: its default is its centre, 5. The row spans −10 … 10,
    // 20 tall at (140, 140); the colour starts at 10 − 5 = 5. (With the minimum, 0, it would
    // start at 0; with the maximum, 20, at 15.)
    expectFrame(result, "b", rect(150, 145, 10, 10))
  }

  @Test("The closure runs on every read: twice when a VStack sizes and then places")
  func closureRunsOnEveryRead() {
    let counter = CallCounter()
    _ = modifierLayout(
      VStack(alignment: .leading, spacing: 0) {
        Color.red.frame(width: 100, height: 10)
        Color.blue.frame(width: 50, height: 10).alignmentGuide(.leading) { _ in
          counter.increment()
          return 20
        }
      })
    // A2: nothing caches guide values. The VStack reads the guide once when the host measures
    // it (to find its width, S4 step 5) and once more when it places its children (S7); the
    // repeated proposal reuses its distribution (S8) but not the guide.
    #expect(counter.count == 2)
  }

  @Test("A ZStack reads the guide to find the alignment point and again to place (A2's example)")
  func zStackReadsTwice() {
    let counter = CallCounter()
    let result = modifierLayout(
      ZStack(alignment: .topLeading) {
        Color.red.frame(width: 100, height: 100).id("a")
        Color.blue.frame(width: 20, height: 20).alignmentGuide(.leading) { _ in
          counter.increment()
          return -30
        }
        .id("b")
      })
    // O2 + A2: the ZStack reads the guide once to size itself and once to place. The blue
    // view's leading line is 30 to its left, so it sits 30 right of a's leading edge; the
    // stack is 100 × 100 (the union of the aligned frames) at (100, 100).
    #expect(counter.count == 2)
    expectFrame(result, "a", rect(100, 100, 100, 100))
    expectFrame(result, "b", rect(130, 100, 20, 20))
  }
}
