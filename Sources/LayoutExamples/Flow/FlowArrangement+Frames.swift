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
      let placed = PlacedLine(lines[lineIndex], of: self, in: width)
      for index in placed.line.items.clamped(to: range) { body(index, placed.frame(of: index, in: self)) }
      lineIndex += 1
    }
    for index in hiddenItems.clamped(to: range) { body(index, nil) }
  }

  /// Gives the items' frames as `frames(in:)` does, one item at a time in increasing order,
  /// walking the lines alongside: what compares two arrangements item by item without
  /// making an array of either's frames.
  struct FrameCursor {
    private let arrangement: FlowArrangement
    private let width: CGFloat
    private var lineIndex = 0
    private var placed: PlacedLine?

    init(_ arrangement: FlowArrangement, in width: CGFloat) {
      self.arrangement = arrangement
      self.width = width
    }

    /// Item `index`'s frame, `nil` for a hidden item; `index` must not be below the last
    /// one asked.
    mutating func frame(of index: Int) -> CGRect? {
      if let placed, placed.line.items.contains(index) { return placed.frame(of: index, in: arrangement) }
      while lineIndex < arrangement.lines.count, arrangement.lines[lineIndex].items.upperBound <= index {
        lineIndex += 1
      }
      guard lineIndex < arrangement.lines.count, arrangement.lines[lineIndex].items.contains(index) else {
        return nil
      }
      let line = PlacedLine(arrangement.lines[lineIndex], of: arrangement, in: width)
      placed = line
      return line.frame(of: index, in: arrangement)
    }
  }
}

/// A line as placed in a container of a given width: shifted by its alignment, or with its
/// gaps widened when justified (see `FlowArrangement.frames(in:)`).
struct PlacedLine {
  let line: FlowArrangement.Line
  /// How far the line starts from the container's leading edge.
  private let shift: CGFloat
  /// What justification adds to each gap.
  private let extra: CGFloat

  init(_ line: FlowArrangement.Line, of arrangement: FlowArrangement, in width: CGFloat) {
    self.line = line
    let free = width.isFinite ? width - line.width : 0
    let justified = arrangement.isJustified(line) && free > 0
    extra = justified ? free / CGFloat(line.items.count - 1) : 0
    shift = justified ? 0 : free * arrangement.options.lineAlignment.fraction
  }

  /// The frame of item `index`, one of the line's.
  func frame(of index: Int, in arrangement: FlowArrangement) -> CGRect {
    let position = index - line.items.lowerBound
    let item = arrangement.metrics[index]
    let origin = CGPoint(
      x: shift + arrangement.offsets[index] + extra * CGFloat(position),
      y: line.top + line.guide - item.guide)
    return CGRect(origin: origin, size: CGSize(width: item.width, height: item.height))
  }
}
