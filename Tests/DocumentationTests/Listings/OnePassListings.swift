// The listings of MeasuringInOnePass.md, run, and the counts its table explains.
import Foundation
import LayoutChecker
import LayoutLab
import LayoutRendering
import LayoutScenes
import LayoutTestSupport
import Testing

private struct SimpleFlow: Layout {
  var spacing: CGFloat = 8

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    arrange(subviews, in: proposal.width ?? .infinity).size
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    let arrangement = arrange(subviews, in: proposal.width ?? bounds.width)
    for (subview, origin) in zip(subviews, arrangement.origins) {
      subview.place(at: CGPoint(x: bounds.minX + origin.x, y: bounds.minY + origin.y), proposal: .unspecified)
    }
  }

  /// Lines left to right: an item that does not fit starts a new line, `spacing` below the
  /// tallest item of the line above.
  private func arrange(_ subviews: Subviews, in width: CGFloat) -> (size: CGSize, origins: [CGPoint]) {
    var origins: [CGPoint] = []
    var x: CGFloat = 0
    var y: CGFloat = 0
    var lineHeight: CGFloat = 0
    var widest: CGFloat = 0
    for subview in subviews {
      let size = subview.sizeThatFits(.unspecified)
      if x > 0, x + size.width > width {
        x = 0
        y += lineHeight + spacing
        lineHeight = 0
      }
      origins.append(CGPoint(x: x, y: y))
      widest = max(widest, x + size.width)
      lineHeight = max(lineHeight, size.height)
      x += size.width + spacing
    }
    return (CGSize(width: widest, height: y + lineHeight), origins)
  }
}

@Suite("Measuring in one pass with the Layout protocol")
struct OnePassListings {
  @Test("SimpleFlow breaks the five words into the collection view's lines, in one frame")
  func simpleFlow() {
    let words = ["views", "choose", "their", "own", "size"]
    let flow = SimpleFlow {
      ForEach(words.indices, id: \.self) { index in
        Text(words[index]).padding(4).id(index)
      }
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    let result = ViewHost(rootView: flow).layout(in: CGSize(width: 208, height: 100))
    let frames = result.frames.count  // 1
    let own = result.frame(id: 3)  // starts the second line: x 0, y 28.4 + 8 = 36.4

    // Text model: views 50.5, choose 59, their 50.5 padded (8.5 a character + 8) end at 176;
    // own would end at 176 + 8 + 33.5 = 217.5 > 208.
    #expect(frames == 1)
    expectFrame(own, CGRect(x: 0, y: 36.4, width: 33.5, height: 28.4))
    expectFrame(result.frame(id: 2), CGRect(x: 125.5, y: 0, width: 50.5, height: 28.4))

    func counts(_ policy: MeasurementCachePolicy) -> (NodeCounters, CGRect?) {
      let result = ViewHost(rootView: flow, measurementCachePolicy: policy).layout(in: CGSize(width: 208, height: 100))
      return (result.counters, result.frame(id: 3))
    }
    let (none, ownWithout) = counts(.none)  // nothing remembered: no hits, every call measures
    let (swiftUI, ownWith) = counts(.swiftUI)  // the same frames, fewer measurements

    // C1: .none remembers nothing; .swiftUI answers repeated proposals from memory.
    #expect(none.cacheHits == 0)
    #expect(none.cacheMisses == none.sizeThatFitsCalls)
    #expect(swiftUI.cacheMisses < none.cacheMisses)
    #expect(ownWithout == ownWith)
    expectFrame(ownWith, CGRect(x: 0, y: 36.4, width: 33.5, height: 28.4))
  }

  @Test("SimpleFlow keeps the Layout contract")
  func simpleFlowIsChecked() {
    let report = LayoutContractChecker.check(SimpleFlow()) {
      Text("alpha")
      Text("beta gamma")
      Color.red.frame(width: 40, height: 40)
    }
    let clean = report.isEmpty  // true: no violations
    #expect(clean, "\(report)")
  }

  @Test("Every column of compare words, and every count of a lesson, can be counted in the trace")
  func countsAreInTheTrace() {
    guard let comparison = TechniqueComparison.named("words") else {
      Issue.record("no words comparison")
      return
    }
    for scenario in comparison.scenarios + Scenario.all.filter({ $0.group == .lesson }) {
      let host = scenario.makeHost()
      host.tracing = true
      let result = host.layout(in: scenario.hostSize)
      let lines = TraceRenderer().render(result).components(separatedBy: "\n")
      func count(_ text: String) -> Int { lines.filter { $0.contains(text) }.count }
      #expect(count("proposes") == result.counters.sizeThatFitsCalls, "\(scenario.name)")
      #expect(count("(cached)") == result.counters.cacheHits, "\(scenario.name)")
      #expect(count("body of") == result.tree.bodyEvaluations, "\(scenario.name)")
      #expect(count("reduced below") == result.preferenceReductions, "\(scenario.name)")
      #expect(count("action:") == result.actionsCalled, "\(scenario.name)")
      #expect(lines.filter { $0.hasPrefix("frame ") }.count == result.frames.count, "\(scenario.name)")
      // Every frame places the host's root once more than the views it counts.
      #expect(count("placed at") == result.counters.placements + result.frames.count, "\(scenario.name)")
    }
  }

  @Test("What the article reads in the compare table: one frame against two, one more ask per tag uncached")
  func compareTable() {
    guard let comparison = TechniqueComparison.named("words") else {
      Issue.record("no words comparison")
      return
    }
    let count = comparison.words.count
    var results: [FlowTechnique: LayoutResult] = [:]
    for technique in FlowTechnique.allCases { results[technique] = comparison.scenario(technique).layout() }
    guard let flow = results[.flowLayout], let uncached = results[.flowLayoutUncached],
      let collection = results[.collectionView]
    else { return }
    #expect(flow.frames.count == 1 && flow.tree.bodyEvaluations == 0)
    #expect(flow.preferenceReductions == 0 && flow.actionsCalled == 0)
    // FlowLayout without its cache asks each tag for its ideal size again when placing; the
    // host's cache answers: one more call and one more hit per tag, the same misses.
    #expect(uncached.counters.sizeThatFitsCalls == flow.counters.sizeThatFitsCalls + count)
    #expect(uncached.counters.cacheHits == flow.counters.cacheHits + count)
    #expect(uncached.counters.cacheMisses == flow.counters.cacheMisses)
    // "more than four times as many questions".
    #expect(collection.counters.sizeThatFitsCalls > 4 * flow.counters.sizeThatFitsCalls)
    #expect(collection.frames.count == 2)
    #expect(results[.alignmentGuides]?.frames.count == 2 && results[.geometryChange]?.frames.count == 2)
    for result in results.values { #expect(comparison.agree(flow, result)) }
  }
}
