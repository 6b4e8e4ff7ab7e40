import LayoutLab
import LayoutScenes

/// Every workload `layout-bench` knows, in the order it runs them, and the smoke selection.
///
/// SwiftUI parity: none; a harness.
public enum WorkloadCatalog {
  /// The tag counts of the tags, baseline and incremental families.
  public static let tagCounts = [100, 1_000, 10_000, 100_000]
  /// The card and tile counts.
  public static let gridCounts = [35, 350, 3_500]
  /// The Dynamic Type sizes of the card and tile families.
  public static let dynamicTypeSizes: [DynamicTypeSize] = [.large, .xxxLarge, .accessibility5]
  /// The nesting depths.
  public static let depths = [1, 2, 5, 10, 15, 20, 25, 30]
  /// The lengths of the deep modifier chains.
  public static let chainDepths = [1_000, 10_000, 100_000]
  /// The row counts of the lazy and eager lists.
  public static let rowCounts = [100, 1_000, 10_000, 100_000]

  /// Every workload: baselines first (the other tables divide by them), then tags, leaves, cards,
  /// tiles, nested stacks, deep modifier chains, incremental updates and lazy lists.
  public static func all() -> [any Workload] {
    var workloads: [any Workload] = []
    for storage in BaselineWorkload.Storage.allCases {
      workloads += tagCounts.map { BaselineWorkload(storage: storage, count: $0) as any Workload }
    }
    for technique in FlowTechnique.allCases {
      workloads += tagCounts.map { TagsWorkload(technique: technique, count: $0) as any Workload }
    }
    workloads += tagCounts.map { LeavesWorkload(count: $0) as any Workload }
    for dynamicTypeSize in dynamicTypeSizes {
      workloads += gridCounts.map { CardGridWorkload(count: $0, dynamicTypeSize: dynamicTypeSize) as any Workload }
    }
    for dynamicTypeSize in dynamicTypeSizes {
      workloads += gridCounts.map { TileStripWorkload(count: $0, dynamicTypeSize: dynamicTypeSize) as any Workload }
    }
    for policy in MeasurementCachePolicy.allCases {
      for alternating in [false, true] {
        workloads += depths.map {
          NestedStacksWorkload(depth: $0, policy: policy, alternating: alternating) as any Workload
        }
      }
    }
    workloads += chainDepths.map { DeepChainWorkload(depth: $0) as any Workload }
    for change in IncrementalWorkload.Change.allCases {
      for technique in FlowTechnique.allCases {
        workloads += tagCounts.map {
          IncrementalWorkload(change: change, technique: technique, count: $0) as any Workload
        }
      }
    }
    for stack in LazyListWorkload.Stack.allCases {
      workloads += rowCounts.map { LazyListWorkload(stack: stack, count: $0) as any Workload }
    }
    return workloads
  }

  /// The smallest workload of each series (the smoke run), in catalog order.
  public static func smallest(of workloads: [any Workload]) -> [any Workload] {
    var smallest: [String: Int] = [:]
    for workload in workloads {
      smallest[workload.series] = min(smallest[workload.series] ?? .max, workload.size)
    }
    return workloads.filter { smallest[$0.series] == $0.size }
  }
}
