/// Which parts of a lazy container's sections stay pinned to the visible edge while scrolling.
///
/// SwiftUI parity: `PinnedScrollableViews` (C-LG12). LayoutLab records it; pinning needs a
/// scroll offset, which LayoutLab does not model yet, so headers and footers lie where the
/// grid puts them at scroll offset zero.
public struct PinnedScrollableViews: OptionSet, Hashable, Sendable {
  public let rawValue: UInt32

  public init(rawValue: UInt32) { self.rawValue = rawValue }

  /// Section headers pin to the top (leading) edge.
  public static let sectionHeaders = PinnedScrollableViews(rawValue: 1 << 0)
  /// Section footers pin to the bottom (trailing) edge.
  public static let sectionFooters = PinnedScrollableViews(rawValue: 1 << 1)
}
