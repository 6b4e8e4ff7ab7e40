import Foundation
import LayoutLab

/// One way a layout broke (or bent) SwiftUI's `Layout` contract, found by `LayoutContractChecker`.
///
/// Every violation names the proposal it was found under and, where one subview is concerned,
/// that subview's index in the layout's `subviews`. Positions are relative to the origin of the
/// bounds `placeSubviews` was given. An engine diagnostic seen in several runs for the same
/// proposal is reported once.
///
/// SwiftUI parity: the rules checked are Apple's documented contract for `Layout`
/// (layout rules L5–L9): sizes are what the engine uses as is, `placeSubviews`
/// places in `bounds`, a subview never placed is centred, and a cache must be re-creatable
/// without changing any result.
public struct LayoutViolation: Hashable, Sendable, CustomStringConvertible {
  /// How serious a violation is.
  public enum Severity: String, Hashable, Sendable {
    /// Breaks the contract: SwiftUI would show wrong or unstable results.
    case error
    /// Legal, but usually a bug (a subview never placed, a frame outside the bounds).
    case warning
  }

  /// What rule was broken.
  public enum Kind: String, CaseIterable, Hashable, Sendable {
    /// `sizeThatFits` returned NaN, a negative length, or infinity where the proposal was not
    /// infinity.
    case invalidSize
    /// `sizeThatFits` gave different sizes for the same proposal.
    case nondeterministicSize
    /// Laying out again with the same proposal (warm cache) moved or resized a subview.
    case nondeterministicPlacement
    /// Reusing the layout's cache after other proposals (asked in order, or in reverse
    /// order) changed a size or a frame.
    case cacheDependentResult
    /// A larger proposal along one axis, with the other axis proposed the same, got a smaller
    /// length along that axis. SwiftUI's stacks rank subviews by how much they grow between
    /// small and large proposals, so a view that shrinks when offered more confuses them.
    /// Legal where a layout ties its axes together (`aspectRatio(contentMode: .fill)` offers
    /// its content more width as the height grows, and a text may then need fewer lines), so
    /// a warning; in a flow or a grid it is a bug.
    case shrinkingSize
    /// Bounds at another origin moved a subview by other than the origin's offset:
    /// `placeSubviews` must place relative to `bounds.origin`, which is rarely zero.
    case boundsOriginIgnored
    /// A size or frame differed under another `MeasurementCachePolicy`.
    case policyDependentResult
    /// `placeSubviews` never placed the subview; SwiftUI centres it with the container's
    /// proposal. Legal, so a warning.
    case unplacedSubview
    /// A subview was placed at a position that is not finite.
    case invalidPlacement
    /// `placeSubviews` placed the subview more than once; the last placement counts. Legal,
    /// so a warning, but usually another subview's placement gone to the wrong index.
    case duplicatePlacement
    /// `place(at:anchor:proposal:)` was called outside `placeSubviews` (for example from
    /// `sizeThatFits` or `makeCache`).
    case placementOutsidePlaceSubviews
    /// A placed subview's frame reaches outside the bounds `placeSubviews` was given.
    /// Legal (views may overflow), so a warning.
    case frameOutsideBounds
    /// The engine reported a problem while laying out the layout's content.
    case engineDiagnostic

    /// The severity of this kind of violation.
    public var severity: Severity {
      switch self {
      case .unplacedSubview, .duplicatePlacement, .frameOutsideBounds, .shrinkingSize: .warning
      default: .error
      }
    }
  }

  /// What rule was broken.
  public let kind: Kind
  /// The proposal under which it happened.
  public let proposal: ProposedViewSize
  /// The index of the subview concerned, or `nil` when the violation is about the layout as a
  /// whole.
  public let subviewIndex: Int?
  /// What happened, with the numbers.
  public let message: String

  /// Creates a violation; `LayoutContractChecker` makes these, tests may compare against them.
  public init(kind: Kind, proposal: ProposedViewSize, subviewIndex: Int? = nil, message: String) {
    self.kind = kind
    self.proposal = proposal
    self.subviewIndex = subviewIndex
    self.message = message
  }

  /// The severity of the violation's kind.
  public var severity: Severity { kind.severity }

  /// `error: invalidSize at proposal (390, 844): NaNLayout returned (nan, nan)`.
  public var description: String {
    let subview = subviewIndex.map { ", subview \($0)" } ?? ""
    return "\(severity.rawValue): \(kind.rawValue) at proposal \(proposal)\(subview): \(message)"
  }
}
