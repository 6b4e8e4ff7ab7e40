import Foundation
import LayoutLab
import Testing

// Custom layouts that break SwiftUI's `Layout` contract, each in one way. The engine must not
// crash on any of them; it reports a diagnostic naming the layout's type and falls back to a
// documented value.

/// Places every subview at the top leading corner of `bounds`, at its ideal size: the
/// well-behaved half the broken layouts below share.
private func placeAtOrigin(_ subviews: LayoutSubviews, in bounds: CGRect) {
  for subview in subviews {
    subview.place(at: bounds.origin, anchor: .topLeading, proposal: .unspecified)
  }
}

/// Answers NaN for its size.
private struct NaNLayout: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    CGSize(width: CGFloat.nan, height: CGFloat.nan)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    placeAtOrigin(subviews, in: bounds)
  }
}

/// Answers infinity for its size, whatever it is proposed.
private struct InfinityLayout: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    CGSize(width: CGFloat.infinity, height: CGFloat.infinity)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    placeAtOrigin(subviews, in: bounds)
  }
}

/// Answers a negative size.
private struct NegativeSizeLayout: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    CGSize(width: -10, height: -20)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    placeAtOrigin(subviews, in: bounds)
  }
}

/// Places its subviews while measuring, from `sizeThatFits`, 500 points away; then places them
/// properly in `placeSubviews`.
private struct EagerPlacementLayout: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    for subview in subviews {
      subview.place(at: CGPoint(x: 500, y: 500), proposal: .unspecified)
    }
    return CGSize(width: 100, height: 100)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    placeAtOrigin(subviews, in: bounds)
  }
}

/// Places its first subview at a NaN x, the others at the origin.
private struct NaNPlacementLayout: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    CGSize(width: 100, height: 100)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    for (index, subview) in subviews.enumerated() {
      let x = index == 0 ? CGFloat.nan : bounds.minX
      subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
    }
  }
}

/// Never places its subviews.
private struct NeverPlacingLayout: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    CGSize(width: 100, height: 100)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

/// Places each subview twice: at the origin, then 10 right and 20 down.
private struct TwicePlacingLayout: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    CGSize(width: 100, height: 100)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    for subview in subviews {
      subview.place(at: bounds.origin, proposal: .unspecified)
      subview.place(at: CGPoint(x: bounds.minX + 10, y: bounds.minY + 20), proposal: .unspecified)
    }
  }
}

/// Reports whether its subview's answer to the infinite proposal was infinite: 1 wide if so,
/// 2 wide if not. The maximum-size probe of L5, made visible.
private struct MaximumProbeLayout: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let maximum = subviews.first?.sizeThatFits(.infinity) ?? .zero
    return CGSize(width: maximum.width.isInfinite ? 1 : 2, height: 1)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    subviews.first?.place(at: bounds.origin, proposal: ProposedViewSize(bounds.size))
  }
}

/// Each broken layout is hosted alone in 390 x 844 around `Text("Hi")` (2 x 8.5 = 17 by 20.4).
@Suite("Custom layouts that break the contract get a diagnostic and a fallback, never a crash")
struct MisbehavingLayoutTests {
  private let screen = CGSize(width: 390, height: 844)

  private func diagnostic(_ kind: LayoutDiagnostic.Kind, _ result: LayoutResult) -> LayoutDiagnostic? {
    result.diagnostics.first { $0.kind == kind }
  }

  @Test("A NaN size becomes zero, and the diagnostic names the layout")
  func nanSize() throws {
    let result = ViewHost(rootView: NaNLayout { Text("Hi").id("hi") }).layout(in: screen)
    let report = try #require(diagnostic(.invalidSize, result))
    #expect(report.message.contains("NaNLayout"))
    #expect(report.message.contains("(nan, nan)"))
    #expect(report.message.contains("using (0, 0)"))
    // 0 x 0, centred in the screen: at (195, 422). The text is placed at the bounds' origin.
    #expect(result.views.first?.frame == CGRect(x: 195, y: 422, width: 0, height: 0))
    #expect(result.frame(id: "hi") == CGRect(x: 195, y: 422, width: 17, height: 20.4))
  }

  @Test("An infinite size for a concrete proposal becomes the proposal")
  func infiniteSize() throws {
    let result = ViewHost(rootView: InfinityLayout { Text("Hi").id("hi") }).layout(in: screen)
    let report = try #require(diagnostic(.invalidSize, result))
    #expect(report.message.contains("InfinityLayout"))
    #expect(report.message.contains("using (390, 844)"))
    #expect(result.views.first?.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
    #expect(result.frame(id: "hi") == CGRect(x: 0, y: 0, width: 17, height: 20.4))
  }

  @Test("An infinite size for an unspecified proposal becomes zero")
  func infiniteIdealSize() throws {
    let result = ViewHost(rootView: InfinityLayout { Text("Hi") }.fixedSize()).layout(in: screen)
    let report = try #require(diagnostic(.invalidSize, result))
    #expect(report.message.contains("InfinityLayout"))
    #expect(report.message.contains("for proposal (nil, nil)"))
    #expect(result.views.first?.frame == CGRect(x: 195, y: 422, width: 0, height: 0))
  }

