/// An action the frame loop runs after a frame's update, layout and observation (step 4 of
/// `FrameLoop`'s frame): an observer's (`onPreferenceChange`, `onGeometryChange`), a
/// lifecycle handler's (`onAppear`, `onDisappear`, `task`) or an `onChange`'s.
struct FrameAction {
  /// What queued it: `onPreferenceChange(SizesKey)`, `onAppear`, `onChange(of: Int)`.
  let observer: String
  /// The node's path when the action was queued for a node leaving the tree (whose path
  /// no longer reaches the root); `nil` to read it from `node` when asked.
  let detachedPath: String?
  /// The node of the modifier that queued it; already freed when `detachedPath` is set (the
  /// node left the tree), and then never read.
  let node: ViewNode
  let run: () -> Void

  init(_ observer: String, node: ViewNode, detachedPath: String? = nil, run: @escaping () -> Void) {
    self.observer = observer
    self.node = node
    self.detachedPath = detachedPath
    self.run = run
  }

  /// Where the action came from, for traces and diagnostics; made only when asked.
  var source: String { "\(observer) at \(detachedPath ?? node.path)" }
}
