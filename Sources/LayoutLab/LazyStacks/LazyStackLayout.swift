import Foundation

/// How `LazyVStack` and `LazyHStack` size and place their children: like `VStack`/`HStack`
/// with three differences (rules C-LS2 to C-LS4):
///
/// - every child is proposed `nil` along the stacking axis, whatever the stack is proposed, so
///   each takes its ideal length (`LazyVStack { Rectangle() }` is 10 tall, a shape's ideal);
/// - across the axis the stack fills a concrete proposal (a `LazyVStack` is as wide as it is
///   offered) and proposes that length to every child; proposed `nil` there, it is as wide as
///   its first child's ideal width, not the widest child's, and each child takes its ideal;
/// - along the axis it is exactly its children plus the spacing.
///
/// Children are lined up on `alignment` as a stack lines them up, and that column is placed
/// in the stack's cross length where the same guide of the stack itself is.
///
/// SwiftUI parity: `LazyVStack`/`LazyHStack` (iOS 14). This is the layout of the children that
/// are built; which are built inside a `ScrollView`, and the estimated length of the rest, is
/// `LazyWindowLayout`'s (C-LS5, C-LS6).
struct LazyStackLayout<Orientation: LazyStackOrientation>: BuiltinLayout, Equatable, CustomStringConvertible {
  var axis: Axis { Orientation.axis }
  let alignment: AlignmentKey
  let spacing: CGFloat?
  let name: String
  let alignmentDescription: String?
  /// The section parts that pin to the region a scroll view shows (C-LS9).
  var pinnedViews: PinnedScrollableViews = []

  typealias Cache = _StackLayoutCache

  func makeCache(subviews: Subviews) -> Cache { Cache() }

  /// The stacking axis: a `Spacer` or `Divider` in the stack reads it to choose its own (L4).
  static var layoutProperties: LayoutProperties { LayoutProperties(stackOrientation: Orientation.axis) }

  var algorithm: StackAlgorithm { StackAlgorithm(axis: axis, alignment: alignment, spacing: spacing) }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
    guard !subviews.isEmpty else { return CGSize(major: 0, minor: proposal[axis.other] ?? 0, axis: axis) }
    let distribution = algorithm.distributeIdeally(minor: proposal[axis.other], subviews)
    let major = max(0, distribution.sizes.reduce(0) { $0 + $1[axis] } + algorithm.totalSpacing(subviews, &cache))
    let minor = proposal[axis.other] ?? distribution.sizes[0][axis.other]
    return CGSize(major: major, minor: minor, axis: axis)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
    guard !subviews.isEmpty else { return }
    let distribution = algorithm.distributeIdeally(minor: proposal[axis.other], subviews)
    place(subviews, distribution, in: bounds, at: offsets(subviews, distribution, &cache))
  }

  /// Each subview's distance from the stack's start along the axis: the lengths and the
  /// spacing before it.
  func offsets(_ subviews: Subviews, _ distribution: StackDistribution, _ cache: inout Cache) -> [CGFloat] {
    let distances = algorithm.distances(subviews, &cache)
    var offsets: [CGFloat] = []
    offsets.reserveCapacity(subviews.count)
    var position: CGFloat = 0
    for i in subviews.indices {
      offsets.append(position)
      position += distribution.sizes[i][axis] + (i < distances.count ? distances[i] : 0)
    }
    return offsets
  }

  /// Places each subview `offsets[i]` from the start of `bounds` along the axis, its children
  /// lined up on `alignment` across it.
  func place(_ subviews: Subviews, _ distribution: StackDistribution, in bounds: CGRect, at offsets: [CGFloat]) {
    let (extent, crossOffsets) = algorithm.minorExtent(distribution, subviews)
    // The lined-up children sit where the stack's own guide is: a leading column at the
    // leading edge, a centred one in the middle. An infinitely long child starts at the edge.
    let crossLength = bounds.size[axis.other]
    let shift =
      extent.isFinite
      ? alignment.defaultValue(for: CGSize(major: 0, minor: crossLength, axis: axis))
        - alignment.defaultValue(for: CGSize(major: 0, minor: extent, axis: axis))
      : 0
    for (i, subview) in subviews.enumerated() {
      var origin = CGPoint.zero
      origin[axis] = bounds.origin[axis] + offsets[i]
      origin[axis.other] = bounds.origin[axis.other] + shift + crossOffsets[i]
      subview.place(at: origin, anchor: .topLeading, proposal: distribution.proposals[i])
    }
  }

  func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing { algorithm.spacing(subviews) }

  func checked(_ report: (LayoutDiagnostic.Kind, String) -> Void) -> LazyStackLayout {
    LazyStackLayout(
      alignment: alignment, spacing: checkedSpacing(spacing, report), name: name,
      alignmentDescription: alignmentDescription, pinnedViews: pinnedViews)
  }

  func proposalReason(_ proposal: ProposedViewSize) -> ProposalReason { .stackIdeal }

  var description: String {
    var arguments: [String] = []
    if let alignmentDescription { arguments.append("alignment: \(alignmentDescription)") }
    if let spacing { arguments.append("spacing: \(formatLength(spacing))") }
    return "\(name)(\(arguments.joined(separator: ", ")))"
  }
}

/// The stacking axis of a lazy stack, as a type, so that its layout can say it statically.
protocol LazyStackOrientation {
  static var axis: Axis { get }
}

/// `LazyVStack`'s axis.
enum LazyVerticalOrientation: LazyStackOrientation {
  static var axis: Axis { .vertical }
}

/// `LazyHStack`'s axis.
enum LazyHorizontalOrientation: LazyStackOrientation {
  static var axis: Axis { .horizontal }
}
