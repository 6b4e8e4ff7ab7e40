import Foundation

/// A lazy stack over a `ForEach` (or one with pinned views): `LazyStackLayout`'s layout, with
/// the elements built on demand while it is measured.
///
/// - Outside a scroll view along its axis (no `LazyElements.window`), every element is built
///   and the stack is `LazyStackLayout` (C-LS10).
/// - Inside one, the first element is always built (the stack's cross length is its first
///   subview's, C-LS3), then the elements whose slot meets the shown region widened by
///   `lookAheadLength` on both sides, in order, until that region is filled (C-LS5). The
///   first of them is found from the first element's stride: its length plus the estimated
///   spacing. Elements outside are not built, or are dropped when scrolled out: none is kept.
/// - The stack's length is the measured rows plus an estimate for the rest (C-LS6):
///   `start of the last built row + its length + remaining × (average measured length +
///   estimated spacing)`, and the elements before the first built window row are taken to
///   have the first element's stride.
///
/// Laziness needs each element to be one view: a `ForEach` of sections or of several views
/// each is built in full. Pinned section headers and footers are moved into the region shown
/// (`SectionPinning`).
///
/// The estimated spacing is the fixed `spacing`, or the spacing the first element would have
/// to a copy of itself. SwiftUI documents only that the estimate uses the average size of the
/// subviews it measured; these details are LayoutLab's choice (unverified).
struct LazyWindowLayout<Orientation: LazyStackOrientation>: BuiltinLayout, Equatable, CustomStringConvertible {
  /// How far beyond the shown region, on each side along the axis, elements are built.
  /// LayoutLab's choice: SwiftUI prefetches upcoming subviews when it has time, in a number it
  /// does not publish (C-LS7).
  static var lookAheadLength: CGFloat { 100 }

  let stack: LazyStackLayout<Orientation>

  var axis: Axis { Orientation.axis }

  static var layoutProperties: LayoutProperties { LazyStackLayout<Orientation>.layoutProperties }

  func proposalReason(_ proposal: ProposedViewSize) -> ProposalReason { .stackIdeal }

