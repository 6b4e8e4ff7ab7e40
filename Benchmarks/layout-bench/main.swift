import Foundation
import LayoutLab

/// `layout-bench`: times layouts under each measurement-cache policy, with their counters.
/// Run with `swift run -c release layout-bench [--iterations N] [--filter TEXT]`.
#if DEBUG
  FileHandle.standardError.write(Data("layout-bench: refusing a debug build; use swift run -c release layout-bench\n".utf8))
  exit(2)
#else

var iterations = 20
var filter: String?
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
  switch argument {
  case "--iterations":
    guard let text = arguments.popFirst(), let value = Int(text), value > 0 else {
      FileHandle.standardError.write(Data("layout-bench: --iterations needs a positive integer\n".utf8))
      exit(2)
    }
    iterations = value
  case "--filter":
    filter = arguments.popFirst()
  default:
    FileHandle.standardError.write(Data("layout-bench: unknown argument \"\(argument)\"\n".utf8))
    exit(2)
  }
}

/// One benchmark: builds a host, lays it out once (cold), then `iterations` more times in a
/// fresh host each, timing tree building and layout separately.
@MainActor func run<V: View>(_ name: String, _ policy: MeasurementCachePolicy, _ makeView: () -> V) {
  let label = "\(name) [\(policy.rawValue)]"
  if let filter, !label.contains(filter) { return }
  let size = CGSize(width: 390, height: 844)
  var samples: [Double] = []
  var counters = NodeCounters()
  var views = 0
  var frames = 0
  for iteration in 0..<(iterations + 2) {
    let host = ViewHost(rootView: makeView(), measurementCachePolicy: policy)
    let start = DispatchTime.now().uptimeNanoseconds
    let result = host.layout(in: size)
    let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start)
    blackHole(result)
    if iteration >= 2 { samples.append(elapsed) }
    counters = result.counters
    views = result.viewCount
    frames = result.frames.count
  }
  let stats = Statistics(samples)
  func ms(_ ns: Double) -> String { String(format: "%8.3f", ns / 1e6) }
  print(
    "\(label.padding(toLength: 40, withPad: " ", startingAt: 0)) median \(ms(stats.median)) ms  p90 \(ms(stats.p90)) ms  "
      + "frames \(frames)  views \(String(views).padding(toLength: 6, withPad: " ", startingAt: 0)) sizeThatFits \(counters.sizeThatFitsCalls) "
      + "(hits \(counters.cacheHits), misses \(counters.cacheMisses))")
}

print("layout-bench: \(iterations) iterations after 2 warm-ups; times are build + first layout in a new host\n")
for policy in MeasurementCachePolicy.allCases {
  for depth in [10, 20, 30] { run("nested HStack depth \(depth)", policy) { NestedStacks(depth: depth) } }
  for depth in [8, 12] { run("alternating stacks depth \(depth)", policy) { NestedStacks(depth: depth, alternate: true) } }
  for count in [100, 1000] { run("text rows \(count)", policy) { TextRows(count: count) } }
  for count in [100, 1000] {
    run("flow, preferences \(count)", policy) { PreferenceFlow(count: count) }
    run("flow, Layout \(count)", policy) { LayoutFlow(count: count) }
  }
}
#endif
