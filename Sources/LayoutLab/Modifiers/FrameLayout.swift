import Foundation

/// A fixed frame: gives a view an exact width, height, or both.
///
/// With both dimensions the frame is exactly that size and the child is not asked. Otherwise
/// the child is proposed the given dimension (and the proposal in the other) and the frame
/// takes the child's size where no dimension is given. The child is placed so that its
/// `alignment` guide meets the frame's.
///
/// SwiftUI parity: `_FrameLayout` (layout rule F1). A negative or non-finite
/// dimension is reported and treated as `nil`, as SwiftUI does since version 2; each dimension
/// is checked on its own (OpenSwiftUI checks `width` twice, an upstream slip).
struct FrameLayout: BoundsPlacedModifier, Equatable {
  func proposalReason(_ proposal: ProposedViewSize) -> ProposalReason { .frame }

  let width: CGFloat?
  let height: CGFloat?
  let alignment: Alignment

  static var isUnaryModifier: Bool { true }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
    if let width, let height { return CGSize(width: width, height: height) }
    let child = subviews.first?.sizeThatFits(childProposal(proposal)) ?? .zero
    return CGSize(width: width ?? child.width, height: height ?? child.height)
  }

  func placement(in bounds: CGRect, proposal: ProposedViewSize) -> SubviewPlacement {
    .aligned(alignment, proposal: childProposal(proposal))
  }

  private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height)
  }

  func checked(_ report: (LayoutDiagnostic.Kind, String) -> Void) -> FrameLayout {
    func check(_ value: CGFloat?, _ name: String) -> CGFloat? {
      guard let value, value < 0 || !value.isFinite else { return value }
      report(
        .invalidFrameDimension,
        "invalid frame dimension \(name): \(formatLength(value)) (negative or not finite); treated as nil")
      return nil
    }
    return FrameLayout(width: check(width, "width"), height: check(height, "height"), alignment: alignment)
  }
}

extension View {
  /// Gives the view a fixed width, height, or both; `nil` keeps the view's own sizing there.
  /// Inlinable (see `FrameModifier`).
  @inlinable
  public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
    FrameModifier(content: self, width: width, height: height, alignment: alignment)
  }
}

extension FrameLayout: ModifierSummarizing {
  /// `.frame(width: 10, height: 20)`, leaving out what is not given.
  var modifierSummary: String {
    var arguments: [String] = []
    if let width { arguments.append("width: \(formatLength(width))") }
    if let height { arguments.append("height: \(formatLength(height))") }
    if alignment != .center { arguments.append("alignment: \(alignment)") }
    return ".frame(\(arguments.joined(separator: ", ")))"
  }
}
