// swift-format-ignore-file
// The articles print this file's listings word for word, as written; the formatter would change
// their tokens (line breaks inside calls, one case per line), so it leaves the file alone.
// The listings of PreferencesOverTwoFrames.md, run.
import Foundation
import LayoutExamples
import LayoutLab
import LayoutTestSupport
import Testing

private struct WidthsKey: PreferenceKey {
  static var defaultValue: [Int: CGFloat] { [:] }

  static func reduce(value: inout [Int: CGFloat], nextValue: () -> [Int: CGFloat]) {
    value.merge(nextValue()) { $1 }
  }
}

private struct MeasuredRow: View {
  let words: [String]
  @State private var widths: [Int: CGFloat] = [:]

  var body: some View {
    ZStack(alignment: .topLeading) {
      ForEach(words.indices, id: \.self) { index in
        Text(words[index])
          .id(index)
          .background(GeometryReader { proxy in
            Color.clear.preference(key: WidthsKey.self, value: [index: proxy.size.width])
          })
          .offset(x: x(of: index))
      }
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    .onPreferenceChange(WidthsKey.self) { widths = $0 }
  }

  /// The widths of the words before `index`, 8 apart; 0 while they are unknown.
  private func x(of index: Int) -> CGFloat {
    guard widths.count == words.count else { return 0 }
    return (0..<index).reduce(0) { $0 + (widths[$1] ?? 0) + 8 }
  }
}

/// The collection view of the article, on the words of the `words` comparison.
private func collectionView(_ words: [String]) -> some View {
  ScrollView {
    CollectionView(words.indices, id: \.self, spacing: 8, lineSpacing: 8) { index in
      Text(words[index])
        .padding(4)
        .background(Capsule().fill(Color.teal.opacity(0.4)))
        .id("item-\(index)")
    }
    .padding(16)
  }
}

@Suite("Measuring with preferences over two frames")
struct TwoFramesListings {
  @Test("Frame 1 measures with every word at x 0; frame 2 moves them by the widths before them")
  func measuredRow() {
    let early = ViewHost(rootView: MeasuredRow(words: ["views", "choose", "their"]))
    early.frameBudget = 1
    let first = early.layout(in: CGSize(width: 240, height: 40))
    let cornered = first.frame(id: 2)   // x 0: in frame 1 nothing knows the widths

    let settled = ViewHost(rootView: MeasuredRow(words: ["views", "choose", "their"]))
      .layout(in: CGSize(width: 240, height: 40))
    let frames = settled.frames.count   // 2
    let placed = settled.frame(id: 2)   // x 42.5 + 8 + 51 + 8 = 109.5

    // P8, P11: the widths arrive after frame 1, which the budget of 1 cuts off (and reports).
    expectFrame(cornered, CGRect(x: 0, y: 0, width: 42.5, height: 20.4))
    #expect(first.diagnostics.map(\.kind) == [.unsettledLayout])
    // Text model: "views" 5 × 8.5 = 42.5, "choose" 6 × 8.5 = 51; F4: offset moves the text.
    #expect(frames == 2)
    expectFrame(placed, CGRect(x: 109.5, y: 0, width: 42.5, height: 20.4))
    expectFrame(settled.frame(id: 1), CGRect(x: 50.5, y: 0, width: 51, height: 20.4))
    #expect(settled.diagnostics.isEmpty)
  }

  @Test("The collection view of five words settles in two frames: 7 bodies and 5 reductions each")
  func collectionViewFrameByFrame() {
    let words = ["views", "choose", "their", "own", "size"]
    let result = ViewHost(rootView: collectionView(words)).layout(in: CGSize(width: 240, height: 120))
    #expect(result.frames.count == 2)
    // Bodies per frame: the collection view's and 6 readers' contents (5 items, the width).
    #expect(result.frames.map(\.tree.bodyEvaluations) == [7, 7])
    // Reductions per frame: 4 to fold 5 sizes, 1 for the width (P4: the ForEach contributes
    // the default). Actions: both first values delivered after frame 1 (P8), none after 2.
    #expect(result.frames.map(\.preferenceReductions) == [5, 5])
    #expect(result.frames.map(\.actionsCalled) == [2, 0])
    #expect(result.frames.map(\.stateWrites) == [2, 0])
    // Items are words padded by 4 (8.5 a character, 28.4 tall) in 240 − 32 = 208: views 50.5,
    // choose 59, their 50.5 end at 176; own (33.5) would end at 217.5 > 208: a new line,
    // 28.4 + 8 lower. Offsets from the flow's corner (16, 16).
    expectFrame(result.frame(id: "item-2"), CGRect(x: 141.5, y: 16, width: 50.5, height: 28.4))
    expectFrame(result.frame(id: "item-3"), CGRect(x: 16, y: 52.4, width: 33.5, height: 28.4))
    expectFrame(result.frame(id: "item-4"), CGRect(x: 57.5, y: 52.4, width: 42, height: 28.4))
    expectScenario("words-collection-view", laysOutAs: collectionView(words))
  }

  @Test("words-collection-view-frame-1 is the first frame: every item in the corner")
  func firstFrame() {
    let words = ["views", "choose", "their", "own", "size"]
    let host = ViewHost(rootView: collectionView(words))
    host.frameBudget = 1
    let result = host.layout(in: CGSize(width: 240, height: 120))
    for index in words.indices {
      #expect(result.frame(id: "item-\(index)")?.origin == CGPoint(x: 16, y: 16))
    }
    #expect(result.diagnostics.map(\.kind) == [.unsettledLayout])
    expectScenario("words-collection-view-frame-1", laysOutAs: collectionView(words))
  }
}
