import Foundation
import LayoutLab
import LayoutTestSupport
import Testing

// The iPhone preset: a 390 × 844 window, 47 of safe area at the top and 34 at the bottom; the
// safe area is (0, 47) 390 × 763. A vertical scroll view filling the root is proposed
// 390 × 763 and placed there; by C-SA11 its frame then reaches the window's edges on the
// edges it touches, and its content stays where the safe area starts.

/// A vertical scroll view of a 2,000-tall colour, scrolled to `y`.
private func tallContent(y: CGFloat = 0) -> some View {
  ScrollView {
    Color.red.frame(height: 2000).id("content")
  }
  .scrollPosition(.constant(ScrollPosition(y: y)))
  .id("scroll")
}

/// One row of a list: a user view 50 tall.
private struct Row: View {
  let index: Int
  var body: some View { Color.red.frame(height: 50) }
}

/// 100 rows of 50 (ids "row0" to "row99") in a `LazyVStack` without spacing (5,000 tall), in
/// a scroll view scrolled to `y`.
private func lazyList(y: CGFloat) -> some View {
  ScrollView {
    LazyVStack(spacing: 0) {
      ForEach(0..<100) { Row(index: $0).id("row\($0)") }
    }
    .id("stack")
  }
  .scrollPosition(.constant(ScrollPosition(y: y)))
  .id("scroll")
}

/// The indices of the rows the result has (their ids are "row" and the index), in order.
private func builtRows(_ result: LayoutResult) -> [Int] {
  result.view(id: "stack")?.children.compactMap { ($0.ids.first as? String).flatMap { Int($0.dropFirst(3)) } } ?? []
}

@Suite("A ScrollView reaches under the bars and insets its content by the safe area")
struct ScrollViewSafeAreaTests {
  @Test(
    "A vertical scroll view filling the safe area is as tall as the window, its content starting at the safe area (C-SA11)"
  )
  func fillsTheWindow() {
    let result = safeAreaLayout(tallContent())
    // Proposed 390 × 763 at (0, 47); its top (47) and bottom (810) touch the safe boundary,
    // so it reaches 47 up and 34 down: 763 + 47 + 34 = 844 from y = 0. Across (x) nothing
    // changes: still 390 wide.
    expectFrame(result.frame(id: "scroll"), iPhoneWindow)
    // Scrolled to the top, the content starts at the safe boundary, 47.
    expectFrame(result.frame(id: "content"), box(0, 47, 390, 2000))
    // Its container proposed it the safe area, 390 × 763, and saw that size.
    #expect(result.view(id: "scroll")?.proposal == ProposedViewSize(width: 390, height: 763))
  }

  @Test("At the largest offset the content ends at the bottom inset, and larger offsets are clamped (C-SA11)")
  func largestOffset() {
    // Largest offset: content length + 47 + 34 − 844 = 2000 + 81 − 844 = 1237. The content
    // then starts at 47 − 1237 = −1190 and ends at −1190 + 2000 = 810 = 844 − 34.
    let end = safeAreaLayout(tallContent(y: 1237))
    expectFrame(end.frame(id: "content"), box(0, -1190, 390, 2000))
    expectFrame(end.frame(id: "scroll"), iPhoneWindow)
    // 5,000 is past the end: clamped to 1237.
    let beyond = safeAreaLayout(tallContent(y: 5000))
    expectFrame(beyond.frame(id: "content"), box(0, -1190, 390, 2000))
    // 100 is within: the content starts at 47 − 100 = −53.
    expectFrame(safeAreaLayout(tallContent(y: 100)).frame(id: "content"), box(0, -53, 390, 2000))
  }

  @Test("A scroll view that does not touch the safe boundary keeps its frame (C-SA11, C-SA5)")
  func awayFromTheBoundary() {
    let result = safeAreaLayout(tallContent().padding(20))
    // Padded by 20 inside the safe area: proposed 350 × 723 at (20, 67). Its top (67) and
    // bottom (790) are 20 inside the boundary (47, 810): it does not grow.
    expectFrame(result.frame(id: "scroll"), box(20, 67, 350, 723))
    expectFrame(result.frame(id: "content"), box(20, 67, 350, 2000))
  }

