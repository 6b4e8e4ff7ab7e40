/// How many nodes of a tree the frame loop must visit after layout: those observing a
/// preference, their geometry or their view's appearance. With none, a frame skips the walk
/// that looks for them, and an update skips looking for disappearances in the views it drops.
///
/// A node is counted from the update that gives it an observer role until it loses the role
/// or is freed (`NodeStore.free(subtree:)`, as the tree drops it).
final class NodeCensus {
  /// Nodes with an `onPreferenceChange`, `onGeometryChange` or lifecycle (`onAppear`, `task`) role.
  fileprivate(set) var observers = 0
}

extension ViewNode {
  /// Gives this node `role`, keeping `census` up to date about observers. The role is
  /// consumed: the node keeps it without another copy.
  func assign(_ role: consuming NodeRole?, in census: NodeCensus) {
    self.role = role
    let observes = roleKind.observes
    if observes, observerCensus == nil {
      observerCensus = census
      census.observers += 1
      noteObserverInSources()
    } else if !observes, let counted = observerCensus {
      counted.observers -= 1
      observerCensus = nil
    }
  }

  /// Stops counting this node: it is being freed.
  func leaveCensus() {
    observerCensus?.observers -= 1
    observerCensus = nil
  }
}
