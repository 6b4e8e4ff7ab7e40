import Foundation
import LayoutLab
import Testing

/// A view with a knob for every kind of change an update can bring.
private struct Knobs: View {
  var title = "Title"
  var width: CGFloat = 80
  var priority: Double = 0
  var spacing: CGFloat? = nil
  var font: Font = .body
  var showsBadge = true
  var items = ["a", "bb", "ccc"]
  var padding: CGFloat = 8

  var body: some View {
    VStack(alignment: .leading, spacing: spacing) {
      HStack {
        Text(title).font(font)
        Spacer()
        Text("detail that can wrap").layoutPriority(priority)
      }
      HStack(spacing: spacing) {
        ForEach(items, id: \.self) { Text($0).padding(padding) }
        if showsBadge { Color.red.frame(width: width, height: 10) } else { Text("no badge") }
      }
      Row(label: title)
    }
  }
}

private struct Row: View {
  let label: String
  var body: some View { Text(label).frame(maxWidth: .infinity, alignment: .trailing) }
}

private func frames(_ result: LayoutResult) -> [String] {
  var frames: [String] = []
  result.forEachView { frames.append("\($0.summary) \($0.frame)") }
  return frames
}

@Suite("Incremental updates give the frames of a cold layout")
struct IncrementalUpdateTests {
  fileprivate static let variants: [Knobs] = [
    Knobs(),
    Knobs(title: "A much longer title"),
    Knobs(title: "A much longer title", width: 120),
    Knobs(title: "A much longer title", width: 120, priority: 1),
    Knobs(title: "Short", width: 120, priority: 1, spacing: 2),
    Knobs(title: "Short", width: 120, priority: 1, spacing: 2, font: .largeTitle),
    Knobs(title: "Short", showsBadge: false),
    Knobs(title: "Short", items: ["ccc", "a", "dddd"]),
    Knobs(title: "Short", items: ["ccc", "a", "dddd"], padding: 2),
    Knobs(),
  ]

  @Test("Each update matches a fresh host, under every policy", arguments: MeasurementCachePolicy.allCases)
  func updatesMatchColdLayouts(policy: MeasurementCachePolicy) {
    let size = CGSize(width: 300, height: 400)
    let host = ViewHost(rootView: Self.variants[0], measurementCachePolicy: policy)
    for (index, variant) in Self.variants.enumerated() {
      host.rootView = variant
      let warm = host.layout(in: size)
      let cold = ViewHost(rootView: variant, measurementCachePolicy: policy).layout(in: size)
      #expect(frames(warm) == frames(cold), "variant \(index)")
    }
  }

  @Test("An update that changes one text re-measures only that text and its ancestors")
  func oneChangeRemeasuresOnePath() {
    let size = CGSize(width: 300, height: 400)
    let host = ViewHost(rootView: Knobs(items: ["a", "bb", "ccc"]), measurementCachePolicy: .unbounded)
    _ = host.layout(in: size)
    host.rootView = Knobs(items: ["a", "bb", "ccc"], padding: 8)
    // Equal value: the root user view is not evaluated again and nothing is re-measured.
    let unchanged = host.layout(in: size)
    #expect(unchanged.tree.bodyEvaluations == 0)
    #expect(unchanged.counters.cacheMisses == 0)
    host.rootView = Knobs(title: "Longer title")
    let changed = host.layout(in: size)
    // The title changes two Texts (in the first row and in Row). (A title of the same length
    // would change nothing: the text model measures character counts.) Leaves in other rows keep
    // their remembered sizes: under the unbounded policy the colour and the item texts answer
    // every question from the cache. (The detail text shares the title's row, so it is offered
    // new widths: those are new questions, not forgotten answers.)
    var missesByView: [String: Int] = [:]
    changed.forEachView { missesByView[$0.summary, default: 0] += $0.counters.cacheMisses }
    #expect(missesByView[#"Text("a")"#] == 0)
    #expect(missesByView[#"Text("ccc")"#] == 0)
    #expect(missesByView["Color.red"] == 0)
    #expect((missesByView[#"Text("Longer title")"#] ?? 0) > 0)
  }
}