  @Test("Two scroll views stacked each reach only the bar they touch (C-SA11)")
  func twoStacked() {
    let view = VStack(spacing: 0) {
      ScrollView { Color.red.frame(height: 2000).id("top content") }.id("top")
      ScrollView { Color.blue.frame(height: 2000).id("bottom content") }.id("bottom")
    }
    let result = safeAreaLayout(view)
    // Each is proposed 390 × 763 / 2 = 381.5: the top one at y = 47, the bottom one at 428.5.
    // The top one touches only the top boundary: 47 more, 428.5 tall from 0.
    expectFrame(result.frame(id: "top"), box(0, 0, 390, 428.5))
    expectFrame(result.frame(id: "top content"), box(0, 47, 390, 2000))
    // The bottom one touches only the bottom boundary (810): 34 more, 415.5 tall from 428.5.
    expectFrame(result.frame(id: "bottom"), box(0, 428.5, 390, 415.5))
    expectFrame(result.frame(id: "bottom content"), box(0, 428.5, 390, 2000))
  }

  @Test(
    "ASSUMPTION (unverified): with a keyboard up, a scroll view reaches the container's insets but not under the keyboard (C-SA11, C-SA12)"
  )
  func keyboardUp() {
    let result = safeAreaLayout(tallContent(), keyboardHeight: 300)
    // A 300-point keyboard covers 266 above the bottom inset: the safe area is 497 tall from
    // 47 (bottom 544). The scroll view reaches the container region only: 47 at the top; at
    // the bottom the keyboard's inset hides the container's. 497 + 47 = 544 tall from 0.
    expectFrame(result.frame(id: "scroll"), box(0, 0, 390, 544))
    expectFrame(result.frame(id: "content"), box(0, 47, 390, 2000))
  }

  @Test("A horizontal scroll view grows only along its axis, into the side insets of a landscape window (C-SA11)")
  func horizontalInLandscape() {
    // Landscape: 844 × 390 with 47 on each side and 21 at the bottom; the safe area is
    // (47, 0) 750 × 369. The scroll view is proposed 750 × 369 (nil across to its content:
    // the colour, proposed (2000, 369), is 369 tall) and placed at (47, 0).
    let view = ScrollView(.horizontal) { Color.red.frame(width: 2000).id("content") }.id("scroll")
    let result = safeAreaLayout(view, device: .iPhoneLandscape)
    // Its left (47) and right (797) edges touch the boundary: it reaches 47 on each side,
    // 750 + 94 = 844 wide from x = 0. Its bottom (369) touches the bottom boundary too, but
    // the vertical axis does not scroll: it stays 369 tall.
    expectFrame(result.frame(id: "scroll"), box(0, 0, 844, 369))
    // The content starts at the safe boundary, x = 47.
    expectFrame(result.frame(id: "content"), box(47, 0, 2000, 369))
  }

  @Test("Right to left, a horizontal scroll view grows the same and its content starts at the right boundary (C-SA11)")
  func horizontalRightToLeft() {
    let view = ScrollView(.horizontal) { Color.red.frame(width: 2000).id("content") }.id("scroll")
      .environment(\.layoutDirection, .rightToLeft)
    let result = safeAreaLayout(view, device: .iPhoneLandscape)
    // As left to right, 47 on each side: 844 wide from x = 0.
    expectFrame(result.frame(id: "scroll"), box(0, 0, 844, 369))
    // The content starts at the leading edge, the right one: it ends at the right safe
    // boundary, 844 − 47 = 797, so it starts at 797 − 2000 = −1203.
    expectFrame(result.frame(id: "content"), box(-1203, 0, 2000, 369))
  }

  @Test("A vertical scroll view in a landscape window does not grow across its axis (C-SA11)")
  func verticalInLandscapeKeepsItsWidth() {
    let result = safeAreaLayout(tallContent(), device: .iPhoneLandscape)
    // Proposed 750 × 369 at (47, 0). Top (0) is at the window's edge: nothing to reach;
    // bottom (369) touches: it reaches 21, to 390. The sides touch too, but do not scroll.
    expectFrame(result.frame(id: "scroll"), box(47, 0, 750, 390))
    expectFrame(result.frame(id: "content"), box(47, 0, 750, 2000))
  }

