import Foundation
import LayoutLab
import LayoutTestSupport
import Testing

/// A label and three tags beside it, each a 10 × 10 colour padded by 5, at the top leading
/// corner of a 300 × 300 frame; the label's text is state, so a longer label moves every tag.
/// `inner` is applied to each tag's colour, inside its padding.
private struct MovingTags<Inner: View>: View {
  let remote: Remote<String>
  let spacing: CGFloat
  let inner: (AnyView) -> Inner
  @State private var text: String

  init(
    remote: Remote<String>, text: String = "ab", spacing: CGFloat = 0,
    inner: @escaping (AnyView) -> Inner = { $0 }
  ) {
    self.remote = remote
    self.spacing = spacing
    self.inner = inner
    _text = State(initialValue: text)
  }

  var body: some View {
    let _ = remote.capture($text)
    HStack(spacing: spacing) {
      Text(text).id("label")
      ForEach(0..<3, id: \.self) { index in
        inner(AnyView(Color.red.frame(width: 10, height: 10).id("colour \(index)"))).padding(5).id(index)
      }
    }
    .frame(width: 300, height: 300, alignment: .topLeading)
  }
}

/// A tag (a 10 × 10 colour padded by 5) offset by its own height, which it learns in frame 1
/// (`onGeometryChange`): frame 2 moves the tag without changing it.
private struct TagMovedInFrameTwo: View {
  @State private var shift: CGFloat = 0

  var body: some View {
    Color.red.frame(width: 10, height: 10).id("colour").padding(5).id("tag")
      .offset(x: shift)
      .onGeometryChange(for: CGFloat.self, of: { $0.size.height }) { shift = $0 }
  }
}

/// A clear bar, 1 tall, as wide as its state says.
private struct WideningBar: View {
  let remote: Remote<CGFloat>
  @State private var width: CGFloat = 0

  var body: some View {
    let _ = remote.capture($width)
    Color.clear.frame(width: width, height: 1)
  }
}

/// The bounds a layout was given, in order.
private final class BoundsLog: @unchecked Sendable {
  var values: [CGRect] = []
}

/// A layout of one subview that is 3 wider and 4 taller than it and puts it 3 right and 4
/// down from its bounds' origin, noting each bounds it is given. Equal to itself with the same
/// log, so a body evaluated again does not change it.
private struct NudgingLayout: Layout, Equatable {
  let bounds: BoundsLog

  static func == (lhs: NudgingLayout, rhs: NudgingLayout) -> Bool { lhs.bounds === rhs.bounds }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let size = subviews.first?.sizeThatFits(.unspecified) ?? .zero
    return CGSize(width: size.width + 3, height: size.height + 4)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    self.bounds.values.append(bounds)
    subviews.first?.place(at: CGPoint(x: bounds.minX + 3, y: bounds.minY + 4), proposal: .unspecified)
  }
}

/// A label, then a `NudgingLayout` around a 10 × 10 colour, in a top-leading frame; the
/// label's text is state.
private struct NudgedBesideLabel: View {
  let remote: Remote<String>
  let bounds: BoundsLog
  @State private var text = "ab"

  var body: some View {
    let _ = remote.capture($text)
    HStack(spacing: 0) {
      Text(text)
      NudgingLayout(bounds: bounds) { Color.red.frame(width: 10, height: 10).id("colour") }.id("nudged")
    }
    .frame(width: 300, height: 300, alignment: .topLeading)
  }
}

private let screen = CGSize(width: 390, height: 844)

/// Placements are kept relative to the container: a view that only moved is placed again at
/// its new offset, and what is inside it keeps its offsets.
///
/// The layout used throughout, by hand: the 300 × 300 frame is centred in 390 × 844, at
/// ((390 − 300) / 2, (844 − 300) / 2) = (45, 272). The row is at its top leading corner; the
/// label "ab" is 17 × 20.4 (8.5 a character, line height 20.4), "abc" 25.5 × 20.4; each tag is
/// 20 × 20, centred in the row's 20.4 height: y = 272 + 0.2 = 272.2, its colour 5 further in.
@Suite("Frames relative to the container")
struct RelativeFrameTests {
  @Test("A tag that only moved is not placed again below its root")
  func movedTagKeepsItsSubtree() throws {
    let remote = Remote<String>()
    let host = ViewHost(rootView: MovingTags(remote: remote))
    let before = host.layout(in: screen)
    // Cold: the frame, the row, the label and each tag's padding, frame and colour: 3 + 3 × 3.
    #expect(before.counters.placements == 12)
    remote.binding?.wrappedValue = "abc"
    let after = host.layout(in: screen)
    // The label grows by 8.5 and every tag moves 8.5 right with the same size and proposal:
    // the frame, the row, the label and the three paddings are placed (6); the tags' frames
    // and colours keep their offsets and are not placed again.
    #expect(after.counters.placements == 6)
    for index in 0..<3 {
      let tag = try #require(after.view(id: index))
      #expect(tag.counters.placements == 1)
      #expect(tag.children.map(\.counters.placements) == [0])
      #expect(tag.children.first?.children.map(\.counters.placements) == [0])
      // Tag i starts after the label: 45 + 25.5 + 20 × i; its colour 5 further right and down.
      let x = 70.5 + 20 * CGFloat(index)
      expectFrame(tag.frame, CGRect(x: x, y: 272.2, width: 20, height: 20))
      expectFrame(after, "colour \(index)", CGRect(x: x + 5, y: 277.2, width: 10, height: 10))
    }
  }

