import Foundation
import LayoutLab

/// What `LayoutContractChecker` found: the violations, and what the layout did for each proposal.
///
/// In a test, assert that the report is empty and print it when it is not:
///
///     let report = LayoutContractChecker.check(MyLayout()) { Text("a"); Text("b") }
///     #expect(report.isEmpty, "\(report)")
///
/// Or accept warnings (a deliberately unplaced or overflowing subview) and fail on errors
/// only: `#expect(report.errors.isEmpty)`.
///
/// SwiftUI parity: SwiftUI has no such report; it shows a broken layout as wrong pixels, or
/// traps (a NaN placement). This collects what the contract (`LayoutViolation`) forbids.
public struct LayoutCheckReport: Sendable, CustomStringConvertible {
  /// The checked layout's type name, as violations' messages use it.
  public let layoutName: String
  /// Every violation, grouped by proposal in the order the proposals were given.
  public let violations: [LayoutViolation]
  /// What the layout did for each proposal (cold cache, `.swiftUI` policy), in order.
  public let outcomes: [ProposalOutcome]
  /// The name of the `TestSubviewSet` checked with, or `nil` for other content.
  public let contentName: String?

  public init(
    layoutName: String, violations: [LayoutViolation], outcomes: [ProposalOutcome], contentName: String? = nil
  ) {
    self.layoutName = layoutName
    self.violations = violations
    self.outcomes = outcomes
    self.contentName = contentName
  }

  /// Whether nothing at all was found, warnings included.
  public var isEmpty: Bool { violations.isEmpty }

  /// The violations that break the contract.
  public var errors: [LayoutViolation] { violations.filter { $0.severity == .error } }

  /// The violations that are legal but usually bugs.
  public var warnings: [LayoutViolation] { violations.filter { $0.severity == .warning } }

  /// The violations of one kind.
  public func violations(_ kind: LayoutViolation.Kind) -> [LayoutViolation] {
    violations.filter { $0.kind == kind }
  }

  /// What the layout did for `proposal`, if it was checked.
  public func outcome(for proposal: ProposedViewSize) -> ProposalOutcome? {
    outcomes.first { $0.proposal == proposal }
  }

  /// A summary line, then one line per violation.
  public var description: String {
    let name = contentName.map { "\(layoutName) with subviews \"\($0)\"" } ?? layoutName
    let summary =
      violations.isEmpty
      ? "\(name): no violations in \(outcomes.count) proposals"
      : "\(name): \(errors.count) errors, \(warnings.count) warnings in \(outcomes.count) proposals"
    return ([summary] + violations.map { "  \($0)" }).joined(separator: "\n")
  }
}
