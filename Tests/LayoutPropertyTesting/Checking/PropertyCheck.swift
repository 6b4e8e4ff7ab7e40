import Foundation
import LayoutLab

/// One property of the engine, checked on a generated case: why the case breaks it, as a
/// sentence with the numbers, or `nil`.
public struct PropertyCheck: Sendable {
  /// The property's short name, as failures print it: `finite frames`, `cache policies`.
  public let name: String
  /// What the property says, in a sentence.
  public let summary: String
  let check: @Sendable (PropertyCase) -> String?

  public init(name: String, summary: String, check: @escaping @Sendable (PropertyCase) -> String?) {
    self.name = name
    self.summary = summary
    self.check = check
  }

  /// Why `testCase` breaks the property, or `nil`.
  public func failure(_ testCase: PropertyCase) -> String? { check(testCase) }
}

extension PropertyCheck {
  /// Every property, the cheapest first.
  public static let all: [PropertyCheck] = [
    finiteFrames, determinism, cachePolicies, counters, placementRules, preferenceFold,
  ]

  /// No frame is NaN or infinite, cold, after another size, or warm (back at the first size).
  public static let finiteFrames = PropertyCheck(
    name: "finite frames", summary: "No frame is NaN or infinite, cold, after another size, or warm"
  ) { testCase in
    let host = PropertyHost(testCase.tree)
    let sizes = [testCase.hostSize, testCase.otherSize, testCase.hostSize]
    for (step, size) in sizes.enumerated() {
      if let problem = PropertyRules.nonFiniteFrame(host.layout(in: size)) {
        return "layout \(step + 1) (in \(PropertyRules.format(size))): \(problem)"
      }
    }
    return nil
  }

  /// Two fresh hosts give the same frames, preference value and counters.
  public static let determinism = PropertyCheck(
    name: "determinism", summary: "Two fresh hosts give the same frames, preference value and counters"
  ) { testCase in
    let first = PropertyHost(testCase.tree).layout(in: testCase.hostSize)
    let second = PropertyHost(testCase.tree).layout(in: testCase.hostSize)
    if let problem = PropertyComparison.difference(first, second, "a second host") { return problem }
    return first.frameReports == second.frameReports
      ? nil : "a second host: counters \(second.frameReports), not \(first.frameReports)"
  }

  /// Every cache policy gives the same frames, cold, laid out again, and warm (after a layout
  /// at another size in the same host).
  public static let cachePolicies = PropertyCheck(
    name: "cache policies", summary: "Every cache policy gives the same frames, cold, again, and warm after another size"
  ) { testCase in
    var reference: PropertyLayout?
    for policy in [MeasurementCachePolicy.swiftUI, .none, .unbounded] {
      let host = PropertyHost(testCase.tree, policy: policy)
      let cold = host.layout(in: testCase.hostSize)
      if let reference, let problem = PropertyComparison.difference(reference, cold, ".\(policy.rawValue), cold") {
        return problem
      }
      reference = reference ?? cold
      if let problem = PropertyComparison.difference(cold, host.layout(in: testCase.hostSize), ".\(policy.rawValue), laid out again") {
        return problem
      }
      _ = host.layout(in: testCase.otherSize)
      let warm = host.layout(in: testCase.hostSize)
      if let problem = PropertyComparison.difference(
        cold, warm, ".\(policy.rawValue), warm after \(PropertyRules.format(testCase.otherSize))")
      {
        return problem
      }
    }
    return nil
  }

  /// The counters keep the relations `NodeCounters`, `TreeCounters`, `FrameReport` and
  /// `ViewHost` document.
  public static let counters = PropertyCheck(
    name: "counters", summary: "The counters keep the relations their documentation states"
  ) { testCase in
    PropertyCounterRules.violation(testCase)
  }

  /// The placement rules of each node kind hold between a node's frame and its children's.
  public static let placementRules = PropertyCheck(
    name: "placement rules", summary: "Parents' frames keep their children's placement rules"
  ) { testCase in
    PropertyRules.firstViolation(testCase.tree, PropertyHost(testCase.tree).layout(in: testCase.hostSize))
  }

  /// The root's preference value is the direct fold of the writers in the tree.
  public static let preferenceFold = PropertyCheck(
    name: "preference fold", summary: "The root's preference value is a direct fold of the writers in the tree"
  ) { testCase in
    let observed = PropertyHost(testCase.tree).layout(in: testCase.hostSize).preference
    let expected = testCase.tree.preferenceFold ?? PropertyPreferenceKey.defaultValue
    return observed == expected ? nil : "onPreferenceChange got \(observed), the tree folds to \(expected)"
  }
}
