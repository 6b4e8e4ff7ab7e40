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

/// Constrains a view to an aspect ratio (width / height) by changing only the proposal: the
/// child is proposed the rectangle with that ratio scaled to fit (or fill) the proposal, and
/// the modifier takes whatever size the child answers, centred on the child.
///
/// - A `nil` ratio uses the ratio of the child's ideal size (a square when that is square,
///   0 × 0 included).
/// - Scaling: the scale is `proposal / ratio` per proposed dimension, and an unspecified
///   dimension counts as an infinite scale; `.fit` takes the smaller scale, `.fill` the larger.
///   So with the height unspecified `.fit` proposes (w, w / ratio) and `.fill` proposes
///   infinity in both dimensions (the child's maximum size).
/// - With both dimensions unspecified the proposal passes through unchanged.
/// - A ratio that is zero, negative or not finite is reported and treated as `nil`.
///
/// SwiftUI parity: `_AspectRatioLayout` as OpenSwiftUI reproduces it (`spaceOffered(to:in:)`,
/// `CGSize.scaledToFit` / `scaledToFill`); no layout rule covers it. objc.io
/// and the SwiftUI Field Guide confirm the concrete cases (100 × 100 at 16:9 proposes
/// 100 × 56.25 to fit, 177.8 × 100 to fill) and the ideal-size ratio; the infinite `.fill`
/// proposal under one unspecified dimension is OpenSwiftUI's alone. Where OpenSwiftUI would
/// multiply a zero ratio side by an infinite scale (NaN), LayoutLab keeps that side at 0.
///
/// Infinite lengths: the child is proposed infinity, as in SwiftUI, where the scale is
/// infinite: `.fill` with a dimension unspecified, or with a ratio side of 0 (a child whose
/// ideal size is 0 in one dimension only), and either mode proposed infinity. A scale or a
/// side that is only too large for a `CGFloat` (a proposal of 1e308 over a ratio of 0.5) is
/// kept at the largest finite length instead of overflowing to infinity.
struct AspectRatioLayout: BuiltinLayout, Equatable {
  let ratio: CGFloat?
  let contentMode: ContentMode

  static var isUnaryModifier: Bool { true }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
    guard let child = subviews.first else { return .zero }
    return child.sizeThatFits(childProposal(proposal, child))
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
    guard let child = subviews.first else { return }
    child.place(at: bounds.centreOrLeadingEdge, anchor: .center, proposal: childProposal(proposal, child))
  }

  /// The rectangle with the ratio, scaled to fit or fill `proposal`.
  private func childProposal(_ proposal: ProposedViewSize, _ child: LayoutSubview) -> ProposedViewSize {
    guard proposal != .unspecified else { return proposal }
    var shape = ratio.map { CGSize(width: $0, height: 1) } ?? child.sizeThatFits(.unspecified)
    if shape.width == shape.height { shape = CGSize(width: 1, height: 1) }
    func scale(_ proposed: CGFloat?, _ side: CGFloat) -> CGFloat {
      guard let proposed, side != 0 || proposed != 0 else { return .infinity }
      return side == 0 ? proposed / side : finite(proposed / side, from: proposed)
    }
    let scales = (scale(proposal.width, shape.width), scale(proposal.height, shape.height))
    let factor = contentMode == .fit ? min(scales.0, scales.1) : max(scales.0, scales.1)
    func scaled(_ side: CGFloat) -> CGFloat { side == 0 ? 0 : finite(side * factor, from: factor) }
    return ProposedViewSize(width: scaled(shape.width), height: scaled(shape.height))
  }

  /// `value`, or the largest finite length when it overflowed to infinity from the finite
  /// `source`.
  private func finite(_ value: CGFloat, from source: CGFloat) -> CGFloat {
    value.isInfinite && source.isFinite ? .greatestFiniteMagnitude : value
  }

  func checked(_ report: (LayoutDiagnostic.Kind, String) -> Void) -> AspectRatioLayout {
    guard let ratio, !(ratio > 0 && ratio.isFinite) else { return self }
    report(
      .invalidArgument,
      "aspect ratio \(formatLength(ratio)) is not a positive finite number; using the view's own ratio")
    return AspectRatioLayout(ratio: nil, contentMode: contentMode)
  }
}

extension AspectRatioLayout: ModifierSummarizing {
  var modifierSummary: String { ".aspectRatio(\(ratio.map(formatLength) ?? "nil"), contentMode: .\(contentMode))" }
}

extension View {
  /// Constrains the view to `aspectRatio` (width / height), or to its ideal size's ratio.
  public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
    AspectRatioModifier(content: self, layout: AspectRatioLayout(ratio: aspectRatio, contentMode: contentMode))
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
