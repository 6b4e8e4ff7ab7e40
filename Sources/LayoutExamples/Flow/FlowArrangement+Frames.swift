import Foundation
import LayoutLab

extension FlowArrangement {
  /// Each item's frame in a container `width` wide, relative to the container's top-leading
  /// corner, in item order; `nil` for a hidden item.
  ///
  /// A justified line (rule 8) starts at 0 and adds `(width − line width) / gaps` to each gap.
  /// Any other line is shifted by `(width − line width) × f`, with `f` 0, ½ or 1 for leading,
  /// center or trailing, so an oversized line under center alignment overflows both edges
  /// equally. An item's top is its line's top plus the line's guide minus the item's guide.
  /// A `width` that is not finite aligns every line as leading and justifies none.
  ///
  /// Right to left is not handled here: the host mirrors the frames (`FlowLayout`).
  public func frames(in width: CGFloat) -> [CGRect?] {
    var frames = [CGRect?](repeating: nil, count: metrics.count)
    forEachFrame(of: 0..<metrics.count, in: width) { index, frame in frames[index] = frame }
    return frames
  }

  /// Calls `body` with each item of `range`, in order, and its frame as `frames(in:)` gives
  /// it, visiting only the lines that hold those items.
  func forEachFrame(of range: Range<Int>, in width: CGFloat, _ body: (Int, CGRect?) -> Void) {
    let range = range.clamped(to: 0..<metrics.count)
    guard !range.isEmpty else { return }
    var lineIndex = lineIndex(holding: range.lowerBound) ?? lines.count
    while lineIndex < lines.count, lines[lineIndex].items.lowerBound < range.upperBound {
      let line = lines[lineIndex]
      let free = width.isFinite ? width - line.width : 0
      let justified = isJustified(line) && free > 0
      let extra = justified ? free / CGFloat(line.items.count - 1) : 0
      let shift = justified ? 0 : free * options.lineAlignment.fraction
      for index in line.items.clamped(to: range) {
        let position = index - line.items.lowerBound
        let item = metrics[index]
        let origin = CGPoint(
          x: shift + offsets[index] + extra * CGFloat(position),
          y: line.top + line.guide - item.guide)
        body(index, CGRect(origin: origin, size: CGSize(width: item.width, height: item.height)))
      }
      lineIndex += 1
    }
    for index in hiddenItems.clamped(to: range) { body(index, nil) }
  }
}
