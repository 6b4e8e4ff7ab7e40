import Foundation

/// The algorithm shared by `HStackLayout` and `VStackLayout`, written once for a "major" axis
/// (the stacking axis) and a "minor" one. Steps follow layout rules S2–S9.
///
/// `ScrollViewLayout` and the host's root layout use it too, for several content views.
///
/// SwiftUI parity: SwiftUI's `StackLayout` (as reconstructed by OpenSwiftUI): the same
/// ordering (priority, then flexibility, then the larger minimum for two infinitely flexible
/// children, then source order), the same division of space and the same caching of ranges
/// and of the last distribution. Not modelled: the minor extent always containing the
/// alignment line itself (OpenSwiftUI starts the union at 0…0, which only matters when a
/// guide lies outside its view).
struct StackAlgorithm {
  let axis: Axis
  /// The guide children line up on, across the stacking axis.
  let alignment: AlignmentKey
  /// A fixed distance between children, or `nil` to use their `ViewSpacing`.
  let spacing: CGFloat?

  /// Why the stack proposes `proposal` to a child: a probe, the ideal path or a share.
  func reason(_ proposal: ProposedViewSize) -> ProposalReason {
    switch proposal[axis] {
    case nil: .stackIdeal
    case 0?: .stackMinimumProbe
    case CGFloat.infinity?: .stackMaximumProbe
    default: .stackDistribution
    }
  }

  // MARK: Sizing

