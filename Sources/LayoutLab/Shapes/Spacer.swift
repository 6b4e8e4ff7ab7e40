import Foundation

/// Flexible space that grows along its stack's axis, or along both axes outside a stack.
///
/// - Inside a stack: the major length is the proposal (at least `minLength`), the minor is 0.
/// - Elsewhere: each axis is the proposal, at least `minLength`.
/// - Its ideal length is `minLength`, 8 when `nil`.
/// - Its layout priority is -infinity, so a stack sizes every other child first.
/// - It prefers 0 spacing on its growing edges, so neighbours touch it.
///
/// - Proposed infinity along its axis (a stack's maximum probe), it is infinitely long, as
///   SwiftUI's.
///
/// SwiftUI parity: `Spacer(minLength:)` (layout rules N2–N4). A `minLength` that is
/// negative is reported and taken as 0; one that is not finite or beyond 10³⁰⁰ (`LengthLimit`)
/// is reported and taken as `nil` (SwiftUI documents neither).
public struct Spacer: View, PrimitiveView {
  /// The shortest the spacer gets along its axis, or `nil` for the default spacing (8).
  public var minLength: CGFloat?

  /// A spacer at least `minLength` long (8 when `nil`).
  public init(minLength: CGFloat? = nil) {
    self.minLength = minLength
  }

  func update(_ node: ViewNode, in builder: TreeBuilder) {
    var length = minLength
    if let given = length, !(given >= 0 && LengthLimit.accepts(given)) {
      length = LengthLimit.accepts(given) ? 0 : nil
      let problem = LengthLimit.accepts(given) ? "is negative" : LengthLimit.problem(with: given)
      builder.report(
        .invalidArgument, node,
        "spacer minimum length \(formatLength(given)) \(problem); using \(length.map(formatLength) ?? "the default, 8")"
      )
    }
    node.install(leaf: SpacerLeaf(minLength: length ?? ViewSpacing.defaultSpacing))
    node.summarySource = minLength == nil ? .text("Spacer()") : .layout
  }
}

/// How a `Spacer` sizes itself: it reads the orientation of the stack laying it out.
struct SpacerLeaf: LeafLayout, Equatable {
  /// The resolved minimum length.
  let minLength: CGFloat

  /// `Spacer(minLength: 20)`, for a spacer given a minimum length.
  var summary: String { "Spacer(minLength: \(formatLength(minLength)))" }

  func sizeThatFits(_ proposal: ProposedViewSize, in context: LeafContext) -> CGSize {
    func grow(_ proposed: CGFloat?) -> CGFloat { max(proposed ?? -.infinity, minLength) }
    guard let axis = context.containerOrientation else {
      return CGSize(width: grow(proposal.width), height: grow(proposal.height))
    }
    return CGSize(major: grow(proposal[axis]), minor: 0, axis: axis)
  }

  func spacing(in context: LeafContext) -> ViewSpacing {
    switch context.containerOrientation {
    case .horizontal?: ViewSpacing(top: nil, leading: 0, bottom: nil, trailing: 0)
    case .vertical?: ViewSpacing(top: 0, leading: nil, bottom: 0, trailing: nil)
    case nil: .zero
    }
  }

  var defaultPriority: Double { -.infinity }
}

/// A thin line across its stack: vertical in an `HStack`, horizontal elsewhere.
///
/// Layout: `thickness` (1 point) across the line; along it, the proposal, or 10 when unspecified.
///
/// SwiftUI parity: `Divider`. The thickness is a named constant: SwiftUI draws a hairline whose
/// layout thickness this model takes as 1 point.
public struct Divider: View, PrimitiveView {
  /// The divider's thickness in points.
  public static let thickness: CGFloat = 1

  /// A divider across its container's stacking axis.
  public init() {}

  func update(_ node: ViewNode, in builder: TreeBuilder) {
    node.install(leaf: DividerLeaf())
    node.summarySource = .text("Divider()")
  }
}

/// How a `Divider` sizes itself: thin across the containing stack's axis.
struct DividerLeaf: LeafLayout, Equatable {
  func sizeThatFits(_ proposal: ProposedViewSize, in context: LeafContext) -> CGSize {
    let along = proposal.replacingUnspecifiedDimensions()
    return context.containerOrientation == .horizontal
      ? CGSize(width: Divider.thickness, height: along.height)
      : CGSize(width: along.width, height: Divider.thickness)
  }
}
