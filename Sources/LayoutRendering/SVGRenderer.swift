import Foundation
import LayoutLab

/// Renders the frames of a layout result as a standalone SVG picture, in points: the `viewBox`
/// is the host's size (`0 0 width height`), and `width`/`height` are that size times `scale`.
///
/// Drawn back to front (`PaintOrder`: backgrounds behind their views, hidden views left out):
/// - the host as a rectangle filled with `background` (none when `nil`);
/// - every view's frame as a `<rect data-node="nodeID">` (the HTML page finds views by it):
///   filled with its colour and opacity for a `Color` or a filled rectangle, an outline for views
///   that draw nothing themselves when `outlines` says so, invisible (`fill="none"
///   stroke="none"`) otherwise; each with a `<title>` tooltip `summary#nodeID [x y w h]` when
///   `showsTooltips`;
/// - other shapes (ellipses, capsules, rounded rectangles, paths, strokes) as a
///   `<path data-node="nodeID">` of their outline: filled, or stroked with their line width and
///   dashes; a gradient as an SVG linear gradient, top to bottom, through its stops;
/// - a drawing modifier's views in a `<g>` that applies its effect (`DrawingEffect`): `opacity`,
///   a `clip-path` for clips and masks (a mask clips to its mask view's shape or frame), a
///   `transform` for rotation and scale effects, also drawn as a dashed outline of the turned or
///   scaled frame (`class="transformed"`), a shadow as a dashed outline of the frame moved by
///   the shadow's offset (`class="shadow"`), and `data-effect` naming the effect; `zIndex`
///   orders siblings (`PaintOrder`);
/// - with `showsProposals`, each view's proposal from the view's origin as a dashed orange
///   outline: a rectangle when both dimensions are finite, a line at the proposed width (or
///   height) when only one is, nothing when the proposal equals the frame's size (within 0.001) or has no
///   finite dimension;
/// - with `showsLabels`, every text at its frame: its lines and point size are recovered from the
///   frame by LayoutLab's text model (`TextLabel`), drawn in a monospace font squeezed to the
///   model's widths (`textLength`), baselines `pointSize` below each line's top.
///
/// Texts and summaries are escaped; frames that are not finite are left out.
///
/// SwiftUI parity: SwiftUI has no such picture; colours are `Color`'s components (iOS system
/// colours), text is LayoutLab's glyph model, not San Francisco.
public struct SVGRenderer: Sendable {
  public var outlines: OutlinedViews
  public var showsLabels: Bool
  public var showsTooltips: Bool
  public var showsProposals: Bool
  /// Output pixels per point.
  public var scale: Double
  /// The host's fill; `nil` leaves it transparent.
  public var background: Color?

  public init(
    outlines: OutlinedViews = .all, showsLabels: Bool = true, showsTooltips: Bool = true,
    showsProposals: Bool = false, scale: Double = 1, background: Color? = .white
  ) {
    self.outlines = outlines
    self.showsLabels = showsLabels
    self.showsTooltips = showsTooltips
    self.showsProposals = showsProposals
    self.scale = scale
    self.background = background
  }

  /// The outline colour of views that draw nothing themselves (`Color.gray`).
  static let outlineColor = "rgb(142,142,147)"
  /// The colour of proposal outlines (`Color.orange`).
  static let proposalColor = "rgb(255,149,0)"

