/// What one frame of a host's frame loop did.
public struct FrameReport: Hashable, Sendable, CustomStringConvertible {
  /// 1 for the first frame of a `layout(in:)` call.
  public let index: Int
  /// Bodies evaluated (by view type) and nodes created, kept and removed while updating.
  public let tree: TreeCounters
  /// `sizeThatFits` calls, cache hits and misses and placements, summed over the views.
  public let measurement: NodeCounters
  /// `@State` writes: before the frame (they caused it) and by the frame's actions.
  public let stateWrites: Int
  /// `PreferenceKey.reduce` calls.
  public let preferenceReductions: Int
  /// `onPreferenceChange` and `onGeometryChange` actions run after the frame.
  public let actionsCalled: Int

  public var description: String {
    "frame \(index): \(tree); \(measurement); state writes \(stateWrites), reductions \(preferenceReductions), actions \(actionsCalled)"
  }
}
