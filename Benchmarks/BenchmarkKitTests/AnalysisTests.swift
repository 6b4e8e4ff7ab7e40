import Testing

@testable import BenchmarkKit

@Suite("Results are read against the raw baseline and the cold layout, and the targets are judged from them")
struct AnalysisTests {
  private typealias F = BenchmarkFixtures

  @Test("The ratio divides the time per tag by the array loop's at the nearest N")
  func ratioToBaseline() {
    let results = ResultAnalysis([
      F.result("baseline/array/100", median: 200),  // 2 ns per tag
      F.result("baseline/array/10000", median: 30_000),  // 3 ns per tag
      F.result("baseline/heap/100", median: 600),  // 6 ns per tag: 3× the array
      F.result("tags/flow-layout/100", median: 100_000, parameters: ["technique": "flow-layout"]),  // 1 µs per tag
      F.result("cards/large/350", median: 350_000),  // 1 µs per card; 350 is nearer 100 than 10 000 by ratio
    ]).annotated()
    #expect(results[0].ratioToBaseline == nil)
    #expect(results[2].ratioToBaseline == 3)
    #expect(results[3].ratioToBaseline == 500)
    #expect(results[4].ratioToBaseline == 500)
  }

  @Test("The raw loop counts by its fastest sample, whose speed does not depend on the process")
  func rawLoopFastestSample() throws {
    // A loop that ran at two speeds: 1.3 ns per tag in one sample, 2.6 and 2.7 in the others.
    let twoSpeeds = try #require(Statistics([13_000, 26_000, 27_000]))
    let baseline = WorkloadResult(
      name: "baseline/array/10000", family: .baseline, series: "baseline/array", size: 10_000, items: 10_000,
      itemNoun: "tag", parameters: [:], samples: 3, repetitions: 1, note: nil, times: [.total: twoSpeeds],
      counters: nil, memory: nil, diagnostics: [])
    let analysis = ResultAnalysis([
      baseline, F.result("tags/flow-layout/10000", median: 13_000_000, parameters: ["technique": "flow-layout"]),
    ])
    #expect(analysis.rawLoopTime(tags: 10_000) == 13_000)
    #expect(analysis.rawLoopTime(tags: 1_000) == nil)
    #expect(analysis.baselinePerItem(near: 10_000) == 1.3)
    // 1.3 µs per tag against 1.3 ns: 1000×, not the 500× the median would give.
    #expect(analysis.annotated()[1].ratioToBaseline == 1000)
  }

