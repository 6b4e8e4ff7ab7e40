import Foundation

/// Selects workloads by name: a pattern with a glob character (`*`, `?`, `[`) must match the
/// whole name as a shell glob (`tags/*/10000`; `*` crosses `/`), any other pattern must occur in
/// the name (`flow-layout`). No patterns select everything; several select a workload any of
/// them matches.
///
/// SwiftUI parity: none; a harness.
public struct WorkloadFilter: Sendable {
  /// The patterns, as given.
  public let patterns: [String]

  public init(_ patterns: [String]) {
    self.patterns = patterns
  }

  /// Whether the workload called `name` is selected.
  public func matches(_ name: String) -> Bool {
    patterns.isEmpty || patterns.contains { Self.matches(name, pattern: $0) }
  }

  static func matches(_ name: String, pattern: String) -> Bool {
    guard pattern.contains(where: { "*?[".contains($0) }) else { return name.contains(pattern) }
    return fnmatch(pattern, name, 0) == 0
  }
}
