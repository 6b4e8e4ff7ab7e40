import Foundation
import LayoutLab
import LayoutTestSupport
import Testing

// Built-in containers see their subviews only through `LayoutSubviews`, as a user's `Layout`
// does, and the engine counts, caches and traces both in the same place. So a user's layout
// that does what a built-in modifier does gives the same frames, the same counts and the same
// trace of proposals and placements.

/// Pads its one subview by `length` on every edge: `.padding(length)` written as a user's
/// `Layout`, with no built-in help (layout rule N5).
private struct UserPadding: Layout {
  let length: CGFloat

  private func inset(_ proposal: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(
      width: proposal.width.map { max(0, $0 - 2 * length) }, height: proposal.height.map { max(0, $0 - 2 * length) })
  }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    guard let child = subviews.first?.sizeThatFits(inset(proposal)) else { return .zero }
    return CGSize(width: child.width + 2 * length, height: child.height + 2 * length)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    subviews.first?.place(
      at: CGPoint(x: bounds.minX + length, y: bounds.minY + length), anchor: .topLeading, proposal: inset(proposal))
  }
}

@Suite("Built-in modifiers and users' layouts go through one layout seam")
struct LayoutSeamTests {
  private let host = CGSize(width: 200, height: 100)

  /// A 50 x 20 frame (the leaf) around a colour.
  private var leaf: some View { Color.red.frame(width: 50, height: 20).id("leaf") }

  /// The events of `result`'s trace about proposals and placements, as text without node ids
  /// or reasons (a built-in names its own reason: `.padding` where a user's layout says
  /// `.userLayout`).
  private func negotiation(_ result: LayoutResult) -> [String] {
    (result.trace?.events ?? []).compactMap { event in
      switch event.kind {
      case .proposal(_, _, let proposal, _): "proposal \(proposal)"
      case .response(_, let proposal, let size, let cached): "response \(proposal) \(size) cached: \(cached)"
      case .placement(_, let frame, let proposal): "placement \(frame) \(proposal)"
      default: nil
      }
    }
  }

  @Test("padding(16) and a user's padding Layout give the same frames and counts (N5)")
  func builtinAndUserPaddingAgree() {
    let builtin = ViewHost(rootView: leaf.padding(16).id("pad")).layout(in: host)
    let user = ViewHost(rootView: UserPadding(length: 16) { leaf }.id("pad")).layout(in: host)
    // The padding proposes 200 - 32 = 168 by 100 - 32 = 68 to the frame, which is 50 x 20
    // whatever it is offered; the padding is 50 + 32 = 82 by 20 + 32 = 52, centred in the
    // host at ((200 - 82) / 2, (100 - 52) / 2) = (59, 24), and the leaf 16 further in.
    for result in [builtin, user] {
      expectFrame(result.frame(id: "pad"), rect(59, 24, 82, 52))
      expectFrame(result.frame(id: "leaf"), rect(75, 40, 50, 20))
    }
    // The leaf is asked (168, 68) while the padding is measured (a miss), and again when it is
    // placed (a hit): two asks, one miss, one placement, for both.
    let counters = [builtin, user].map { $0.view(id: "leaf")?.counters }
    #expect(counters.map { $0?.sizeThatFitsCalls } == [2, 2])
    #expect(counters.map { $0?.cacheMisses } == [1, 1])
    #expect(counters.map { $0?.placements } == [1, 1])
    #expect(builtin.counters == user.counters)
  }

  @Test("A built-in modifier's negotiation is traced exactly as a user's layout's")
  func builtinAndUserPaddingTraceAlike() {
    func traced(_ view: some View) -> LayoutResult {
      let host = ViewHost(rootView: view)
      host.tracing = true
      return host.layout(in: self.host)
    }
    let builtin = negotiation(traced(leaf.padding(16)))
    let user = negotiation(traced(UserPadding(length: 16) { leaf }))
    // The host proposes 200 x 100 to the padding, which proposes 168 x 68 to the frame, which
    // answers 50 x 20 without asking the colour; then the same proposals at placement, the
    // frame's answered from its cache, and the colour is proposed and placed at 50 x 20.
    #expect(builtin.count >= 8)
    #expect(builtin == user)
  }

