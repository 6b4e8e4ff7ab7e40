import Foundation

/// A flexible frame: bounds a view's size between a minimum and a maximum per dimension, with
/// an ideal size for when the proposal leaves a dimension unspecified.
///
/// Per dimension, with proposal `p` (`reference/semantics.md` F2):
/// 1. The child is proposed `p` clamped to the bounds, or the ideal (clamped) when `p` is
///    unspecified, or unspecified.
/// 2. With both bounds and a proposal, the frame is `p` clamped, without asking the child;
///    with no proposal and an ideal, it is the ideal.
/// 3. Otherwise, from the child's size `c` and its proposal `cp`: both bounds give `c` clamped;
///    a minimum only gives `max(min(cp ?? ∞, c), min)`; a maximum only gives
///    `min(max(cp ?? -∞, c), max)`; neither gives `c`.
///
/// SwiftUI parity: `_FlexFrameLayout`, including its normalisation of inconsistent bounds
/// (a minimum above the maximum raises the maximum), which is reported as a diagnostic.
struct FlexFrameLayout: BuiltinLayout {
  /// One dimension's bounds.
  struct Bounds: Equatable {
    var min: CGFloat?
    var ideal: CGFloat?
    var max: CGFloat?
  }

  let horizontal: Bounds
  let vertical: Bounds
  let alignment: Alignment

  static var isUnaryModifier: Bool { true }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
    let width = Self.sizeWithoutChild(horizontal, proposal.width)
    let height = Self.sizeWithoutChild(vertical, proposal.height)
    if let width, let height { return CGSize(width: width, height: height) }
    let childProposal = self.childProposal(proposal)
    let child = subviews.first?.sizeThatFits(childProposal) ?? .zero
    return CGSize(
      width: width ?? Self.size(horizontal, child: child.width, proposed: childProposal.width),
      height: height ?? Self.size(vertical, child: child.height, proposed: childProposal.height))
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
    subviews.first?.place(aligned: alignment, in: bounds, proposal: childProposal(proposal))
  }

  private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(
      width: Self.childProposal(horizontal, proposal.width), height: Self.childProposal(vertical, proposal.height))
  }

  /// Step 1.
  private static func childProposal(_ bounds: Bounds, _ proposed: CGFloat?) -> CGFloat? {
    if let proposed { return clamp(proposed, bounds) }
    if let ideal = bounds.ideal { return clamp(ideal, bounds) }
    return nil
  }

  /// Step 2: the frame's length when the child need not be asked, or `nil`.
  private static func sizeWithoutChild(_ bounds: Bounds, _ proposed: CGFloat?) -> CGFloat? {
    if let proposed, bounds.min != nil, bounds.max != nil { return clamp(proposed, bounds) }
    if proposed == nil, let ideal = bounds.ideal { return ideal }
    return nil
  }

  /// Step 3.
  private static func size(_ bounds: Bounds, child: CGFloat, proposed: CGFloat?) -> CGFloat {
    switch (bounds.min, bounds.max) {
    case (.some, .some): clamp(child, bounds)
    case let (min?, nil): Swift.max(Swift.min(proposed ?? .infinity, child), min)
    case let (nil, max?): Swift.min(Swift.max(proposed ?? -.infinity, child), max)
    case (nil, nil): child
    }
  }

  private static func clamp(_ value: CGFloat, _ bounds: Bounds) -> CGFloat {
    var result = value
    if let max = bounds.max { result = Swift.min(result, max) }
    if let min = bounds.min { result = Swift.max(result, min) }
    return result
  }

  func checked(_ report: (LayoutDiagnostic.Kind, String) -> Void) -> FlexFrameLayout {
    func normalise(_ bounds: Bounds, _ axis: String) -> Bounds {
      func valid(_ value: CGFloat?, _ name: String, allowInfinity: Bool) -> CGFloat? {
        guard let value else { return nil }
        if value.isNaN || value < 0 || (value.isInfinite && !allowInfinity) {
          report(.invalidFrameDimension, "invalid frame dimension \(name)\(axis): \(formatLength(value)) (negative or not finite); treated as nil")
          return nil
        }
        return value
      }
      var result = Bounds(
        min: valid(bounds.min, "min", allowInfinity: false), ideal: valid(bounds.ideal, "ideal", allowInfinity: false),
        max: valid(bounds.max, "max", allowInfinity: true))
      if let min = result.min, let max = result.max, min > max {
        report(.invalidFrameDimension, "contradictory frame constraints: min\(axis) \(formatLength(min)) is above max\(axis) \(formatLength(max)); the maximum is raised to the minimum")
      }
      if let ideal = result.ideal { result.ideal = Swift.max(result.min ?? 0, ideal) }
      if let max = result.max { result.max = Swift.max(result.ideal ?? result.min ?? 0, max) }
      return result
    }
    return FlexFrameLayout(
      horizontal: normalise(horizontal, "Width"), vertical: normalise(vertical, "Height"), alignment: alignment)
  }
}

extension View {
  /// Bounds the view's size between minimums and maximums, with ideal sizes for unspecified
  /// proposals. `.frame(maxWidth: .infinity)` takes the whole proposed width.
  public func frame(
    minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
    minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
    alignment: Alignment = .center
  ) -> some View {
    let labelled: [(String, CGFloat?)] = [
      ("minWidth", minWidth), ("idealWidth", idealWidth), ("maxWidth", maxWidth),
      ("minHeight", minHeight), ("idealHeight", idealHeight), ("maxHeight", maxHeight),
    ]
    var arguments = labelled.compactMap { name, value in value.map { "\(name): \(formatLength($0))" } }
    if alignment != .center { arguments.append("alignment: \(alignment)") }
    return CheckedModifier(
      content: self,
      layout: FlexFrameLayout(
        horizontal: .init(min: minWidth, ideal: idealWidth, max: maxWidth),
        vertical: .init(min: minHeight, ideal: idealHeight, max: maxHeight), alignment: alignment),
      summary: ".frame(\(arguments.joined(separator: ", ")))")
  }
}
