import Foundation
import LayoutLab

/// A `FlowLayout`'s subviews measured for one line width and broken into lines, with the
/// proposal each subview was measured with (and will be placed with).
struct FlowMeasurement {
  var arrangement: FlowArrangement
  /// Which subviews were measured with `(line width, nil)`: the others with `.unspecified`.
  /// A flag per subview rather than a `ProposedViewSize` (32 bytes), as those are the only
  /// two proposals a subview is measured with.
  var narrowed: [Bool]
  /// The subviews that changed since the measurement was made: measured again, and their
  /// lines broken again, when it is next used (`FlowLayout.repair`).
  var changed = IndexSet()
  /// While this is the measurement of the last committed placement (`FlowLayout.Cache`), the
  /// subviews whose frames or proposals may differ from that placement's, as its lines were
  /// broken again since; every one in a measurement never committed.
  var unplaced: IndexSet

  init(arrangement: FlowArrangement, narrowed: [Bool]) {
    self.arrangement = arrangement
    self.narrowed = narrowed
    unplaced = IndexSet(integersIn: 0..<narrowed.count)
  }

  /// The proposal subview `index` was measured with.
  func proposal(_ index: Int) -> ProposedViewSize {
    narrowed[index] ? ProposedViewSize(width: arrangement.lineWidth, height: nil) : .unspecified
  }

  /// Where a subview whose frame in the lines is `frame` is placed in `bounds`: at the
  /// frame's origin, or, hidden (`frame` is `nil`, past `maxLines`), at the bounds'
  /// bottom-leading corner.
  static func position(of frame: CGRect?, in bounds: CGRect) -> CGPoint {
    guard let frame else { return CGPoint(x: bounds.minX, y: bounds.maxY) }
    return CGPoint(x: bounds.minX + frame.minX, y: bounds.minY + frame.minY)
  }

  /// The proposal subview `index` is placed with: the one it was measured with, or `.zero`
  /// when it is hidden.
  func placedProposal(of index: Int, hidden: Bool) -> ProposedViewSize {
    hidden ? .zero : proposal(index)
  }

  /// The subviews this measurement places in `bounds` at another position or with another
  /// proposal than `committed` placed them in `committedBounds` (see `position(of:in:)` and
  /// `placedProposal(of:hidden:)`), item by item. Both measure the same subviews.
  func placementsDiffering(in bounds: CGRect, from committed: FlowMeasurement, in committedBounds: CGRect) -> IndexSet {
    var differing = IndexSet()
    var runStart: Int?
    var before = FlowArrangement.FrameCursor(committed.arrangement, in: committedBounds.width)
    let sameLineWidth = arrangement.lineWidth == committed.arrangement.lineWidth
    arrangement.forEachFrame(of: 0..<narrowed.count, in: bounds.width) { index, frame in
      let then = before.frame(of: index)
      // The proposals compared through the flags they are made from: equal when both are
      // hidden (`.zero`), or both placed with the same flag, at the same width if narrowed.
      let sameProposal =
        (frame == nil) == (then == nil)
        && (frame == nil
          || (narrowed[index] == committed.narrowed[index] && (sameLineWidth || !narrowed[index])))
      if sameProposal, Self.position(of: frame, in: bounds) == Self.position(of: then, in: committedBounds) {
        if let start = runStart { differing.insert(integersIn: start..<index) }
        runStart = nil
      } else if runStart == nil {
        runStart = index
      }
    }
    if let start = runStart { differing.insert(integersIn: start..<narrowed.count) }
    return differing
  }
}

