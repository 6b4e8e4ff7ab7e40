import Testing

@testable import BenchmarkKit

@Suite("Workloads are named, filtered by substring or glob, and reduced to their smallest size for smoke runs")
struct WorkloadSelectionTests {
  @Test("A pattern without glob characters matches anywhere in the name")
  func substring() {
    let filter = WorkloadFilter(["flow-layout"])
    #expect(filter.matches("tags/flow-layout/100"))
    #expect(filter.matches("tags/flow-layout-uncached/100"))
    #expect(!filter.matches("tags/collection-view/100"))
  }

  @Test("A glob must match the whole name, and * crosses slashes")
  func glob() {
    let filter = WorkloadFilter(["tags/*/10000"])
    #expect(filter.matches("tags/collection-view/10000"))
    #expect(!filter.matches("tags/collection-view/100000"))
    #expect(WorkloadFilter(["nested*30"]).matches("nested/swiftUI/plain/30"))
    #expect(WorkloadFilter(["tags/flow-layout/1000[0]"]).matches("tags/flow-layout/10000"))
  }

  @Test("No pattern selects everything; several select what any of them matches")
  func anyOf() {
    #expect(WorkloadFilter([]).matches("anything"))
    let filter = WorkloadFilter(["cards", "tiles/*/35"])
    #expect(filter.matches("cards/large/350"))
    #expect(filter.matches("tiles/large/35"))
    #expect(!filter.matches("tiles/large/350"))
  }

  @Test("The catalog: 189 workloads with unique names, each a point of the series its name starts with")
  func catalog() {
    let workloads = WorkloadCatalog.all()
    // baselines 2 × 4, tags 5 × 4, leaves 4, cards 3 × 3, tiles 3 × 3, nested 3 policies × 2 × 8
    // depths, deep chains 3 lengths, incremental 4 changes × 5 techniques × 4 counts, lazy lists 2 × 4.
    #expect(workloads.count == 8 + 20 + 4 + 9 + 9 + 48 + 3 + 80 + 8)
    #expect(Set(workloads.map(\.name)).count == workloads.count)
    for workload in workloads {
      #expect(workload.name == "\(workload.series)/\(workload.size)")
      #expect(workload.name.hasPrefix(workload.family.rawValue + "/"))
    }
  }

  @Test("A smoke run keeps the smallest size of every series, in catalog order")
  func smoke() {
    let smallest = WorkloadCatalog.smallest(of: WorkloadCatalog.all())
    // One per series: 2 baselines, 5 techniques, 1 leaves, 3 + 3 Dynamic Type sizes, 6 nested,
    // 1 deep chain, 20 incremental, 2 lazy lists.
    #expect(smallest.count == 2 + 5 + 1 + 6 + 6 + 1 + 20 + 2)
    #expect(smallest.contains { $0.name == "leaves/flow-layout/100" })
    #expect(smallest.first?.name == "baseline/array/100")
    #expect(smallest.contains { $0.name == "nested/none/alternating/1" })
    #expect(smallest.contains { $0.name == "cards/accessibility5/35" })
    #expect(smallest.contains { $0.name == "incremental/state-change/collection-view/100" })
    #expect(smallest.contains { $0.name == "deep-chain/1000" })
    #expect(smallest.contains { $0.name == "lazy-list/lazy/100" })
    // Every other series starts at 100 or below; the shortest chain is 1,000 paddings.
    #expect(!smallest.contains { $0.size > 100 && $0.family != .deepChain })
  }
}