  /// The picture as an SVG document (no XML declaration), ending with a newline.
  public func render(_ result: LayoutResult) -> String {
    let width = Self.finite(result.hostSize.width)
    let height = Self.finite(result.hostSize.height)
    let factor = scale.isFinite && scale > 0 ? scale : 1
    var svg =
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(Self.number(width * factor))\""
      + " height=\"\(Self.number(height * factor))\" viewBox=\"0 0 \(Self.number(width)) \(Self.number(height))\">\n"
    if let background {
      svg +=
        "<rect class=\"host\" x=\"0\" y=\"0\" width=\"\(Self.number(width))\" height=\"\(Self.number(height))\""
        + Self.fill(background) + " stroke=\"none\"/>\n"
    }
    let steps = PaintOrder.steps(of: result)
    let views = steps.compactMap { step -> PlacedView? in
      guard case .view(let view) = step, Self.isFinite(view.frame) else { return nil }
      return view
    }
    svg += "<g class=\"views\" stroke-width=\"0.5\">\n"
    for step in steps {
      switch step {
      case .view(let view):
        guard Self.isFinite(view.frame) else {
          if view.appearance.effect != nil { svg += "<g>\n" }
          continue
        }
        svg += rect(for: view)
        if let effect = view.appearance.effect { svg += SVGEffects.open(effect, of: view) }
      case .endGroup:
        svg += "</g>\n"
      }
    }
    svg += "</g>\n"
    let bands = UnsafeArea.bands(of: result)
    if !bands.isEmpty {
      // The unsafe area, hatched over the views so that what reaches into it stays visible.
      svg +=
        "<defs><pattern id=\"unsafe-area\" width=\"6\" height=\"6\" patternUnits=\"userSpaceOnUse\""
        + " patternTransform=\"rotate(45)\"><rect width=\"2\" height=\"6\" fill=\"rgb(0,0,0)\" fill-opacity=\"0.25\"/>"
        + "</pattern></defs>\n<g class=\"unsafe-area\" fill=\"url(#unsafe-area)\" stroke=\"none\" pointer-events=\"none\">"
        + "<title>\(MarkupEscaping.escaped("unsafe area: \(UnsafeArea.summary(of: result))"))</title>\n"
      for band in bands { svg += "<rect\(Self.geometry(band))/>\n" }
      svg += "</g>\n"
    }
    if showsProposals {
      svg +=
        "<g class=\"proposals\" fill=\"none\" stroke=\"\(Self.proposalColor)\" stroke-width=\"0.5\""
        + " stroke-dasharray=\"3 2\">\n"
      for view in views { svg += proposalOutline(for: view) }
      svg += "</g>\n"
    }
    if showsLabels {
      svg += "<g class=\"labels\" font-family=\"monospace\" fill=\"rgb(0,0,0)\" pointer-events=\"none\">\n"
      for view in views { svg += label(for: view) }
      svg += "</g>\n"
    }
    return svg + "</svg>\n"
  }

  private func rect(for view: PlacedView) -> String {
    if let shape = view.appearance.shape { return path(for: view, shape) }
    var paint = " fill=\"none\" stroke=\"none\""
    if let fill = view.appearance.fill {
      paint = Self.fill(fill) + " stroke=\"none\""
    } else if view.appearance.text == nil, outlines.outlines(view) {
      paint = " fill=\"none\" stroke=\"\(Self.outlineColor)\""
    }
    let element = "<rect data-node=\"\(view.nodeID)\"\(Self.geometry(view.frame))\(paint)"
    guard showsTooltips else { return element + "/>\n" }
    return element + "><title>\(MarkupEscaping.escaped(Self.tooltip(view)))</title></rect>\n"
  }

  /// A shape other than a plain rectangle, as its outline: filled, stroked, or (drawing nothing
  /// itself) outlined like other such views.
  private func path(for view: PlacedView, _ shape: ShapeDrawing) -> String {
    var defs = ""
    var paint = " fill=\"none\" stroke=\"none\""
    if let fill = view.appearance.fill {
      var color = Self.fill(fill)
      if let gradient = shape.gradient {
        defs = SVGEffects.linearGradient(gradient, id: "gradient-\(view.nodeID)")
        color = " fill=\"url(#gradient-\(view.nodeID))\""
      }
      if let stroke = shape.stroke {
        paint =
          " fill=\"none\"" + color.replacingOccurrences(of: " fill", with: " stroke")
          + " stroke-width=\"\(SVGEffects.coordinate(stroke.lineWidth))\""
          + (stroke.dash.isEmpty
            ? "" : " stroke-dasharray=\"\(stroke.dash.map(SVGEffects.coordinate).joined(separator: " "))\"")
      } else {
        paint = color + " stroke=\"none\""
      }
    } else if view.appearance.text == nil, outlines.outlines(view) {
      paint = " fill=\"none\" stroke=\"\(Self.outlineColor)\""
    }
    let element = defs + "<path data-node=\"\(view.nodeID)\" d=\"\(SVGEffects.pathData(shape.path))\"\(paint)"
    guard showsTooltips else { return element + "/>\n" }
    return element + "><title>\(MarkupEscaping.escaped(Self.tooltip(view)))</title></path>\n"
  }

