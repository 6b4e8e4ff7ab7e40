import Foundation
import LayoutExamples
import LayoutLab
import LayoutTestSupport
import Testing

/// Measures with one flow and then sizes and places with another, through one cache: a cache
/// that kept the first flow's measurements would give the second flow wrong guides.
private struct FlowSharedCache: Layout {
  var first: FlowLayout
  var second: FlowLayout

  func makeCache(subviews: Subviews) -> FlowLayout.Cache { first.makeCache(subviews: subviews) }
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout FlowLayout.Cache) -> CGSize {
    _ = first.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    return second.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
  }
  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout FlowLayout.Cache) {
    _ = first.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    second.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
  }
}

/// What `FlowLayout`'s cache saves, counted: each subview's `sizeThatFits` calls (every ask,
/// hit or miss, counts: `NodeCounters.sizeThatFitsCalls`), with the cache and without it, and
/// proof that both give the same frames.
@Suite("FlowLayout cache")
struct FlowLayoutCacheTests {
  /// Four 30 × 20 boxes and a text too wide for a 100-wide line.
  private static func content() -> some View {
    Group {
      ForEach(0..<4) { _ in Color.red.frame(width: 30, height: 20) }
      Text("one two three four")
    }
  }

  private static func host(cached: Bool, policy: MeasurementCachePolicy) -> ViewHost<some View> {
    ViewHost(
      rootView: FlowLayout(itemSpacing: 5, lineSpacing: 10, cached: cached) { content() },
      measurementCachePolicy: policy)
  }

  @Test(
    "F29: the cache saves the second measurement in placeSubviews: 2 calls a box instead of 3, 3 for the wide text instead of 5",
    arguments: [MeasurementCachePolicy.swiftUI, .none])
  func countsPerSubview(policy: MeasurementCachePolicy) throws {
    let size = CGSize(width: 100, height: 1000)
    let cached = try FlowTestSupport.laid(Self.host(cached: true, policy: policy).layout(in: size))
    let uncached = try FlowTestSupport.laid(Self.host(cached: false, policy: policy).layout(in: size))
    // The host asks the flow once (100 × 1000), then places it.
    // Cached: sizeThatFits asks each box for its ideal size (1) and the text for its ideal
    // (153 > 100) and again for (100, nil) (2); placeSubviews finds the arrangement for width 100
    // in the cache and asks nothing; place(at:proposal:) measures each once more (1).
    // Boxes 1 + 1 = 2, the text 2 + 1 = 3: 11 in all.
    // Uncached: placeSubviews measures everything again first: boxes 1 + 1 + 1 = 3, the text
    // 2 + 2 + 1 = 5: 17 in all. The engine's measurement policy changes hits, not asks.
    #expect(cached.flow.children.map(\.counters.sizeThatFitsCalls) == [2, 2, 2, 2, 3])
    #expect(uncached.flow.children.map(\.counters.sizeThatFitsCalls) == [3, 3, 3, 3, 5])
    #expect(cached.frames == uncached.frames)
    #expect(cached.size == uncached.size)
  }

  @Test("F30: laying the same host out again at the same width asks each subview once, only to place it")
  func warmRelayout() throws {
    let host = Self.host(cached: true, policy: .swiftUI)
    let cold = try FlowTestSupport.laid(host.layout(in: CGSize(width: 100, height: 1000)))
    // A taller host proposes the flow a new height at the same width, and moves it: the host
    // lays out again (with nothing changed and the same size it would not lay out at all, see
    // ViewHost's "nothing changed" tests).
    let warm = try FlowTestSupport.laid(host.layout(in: CGSize(width: 100, height: 1200)))
    // The flow misses the engine's cache (a new proposal), but its own cache still holds the
    // arrangement for width 100, so its sizeThatFits asks no subview; only place(at:) asks:
    // 1 each.
    #expect(warm.flow.children.map(\.counters.sizeThatFitsCalls) == [1, 1, 1, 1, 1])
    #expect(warm.frames == cold.frames)
  }

  @Test("F31: cached and uncached flows give identical frames across widths, options and policies")
  func identicalFrames() throws {
    let layouts = [
      FlowLayout(spacing: 8), FlowLayout(alignment: .center, itemAlignment: .firstTextBaseline, spacing: nil),
      FlowLayout(alignment: .trailing, itemSpacing: 3, lineSpacing: 12, justified: true, maxLines: 3),
    ]
    for layout in layouts {
      var uncachedLayout = layout
      uncachedLayout.cached = false
      for width: CGFloat in [0, 45, 100, 390] {
        for policy in [MeasurementCachePolicy.swiftUI, .none, .unbounded] {
          let views = {
            Group {
              Text("alpha beta")
              Color.red.frame(width: 40, height: 30)
              Text("a much longer tag that wraps").font(.system(size: 12))
              Color.blue.frame(width: 25, height: 10).flowLineBreak()
              Text("gamma")
            }
          }
          let size = CGSize(width: width, height: 500)
          let a = try FlowTestSupport.laid(
            ViewHost(rootView: layout { views() }, measurementCachePolicy: policy).layout(in: size))
          let b = try FlowTestSupport.laid(
            ViewHost(rootView: uncachedLayout { views() }, measurementCachePolicy: policy).layout(in: size))
          #expect(a.frames == b.frames, "width \(width), \(policy)")
          #expect(a.size == b.size, "width \(width), \(policy)")
        }
      }
    }
  }

  @Test("F42: a cache made for other options is emptied before use, and a changed layout gets new frames")
  func optionsChange() throws {
    let top = FlowLayout(itemAlignment: .top, itemSpacing: 5, lineSpacing: 10)
    let bottom = FlowLayout(itemAlignment: .bottom, itemSpacing: 5, lineSpacing: 10)
    let items = {
      Group {
        Color.red.frame(width: 40, height: 20)
        Color.green.frame(width: 40, height: 40)
      }
    }
    // Bottom alignment (F4): guides 20 and 40, line guide 40: y 20 and 0.
    let shared = try FlowTestSupport.laid(
      ViewHost(rootView: FlowSharedCache(first: top, second: bottom) { items() }).layout(
        in: CGSize(width: 200, height: 500)))
    expectOrigins(shared.frames, [CGPoint(x: 0, y: 20), CGPoint(x: 45, y: 0)])
    // The same through the engine: a new layout value has the cache updated.
    let host = ViewHost(rootView: top { items() })
    let before = try FlowTestSupport.laid(host.layout(in: CGSize(width: 200, height: 500)))
    expectOrigins(before.frames, [CGPoint(x: 0, y: 0), CGPoint(x: 45, y: 0)])
    host.rootView = bottom { items() }
    let after = try FlowTestSupport.laid(host.layout(in: CGSize(width: 200, height: 500)))
    expectOrigins(after.frames, [CGPoint(x: 0, y: 20), CGPoint(x: 45, y: 0)])
  }
}
