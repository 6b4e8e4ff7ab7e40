import Foundation
import LayoutChecker
import LayoutLab
import Testing

/// `TestSubview`'s rules, worked out by hand from its documentation, and what a container sees
/// of its spacing and priority.
@Suite("Test subviews answer proposals by their documented rules")
struct TestSubviewTests {
  private let proposals: [ProposedViewSize] = [
    .zero, .unspecified, .infinity, ProposedViewSize(width: 100, height: 100), ProposedViewSize(width: 5, height: 15),
  ]

  @Test("A fixed subview is its size under every proposal")
  func fixed() {
    let subview = TestSubview.fixed(width: 40, height: 30)
    #expect(proposals.map(subview.size(for:)) == Array(repeating: CGSize(width: 40, height: 30), count: 5))
    #expect(subview.description == "fixed(40 × 30)")
  }

  @Test("A flexible subview clamps the proposal to its bounds and is ideal where unspecified")
  func flexible() {
    let subview = TestSubview.flexible(
      minWidth: 20, idealWidth: 60, maxWidth: 200, minHeight: 10, idealHeight: 20, maxHeight: 40)
    // zero: the minimums; unspecified: the ideals; infinity: the maximums; 100 x 100: 100
    // fits the width, the height stops at 40; 5 x 15: the width rises to 20, 15 fits.
    #expect(
      proposals.map(subview.size(for:)) == [
        CGSize(width: 20, height: 10), CGSize(width: 60, height: 20), CGSize(width: 200, height: 40),
        CGSize(width: 100, height: 40), CGSize(width: 20, height: 15),
      ])
    #expect(subview.description == "flexible(min 20 × 10, ideal 60 × 20, max 200 × 40)")
    // The default takes anything: infinity for the maximum probe, 10 x 10 ideally.
    #expect(TestSubview.flexible().size(for: .infinity) == CGSize(width: CGFloat.infinity, height: .infinity))
    #expect(TestSubview.flexible().size(for: .unspecified) == CGSize(width: 10, height: 10))
  }

  @Test("A wrapping subview puts as many words on a line as the width allows, at least one")
  func wrapping() {
    let subview = TestSubview.wrapping(words: 6, wordWidth: 15, lineHeight: 12)
    // One line is 6 x 15 = 90 wide. zero: 1 word a line, 6 lines; unspecified and infinity:
    // one line; 100 >= 90: one line; 5: still 1 word a line.
    #expect(
      proposals.map(subview.size(for:)) == [
        CGSize(width: 15, height: 72), CGSize(width: 90, height: 12), CGSize(width: 90, height: 12),
        CGSize(width: 90, height: 12), CGSize(width: 15, height: 72),
      ])
    // 50 wide: 3 words (45) a line, 2 lines; 89 wide: 5 words (75), 2 lines.
    #expect(subview.size(for: ProposedViewSize(width: 50, height: nil)) == CGSize(width: 45, height: 24))
    #expect(subview.size(for: ProposedViewSize(width: 89, height: nil)) == CGSize(width: 75, height: 24))
    #expect(subview.description == "wrapping(6 words of 15 × 12)")
  }

  @Test("Invalid lengths count as zero and a maximum below the minimum as the minimum")
  func sanitised() {
    #expect(TestSubview.fixed(width: -5, height: .nan).size(for: .unspecified) == .zero)
    let inverted = TestSubview.flexible(minWidth: 50, idealWidth: 10, maxWidth: 20)
    // Max 20 < min 50: max becomes 50; the ideal 10 is raised to the minimum.
    #expect(
      inverted.sizing
        == .flexible(
          min: CGSize(width: 50, height: 0), ideal: CGSize(width: 50, height: 10),
          max: CGSize(width: 50, height: CGFloat.infinity)))
    #expect(TestSubview.wrapping(words: -3).size(for: .zero) == .zero)
    #expect(TestSubview.fixed(width: 1, height: 1).priority(.nan).priority == 0)
  }

  @Test("Spacing and priority reach the container: zero spacing closes the gap, priority takes the room")
  func spacingAndPriority() throws {
    let square = TestSubview.fixed(width: 10, height: 10)
    // N1: two views with no preference are 8 apart; a zero preference on the facing edge wins.
    let spaced = LayoutContractChecker.check(HStackLayout(), subviews: [square, square], proposals: [.unspecified])
    let touching = LayoutContractChecker.check(
      HStackLayout(), subviews: [square.spacing(.zero), square], proposals: [.unspecified])
    #expect(spaced.outcomes.first?.size == CGSize(width: 28, height: 10))
    #expect(touching.outcomes.first?.size == CGSize(width: 20, height: 10))
    #expect(square.spacing(.zero).description == "fixed(10 × 10), spacing zero")
    // S4: the higher priority is offered everything the others do not need at their minimum
    // (0): 100; equal priorities share 100 evenly.
    let proposal = ProposedViewSize(width: 100, height: 10)
    let greedy = LayoutContractChecker.check(
      HStackLayout(spacing: 0), subviews: [TestSubview.flexible(), .flexible().priority(1)], proposals: [proposal])
    let shared = LayoutContractChecker.check(
      HStackLayout(spacing: 0), subviews: [TestSubview.flexible(), .flexible()], proposals: [proposal])
    #expect(greedy.isEmpty, "\(greedy)")
    #expect(try #require(greedy.outcomes.first).frames.map { $0?.width } == [0, 100])
    #expect(try #require(shared.outcomes.first).frames.map { $0?.width } == [50, 50])
    #expect(
      TestSubview.flexible().priority(1).description == "flexible(min 0 × 0, ideal 10 × 10, max inf × inf), priority 1")
  }

  @Test("The standard sets name what they hold")
  func standardSets() {
    #expect(
      TestSubviewSet.standard.map(\.description) == [
        "empty (0 subviews)", "single (1 subviews)", "mixed (5 subviews)", "greedy (2 subviews)", "many (12 subviews)",
      ])
    // The dozen: 10 + 5i wide, 10 + 2i tall.
    #expect(TestSubviewSet.many.subviews.last == .fixed(width: 65, height: 32))
  }
}