  @Test("safeAreaPadding around a scroll view adds to the insets its content is inset by (C-SA11, C-SA10)")
  func safeAreaPaddingAround() {
    let result = safeAreaLayout(tallContent().safeAreaPadding(20))
    // The padding places the scroll view at (20, 67), 350 × 723. Its top (67) touches the
    // padding's boundary and reaches its outer edge (47), which touches the host's boundary
    // and reaches 0: 20 + 47 = 67. Its bottom (790): 20 to 810, then 34 to 844: 54. Along
    // the vertical axis only: 723 + 67 + 54 = 844 tall from y = 0, still 350 wide at x = 20.
    expectFrame(result.frame(id: "scroll"), box(20, 0, 350, 844))
    // The content starts 47 + 20 = 67 down.
    expectFrame(result.frame(id: "content"), box(20, 67, 350, 2000))
    // Largest offset: 2000 + 67 + 54 − 844 = 1277; the content ends at 844 − 54 = 790.
    let end = safeAreaLayout(tallContent(y: 9999).safeAreaPadding(20))
    expectFrame(end.frame(id: "content"), box(20, 67 - 1277, 350, 2000))
  }

  @Test("A scroll view that ignores the safe area itself starts its content at the window's edge (C-SA11, C-SA4)")
  func ignoringTheSafeArea() {
    let result = safeAreaLayout(tallContent().ignoresSafeArea())
    // ignoresSafeArea proposes it the whole window at (0, 0): no edge has anything left to
    // reach, so its content is not inset and starts at 0.
    expectFrame(result.frame(id: "scroll"), iPhoneWindow)
    expectFrame(result.frame(id: "content"), box(0, 0, 390, 2000))
  }

  @Test("A lazy stack in a scroll view under the bars builds the rows for the whole window (C-SA11, C-LS5)")
  func lazyRowsUnderTheBars() {
    // 100 rows of 50, 5,000 tall. The region shown is the grown frame, 844 tall, from 47
    // above the content's start: content y −47...797 at offset 0, widened by the 100-point
    // look-ahead to −147...897. Rows start every 50: rows 0 to 17 (17 × 50 = 850 < 897).
    // (Shown only the safe area, −100...863, the same rows: the look-ahead covers the bars at
    // the top.)
    let top = safeAreaLayout(lazyList(y: 0))
    #expect(builtRows(top) == Array(0...17))
    expectFrame(top.frame(id: "scroll"), iPhoneWindow)
    expectFrame(top.frame(id: "stack"), box(0, 47, 390, 5000))
    // Offset 1,000: shown 953...1797, widened to 853...1897. The window starts at the row
    // holding 853, row 17 (850), and runs while rows start before 1897: rows 17 to 37
    // (1850). Row 0 is always built. Shown only the safe area (1000...1763, widened to
    // 900...1863) it would start at row 18.
    let scrolled = safeAreaLayout(lazyList(y: 1000))
    #expect(builtRows(scrolled) == [0] + Array(17...37))
    let rows = scrolled.view(id: "stack")?.children ?? []
    // Row 17 at content 850: 47 − 1000 + 850 = −103, under the status bar.
    #expect(rows.dropFirst().first?.frame == box(0, -103, 390, 50))
    // The largest offset, 5000 + 81 − 844 = 4237: shown 4190...5034, widened 4090...5134:
    // rows 81 (4050) to 99. The stack ends at 47 − 4237 + 5000 = 810.
    let end = safeAreaLayout(lazyList(y: 9999))
    #expect(builtRows(end) == [0] + Array(81...99))
    expectFrame(end.frame(id: "stack"), box(0, 47 - 4237, 390, 5000))
  }

  @Test("A pinned header stays below the status bar, at the top of the safe area, not of the window (C-SA11, C-LS9)")
  func pinnedHeaderBelowTheBar() {
    let view = ScrollView {
      LazyVStack(spacing: 0, pinnedViews: .sectionHeaders) {
        ForEach(0..<3) { section in
          Section(header: Color.blue.frame(height: 40).id("h\(section)")) {
            ForEach(0..<10) { _ in Color.red.frame(height: 50) }
          }
        }
      }
    }
    .scrollPosition(.constant(ScrollPosition(y: 100)))
    let result = safeAreaLayout(view)
    // Sections of 40 + 10 × 50 = 540. Scrolled by 100 the content starts at 47 − 100 = −53.
    // The region shown runs from 100 − 47 = 53 in the content, but its safe part from 100:
    // h0 (at 0) is pinned at 100, on screen at −53 + 100 = 47, just below the status bar.
    #expect(result.frame(id: "h0")?.minY == 47)
    // h1 at 540 is below: it stays, on screen at −53 + 540 = 487.
    #expect(result.frame(id: "h1")?.minY == 487)
  }

