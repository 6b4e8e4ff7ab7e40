import Foundation
import LayoutLab

/// The SVG for drawing effects and shape outlines: what `SVGRenderer` writes around the views a
/// drawing modifier applies to, path data and gradients.
enum SVGEffects {
  /// The opening `<g>` (preceded by what the effect draws itself) for `view`'s effect; the
  /// renderer closes it after the view's subtree.
  static func open(_ effect: DrawingEffect, of view: PlacedView) -> String {
    let frame = view.frame
    let name = MarkupEscaping.escaped(view.summary)
    switch effect {
    case .opacity(let value):
      return "<g data-effect=\"\(name)\" opacity=\"\(SVGRenderer.number(min(1, max(0, value))))\">\n"
    case .clip(let path):
      return clip(id: "clip-\(view.nodeID)", path)
        + "<g data-effect=\"\(name)\" clip-path=\"url(#clip-\(view.nodeID))\">\n"
    case .mask:
      // The mask view (the second child) limits the content: to its shape, or its frame.
      let mask = view.children.dropFirst().first
      let outline = mask.map { $0.appearance.shape?.path ?? Path($0.frame) } ?? Path(frame)
      return clip(id: "mask-\(view.nodeID)", outline)
        + "<g data-effect=\"\(name)\" clip-path=\"url(#mask-\(view.nodeID))\">\n"
    case .shadow(let color, _, let x, let y):
      let moved = frame.offsetBy(dx: x, dy: y)
      return "<rect class=\"shadow\" x=\"\(n(moved.minX))\" y=\"\(n(moved.minY))\" width=\"\(n(moved.width))\""
        + " height=\"\(n(moved.height))\" fill=\"none\""
        + SVGRenderer.fill(color).replacingOccurrences(of: " fill", with: " stroke")
        + " stroke-dasharray=\"3 2\"/>\n<g data-effect=\"\(name)\">\n"
    case .rotation, .scale:
      guard let outline = effect.transformedOutline(of: frame), let matrix = matrix(effect, frame) else {
        return "<g data-effect=\"\(name)\">\n"
      }
      return
        "<path class=\"transformed\" d=\"\(pathData(outline))\" fill=\"none\" stroke=\"\(SVGRenderer.outlineColor)\""
        + " stroke-dasharray=\"3 2\"/>\n<g data-effect=\"\(name)\" transform=\"\(matrix)\">\n"
    case .zIndex, .filter:
      return "<g data-effect=\"\(name)\">\n"
    }
  }

  /// `matrix(a b c d e f)` for a rotation or scale of `frame`.
  private static func matrix(_ effect: DrawingEffect, _ frame: CGRect) -> String? {
    effect.affineMatrix(in: frame).map { "matrix(\($0.map(n).joined(separator: " ")))" }
  }

  private static func clip(id: String, _ path: Path) -> String {
    "<clipPath id=\"\(id)\"><path d=\"\(pathData(path))\"/></clipPath>\n"
  }

  /// A top-to-bottom linear gradient through `gradient`'s stops.
  static func linearGradient(_ gradient: Gradient, id: String) -> String {
    var svg = "<linearGradient id=\"\(id)\" x1=\"0\" y1=\"0\" x2=\"0\" y2=\"1\">"
    for stop in gradient.stops {
      let opacity = stop.color.clampedOpacity
      svg +=
        "<stop offset=\"\(n(min(1, max(0, stop.location))))\" stop-color=\"\(stop.color.cssRGB)\""
        + (opacity < 1 ? " stop-opacity=\"\(SVGRenderer.number(opacity))\"" : "") + "/>"
    }
    return svg + "</linearGradient>\n"
  }

  /// SVG path data: `M x y L x y Q cx cy x y C c1x c1y c2x c2y x y Z`.
  static func pathData(_ path: Path) -> String {
    var parts: [String] = []
    path.forEach { element in
      switch element {
      case .move(let p): parts.append("M\(n(p.x)) \(n(p.y))")
      case .line(let p): parts.append("L\(n(p.x)) \(n(p.y))")
      case .quadCurve(let p, let c): parts.append("Q\(n(c.x)) \(n(c.y)) \(n(p.x)) \(n(p.y))")
      case .curve(let p, let c1, let c2):
        parts.append("C\(n(c1.x)) \(n(c1.y)) \(n(c2.x)) \(n(c2.y)) \(n(p.x)) \(n(p.y))")
      case .closeSubpath: parts.append("Z")
      }
    }
    return parts.joined(separator: " ")
  }

  /// A coordinate or length as the SVG writes it (non-finite ones as 0, which SVG can read).
  static func coordinate(_ value: CGFloat) -> String {
    value.isFinite ? SVGRenderer.number(Double(value)) : "0"
  }

  private static func n(_ value: CGFloat) -> String { coordinate(value) }
}
