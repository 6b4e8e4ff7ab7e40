import Foundation

/// Places a view's centre at a point of its parent's space. The modifier takes the whole
/// proposal (an unspecified dimension becomes the child's size for that proposal), so it is
/// greedy; the child is placed with the modifier's own size as its proposal.
///
/// SwiftUI parity: `position(x:y:)` (layout rule F5); the placement proposal is
/// OpenSwiftUI's `_PositionLayout` (`context.size`).
struct PositionLayout: BoundsPlacedModifier, Equatable {
  let position: CGPoint

  static var isUnaryModifier: Bool { true }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
    guard let width = proposal.width, let height = proposal.height else {
      let child = subviews.first?.sizeThatFits(proposal) ?? .zero
      return CGSize(width: proposal.width ?? child.width, height: proposal.height ?? child.height)
    }
    return CGSize(width: width, height: height)
  }

  func placement(in bounds: CGRect, proposal: ProposedViewSize) -> SubviewPlacement {
    .anchored(
      CGPoint(x: bounds.minX + position.x, y: bounds.minY + position.y), anchor: .center,
      proposal: ProposedViewSize(bounds.size))
  }

  /// The position with a coordinate that is not finite or beyond ±10³⁰⁰ (`LengthLimit`)
  /// reported and replaced by 0, so that the child's place stays finite.
  func checked(_ report: (LayoutDiagnostic.Kind, String) -> Void) -> PositionLayout {
    guard !LengthLimit.accepts(position.x) || !LengthLimit.accepts(position.y) else { return self }
    let problem = LengthLimit.problem(with: LengthLimit.accepts(position.x) ? position.y : position.x)
    report(
      .invalidArgument, "position (\(formatLength(position.x)), \(formatLength(position.y))) \(problem); using 0 there")
    func usable(_ value: CGFloat) -> CGFloat { LengthLimit.accepts(value) ? value : 0 }
    return PositionLayout(position: CGPoint(x: usable(position.x), y: usable(position.y)))
  }
}

extension PositionLayout: ModifierSummarizing {
  var modifierSummary: String { ".position(x: \(formatLength(position.x)), y: \(formatLength(position.y)))" }
}

extension View {
  /// Centres the view at `position` in its parent's space.
  public func position(_ position: CGPoint) -> some View {
    PositionModifier(content: self, layout: PositionLayout(position: position))
  }

  /// Centres the view at (`x`, `y`) in its parent's space.
  public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
    position(CGPoint(x: x, y: y))
  }
}
