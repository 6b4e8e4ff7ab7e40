import Foundation
import LayoutLab

/// Checks properties over generated cases, seed by seed, and shrinks what fails.
public struct PropertyRunner: Sendable {
  public var generator = PropertyTreeGenerator()
  /// The properties to check, in order; a case's first failing one is reported.
  public var checks: [PropertyCheck]

  public init(checks: [PropertyCheck] = PropertyCheck.all, generator: PropertyTreeGenerator = PropertyTreeGenerator()) {
    self.checks = checks
    self.generator = generator
  }

  /// The first property the case for `seed` breaks, and why; `nil` when it keeps them all.
  public func failure(seed: UInt64) -> (check: PropertyCheck, testCase: PropertyCase, why: String)? {
    let testCase = generator.testCase(seed: seed)
    let session = PropertySession(testCase)
    for check in checks {
      if let why = check.failure(session) { return (check, testCase, why) }
    }
    return nil
  }

  /// `why`, a failure of `check` on `testCase`, with the smallest tree that still fails the same
  /// way in the same host sizes.
  public func shrunk(_ check: PropertyCheck, _ testCase: PropertyCase, why: String, attempts: Int = 2_000)
    -> PropertyFailure
  {
    let kind = PropertyFailure.kind(why)
    let tree = PropertyShrinker.shrink(testCase.tree, attempts: attempts) { candidate in
      check.failure(testCase.with(candidate)).map(PropertyFailure.kind) == kind
    }
    return PropertyFailure(
      check: check.name, testCase: testCase, why: why, shrunk: tree,
      shrunkWhy: check.failure(testCase.with(tree)) ?? why)
  }

  /// The first `limit` failures over `seeds`, each shrunk with at most `attempts` tries, and
  /// every failing seed.
  public func run(seeds: Range<UInt64>, limit: Int = 3, attempts: Int = 2_000) -> (
    failures: [PropertyFailure], failingSeeds: [UInt64]
  ) {
    var failures: [PropertyFailure] = []
    var failingSeeds: [UInt64] = []
    for seed in seeds {
      guard let (check, testCase, why) = failure(seed: seed) else { continue }
      failingSeeds.append(seed)
      if failures.count < limit { failures.append(shrunk(check, testCase, why: why, attempts: attempts)) }
    }
    return (failures, failingSeeds)
  }
}

/// A property broken by a generated case, with the smallest tree found that still breaks it.
public struct PropertyFailure: Sendable, CustomStringConvertible {
  /// The property's name.
  public let check: String
  public let testCase: PropertyCase
  /// Why the case breaks the property.
  public let why: String
  /// The smallest tree found that breaks it the same way, in the same host sizes.
  public let shrunk: PropertyTree
  /// Why the shrunk tree breaks it.
  public let shrunkWhy: String

  /// The failure in full: property, seed, sizes, both trees and why.
  public var description: String {
    """
    \(check) fails for seed \(testCase.seed) in \(PropertyRules.format(testCase.hostSize)) \
    (other size \(PropertyRules.format(testCase.otherSize))):
      tree:   \(testCase.tree)
      why:    \(why)
      shrunk: \(shrunk)
      why:    \(shrunkWhy)
    """
  }

  /// What kind of failure `why` is, for shrinking and for grouping failures: the sentence
  /// with its numbers, node indices and view descriptions left out.
  public static func kind(_ why: String) -> String {
    var result = ""
    var depth = 0
    for character in why {
      if character == "(" || character == "[" { depth += 1 }
      if depth == 0 && !character.isNumber && character != "." && character != "-" { result.append(character) }
      if character == ")" || character == "]" { depth = max(0, depth - 1) }
    }
    return result.split(separator: " ").joined(separator: " ")
  }

  /// The failure's class: the property, the kind of its shrunk reason, and the containers and
  /// modifiers in the shrunk tree (leaves and numbers left out, so that one cause reached
  /// through a colour, a text or a spacer is one class; a custom layout keeps its proposal).
  public var classKey: String {
    var names = Set<String>()
    func collect(_ tree: PropertyTree) {
      if case .proposing = tree.node {
        names.insert(tree.label)
      } else if tree.node.arity != .leaf {
        names.insert(tree.label.split(separator: "(").first.map(String.init) ?? tree.label)
      }
      tree.children.forEach(collect)
    }
    collect(shrunk)
    return "\(check): \(Self.kind(shrunkWhy)) — \(names.sorted().joined(separator: " "))"
  }
}
