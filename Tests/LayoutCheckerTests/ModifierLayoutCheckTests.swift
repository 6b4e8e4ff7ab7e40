import Foundation
import LayoutChecker
import Testing

@testable import LayoutLab

/// The built-in modifier layouts (internal to LayoutLab, hence `@testable`) checked on their
/// own around one test subview, with each of four sets: rigid `fixed(40 × 30)`, bounded
/// `flexible(min 20 × 10, ideal 60 × 20, max 200 × 40)`, `wrapping(6 words of 15 × 12)` and
/// greedy `flexible()`. Standard proposals, in order:
/// `.zero, .unspecified, .infinity, 390 × 844, 390 × nil, 100 × 100, 0 × 500, 100 × 844, 100 × nil`.
///
/// Passing means no errors. A view that a modifier moves, or that is larger than the room a
/// modifier gives it, lies outside the modifier's bounds, as in SwiftUI: the checker warns
/// (`frameOutsideBounds`), and each test says where and why.
@Suite("Built-in modifier layouts keep the Layout contract")
struct ModifierLayoutCheckTests {
  private static let rigid = TestSubview.fixed(width: 40, height: 30)
  private static let sets = [
    TestSubviewSet(name: "rigid", subviews: [rigid]),
    TestSubviewSet(
      name: "bounded",
      subviews: [.flexible(minWidth: 20, idealWidth: 60, maxWidth: 200, minHeight: 10, idealHeight: 20, maxHeight: 40)]),
    TestSubviewSet(name: "wrapping", subviews: [.wrapping(words: 6, wordWidth: 15, lineHeight: 12)]),
    TestSubviewSet(name: "greedy", subviews: [.flexible()]),
  ]
  private let standard = LayoutContractChecker.standardProposals

  /// The reports of `layout` with each set, by set name.
  private func reports<L: Layout>(_ layout: L) -> [String: LayoutCheckReport] {
    var result: [String: LayoutCheckReport] = [:]
    for report in LayoutContractChecker().check(layout, subviewSets: Self.sets) {
      result[report.contentName ?? ""] = report
    }
    return result
  }

  /// The proposals of the violations of `report` (all of kind `kind`, or the expectation fails).
  private func proposals(
    _ report: LayoutCheckReport?, all kind: LayoutViolation.Kind, sourceLocation: SourceLocation = #_sourceLocation
  ) -> [ProposedViewSize] {
    guard let report else { return [] }
    #expect(report.violations.allSatisfy { $0.kind == kind }, "\(report)", sourceLocation: sourceLocation)
    return report.violations.map(\.proposal)
  }

  @Test("Padding, frames that fit, fixedSize, aspectRatio to fit and alignment guides: nothing found")
  func clean() {
    let layouts: [any Layout] = [
      PaddingLayout(insets: EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)),
      FrameLayout(width: 80, height: 60, alignment: .center),
      FixedSizeLayout(horizontal: true, vertical: true), FixedSizeLayout(horizontal: false, vertical: true),
      AspectRatioLayout(ratio: 2, contentMode: .fit), AspectRatioLayout(ratio: nil, contentMode: .fit),
      AlignmentGuideLayout(key: HorizontalAlignment.leading.key, computeValue: { $0.width / 2 }),
    ]
    for layout in layouts {
      for report in reports(layout).values { #expect(report.isEmpty, "\(report)") }
    }
  }

  @Test("A frame narrower than a rigid view: the view overflows it under every proposal")
  func narrowFrame() throws {
    let found = reports(FrameLayout(width: 30, height: nil, alignment: .bottomTrailing))
    // 30 wide, as tall as the child (30): the 40-wide view's trailing edge on the frame's,
    // x = 30 - 40 = -10. The other views take 30 or less.
    #expect(proposals(found["rigid"], all: .frameOutsideBounds) == standard)
    #expect(
      found["rigid"]?.violations.first?.message
        == "subview 0 (fixed(40 × 30)) was placed at (-10, 0, 40, 30), outside the bounds (0, 0, 30, 30)")
    for name in ["bounded", "wrapping", "greedy"] { #expect(found[name]?.isEmpty == true, "\(name)") }
  }

  @Test("A flexible frame proposed no width is 0 wide: views with a minimum width overflow it")
  func flexibleFrame() {
    let found = reports(
      FlexFrameLayout(
        horizontal: .init(min: 0, ideal: nil, max: .infinity), vertical: .init(min: nil, ideal: 50, max: nil),
        alignment: .center))
    // F2: with both width bounds and a proposed width, the frame is the width clamped to
    // 0...inf: 0 for .zero and 0 x 500; the rigid (40), bounded (min 20) and wrapping (one word,
    // 15) views are wider. The greedy one takes 0.
    for name in ["rigid", "bounded", "wrapping"] {
      #expect(proposals(found[name], all: .frameOutsideBounds) == [standard[0], standard[6]], "\(name)")
    }
    #expect(found["greedy"]?.isEmpty == true)
  }

