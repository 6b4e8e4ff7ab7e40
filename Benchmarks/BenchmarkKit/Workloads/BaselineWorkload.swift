import Foundation

/// The greedy wrap of N tags without an engine: `baseline/array/<N>` over an array of sizes,
/// `baseline/heap/<N>` over heap nodes measured with one call each. Each sample repeats the
/// loop until it lasts 2 ms; the inputs pass through `BlackHole.opaque` and the height and
/// frames through `BlackHole.consume`, so nothing is computed in advance or dropped.
///
/// SwiftUI parity: none; a harness.
public struct BaselineWorkload: Workload {
  /// What the loop runs over.
  public enum Storage: String, CaseIterable, Sendable {
    /// A contiguous array of sizes, known in advance.
    case array
    /// An array of references to nodes, each measured by a call the loop cannot inline.
    case heap
  }

  public let storage: Storage
  public let count: Int

  public init(storage: Storage, count: Int) {
    self.storage = storage
    self.count = count
  }

  public var name: String { "baseline/\(storage.rawValue)/\(count)" }
  public var family: WorkloadFamily { .baseline }
  public var size: Int { count }
  public var items: Int { count }
  public var itemNoun: String { "tag" }
  public var parameters: [String: String] { ["storage": storage.rawValue, "N": "\(count)", "width": "390"] }

  public func makeSampler(blackHole: BlackHole) -> any Sampler {
    let words = TagWords.words(count)
    switch storage {
    case .array: return ArrayWrapSampler(sizes: words.map(TagWords.tagSize), blackHole: blackHole)
    case .heap: return HeapWrapSampler(nodes: words.map(BaselineTagNode.init), blackHole: blackHole)
    }
  }
}

/// Times `GreedyWrap` over an array of sizes into a preallocated array of frames.
private final class ArrayWrapSampler: Sampler {
  private let sizes: [CGSize]
  private var frames: [CGRect]
  private let blackHole: BlackHole
  let diagnostics: [String] = []
  var counters: LayoutCounters? { nil }

  init(sizes: [CGSize], blackHole: BlackHole) {
    self.sizes = sizes
    frames = Array(repeating: .zero, count: sizes.count)
    self.blackHole = blackHole
  }

  func run(repetitions: Int, renders: Bool) -> SampleTiming {
    let start = Stopwatch.now()
    for _ in 0..<max(1, repetitions) {
      let height = GreedyWrap.wrap(
        blackHole.opaque(sizes), width: TaggedFlow.hostSize.width, spacing: TaggedFlow.spacing,
        lineSpacing: TaggedFlow.spacing, into: &frames)
      blackHole.consume(height)
    }
    let elapsed = Stopwatch.since(start)
    blackHole.consume(frames.last)
    return SampleTiming(times: [.total: elapsed], wall: elapsed).perRun(repetitions)
  }
}

/// Times the same wrap over heap nodes: one `measure` call per node, the frame written into
/// the node.
private final class HeapWrapSampler: Sampler {
  private let nodes: [BaselineNode]
  private let blackHole: BlackHole
  let diagnostics: [String] = []
  var counters: LayoutCounters? { nil }

  init(nodes: [BaselineNode], blackHole: BlackHole) {
    self.nodes = nodes
    self.blackHole = blackHole
  }

  func run(repetitions: Int, renders: Bool) -> SampleTiming {
    let start = Stopwatch.now()
    for _ in 0..<max(1, repetitions) {
      blackHole.consume(Self.wrap(blackHole.opaque(nodes), width: TaggedFlow.hostSize.width))
    }
    let elapsed = Stopwatch.since(start)
    blackHole.consume(nodes.last?.frame)
    return SampleTiming(times: [.total: elapsed], wall: elapsed).perRun(repetitions)
  }

  /// `GreedyWrap`'s rule over nodes; returns the height of all lines.
  static func wrap(_ nodes: [BaselineNode], width: CGFloat) -> CGFloat {
    let spacing = TaggedFlow.spacing
    var x: CGFloat = 0
    var top: CGFloat = 0
    var lineHeight: CGFloat = 0
    var lineIsEmpty = true
    for node in nodes {
      let size = node.measure(width: width)
      var leading = lineIsEmpty ? 0 : x + spacing
      if !lineIsEmpty, leading + size.width > width + 0.001 {
        top += lineHeight + spacing
        lineHeight = 0
        leading = 0
      }
      node.frame = CGRect(x: leading, y: top, width: size.width, height: size.height)
      x = leading + size.width
      lineHeight = max(lineHeight, size.height)
      lineIsEmpty = false
    }
    return top + lineHeight
  }
}