  @Test("Laid out warm, a scroll view under the bars and its lazy rows are where a cold layout puts them (C-SA11)")
  func coldAndWarm() {
    let insets = DevicePreset.iPhone.safeAreaInsets
    let window = CGSize(width: 390, height: 844)
    for policy in [MeasurementCachePolicy.swiftUI, .none, .unbounded] {
      // The frames of fillsTheWindow, safeAreaPaddingAround and lazyRowsUnderTheBars, first
      // laid out in a 300 × 500 window with the same insets.
      expectColdAndWarm(
        tallContent(y: 100), in: window, after: CGSize(width: 300, height: 500), insets: insets, policy: policy,
        ["scroll": iPhoneWindow, "content": box(0, -53, 390, 2000)])
      expectColdAndWarm(
        tallContent().safeAreaPadding(20), in: window, after: CGSize(width: 300, height: 500), insets: insets,
        policy: policy, ["scroll": box(20, 0, 350, 844), "content": box(20, 67, 350, 2000)])
      // Row 17 of the list scrolled to 1,000 is at −103 (see lazyRowsUnderTheBars).
      expectColdAndWarm(
        lazyList(y: 1000), in: window, after: CGSize(width: 300, height: 500), insets: insets, policy: policy,
        ["scroll": iPhoneWindow, "stack": box(0, -953, 390, 5000), "row17": box(0, -103, 390, 50)])
    }
  }

  @Test("Its explanation says where it was placed and the frame it reached (C-SA11)")
  func explanation() throws {
    let host = ViewHost(rootView: tallContent(), device: .iPhone)
    host.tracing = true
    let explanation = try #require(host.layout(on: .iPhone).explain(id: "scroll"))
    // Placed in the safe area, (0, 47) 390 × 763; its frame reaches the window, 390 × 844.
    #expect(explanation.placement?.frame == box(0, 47, 390, 763))
    #expect(explanation.reachedFrame == iPhoneWindow)
    #expect(explanation.description.contains("its frame is [0 0 390 844]"))
    // Its content reached nothing: no such sentence.
    let content = try #require(host.layout(on: .iPhone).explain(id: "content"))
    #expect(content.reachedFrame == nil)
  }

  @Test("Rows are built again when the safe area changes and the scroll view's frame does not (C-SA11)")
  func insetsChange() {
    let host = ViewHost(rootView: lazyList(y: 1000).padding(.bottom, 0), device: .iPhone)
    #expect(builtRows(host.layout(on: .iPhone)) == [0] + Array(17...37))
    // No insets: the scroll view is the window, 844 tall from 0, and reaches nothing. Shown
    // 1000...1844, widened to 900...1944: rows 18 to 38 (1900).
    host.safeAreaInsets = EdgeInsets()
    let bare = host.layout(in: CGSize(width: 390, height: 844))
    #expect(builtRows(bare) == [0] + Array(18...38))
    expectFrame(bare.frame(id: "scroll"), iPhoneWindow)
  }
}

@Suite("What the content of a scroll view under the bars sees of the safe area")
struct ScrollViewContentSafeAreaTests {
  /// The insets a reader 100 tall at the top of a scroll view's content saw, on `device`.
  private func readerInsets(device: DevicePreset = .iPhone, y: CGFloat = 0) -> EdgeInsets? {
    let log = GeometryLog<EdgeInsets>()
    _ = safeAreaLayout(
      ScrollView {
        GeometryReader { proxy in
          let _ = log.record(proxy.safeAreaInsets)
          Color.clear
        }
        .frame(height: 100)
        Color.blue.frame(height: 2000)
      }
      .scrollPosition(.constant(ScrollPosition(y: y))),
      device: device)
    return log.last
  }

