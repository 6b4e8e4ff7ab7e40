import Foundation
import LayoutLab

/// Compares two layouts of the same tree.
enum PropertyComparison {
  /// How `b` differs from `a`, the reference, as a sentence; `nil` when their frames, ids and
  /// preference value are exactly the same. `label` says what `b` is.
  static func difference(_ a: PropertyLayout, _ b: PropertyLayout, _ label: String) -> String? {
    if let nonFinite = PropertyRules.nonFiniteFrame(b) { return "\(label): \(nonFinite)" }
    for (index, frame) in a.frames.sorted(by: { $0.key < $1.key }) where !same(b.frames[index], frame) {
      return
        "\(label): node \(index) at \(b.frames[index].map(PropertyRules.format) ?? "nowhere"), not \(PropertyRules.format(frame))"
    }
    guard a.views.map(\.summary) == b.views.map(\.summary) else {
      return "\(label): other views: \(b.views.count) views, not \(a.views.count)"
    }
    for (viewA, viewB) in zip(a.views, b.views) where !same(viewA.frame, viewB.frame) {
      return
        "\(label): \(viewB.summary) at \(PropertyRules.format(viewB.frame)), not \(PropertyRules.format(viewA.frame))"
    }
    if a.preference != b.preference { return "\(label): preference \(b.preference), not \(a.preference)" }
    return nil
  }

  /// Exact equality, NaN equal to NaN (a NaN is reported on its own).
  private static func same(_ a: CGRect?, _ b: CGRect?) -> Bool {
    guard let a, let b else { return a == nil && b == nil }
    return zip([a.minX, a.minY, a.width, a.height], [b.minX, b.minY, b.width, b.height]).allSatisfy {
      $0 == $1 || ($0.isNaN && $1.isNaN)
    }
  }
}