  private func proposalOutline(for view: PlacedView) -> String {
    let frame = view.frame
    let width = view.proposal.width.flatMap { $0.isFinite && $0 >= 0 ? Double($0) : nil }
    let height = view.proposal.height.flatMap { $0.isFinite && $0 >= 0 ? Double($0) : nil }
    let title =
      showsTooltips
      ? "<title>\(MarkupEscaping.escaped("\(view.summary)#\(view.nodeID) proposed \(view.proposal)"))</title>" : ""
    let (x, y) = (Double(frame.minX), Double(frame.minY))
    let element: String
    switch (width, height) {
    case (let width?, let height?):
      guard !Self.same(width, frame.width) || !Self.same(height, frame.height) else { return "" }
      element =
        "<rect data-node=\"\(view.nodeID)\" x=\"\(Self.number(x))\" y=\"\(Self.number(y))\""
        + " width=\"\(Self.number(width))\" height=\"\(Self.number(height))\""
    case (let width?, nil):
      guard !Self.same(width, frame.width) else { return "" }
      element = line(view, x1: x + width, y1: y, x2: x + width, y2: Double(frame.maxY))
    case (nil, let height?):
      guard !Self.same(height, frame.height) else { return "" }
      element = line(view, x1: x, y1: y + height, x2: Double(frame.maxX), y2: y + height)
    case (nil, nil):
      return ""
    }
    let name = element.hasPrefix("<rect") ? "rect" : "line"
    return title.isEmpty ? element + "/>\n" : element + ">\(title)</\(name)>\n"
  }

  /// Whether a proposed length equals a frame's, within the 0.001 pt the picture can show.
  private static func same(_ proposed: Double, _ length: CGFloat) -> Bool {
    abs(proposed - Double(length)) < 0.001
  }

  private func line(_ view: PlacedView, x1: Double, y1: Double, x2: Double, y2: Double) -> String {
    "<line data-node=\"\(view.nodeID)\" x1=\"\(Self.number(x1))\" y1=\"\(Self.number(y1))\""
      + " x2=\"\(Self.number(x2))\" y2=\"\(Self.number(y2))\""
  }

  private func label(for view: PlacedView) -> String {
    guard let text = view.appearance.text,
      let label = TextLabel(text: text, width: Double(view.frame.width), height: Double(view.frame.height))
    else { return "" }
    let size = label.pointSize
    var output = ""
    for (index, line) in label.lines.enumerated() where !line.isEmpty {
      let baseline = Double(view.frame.minY) + Double(index) * 1.2 * size + size
      let length = label.isExact ? Double(line.count) * size / 2 : Double(view.frame.width)
      // multilineTextAlignment places each line within the text's own width.
      let x =
        Double(view.frame.minX) + (Double(view.frame.width) - length) * view.appearance.textAlignment.lineOffsetFraction
      output +=
        "<text x=\"\(Self.number(x))\" y=\"\(Self.number(baseline))\""
        + " font-size=\"\(Self.number(size))\" textLength=\"\(Self.number(length))\""
        + " lengthAdjust=\"spacingAndGlyphs\" xml:space=\"preserve\">\(MarkupEscaping.escaped(line))</text>\n"
    }
    return output
  }

  /// `summary#nodeID [x y w h]`, as the tooltip of a view's rectangle.
  static func tooltip(_ view: PlacedView) -> String {
    let frame = view.frame
    let box = [frame.minX, frame.minY, frame.width, frame.height].map(formatLength).joined(separator: " ")
    return "\(view.summary)#\(view.nodeID) [\(box)]"
  }

  private static func geometry(_ frame: CGRect) -> String {
    " x=\"\(number(Double(frame.minX)))\" y=\"\(number(Double(frame.minY)))\""
      + " width=\"\(number(Double(frame.width)))\" height=\"\(number(Double(frame.height)))\""
  }

  static func fill(_ color: Color) -> String {
    let opacity = color.clampedOpacity
    return " fill=\"\(color.cssRGB)\"" + (opacity < 1 ? " fill-opacity=\"\(number(opacity))\"" : "")
  }

  private static func isFinite(_ frame: CGRect) -> Bool {
    [frame.minX, frame.minY, frame.width, frame.height].allSatisfy(\.isFinite)
  }

  private static func finite(_ value: CGFloat) -> Double {
    value.isFinite && value > 0 ? Double(value) : 0
  }

  /// A coordinate as SVG writes it: `formatLength`'s format (integers plain, up to 3 decimals).
  static func number(_ value: Double) -> String {
    formatLength(CGFloat(value))
  }
}
