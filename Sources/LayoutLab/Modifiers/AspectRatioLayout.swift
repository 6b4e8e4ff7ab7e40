import Foundation

/// How a view with an aspect ratio relates to the space offered.
///
/// SwiftUI parity: `ContentMode`.
public enum ContentMode: Hashable, Sendable {
  /// The largest size with the ratio that fits inside the proposal.
  case fit
  /// The smallest size with the ratio that covers the proposal.
  case fill
}

/// Constrains a view to an aspect ratio (width / height): the child is proposed the size with
/// that ratio that fits (or fills) the proposal, and the modifier takes the child's answer.
///
/// - A `nil` ratio uses the ratio of the child's ideal size.
/// - With one dimension unspecified, the other one and the ratio decide the size.
/// - With both unspecified, the child's ideal width and the ratio decide it.
///
/// SwiftUI parity: `_AspectRatioLayout`. The both-unspecified case is LayoutLab's reading,
/// not confirmed against SwiftUI.
struct AspectRatioLayout: BuiltinLayout {
  let ratio: CGFloat?
  let contentMode: ContentMode

  static var isUnaryModifier: Bool { true }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
    guard let child = subviews.first else { return .zero }
    return child.sizeThatFits(childProposal(proposal, child))
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
    guard let child = subviews.first else { return }
    child.place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: childProposal(proposal, child))
  }

  private func childProposal(_ proposal: ProposedViewSize, _ child: LayoutSubview) -> ProposedViewSize {
    let ideal = ratio == nil || (proposal.width == nil && proposal.height == nil)
      ? child.sizeThatFits(.unspecified) : .zero
    let ratio = self.ratio ?? (ideal.height > 0 ? ideal.width / ideal.height : 1)
    guard ratio > 0, ratio.isFinite else { return proposal }
    switch (proposal.width, proposal.height) {
    case let (width?, height?):
      let byWidth = CGSize(width: width, height: width / ratio)
      let byHeight = CGSize(width: height * ratio, height: height)
      let fitsByWidth = byWidth.height <= height
      let size = (contentMode == .fit) == fitsByWidth ? byWidth : byHeight
      return ProposedViewSize(size)
    case let (width?, nil): return ProposedViewSize(width: width, height: width / ratio)
    case let (nil, height?): return ProposedViewSize(width: height * ratio, height: height)
    case (nil, nil): return ProposedViewSize(width: ideal.width, height: ideal.width / ratio)
    }
  }

  func checked(_ report: (LayoutDiagnostic.Kind, String) -> Void) -> AspectRatioLayout {
    guard let ratio, !(ratio > 0 && ratio.isFinite) else { return self }
    report(.invalidArgument, "aspect ratio \(formatLength(ratio)) is not a positive finite number; using the view's own ratio")
    return AspectRatioLayout(ratio: nil, contentMode: contentMode)
  }
}

extension View {
  /// Constrains the view to `aspectRatio` (width / height), or to its ideal size's ratio.
  public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
    CheckedModifier(
      content: self, layout: AspectRatioLayout(ratio: aspectRatio, contentMode: contentMode),
      summary: ".aspectRatio(\(aspectRatio.map(formatLength) ?? "nil"), contentMode: .\(contentMode))")
  }

  /// Constrains the view to the ratio of `aspectRatio`.
  public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
    self.aspectRatio(aspectRatio.height == 0 ? .nan : aspectRatio.width / aspectRatio.height, contentMode: contentMode)
  }

  /// Scales the view to fit its parent, keeping its ideal size's ratio.
  public func scaledToFit() -> some View { aspectRatio(nil, contentMode: .fit) }

  /// Scales the view to fill its parent, keeping its ideal size's ratio.
  public func scaledToFill() -> some View { aspectRatio(nil, contentMode: .fill) }
}
