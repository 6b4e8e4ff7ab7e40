import Foundation
import LayoutLab

/// A named list of test subviews to check a layout with.
///
/// `TestSubviewSet.standard` covers what layouts most often get wrong: no subviews at all,
/// a single one, a mix of every kind (rigid, flexible with bounds, wrapping, a priority, a
/// zero spacing), greedy subviews that take any size, and a dozen small ones that need
/// several lines or columns. `LayoutContractChecker.check(_:subviewSets:)` runs a check per set.
///
/// SwiftUI parity: not a SwiftUI type; the subviews behave as views with the same rules would.
public struct TestSubviewSet: Hashable, Sendable, CustomStringConvertible {
  /// What the set is for, as reports name it: `mixed`.
  public let name: String
  /// The subviews, in order.
  public let subviews: [TestSubview]

  public init(name: String, subviews: [TestSubview]) {
    self.name = name
    self.subviews = subviews
  }

  /// No subviews: a layout must still answer a valid size (usually zero).
  public static let empty = TestSubviewSet(name: "empty", subviews: [])

  /// One rigid 40 × 30 subview.
  public static let single = TestSubviewSet(name: "single", subviews: [.fixed(width: 40, height: 30)])

  /// One of each kind: rigid, flexible between bounds, wrapping, rigid with zero spacing, and
  /// a greedy one with priority 1.
  public static let mixed = TestSubviewSet(
    name: "mixed",
    subviews: [
      .fixed(width: 40, height: 30),
      .flexible(minWidth: 20, idealWidth: 60, maxWidth: 200, minHeight: 10, idealHeight: 20, maxHeight: 40),
      .wrapping(words: 6, wordWidth: 15, lineHeight: 12),
      .fixed(width: 25, height: 45).spacing(.zero),
      .flexible().priority(1),
    ])

  /// Two subviews that take whatever they are proposed, from zero to infinity.
  public static let greedy = TestSubviewSet(name: "greedy", subviews: [.flexible(), .flexible()])

  /// Twelve rigid subviews, 10 to 65 wide and 10 to 32 tall, enough to need several lines or
  /// columns in a narrow proposal.
  public static let many = TestSubviewSet(
    name: "many",
    subviews: (0..<12).map { (index: Int) -> TestSubview in
      let width = CGFloat(10 + 5 * index)
      let height = CGFloat(10 + 2 * index)
      return TestSubview.fixed(width: width, height: height)
    })

  /// `empty`, `single`, `mixed`, `greedy` and `many`.
  public static let standard: [TestSubviewSet] = [empty, single, mixed, greedy, many]

  /// `mixed (5 subviews)`.
  public var description: String { "\(name) (\(subviews.count) subviews)" }
}
