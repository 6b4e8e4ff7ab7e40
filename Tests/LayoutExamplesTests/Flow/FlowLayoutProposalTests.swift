import Foundation
import LayoutChecker
import LayoutExamples
import LayoutLab
import LayoutTestSupport
import Testing

/// Forwards to a `FlowLayout` but places with an unspecified proposal in whatever bounds it
/// gets, as SwiftUI does for a flow under `.frame(maxHeight:)` in a `ScrollView`
/// (layout rule FL2, SwiftUI-Flow PR #44).
private struct FlowUnspecifiedPlacement: Layout {
  var flow: FlowLayout

  func makeCache(subviews: Subviews) -> FlowLayout.Cache { flow.makeCache(subviews: subviews) }
  func updateCache(_ cache: inout FlowLayout.Cache, subviews: Subviews) {
    flow.updateCache(&cache, subviews: subviews)
  }
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout FlowLayout.Cache) -> CGSize {
    flow.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
  }
  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout FlowLayout.Cache) {
    flow.placeSubviews(in: bounds, proposal: .unspecified, subviews: subviews, cache: &cache)
  }
}

/// Forwards to a `FlowLayout`, but first asks it about other widths before every call, so that
/// a cache that forgot which width it was made for would hand the wrong lines to
/// `placeSubviews` (the stale-cache bug of layout rule FL3).
private struct FlowOtherWidthsFirst: Layout {
  var flow: FlowLayout
  var otherWidths: [CGFloat]

  func makeCache(subviews: Subviews) -> FlowLayout.Cache { flow.makeCache(subviews: subviews) }
  func updateCache(_ cache: inout FlowLayout.Cache, subviews: Subviews) {
    flow.updateCache(&cache, subviews: subviews)
  }
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout FlowLayout.Cache) -> CGSize {
    askOthers(subviews, &cache)
    return flow.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
  }
  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout FlowLayout.Cache) {
    askOthers(subviews, &cache)
    flow.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
  }
  private func askOthers(_ subviews: Subviews, _ cache: inout FlowLayout.Cache) {
    for width in otherWidths {
      _ = flow.sizeThatFits(proposal: ProposedViewSize(width: width, height: nil), subviews: subviews, cache: &cache)
    }
  }
}

/// `FlowLayout` under the special proposals, placement with an unspecified proposal, a cache
/// that must not leak between widths, and right-to-left hosts.
@Suite("FlowLayout proposals, bounds, cache keys and layout direction")
struct FlowLayoutProposalTests {
  private typealias T = FlowTestSupport

  /// One of F1's 30 × 20 items.
  private static func box() -> some View { Color.red.frame(width: 30, height: 20) }
  /// F1's frames: width 100, spacing 5, line spacing 10.
  private static let framesAt100 = [
    CGRect(x: 0, y: 0, width: 30, height: 20), CGRect(x: 35, y: 0, width: 30, height: 20),
    CGRect(x: 70, y: 0, width: 30, height: 20), CGRect(x: 0, y: 30, width: 30, height: 20),
  ]

  @Test("F20: .unspecified and .infinity give one line of ideal sizes; .zero one item a line; all finite")
  func specialProposals() throws {
    let report = LayoutContractChecker.check(
      FlowLayout(itemSpacing: 5, lineSpacing: 10), subviews: (0..<4).map { _ in Self.box() },
      proposals: [.zero, .unspecified, .infinity])
    #expect(report.isEmpty, "\(report)")
    // Unspecified or infinite width: nothing limits the line: 4 × 30 + 3 × 5 = 135 × 20, at x 0,
    // 35, 70, 105. Zero width: each item alone: 30 wide, 4 × 20 + 3 × 10 = 110 tall, y 0, 30, 60, 90.
    let oneLine = (0..<4).map { CGRect(x: CGFloat($0) * 35, y: 0, width: 30, height: 20) }
    for proposal in [ProposedViewSize.unspecified, .infinity] {
      let outcome = try #require(report.outcome(for: proposal))
      #expect(outcome.size == CGSize(width: 135, height: 20))
      expectFrames(outcome.frames.compactMap { $0 }, oneLine)
    }
    let zero = try #require(report.outcome(for: .zero))
    #expect(zero.size == CGSize(width: 30, height: 110))
    expectFrames(
      zero.frames.compactMap { $0 }, (0..<4).map { CGRect(x: 0, y: CGFloat($0) * 30, width: 30, height: 20) })
  }

  @Test("F44: a NaN proposed width counts as unspecified and a negative one as 0")
  func badProposals() throws {
    let nan = ProposedViewSize(width: .nan, height: nil)
    let negative = ProposedViewSize(width: -50, height: 100)
    let report = LayoutContractChecker.check(
      FlowLayout(itemSpacing: 5, lineSpacing: 10), subviews: (0..<4).map { _ in Self.box() },
      proposals: [nan, negative])
    #expect(report.errors.isEmpty, "\(report)")
    // As F20: NaN like .unspecified, one line 135 × 20; −50 like 0, one item a line, 30 × 110.
    #expect(report.outcomes.map(\.size) == [CGSize(width: 135, height: 20), CGSize(width: 30, height: 110)])
  }

