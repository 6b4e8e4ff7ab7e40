import Foundation
import LayoutLab
import LayoutTestSupport
import Testing

/// Swift Talk #167–168's collection view, as layout rule PF1 describes it:
/// each item reports its size through a background GeometryReader and a preference; the
/// container stores the sizes in @State and offsets the items in the next frame.
private struct SizeKey: PreferenceKey {
  static let defaultValue: [Int: CGSize] = [:]
  static func reduce(value: inout [Int: CGSize], nextValue: () -> [Int: CGSize]) {
    value.merge(nextValue()) { $1 }
  }
}

private struct PropagateSize<Content: View>: View {
  let content: Content
  let id: Int
  var body: some View {
    content.background(
      GeometryReader { proxy in
        Color.clear.preference(key: SizeKey.self, value: [id: proxy.size])
      })
  }
}

/// The pure flow function: sizes to offsets, spacing 10 × 10 (layout rule PF1 step 5).
/// An item whose size is not known yet gets no offset (it is drawn at `.zero`) and takes no
/// room, so that in the first update, with `sizes` empty, "every offset is `.zero`" (§1,
/// update 1).
private func flowOffsets(_ ids: [Int], width: CGFloat, sizes: [Int: CGSize]) -> [Int: CGSize] {
  var x: CGFloat = 0
  var y: CGFloat = 0
  var lineHeight: CGFloat = 0
  var offsets: [Int: CGSize] = [:]
  for id in ids {
    guard let size = sizes[id] else { continue }
    if x + size.width > width {
      x = 0
      y += lineHeight + 10
      lineHeight = 0
    }
    offsets[id] = CGSize(width: x, height: y)
    lineHeight = max(lineHeight, size.height)
    x += size.width + 10
  }
  return offsets
}

private struct CollectionView: View {
  let strings: [String]
  @State private var sizes: [Int: CGSize] = [:]

  var body: some View {
    GeometryReader { proxy in
      let offsets = flowOffsets(Array(strings.indices), width: proxy.size.width, sizes: sizes)
      ZStack(alignment: .topLeading) {
        ForEach(strings.indices, id: \.self) { index in
          // The id goes inside the offset: the offset moves the view it modifies, while the
          // offset modifier's own frame stays where layout put it (semantics F4).
          PropagateSize(content: Text(strings[index]).padding(10), id: index)
            .id(index)
            .offset(offsets[index] ?? .zero)
        }
      }
      .onPreferenceChange(SizeKey.self) { sizes = $0 }
    }
  }
}

/// The same flow rule as a `Layout`: measures each label (unspecified proposal: its ideal
/// size), places it at its offset, and is as wide as proposed and as tall as its lines.
private struct FlowLayout: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let sizes = idealSizes(subviews)
    let width = proposal.width ?? sizes.values.reduce(0) { $0 + $1.width + 10 }
    let offsets = flowOffsets(Array(0..<subviews.count), width: width, sizes: sizes)
    let height = sizes.map { (offsets[$0.key]?.height ?? 0) + $0.value.height }.max() ?? 0
    return CGSize(width: width, height: height)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    let sizes = idealSizes(subviews)
    let offsets = flowOffsets(Array(0..<subviews.count), width: bounds.width, sizes: sizes)
    for (index, subview) in subviews.enumerated() {
      let offset = offsets[index] ?? .zero
      let origin = CGPoint(x: bounds.minX + offset.width, y: bounds.minY + offset.height)
      subview.place(at: origin, anchor: .topLeading, proposal: .unspecified)
    }
  }

  /// Each subview's size for an unspecified proposal, by index.
  private func idealSizes(_ subviews: Subviews) -> [Int: CGSize] {
    Dictionary(uniqueKeysWithValues: subviews.enumerated().map { ($0.offset, $0.element.sizeThatFits(.unspecified)) })
  }
}

