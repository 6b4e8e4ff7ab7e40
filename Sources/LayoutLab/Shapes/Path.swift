import Foundation

/// The outline of a 2D shape, made of lines and curves; a shape that draws itself, unscaled, in
/// whatever frame it is given.
///
/// Layout: like every shape, a path takes the proposal as its size (unspecified dimensions
/// become 10); its own coordinates are relative to its frame's top-leading corner and are not
/// scaled to the frame.
///
/// SwiftUI parity: `Path`, with its building methods (`move(to:)`, `addLine(to:)`, curves,
/// `addRect`, `addRoundedRect`, `addEllipse`, `closeSubpath()`), `boundingRect` and
/// `trimmedPath(from:to:)`. Foundation on Linux has no `CGAffineTransform`, so the methods
/// have no `transform:` parameter (SwiftUI's defaults to the identity). A `.continuous`
/// rounded corner is drawn as a circular one.
public struct Path: Shape, Hashable, CustomStringConvertible {
  /// One step of a path.
  public enum Element: Hashable, Sendable {
    case move(to: CGPoint)
    case line(to: CGPoint)
    case quadCurve(to: CGPoint, control: CGPoint)
    case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
    case closeSubpath
  }

  /// The steps, in order.
  private(set) var elements: [Element] = []

  /// An empty path.
  public init() {}

  /// A path built by `callback`: `Path { path in path.move(to: .zero); ... }`.
  public init(_ callback: (inout Path) -> Void) {
    callback(&self)
  }

  /// A rectangle.
  public init(_ rect: CGRect) { addRect(rect) }

