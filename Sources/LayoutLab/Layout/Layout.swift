import Foundation

/// A type that defines the geometry of a collection of views.
///
/// Write a layout exactly as for SwiftUI: implement `sizeThatFits(proposal:subviews:cache:)`
/// and `placeSubviews(in:proposal:subviews:cache:)`, optionally a `Cache` with `makeCache`,
/// and use the layout as a container: `MyLayout { ... }`.
///
/// The engine wraps every call: it counts it, answers repeated proposals from the measurement
/// cache (`MeasurementCachePolicy`), and checks the answer (a NaN or infinite size becomes a
/// diagnostic, never a crash). The built-in stacks and modifiers conform to this same protocol.
///
/// SwiftUI parity: `Layout` (iOS 16) with its whole surface and the same defaults.
public protocol Layout: Animatable, Sendable {
  /// Properties of the layout, such as the orientation a `Spacer` reads.
  static var layoutProperties: LayoutProperties { get }

  /// Data the layout keeps between calls; derive it only from the layout and its subviews.
  associatedtype Cache = Void

  /// The subview proxies a layout sees.
  typealias Subviews = LayoutSubviews

  /// Creates the cache, once, when the layout's node is created.
  func makeCache(subviews: Subviews) -> Cache

  /// Updates the cache when the layout or its subviews changed. Default: `makeCache` again.
  func updateCache(_ cache: inout Cache, subviews: Subviews)

  /// The layout's preferred spacing around it. Default: the union of the subviews' spacing.
  func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing

  /// The size of the composite view for `proposal`.
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize

  /// Places each subview with `LayoutSubview.place(at:anchor:proposal:)`. `bounds` has a size
  /// this layout returned from `sizeThatFits` and is in the parent's (here: root) coordinates.
  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)

  /// The position of a horizontal guide relative to `bounds`, or `nil` for its default.
  /// Default: the subviews' explicit values combined.
  func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout Cache
  ) -> CGFloat?

  /// The position of a vertical guide relative to `bounds`, or `nil` for its default.
  /// Default: the subviews' explicit values combined.
  func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout Cache
  ) -> CGFloat?
}

extension Layout {
  public static var layoutProperties: LayoutProperties { LayoutProperties() }

  public func updateCache(_ cache: inout Cache, subviews: Subviews) {
    cache = makeCache(subviews: subviews)
  }

  public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
    guard !subviews.isEmpty else { return .zero }
    var spacing = ViewSpacing()
    for subview in subviews { spacing.formUnion(subview.spacing) }
    return spacing
  }

  public func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout Cache
  ) -> CGFloat? {
    subviews.combinedExplicitAlignment(of: guide.key, in: bounds, proposal: proposal) {
      placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
  }

  public func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout Cache
  ) -> CGFloat? {
    subviews.combinedExplicitAlignment(of: guide.key, in: bounds, proposal: proposal) {
      placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
  }
}

extension Layout where Cache == Void {
  public func makeCache(subviews: Subviews) -> Cache { () }
}

extension Layout {
  /// Uses this layout as a container for `content`: `MyLayout { Text("a"); Text("b") }`.
  public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
    LayoutView(layout: self, content: content())
  }
}
