import Foundation
import LayoutLab

/// What a `FlowLayout` knows of each subview whatever the line width: its metrics at its ideal
/// size, once asked, and its spacing (proposals do not change a view's spacing or its breaks).
struct FlowIdeals {
  /// Each subview's item at its ideal size, once asked; `nil` until then.
  var metrics: [FlowArrangement.Metrics?]
  /// Each subview's spacing, as read with its ideal size.
  var spacings: FlowSpacings

  /// Nothing known of `count` subviews.
  init(count: Int) {
    metrics = Array(repeating: nil, count: count)
    spacings = FlowSpacings(count: count)
  }

  /// Forgets the ideal of subview `index`: it is asked again when next needed.
  mutating func forget(_ index: Int) {
    metrics[index] = nil
  }
}
