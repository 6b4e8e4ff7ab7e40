import Foundation

/// Shows the first child that fits the proposal on the constrained axes, else the last.
///
/// SwiftUI parity (C-VTF1…C-VTF5): each child in turn, the last excepted, is asked its size
/// with `nil` proposed along the constrained axes (its ideal length there) and the parent's
/// proposal along the others; it fits when that size is at most the proposal along every
/// constrained axis. The first that fits is chosen; when none does, the last; with no
/// constrained axes, the first, without asking. The chosen child is proposed the unchanged
/// proposal, and its answer is the container's size (which may overflow the proposal). The
/// children not chosen are left out: not placed, without a frame, not drawn.
///
/// The choice depends on the proposal only (and the children), so it is remembered per
/// proposal (`ViewThatFitsChoices`), as a measurement is.
struct ViewThatFitsLayout: BuiltinLayout, Equatable, CustomStringConvertible {
  /// The axes along which a child must fit.
  let axes: Axis.Set

  /// A proposal of `nil` along a constrained axis fits any length: it is taken as infinity,
  /// so the first child is chosen (C-VTF5).
  ///
  /// Unverified: SwiftUI's treatment of an unspecified proposal here is not documented, and a
  /// reimplementation takes it as 10 points instead.
  static let lengthForUnspecifiedProposal = CGFloat.infinity

  static var leavesUnplacedSubviewsOut: Bool { true }

  /// An empty `ViewThatFits` is an ordinary zero-sized view to its container, with priority
  /// 0: SwiftUI's is a unary view root with a layout computer of its own, not a `Layout`
  /// container, so the empty-layout rule (L11) does not apply (OpenSwiftUI's
  /// `Sources/OpenSwiftUI/Layout/ViewThatFits.swift` keeps the default priority).
  static var priorityWhenEmpty: Double { 0 }

  typealias Cache = ViewThatFitsChoices

  func makeCache(subviews: Subviews) -> Cache { Cache() }

  /// The chosen child's size for `proposal`; zero without children.
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
    guard let chosen = choice(for: proposal, subviews, &cache) else { return .zero }
    return subviews[chosen].sizeThatFits(proposal)
  }

  /// Places the chosen child with the unchanged proposal, centred in `bounds` (which are its
  /// size unless the parent placed this view at another size); the others are left out.
  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
    guard let chosen = choice(for: proposal, subviews, &cache) else { return }
    subviews[chosen].place(aligned: .center, in: bounds, proposal: proposal)
  }

  /// The chosen child's explicit guides only: the others are not shown.
  func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
    cache: inout Cache
  ) -> CGFloat? {
    chosenAlignment(guide.key, bounds, proposal, subviews, &cache)
  }

  func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
    cache: inout Cache
  ) -> CGFloat? {
    chosenAlignment(guide.key, bounds, proposal, subviews, &cache)
  }

  /// A proposal with `nil` along a constrained axis is a fit test; any other passes the
  /// parent's proposal on to the chosen child.
  func proposalReason(_ proposal: ProposedViewSize) -> ProposalReason {
    (axes.contains(.horizontal) && proposal.width == nil) || (axes.contains(.vertical) && proposal.height == nil)
      ? .viewThatFitsProbe : .modifier
  }

  var description: String {
    switch axes {
    case [.horizontal, .vertical]: "ViewThatFits()"
    case .horizontal: "ViewThatFits(in: .horizontal)"
    case .vertical: "ViewThatFits(in: .vertical)"
    default: "ViewThatFits(in: [])"
    }
  }

  // MARK: Choosing

  /// The index of the child shown for `proposal`: remembered, or chosen now; `nil` without children.
  func choice(for proposal: ProposedViewSize, _ subviews: Subviews, _ cache: inout Cache) -> Int? {
    guard let last = subviews.indices.last else { return nil }
    if let known = cache.choice(for: proposal) { return known }
    var chosen = last
    if axes.isEmpty {
      chosen = subviews.startIndex
    } else {
      for index in subviews.indices.dropLast() where fits(subviews[index], proposal) {
        chosen = index
        break
      }
    }
    cache.remember(chosen, for: proposal)
    return chosen
  }

  /// Whether `subview`'s ideal size along the constrained axes fits `proposal` there (C-VTF2).
  private func fits(_ subview: LayoutSubview, _ proposal: ProposedViewSize) -> Bool {
    let horizontal = axes.contains(.horizontal)
    let vertical = axes.contains(.vertical)
    let size = subview.sizeThatFits(
      ProposedViewSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height))
    let limit = Self.lengthForUnspecifiedProposal
    return (!horizontal || size.width <= proposal.width ?? limit)
      && (!vertical || size.height <= proposal.height ?? limit)
  }

  private func chosenAlignment(
    _ key: AlignmentKey, _ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: Subviews, _ cache: inout Cache
  ) -> CGFloat? {
    guard let chosen = choice(for: proposal, subviews, &cache) else { return nil }
    var placeCache = cache
    return subviews[chosen..<(chosen + 1)].combinedExplicitAlignment(of: key, in: bounds, proposal: proposal) {
      placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &placeCache)
    }
  }
}

/// The children a `ViewThatFits` chose for its latest proposals, newest last.
///
/// A few are kept, as SwiftUI keeps a few measurements per view: a view is asked about the
/// same few proposals again and again in one layout (measured, then placed).
struct ViewThatFitsChoices {
  private var entries: [(proposal: ProposedViewSize, choice: Int)] = []
  /// How many proposals are remembered.
  private static let capacity = 4

  func choice(for proposal: ProposedViewSize) -> Int? {
    entries.last { $0.proposal == proposal }?.choice
  }

  mutating func remember(_ choice: Int, for proposal: ProposedViewSize) {
    if entries.count == Self.capacity { entries.removeFirst() }
    entries.append((proposal, choice))
  }
}
