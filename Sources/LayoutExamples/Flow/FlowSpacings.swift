import Foundation
import LayoutLab

/// The `ViewSpacing` of each of a flow's items, kept only once one of them states a
/// preference: until then every item has `ViewSpacing()` and nothing is stored.
///
/// A flow with both spacings set never reads its items' spacing and asks none (`FlowLayout`
/// passes `ViewSpacing()`), and most views state no preference, so a flow of many tags
/// usually keeps no spacing at all, where one per item would cost 32 bytes each.
struct FlowSpacings: Equatable, Sendable {
  /// How many items there are.
  let count: Int
  /// Each item's spacing, or empty while every one is `ViewSpacing()`.
  private var values: [ViewSpacing] = []

  /// `count` items without preferences.
  init(count: Int) {
    self.count = count
  }

  /// The spacing of item `index`.
  subscript(index: Int) -> ViewSpacing {
    get { values.isEmpty ? ViewSpacing() : values[index] }
    set {
      // Unchanged: nothing written, so storage shared with another copy is not copied.
      guard newValue != self[index] else { return }
      if values.isEmpty { values = Array(repeating: ViewSpacing(), count: count) }
      values[index] = newValue
    }
  }

  /// Equal when every item's spacing is, however each side stores them.
  static func == (lhs: FlowSpacings, rhs: FlowSpacings) -> Bool {
    guard lhs.count == rhs.count else { return false }
    if lhs.values.isEmpty && rhs.values.isEmpty { return true }
    return (0..<lhs.count).allSatisfy { lhs[$0] == rhs[$0] }
  }
}
