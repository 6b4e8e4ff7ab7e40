import Foundation
import LayoutLab
import LayoutPropertyTesting
import Testing

/// Properties of the whole engine, each checked over generated trees (`PropertyTreeGenerator`:
/// every built-in view and modifier, the example layouts, custom layouts proposing `.infinity`,
/// `.zero` and `.unspecified`, in random host sizes). A failure names the seed, prints the
/// tree and the smallest tree that still fails, and says why. The long run is
/// `swift run -c release layout-properties --trees 100000`.
@Suite("Engine properties over seeded random view trees")
struct EnginePropertyTests {
  /// Smaller trees than the long run's, so that thousands fit in a debug build's test run.
  private static let generator = PropertyTreeGenerator(maxDepth: 4, maxChildren: 3)

  /// Checks `check` over `seeds`, recording the first failure, shrunk, in full, and the other
  /// failing seeds.
  private func expectNoFailure(
    _ check: PropertyCheck, seeds: Range<UInt64>, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let (failures, failing) = PropertyRunner(checks: [check], generator: Self.generator).run(
      seeds: seeds, limit: 1, attempts: 300)
    for failure in failures { Issue.record("\(failure)", sourceLocation: sourceLocation) }
    if failing.count > failures.count {
      Issue.record(
        "\(check.name) also fails for \(failing.count - failures.count) more seeds: \(failing.dropFirst(failures.count).prefix(20).map(String.init).joined(separator: ", "))",
        sourceLocation: sourceLocation)
    }
  }

  @Test(
    "No frame is NaN, no origin infinite, and a length infinite only where proposed infinity, cold, after another size, or warm"
  )
  func finiteFrames() {
    expectNoFailure(.finiteFrames, seeds: 0..<1_000)
  }

  @Test("Layout is deterministic: two fresh hosts give the same frames, preference value and counters")
  func deterministic() {
    expectNoFailure(.determinism, seeds: 1_000..<1_500)
  }

  @Test("Every measurement cache policy gives the same frames, cold, again, and warm after another size")
  func cachePolicies() {
    expectNoFailure(.cachePolicies, seeds: 1_500..<1_800)
  }

  @Test("A host laid out in another size gives the frames a fresh host gives there")
  func resizing() {
    expectNoFailure(.resizing, seeds: 4_100..<4_600)
  }

  @Test("The counters keep their documented relations")
  func counters() { expectNoFailure(.counters, seeds: 1_800..<2_100) }

  @Test("Parents' frames keep their children's placement rules")
  func placementRules() {
    expectNoFailure(.placementRules, seeds: 2_100..<3_100)
  }

  @Test("The root's preference value is a direct fold of the writers in the tree")
  func preferences() { expectNoFailure(.preferenceFold, seeds: 3_100..<4_100) }
}
