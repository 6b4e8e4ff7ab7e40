import Foundation
import LayoutLab

/// What a `FlowLayout` knows of each subview whatever the line width: its metrics at its ideal
/// size, once asked, and its spacing (proposals do not change a view's spacing or its breaks).
///
/// The metrics are kept in an array of the type an arrangement keeps (`all`), an unknown one
/// marked by a width no item has, so that an arrangement in which no subview was narrowed
/// shares the ideals' storage instead of holding a copy of it (`FlowLayout.measure`).
struct FlowIdeals {
  /// Each subview's metrics at its ideal size, or `unknown` until asked.
  private var metrics: [FlowArrangement.Metrics]
  /// Each subview's spacing, as read with its ideal size.
  var spacings: FlowSpacings

  /// Nothing known of `count` subviews.
  init(count: Int) {
    metrics = Array(repeating: .unknown, count: count)
    spacings = FlowSpacings(count: count)
  }

  /// The number of subviews.
  var count: Int { metrics.count }

  /// The ideal metrics of subview `index`, or `nil` while not known.
  subscript(index: Int) -> FlowArrangement.Metrics? {
    get {
      let known = metrics[index]
      return known.isUnknown ? nil : known
    }
    set { metrics[index] = newValue ?? .unknown }
  }

  /// Every subview's ideal metrics, once all are known: what an arrangement in which no
  /// subview was narrowed holds, shared rather than copied.
  var all: [FlowArrangement.Metrics] { metrics }

  /// Forgets the ideal of subview `index`: it is asked again when next needed.
  mutating func forget(_ index: Int) {
    metrics[index] = .unknown
  }
}
