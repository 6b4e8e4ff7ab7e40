/// What a lifecycle modifier's node does when its view first appears and when it leaves the
/// tree: `onAppear`/`onDisappear` run closures, `task` starts and cancels a task.
///
/// A view appears in the first frame that places it: the frame loop's observation step finds
/// its node placed and not yet appeared, and queues `appear` for the actions step. It
/// disappears when its node leaves the tree (its identity is gone: a branch not taken any
/// more, an element gone from a `ForEach`, a new `.id`): the update that drops it queues
/// `disappear`, which runs in the same actions step, before the frame's appearances.
///
/// SwiftUI parity: Apple documents `onAppear` as running "before the first rendered frame
/// appears" and `onDisappear` "after the view disappears"
/// (https://developer.apple.com/documentation/swiftui/view/onappear(perform:)); the order of
/// one frame's disappearances and appearances is not documented, and LayoutLab's (removals
/// first, then appearances in tree order) is a choice, unverified.
struct AppearanceActions {
  /// What `summary` says: `.onAppear`, `.onDisappear`, `.task`, `.task(id: Int)`.
  let summary: String
  var appear: (() -> Void)?
  var disappear: (() -> Void)?
}

/// Marks the nodes that appeared: a node's `observedValue` is this once its appear action was
/// queued.
struct Appeared {}

extension ViewNode {
  /// Whether this lifecycle node's view has appeared (see `AppearanceActions`).
  var hasAppeared: Bool {
    get { observedValue is Appeared }
    nonmutating set { observedValue = newValue ? Appeared() : nil }
  }
}
