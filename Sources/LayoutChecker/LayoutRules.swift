import Foundation
import LayoutLab

/// The contract's numeric rules, in one place.
///
/// SwiftUI parity: the engine uses a layout's size as is (layout rule L5), so a
/// size must be a length on each axis: not NaN, not negative, and infinite only as the answer
/// to an infinite proposal (the "maximum size" probe).
enum LayoutRules {
  /// How far a frame may reach past the bounds before it counts as outside: rounding noise.
  static let boundsTolerance: CGFloat = 0.001

  /// Where the bounds start in the run that checks that placement follows `bounds.origin`.
  /// SwiftUI's bounds start wherever the parent puts the layout (layout rule L6).
  static let shiftedOrigin = CGPoint(x: 1000, y: 2000)

  /// What is wrong with `size` as the answer to `proposal`, or `nil` if nothing is.
  static func sizeProblem(_ size: CGSize, for proposal: ProposedViewSize) -> String? {
    var problems: [String] = []
    for (name, value, proposed) in [
      ("width", size.width, proposal.width), ("height", size.height, proposal.height),
    ] {
      if value.isNaN {
        problems.append("\(name) is NaN")
      } else if value < 0 {
        problems.append("\(name) is negative")
      } else if value.isInfinite, proposed != .infinity {
        problems.append("\(name) is infinite but the proposed \(name) was \(proposed.map(formatLength) ?? "nil")")
      }
    }
    return problems.isEmpty ? nil : problems.joined(separator: ", ")
  }

  /// The axis along which `larger` grows from `smaller` while the other axis is proposed the
  /// same (both unspecified, or the same length), or `nil` when the two proposals are not so
  /// ordered. An unspecified length is not ordered against a number: it asks for the ideal.
  static func growthAxis(from smaller: ProposedViewSize, to larger: ProposedViewSize) -> Axis? {
    if let a = smaller.width, let b = larger.width, a < b, smaller.height == larger.height { return .horizontal }
    if let a = smaller.height, let b = larger.height, a < b, smaller.width == larger.width { return .vertical }
    return nil
  }

  /// Whether bounds of `size` can be made to place subviews in.
  static func canPlace(in size: CGSize) -> Bool {
    size.width.isFinite && size.height.isFinite && size.width >= 0 && size.height >= 0
  }

  /// Whether `frame` lies within `bounds`, up to the tolerance.
  static func contains(_ bounds: CGRect, _ frame: CGRect) -> Bool {
    let t = boundsTolerance
    return frame.origin.x >= bounds.origin.x - t && frame.origin.y >= bounds.origin.y - t
      && frame.origin.x + frame.size.width <= bounds.origin.x + bounds.size.width + t
      && frame.origin.y + frame.size.height <= bounds.origin.y + bounds.size.height + t
  }

  /// Whether two placements agree up to the tolerance (rounding noise from moving them).
  static func close(_ a: CGRect?, _ b: CGRect?) -> Bool {
    switch (a, b) {
    case (nil, nil): return true
    case (let a?, let b?):
      let pairs = [
        (a.origin.x, b.origin.x), (a.origin.y, b.origin.y), (a.size.width, b.size.width),
        (a.size.height, b.size.height),
      ]
      return pairs.allSatisfy { same($0, $1) || abs($0 - $1) <= boundsTolerance }
    default: return false
    }
  }

  /// Whether two lengths are the same answer: equal, or both NaN.
  static func same(_ a: CGFloat, _ b: CGFloat) -> Bool { a == b || (a.isNaN && b.isNaN) }

  /// Whether two sizes are the same answer.
  static func same(_ a: CGSize, _ b: CGSize) -> Bool {
    same(a.width, b.width) && same(a.height, b.height)
  }

  /// Whether two placements are the same: both absent, or the same rectangle.
  static func same(_ a: CGRect?, _ b: CGRect?) -> Bool {
    switch (a, b) {
    case (nil, nil): true
    case (let a?, let b?): same(a.origin.x, b.origin.x) && same(a.origin.y, b.origin.y) && same(a.size, b.size)
    default: false
    }
  }
}