  @Test("Offset and position move the view out of the bounds, by design")
  func moved() {
    let offset = reports(OffsetLayout(offset: CGSize(width: 5, height: -7)))
    // F4: the view moves by (5, -7) inside bounds of its own size: always outside, except for
    // the greedy view's infinite size under .infinity, which is not placed.
    for name in ["rigid", "bounded", "wrapping"] {
      #expect(proposals(offset[name], all: .frameOutsideBounds) == standard, "\(name)")
    }
    #expect(proposals(offset["greedy"], all: .frameOutsideBounds) == standard.filter { $0 != .infinity })
    #expect(
      offset["rigid"]?.violations.first?.message
        == "subview 0 (fixed(40 × 30)) was placed at (5, -7, 40, 30), outside the bounds (0, 0, 40, 30)")
    let position = reports(PositionLayout(position: CGPoint(x: 10, y: 20)))
    // The view's centre goes to (10, 20): the rigid view at (-10, 5). Under .infinity the
    // position modifier is infinitely large and not placed.
    #expect(proposals(position["rigid"], all: .frameOutsideBounds) == standard.filter { $0 != .infinity })
    #expect(
      position["rigid"]?.violations.first?.message
        == "subview 0 (fixed(40 × 30)) was placed at (-10, 5, 40, 30), outside the bounds (0, 0, 0, 0)")
  }

  @Test("Scroll views and geometry readers let content larger than themselves overflow")
  func overflowingContainers() {
    let scroll = reports(ScrollViewLayout(axes: .vertical))
    // SV1: proposed height 0 (.zero), the scroll view is 0 tall; content keeps its height.
    // 0 x 500 leaves it 500 tall, enough. Every view is at least 10 tall ideally.
    for name in ["rigid", "bounded", "wrapping", "greedy"] {
      #expect(proposals(scroll[name], all: .frameOutsideBounds) == [standard[0]], "\(name)")
    }
    let reader = reports(GeometryReaderLayout())
    // A reader is its proposal, nil counting as 0: 0 wide or 0 tall under .zero, .unspecified,
    // 390 x nil, 0 x 500 and 100 x nil. Content is proposed the reader's size; all but the
    // greedy view are then larger than it.
    let empty = [standard[0], standard[1], standard[4], standard[6], standard[8]]
    for name in ["rigid", "bounded", "wrapping"] {
      #expect(proposals(reader[name], all: .frameOutsideBounds) == empty, "\(name)")
    }
    #expect(reader["greedy"]?.isEmpty == true)
  }

  @Test("A background wider than its primary view overflows the primary's bounds")
  func background() {
    let report = LayoutContractChecker.check(
      BackgroundLayout(alignment: .center, primaryCount: 1),
      subviews: [Self.rigid, .flexible(), .fixed(width: 50, height: 10)])
    // O1: the primary (40 x 30) decides the size; secondaries are proposed 40 x 30 and centred:
    // the greedy one fills it, the 50 x 10 one sits at ((40 - 50) / 2, (30 - 10) / 2).
    #expect(proposals(report, all: .frameOutsideBounds) == standard)
    #expect(report.violations.allSatisfy { $0.subviewIndex == 2 })
    #expect(
      report.violations.first?.message
        == "subview 2 (fixed(50 × 10)) was placed at (-5, 10, 50, 10), outside the bounds (0, 0, 40, 30)")
  }

  @Test("aspectRatio to fill under an unspecified height offers infinity: a greedy view answers it")
  func aspectRatioFill() {
    let found = reports(AspectRatioLayout(ratio: 0.5, contentMode: .fill))
    // AspectRatioLayout's documented (OpenSwiftUI) rule: with one dimension unspecified, .fill
    // proposes infinity in both. The greedy view takes it: (inf, inf) for 390 x nil and
    // 100 x nil, an invalid size there.
    #expect(proposals(found["greedy"], all: .invalidSize) == [standard[4], standard[8]])
    // Fill ties the axes: 0 x 0 proposes 0 x 0 (one word a line: 15 x 72), 0 x 500 proposes
    // 250 x 500 (one line: 90 x 12). The height shrinks as the proposed height grows: legal
    // here, so only a warning.
    #expect(proposals(found["wrapping"], all: .shrinkingSize) == [standard[6]])
    #expect(found["wrapping"]?.warnings.count == 1)
    #expect(found["rigid"]?.isEmpty == true)
    #expect(found["bounded"]?.isEmpty == true)
  }
}