  @Test("A kept subtree has the frames a fresh layout of the same views gives")
  func keptSubtreeMatchesFreshLayout() throws {
    // Spacing 0.3 puts the tags at offsets binary floating point cannot hold exactly, so the
    // kept offsets and the fresh ones round differently in the last bits.
    let remote = Remote<String>()
    let host = ViewHost(rootView: MovingTags(remote: remote, spacing: 0.3))
    _ = host.layout(in: screen)
    remote.binding?.wrappedValue = "abc"
    let warm = host.layout(in: screen)
    let cold = ViewHost(rootView: MovingTags(remote: Remote(), text: "abc", spacing: 0.3)).layout(in: screen)
    #expect(warm.counters.placements == 6)
    #expect(cold.counters.placements == 12)
    var warmFrames: [CGRect] = []
    warm.forEachView { warmFrames.append($0.frame) }
    var coldFrames: [CGRect] = []
    cold.forEachView { coldFrames.append($0.frame) }
    #expect(warmFrames.count == coldFrames.count)
    for (warmFrame, coldFrame) in zip(warmFrames, coldFrames) { expectFrame(warmFrame, coldFrame) }
    // Tag 2 by hand: 45 + 25.5 + 0.3 + 2 × (20 + 0.3) = 111.4; its colour at 116.4.
    expectFrame(warm, "colour 2", CGRect(x: 116.4, y: 277.2, width: 10, height: 10))
  }

  @Test("A geometry observer inside a tag that only moved sees the tag's new place")
  func observerInsideMovedTag() throws {
    let remote = Remote<String>()
    let seen = Recorder<CGRect>()
    let host = ViewHost(
      rootView: MovingTags(remote: remote) {
        $0.onGeometryChange(for: CGRect.self, of: { $0.frame(in: .global) }) { seen.record($0) }
      })
    _ = host.layout(in: screen)
    // The first layout delivers each colour's first frame: 45 + 17 + 5 + 20 × i.
    #expect(seen.values.map(\.minX) == [67, 87, 107])
    remote.binding?.wrappedValue = "abc"
    let after = host.layout(in: screen)
    // The observer is below the padding, which only moved: it is not placed again, and its
    // frame, derived from the padding's new place, moved 8.5 right.
    let tag = try #require(after.view(id: 0))
    #expect(tag.children.map(\.counters.placements) == [0])
    #expect(seen.values.count == 6)
    for (index, frame) in seen.values.suffix(3).enumerated() {
      expectFrame(frame, CGRect(x: 75.5 + 20 * CGFloat(index), y: 277.2, width: 10, height: 10))
    }
  }

  @Test("The explanation of a view kept inside a tag that moved in a later frame says where it went")
  func explanationOfKeptView() throws {
    let host = ViewHost(rootView: TagMovedInFrameTwo())
    host.tracing = true
    let result = host.layout(in: screen)
    // Frame 1: the 20 × 20 tag is centred at ((390 − 20) / 2, (844 − 20) / 2) = (185, 412),
    // the colour 5 further in at (190, 417). Its height, 20, becomes the offset: in frame 2 the
    // tag is at 205 with the same size and proposal, the colour at (210, 417). The tag is
    // placed again; the colour inside it is not.
    #expect(result.frames.count == 2)
    expectFrame(result, "tag", CGRect(x: 205, y: 412, width: 20, height: 20))
    expectFrame(result, "colour", CGRect(x: 210, y: 417, width: 10, height: 10))
    let tag = try #require(result.view(id: "tag"))
    #expect(tag.counters.placements == 1)
    #expect(tag.children.map(\.counters.placements) == [0])
    let explanation = try #require(result.explain(id: "colour"))
    #expect(explanation.frame == 1)
    #expect(explanation.requestedFrame == 2)
    #expect(explanation.placement?.frame == CGRect(x: 190, y: 417, width: 10, height: 10))
    #expect(explanation.changes.contains { $0.hasPrefix("After frame 1 it moved to (210, 417)") })
  }

