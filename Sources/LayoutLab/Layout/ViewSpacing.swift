import Foundation

/// A view's preferred spacing on each edge: what a stack with `spacing: nil` reads to space
/// neighbours.
///
/// Each edge holds a preference or nothing. Between two views the distance is the larger of the
/// facing edges' preferences, or the platform default of 8 points when neither has one.
/// `ViewSpacing()` has no preferences (8 from anything plain); `.zero` prefers 0 on every edge,
/// as a `Spacer` does along its axis.
///
/// SwiftUI parity: `ViewSpacing`. Apple's example holds: a bottom preference of 2 followed by a
/// top preference of 8 gives 8. Text-to-text spacing from font metrics is not modelled; text
/// gets the default 8 like any view (layout rule N1, unverified).
public struct ViewSpacing: Hashable, Sendable, CustomStringConvertible {
  /// The distance between two views when neither edge states a preference, in points.
  public static let defaultSpacing: CGFloat = 8

  // Each edge is a `PackedLength`, `nil` for "no preference", rather than a `CGFloat?`: 32
  // bytes instead of 57 (stride 64), for a value that flow layouts keep per subview and every
  // node's measurement cache keeps once.
  private var storedTop: PackedLength
  private var storedLeading: PackedLength
  private var storedBottom: PackedLength
  private var storedTrailing: PackedLength

  /// The preference on the top edge, or `nil` for none.
  var top: CGFloat? {
    get { storedTop.value }
    set { storedTop = PackedLength(newValue) }
  }

  /// The preference on the leading edge, or `nil` for none.
  var leading: CGFloat? {
    get { storedLeading.value }
    set { storedLeading = PackedLength(newValue) }
  }

  /// The preference on the bottom edge, or `nil` for none.
  var bottom: CGFloat? {
    get { storedBottom.value }
    set { storedBottom = PackedLength(newValue) }
  }

  /// The preference on the trailing edge, or `nil` for none.
  var trailing: CGFloat? {
    get { storedTrailing.value }
    set { storedTrailing = PackedLength(newValue) }
  }

  /// A spacing with no preferences: neighbours use the default distance.
  public init() {
    self.init(top: nil, leading: nil, bottom: nil, trailing: nil)
  }

  init(top: CGFloat?, leading: CGFloat?, bottom: CGFloat?, trailing: CGFloat?) {
    storedTop = PackedLength(top)
    storedLeading = PackedLength(leading)
    storedBottom = PackedLength(bottom)
    storedTrailing = PackedLength(trailing)
  }

  /// Zero on every edge.
  public static let zero = ViewSpacing(top: 0, leading: 0, bottom: 0, trailing: 0)

  /// Merges `other` into this spacing on `edges`, keeping the larger preference on each.
  public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
    for edge in Edge.allCases where edges.contains(Edge.Set(edge)) {
      self[edge] = Self.larger(self[edge], other[edge])
    }
  }

  /// This spacing merged with `other` on `edges`.
  public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
    var result = self
    result.formUnion(other, edges: edges)
    return result
  }

  /// The preferred distance from this view to `next`, which follows it along `axis`.
  public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
    let facing =
      axis == .horizontal
      ? Self.larger(trailing, next.leading) : Self.larger(bottom, next.top)
    return facing ?? Self.defaultSpacing
  }

  /// The preference on `edge`, or `nil` for none.
  subscript(edge: Edge) -> CGFloat? {
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

  /// This spacing with the preferences on `edges` removed.
  func resetting(_ edges: Edge.Set) -> ViewSpacing {
    var result = self
    for edge in Edge.allCases where edges.contains(Edge.Set(edge)) { result[edge] = nil }
    return result
  }

  private static func larger(_ a: CGFloat?, _ b: CGFloat?) -> CGFloat? {
    switch (a, b) {
    case (let a?, let b?): max(a, b)
    case (let a?, nil): a
    case (nil, let b?): b
    case (nil, nil): nil
    }
  }

  /// Equal when every edge is: both without a preference, or both with equal preferences (a
  /// NaN preference equals nothing), as four `CGFloat?` compare.
  public static func == (lhs: ViewSpacing, rhs: ViewSpacing) -> Bool {
    lhs.storedTop.matches(rhs.storedTop) && lhs.storedLeading.matches(rhs.storedLeading)
      && lhs.storedBottom.matches(rhs.storedBottom) && lhs.storedTrailing.matches(rhs.storedTrailing)
  }

  /// Hashes the four edges as `CGFloat?`, consistent with `==`.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(top)
    hasher.combine(leading)
    hasher.combine(bottom)
    hasher.combine(trailing)
  }

  public var description: String {
    let parts = Edge.allCases.compactMap { edge in
      self[edge].map { "\(edge): \(formatLength($0))" }
    }
    return "ViewSpacing(\(parts.joined(separator: ", ")))"
  }
}