  /// A rectangle with rounded corners.
  public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
    addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
  }

  /// A rectangle with rounded corners.
  public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
    addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
  }

  /// The ellipse inscribed in `rect`.
  public init(ellipseIn rect: CGRect) { addEllipse(in: rect) }

  /// Whether the path has no elements.
  public var isEmpty: Bool { elements.isEmpty }

  /// Calls `body` with each element in order.
  public func forEach(_ body: (Element) -> Void) { elements.forEach(body) }

  /// The path itself, whatever the frame: a path is drawn in its own coordinates.
  public func path(in rect: CGRect) -> Path { self }

  // MARK: Building

  public mutating func move(to point: CGPoint) { elements.append(.move(to: point)) }

  public mutating func addLine(to point: CGPoint) { elements.append(.line(to: point)) }

  public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
    elements.append(.quadCurve(to: point, control: control))
  }

  public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
    elements.append(.curve(to: point, control1: control1, control2: control2))
  }

  public mutating func closeSubpath() { elements.append(.closeSubpath) }

  /// Lines through `points`, starting a new subpath at the first.
  public mutating func addLines(_ points: [CGPoint]) {
    guard let first = points.first else { return }
    move(to: first)
    for point in points.dropFirst() { addLine(to: point) }
  }

  /// A closed rectangle, clockwise from its minimum corner.
  public mutating func addRect(_ rect: CGRect) {
    let rect = rect.standardized
    addLines([
      CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
      CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY),
    ])
    closeSubpath()
  }

  public mutating func addRects(_ rects: [CGRect]) { rects.forEach { addRect($0) } }

  /// A closed rectangle whose corners are quarter ellipses of `cornerSize` (at most half of
  /// each side). Both corner styles are drawn circular.
  public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
    let rect = rect.standardized
    let rx = min(max(cornerSize.width, 0), rect.width / 2)
    let ry = min(max(cornerSize.height, 0), rect.height / 2)
    guard rx > 0, ry > 0 else { return addRect(rect) }
    let k = Self.kappa
    move(to: CGPoint(x: rect.minX + rx, y: rect.minY))
    addLine(to: CGPoint(x: rect.maxX - rx, y: rect.minY))
    addCurve(
      to: CGPoint(x: rect.maxX, y: rect.minY + ry), control1: CGPoint(x: rect.maxX - rx + k * rx, y: rect.minY),
      control2: CGPoint(x: rect.maxX, y: rect.minY + ry - k * ry))
    addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - ry))
    addCurve(
      to: CGPoint(x: rect.maxX - rx, y: rect.maxY), control1: CGPoint(x: rect.maxX, y: rect.maxY - ry + k * ry),
      control2: CGPoint(x: rect.maxX - rx + k * rx, y: rect.maxY))
    addLine(to: CGPoint(x: rect.minX + rx, y: rect.maxY))
    addCurve(
      to: CGPoint(x: rect.minX, y: rect.maxY - ry), control1: CGPoint(x: rect.minX + rx - k * rx, y: rect.maxY),
      control2: CGPoint(x: rect.minX, y: rect.maxY - ry + k * ry))
    addLine(to: CGPoint(x: rect.minX, y: rect.minY + ry))
    addCurve(
      to: CGPoint(x: rect.minX + rx, y: rect.minY), control1: CGPoint(x: rect.minX, y: rect.minY + ry - k * ry),
      control2: CGPoint(x: rect.minX + rx - k * rx, y: rect.minY))
    closeSubpath()
  }

  /// The closed ellipse inscribed in `rect`, as four cubic curves starting at its right end.
  public mutating func addEllipse(in rect: CGRect) {
    let rect = rect.standardized
    let (rx, ry) = (rect.width / 2, rect.height / 2)
    let (cx, cy) = (rect.midX, rect.midY)
    let (kx, ky) = (Self.kappa * rx, Self.kappa * ry)
    move(to: CGPoint(x: cx + rx, y: cy))
    addCurve(
      to: CGPoint(x: cx, y: cy + ry), control1: CGPoint(x: cx + rx, y: cy + ky),
      control2: CGPoint(x: cx + kx, y: cy + ry))
    addCurve(
      to: CGPoint(x: cx - rx, y: cy), control1: CGPoint(x: cx - kx, y: cy + ry),
      control2: CGPoint(x: cx - rx, y: cy + ky))
    addCurve(
      to: CGPoint(x: cx, y: cy - ry), control1: CGPoint(x: cx - rx, y: cy - ky),
      control2: CGPoint(x: cx - kx, y: cy - ry))
    addCurve(
      to: CGPoint(x: cx + rx, y: cy), control1: CGPoint(x: cx + kx, y: cy - ry),
      control2: CGPoint(x: cx + rx, y: cy - ky))
    closeSubpath()
  }

  /// Appends the elements of `path`.
  public mutating func addPath(_ path: Path) { elements += path.elements }

  /// How far a cubic curve's control points sit from a quarter ellipse's ends, as a fraction of
  /// the radius: 4(√2 − 1)/3, the usual approximation (within 0.03 % of a true circle).
  static let kappa: CGFloat = 0.552_284_749_831

  // MARK: Reading

  /// The last point the path reached, or `nil` when it is empty.
  public var currentPoint: CGPoint? {
    var start: CGPoint?
    var current: CGPoint?
    for element in elements {
      switch element {
      case .move(let point):
        start = point
        current = point
      case .line(let point), .quadCurve(let point, _), .curve(let point, _, _): current = point
      case .closeSubpath: current = start
      }
    }
    return current
  }

  /// The smallest rectangle holding every point the path passes through (curves at their
  /// extreme points, not their control points); `.zero` for an empty path.
  ///
  /// SwiftUI parity: `boundingRect`. CoreGraphics answers `CGRect.null` for an empty path;
  /// LayoutLab keeps results finite and answers `.zero`.
  public var boundingRect: CGRect {
    var bounds = PathBounds()
    var current = CGPoint.zero
    var start = CGPoint.zero
    for element in elements {
      switch element {
      case .move(let point):
        bounds.add(point)
        current = point
        start = point
      case .line(let point):
        bounds.add(point)
        current = point
      case .quadCurve(let point, let control):
        bounds.addQuadCurve(from: current, control: control, to: point)
        current = point
      case .curve(let point, let control1, let control2):
        bounds.addCurve(from: current, control1, control2, to: point)
        current = point
      case .closeSubpath:
        current = start
      }
    }
    return bounds.rect
  }

  /// The path moved by `dx` and `dy`.
  public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path { applying(.translation(dx, dy)) }

  /// The path with every point mapped by `transform`.
  func applying(_ transform: PathTransform) -> Path {
    guard transform != .identity else { return self }
    var path = Path()
    path.elements = elements.map { element in
      switch element {
      case .move(let point): .move(to: transform.apply(point))
      case .line(let point): .line(to: transform.apply(point))
      case .quadCurve(let point, let control): .quadCurve(to: transform.apply(point), control: transform.apply(control))
      case .curve(let point, let control1, let control2):
        .curve(to: transform.apply(point), control1: transform.apply(control1), control2: transform.apply(control2))
      case .closeSubpath: .closeSubpath
      }
    }
    return path
  }

  /// The elements in CoreGraphics' text form, as SwiftUI's `Path.description` writes them:
  /// `0 0 m 10 0 l 10 10 l h` (points before their operator: `m`ove, `l`ine, `q`uad curve,
  /// `c`urve, `h` close).
  public var description: String {
    func p(_ point: CGPoint) -> String { "\(formatLength(point.x)) \(formatLength(point.y))" }
    return elements.map { element in
      switch element {
      case .move(let point): "\(p(point)) m"
      case .line(let point): "\(p(point)) l"
      case .quadCurve(let point, let control): "\(p(control)) \(p(point)) q"
      case .curve(let point, let control1, let control2): "\(p(control1)) \(p(control2)) \(p(point)) c"
      case .closeSubpath: "h"
      }
    }.joined(separator: " ")
  }
}

