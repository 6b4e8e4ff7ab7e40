import Foundation
import LayoutLab

extension FlowLayout {
  /// Where each line of a flow sits across the flow's width.
  ///
  /// Lines align against the flow's own width, which is its widest line (see `FlowLayout`), so
  /// `.center` centres the shorter lines under the widest one; a parent then places the flow
  /// itself.
  ///
  /// SwiftUI parity: the horizontal alignments `.leading`, `.center` and `.trailing`, as most
  /// flow libraries offer them (layout rule FL1). Custom guides are not
  /// supported: a line has no single guide to align on.
  public enum LineAlignment: Hashable, Sendable, CaseIterable {
    /// Lines start at the leading edge (the left, or the right under right to left).
    case leading
    /// Lines are centred.
    case center
    /// Lines end at the trailing edge.
    case trailing

    /// The share of a line's free space that goes before it.
    var fraction: CGFloat {
      switch self {
      case .leading: 0
      case .center: 0.5
      case .trailing: 1
      }
    }
  }
}
