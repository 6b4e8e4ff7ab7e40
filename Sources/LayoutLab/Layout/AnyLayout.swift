import Foundation

/// A type-erased layout: lets a container change its layout type (say, from `HStackLayout` to
/// `VStackLayout`) without losing its subviews' identity and state.
///
///     let layout = isWide ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())
///     layout { Text("a"); Text("b") }
///
/// SwiftUI parity: `AnyLayout`. Its `stackOrientation` follows the wrapped layout. When the
/// wrapped type changes, the cache is made anew; otherwise the wrapped layout's `updateCache`
/// runs.
public struct AnyLayout: Layout, DynamicLayoutProperties, CustomStringConvertible {
  let storage: any ErasedLayout

  public init<L: Layout>(_ layout: L) {
    storage = (layout as? AnyLayout)?.storage ?? ErasedLayoutBox(layout: layout)
  }

  /// The wrapped layout's cache, with its type.
  public struct Cache {
    var layoutType: ObjectIdentifier
    var value: Any
  }

  public func makeCache(subviews: Subviews) -> Cache {
    Cache(layoutType: storage.layoutType, value: storage.makeCache(subviews: subviews))
  }

  public func updateCache(_ cache: inout Cache, subviews: Subviews) {
    if cache.layoutType == storage.layoutType {
      storage.updateCache(&cache.value, subviews: subviews)
    } else {
      cache = makeCache(subviews: subviews)
    }
  }

  public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
    storage.spacing(subviews: subviews, cache: &cache.value)
  }

  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
    storage.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache.value)
  }

  public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
    storage.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache.value)
  }

  public func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
    cache: inout Cache
  ) -> CGFloat? {
    storage.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &cache.value)
  }

  public func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
    cache: inout Cache
  ) -> CGFloat? {
    storage.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &cache.value)
  }

  var dynamicLayoutProperties: LayoutProperties { storage.layoutProperties }

  public var description: String { "AnyLayout(\(storage.description))" }
}

/// A layout whose cache is passed as `Any`.
protocol ErasedLayout: Sendable {
  var layoutType: ObjectIdentifier { get }
  var layoutProperties: LayoutProperties { get }
  var description: String { get }
  func makeCache(subviews: LayoutSubviews) -> Any
  func updateCache(_ cache: inout Any, subviews: LayoutSubviews)
  func spacing(subviews: LayoutSubviews, cache: inout Any) -> ViewSpacing
  func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Any) -> CGSize
  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Any)
  func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews,
    cache: inout Any
  ) -> CGFloat?
  func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews,
    cache: inout Any
  ) -> CGFloat?
}

struct ErasedLayoutBox<L: Layout>: ErasedLayout {
  let layout: L

  var layoutType: ObjectIdentifier { ObjectIdentifier(L.self) }
  var layoutProperties: LayoutProperties {
    (layout as? DynamicLayoutProperties)?.dynamicLayoutProperties ?? L.layoutProperties
  }
  var description: String { String(describing: layout) }

  /// Runs `body` with the cache as `L.Cache`, writing it back afterwards.
  private func with<R>(_ cache: inout Any, _ body: (inout L.Cache) -> R) -> R {
    var typed = cache as! L.Cache
    defer { cache = typed }
    return body(&typed)
  }

  func makeCache(subviews: LayoutSubviews) -> Any { layout.makeCache(subviews: subviews) }

  func updateCache(_ cache: inout Any, subviews: LayoutSubviews) {
    with(&cache) { layout.updateCache(&$0, subviews: subviews) }
  }

  func spacing(subviews: LayoutSubviews, cache: inout Any) -> ViewSpacing {
    with(&cache) { layout.spacing(subviews: subviews, cache: &$0) }
  }

  func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Any) -> CGSize {
    with(&cache) { layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0) }
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Any) {
    with(&cache) { layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0) }
  }

  func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews,
    cache: inout Any
  ) -> CGFloat? {
    with(&cache) { layout.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &$0) }
  }

  func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews,
    cache: inout Any
  ) -> CGFloat? {
    with(&cache) { layout.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &$0) }
  }
}
