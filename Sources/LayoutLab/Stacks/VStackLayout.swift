import Foundation

/// Arranges subviews in a column, dividing the proposed height among them.
///
/// SwiftUI parity: `VStackLayout`, the same algorithm as `HStackLayout` with the axes swapped.
public struct VStackLayout: BuiltinLayout, CustomStringConvertible {
  public var alignment: HorizontalAlignment
  public var spacing: CGFloat?

  public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
    self.alignment = alignment
    self.spacing = spacing
  }

  public static var layoutProperties: LayoutProperties { LayoutProperties(stackOrientation: .vertical) }

  public typealias Cache = _StackLayoutCache

  public func makeCache(subviews: Subviews) -> Cache { Cache() }

  var algorithm: StackAlgorithm { StackAlgorithm(axis: .vertical, alignment: alignment.key, spacing: spacing) }

  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
    algorithm.sizeThatFits(proposal, subviews, &cache)
  }

  public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
    algorithm.placeSubviews(in: bounds, proposal, subviews, &cache)
  }

  public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
    algorithm.spacing(subviews)
  }

  func checked(_ report: (LayoutDiagnostic.Kind, String) -> Void) -> VStackLayout {
    VStackLayout(alignment: alignment, spacing: checkedSpacing(spacing, report))
  }

  public var description: String { stackDescription("VStack", alignment, .center, spacing) }
}
