import Foundation
import LayoutLab

/// A `FlowLayout`'s subviews measured for one line width and broken into lines, with the
/// proposal each subview was measured with (and will be placed with).
struct FlowMeasurement {
  var arrangement: FlowArrangement
  var proposals: [ProposedViewSize]
  /// The subviews that changed since the measurement was made: measured again, and their
  /// lines broken again, when it is next used (`FlowLayout.repair`).
  var changed = IndexSet()
  /// The subviews whose frames or proposals may differ from those of the last committed
  /// placement made from this measurement: every one until the first.
  var unplaced: IndexSet

  init(arrangement: FlowArrangement, proposals: [ProposedViewSize]) {
    self.arrangement = arrangement
    self.proposals = proposals
    unplaced = IndexSet(integersIn: 0..<proposals.count)
  }
}

extension FlowLayout {
  /// The measurement for `lineWidth`: from the cache when `cached` and remembered (brought up
  /// to date first if subviews changed since), else made now (and remembered when `cached`).
  func measurement(lineWidth: CGFloat, subviews: Subviews, cache: inout Cache) -> FlowMeasurement {
    guard cached else {
      var ideals = [FlowArrangement.Item?](repeating: nil, count: subviews.count)
      return measure(subviews, lineWidth: lineWidth, ideals: &ideals)
    }
    cache.prepare(for: self, count: subviews.count)
    if var found = cache.takeMeasurement(lineWidth: lineWidth) {
      if !found.changed.isEmpty { repair(&found, subviews: subviews, ideals: &cache.ideals) }
      cache.remember(found)
      return found
    }
    let made = measure(subviews, lineWidth: lineWidth, ideals: &cache.ideals)
    cache.remember(made)
    return made
  }

  /// Measures every subview for `lineWidth` (see `measured(_:lineWidth:ideal:readsSpacing:)`)
  /// and breaks the items into lines.
  private func measure(
    _ subviews: Subviews, lineWidth: CGFloat, ideals: inout [FlowArrangement.Item?]
  ) -> FlowMeasurement {
    var items: [FlowArrangement.Item] = []
    var proposals: [ProposedViewSize] = []
    items.reserveCapacity(subviews.count)
    proposals.reserveCapacity(subviews.count)
    let options = arrangementOptions
    let readsSpacing = readsSpacing(options)
    for (offset, subview) in subviews.enumerated() {
      let (item, proposal) = measured(subview, lineWidth: lineWidth, ideal: &ideals[offset], readsSpacing: readsSpacing)
      items.append(item)
      proposals.append(proposal)
    }
    return FlowMeasurement(
      arrangement: FlowArrangement(items: items, lineWidth: lineWidth, options: options),
      proposals: proposals)
  }

  /// Brings `measurement` up to date with its changed subviews: measures them again, and
  /// breaks again only the lines they can move (`FlowArrangement.init(items:updating:changedItems:)`).
  /// No other subview is asked anything.
  private func repair(_ measurement: inout FlowMeasurement, subviews: Subviews, ideals: inout [FlowArrangement.Item?]) {
    let lineWidth = measurement.arrangement.lineWidth
    let readsSpacing = readsSpacing(measurement.arrangement.options)
    let changed = measurement.changed.filteredIndexSet { $0 < subviews.count }
    measurement.changed = IndexSet()
    // Changed in place: the measurement was taken out of the cache, so its arrays are not
    // shared (the proposals are moved out while the items are replaced).
    var proposals = measurement.proposals
    measurement.proposals = []
    let moved = measurement.arrangement.replaceItems(at: changed) { index in
      let (item, proposal) = measured(
        subviews[index], lineWidth: lineWidth, ideal: &ideals[index], readsSpacing: readsSpacing)
      proposals[index] = proposal
      return item
    }
    measurement.proposals = proposals
    measurement.unplaced.insert(integersIn: moved)
    measurement.unplaced.formUnion(changed)
  }

  /// Whether a subview's spacing is asked: only when a gap comes from it (a `nil` spacing option).
  private func readsSpacing(_ options: FlowArrangement.Options) -> Bool {
    options.itemSpacing == nil || options.lineSpacing == nil
  }

  /// `subview` measured for `lineWidth`, with the proposal it was measured with: at its ideal
  /// size (from `ideal` when known, and stored there), or at `(lineWidth, nil)` when the ideal
  /// is wider than the line.
  private func measured(
    _ subview: LayoutSubview, lineWidth: CGFloat, ideal known: inout FlowArrangement.Item?, readsSpacing: Bool
  ) -> (FlowArrangement.Item, ProposedViewSize) {
    let ideal = known ?? item(subview, .unspecified, readsSpacing: readsSpacing)
    known = ideal
    guard ideal.size.width > lineWidth + FlowArrangement.fitTolerance else { return (ideal, .unspecified) }
    let narrowed = ProposedViewSize(width: lineWidth, height: nil)
    return (item(subview, narrowed, readsSpacing: readsSpacing), narrowed)
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