/// The labels placed by `FlowLayout`, filling the screen from its top leading corner as the
/// collection view's GeometryReader does.
private struct FlowTags: View {
  let strings: [String]
  var body: some View {
    FlowLayout {
      ForEach(strings.indices, id: \.self) { index in
        Text(strings[index]).padding(10).id(index)
      }
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }
}

/// Ten labels "Item n " plus 0 to 10 x's, deterministic.
private let labels = (1...10).map { "Item \($0) " + String(repeating: "x", count: ($0 * 7) % 11) }

/// Each label's frame once it sits in the flow, 390 wide, spacing 10 × 10 (§1 step 5).
///
/// A label is its text (8.5 per character at 17 pt) plus 2 × 10 padding wide, 20.4 + 20 = 40.4
/// tall. Characters: "Item n " is 7 (8 for n = 10) plus (7n mod 11) x's: 14, 10, 17, 13, 9,
/// 16, 12, 8, 15, 12, so widths 139, 105, 164.5, 130.5, 96.5, 156, 122, 88, 147.5, 122.
/// Lines (a label starts a new line when x + width > 390; lines are 40.4 + 10 apart):
/// - y 0: 1 at 0, 2 at 149 (3 would end at 264 + 164.5 = 428.5);
/// - y 50.4: 3 at 0, 4 at 174.5 (5 would end at 315 + 96.5 = 411.5);
/// - y 100.8: 5 at 0, 6 at 106.5 (7 would end at 272.5 + 122 = 394.5);
/// - y 151.2: 7 at 0, 8 at 132, 9 at 230 (10 would end at 387.5 + 122);
/// - y 201.6: 10 at 0.
private let flowFrames: [CGRect] = [
  CGRect(x: 0, y: 0, width: 139, height: 40.4), CGRect(x: 149, y: 0, width: 105, height: 40.4),
  CGRect(x: 0, y: 50.4, width: 164.5, height: 40.4), CGRect(x: 174.5, y: 50.4, width: 130.5, height: 40.4),
  CGRect(x: 0, y: 100.8, width: 96.5, height: 40.4), CGRect(x: 106.5, y: 100.8, width: 156, height: 40.4),
  CGRect(x: 0, y: 151.2, width: 122, height: 40.4), CGRect(x: 132, y: 151.2, width: 88, height: 40.4),
  CGRect(x: 230, y: 151.2, width: 147.5, height: 40.4), CGRect(x: 0, y: 201.6, width: 122, height: 40.4),
]

private let screen = CGSize(width: 390, height: 844)

@Suite("Swift Talk's collection view settles in two frames; a Layout places the same labels in one")
struct SwiftTalkCollectionViewTests {
  @Test("Frame 1 draws every label at the top leading corner")
  func firstFrame() {
    // The reader takes the whole screen (G1), so it sits at (0, 0); its ZStack (top leading)
    // is placed at the reader's corner and puts every label at its own corner; every offset
    // is still zero because `sizes` is empty (layout rule PF1, update 1).
    let host = ViewHost(rootView: CollectionView(strings: labels))
    host.frameBudget = 1
    let result = host.layout(in: screen)
    #expect(result.frames.count == 1)
    for index in 0..<10 {
      expectFrame(result.frame(id: index), CGRect(origin: .zero, size: flowFrames[index].size), "label \(index + 1)")
    }
    // The action wrote `sizes`: the frame loop stopped with state still changing.
    #expect(result.diagnostics.map(\.kind) == [.unsettledLayout])
  }

  @Test("Frame 2 places the labels in the flow, and the loop settles after exactly 2 frames")
  func twoFrames() {
    let result = ViewHost(rootView: CollectionView(strings: labels)).layout(in: screen)
    #expect(result.frames.count == 2, "\(result.frames)")
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    for index in 0..<10 {
      expectFrame(result.frame(id: index), flowFrames[index], "label \(index + 1)")
    }
    // Frame 1: the first value is delivered (P8): one action, which writes `sizes` once.
    // Frame 2: the sizes are the same, so no action and no write: the loop ends.
    #expect(result.frames.map(\.actionsCalled) == [1, 0])
    #expect(result.frames.map(\.stateWrites) == [1, 0])
    // Each frame the observer combines ten single-writer values under the ForEach: the first
    // passes through, each later one is one `reduce` (P3): 9 per frame.
    #expect(result.frames.map(\.preferenceReductions) == [9, 9])
    // Frame 1 builds everything: CollectionView, its reader's content, 10 PropagateSize and
    // their 10 background readers' contents. Frame 2 evaluates CollectionView (its state
    // changed), its reader's content (the reader is new), and the background readers' contents
    // of the 9 labels that moved (label 1 stays at the origin). The 10 PropagateSize are
    // skipped: their padded texts and ids compare field by field and are the same (SwiftUI
    // compares them with `Text`'s and `ModifiedContent`'s `==`, to the same effect).
    #expect(
      result.frames.map(\.tree.bodyEvaluationsByType) == [
        ["CollectionView": 1, "GeometryReader": 11, "PropagateSize<PaddingModifier<Text>>": 10],
        ["CollectionView": 1, "GeometryReader": 10],
      ])
  }

  @Test("A flow Layout places the same labels in 1 frame with no action, at the same frames")
  func layoutInOneFrame() {
    let result = ViewHost(rootView: FlowTags(strings: labels)).layout(in: screen)
    #expect(result.frames.count == 1)
    #expect(result.actionsCalled == 0)
    #expect(result.stateWrites == 0)
    #expect(result.preferenceReductions == 0)
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    // The flexible frame takes the screen and puts the flow (390 × 242) at its top leading
    // corner, where the collection view's reader puts its content.
    let twoFrame = ViewHost(rootView: CollectionView(strings: labels)).layout(in: screen)
    for index in 0..<10 {
      expectFrame(result.frame(id: index), flowFrames[index], "label \(index + 1)")
      #expect(result.frame(id: index) == twoFrame.frame(id: index))
    }
  }
}
