import Foundation

/// One layer of safe area around the views being placed: a rectangle in root coordinates (the
/// host's window, or a view that adds to the safe area) and the insets inside it that views
/// keep clear, by region.
///
/// Insets here are absolute: `leading` is the left edge and `trailing` the right one, whatever
/// the layout direction (`SafeAreaChain.insets(for:regions:layoutDirection:)` turns them into
/// leading and trailing).
///
/// SwiftUI parity: an element list of OpenSwiftUI's `SafeAreaInsets` with the sized coordinate
/// space it is measured in (`Sources/OpenSwiftUICore/Layout/SafeAreaInsets.swift`,
/// https://github.com/OpenSwiftUIProject/OpenSwiftUI).
struct SafeAreaLayer: Equatable {
  /// One region's insets.
  struct Element: Equatable {
    var regions: SafeAreaRegions
    var insets: EdgeInsets
  }

  /// The layer's outer rectangle: where a view that ignores the layer's safe area may reach.
  var outer: CGRect
  /// The insets, outermost region first (the container's before the keyboard's).
  var elements: [Element]
  /// The edges (absolute: `leading` is the left one) on which the views inside this layer
  /// reach no further than it, whatever the layers around it hold: a scroll view's content,
  /// whose scroll view turned the insets there into margins (C-SA11). Empty for other layers.
  var consumedEdges: Edge.Set = []

  /// A layer that ends the safe area on `edges` for the views inside it: they have none there
  /// beyond their own frames (see `consumedEdges`).
  static func consuming(_ edges: Edge.Set) -> SafeAreaLayer {
    SafeAreaLayer(outer: .zero, elements: [], consumedEdges: edges)
  }

  /// The insets of the elements in `regions`, and the total of every element. An element of
  /// another region with a nonzero inset on an edge hides the insets of elements before it on
  /// that edge: ignoring the container's area while a keyboard is up still keeps the view above
  /// the keyboard (C-SA12).
  func insets(in regions: SafeAreaRegions) -> (selected: EdgeInsets, total: EdgeInsets) {
    var selected = EdgeInsets()
    var total = EdgeInsets()
    var open = Edge.Set.all
    for element in elements.reversed() {
      let insets = element.insets
      if element.regions.isDisjoint(with: regions) {
        for edge in Edge.allCases where insets[edge] != 0 { open.remove(Edge.Set(edge)) }
      } else {
        for edge in Edge.allCases where open.contains(Edge.Set(edge)) { selected[edge] += insets[edge] }
      }
      for edge in Edge.allCases { total[edge] += insets[edge] }
    }
    return (selected, total)
  }
}

/// The safe-area layers around the views being placed, innermost last.
///
/// **The touching rule** (C-SA5): a view reaches into the unsafe area of a layer only along an
/// edge that touches or crosses the layer's inner (safe) boundary, within `touchTolerance`, and
/// does not already stick out beyond its outer boundary; it then reaches the outer boundary.
/// Layers are taken innermost first, each from the rectangle the one inside it reached; a layer
/// that consumes edges (`SafeAreaLayer.consumedEdges`) ends the reach on them.
struct SafeAreaChain: Equatable {
  /// The layers, outermost first.
  var layers: [SafeAreaLayer] = []

  /// How close (in points) an edge must be to a safe boundary to count as touching it: half a
  /// pixel plus 0.001, as OpenSwiftUI's `SafeAreaInsets.adjust` computes it from the display's
  /// pixel length. LayoutLab has no display scale; it assumes a 3× display (a pixel is ⅓ pt),
  /// an assumption to VERIFY against the device one models.
  static let touchTolerance: CGFloat = 0.5 / 3 + 0.001

  /// How far a view with absolute frame `frame` may reach beyond each edge into the unsafe
  /// area of `regions`: absolute insets turned into leading and trailing ones for
  /// `layoutDirection`. Zero on an edge that does not touch its safe boundary (C-SA5, C-SA7).
  func insets(for frame: CGRect, regions: SafeAreaRegions, layoutDirection: LayoutDirection) -> EdgeInsets {
    guard !layers.isEmpty else { return EdgeInsets() }
    var reached = EdgeInsets()
    var open = Edge.Set.all
    for layer in layers.reversed() {
      if !layer.consumedEdges.isEmpty {
        open.subtract(layer.consumedEdges)
        if open.isEmpty { break }
      }
      Self.extend(&reached, of: frame, through: layer, regions: regions, on: open)
    }
    return reached.flipped(for: layoutDirection)
  }

  /// Extends `reached` (how far `frame` already reaches on each edge) through one layer, on
  /// the `open` edges only.
  /// Computed as distances, never by subtracting edges, so that an infinitely long frame, which
  /// touches nothing on its infinite side, gives 0 there and not ∞ − ∞.
  private static func extend(
    _ reached: inout EdgeInsets, of frame: CGRect, through layer: SafeAreaLayer, regions: SafeAreaRegions,
    on open: Edge.Set
  ) {
    let (selected, total) = layer.insets(in: regions)
    guard selected != EdgeInsets() else { return }
    let outer = layer.outer
    let tolerance = touchTolerance
    let minY = frame.minY - reached.top
    let minX = frame.minX - reached.leading
    let maxY = frame.maxY + reached.bottom
    let maxX = frame.maxX + reached.trailing
    let inner = (
      minY: outer.minY + total.top, minX: outer.minX + total.leading,
      maxY: outer.maxY - total.bottom, maxX: outer.maxX - total.trailing
    )
    let reach = (
      minY: inner.minY - selected.top, minX: inner.minX - selected.leading,
      maxY: inner.maxY + selected.bottom, maxX: inner.maxX + selected.trailing
    )
    if open.contains(.top), minY - tolerance < inner.minY, reach.minY < minY + tolerance {
      reached.top += max(0, minY - reach.minY)
    }
    if open.contains(.bottom), inner.maxY < maxY + tolerance, maxY - tolerance < reach.maxY {
      reached.bottom += max(0, reach.maxY - maxY)
    }
    if open.contains(.leading), minX - tolerance < inner.minX, reach.minX < minX + tolerance {
      reached.leading += max(0, minX - reach.minX)
    }
    if open.contains(.trailing), inner.maxX < maxX + tolerance, maxX - tolerance < reach.maxX {
      reached.trailing += max(0, reach.maxX - maxX)
    }
  }
}
