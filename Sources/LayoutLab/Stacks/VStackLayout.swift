import Foundation

/// Arranges subviews in a column, dividing the proposed height among them.
///
/// SwiftUI parity: `VStackLayout`, the same algorithm as `HStackLayout` with the axes swapped.
/// Under right-to-left layout the engine mirrors the column, so `.leading` lines children up
/// on the right.
///
/// The algorithm is shared (`StackAlgorithm`); the four `Layout` methods below only forward to
/// it, and stay on each type because a public type's witnesses must be public, which an
/// internal shared protocol cannot supply without a public protocol SwiftUI does not have.
public struct VStackLayout: BuiltinLayout, Equatable, CustomStringConvertible {
  /// The guide that lines the children up horizontally (S4 step 5).
  public var alignment: HorizontalAlignment
  /// The distance between neighbours, or `nil` for each pair's preferred distance (S2).
  public var spacing: CGFloat?

  /// A column with the given horizontal alignment and spacing.
  public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
    self.alignment = alignment
    self.spacing = spacing
  }

  /// Vertical: a `Spacer` or `Divider` in the column reads this to choose its axis (L4).
  public static var layoutProperties: LayoutProperties { LayoutProperties(stackOrientation: .vertical) }

  /// The children's distances and ranges and the last distribution (S8).
  public typealias Cache = _StackLayoutCache

  /// An empty cache; it fills as the stack measures.
  public func makeCache(subviews: Subviews) -> Cache { Cache() }

  var algorithm: StackAlgorithm { StackAlgorithm(axis: .vertical, alignment: alignment.key, spacing: spacing) }

  /// The column's size: the children's heights plus the spacing, and the width of the
  /// children lined up on `alignment`. It can be taller than `proposal` (S4 step 6).
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
    algorithm.sizeThatFits(proposal, subviews, &cache)
  }

  /// Places the children top to bottom from the top of `bounds`, in source order (S7).
  public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
    algorithm.placeSubviews(in: bounds, proposal, subviews, &cache)
  }

  /// The first child's top preference, the last child's bottom one and the union of all
  /// children's leading and trailing preferences (S9).
  public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
    algorithm.spacing(subviews)
  }

  /// This layout with an unusable spacing reported and replaced by `nil` (`checkedSpacing`).
  func checked(_ report: (LayoutDiagnostic.Kind, String) -> Void) -> VStackLayout {
    VStackLayout(alignment: alignment, spacing: checkedSpacing(spacing, report))
  }

  func proposalReason(_ proposal: ProposedViewSize) -> ProposalReason { algorithm.reason(proposal) }

  public var description: String { stackDescription("VStack", alignment, .center, spacing) }
}
