import Foundation

/// Where a lazy stack's pinned section headers and footers go while its scroll view shows
/// `visible` (along the axis, in the stack's coordinates), given where the stack put each
/// subview (`offsets`) and how long each is (`lengths`) (C-LS9, C-LG12):
///
/// - a pinned header goes at `max(its place, visible start)`, but no lower than its section's end
///   minus its own length, so the next section pushes it out;
/// - a pinned footer goes at `min(its place, visible end − its length)`, but not above its
///   section's start.
///
/// With the content not scrolled and the section in view nothing moves. SwiftUI parity:
/// `pinnedViews` of `LazyVStack`, `LazyHStack` and the lazy grids (Apple's `PinnedScrollableViews`
/// page); the clamping to the section is how pinned headers behave in UIKit and SwiftUI lists
/// (derived, unverified).
struct SectionPinning {
  let pinned: PinnedScrollableViews
  let visible: ClosedRange<CGFloat>

  /// `offsets` with the pinned headers and footers moved.
  func pin(_ offsets: [CGFloat], lengths: [CGFloat], roles: [LazyGridRole]) -> [CGFloat] {
    guard !pinned.isEmpty, offsets.count == roles.count else { return offsets }
    // Each section's extent: from its first subview's start to its last one's end, in one pass.
    var start: [Int: CGFloat] = [:]
    var end: [Int: CGFloat] = [:]
    for (i, role) in roles.enumerated() {
      guard let section = role.section else { continue }
      start[section] = min(start[section] ?? .infinity, offsets[i])
      end[section] = max(end[section] ?? -.infinity, offsets[i] + lengths[i])
    }
    var result = offsets
    for (i, role) in roles.enumerated() {
      switch role {
      case .header(let section) where pinned.contains(.sectionHeaders):
        let lowest = (end[section] ?? offsets[i] + lengths[i]) - lengths[i]
        result[i] = min(max(offsets[i], visible.lowerBound), max(offsets[i], lowest))
      case .footer(let section) where pinned.contains(.sectionFooters):
        let highest = start[section] ?? offsets[i]
        result[i] = max(min(offsets[i], visible.upperBound - lengths[i]), min(offsets[i], highest))
      default:
        break
      }
    }
    return result
  }
}

extension LazyGridRole {
  /// The section the part belongs to, if any.
  var section: Int? {
    switch self {
    case .cell(let section): section
    case .header(let section), .footer(let section): section
    }
  }
}
