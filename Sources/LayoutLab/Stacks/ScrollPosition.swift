import Foundation

/// Where a scroll view is scrolled to: a point, one coordinate of it, or an edge.
///
/// SwiftUI parity: `ScrollPosition` (iOS 18), bound to a scroll view with
/// `scrollPosition(_:anchor:)`. The scroll view clamps the point to its content, as Apple's
/// `scrollTo(x:y:)` documentation says. Scrolling to a view's id (`init(id:anchor:)`, the scroll
/// target layout) is not modelled; `isPositionedByUser` is always `false` (nobody drags here).
public struct ScrollPosition: Hashable, Sendable {
  /// The positioned x value, if set.
  public private(set) var x: CGFloat?
  /// The positioned y value, if set.
  public private(set) var y: CGFloat?
  /// The edge scrolled to, if that is how it is positioned.
  public private(set) var edge: Edge?

  /// A position not scrolled anywhere yet (the content's top leading corner).
  public init<ID: Hashable & Sendable>(idType: ID.Type = Never.self) {}

  /// A position at `point`.
  public init<ID: Hashable & Sendable>(idType: ID.Type = Never.self, point: CGPoint) {
    x = point.x
    y = point.y
  }

  /// A position at `x`, `y`.
  public init<ID: Hashable & Sendable>(idType: ID.Type = Never.self, x: CGFloat, y: CGFloat) {
    self.x = x
    self.y = y
  }

  /// A position at `x`; the scroll view chooses y.
  public init<ID: Hashable & Sendable>(idType: ID.Type = Never.self, x: CGFloat) { self.x = x }

  /// A position at `y`; the scroll view chooses x.
  public init<ID: Hashable & Sendable>(idType: ID.Type = Never.self, y: CGFloat) { self.y = y }

  /// A position at `edge` of the content.
  public init<ID: Hashable & Sendable>(idType: ID.Type = Never.self, edge: Edge) { self.edge = edge }

  /// The positioned point, when both coordinates are set.
  public var point: CGPoint? {
    guard let x, let y else { return nil }
    return CGPoint(x: x, y: y)
  }

  /// Whether the user moved the scroll view since it was last positioned: never, here.
  public var isPositionedByUser: Bool { false }

  /// Scrolls to `point`.
  public mutating func scrollTo(point: CGPoint) { self = ScrollPosition(point: point) }
  /// Scrolls to `x`, `y`.
  public mutating func scrollTo(x: CGFloat, y: CGFloat) { self = ScrollPosition(x: x, y: y) }
  /// Scrolls to `x`; y is the scroll view's choice.
  public mutating func scrollTo(x: CGFloat) { self = ScrollPosition(x: x) }
  /// Scrolls to `y`; x is the scroll view's choice.
  public mutating func scrollTo(y: CGFloat) { self = ScrollPosition(y: y) }
  /// Scrolls to `edge` of the content.
  public mutating func scrollTo(edge: Edge) { self = ScrollPosition(edge: edge) }

  /// The offset asked for along `axis`: the coordinate set, 0 for the leading or top edge (or
  /// nothing set), the largest length for the trailing or bottom edge (clamped to the content).
  func requestedOffset(along axis: Axis) -> CGFloat {
    if let edge {
      switch (edge, axis) {
      case (.bottom, .vertical), (.trailing, .horizontal): return .greatestFiniteMagnitude
      default: return 0
      }
    }
    return (axis == .horizontal ? x : y) ?? 0
  }
}

/// Where `scrollPosition(_:anchor:)` puts the position for the scroll views inside.
struct ScrollPositionKey: EnvironmentKey {
  static var defaultValue: ScrollPosition? { nil }
}

extension View {
  /// Scrolls the scroll views inside this view to `position`.
  ///
  /// SwiftUI parity: `scrollPosition(_:anchor:)` (iOS 18). The anchor is accepted and not
  /// used: the point is the content's offset at the scroll view's top leading corner.
  public func scrollPosition(_ position: Binding<ScrollPosition>, anchor: UnitPoint? = nil) -> some View {
    let value = position.wrappedValue
    return EnvironmentWriter(content: self, label: ".scrollPosition(\(value.summary))", written: value) {
      $0[ScrollPositionKey.self] = value
    }
  }
}

extension ScrollPosition {
  /// `y: 2000`, `x: 10, y: 20` or `edge: .bottom`, for summaries.
  var summary: String {
    if let edge { return "edge: .\(edge)" }
    var parts: [String] = []
    if let x { parts.append("x: \(formatLength(x))") }
    if let y { parts.append("y: \(formatLength(y))") }
    return parts.isEmpty ? "none" : parts.joined(separator: ", ")
  }
}
