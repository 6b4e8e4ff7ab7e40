import Foundation

extension Path {
  /// The part of the path from `from` to `to`, as fractions (0...1) of its length, in lines.
  ///
  /// Curves are measured and cut as `Path.trimSegments` straight segments each, so the
  /// trimmed outline is a polyline close to the curve (an ellipse's within a hundredth of its
  /// radius). Fractions are clamped to 0...1; `to` before `from` gives an empty path.
  ///
  /// SwiftUI parity: `Path.trimmedPath(from:to:)`, which keeps the curves themselves.
  public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
    let start = from.isNaN ? 0 : min(max(from, 0), 1)
    let end = to.isNaN ? 1 : min(max(to, 0), 1)
    if start == 0 && end == 1 { return self }
    let runs = polylines()
    let total = runs.reduce(0) { $0 + Self.length(of: $1) }
    guard end > start, total > 0 else { return Path() }
    let (low, high) = (start * total, end * total)
    var trimmed = Path()
    var walked: CGFloat = 0
    for run in runs {
      var drawing = false
      for (a, b) in zip(run, run.dropFirst()) {
        let length = hypot(b.x - a.x, b.y - a.y)
        defer { walked += length }
        guard walked + length > low, walked < high, length > 0 else { continue }
        let t0 = max(0, (low - walked) / length)
        let t1 = min(1, (high - walked) / length)
        let p0 = CGPoint(x: a.x + (b.x - a.x) * t0, y: a.y + (b.y - a.y) * t0)
        let p1 = CGPoint(x: a.x + (b.x - a.x) * t1, y: a.y + (b.y - a.y) * t1)
        if !drawing || t0 > 0 { trimmed.move(to: p0) }
        trimmed.addLine(to: p1)
        drawing = t1 == 1
      }
    }
    return trimmed
  }

  /// How many straight segments stand for one curve when trimming.
  static let trimSegments = 32

  /// The path's subpaths as lists of points (curves cut into `trimSegments` segments, a
  /// closed subpath ending back at its start).
  private func polylines() -> [[CGPoint]] {
    var runs: [[CGPoint]] = []
    var current: [CGPoint] = []
    func finish() {
      if current.count > 1 { runs.append(current) }
      current = []
    }
    for element in elements {
      let last = current.last ?? .zero
      switch element {
      case .move(let point):
        finish()
        current = [point]
      case .line(let point):
        if current.isEmpty { current = [last] }
        current.append(point)
      case .quadCurve(let point, let control):
        if current.isEmpty { current = [last] }
        current += Self.samples { t in
          let u = 1 - t
          return CGPoint(
            x: u * u * last.x + 2 * u * t * control.x + t * t * point.x,
            y: u * u * last.y + 2 * u * t * control.y + t * t * point.y)
        }
      case .curve(let point, let c1, let c2):
        if current.isEmpty { current = [last] }
        current += Self.samples { t in
          let u = 1 - t
          return CGPoint(
            x: u * u * u * last.x + 3 * u * u * t * c1.x + 3 * u * t * t * c2.x + t * t * t * point.x,
            y: u * u * u * last.y + 3 * u * u * t * c1.y + 3 * u * t * t * c2.y + t * t * t * point.y)
        }
      case .closeSubpath:
        if let first = current.first {
          current.append(first)
          finish()
          current = [first]
        }
      }
    }
    finish()
    return runs
  }

  private static func samples(_ point: (CGFloat) -> CGPoint) -> [CGPoint] {
    (1...trimSegments).map { point(CGFloat($0) / CGFloat(trimSegments)) }
  }

  private static func length(of run: [CGPoint]) -> CGFloat {
    zip(run, run.dropFirst()).reduce(0) { $0 + hypot($1.1.x - $1.0.x, $1.1.y - $1.0.y) }
  }
}
