import Foundation

/// What a grid remembers between calls: its cells, the tracks' ranges and ideal lengths (read
/// from each cell's probes, which do not depend on the grid's proposal), and its last
/// arrangement. Made anew whenever the subviews change.
public struct _GridLayoutCache {
  /// Which cell each subview is.
  var structure = GridStructure()
  /// Each column's and each row's range (C-G7), once measured.
  var columnRange: GridTrackRange? = nil
  var rowRange: GridTrackRange? = nil
  /// Each column's and each row's ideal length, once measured.
  var columnIdeals: [CGFloat]? = nil
  var rowIdeals: [CGFloat]? = nil
  /// The last proposal arranged, and the tracks it gave.
  var lastProposal: ProposedViewSize? = nil
  var lastArrangement: GridArrangement? = nil
}

/// The shortest and longest each track along one axis can be.
struct GridTrackRange {
  var minimums: [CGFloat]
  var maximums: [CGFloat]
}

/// The tracks' lengths for one proposal, and the grid's size from them.
struct GridArrangement {
  var columnWidths: [CGFloat]
  var rowHeights: [CGFloat]
  var size: CGSize
}
