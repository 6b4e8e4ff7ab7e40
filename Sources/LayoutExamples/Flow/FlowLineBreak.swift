import Foundation
import LayoutLab

/// The layout value that makes a subview of a `FlowLayout` start a new line.
///
/// Set it with `.flowLineBreak()`. The break comes *before* the view that carries it: that view
/// is the first of its line. A break on the first subview, or on a subview that wraps to a new
/// line anyway, changes nothing, so breaks never leave an empty line.
///
/// SwiftUI parity: a `LayoutValueKey`, the way SwiftUI passes per-view data to a layout, like
/// `.startInNewLine()` in tevelee/SwiftUI-Flow (layout rule FL1).
public struct FlowLineBreak: LayoutValueKey {
  /// No break unless asked.
  public static let defaultValue = false
}

extension View {
  /// Starts a new line of the enclosing `FlowLayout` with this view (when `breaks` is true).
  ///
  ///     FlowLayout(spacing: 8) {
  ///       Text("Title")
  ///       Text("first").flowLineBreak()  // begins the second line
  ///       Text("second")
  ///     }
  public func flowLineBreak(_ breaks: Bool = true) -> some View {
    layoutValue(key: FlowLineBreak.self, value: breaks)
  }
}
