import Foundation

/// A flexible frame: bounds a view's size between a minimum and a maximum per dimension, with
/// an ideal size for when the proposal leaves a dimension unspecified.
///
/// Per dimension, with proposal `p`, numbered as the steps of layout rule F2
/// (step 1, normalising the bounds, happens once, in `checked`):
/// 2. The child is proposed `p` clamped to the bounds, or the ideal (clamped) when `p` is
///    unspecified, or unspecified.
/// 3. With both bounds and a proposal, the frame is `p` clamped, without asking the child;
///    with no proposal and an ideal, it is the ideal.
/// 4. Otherwise, from the child's size `c` and its proposal `cp`: both bounds give `c` clamped;
///    a minimum only gives `max(min(cp ?? ∞, c), min)`; a maximum only gives
///    `min(max(cp ?? -∞, c), max)`; neither gives `c`.
/// 5. When placed at length `l`, the child is proposed `l`, except that it is proposed `nil`
///    when the frame was proposed `nil`, has no ideal, and `l` is strictly between the bounds
///    (a missing bound is unbounded): then the child chose `l` itself, unconstrained. A child
///    whose ideal length is below a minimum is thus proposed the minimum when placed.
///
/// SwiftUI parity: `_FlexFrameLayout`, including its normalisation of the bounds (F2 step 1);
/// step 5 is OpenSwiftUI's `_FlexFrameLayout.placement` (`childPlacementProposal`, under the
/// flexible-frame ideal-sizing semantics of iOS 17 and later).
/// Bounds out of order are reported, as SwiftUI logs "Contradictory frame constraints
/// specified."; which bound wins then (here the minimum) is not documented.
struct FlexFrameLayout: BoundsPlacedModifier, Equatable {
  func proposalReason(_ proposal: ProposedViewSize) -> ProposalReason { .frame }

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

  func placement(in bounds: CGRect, proposal: ProposedViewSize) -> SubviewPlacement {
    .aligned(
      alignment,
      proposal: ProposedViewSize(
        width: Self.placementProposal(horizontal, length: bounds.width, proposed: proposal.width),
        height: Self.placementProposal(vertical, length: bounds.height, proposed: proposal.height)))
  }

  /// Step 5: the child's proposal when the frame is placed `length` long.
  private static func placementProposal(_ bounds: Bounds, length: CGFloat, proposed: CGFloat?) -> CGFloat? {
    let isFree =
      proposed == nil && bounds.ideal == nil && (bounds.min ?? -.infinity) < length
      && length < (bounds.max ?? .infinity)
    return isFree ? nil : length
  }

  private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(
      width: Self.childProposal(horizontal, proposal.width), height: Self.childProposal(vertical, proposal.height))
  }

  /// Step 2: the child's proposal.
  private static func childProposal(_ bounds: Bounds, _ proposed: CGFloat?) -> CGFloat? {
    if let proposed { return clamp(proposed, bounds) }
    if let ideal = bounds.ideal { return clamp(ideal, bounds) }
    return nil
  }

  /// Step 3: the frame's length when the child need not be asked, or `nil`.
  private static func sizeWithoutChild(_ bounds: Bounds, _ proposed: CGFloat?) -> CGFloat? {
    if let proposed, bounds.min != nil, bounds.max != nil { return clamp(proposed, bounds) }
    if proposed == nil, let ideal = bounds.ideal { return ideal }
    return nil
  }

  /// Step 4: the frame's length from the child's.
  private static func size(_ bounds: Bounds, child: CGFloat, proposed: CGFloat?) -> CGFloat {
    switch (bounds.min, bounds.max) {
    case (.some, .some): clamp(child, bounds)
    case (let min?, nil): Swift.max(Swift.min(proposed ?? .infinity, child), min)
    case (nil, let max?): Swift.min(Swift.max(proposed ?? -.infinity, child), max)
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
    FlexFrameLayout(
      horizontal: Self.normalised(horizontal, "Width", report), vertical: Self.normalised(vertical, "Height", report),
      alignment: alignment)
  }

  /// One dimension's bounds made consistent, each problem reported:
  /// - NaN, or an infinite minimum or ideal, is treated as `nil`;
  /// - bounds out of order (SwiftUI's test: `min ≤ ideal ≤ max`, a missing value taking the one
  ///   below it) are contradictory; the frame still lays out;
  /// - then layout rule F2 step 1: `min' = max(min, 0)`,
  ///   `ideal' = max(min' ?? 0, ideal)`, `max' = max(ideal' ?? min' ?? 0, max)`. F2 has
  ///   `ideal' ?? 0` in the last; raising a maximum below the minimum to the minimum as well gives
  ///   the same sizes here, because `clamp` lets the minimum win, and keeps the result in order.
  private static func normalised(
    _ bounds: Bounds, _ axis: String, _ report: (LayoutDiagnostic.Kind, String) -> Void
  ) -> Bounds {
    func usable(_ value: CGFloat?, _ name: String, allowsInfinity: Bool) -> CGFloat? {
      guard let value else { return nil }
      if value.isNaN || (value.isInfinite && !allowsInfinity) {
        report(
          .invalidFrameDimension,
          "invalid frame dimension \(name)\(axis): \(formatLength(value)) (not finite); treated as nil")
        return nil
      }
      if value < 0 {
        report(
          .invalidFrameDimension,
          "invalid frame dimension \(name)\(axis): \(formatLength(value)) (negative); raised to 0 or the bound below it"
        )
      }
      return value
    }
    let min = usable(bounds.min, "min", allowsInfinity: false)
    let ideal = usable(bounds.ideal, "ideal", allowsInfinity: false)
    let max = usable(bounds.max, "max", allowsInfinity: true)
    let low = min ?? -.infinity
    let middle = ideal ?? low
    let high = max ?? middle
    if !(low <= middle && middle <= high) {
      let given = [("min", min), ("ideal", ideal), ("max", max)].compactMap { name, value in
        value.map { "\(name)\(axis) \(formatLength($0))" }
      }
      report(
        .invalidFrameDimension,
        "contradictory frame constraints: \(given.joined(separator: ", ")) are not in order (min ≤ ideal ≤ max); the minimum wins"
      )
    }
    var result = Bounds(min: min.map { Swift.max($0, 0) })
    result.ideal = ideal.map { Swift.max(result.min ?? 0, $0) }
    result.max = max.map { Swift.max(result.ideal ?? result.min ?? 0, $0) }
    return result
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
    FlexFrameModifier(
      content: self,
      layout: FlexFrameLayout(
        horizontal: .init(min: minWidth, ideal: idealWidth, max: maxWidth),
        vertical: .init(min: minHeight, ideal: idealHeight, max: maxHeight), alignment: alignment))
  }
}

extension FlexFrameLayout: ModifierSummarizing {
  /// `.frame(maxWidth: inf, alignment: .topLeading)`, leaving out what is not given.
  var modifierSummary: String {
    let labelled: [(String, CGFloat?)] = [
      ("minWidth", horizontal.min), ("idealWidth", horizontal.ideal), ("maxWidth", horizontal.max),
      ("minHeight", vertical.min), ("idealHeight", vertical.ideal), ("maxHeight", vertical.max),
    ]
    var arguments = labelled.compactMap { name, value in value.map { "\(name): \(formatLength($0))" } }
    if alignment != .center { arguments.append("alignment: \(alignment)") }
    return ".frame(\(arguments.joined(separator: ", ")))"
  }
}
