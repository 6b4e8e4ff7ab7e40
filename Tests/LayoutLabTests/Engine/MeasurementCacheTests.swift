import Foundation
import LayoutLab
import Testing

/// A stack nested `depth` levels: each level is a stack holding a colour and the next level.
/// With `alternate`, levels switch between HStack and VStack.
struct NestedStacks: View {
  let depth: Int
  var alternate = false

  var body: some View {
    if depth == 0 {
      Color.red
    } else if !alternate || depth % 2 == 0 {
      HStack {
        Color.blue
        NestedStacks(depth: depth - 1, alternate: alternate)
      }
    } else {
      VStack {
        Color.green
        NestedStacks(depth: depth - 1, alternate: alternate)
      }
    }
  }
}

/// A view mixing every kind of sizing: text that wraps, flexible frames, padding, spacers.
private struct Mixed: View {
  var body: some View {
    VStack(alignment: .leading) {
      HStack(alignment: .firstTextBaseline) {
        Text("A title that wraps when narrow").font(.title)
        Spacer()
        Text("Detail").layoutPriority(1)
      }
      HStack(spacing: 0) {
        Color.red.frame(maxWidth: 100)
        Color.green.frame(minWidth: 100)
      }
      .frame(height: 40)
      ZStack(alignment: .bottomTrailing) {
        Color.gray.frame(width: 120, height: 60)
        Text("Badge").padding(4)
      }
      Text("Body text long enough to wrap across several lines at this width.").padding()
    }
  }
}

private func frames(_ result: LayoutResult) -> [CGRect] {
  var frames: [CGRect] = []
  result.forEachView { frames.append($0.frame) }
  return frames
}

@Suite("The measurement cache changes counts, never frames")
struct MeasurementCacheTests {
  let sizes = [CGSize(width: 390, height: 844), CGSize(width: 200, height: 300), CGSize(width: 1194, height: 834)]

  @Test("Frames are identical under every policy, cold or warm", arguments: MeasurementCachePolicy.allCases)
  func framesDoNotDependOnPolicy(policy: MeasurementCachePolicy) {
    for size in sizes {
      let reference = frames(ViewHost(rootView: Mixed(), measurementCachePolicy: .none).layout(in: size))
      let host = ViewHost(rootView: Mixed(), measurementCachePolicy: policy)
      let cold = host.layout(in: size)
      let warm = host.layout(in: size)
      #expect(frames(cold) == reference)
      #expect(frames(warm) == reference)
    }
  }

  @Test("Switching policy on a host keeps the frames")
  func switchingPolicy() {
    let host = ViewHost(rootView: Mixed())
    let before = frames(host.layout(in: sizes[0]))
    host.measurementCachePolicy = .none
    #expect(frames(host.layout(in: sizes[0])) == before)
    host.measurementCachePolicy = .unbounded
    #expect(frames(host.layout(in: sizes[0])) == before)
  }

  @Test("Every view is placed exactly once per layout")
  func onePlacementPerView() {
    let result = ViewHost(rootView: Mixed()).layout(in: sizes[0])
    result.forEachView { #expect($0.counters.placements == 1, "\($0.summary)") }
  }

  @Test("Hits plus misses are the calls, and the policy none never hits")
  func countersAddUp() {
    for policy in MeasurementCachePolicy.allCases {
      let result = ViewHost(rootView: Mixed(), measurementCachePolicy: policy).layout(in: sizes[0])
      let counters = result.counters
      #expect(counters.cacheHits + counters.cacheMisses == counters.sizeThatFitsCalls)
      if policy == .none { #expect(counters.cacheHits == 0) }
    }
  }

  @Test("A 30-deep nested stack costs sizeThatFits calls linear in depth under the SwiftUI-like policy")
  func nestedStackCostIsLinear() {
    func calls(_ depth: Int, _ policy: MeasurementCachePolicy) -> Int {
      ViewHost(rootView: NestedStacks(depth: depth), measurementCachePolicy: policy)
        .layout(in: CGSize(width: 390, height: 844)).counters.sizeThatFitsCalls
    }
    // Each level's HStack is asked six times: a minimum and a maximum probe from its parent, one
    // share for each of the three distinct proposals its parent receives (0, infinity and a
    // concrete width; the parent's ranges are cached per minor proposal), and its placement. Its
    // Color sibling is asked the same six. So each level adds 12 calls; the innermost Color and the
    // root make up the rest: 12 × depth − 3.
    let counts = (1...30).map { calls($0, .swiftUI) }
    for depth in 1...30 { #expect(counts[depth - 1] == 12 * depth - 3, "depth \(depth)") }
    // An unbounded cache cannot do better here: every distinct proposal is asked once already.
    #expect(calls(30, .unbounded) == counts[29])
    // Without a cache every repeated proposal reaches the layout again: quadratic growth.
    let uncached = [10, 20, 30].map { calls($0, .none) }
    #expect(uncached[2] - uncached[1] > uncached[1] - uncached[0])
    #expect(uncached[2] > counts[29])
  }

  @Test("Alternating HStack/VStack nesting thrashes the three-entry cache (semantics C3)")
  func alternatingNestingThrashes() {
    func misses(_ depth: Int, _ policy: MeasurementCachePolicy) -> Int {
      ViewHost(rootView: NestedStacks(depth: depth, alternate: true), measurementCachePolicy: policy)
        .layout(in: CGSize(width: 390, height: 844)).counters.cacheMisses
    }
    // Each level sees up to nine distinct proposals (three widths × three heights): an unbounded
    // cache measures each once, so its misses grow linearly; three entries cannot hold nine.
    let unbounded = [10, 20, 30].map { misses($0, .unbounded) }
    #expect(unbounded[2] - unbounded[1] <= unbounded[1] - unbounded[0])
    #expect(misses(20, .swiftUI) > 10 * unbounded[1])
  }
}
