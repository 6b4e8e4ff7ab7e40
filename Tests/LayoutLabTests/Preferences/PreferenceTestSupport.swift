import Foundation
import LayoutLab

/// Keys, writers and a recorder shared by the preference tests.
///
/// The keys are chosen so that the combination is visible in the value itself:
/// - `OrderKey` appends, so the value lists the writers in the order `reduce` saw them.
/// - `GroupingKey` brackets every `reduce`, so the value shows which values were folded
///   together at which level, and an empty slot where `reduce` was handed the default.
/// - `LastWinsKey` is the reducer layout rule P4 warns about (`value = nextValue()`).
/// - `LastNonNilKey` is the safe way to write "the last one wins" (P2).

/// Appends: `[String]`, default `[]`.
struct OrderKey: PreferenceKey {
  static let defaultValue: [String] = []
  static func reduce(value: inout [String], nextValue: () -> [String]) {
    value.append(contentsOf: nextValue())
  }
}

/// Brackets each fold: `reduce("x", "y")` gives `"(x y)"`; the default is `""`, so a fold
/// with the default shows as `"(x )"` or `"( y)"`. Deliberately breaks P2 (reducing with the
/// default changes the value) so that every `reduce` call leaves a trace.
struct GroupingKey: PreferenceKey {
  static let defaultValue = ""
  static func reduce(value: inout String, nextValue: () -> String) {
    value = "(\(value) \(nextValue()))"
  }
}

/// "The last writer wins", written the way layout rule P4 calls wrong.
struct LastWinsKey: PreferenceKey {
  static let defaultValue = ""
  static func reduce(value: inout String, nextValue: () -> String) {
    value = nextValue()
  }
}

/// "The last writer wins", written so that a default (`nil`) never replaces a value (P2).
struct LastNonNilKey: PreferenceKey {
  static func reduce(value: inout String?, nextValue: () -> String?) {
    value = nextValue() ?? value
  }
}

/// Widths reported by views, in tree order.
struct WidthsKey: PreferenceKey {
  static let defaultValue: [CGFloat] = []
  static func reduce(value: inout [CGFloat], nextValue: () -> [CGFloat]) {
    value.append(contentsOf: nextValue())
  }
}

/// One anchor of a view's bounds; the first writer's is kept.
struct BoundsAnchorKey: PreferenceKey {
  static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) {
    value = value ?? nextValue()
  }
}

/// Point anchors by name.
struct PointAnchorsKey: PreferenceKey {
  static let defaultValue: [String: Anchor<CGPoint>] = [:]
  static func reduce(value: inout [String: Anchor<CGPoint>], nextValue: () -> [String: Anchor<CGPoint>]) {
    value.merge(nextValue()) { $1 }
  }
}

/// Collects what an action or a view builder saw, in order.
final class Recorder<Value> {
  private(set) var values: [Value] = []

  func record(_ value: Value) { values.append(value) }
}

extension View {
  /// This view writing `[label]` for `OrderKey` and `label` for `GroupingKey`.
  func writes(_ label: String) -> some View {
    preference(key: OrderKey.self, value: [label]).preference(key: GroupingKey.self, value: label)
  }
}

/// `Text(label)` writing its label (see `writes(_:)`).
func writer(_ label: String) -> some View {
  Text(label).writes(label)
}