  /// Padding, offset, fixed size, position and the two frames, each around one view, in a
  /// 200 x 100 host.
  private var boundsPlaced: some View {
    VStack(spacing: 0) {
      Color.red.frame(width: 50, height: 20).id("a")
        .padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)).id("pad")
        .offset(x: 5, y: -6).id("offset")
      Text("wrapping words here").fixedSize(horizontal: true, vertical: false).id("fixed")
      Color.blue.frame(width: 10, height: 10).id("b").position(x: 30, y: 15).id("position").frame(height: 30)
      Color.green.frame(width: 20, height: 10)
        .alignmentGuide(HorizontalAlignment.trailing) { $0.width - 5 }.id("c")
        .frame(width: 60, height: 16, alignment: .bottomTrailing).id("frame")
      Color.yellow.frame(width: 30, height: 8).id("d").frame(maxWidth: .infinity, alignment: .leading).id("flex")
    }
  }

  @Test(
    "Padding, offset, fixed size, position and frames place their view as their placeSubviews does, right to left too",
    arguments: [LayoutDirection.leftToRight, .rightToLeft])
  func boundsPlacedModifiersPlaceAsTheirLayoutCall(direction: LayoutDirection) {
    // Traced, the engine calls each modifier's placeSubviews; untraced, it commits the
    // placement the modifier states without the call. Both give every view the same frame,
    // and the counts and diagnostics are the same.
    let view = boundsPlaced.environment(\.layoutDirection, direction)
    let untraced = ViewHost(rootView: view).layout(in: host)
    let tracingHost = ViewHost(rootView: view)
    tracingHost.tracing = true
    let traced = tracingHost.layout(in: host)
    #expect(untraced.views.map(\.frame) == traced.views.map(\.frame))
    #expect(untraced.views.map(\.counters) == traced.views.map(\.counters))
    #expect(untraced.counters == traced.counters)
    #expect(untraced.diagnostics.isEmpty && traced.diagnostics.isEmpty)
    // The VStack is max(56, 161.5, 200, 60, 200) = 200 wide and 24 + 20.4 + 30 + 16 + 8 = 98.4
    // tall, at y = (100 - 98.4) / 2 = 0.8. Right to left, each view is mirrored in its
    // container (x' = minX + maxX - the view's maxX).
    let rightToLeft = direction == .rightToLeft
    // The offset is the padding's 56 x 24 centred, at x = 72; the padding is drawn 5 right and
    // 6 up of it (at 72 + 128 - 133 = 67 mirrored), and the leaf 2 (leading) and 1 (top)
    // inside it (2 from the padding's right edge mirrored: 123 - 2 - 50 = 71).
    expectFrame(untraced.frame(id: "offset"), rect(72, 0.8, 56, 24))
    expectFrame(untraced.frame(id: "pad"), rect(rightToLeft ? 67 : 77, -5.2, 56, 24))
    expectFrame(untraced.frame(id: "a"), rect(rightToLeft ? 71 : 79, -4.2, 50, 20))
    // The text, fixed at its ideal 19 × 8.5 = 161.5 wide, is centred at x = 19.25 either way.
    expectFrame(untraced.frame(id: "fixed"), rect(19.25, 24.8, 161.5, 20.4))
    // The position centres the 10-wide leaf at 30 in its 200-wide frame (x = 25; 165 mirrored).
    expectFrame(untraced.frame(id: "position"), rect(0, 45.2, 200, 30))
    expectFrame(untraced.frame(id: "b"), rect(rightToLeft ? 165 : 25, 55.2, 10, 10))
    // The 60 x 16 frame, centred at x = 70, puts the leaf's explicit trailing guide (20 - 5 =
    // 15) on its own trailing edge, x = 70 + 60 - 15 = 115 (70 + 130 - 135 = 65 mirrored), and
    // its bottom on the frame's, y = 75.2 + 16 - 10 = 81.2.
    expectFrame(untraced.frame(id: "frame"), rect(70, 75.2, 60, 16))
    expectFrame(untraced.frame(id: "c"), rect(rightToLeft ? 65 : 115, 81.2, 20, 10))
    // The flexible frame takes the width, 200, and puts the leaf at its leading edge (x = 0;
    // 200 - 30 = 170 mirrored).
    expectFrame(untraced.frame(id: "flex"), rect(0, 91.2, 200, 8))
    expectFrame(untraced.frame(id: "d"), rect(rightToLeft ? 170 : 0, 91.2, 30, 8))
  }
}

