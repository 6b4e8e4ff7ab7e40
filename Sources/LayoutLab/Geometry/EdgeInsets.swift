import Foundation

/// Inset distances for the four edges of a rectangle.
///
/// SwiftUI parity: `EdgeInsets`.
public struct EdgeInsets: Hashable, Sendable {
  public var top: CGFloat
  public var leading: CGFloat
  public var bottom: CGFloat
  public var trailing: CGFloat

  public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// The same inset on every edge.
  public init(_ length: CGFloat) {
    self.init(top: length, leading: length, bottom: length, trailing: length)
  }

  /// Insets of `length` on `edges` and zero elsewhere.
  init(_ edges: Edge.Set, _ length: CGFloat) {
    self.init(
      top: edges.contains(.top) ? length : 0,
      leading: edges.contains(.leading) ? length : 0,
      bottom: edges.contains(.bottom) ? length : 0,
      trailing: edges.contains(.trailing) ? length : 0)
  }

  /// The total inset along `axis`.
  func total(_ axis: Axis) -> CGFloat {
    axis == .horizontal ? leading + trailing : top + bottom
  }
}
