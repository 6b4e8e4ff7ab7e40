/// What one frame of a host's frame loop did.
///
/// Equality and hashing compare the deterministic counts only: `phaseTimes` (wall-clock
/// times, different on every run) is left out, so two runs of the same layout give equal
/// reports whether or not they recorded times.
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
  /// Actions run after the frame: `onPreferenceChange`, `onGeometryChange`, `onAppear`,
  /// `onDisappear`, `onChange` and `task` starts.
  public let actionsCalled: Int
  /// Where the frame's time went, when the host records it (`ViewHost.recordsPhaseTimes`);
  /// `nil` otherwise. Not part of `==` or `hashValue`.
  public internal(set) var phaseTimes: PhaseTimes?

  init(
    index: Int, tree: TreeCounters, measurement: NodeCounters, stateWrites: Int, preferenceReductions: Int,
    actionsCalled: Int, phaseTimes: PhaseTimes? = nil
  ) {
    self.index = index
    self.tree = tree
    self.measurement = measurement
    self.stateWrites = stateWrites
    self.preferenceReductions = preferenceReductions
    self.actionsCalled = actionsCalled
    self.phaseTimes = phaseTimes
  }

  public static func == (lhs: FrameReport, rhs: FrameReport) -> Bool {
    lhs.index == rhs.index && lhs.tree == rhs.tree && lhs.measurement == rhs.measurement
      && lhs.stateWrites == rhs.stateWrites && lhs.preferenceReductions == rhs.preferenceReductions
      && lhs.actionsCalled == rhs.actionsCalled
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(index)
    hasher.combine(tree)
    hasher.combine(measurement)
    hasher.combine(stateWrites)
    hasher.combine(preferenceReductions)
    hasher.combine(actionsCalled)
  }

  public var description: String {
    "frame \(index): \(tree); \(measurement); state writes \(stateWrites), reductions \(preferenceReductions), actions \(actionsCalled)"
  }
}
