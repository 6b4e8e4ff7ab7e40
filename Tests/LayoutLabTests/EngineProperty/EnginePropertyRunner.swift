import Foundation
import LayoutLab
import Testing

/// Runs one property of the engine over generated trees, seed by seed, and reports each
/// failure with its seed, the tree, the smallest tree that still fails, and why.
struct PropertyRunner {
  /// The host sizes trees are laid out in; a seed picks one.
  static let hostSizes = [
    CGSize(width: 390, height: 844), CGSize(width: 200, height: 300), CGSize(width: 1000, height: 80),
    CGSize(width: 60, height: 500),
  ]

  /// The seeds to try.
  var seeds: Range<UInt64>
  var generator = PropertyTreeGenerator()
  /// Failures reported in full before the rest are only counted.
  var reportLimit = 3

  /// Checks `property` for every seed: it returns why the tree fails in that host size, or
  /// `nil`. Returns the failing seeds.
  @discardableResult
  func check(
    _ name: String, sourceLocation: SourceLocation = #_sourceLocation,
    _ property: (PropertyTree, CGSize) -> String?
  ) -> [UInt64] {
    var failing: [UInt64] = []
    for seed in seeds {
      let tree = generator.tree(seed: seed)
      let size = Self.hostSizes[Int(seed % UInt64(Self.hostSizes.count))]
      guard let failure = property(tree, size) else { continue }
      failing.append(seed)
      guard failing.count <= reportLimit else { continue }
      let shrunk = PropertyShrinker.shrink(tree) { property($0, size) != nil }
      let why = property(shrunk, size) ?? failure
      Issue.record(
        """
        \(name) fails for seed \(seed) in \(formatLength(size.width)) × \(formatLength(size.height)):
          tree:   \(tree)
          shrunk: \(shrunk)
          why:    \(why)
        """, sourceLocation: sourceLocation)
    }
    if failing.count > reportLimit {
      Issue.record("\(name) also fails for \(failing.count - reportLimit) more seeds: \(failing.dropFirst(reportLimit).prefix(20).map(String.init).joined(separator: ", "))", sourceLocation: sourceLocation)
    }
    return failing
  }
}
