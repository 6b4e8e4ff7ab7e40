import Foundation
import LayoutExamples
import LayoutLab
import LayoutRendering

/// `layoutlab`: lays out seed 001's tag cloud at iPhone width and prints why every view got its frame.
/// Exit status: 0 on success, 2 on a command-line mistake.
if CommandLine.arguments.dropFirst().first == "compare" {
  print(CompareCommand(items: .tagCloud, size: CGSize(width: 390, height: 844)).run(), terminator: "")
  exit(0)
}
let arguments: Arguments
do {
  arguments = try Arguments(Array(CommandLine.arguments.dropFirst()))
} catch {
  FileHandle.standardError.write(Data("layoutlab: error: \(error)\n\n\(Arguments.usage)\n".utf8))
  exit(2)
}
if arguments.showsHelp {
  print(Arguments.usage)
  exit(0)
}

var environment = EnvironmentValues()
environment.dynamicTypeSize = arguments.dynamicTypeSize
let host = ViewHost(rootView: TagCloud(), measurementCachePolicy: arguments.policy, environment: environment)
let result = host.layout(in: arguments.size)
print(TextTreeRenderer(showsCounters: arguments.showsCounters).render(result), terminator: "")
print("")
print("views \(result.viewCount) · frames \(result.frames.count) · \(result.counters) · \(result.tree)")
if result.frames.count > 1 { for frame in result.frames { print(frame) } }
print("policy \(arguments.policy.rawValue) · Dynamic Type \(arguments.dynamicTypeSize)")
for diagnostic in result.diagnostics { print("diagnostic: \(diagnostic)") }