/// A bounding box grown point by point, curves by their extreme points.
private struct PathBounds {
  private var minX = CGFloat.infinity, minY = CGFloat.infinity
  private var maxX = -CGFloat.infinity, maxY = -CGFloat.infinity

  mutating func add(_ point: CGPoint) {
    minX = min(minX, point.x)
    minY = min(minY, point.y)
    maxX = max(maxX, point.x)
    maxY = max(maxY, point.y)
  }

  /// The curve's end and its extremes: where the derivative of each coordinate is 0.
  mutating func addQuadCurve(from start: CGPoint, control: CGPoint, to end: CGPoint) {
    add(end)
    for t in [Self.quadExtreme(start.x, control.x, end.x), Self.quadExtreme(start.y, control.y, end.y)].compactMap({
      $0
    }) {
      let u = 1 - t
      add(
        CGPoint(
          x: u * u * start.x + 2 * u * t * control.x + t * t * end.x,
          y: u * u * start.y + 2 * u * t * control.y + t * t * end.y))
    }
  }

  mutating func addCurve(from p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, to p3: CGPoint) {
    add(p3)
    let roots = Self.cubicExtremes(p0.x, p1.x, p2.x, p3.x) + Self.cubicExtremes(p0.y, p1.y, p2.y, p3.y)
    for t in roots {
      let u = 1 - t
      func at(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat) -> CGFloat {
        u * u * u * a + 3 * u * u * t * b + 3 * u * t * t * c + t * t * t * d
      }
      add(CGPoint(x: at(p0.x, p1.x, p2.x, p3.x), y: at(p0.y, p1.y, p2.y, p3.y)))
    }
  }

  private static func quadExtreme(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat) -> CGFloat? {
    let denominator = a - 2 * b + c
    guard denominator != 0 else { return nil }
    let t = (a - b) / denominator
    return t > 0 && t < 1 ? t : nil
  }

  /// The parameters in (0, 1) where the cubic's derivative, a quadratic, is 0.
  private static func cubicExtremes(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat) -> [CGFloat] {
    // B'(t)/3 = (b − a)(1 − t)² + 2(c − b)(1 − t)t + (d − c)t² = qa·t² + qb·t + qc
    let qa = -a + 3 * b - 3 * c + d
    let qb = 2 * (a - 2 * b + c)
    let qc = b - a
    var roots: [CGFloat] = []
    if abs(qa) < 1e-12 {
      if qb != 0 { roots = [-qc / qb] }
    } else {
      let discriminant = qb * qb - 4 * qa * qc
      if discriminant >= 0 {
        let root = discriminant.squareRoot()
        roots = [(-qb + root) / (2 * qa), (-qb - root) / (2 * qa)]
      }
    }
    return roots.filter { $0 > 0 && $0 < 1 }
  }

  var rect: CGRect {
    guard minX <= maxX, minY <= maxY else { return .zero }
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }
}
