import Observation

/// Marks a node dirty when an `@Observable` property its body read is about to change.
///
/// Made for each body evaluation and handed to `withObservationTracking`, whose `onChange`
/// runs once, on the thread that writes the property, before the write (`willSet`).
/// `@unchecked Sendable`: `onChange` must be `Sendable`; like a `@State` write, the write it
/// reports must happen on the thread that lays the host out (a host is not thread-safe).
final class ObservationInvalidation: @unchecked Sendable {
  private let nodeReference: WeakNodeReference
  private var node: ViewNode? { nodeReference.node }

  init(_ node: ViewNode) { nodeReference = WeakNodeReference(node) }

  func invalidate() { node?.stateDidChange() }
}

extension View {
  /// `body`, with the `@Observable` properties it reads tracked for `node`: a later write to
  /// any of them makes the node evaluate its body again in the next frame.
  ///
  /// SwiftUI parity: a view observes exactly the `@Observable` properties its body reads
  /// (Apple's "Managing model data in your app"). Limitation: a tracking that never fires
  /// stays registered with the object until the object goes away (Observation has no way to
  /// cancel one), which only matters for a host that evaluates such a body very many times.
  func observedBody(for node: ViewNode) -> Body {
    let invalidation = ObservationInvalidation(node)
    return withObservationTracking {
      body
    } onChange: {
      invalidation.invalidate()
    }
  }
}