  @Test(
    "ASSUMPTION (unverified): a reader in the content reads no inset along the scroll axis, the scroll view having turned it into margins (C-SA11)"
  )
  func readerReadsNothingAlongTheAxis() {
    // The reader is at (0, 47), 390 × 100: on the safe boundary at the top, where a reader
    // outside a scroll view reads 47 (C-SA7). The content's safe area is its own along the
    // scroll axis: 0.
    #expect(readerInsets() == EdgeInsets())
    // Scrolled by 30, the reader (at 17) is under the status bar: still 0.
    #expect(readerInsets(y: 30) == EdgeInsets())
  }

  @Test(
    "ASSUMPTION (unverified): across the scroll axis the content keeps the safe area around the scroll view (C-SA11)")
  func readerKeepsTheSideInsets() {
    // Landscape: the vertical scroll view is at (47, 0), 750 wide; its content's sides touch
    // the boundary, 47 from each window edge. The top of the window is 0 already; the
    // bottom is the scroll axis: consumed.
    #expect(readerInsets(device: .iPhoneLandscape) == EdgeInsets(top: 0, leading: 47, bottom: 0, trailing: 47))
  }

  @Test("The content's safe area ends with the scroll view: a reader beside it still reads the bars (C-SA11)")
  func siblingKeepsTheSafeArea() {
    let log = GeometryLog<EdgeInsets>()
    let result = safeAreaLayout(
      HStack(spacing: 0) {
        ScrollView { Text("Hello").id("text") }.id("scroll")
        GeometryReader { proxy in
          let _ = log.record(proxy.safeAreaInsets)
          Color.clear
        }
      })
    // Both are 763 tall from y = 47. The scroll view, as wide as its text (5 × 8.5 = 42.5),
    // reaches the window: 844 tall from 0.
    expectFrame(result.frame(id: "scroll"), box(0, 0, 42.5, 844))
    // The reader beside it touches both bars and reads them: the scroll view's content safe
    // area does not leak to it.
    #expect(log.last == EdgeInsets(top: 47, bottom: 34))
  }

  @Test("A parent asking a scroll view for a baseline rehearses its placement, which grows nothing (C-SA11)")
  func guideRehearsal() {
    let result = safeAreaLayout(
      HStack(alignment: .firstTextBaseline, spacing: 0) {
        ScrollView { Text("Hello").id("text") }.id("scroll")
        Text("World").id("world")
      })
    // The stack asks the scroll view for its first baseline: its text's, at the top of its
    // content. Both texts' baselines are as far from their tops, so the scroll view (763 tall)
    // and "World" both start at y = 47; the scroll view then reaches the window. The stack,
    // 42.5 + 42.5 = 85 wide, is centred: x = (390 − 85) / 2 = 152.5.
    expectFrame(result.frame(id: "scroll"), box(152.5, 0, 42.5, 844))
    #expect(result.frame(id: "text")?.minY == 47)
    #expect(result.frame(id: "world")?.minY == 47)
  }

  @Test("The scroll view's coordinate space is the region it shows, the window: its content's top is 47 down (C-SA11)")
  func scrollViewSpace() {
    let log = GeometryLog<CGRect>()
    _ = safeAreaLayout(
      ScrollView {
        GeometryReader { proxy in
          let _ = log.record(proxy.frame(in: .scrollView))
          Color.clear
        }
        .frame(height: 100)
      })
    // The scroll view's frame is the window (0, 0); the reader, at the content's top, is at
    // (0, 47) globally: 47 down in the scroll view's space.
    #expect(log.last == box(0, 47, 390, 100))
  }

  @Test(
    "ASSUMPTION (unverified): a view in the content that ignores the safe area does not reach under the bars (C-SA11)")
  func ignoringInsideTheContent() {
    let result = safeAreaLayout(
      ScrollView {
        Color.red.frame(height: 100).id("header").ignoresSafeArea()
        Color.blue.frame(height: 2000)
      })
    // The header at the content's top, (0, 47) 390 × 100, touches the boundary, but its
    // safe area ends at its own frame along the scroll axis: it stays.
    expectFrame(result.frame(id: "header"), box(0, 47, 390, 100))
  }
}