  @Test("An anchor inside a tag that only moved resolves to the tag's new place")
  func anchorInsideMovedTag() throws {
    let remote = Remote<String>()
    let resolved = Recorder<CGRect>()
    let host = ViewHost(
      rootView: MovingTags(remote: remote) { $0.anchorPreference(key: BoundsAnchorKey.self, value: .bounds) { $0 } }
        .overlayPreferenceValue(BoundsAnchorKey.self) { anchor in
          GeometryReader { proxy in
            let _ = resolved.record(anchor.map { proxy[$0] } ?? .null)
            Color.clear
          }
        })
    _ = host.layout(in: screen)
    remote.binding?.wrappedValue = "abc"
    let after = host.layout(in: screen)
    // The key keeps the first anchor: colour 0's bounds. The reader covers the 300 × 300
    // frame at (45, 272), so in its space colour 0 is at (75.5 − 45, 277.2 − 272) after the
    // change, (67 − 45, 5.2) before.
    let tag = try #require(after.view(id: 0))
    #expect(tag.children.map(\.counters.placements) == [0])
    expectFrame(resolved.values.first, CGRect(x: 22, y: 5.2, width: 10, height: 10))
    expectFrame(resolved.values.last, CGRect(x: 30.5, y: 5.2, width: 10, height: 10))
  }

  @Test("A chain 10,000 levels deep moves as one placement, and an observer at its bottom sees where it went")
  func deepChainMovesWhole() throws {
    // 5,000 times VStack { content }.padding(1) around a 10 × 10 colour whose observer records
    // its global frame: 10,010 square (10 + 2 × 5,000), the colour 5,000 in from each side.
    let seen = Recorder<CGRect>()
    var chain = AnyView(
      Color.red.frame(width: 10, height: 10)
        .onGeometryChange(for: CGRect.self, of: { $0.frame(in: .global) }) { seen.record($0) })
    for _ in 0..<5_000 { chain = AnyView(VStack { chain }.padding(1)) }
    let remote = Remote<CGFloat>()
    let host = ViewHost(
      rootView: ZStack(alignment: .leading) {
        WideningBar(remote: remote)
        // fixedSize proposes the chain nothing whatever the ZStack proposes.
        chain.fixedSize().id("chain")
      })
    let before = host.layout(in: screen)
    // The ZStack is the chain's size, centred: (195 − 5,005, 422 − 5,005) = (−4,810, −4,583);
    // the colour at (−4,810 + 5,000, −4,583 + 5,000) = (190, 417).
    expectFrame(before, "chain", CGRect(x: -4_810, y: -4_583, width: 10_010, height: 10_010))
    expectFrame(seen.values.last, CGRect(x: 190, y: 417, width: 10, height: 10))
    remote.binding?.wrappedValue = 10_110
    let after = host.layout(in: screen)
    // The bar makes the ZStack 10,110 wide, at 195 − 5,055 = −4,860; the chain keeps its
    // size and its proposal (none), at the ZStack's leading edge: 50 further left. Placed
    // again: the ZStack, the bar's frame and colour, the fixedSize and the chain's root (the
    // outer padding); nothing below it.
    expectFrame(after, "chain", CGRect(x: -4_860, y: -4_583, width: 10_010, height: 10_010))
    #expect(after.counters.placements == 5)
    #expect(seen.values.count == 2)
    expectFrame(seen.values.last, CGRect(x: 140, y: 417, width: 10, height: 10))
  }

  @Test(
    "placeSubviews gets bounds whose origin is not zero and places in their space; moved alone, it is not asked again (L6)"
  )
  func layoutBoundsWhenMoved() {
    let remote = Remote<String>()
    let bounds = BoundsLog()
    let host = ViewHost(rootView: NudgedBesideLabel(remote: remote, bounds: bounds))
    let before = host.layout(in: screen)
    // The frame is at (45, 272); the layout is 13 × 14 after the 17-wide label, centred in the
    // row's 20.4 height: at (45 + 17, 272 + (20.4 − 14) / 2) = (62, 275.2), and those are its
    // bounds. The colour is 3 right and 4 down from their origin: (65, 279.2).
    #expect(bounds.values.count == 1)
    expectFrame(bounds.values.first, CGRect(x: 62, y: 275.2, width: 13, height: 14))
    expectFrame(before, "colour", CGRect(x: 65, y: 279.2, width: 10, height: 10))
    remote.binding?.wrappedValue = "abc"
    let after = host.layout(in: screen)
    // The label is 25.5 wide: the layout moves 8.5 right with its size and proposal, so its
    // placeSubviews is not called again, and the colour keeps its place in it: (73.5, 279.2).
    #expect(bounds.values.count == 1)
    expectFrame(after, "nudged", CGRect(x: 70.5, y: 275.2, width: 13, height: 14))
    expectFrame(after, "colour", CGRect(x: 73.5, y: 279.2, width: 10, height: 10))
  }
}
