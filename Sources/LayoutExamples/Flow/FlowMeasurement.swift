import Foundation
import LayoutLab

/// A `FlowLayout`'s subviews measured for one line width and broken into lines, with the
/// proposal each subview was measured with (and will be placed with).
struct FlowMeasurement {
  var arrangement: FlowArrangement
  var proposals: [ProposedViewSize]
}

extension FlowLayout {
  /// The measurement for `lineWidth`: from the cache when `cached` and remembered, else made
  /// now (and remembered when `cached`).
  func measurement(lineWidth: CGFloat, subviews: Subviews, cache: inout Cache) -> FlowMeasurement {
    guard cached else {
      var ideals = [FlowArrangement.Item?](repeating: nil, count: subviews.count)
      return measure(subviews, lineWidth: lineWidth, ideals: &ideals)
    }
    cache.prepare(for: self, count: subviews.count)
    if let found = cache.measurement(lineWidth: lineWidth) { return found }
    let made = measure(subviews, lineWidth: lineWidth, ideals: &cache.ideals)
    cache.remember(made)
    return made
  }

  /// Measures every subview for `lineWidth`: at its ideal size (from `ideals` when known, and
  /// stored there), or at `(lineWidth, nil)` when the ideal is wider than the line.
  private func measure(
    _ subviews: Subviews, lineWidth: CGFloat, ideals: inout [FlowArrangement.Item?]
  ) -> FlowMeasurement {
    var items: [FlowArrangement.Item] = []
    var proposals: [ProposedViewSize] = []
    items.reserveCapacity(subviews.count)
    proposals.reserveCapacity(subviews.count)
    let options = arrangementOptions
    // A subview's spacing is asked only when a gap comes from it (a `nil` spacing option).
    let readsSpacing = options.itemSpacing == nil || options.lineSpacing == nil
    for (offset, subview) in subviews.enumerated() {
      let ideal = ideals[offset] ?? item(subview, .unspecified, readsSpacing: readsSpacing)
      ideals[offset] = ideal
      if ideal.size.width > lineWidth + FlowArrangement.fitTolerance {
        let narrowed = ProposedViewSize(width: lineWidth, height: nil)
        items.append(item(subview, narrowed, readsSpacing: readsSpacing))
        proposals.append(narrowed)
      } else {
        items.append(ideal)
        proposals.append(.unspecified)
      }
    }
    return FlowMeasurement(
      arrangement: FlowArrangement(items: items, lineWidth: lineWidth, options: options),
      proposals: proposals)
  }

  /// `subview` measured for `proposal`: its size, its `itemAlignment` guide, its spacing (when
  /// `readsSpacing`) and whether it starts a line.
  private func item(
    _ subview: LayoutSubview, _ proposal: ProposedViewSize, readsSpacing: Bool
  ) -> FlowArrangement.Item {
    let dimensions = subview.dimensions(in: proposal)
    return FlowArrangement.Item(
      size: CGSize(width: dimensions.width, height: dimensions.height),
      guide: dimensions[itemAlignment], spacing: readsSpacing ? subview.spacing : ViewSpacing(),
      startsNewLine: subview[FlowLineBreak.self])
  }
}
