/// Which parts of a lazy container's sections stay pinned to the visible edge while scrolling.
///
/// SwiftUI parity: `PinnedScrollableViews` (C-LG12, C-LS9): in a lazy stack or grid directly
/// inside a `ScrollView`, the pinned parts are moved into the region it shows
/// (`SectionPinning`).
public struct PinnedScrollableViews: OptionSet, Hashable, Sendable {
  public let rawValue: UInt32

  public init(rawValue: UInt32) { self.rawValue = rawValue }

  /// Section headers pin to the top (leading) edge.
  public static let sectionHeaders = PinnedScrollableViews(rawValue: 1 << 0)
  /// Section footers pin to the bottom (trailing) edge.
  public static let sectionFooters = PinnedScrollableViews(rawValue: 1 << 1)
}
