/// How the engine reuses the answers of `sizeThatFits`, per node and proposal.
///
/// Frames are the same under every policy; only the number of calls that reach a layout's
/// `sizeThatFits` changes. A layout's own `Cache` (such as a stack's remembered child ranges)
/// is the layout's business and applies under every policy.
///
/// SwiftUI parity: `.swiftUI` is SwiftUI's automatic reuse, a three-entry most-recently-used
/// cache per view keyed by the proposal (layout rule C1).
public enum MeasurementCachePolicy: String, CaseIterable, Hashable, Sendable {
  /// Every question reaches the layout.
  case none
  /// The last three proposals per view are remembered, as in SwiftUI.
  case swiftUI
  /// Every proposal is remembered until the view changes.
  case unbounded

  /// How many answers a node keeps under this policy.
  var capacity: Int {
    switch self {
    case .none: 0
    case .swiftUI: 3
    case .unbounded: .max
    }
  }
}
