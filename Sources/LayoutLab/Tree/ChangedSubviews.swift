/// The laid-out nodes an update found changed, kept until their container is updated, so that
/// a container whose subviews were not gathered again tells its behavior which of them changed
/// (`LayoutBehavior.subviewChanged(at:)`, through `ViewNode.noteChanged(subview:_:)`) rather
/// than that all did: one word changed in a flow of a thousand tags is one changed subview.
///
/// The update walks the tree depth first, and each `TreeBuilder.updateTyped` (or `buildTyped`)
/// opens a scope (`enter()`) and closes it (`leave(_:_:ownValueChanged:)`). A laid-out node
/// that changed is pushed when its scope closes, after what its own subtree pushed is dropped;
/// a structural node passes on what its subtree pushed. So when a container's update ends, the
/// nodes pushed since its scope opened are the laid-out nodes below it with only structural
/// nodes between: its subviews that changed. (A modifier applied to each of several views is
/// pushed itself, while its container's subviews are its copies; `noteChanged(subview:_:)` does
/// not find it among them and reports that everything changed.)
///
/// A change the scope cannot pin on a subview makes it report everything changed: the
/// container's own value changed, or a structural node between it and its subviews changed its
/// own value (a trait writer's traits, a child made, moved or dropped; most of these also make
/// the container gather its subviews again, which reports everything anyway).
///
/// Cost: proportional to the nodes the update enters. An unchanged element the reconciler keeps
/// without entering it (`Reconciler.keepElement`) is never seen, and no container's children
/// are walked to find the changed ones.
struct ChangedSubviews {
  /// The changed laid-out nodes not yet handed to their container, innermost scope last.
  private var nodes: [ViewNode] = []
  /// Whether the innermost open scope saw a change it cannot pin on subviews.
  private var unattributed = false

  /// Where a scope began, and the state of the scope around it.
  struct Scope {
    fileprivate let start: Int
    fileprivate let unattributedAround: Bool
  }

  /// Opens a scope for a node about to be updated.
  mutating func enter() -> Scope {
    let scope = Scope(start: nodes.count, unattributedAround: unattributed)
    unattributed = false
    return scope
  }

  /// Closes the scope of `node`, just updated: a laid-out node that changed is pushed for its
  /// container (what its subtree pushed was its own); a structural node that changed passes its
  /// subtree's on, and its own change (`ownValueChanged`) cannot be pinned on any subview.
  mutating func leave(_ scope: Scope, _ node: ViewNode, ownValueChanged: Bool) {
    guard node.changedInUpdate else { return discard(scope) }
    if node.laysOut {
      drop(from: scope.start)
      nodes.append(node)
      unattributed = scope.unattributedAround
    } else {
      unattributed = scope.unattributedAround || unattributed || ownValueChanged
    }
  }

  /// Closes the scope of `node`, which lays out for the first time (made in this update, or
  /// structural until now): its container gathers its subviews again, and so reports that all
  /// changed. It is not pushed (a first frame would push every laid-out node of a container,
  /// thousands, only to drop them), but noted as a change no subview carries, which reports
  /// everything too should its container not gather again.
  mutating func leaveFirstLayingOut(_ scope: Scope) {
    drop(from: scope.start)
    unattributed = true
  }

  /// Closes a scope and forgets what was pushed in it (an update that is not a container's:
  /// the root's, or content built while laying out).
  mutating func discard(_ scope: Scope) {
    drop(from: scope.start)
    unattributed = scope.unattributedAround
  }

  /// Tells `behavior`, the behavior of `container`, whose scope is `scope` and whose subviews
  /// were not gathered again, what changed: each changed subview by its index, or everything
  /// when its own value changed, when a change in the scope cannot be pinned on a subview,
  /// or when no changed subview was found.
  func tell(_ behavior: any LayoutBehavior, of container: ViewNode, in scope: Scope, ownValueChanged: Bool) {
    guard !ownValueChanged, !unattributed, nodes.count > scope.start else { return behavior.subviewsChanged() }
    for index in scope.start..<nodes.count { container.noteChanged(subview: nodes[index], behavior) }
  }

  private mutating func drop(from start: Int) {
    if nodes.count > start { nodes.removeSubrange(start...) }
  }
}
