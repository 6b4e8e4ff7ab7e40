// swift-format-ignore-file
// The articles print this file's listings word for word, as written; the formatter would change
// their tokens (line breaks inside calls, one case per line), so it leaves the file alone.
// The listings of FlowLayoutSeeds.md (LayoutExamples), run: seeds 001 and 003, their bugs,
// and the finished FlowLayout.
import Foundation
import LayoutChecker
import LayoutExamples
import LayoutLab
import LayoutTestSupport
import Testing

/// Seed 001's flow, restated: every item proposed the whole container; a line breaks where
/// the next item would pass the container's width; the height is the last item's bottom.
struct SeedArrangerFlow: Layout {
  var spacing: CGFloat

  func frames(_ proposal: ProposedViewSize, _ subviews: Subviews) -> [CGRect] {
    let container = proposal.replacingUnspecifiedDimensions()  // nil becomes 10
    var frames: [CGRect] = []
    var lowest: CGFloat = 0
    for subview in subviews {
      let size = subview.sizeThatFits(ProposedViewSize(container))
      var origin = CGPoint.zero
      if let last = frames.last {
        origin = last.maxX + spacing + size.width > container.width
          ? CGPoint(x: 0, y: lowest + spacing)
          : CGPoint(x: last.maxX + spacing, y: last.minY)
      }
      frames.append(CGRect(origin: origin, size: size))
      lowest = max(lowest, origin.y + size.height)
    }
    return frames
  }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let frames = frames(proposal, subviews)
    return CGSize(width: frames.map(\.maxX).max() ?? 0, height: frames.last?.maxY ?? 0)  // the last item's bottom
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    for (subview, frame) in zip(subviews, frames(proposal, subviews)) {
      subview.place(
        at: CGPoint(x: bounds.minX + frame.minX, y: bounds.minY + frame.minY), proposal: ProposedViewSize(frame.size))
    }
  }
}

/// Seed 003's first flow, restated: no spacing; each item proposed the container's width and
/// an infinite height.
struct SeedFirstFlow: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let width = proposal.replacingUnspecifiedDimensions().width
    var widest: CGFloat = 0
    var height: CGFloat = 0
    var line = CGSize.zero
    for subview in subviews {
      let size = subview.sizeThatFits(ProposedViewSize(width: width, height: .infinity))
      if line.width + size.width > width {
        widest = max(widest, line.width)  // only here: the last line's width is never counted
        height += line.height
        line = .zero
      }
      line = CGSize(width: line.width + size.width, height: max(line.height, size.height))
    }
    return CGSize(width: widest, height: height + line.height)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    let width = proposal.replacingUnspecifiedDimensions().width
    var origin = bounds.origin
    for subview in subviews {
      let size = subview.sizeThatFits(ProposedViewSize(width: width, height: .infinity))
      if origin.x + size.width > width {  // a position in the bounds compared with a width
        origin = CGPoint(x: bounds.minX, y: origin.y + size.height)  // down by this item's height
      }
      subview.place(at: origin, proposal: ProposedViewSize(size))
      origin.x += size.width
    }
  }
}

/// Seed 003's final flow, restated: one function arranges for both methods, offsets are
/// relative to the bounds, every line counts; items are still proposed an infinite height.
struct SeedSharedFlow: Layout {
  func arrange(_ proposal: ProposedViewSize, _ subviews: Subviews) -> (size: CGSize, offsets: [CGPoint]) {
    let width = proposal.replacingUnspecifiedDimensions().width  // nil becomes 10
    var offsets: [CGPoint] = []
    var cursor = CGPoint.zero
    var lineHeight: CGFloat = 0
    var size = CGSize.zero
    for subview in subviews {
      let item = subview.sizeThatFits(ProposedViewSize(width: width, height: .infinity))
      if cursor.x + item.width > width {
        size.height += lineHeight
        cursor = CGPoint(x: 0, y: cursor.y + lineHeight)
        lineHeight = 0
      }
      offsets.append(cursor)
      cursor.x += item.width
      lineHeight = max(lineHeight, item.height)
      size.width = max(size.width, cursor.x)
    }
    size.height += lineHeight
    return (size, offsets)
  }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    arrange(proposal, subviews).size
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    let width = proposal.replacingUnspecifiedDimensions().width
    for (subview, offset) in zip(subviews, arrange(proposal, subviews).offsets) {
      let item = subview.sizeThatFits(ProposedViewSize(width: width, height: .infinity))
      subview.place(
        at: CGPoint(x: bounds.minX + offset.x, y: bounds.minY + offset.y),
        proposal: ProposedViewSize(width: item.width, height: item.height.isFinite ? item.height : nil))
    }
  }
}

/// The checker's reports on the seeds' flows and on `FlowLayout`, as the article pastes them.
enum FlowReports {
  /// Seed 001's flow with items of four heights, in a 390-wide scroll view's proposal.
  static func seedHeight() -> LayoutCheckReport {
    let report = LayoutContractChecker.check(SeedArrangerFlow(spacing: 10), proposals: [ProposedViewSize(width: 390, height: nil)]) {
      Color.red.frame(width: 50, height: 30)
      Color.green.frame(width: 60, height: 20)
      Color.blue.frame(width: 40, height: 50)
      Color.gray.frame(width: 70, height: 10)
    }
    return report
  }

