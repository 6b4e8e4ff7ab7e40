import Foundation

/// Arranges subviews in a row, dividing the proposed width among them.
///
/// Children with higher layout priority are sized first; within a priority, the least
/// flexible child is offered its share first and the rest is divided among the others.
/// `spacing: nil` uses each pair's preferred distance (8 between ordinary views, 0 next to a
/// `Spacer`). The stack's size can exceed its proposal.
///
/// SwiftUI parity: `HStackLayout` (layout rules S1–S10). Under a right-to-left
/// layout direction the engine mirrors the placed children, so the row runs from the right.
///
/// The algorithm is shared (`StackAlgorithm`); the four `Layout` methods below only forward to
/// it, and stay on each type because a public type's witnesses must be public, which an
/// internal shared protocol cannot supply without a public protocol SwiftUI does not have.
public struct HStackLayout: BuiltinLayout, Equatable, CustomStringConvertible {
  /// The guide that lines the children up vertically (S4 step 5).
  public var alignment: VerticalAlignment
  /// The distance between neighbours, or `nil` for each pair's preferred distance (S2).
  public var spacing: CGFloat?

  /// A row with the given vertical alignment and spacing.
  public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
    self.alignment = alignment
    self.spacing = spacing
  }

  /// Horizontal: a `Spacer` or `Divider` in the row reads this to choose its axis (L4).
  public static var layoutProperties: LayoutProperties { LayoutProperties(stackOrientation: .horizontal) }

  /// The children's distances and ranges and the last distribution (S8).
  public typealias Cache = _StackLayoutCache

  /// An empty cache; it fills as the stack measures.
  public func makeCache(subviews: Subviews) -> Cache { Cache() }

  var algorithm: StackAlgorithm { StackAlgorithm(axis: .horizontal, alignment: alignment.key, spacing: spacing) }

  /// The row's size: the children's widths plus the spacing, and the height of the children
  /// lined up on `alignment`. It can be wider than `proposal` (S4 step 6).
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
    algorithm.sizeThatFits(proposal, subviews, &cache)
  }

  /// Places the children left to right from the edge of `bounds`, in source order (S7); the
  /// engine mirrors them under `.rightToLeft`.
  public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
    algorithm.placeSubviews(in: bounds, proposal, subviews, &cache)
  }

  /// The first child's leading preference, the last child's trailing one and the union of
  /// all children's top and bottom preferences (S9).
  public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
    algorithm.spacing(subviews)
  }

  /// This layout with an unusable spacing reported and replaced by `nil` (`checkedSpacing`).
  func checked(_ report: (LayoutDiagnostic.Kind, String) -> Void) -> HStackLayout {
    HStackLayout(alignment: alignment, spacing: checkedSpacing(spacing, report))
  }

  func proposalReason(_ proposal: ProposedViewSize) -> ProposalReason { algorithm.reason(proposal) }

  public var description: String { stackDescription("HStack", alignment, .center, spacing) }
}

/// A stack spacing that is not finite or beyond ±10³⁰⁰ (`LengthLimit`) is reported and treated
/// as `nil`. A negative spacing is kept: it overlaps neighbours, as in SwiftUI.
func checkedSpacing(_ spacing: CGFloat?, _ report: (LayoutDiagnostic.Kind, String) -> Void) -> CGFloat? {
  guard let spacing, !LengthLimit.accepts(spacing) else { return spacing }
  report(
    .invalidArgument,
    "stack spacing \(formatLength(spacing)) \(LengthLimit.problem(with: spacing)); using the default spacing")
  return nil
}

/// `HStack(alignment: .top, spacing: 4)`, leaving out what is at its default.
func stackDescription<A: Equatable & CustomStringConvertible>(
  _ name: String, _ alignment: A, _ defaultAlignment: A, _ spacing: CGFloat?
) -> String {
  var arguments: [String] = []
  if alignment != defaultAlignment { arguments.append("alignment: \(alignment)") }
  if let spacing { arguments.append("spacing: \(formatLength(spacing))") }
  return "\(name)(\(arguments.joined(separator: ", ")))"
}
