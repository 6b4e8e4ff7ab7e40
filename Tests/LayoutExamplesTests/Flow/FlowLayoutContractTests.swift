import Foundation
import LayoutChecker
import LayoutExamples
import LayoutLab
import Testing

/// `FlowLayout` keeps SwiftUI's `Layout` contract, as `LayoutChecker` checks it under its
/// standard proposals (`.zero`, `.unspecified`, `.infinity`, 390 × 844, 390 × nil, 100 × 100,
/// 0 × 500): valid sizes, determinism, the same results under every measurement policy and with
/// a cache kept across proposals, placement relative to the bounds' origin, every subview placed
/// inside the bounds.
@Suite("FlowLayout keeps the Layout contract")
struct FlowLayoutContractTests {
  /// Texts of two sizes, rigid boxes and a forced break.
  private static func mixed() -> some View {
    Group {
      Text("alpha beta")
      Color.red.frame(width: 40, height: 30)
      Text("a much longer tag that has to wrap in narrow flows").font(.system(size: 12))
      Color.blue.frame(width: 25, height: 10).flowLineBreak()
      Text("gamma").font(.title)
      Text("δ")
    }
  }

  @Test(
    "F33: LayoutChecker finds nothing for flows with every option",
    arguments: [
      FlowLayout(spacing: 8),
      FlowLayout(),
      FlowLayout(alignment: .center, itemAlignment: .firstTextBaseline, spacing: nil),
      FlowLayout(alignment: .trailing, itemAlignment: .bottom, itemSpacing: 4, lineSpacing: 12, justified: true),
      FlowLayout(alignment: .center, itemAlignment: .top, spacing: 6, justified: true, cached: false),
      FlowLayout(itemAlignment: .lastTextBaseline, itemSpacing: -2, lineSpacing: 0),
    ])
  func clean(layout: FlowLayout) {
    let report = LayoutContractChecker.check(layout) { Self.mixed() }
    #expect(report.isEmpty, "\(report)")
  }

  @Test("F34: LayoutChecker finds nothing for an empty flow")
  func empty() {
    let report = LayoutContractChecker.check(FlowLayout(spacing: 8)) { EmptyView() }
    #expect(report.isEmpty, "\(report)")
    #expect(report.outcomes.allSatisfy { $0.size == .zero })
  }

  @Test("F35: with maxLines, items that shrink to nothing keep the report clean")
  func maxLinesShrinking() {
    let report = LayoutContractChecker.check(FlowLayout(spacing: 8, maxLines: 2)) {
      ForEach(0..<12) { index in
        Color.red.frame(idealWidth: CGFloat(20 + 7 * index), idealHeight: 20)
      }
    }
    #expect(report.isEmpty, "\(report)")
  }

  @Test("F36: with maxLines, rigid hidden items are the only warnings: frames outside the bounds, no errors")
  func maxLinesRigid() throws {
    let report = LayoutContractChecker.check(FlowLayout(spacing: 8, maxLines: 1)) {
      ForEach(0..<4) { _ in Color.red.frame(width: 40, height: 20) }
    }
    #expect(report.errors.isEmpty, "\(report)")
    #expect(report.warnings.allSatisfy { $0.kind == .frameOutsideBounds }, "\(report)")
    // At 100 × 100: 40 + 8 + 40 = 88 fits, a third would reach 136: items 2 and 3 are hidden,
    // parked 40 × 20 at the bottom-leading corner (0, 20), just outside the 88 × 20 bounds.
    let outcome = try #require(report.outcome(for: ProposedViewSize(width: 100, height: 100)))
    #expect(outcome.size == CGSize(width: 88, height: 20))
    #expect(outcome.frames[2] == CGRect(x: 0, y: 20, width: 40, height: 20))
    #expect(Set(report.warnings.filter { $0.proposal == outcome.proposal }.compactMap(\.subviewIndex)) == [2, 3])
    // Under .unspecified everything fits on the one line: nothing hidden, no warning.
    #expect(report.warnings.allSatisfy { $0.proposal != .unspecified })
  }
}
