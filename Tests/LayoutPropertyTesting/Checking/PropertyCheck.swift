import Foundation
import LayoutLab

/// One property of the engine, checked on a generated case's layouts: why the case breaks it,
/// as a sentence with the numbers, or `nil`.
public struct PropertyCheck: Sendable {
  /// The property's short name, as failures print it: `finite frames`, `cache policies`.
  public let name: String
  /// What the property says, in a sentence.
  public let summary: String
  let check: @Sendable (PropertySession) -> String?

  public init(name: String, summary: String, check: @escaping @Sendable (PropertySession) -> String?) {
    self.name = name
    self.summary = summary
    self.check = check
  }

  /// Why the session's case breaks the property, or `nil`.
  public func failure(_ session: PropertySession) -> String? { check(session) }

  /// Why `testCase` breaks the property, or `nil`.
  public func failure(_ testCase: PropertyCase) -> String? { check(PropertySession(testCase)) }
}

extension PropertyCheck {
  /// Every property, the cheapest first.
  public static let all: [PropertyCheck] = [
    finiteFrames, determinism, resizing, cachePolicies, counters, placementRules, preferenceFold,
  ]

  /// No frame is NaN or infinite, cold, after another size, or warm (back at the first size).
  public static let finiteFrames = PropertyCheck(
    name: "finite frames", summary: "No frame is NaN or infinite, cold, after another size, or warm"
  ) { session in
    let sequence = session.sequence()
    let steps = [("cold", sequence.cold), ("after the other size", sequence.resized), ("warm", sequence.warm)]
    for (name, layout) in steps {
      if let problem = PropertyRules.nonFiniteFrame(layout) { return "\(name): \(problem)" }
    }
    return nil
  }

  /// Two fresh hosts give the same frames, preference value and counters.
  public static let determinism = PropertyCheck(
    name: "determinism", summary: "Two fresh hosts give the same frames, preference value and counters"
  ) { session in
    let first = session.sequence().cold
    let second = session.secondHostCold
    if let problem = PropertyComparison.difference(first, second, "a second host") { return problem }
    return first.frameReports == second.frameReports
      ? nil : "a second host: counters \(second.frameReports), not \(first.frameReports)"
  }

  /// Every cache policy gives the same frames, cold, laid out again, and warm (after a layout
  /// at another size in the same host).
  public static let cachePolicies = PropertyCheck(
    name: "cache policies",
    summary: "Every cache policy gives the same frames, cold, again, and warm after another size"
  ) { session in
    let reference = session.sequence().cold
    // A layout that never settles (reported as `unsettledLayout`) stops wherever the frame
    // budget ends its loop: it has no fixed frames to compare.
    guard !reference.isUnsettled else { return nil }
    for policy in [MeasurementCachePolicy.swiftUI, .none, .unbounded] {
      let sequence = session.sequence(policy)
      if [sequence.cold, sequence.again, sequence.resized, sequence.warm].contains(where: \.isUnsettled) { continue }
      let steps = [
        ("cold", reference, sequence.cold), ("laid out again", sequence.cold, sequence.again),
        ("warm after \(PropertyRules.format(session.testCase.otherSize))", sequence.cold, sequence.warm),
      ]
      for (name, expected, layout) in steps {
        guard let problem = PropertyComparison.difference(expected, layout, ".\(policy.rawValue), \(name)") else {
          continue
        }
        if name.hasPrefix("warm"), Self.isAnotherFixedPoint(of: session.testCase.tree, sequence) { continue }
        return problem
      }
    }
    return nil
  }

  /// A host laid out in another size gives the frames a fresh host gives in that size: a
  /// container placed in new bounds places again every view whose frame changed, whatever it
  /// placed before (a layout that remembers its last committed placement compares with it).
  ///
  /// Not checked for a view that keeps measured sizes in `@State` (a two-frame flow): its
  /// state remembers the first size, and it may settle elsewhere (see `isAnotherFixedPoint`).
  public static let resizing = PropertyCheck(
    name: "resizing", summary: "A host laid out in another size gives a fresh host's frames there"
  ) { session in
    guard !session.testCase.tree.contains(where: \.feedsSizesBackThroughState) else { return nil }
    let resized = session.sequence().resized
    let fresh = session.otherSizeCold
    guard !resized.isUnsettled, !fresh.isUnsettled else { return nil }
    let testCase = session.testCase
    return PropertyComparison.difference(
      fresh, resized, "after \(PropertyRules.format(testCase.hostSize)), in \(PropertyRules.format(testCase.otherSize))"
    )
  }

  /// Whether a warm layout that differs from the cold one is another settled state of a view
  /// that feeds its own measured sizes back through `@State` (a two-frame flow): its frames
  /// are what the same host, with every cache forgotten but its state kept, lays out in one
  /// frame. Such a view can settle in more than one state, and which one depends on the
  /// sizes it was laid out at before, in SwiftUI as here: the state it keeps is history.
  private static func isAnotherFixedPoint(of tree: PropertyTree, _ sequence: PropertySequence) -> Bool {
    guard tree.contains(where: \.feedsSizesBackThroughState) else { return false }
    let relaid = sequence.warmWithoutCaches
    return relaid.frameReports.count == 1 && PropertyComparison.difference(sequence.warm, relaid, "") == nil
  }

  /// The counters keep the relations `NodeCounters`, `TreeCounters`, `FrameReport` and
  /// `ViewHost` document.
  public static let counters = PropertyCheck(
    name: "counters", summary: "The counters keep the relations their documentation states"
  ) { session in
    PropertyCounterRules.violation(session)
  }

  /// The placement rules of each node kind hold between a node's frame and its children's.
  public static let placementRules = PropertyCheck(
    name: "placement rules", summary: "Parents' frames keep their children's placement rules"
  ) { session in
    PropertyRules.firstViolation(session.testCase.tree, session.sequence().cold)
  }

  /// The root's preference value is the direct fold of the writers in the tree.
  public static let preferenceFold = PropertyCheck(
    name: "preference fold", summary: "The root's preference value is a direct fold of the writers in the tree"
  ) { session in
    // Unbuilt rows and unchosen views write nothing: which those are, only the layout says.
    guard !session.testCase.tree.contains(where: \.buildsSomeChildren) else { return nil }
    let observed = session.sequence().cold.preference
    let expected = session.testCase.tree.preferenceFold ?? PropertyPreferenceKey.defaultValue
    return observed == expected ? nil : "onPreferenceChange got \(observed), the tree folds to \(expected)"
  }
}
