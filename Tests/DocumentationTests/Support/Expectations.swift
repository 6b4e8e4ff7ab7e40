import Foundation
import LayoutLab
import LayoutRendering
import LayoutScenes
import Testing

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
