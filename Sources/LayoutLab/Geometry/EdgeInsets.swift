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
  @usableFromInline
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

  /// These insets with leading and trailing exchanged under right-to-left layout: absolute
  /// (left, right) insets read in `direction`'s leading and trailing terms, and back.
  func flipped(for direction: LayoutDirection) -> EdgeInsets {
    direction == .rightToLeft ? EdgeInsets(top: top, leading: trailing, bottom: bottom, trailing: leading) : self
  }

  /// The inset on `edge`.
  subscript(edge: Edge) -> CGFloat {
    get {
      switch edge {
      case .top: top
      case .leading: leading
      case .bottom: bottom
      case .trailing: trailing
      }
    }
    set {
      switch edge {
      case .top: top = newValue
      case .leading: leading = newValue
      case .bottom: bottom = newValue
      case .trailing: trailing = newValue
      }
    }
  }
}
