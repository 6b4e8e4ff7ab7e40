import Foundation

/// The raw loop: the greedy line breaking of `FlowLayout` for the tags workloads, over plain
/// data, with nothing else. An item goes on the current line when it fits (its right edge at
/// most the width, within 0.001, as `FlowArrangement`), otherwise it starts the next line,
/// `lineSpacing` below the tallest item of the current one; an item on an empty line always
/// fits. Items sit at the top of their line.
///
/// SwiftUI parity: none; a harness. The rule is `FlowArrangement`'s with fixed spacings,
/// leading lines and top item alignment.
enum GreedyWrap {
  /// Writes the frame of each of `sizes` into `frames` (as many as `sizes`) and returns the
  /// height of all lines.
  static func wrap(
    _ sizes: [CGSize], width: CGFloat, spacing: CGFloat, lineSpacing: CGFloat, into frames: inout [CGRect]
  ) -> CGFloat {
    var x: CGFloat = 0
    var top: CGFloat = 0
    var lineHeight: CGFloat = 0
    var lineIsEmpty = true
    for index in sizes.indices {
      let size = sizes[index]
      var leading = lineIsEmpty ? 0 : x + spacing
      if !lineIsEmpty, leading + size.width > width + 0.001 {
        top += lineHeight + lineSpacing
        lineHeight = 0
        leading = 0
      }
      frames[index] = CGRect(x: leading, y: top, width: size.width, height: size.height)
      x = leading + size.width
      lineHeight = max(lineHeight, size.height)
      lineIsEmpty = false
    }
    return top + lineHeight
  }
}
