import Foundation

/// Arranges subviews in a row, dividing the proposed width among them.
///
/// Children with higher layout priority are sized first; within a priority, the least
/// flexible child is offered its share first and the rest is divided among the others.
/// `spacing: nil` uses each pair's preferred distance (8 between ordinary views, 0 next to a
/// `Spacer`). The stack's size can exceed its proposal.
///
/// SwiftUI parity: `HStackLayout` (`reference/semantics.md` S1–S10). Under a right-to-left
/// layout direction the engine mirrors the placed children, so the row runs from the right.
public struct HStackLayout: BuiltinLayout, CustomStringConvertible {
  public var alignment: VerticalAlignment
  public var spacing: CGFloat?

  public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
    self.alignment = alignment
    self.spacing = spacing
  }

  public static var layoutProperties: LayoutProperties { LayoutProperties(stackOrientation: .horizontal) }

  public typealias Cache = _StackLayoutCache

  public func makeCache(subviews: Subviews) -> Cache { Cache() }

  var algorithm: StackAlgorithm { StackAlgorithm(axis: .horizontal, alignment: alignment.key, spacing: spacing) }

  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
    algorithm.sizeThatFits(proposal, subviews, &cache)
  }

  public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
    algorithm.placeSubviews(in: bounds, proposal, subviews, &cache)
  }

  public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
    algorithm.spacing(subviews)
  }

  func checked(_ report: (LayoutDiagnostic.Kind, String) -> Void) -> HStackLayout {
    HStackLayout(alignment: alignment, spacing: checkedSpacing(spacing, report))
  }

  public var description: String { stackDescription("HStack", alignment, .center, spacing) }
}

/// A stack spacing that is negative or not finite is reported and treated as `nil`.
func checkedSpacing(_ spacing: CGFloat?, _ report: (LayoutDiagnostic.Kind, String) -> Void) -> CGFloat? {
  guard let spacing, !spacing.isFinite else { return spacing }
  report(.invalidArgument, "stack spacing \(formatLength(spacing)) is not finite; using the default spacing")
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
