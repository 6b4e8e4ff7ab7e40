import Foundation
import LayoutLab
import Testing

// A layout that keeps the subviews it was given and uses them after the call that gave them
// returned (from a later call, between layouts, after its host is gone). Proxies belong to
// their call: each such use is ignored, answers zero or a default, and is reported; none
// reaches a container or an engine that may be gone.

/// Where `StashingLayout` keeps what it was given, for itself and for the test to read.
private final class SubviewStash: @unchecked Sendable {
  var subviews: LayoutSubviews?
  var dimensions: ViewDimensions?
}

/// 100 x 50; keeps its subviews and their dimensions while measuring, and places the kept
/// subviews (not the ones `placeSubviews` receives) at its origin.
private struct StashingLayout: Layout {
  let stash: SubviewStash

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    stash.subviews = subviews
    stash.dimensions = subviews.first?.dimensions(in: .unspecified)
    return CGSize(width: 100, height: 50)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    for subview in stash.subviews ?? subviews {
      subview.place(at: bounds.origin, anchor: .topLeading, proposal: .unspecified)
    }
  }
}

@Suite("Subviews kept past their layout call are reported and ignored, never followed")
struct EscapedSubviewsTests {
  private let screen = CGSize(width: 390, height: 844)

  /// A 20 x 10 colour whose leading guide is 3, in a `StashingLayout`.
  private func content(_ stash: SubviewStash) -> some View {
    StashingLayout(stash: stash) {
      Color.red.frame(width: 20, height: 10).alignmentGuide(.leading) { _ in 3 }.id("leaf")
    }
  }

  @Test("place on a subview kept from sizeThatFits is ignored with a diagnostic; the subview is centred as unplaced")
  func placeFromAnEarlierCall() throws {
    let stash = SubviewStash()
    let result = ViewHost(rootView: content(stash)).layout(in: screen)
    let late = try #require(result.diagnostics.first { $0.kind == .subviewUsedAfterCall })
    #expect(late.message.contains("StashingLayout used place(at:anchor:proposal:) on a subview after the layout call"))
    #expect(result.diagnostics.contains { $0.kind == .unplacedSubview })
    // The layout is 100 x 50, centred in 390 x 844 at (145, 397). Its subview was never
    // placed, so it is centred in the layout's bounds: (195 - 10, 422 - 5) = (185, 417).
    #expect(result.frame(id: "leaf") == CGRect(x: 185, y: 417, width: 20, height: 10))
  }

  @Test("Between layouts a kept subview answers zero and defaults, and the next layout reports each use")
  func useBetweenLayouts() throws {
    let stash = SubviewStash()
    let host = ViewHost(rootView: content(stash))
    _ = host.layout(in: screen)
    let subviews = try #require(stash.subviews)
    // Measured in its call, the colour is 20 x 10 with the leading guide at 3.
    let dimensions = try #require(stash.dimensions)
    #expect(dimensions.width == 20 && dimensions.height == 10)
    // After the call: zero, and the leading guide's default (0) instead of the explicit 3.
    #expect(subviews[0].sizeThatFits(.unspecified) == .zero)
    #expect(dimensions[HorizontalAlignment.leading] == 0)
    let next = host.layout(in: CGSize(width: 300, height: 300))
    let messages = next.diagnostics.filter { $0.kind == .subviewUsedAfterCall }.map(\.message)
    #expect(messages.contains { $0.contains("used sizeThatFits on a subview") })
    #expect(messages.contains { $0.contains("used an alignment guide of its dimensions on a subview") })
  }

  @Test("After the host is gone a kept subview answers zero and defaults without touching the freed tree")
  func useAfterTheHostIsGone() throws {
    let stash = SubviewStash()
    var host = Optional(ViewHost(rootView: content(stash)))
    _ = host?.layout(in: screen)
    host = nil
    let subviews = try #require(stash.subviews)
    let subview = subviews[0]
    #expect(subview.sizeThatFits(ProposedViewSize(width: 50, height: 50)) == .zero)
    #expect(subview.dimensions(in: .unspecified).width == 0)
    #expect(subview.priority == 0)
    #expect(subview.spacing == ViewSpacing())
    subview.place(at: .zero, proposal: .unspecified)
    #expect(subviews.layoutDirection == .leftToRight)
    #expect(stash.dimensions?[HorizontalAlignment.leading] == 0)
    // Identity is still comparable: the proxy is the same subview as itself.
    #expect(subviews[0] == subview)
  }

  @Test("Dimensions a guide's computation kept answer its default after the host is gone, not the freed engine")
  func guideDimensionsAfterTheHostIsGone() throws {
    let stash = SubviewStash()
    var host = Optional(
      ViewHost(
        rootView: VStack(alignment: .trailing) {
          Color.red.frame(width: 20, height: 10)
            .alignmentGuide(.leading) { _ in 3 }
            .alignmentGuide(.trailing) { dimensions in
              stash.dimensions = dimensions
              return dimensions.width
            }
        }))
    _ = host?.layout(in: screen)
    // While the host lives, the kept dimensions read the explicit leading guide, 3.
    let dimensions = try #require(stash.dimensions)
    #expect(dimensions.width == 20)
    #expect(dimensions[HorizontalAlignment.leading] == 3)
    host = nil
    // The host is gone: the leading guide's default, 0.
    #expect(dimensions[HorizontalAlignment.leading] == 0)
    #expect(dimensions.width == 20)
  }
}