  @Test("An infinite size for an infinite proposal is legal: the maximum-size probe")
  func infiniteForInfinite() {
    let result = ViewHost(rootView: MaximumProbeLayout { InfinityLayout { Text("Hi") } }).layout(in: screen)
    // L5: `.infinity` asks for the maximum size, and infinity is a valid answer to it.
    #expect(result.views.first?.frame.width == 1)
    // The one invalid size is from placing, where the probe proposes its own 1 x 1: the engine
    // reports once per view and kind, so an earlier report for (inf, inf) would have hidden it.
    let reports = result.diagnostics.filter { $0.kind == .invalidSize }
    #expect(reports.count == 1)
    #expect(reports.first?.message.contains("for proposal (1, 1)") == true)
  }

  @Test("A negative size becomes zero")
  func negativeSize() throws {
    let result = ViewHost(rootView: NegativeSizeLayout { Text("Hi") }).layout(in: screen)
    let report = try #require(diagnostic(.invalidSize, result))
    #expect(report.message.contains("NegativeSizeLayout"))
    #expect(report.message.contains("(-10, -20)"))
    #expect(report.message.contains("using (0, 0)"))
    #expect(result.views.first?.frame == CGRect(x: 195, y: 422, width: 0, height: 0))
  }

  @Test("place called from sizeThatFits is ignored; placeSubviews decides")
  func placementWhileMeasuring() throws {
    let result = ViewHost(rootView: EagerPlacementLayout { Text("Hi").id("hi") }).layout(in: screen)
    let report = try #require(diagnostic(.placementOutsidePlaceSubviews, result))
    #expect(report.message.contains("EagerPlacementLayout"))
    // L8: only placeSubviews places. The layout is 100 x 100 at (145, 372); the text goes to
    // its origin, not to (500, 500).
    #expect(result.frame(id: "hi") == CGRect(x: 145, y: 372, width: 17, height: 20.4))
  }

  @Test("A subview placed at NaN is centred with the container's proposal instead")
  func nanPlacement() throws {
    let result = ViewHost(
      rootView: NaNPlacementLayout {
        Text("Hi").id("hi")
        Text("Yo").id("yo")
      }
    ).layout(in: screen)
    let report = try #require(diagnostic(.invalidPlacement, result))
    #expect(report.message.contains("NaNPlacementLayout"))
    #expect(report.message.contains("(nan, 372)"))
    // Treated as never placed (L7): sized for the container's proposal (390, 844), which
    // still gives 17 x 20.4, and centred on the bounds' centre (195, 422).
    let hi = try #require(result.view(id: "hi"))
    #expect(hi.frame == CGRect(x: 186.5, y: 411.8, width: 17, height: 20.4))
    #expect(hi.proposal == ProposedViewSize(width: 390, height: 844))
    #expect(result.frame(id: "yo") == CGRect(x: 145, y: 372, width: 17, height: 20.4))
  }

  @Test(
    "An invalid placement stays with its container: the next container placed in the same slots still reports its unplaced subview"
  )
  func invalidPlacementIsNotCarriedOver() throws {
    let result = ViewHost(
      rootView: VStack(spacing: 0) {
        NaNPlacementLayout { Text("Hi").id("hi") }
        NeverPlacingLayout { Text("Yo").id("yo") }
      }
    ).layout(in: screen)
    // The stack is 100 x 200, centred in 390 x 844 at (145, 322): the layouts are 100 x 100 at
    // (145, 322) and (145, 422). Both texts are 17 x 20.4, centred in their layout (L7): on
    // (195, 372) and (195, 472), so at (186.5, 361.8) and (186.5, 461.8).
    #expect(result.frame(id: "hi") == CGRect(x: 186.5, y: 361.8, width: 17, height: 20.4))
    #expect(result.frame(id: "yo") == CGRect(x: 186.5, y: 461.8, width: 17, height: 20.4))
    // The NaN placement is reported once, as invalid, not again as unplaced; the second
    // layout's subview takes the same placement slot and is reported as never placed.
    let unplaced = result.diagnostics.filter { $0.kind == .unplacedSubview }
    #expect(result.diagnostics.filter { $0.kind == .invalidPlacement }.count == 1)
    #expect(unplaced.count == 1)
    #expect(unplaced.first?.message.contains("NeverPlacingLayout did not place subview 0") == true)
  }

  @Test("A subview never placed is centred in the container with the container's proposal")
  func neverPlaced() throws {
    let result = ViewHost(
      rootView: NeverPlacingLayout {
        Color.red.id("red")
        Text("Hi").id("hi")
      }
    ).layout(in: screen)
    // L7: "appears at the center of its layout container and uses the layout container's size
    // proposal". The container is 100 x 100 at (145, 372), centre (195, 422), proposed 390 x 844:
    // the colour takes 390 x 844 (larger than its container), the text 17 x 20.4.
    #expect(result.views.first?.frame == CGRect(x: 145, y: 372, width: 100, height: 100))
    #expect(result.frame(id: "red") == CGRect(x: 0, y: 0, width: 390, height: 844))
    #expect(result.frame(id: "hi") == CGRect(x: 186.5, y: 411.8, width: 17, height: 20.4))
  }

  @Test("A subview placed twice keeps the last placement")
  func placedTwice() throws {
    let result = ViewHost(rootView: TwicePlacingLayout { Text("Hi").id("hi") }).layout(in: screen)
    // L7: the last call wins: 10 right and 20 down from the container's origin (145, 372).
    let hi = try #require(result.view(id: "hi"))
    #expect(hi.frame == CGRect(x: 155, y: 392, width: 17, height: 20.4))
    #expect(hi.counters.placements == 1)
  }
}
