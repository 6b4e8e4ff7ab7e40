import Foundation
import LayoutExamples
import LayoutLab
import Testing

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
    ViewHost(rootView: FlowLayout(itemSpacing: 5, lineSpacing: 10, cached: cached) { content() }, measurementCachePolicy: policy)
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
    let size = CGSize(width: 100, height: 1000)
    let cold = try FlowTestSupport.laid(host.layout(in: size))
    let warm = try FlowTestSupport.laid(host.layout(in: size))
    // Nothing changed: the engine answers the flow's size from its measurement cache, and the
    // flow's cache still holds the arrangement for width 100; only place(at:) asks: 1 each.
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
          let a = try FlowTestSupport.laid(ViewHost(rootView: layout { views() }, measurementCachePolicy: policy).layout(in: size))
          let b = try FlowTestSupport.laid(
            ViewHost(rootView: uncachedLayout { views() }, measurementCachePolicy: policy).layout(in: size))
          #expect(a.frames == b.frames, "width \(width), \(policy)")
          #expect(a.size == b.size, "width \(width), \(policy)")
        }
      }
    }
  }
}