  /// Seed 003's first flow, two words in 100 × 100.
  static func seedFirst() -> LayoutCheckReport {
    let report = LayoutContractChecker.check(SeedFirstFlow(), proposals: [ProposedViewSize(width: 100, height: 100)]) {
      Text("alpha")
      Text("beta")
    }
    return report
  }

  /// Seed 003's final flow, a word and a colour in 100 × 100.
  static func seedShared() -> LayoutCheckReport {
    let report = LayoutContractChecker.check(SeedSharedFlow(), proposals: [ProposedViewSize(width: 100, height: 100)]) {
      Text("alpha")
      Color.red
    }
    return report
  }

  /// `FlowLayout` under every standard proposal.
  static func finished() -> LayoutCheckReport {
    let report = LayoutContractChecker.check(FlowLayout(spacing: 8)) {
      Text("alpha")
      Text("beta gamma")
      Color.red.frame(width: 40, height: 40)
    }
    return report
  }
}

/// `TagCloud`'s body, as the catalog's landing page lists it.
private func tagCloud() -> some View {
  ScrollView {
    FlowLayout(spacing: 12) {
      ForEach(TagCloud.tags, id: \.self) { tag in
        Text(tag)
          .padding(4)
          .background(Color.green.opacity(0.5), in: Capsule())
      }
    }
    .padding()
  }
}

@Suite("Seeds 001 and 003: flow layouts")
struct SeedFlowListings {
  @Test("Seed 001's flow is as tall as its last item: 10, while blue reaches 50")
  func lastItemHeight() {
    let report = FlowReports.seedHeight()
    // All four fit on one 390-wide line: 50 + 10 + 60 + 10 + 40 + 10 + 70 = 250 wide. The
    // height is gray's bottom, 10; red (30), green (20) and blue (50) reach below it.
    #expect(report.warnings.map(\.subviewIndex) == [0, 1, 2])
    #expect(report.outcomes.first?.size == CGSize(width: 250, height: 10))
  }

  @Test("With tags of one height, seed 001's height bug does not show")
  func hiddenByEqualHeights() {
    let report = LayoutContractChecker.check(SeedArrangerFlow(spacing: 12)) {
      ForEach(["You", "can’t", "connect", "the"], id: \.self) { Text($0).padding(4) }
    }
    #expect(report.isEmpty, "\(report)")
  }

  @Test("Seed 003's first flow is 0 wide on one line and ignores the bounds' origin")
  func firstFlow() {
    let report = FlowReports.seedFirst()
    // "alpha" 42.5 + "beta" 34 = 76.5 ≤ 100: one line, never added to the widest: width 0.
    // With the bounds at x 1000, 1000 + 42.5 > 100: every word starts a new line.
    #expect(report.outcomes.first?.size == CGSize(width: 0, height: 20.4))
    #expect(report.violations(.boundsOriginIgnored).count == 2)
    #expect(report.violations(.frameOutsideBounds).count == 2)
  }

  @Test("Seed 003's final flow proposes an infinite height, which a colour takes")
  func infiniteHeight() {
    let report = FlowReports.seedShared()
    #expect(report.violations.map(\.kind) == [.invalidSize])
  }

  @Test("Seed 003's final flow, asked for its ideal size, is a column one character wide")
  func idealColumn() {
    let column = ViewHost(rootView: SeedSharedFlow { Text("alpha"); Text("beta") }.fixedSize())
      .layout(in: CGSize(width: 390, height: 844)).rootSize  // 8.5 × 183.6: one character a line
    // fixedSize proposes nil: the flow's width is 10, so each word is proposed 10 wide and
    // wraps one 8.5-point character a line: 5 + 4 lines of 20.4 = 183.6, stacked.
    #expect(abs(column.width - 8.5) < 0.001 && abs(column.height - 183.6) < 0.001)
  }

  @Test("FlowLayout keeps the contract")
  func finished() {
    #expect(FlowReports.finished().isEmpty)
  }

  @Test("tag-cloud: the first line is 354.5 wide and forward; starts the second")
  func tagCloudFirstLine() {
    let result = ViewHost(rootView: TagCloud()).layout(in: CGSize(width: 390, height: 844))
    // Tags are words padded by 4: You 33.5, can’t 50.5, connect 67.5, the 33.5, dots 42,
    // looking 67.5, 12 apart: 354.5 ≤ 390 − 32 = 358; "forward;" (76) would end at 442.5.
    let flow = result.views.first?.children.first?.children.first
    #expect(abs((flow?.frame.width ?? 0) - 354.5) < 0.001)
    expectFrame(flow?.children.first?.frame, CGRect(x: 17.75, y: 16, width: 33.5, height: 28.4))
    // Four lines of 28.4, 12 apart: 4 × 28.4 + 3 × 12 = 149.6.
    #expect(abs((flow?.frame.height ?? 0) - 149.6) < 0.001)
    expectScenario("tag-cloud", laysOutAs: tagCloud())
  }
}