  @Test("F21: text under the special proposals: ideal on one line, or one character a line at width 0")
  func specialProposalsWithText() throws {
    let report = LayoutContractChecker.check(
      FlowLayout(itemSpacing: 5, lineSpacing: 10), proposals: [.zero, .unspecified, .infinity]
    ) {
      Text("hello")
      Color.red.frame(width: 30, height: 20)
    }
    #expect(report.isEmpty, "\(report)")
    // Ideal: "hello" 42.5 × 20.4 and the box at 42.5 + 5 = 47.5, centred in the 20.4-tall line
    // (the default item alignment): y (20.4 − 20) / 2 = 0.2. Size 77.5 × 20.4.
    for proposal in [ProposedViewSize.unspecified, .infinity] {
      let outcome = try #require(report.outcome(for: proposal))
      expectSize(outcome.size, CGSize(width: 77.5, height: 20.4))
      expectFrames(
        outcome.frames.compactMap { $0 },
        [
          CGRect(x: 0, y: 0, width: 42.5, height: 20.4), CGRect(x: 47.5, y: 0.2, width: 30, height: 20),
        ])
    }
    // Width 0: "hello" is asked for (0, nil): at least one character a line, 5 lines: 8.5 × 102.
    // The box starts line 2 at 102 + 10 = 112. Size 30 × 132.
    let zero = try #require(report.outcome(for: .zero))
    expectSize(zero.size, CGSize(width: 30, height: 132))
    expectFrames(
      zero.frames.compactMap { $0 },
      [
        CGRect(x: 0, y: 0, width: 8.5, height: 102), CGRect(x: 0, y: 112, width: 30, height: 20),
      ])
  }

  @Test("F22: forced breaks still break when the width is unspecified")
  func forcedBreakUnspecified() throws {
    let report = LayoutContractChecker.check(FlowLayout(itemSpacing: 5, lineSpacing: 10), proposals: [.unspecified]) {
      Color.red.frame(width: 30, height: 20)
      Color.red.frame(width: 30, height: 20).flowLineBreak()
      Color.red.frame(width: 30, height: 20)
    }
    #expect(report.isEmpty, "\(report)")
    // Line 1: the first; line 2: the second (break) and third at 35. Size 65 × 50.
    let outcome = try #require(report.outcome(for: .unspecified))
    #expect(outcome.size == CGSize(width: 65, height: 50))
    expectOrigins(outcome.frames.compactMap { $0 }, [CGPoint(x: 0, y: 0), CGPoint(x: 0, y: 30), CGPoint(x: 35, y: 30)])
  }

  @Test(
    "F23: placed with an unspecified proposal, the flow breaks its lines at the bounds' width",
    arguments: [true, false])
  func unspecifiedPlacementUsesBounds(cached: Bool) throws {
    let flow = FlowLayout(itemSpacing: 5, lineSpacing: 10, cached: cached)
    let host = ViewHost(rootView: FlowUnspecifiedPlacement(flow: flow) { ForEach(0..<4) { _ in Self.box() } })
    let laid = try T.laid(host.layout(in: CGSize(width: 100, height: 1000)))
    // Sized for width 100: 100 × 50. Placed with proposal nil in bounds 100 wide: lines break at
    // 100, so F1's frames; breaking at the (absent) proposal would put all four on one line.
    #expect(laid.size == CGSize(width: 100, height: 50))
    expectFrames(laid.frames, Self.framesAt100)
  }

  @Test(
    "F24: an arrangement is never reused for another width, however many widths come between", arguments: [true, false])
  func cacheKeyedByWidth(cached: Bool) throws {
    let flow = FlowLayout(itemSpacing: 5, lineSpacing: 10, cached: cached)
    for others: [CGFloat] in [[1000], [1000, 50, 70, 20, 0, 500]] {
      let host = ViewHost(
        rootView: FlowOtherWidthsFirst(flow: flow, otherWidths: others) {
          ForEach(0..<4) { _ in Self.box() }
        })
      let laid = try T.laid(host.layout(in: CGSize(width: 100, height: 1000)))
      // Whatever was asked before, width 100 gives F1's size and frames.
      #expect(laid.size == CGSize(width: 100, height: 50))
      expectFrames(laid.frames, Self.framesAt100)
    }
  }

  @Test("F25: one host laid out at 100, 200 and 100 again gives each width's own frames")
  func relayoutAtOtherWidths() throws {
    let host = ViewHost(rootView: FlowLayout(itemSpacing: 5, lineSpacing: 10) { ForEach(0..<4) { _ in Self.box() } })
    // At 200 all four fit on one line (135 wide): x 0, 35, 70, 105.
    let oneLine = (0..<4).map { CGRect(x: CGFloat($0) * 35, y: 0, width: 30, height: 20) }
    for (width, frames, size) in [
      (100.0, Self.framesAt100, CGSize(width: 100, height: 50)), (200, oneLine, CGSize(width: 135, height: 20)),
      (100, Self.framesAt100, CGSize(width: 100, height: 50)),
    ] {
      let laid = try T.laid(host.layout(in: CGSize(width: width, height: 1000)))
      #expect(laid.size == size)
      expectFrames(laid.frames, frames)
    }
  }

  @Test(
    "F26: under right to left the host mirrors the flow: leading lines start at the right",
    arguments: [(FlowLayout.LineAlignment.leading, 70.0), (.trailing, 0)])
  func rightToLeft(alignment: FlowLayout.LineAlignment, lastX: CGFloat) throws {
    var environment = EnvironmentValues()
    environment.layoutDirection = .rightToLeft
    let laid = try T.layOut(
      FlowLayout(alignment: alignment, itemSpacing: 5, lineSpacing: 10), width: 100, environment: environment
    ) {
      ForEach(0..<4) { _ in Color.red.frame(width: 30, height: 20) }
    }
    // Left to right (F1): x 0, 35, 70 on line 1; line 2's item at 0 (leading) or 70 (trailing).
    // Mirrored in the 100-wide flow, x' = 100 − x − 30: 70, 35, 0; line 2 at 70 or 0.
    expectOrigins(
      laid.frames, [CGPoint(x: 70, y: 0), CGPoint(x: 35, y: 0), CGPoint(x: 0, y: 0), CGPoint(x: lastX, y: 30)])
    #expect(laid.size == CGSize(width: 100, height: 50))
  }
}