/// A padded frame beside a bar whose width can change: the padding's value and the bar's are
/// set apart, so that one can change without the other.
private struct PaddedBesideBar: View {
  let padding: CGFloat
  let barWidth: CGFloat

  var body: some View {
    HStack(spacing: 0) {
      Color.red.frame(width: 50, height: 20).id("leaf").padding(padding).id("pad")
      Color.blue.frame(width: barWidth, height: 20)
    }
  }
}

@Suite("A built-in without a cache keeps its measurements while its value is the same")
struct CachelessBuiltinUpdateTests {
  private let size = CGSize(width: 200, height: 100)

  @Test("A padding given the same value again answers from its measurements; a new value measures again")
  func samePaddingKeepsItsMeasurements() {
    let host = ViewHost(rootView: PaddedBesideBar(padding: 16, barWidth: 30))
    let first = host.layout(in: size)
    // The padding is 50 + 32 = 82 by 20 + 32 = 52; beside the 30-wide bar the HStack is 112
    // wide, centred at ((200 - 112) / 2, (100 - 52) / 2) = (44, 24). The HStack asks it three
    // proposals while it is measured (width 0 and infinity to learn its flexibility, then its
    // share), all misses, and its share again to place it, a hit; the padding passes each on.
    expectFrame(first.frame(id: "pad"), rect(44, 24, 82, 52))
    #expect(first.view(id: "pad")?.counters.cacheMisses == 3)
    #expect(first.view(id: "leaf")?.counters.cacheMisses == 3)

    host.rootView = PaddedBesideBar(padding: 16, barWidth: 40)
    let second = host.layout(in: size)
    // Only the bar changed: the HStack is 82 + 40 = 122 wide, at x = (200 - 122) / 2 = 39, and
    // lays out again, but the padding keeps its layout and its measurements: the HStack's four
    // asks are hits, and the padding asks its leaf only to place it (one hit), at 39 + 16 = 55.
    expectFrame(second.frame(id: "pad"), rect(39, 24, 82, 52))
    expectFrame(second.frame(id: "leaf"), rect(55, 40, 50, 20))
    #expect(second.view(id: "pad")?.counters.cacheHits == 4)
    #expect(second.view(id: "pad")?.counters.cacheMisses == 0)
    #expect(second.view(id: "leaf")?.counters.sizeThatFitsCalls == 1)

    host.rootView = PaddedBesideBar(padding: 8, barWidth: 40)
    let third = host.layout(in: size)
    // A new padding measures again, as the first time: 66 by 36, in a 106-wide HStack at
    // ((200 - 106) / 2, (100 - 36) / 2) = (47, 32), the leaf 8 further in.
    expectFrame(third.frame(id: "pad"), rect(47, 32, 66, 36))
    expectFrame(third.frame(id: "leaf"), rect(55, 40, 50, 20))
    #expect(third.view(id: "pad")?.counters.cacheMisses == 3)
    #expect(third.view(id: "leaf")?.counters.cacheMisses == 3)
  }
}
