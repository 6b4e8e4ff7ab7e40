import Foundation

/// A proposal for the size of a view: what a parent offers a child.
///
/// `nil` in a dimension means "unspecified": the child answers with its ideal size there.
/// The three special proposals and what they ask for:
///
/// | proposal       | asks for     |
/// |----------------|--------------|
/// | `.zero`        | minimum size |
/// | `.unspecified` | ideal size   |
/// | `.infinity`    | maximum size |
///
/// SwiftUI parity: matches `ProposedViewSize` (iOS 16), including the 10×10 default of
/// `replacingUnspecifiedDimensions(by:)`.
public struct ProposedViewSize: Hashable, Sendable, CustomStringConvertible {
  /// The proposed width, or `nil` for unspecified.
  public var width: CGFloat?
  /// The proposed height, or `nil` for unspecified.
  public var height: CGFloat?

  /// Proposes the given width and height; `nil` leaves a dimension unspecified.
  public init(width: CGFloat?, height: CGFloat?) {
    self.width = width
    self.height = height
  }

  /// Proposes exactly `size`.
  public init(_ size: CGSize) {
    self.init(width: size.width, height: size.height)
  }

  /// A proposal of zero in both dimensions: asks for the minimum size.
  public static let zero = ProposedViewSize(width: 0, height: 0)
  /// A proposal with both dimensions unspecified: asks for the ideal size.
  public static let unspecified = ProposedViewSize(width: nil, height: nil)
  /// A proposal of infinity in both dimensions: asks for the maximum size.
  public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

  /// The proposal with every unspecified dimension replaced by the matching one of `size`.
  /// The default of 10×10 keeps a flexible view from collapsing into a zero-sized frame.
  public func replacingUnspecifiedDimensions(
    by size: CGSize = CGSize(width: 10, height: 10)
  ) -> CGSize {
    CGSize(width: width ?? size.width, height: height ?? size.height)
  }

  public var description: String {
    "(\(Self.format(width)), \(Self.format(height)))"
  }

  static func format(_ value: CGFloat?) -> String {
    guard let value else { return "nil" }
    return formatLength(value)
  }
}

extension ProposedViewSize {
  /// The proposal along `axis`.
  subscript(axis: Axis) -> CGFloat? {
    get { axis == .horizontal ? width : height }
    set { if axis == .horizontal { width = newValue } else { height = newValue } }
  }

  /// Builds a proposal from a major (stacking-axis) and a minor value.
  init(major: CGFloat?, minor: CGFloat?, axis: Axis) {
    self =
      axis == .horizontal
      ? ProposedViewSize(width: major, height: minor)
      : ProposedViewSize(width: minor, height: major)
  }
}

/// Formats a length the way traces and trees print it: integers without a fraction,
/// others with up to three decimals, infinity as `inf`, huge values in exponent form (`1e+300`).
package func formatLength(_ value: CGFloat) -> String {
  if value.isNaN { return "nan" }
  if value.isInfinite { return value < 0 ? "-inf" : "inf" }
  guard abs(value) < 1e15 else { return String(format: "%g", Double(value)) }
  let rounded = (value * 1000).rounded() / 1000
  if rounded == rounded.rounded() { return String(Int(rounded)) }
  var text = String(format: "%.3f", Double(rounded))
  while text.hasSuffix("0") { text.removeLast() }
  return text
}