extension FlowLayout {
  /// The measurement for `lineWidth`: from the cache when `cached` and remembered (brought up
  /// to date first if subviews changed since), else made now (and remembered when `cached`).
  func measurement(lineWidth: CGFloat, subviews: Subviews, cache: inout Cache) -> FlowMeasurement {
    guard cached else {
      var ideals = FlowIdeals(count: subviews.count)
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

  /// Measures every subview for `lineWidth` (see `measured(_:at:lineWidth:ideals:readsSpacing:)`)
  /// and breaks the items into lines.
  ///
  /// Once every subview is measured, every ideal is known, and a subview that was not
  /// narrowed has its ideal metrics. So the metrics are collected apart only from the first
  /// narrowed subview on; when none was, the arrangement holds the ideals' own array.
  private func measure(_ subviews: Subviews, lineWidth: CGFloat, ideals: inout FlowIdeals) -> FlowMeasurement {
    var narrowedMetrics: [FlowArrangement.Metrics]?
    var narrowed: [Bool] = []
    narrowed.reserveCapacity(subviews.count)
    let options = arrangementOptions
    let readsSpacing = readsSpacing(options)
    for (offset, subview) in subviews.enumerated() {
      let measured = measured(subview, at: offset, lineWidth: lineWidth, ideals: &ideals, readsSpacing: readsSpacing)
      if measured.narrowed, narrowedMetrics == nil {
        // The subviews before this one have their ideals.
        var metrics = Array(ideals.all[..<offset])
        metrics.reserveCapacity(subviews.count)
        narrowedMetrics = metrics
      }
      narrowedMetrics?.append(measured.metrics)
      narrowed.append(measured.narrowed)
    }
    return FlowMeasurement(
      arrangement: FlowArrangement(
        metrics: narrowedMetrics ?? ideals.all,
        spacings: readsSpacing ? ideals.spacings : FlowSpacings(count: subviews.count),
        lineWidth: lineWidth, options: options),
      narrowed: narrowed)
  }

  /// Brings `measurement` up to date with its changed subviews: measures them again, and
  /// breaks again only the lines they can move (`FlowArrangement.init(items:updating:changedItems:)`).
  /// No other subview is asked anything.
  private func repair(_ measurement: inout FlowMeasurement, subviews: Subviews, ideals: inout FlowIdeals) {
    let lineWidth = measurement.arrangement.lineWidth
    let readsSpacing = readsSpacing(measurement.arrangement.options)
    let changed = measurement.changed.filteredIndexSet { $0 < subviews.count }
    measurement.changed = IndexSet()
    // Changed in place: the measurement was taken out of the cache, so its arrays are not
    // shared (the flags are moved out while the items are replaced).
    var narrowed = measurement.narrowed
    measurement.narrowed = []
    let moved = measurement.arrangement.replaceItems(at: changed) { index in
      let measured = measured(
        subviews[index], at: index, lineWidth: lineWidth, ideals: &ideals, readsSpacing: readsSpacing)
      narrowed[index] = measured.narrowed
      return (measured.metrics, readsSpacing ? ideals.spacings[index] : ViewSpacing())
    }
    measurement.narrowed = narrowed
    measurement.unplaced.insert(integersIn: moved)
    measurement.unplaced.formUnion(changed)
  }

  /// Whether a subview's spacing is asked: only when a gap comes from it (a `nil` spacing option).
  private func readsSpacing(_ options: FlowArrangement.Options) -> Bool {
    options.itemSpacing == nil || options.lineSpacing == nil
  }

  /// Subview `index` measured for `lineWidth`, and whether it was narrowed: at its ideal size
  /// (from `ideals` when known, and stored there with its spacing, when `readsSpacing`), or
  /// at `(lineWidth, nil)` when the ideal is wider than the line.
  private func measured(
    _ subview: LayoutSubview, at index: Int, lineWidth: CGFloat, ideals: inout FlowIdeals, readsSpacing: Bool
  ) -> (metrics: FlowArrangement.Metrics, narrowed: Bool) {
    let ideal: FlowArrangement.Metrics
    if let known = ideals[index] {
      ideal = known
    } else {
      ideal = metrics(subview, .unspecified, startsNewLine: subview[FlowLineBreak.self])
      ideals[index] = ideal
      if readsSpacing { ideals.spacings[index] = subview.spacing }
    }
    guard ideal.width > lineWidth + FlowArrangement.fitTolerance else { return (ideal, false) }
    let narrowed = ProposedViewSize(width: lineWidth, height: nil)
    return (metrics(subview, narrowed, startsNewLine: ideal.startsNewLine), true)
  }

  /// `subview` measured for `proposal`: its size and its `itemAlignment` guide.
  private func metrics(
    _ subview: LayoutSubview, _ proposal: ProposedViewSize, startsNewLine: Bool
  ) -> FlowArrangement.Metrics {
    let dimensions = subview.dimensions(in: proposal)
    return FlowArrangement.Metrics(
      size: CGSize(width: dimensions.width, height: dimensions.height), guide: dimensions[itemAlignment],
      startsNewLine: startsNewLine)
  }
}
