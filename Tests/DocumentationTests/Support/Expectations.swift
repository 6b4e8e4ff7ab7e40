import Foundation
import LayoutLab
import LayoutRendering
import LayoutScenes
import Testing

/// Expects `actual` to be `expected` within 0.001 on every edge (fractions such as 30.667
/// appear in the articles rounded).
func expectRect(
  _ actual: CGRect?, _ expected: CGRect, _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation
) {
  guard let actual else {
    Issue.record("no frame; expected \(expected)", sourceLocation: sourceLocation)
    return
  }
  let close = [
    (actual.minX, expected.minX), (actual.minY, expected.minY), (actual.width, expected.width),
    (actual.height, expected.height),
  ].allSatisfy { abs($0 - $1) <= 0.001 }
  #expect(close, "\(actual) is not \(expected)\(comment.map { ": \($0)" } ?? "")", sourceLocation: sourceLocation)
}

/// Expects the built-in scenario `name` to lay out exactly as `view` in the scenario's host
/// (its size, environment, policy and frame budget):
/// the same text tree, line for line (summaries and frames). An article shows the listing
/// and the scenario's pictures and traces; this keeps the two the same layout.
func expectScenario<V: View>(
  _ name: String, laysOutAs view: V, sourceLocation: SourceLocation = #_sourceLocation
) {
  guard let scenario = Scenario.named(name) else {
    Issue.record("no scenario \(name)", sourceLocation: sourceLocation)
    return
  }
  let renderer = TextTreeRenderer()
  let host = ViewHost(
    rootView: view, measurementCachePolicy: scenario.measurementCachePolicy, environment: scenario.environment)
  if let budget = scenario.frameBudget { host.frameBudget = budget }
  let listing = renderer.render(host.layout(in: scenario.hostSize))
  #expect(renderer.render(scenario.layout()) == listing, "\(name)", sourceLocation: sourceLocation)
}