  var description: String { stack.description }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
    guard let elements = subviews.lazyElements else { return .zero }
    guard let window = elements.window, elements.source != nil,
      let (arrangement, subviews) = arrange(proposal[axis.other], window, elements, subviews)
    else {
      let subviews = buildAll(elements, subviews)
      var cache = _StackLayoutCache()
      return stack.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }
    guard let first = subviews.first else {
      return CGSize(major: 0, minor: proposal[axis.other] ?? 0, axis: axis)
    }
    let minor =
      proposal[axis.other] ?? first.sizeThatFits(ProposedViewSize(major: nil, minor: nil, axis: axis))[axis.other]
    return CGSize(major: arrangement.length, minor: minor, axis: axis)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
    guard let elements = subviews.lazyElements else { return }
    var arranged: (arrangement: Arrangement, subviews: Subviews)?
    if let window = elements.window, elements.source != nil {
      arranged = arrange(proposal[axis.other], window, elements, subviews)
    }
    let subviews = arranged?.subviews ?? buildAll(elements, subviews)
    let distribution = stack.algorithm.distributeIdeally(minor: proposal[axis.other], subviews)
    var cache = _StackLayoutCache()
    var offsets = arranged?.arrangement.offsets ?? stack.offsets(subviews, distribution, &cache)
    if let window = elements.window, !stack.pinnedViews.isEmpty {
      offsets = SectionPinning(pinned: stack.pinnedViews, visible: window).pin(
        offsets, lengths: distribution.sizes.map { $0[axis] }, roles: subviews.map { $0[LazyGridRoleKey.self] })
    }
    stack.place(subviews, distribution, in: bounds, at: offsets)
  }

  func spacing(subviews: Subviews, cache: inout Void) -> ViewSpacing {
    var cache = _StackLayoutCache()
    return stack.spacing(subviews: subviews, cache: &cache)
  }

  /// Where the built subviews go along the axis, and the stack's estimated length.
  struct Arrangement {
    /// Each subview's distance from the stack's start, by subview index.
    var offsets: [CGFloat]
    /// The stack's length along its axis (C-LS6).
    var length: CGFloat
  }

  /// Builds every element, and returns the container's subviews then (`subviews` may predate
  /// elements an arrangement built).
  private func buildAll(_ elements: LazyElements, _ subviews: Subviews) -> Subviews {
    guard let source = elements.source else { return subviews.refreshed }
    let count = source.elementCount
    // The built indices are sorted and distinct: all are built when the ends and count match.
    if elements.built.count != count || count > 0 && (elements.built.first != 0 || elements.built.last != count - 1) {
      subviews.buildLazyElements(elements, Array(0..<count))
    }
    return subviews.refreshed
  }

  /// Builds the elements the shown region `window` needs (dropping the others) and
  /// arranges them, with the subviews they became; see the type's documentation for the rule.
  /// `nil` when an element is not one view (a `Section`, several views): the rows are then not
  /// elements, and every element is built.
  private func arrange(
    _ minor: CGFloat?, _ window: ClosedRange<CGFloat>, _ elements: LazyElements, _ subviews: Subviews
  ) -> (Arrangement, Subviews)? {
    var subviews = subviews
    let count = elements.source?.elementCount ?? 0
    func build(_ indices: [Int]) {
      guard indices != elements.built else { return }
      subviews.buildLazyElements(elements, indices)
      subviews = subviews.refreshed
    }
    guard count > 0 else {
      build([])
      return (Arrangement(offsets: [], length: 0), subviews)
    }
    let low = window.lowerBound - Self.lookAheadLength
    let high = window.upperBound + Self.lookAheadLength
    let proposal = ProposedViewSize(major: nil, minor: minor, axis: axis)
    if elements.built.first != 0 { build([0] + elements.built) }
    guard subviews.count == elements.built.count else { return nil }
    let firstRow = subviews[subviews.startIndex]
    let firstLength = firstRow.sizeThatFits(proposal)[axis]
    let ownSpacing = firstRow.spacing
    let estimatedSpacing = stack.spacing ?? ownSpacing.distance(to: ownSpacing, along: axis)
    let stride = firstLength + estimatedSpacing
    // The first row of the window: the one whose stride holds the region's start.
    var first = 0
    if stride > 0, low > 0 { first = Int(min((low / stride).rounded(.down), CGFloat(count - 1))) }
    let start = first == 0 ? 0 : CGFloat(first) * stride
    func rows(toFill length: CGFloat) -> Int {
      stride > 0 ? max(1, Int(min((length / stride).rounded(.up), CGFloat(count)))) : 1
    }
    var end = min(count, first + rows(toFill: high - start))
    while true {
      build((first == 0 ? [] : [0]) + Array(first..<end))
      guard subviews.count == elements.built.count else { return nil }
      let (offsets, nextStart) = windowOffsets(first: first, start: start, proposal, subviews)
      // Rows that start at or past the region's end were built by an estimate that was too
      // short: drop them. Rows still missing before the end are built next.
      let needed = offsets.dropFirst(first == 0 ? 0 : 1).prefix { $0 < high }.count
      if needed < end - first {
        end = first + max(1, needed)
        build((first == 0 ? [] : [0]) + Array(first..<end))
        continue
      }
      if end < count, nextStart < high {
        end = min(count, end + rows(toFill: high - nextStart))
        continue
      }
      let last = subviews[subviews.endIndex - 1]
      let lastEnd = offsets[offsets.count - 1] + last.sizeThatFits(proposal)[axis]
      let measured = subviews.reduce(0) { $0 + $1.sizeThatFits(proposal)[axis] }
      let average = measured / CGFloat(subviews.count)
      let remaining = CGFloat(count - end)
      return (Arrangement(offsets: offsets, length: lastEnd + remaining * (average + estimatedSpacing)), subviews)
    }
  }

  /// The offsets of the built subviews (the first element at 0, then the window's rows from
  /// `start`, one after another with the stack's spacing), and where a row after the last
  /// would start (at the estimated spacing).
  private func windowOffsets(
    first: Int, start: CGFloat, _ proposal: ProposedViewSize, _ subviews: Subviews
  ) -> ([CGFloat], CGFloat) {
    var offsets: [CGFloat] = []
    offsets.reserveCapacity(subviews.count)
    let windowStart = first == 0 ? 0 : 1
    if windowStart == 1 { offsets.append(0) }
    var position = start
    for i in windowStart..<subviews.count {
      offsets.append(position)
      position += subviews[i].sizeThatFits(proposal)[axis]
      let spacing =
        i + 1 < subviews.count
        ? stack.spacing ?? subviews[i].spacing.distance(to: subviews[i + 1].spacing, along: axis)
        : stack.spacing ?? subviews[i].spacing.distance(to: subviews[i].spacing, along: axis)
      position += spacing
    }
    return (offsets, position)
  }
}