  @Test("The raw loop's slowdown compares its fastest time per tag at 10k and 100k tags with 1k, beyond a quarter")
  func rawLoopSlowdown() {
    // 1 ns per tag at 1k; 2.5 ns at 10k: 2.5× slower; 1.1 ns at 100k: the same speed.
    let slow = ResultAnalysis([
      F.result("baseline/array/1000", median: 1_000), F.result("baseline/array/10000", median: 25_000),
      F.result("baseline/array/100000", median: 110_000),
    ])
    #expect(slow.rawLoopSlowdown(tags: 10_000) == 2.5)
    #expect(slow.rawLoopSlowdown(tags: 100_000) == nil)
    #expect(
      slow.rawLoopNote
        == "the raw loop ran 2.50× slower per tag at 10,000 tags than at 1,000 (its line breaks not learned by the "
        + "branch predictor in this run): the × raw ratios at 10,000 tags are that much lower than in a run where "
        + "they were")
    // 1 ns per tag at 1k and 10k, 3 ns at 100k.
    let slowLarge = ResultAnalysis([
      F.result("baseline/array/1000", median: 1_000), F.result("baseline/array/10000", median: 10_000),
      F.result("baseline/array/100000", median: 300_000),
    ])
    #expect(slowLarge.rawLoopSlowdown(tags: 10_000) == nil)
    #expect(slowLarge.rawLoopNote?.hasPrefix("the raw loop ran 3.00× slower per tag at 100,000 tags") == true)
    // Without the 1k loop there is nothing to compare with.
    #expect(ResultAnalysis([F.result("baseline/array/10000", median: 27_000)]).rawLoopSlowdown(tags: 10_000) == nil)
    #expect(ResultAnalysis([F.result("baseline/array/10000", median: 10_000)]).rawLoopNote == nil)
  }

  @Test("An update's % cold divides by the cold layout of the same technique and N")
  func percentOfCold() {
    let results = ResultAnalysis([
      F.result("tags/collection-view/1000", median: 2_000_000),
      F.result(
        "incremental/text-change/collection-view/1000", median: 100_000, parameters: ["technique": "collection-view"]),
      F.result("incremental/text-change/flow-layout/1000", median: 100_000, parameters: ["technique": "flow-layout"]),
    ]).annotated()
    #expect(results[1].percentOfCold == 5)
    #expect(results[2].percentOfCold == nil)  // its cold layout did not run
  }

  @Test("Linear: 100k tags at 10.5× 10k is met, at 21× is missed by 2×")
  func linearity() {
    let verdicts = TargetEvaluator([
      F.result("tags/flow-layout/10000", median: 1e6), F.result("tags/flow-layout/100000", median: 10.5e6),
      F.result("tags/collection-view/10000", median: 1e6), F.result("tags/collection-view/100000", median: 21e6),
    ]).linearity()
    #expect(verdicts.map(\.status) == [.met, .notMeasured, .missed, .notMeasured, .notMeasured])
    #expect(verdicts[2].factor == 2)
    #expect(verdicts[2].summary == "missed by 2.00×")
  }

  @Test("Linear: the explanation sets the growth of the counts beside the raw loop's own growth")
  func linearityExplained() throws {
    let verdicts = TargetEvaluator([
      F.result("tags/flow-layout/10000", median: 1e6, counters: LayoutCounters(sizeThatFits: 40_007, views: 20_003)),
      F.result(
        "tags/flow-layout/100000", median: 12e6, counters: LayoutCounters(sizeThatFits: 400_007, views: 200_003)),
      F.result("baseline/array/10000", median: 20_000), F.result("baseline/array/100000", median: 300_000),
    ]).linearity()
    let explanation = try #require(verdicts.first?.explanation)
    #expect(explanation.hasPrefix("sizeThatFits calls grow 10.0×, views 10.0×"))
    #expect(explanation.contains("the raw loop over an array grows 15.0× over the same step"))
  }

  @Test("Swift Talk against Layout: the ratio of medians, explained by the counters")
  func swiftTalk() throws {
    let talk = LayoutCounters(
      frames: 2, bodies: 204, nodesCreated: 704, nodeUpdates: 1405, sizeThatFits: 2834, placements: 1216,
      preferenceReductions: 200, actionsCalled: 2, views: 608)
    let layout = LayoutCounters(
      frames: 1, nodesCreated: 203, nodeUpdates: 203, sizeThatFits: 407, placements: 203, views: 203)
    let verdicts = TargetEvaluator([
      F.result("tags/collection-view/100", median: 4e6, counters: talk),
      F.result("tags/flow-layout/100", median: 1e6, counters: layout),
    ]).swiftTalkAgainstLayout()
    let verdict = try #require(verdicts.first)
    #expect(verdicts.count == 1)
    #expect(verdict.status == .missed)
    #expect(verdict.factor == 4.0 / 3)
    #expect(
      verdict.explanation?.contains("collection-view runs 2 frames to flow-layout's 1 over nodes 704 vs 203 (3.5×)")
        == true)
    #expect(
      verdict.explanation?.contains("node updates 1405 vs 203 (6.9×), at 2.85 µs vs 4.93 µs per node update") == true)
    #expect(verdict.explanation?.contains("sizeThatFits 2834 vs 407 (7.0×)") == true)
  }

  @Test("Nested stacks: the same calls for every added level is linear; calls per level that vary 2× are missed")
  func nested() {
    func results(_ calls: [Int: Int]) -> [WorkloadResult] {
      calls.map {
        F.result("nested/swiftUI/plain/\($0.key)", median: 1, counters: LayoutCounters(sizeThatFits: $0.value))
      }
    }
    // 3 calls per level from depth 5 to 30.
    let linear = TargetEvaluator(results([5: 15, 10: 30, 15: 45, 20: 60, 25: 75, 30: 90])).nestedLinearity()
    #expect(linear.map(\.status) == [.met, .notMeasured])
    // The steps add 3, 4, 5, 5 and 6 calls per level: the most is 2× the fewest.
    let steeper = TargetEvaluator(results([5: 15, 10: 30, 15: 50, 20: 75, 25: 100, 30: 130])).nestedLinearity()
    #expect(steeper[0].status == .missed)
    #expect(abs((steeper[0].factor ?? 0) - 2 / 1.1) < 1e-9)
  }

  @Test("Deep chains: the same time per level at 1k and 100k is linear; 6× the time per level is missed by 2×")
  func deepChain() {
    func results(_ medians: [Int: Double]) -> [WorkloadResult] {
      medians.map { F.result("deep-chain/\($0.key)", median: $0.value) }
    }
    // 200 ns per level at every length.
    let linear = TargetEvaluator(results([1_000: 2e5, 10_000: 2e6, 100_000: 2e7])).deepChainLinearity()
    #expect(linear.map(\.status) == [.met])
    // 200 ns per level at 1k, 1.2 µs at 100k: 6× against the limit of 3×.
    let growing = TargetEvaluator(results([1_000: 2e5, 10_000: 3e6, 100_000: 1.2e8])).deepChainLinearity()
    #expect(growing.map(\.status) == [.missed])
    #expect(abs((growing[0].factor ?? 0) - 2) < 1e-9)
    #expect(TargetEvaluator(results([1_000: 2e5])).deepChainLinearity().map(\.status) == [.notMeasured])
  }

  @Test(
    "One tag change: misses constant in N are met; a new root view under 10 % of cold and the tag's @State under 3 % are met"
  )
  func oneTagChange() {
    let counters = LayoutCounters(sizeThatFits: 12, cacheMisses: 5)
    let growing = LayoutCounters(sizeThatFits: 12, cacheMisses: 50)
    let flow = ["technique": "flow-layout"]
    let verdicts = TargetEvaluator([
      F.result("tags/flow-layout/100", median: 1e6),
      F.result("tags/flow-layout/1000", median: 1e7),
      F.result("incremental/text-change/flow-layout/100", median: 5e4, parameters: flow, counters: counters),
      F.result("incremental/text-change/flow-layout/1000", median: 2e6, parameters: flow, counters: counters),
      F.result("incremental/state-change/flow-layout/100", median: 2e4, parameters: flow, counters: counters),
      F.result("incremental/state-change/flow-layout/1000", median: 6e5, parameters: flow, counters: growing),
      F.result("incremental/width-change/flow-layout/1000", median: 5e5, parameters: flow, counters: counters),
    ]).oneTagChange()
    // The misses targets (constant for the new root view, 5 → 50 for the state: missed by
    // 10×), then the new root view at 5 % (met) and 20 % (missed by 2×), then the state at
    // 2 % (met) and 6 % (missed by 2× the 3 % limit), then the width change at 5 % (met).
    #expect(verdicts.map(\.status) == [.met, .missed, .met, .missed, .met, .missed, .met])
    #expect(verdicts[1].factor == 10)
    #expect(verdicts[3].factor == 2)
    #expect(abs((verdicts[5].factor ?? 0) - 2) < 1e-9)
    #expect(
      verdicts[4].target == "One tag changing costs ≤ 3 % of a cold layout (flow-layout, 100 tags, the tag's @State)")
    #expect(verdicts[6].target == "A one-point width change costs ≤ 10 % of a cold layout (flow-layout, 1000 tags)")
  }

  @Test("The preference technique's time per node update against the Layout technique's, limit 1.2×")
  func costPerNodeUpdate() throws {
    // 4 ms over 1,405 node updates (2.85 µs each) against 1 ms over 203 (4.93 µs): 0.58×, met;
    // 12 ms over 1,405 (8.54 µs) against the same: 1.73×, missed by 1.73 / 1.2 = 1.44×.
    let talk = LayoutCounters(nodeUpdates: 1405)
    let layout = LayoutCounters(nodeUpdates: 203)
    let cheap = TargetEvaluator([
      F.result("tags/collection-view/100", median: 4e6, counters: talk),
      F.result("tags/flow-layout/100", median: 1e6, counters: layout),
    ]).preferenceCostPerNodeUpdate()
    #expect(cheap.map(\.status) == [.met])
    let dear = TargetEvaluator([
      F.result("tags/collection-view/100", median: 12e6, counters: talk),
      F.result("tags/flow-layout/100", median: 1e6, counters: layout),
    ]).preferenceCostPerNodeUpdate()
    let verdict = try #require(dear.first)
    #expect(verdict.status == .missed)
    #expect(abs((verdict.factor ?? 0) - (12e6 / 1405) / (1e6 / 203) / 1.2) < 1e-9)
    #expect(verdict.measured.hasPrefix("1.73× (8.54 µs against 4.93 µs per node update; 1405 against 203"))
  }

  @Test("Memory: bytes per view at 100k tags against 500 B")
  func memory() {
    let verdicts = TargetEvaluator([
      F.result(
        "tags/flow-layout/100000", median: 1, counters: LayoutCounters(views: 200_000),
        memory: MemoryUsage(peakBytes: 300_000_000, startBytes: 100_000_000, reset: true))
    ]).peakMemory()
    // 200 000 000 B / 200 000 views = 1000 B: twice the 500 B limit.
    #expect(verdicts.map(\.status) == [.missed])
    #expect(verdicts[0].factor == 2)
    #expect(verdicts[0].measured.hasPrefix("1000 B per view"))
  }

  @Test("Measure and place and the whole first frame are judged in raw loops per tag: 150× and 400×")
  func measureAndPlace() {
    let verdicts = TargetEvaluator([
      F.result("tags/flow-layout/10000", median: 8e6, phases: [.measureAndPlace: 3e6]),
      F.result("baseline/array/10000", median: 10_000),
    ]).flowLayoutAgainstRaw()
    // The raw loop takes 1 ns per tag. Measure and place: 3 ms / 10 000 = 300 ns per tag, 300×
    // the loop: 2× the 150× limit. The whole frame: 800 ns per tag, 800×: 2× the 400× limit.
    #expect(verdicts.map(\.status) == [.missed, .missed])
    #expect(verdicts.map(\.factor) == [2, 2])
    #expect(verdicts[0].measured.hasPrefix("300× (300 ns per tag in the measure+place phase"))
    let within = TargetEvaluator([
      F.result("tags/flow-layout/10000", median: 3e6, phases: [.measureAndPlace: 1e6]),
      F.result("baseline/array/10000", median: 10_000),
    ]).flowLayoutAgainstRaw()
    #expect(within.map(\.status) == [.met, .met])
  }

  @Test("Without the raw loop in the run the speed targets are not measured")
  func measureAndPlaceWithoutRaw() {
    let verdicts = TargetEvaluator([
      F.result("tags/flow-layout/10000", median: 8e6, phases: [.measureAndPlace: 3e6])
    ]).flowLayoutAgainstRaw()
    #expect(verdicts.map(\.status) == [.notMeasured, .notMeasured])
    #expect(verdicts[0].measured == "baseline/array/10000 did not run")
  }
}