  /// S3/S4: the stack's size for `proposal`. Its length is at least 0: a negative spacing
  /// overlaps children but cannot make the stack shorter than nothing.
  func sizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout _StackLayoutCache)
    -> CGSize
  {
    guard !subviews.isEmpty else { return .zero }
    let distribution = distribute(proposal, subviews, &cache)
    let major = max(0, distribution.sizes.reduce(0) { $0 + $1[axis] } + totalSpacing(subviews, &cache))
    let (minor, _) = minorExtent(distribution, subviews)
    return CGSize(major: major, minor: minor, axis: axis)
  }

  /// Each child's proposal and size for `proposal`, reusing the last result for a repeated
  /// one (S8).
  func distribute(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout _StackLayoutCache)
    -> StackDistribution
  {
    if let last = cache.distribution(for: proposal, count: subviews.count) { return last }
    let result: StackDistribution
    if let major = proposal[axis] {
      result = distributeConcretely(major: major, minor: proposal[axis.other], subviews, &cache)
    } else {
      result = distributeIdeally(minor: proposal[axis.other], subviews)
    }
    cache.lastProposal = proposal
    cache.lastDistribution = result
    return result
  }

  /// S3: with no major proposal every child takes its ideal length.
  func distributeIdeally(minor: CGFloat?, _ subviews: LayoutSubviews) -> StackDistribution {
    let childProposal = ProposedViewSize(major: nil, minor: minor, axis: axis)
    let proposals = Array(repeating: childProposal, count: subviews.count)
    return StackDistribution(proposals: proposals, sizes: subviews.map { $0.sizeThatFits(childProposal) })
  }

  /// S4: divides a concrete major length among the children, highest priority group first,
  /// least flexible child first within a group.
  private func distributeConcretely(
    major: CGFloat, minor: CGFloat?, _ subviews: LayoutSubviews, _ cache: inout _StackLayoutCache
  ) -> StackDistribution {
    let count = subviews.count
    let base = subviews.startIndex
    let priorities = subviews.map(\.priority)
    cache.prepareRanges(count: count, minor: minor, axis: axis)
    // The child's major length for a major proposal of 0 (its minimum), measured lazily.
    func minLength(_ i: Int) -> CGFloat {
      if let length = cache.minLengths[i] { return length }
      let length = subviews[base + i].sizeThatFits(ProposedViewSize(major: 0, minor: minor, axis: axis))[axis]
      cache.minLengths[i] = length
      return length
    }
    // The child's major length for a major proposal of infinity (its maximum), measured lazily.
    func maxLength(_ i: Int) -> CGFloat {
      if let length = cache.maxLengths[i] { return length }
      let length = subviews[base + i].sizeThatFits(ProposedViewSize(major: .infinity, minor: minor, axis: axis))[axis]
      cache.maxLengths[i] = length
      return length
    }

    // Step 1: priority groups, highest first; each group in flexibility order.
    let groups = Dictionary(grouping: 0..<count, by: { priorities[$0] }).sorted { $0.key > $1.key }
    // Step 2: the highest group starts with everything but the others' minimums.
    var available = major - totalSpacing(subviews, &cache)
    for group in groups.dropFirst() { for i in group.value { available -= minLength(i) } }

    var proposals = Array(repeating: ProposedViewSize.unspecified, count: count)
    var sizes = Array(repeating: CGSize.zero, count: count)
    for (groupIndex, group) in groups.enumerated() {
      // Step 3: a lower group gets its own minimums back.
      if groupIndex > 0 { for i in group.value { available += minLength(i) } }
      var members = group.value
      if members.count > 1 {
        let keys = members.map { i -> (flexibility: CGFloat, minimum: CGFloat) in
          let minimum = minLength(i)
          return (maxLength(i) - minimum, minimum)
        }
        let order = members.indices.sorted { a, b in
          Self.isLessFlexible(keys[a], keys[b], a, b)
        }
        members = order.map { members[$0] }
      }
      var remaining = CGFloat(members.count)
      for i in members {
        // At least 0: a share is never negative (nor NaN), as SwiftUI clamps it.
        let proposal = ProposedViewSize(major: max(0, available / remaining), minor: minor, axis: axis)
        let size = subviews[base + i].sizeThatFits(proposal)
        proposals[i] = proposal
        sizes[i] = size
        // An infinite share taken by an infinite child leaves the space infinite, not NaN:
        // under a maximum probe (major ∞) every child is offered ∞.
        let left = available - size[axis]
        if !left.isNaN { available = left }
        remaining -= 1
      }
    }
    return StackDistribution(proposals: proposals, sizes: sizes)
  }

  /// S4 step 1's order: less flexible first; when both are infinitely flexible, the larger
  /// minimum first; otherwise source order.
  private static func isLessFlexible(
    _ a: (flexibility: CGFloat, minimum: CGFloat), _ b: (flexibility: CGFloat, minimum: CGFloat),
    _ indexA: Int, _ indexB: Int
  ) -> Bool {
    if a.flexibility != b.flexibility { return a.flexibility < b.flexibility }
    if a.flexibility.isInfinite, a.minimum != b.minimum { return a.minimum > b.minimum }
    return indexA < indexB
  }

  /// S2: the sum of the distances between neighbours.
  func totalSpacing(_ subviews: LayoutSubviews, _ cache: inout _StackLayoutCache) -> CGFloat {
    distances(subviews, &cache).reduce(0, +)
  }

  /// The distance after each child but the last: the fixed spacing, or the children's
  /// preferred distance.
  func distances(_ subviews: LayoutSubviews, _ cache: inout _StackLayoutCache) -> [CGFloat] {
    if let distances = cache.distances, distances.count == max(subviews.count - 1, 0) { return distances }
    let distances = zip(subviews.dropLast(), subviews.dropFirst()).map { previous, next in
      spacing ?? previous.spacing.distance(to: next.spacing, along: axis)
    }
    cache.distances = distances
    return distances
  }

  /// S4 step 5: the minor length of the children lined up on the alignment guide, and each
  /// child's offset from the top (or leading) edge of that length.
  ///
  /// A child infinitely long across the axis (only under an infinite proposal) makes the stack
  /// infinitely long too, with every child at the top (or leading) edge: lining up on a guide of
  /// an infinite length would compute ∞ − ∞. Finite children whose lined-up extent only
  /// overflows (lengths near 1e308) give the largest finite length.
  func minorExtent(_ distribution: StackDistribution, _ subviews: LayoutSubviews) -> (CGFloat, [CGFloat]) {
    if distribution.sizes.contains(where: { !$0[axis.other].isFinite }) {
      return (.infinity, Array(repeating: 0, count: subviews.count))
    }
    var guides: [CGFloat] = []
    guides.reserveCapacity(subviews.count)
    var top = CGFloat.infinity
    var bottom = -CGFloat.infinity
    for (i, subview) in subviews.enumerated() {
      let size = distribution.sizes[i]
      let guide = subview.dimensions(knownSize: size, proposal: distribution.proposals[i]).value(of: alignment)
      guides.append(guide)
      top = min(top, -guide)
      bottom = max(bottom, size[axis.other] - guide)
    }
    let extent = bottom - top
    return (extent.isFinite ? extent : .greatestFiniteMagnitude, guides.map { -$0 - top })
  }

  // MARK: Placing

  /// S7: places the children in `bounds`, in source order along the major axis. (Under
  /// right-to-left layout the engine mirrors them, so an HStack runs from `bounds.maxX`.)
  func placeSubviews(
    in bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout _StackLayoutCache
  ) {
    guard !subviews.isEmpty else { return }
    var placing = proposal
    if placing[axis.other] == nil { placing[axis.other] = bounds.size[axis.other] }
    let distribution = distribute(placing, subviews, &cache)
    let (_, offsets) = minorExtent(distribution, subviews)
    let distances = distances(subviews, &cache)
    var position = bounds.origin[axis]
    for (i, subview) in subviews.enumerated() {
      var origin = CGPoint.zero
      origin[axis] = position
      origin[axis.other] = bounds.origin[axis.other] + offsets[i]
      subview.place(at: origin, anchor: .topLeading, proposal: distribution.proposals[i])
      position += distribution.sizes[i][axis] + (i < distances.count ? distances[i] : 0)
    }
  }

  // MARK: Spacing

  /// S9: the children's spacing across the stack, the first child's on the leading (top) edge
  /// and the last child's on the trailing (bottom) edge.
  func spacing(_ subviews: LayoutSubviews) -> ViewSpacing {
    guard let first = subviews.first, let last = subviews.last else { return .zero }
    let across: Edge.Set = axis == .horizontal ? .vertical : .horizontal
    var result = ViewSpacing()
    for subview in subviews { result.formUnion(subview.spacing, edges: across) }
    result.formUnion(first.spacing, edges: axis == .horizontal ? .leading : .top)
    result.formUnion(last.spacing, edges: axis == .horizontal ? .trailing : .bottom)
    return result
  }
}
