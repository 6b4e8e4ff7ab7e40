import Foundation

/// Runs frames over one host's retained tree until it settles, and decides which frame a
/// state write lands in.
///
/// One frame:
/// 1. **Update.** A new root view updates the whole tree (user views whose value and
///    environment are unchanged keep their subtrees); then each dirty node (its state changed)
///    evaluates its body again, shallowest first, and its ancestors forget their measurements.
/// 2. **Measure and place.** `GeometryReader` contents are built as their readers are placed.
/// 3. **Observe.** In tree order, every `onPreferenceChange` reads its subtree's combined value
///    and every `onGeometryChange` its geometry; those whose value changed queue their action.
///    Lifecycle modifiers placed for the first time queue their `onAppear` (or start their `task`).
/// 4. **Act.** The queued actions run: first those the update queued (`onDisappear` of views it
///    dropped, `onChange` of values it saw change), then the observers'. State they write makes
///    nodes dirty: another frame runs.
///
/// Steps 1 to 3 are the frame's update (`isUpdating`): state read then reads as it was when
/// its view was installed, and state written then (by a body, a `ForEach` closure, a layout,
/// a geometry transform) is reported (`.stateModifiedDuringUpdate`) and makes its node dirty
/// when the next frame starts: the frame that wrote it does not see it. Only step 4 and code
/// outside `layout(in:)` write state freely.
///
/// The loop stops when nothing is dirty, or after `frameBudget` frames with a diagnostic.
/// The tree, the host's inputs and the last result belong to `ViewGraph`, which runs the loop.
final class FrameLoop {
  /// Builds and updates the tree (step 1) and queues the actions of the update.
  let builder: TreeBuilder
  /// Measures and places the tree (step 2); its preference reducer serves the observers.
  let engine: LayoutEngine
  /// The host's root node.
  let root: ViewNode
  /// The most frames one run makes before giving up on settling.
  var frameBudget = FrameLoop.defaultFrameBudget
  /// SwiftUI repeats its update loop at most 8 times per render (semantics U2).
  static let defaultFrameBudget = 8
  /// Where steps are recorded, when tracing.
  var tracer: TraceRecorder?

  /// A root view (or environment) not yet built into the tree.
  var pendingRoot: (any View)?
  /// Nodes whose state changed since they last evaluated their body, held weakly: a node
  /// whose view left the tree is gone by the time the next frame updates (see `update`).
  private var dirty: [WeakNode] = []
  /// Nodes whose state was written during a frame's update: they become dirty when the next
  /// frame starts, not during the frame that wrote them.
  private var writtenDuringUpdate: [WeakNode] = []
  /// Whether a frame is updating the tree, laying it out or observing it (not running actions).
  ///
  /// SwiftUI parity: `GraphHost.isUpdating`, during which `State` reads its value as of the
  /// update and a write logs "Modifying state during view update".
  private(set) var isUpdating = false
  /// State writes since the last frame report.
  private var stateWrites = 0
  /// State writes reported during this run's updates.
  private var stateDiagnostics: [LayoutDiagnostic] = []

  init(root: ViewNode, builder: TreeBuilder, engine: LayoutEngine) {
    self.root = root
    self.builder = builder
    self.engine = engine
  }

  /// A state value of `node` was written: by the test or an action (the node is dirty for
  /// the next frame), or during a frame's update (reported; the node becomes dirty when the
  /// next frame starts, so this frame does not evaluate it again).
  func stateDidChange(in node: ViewNode) {
    stateWrites += 1
    tracer?.record(.stateWritten(node.traced))
    guard !isUpdating else {
      stateDiagnostics.append(
        LayoutDiagnostic(
          kind: .stateModifiedDuringUpdate, path: node.path,
          message:
            "Modifying state during view update, this will cause undefined behavior; the change takes effect in the next frame"
        ))
      writtenDuringUpdate.append(WeakNode(node: node))
      return
    }
    markDirty(node)
  }

  private func markDirty(_ node: ViewNode) {
    if !node.isDirty {
      node.isDirty = true
      dirty.append(WeakNode(node: node))
    }
  }

  /// Whether anything waits for a frame: a root view, or state written to a node still alive
  /// (nodes that are gone are dropped from the lists first).
  func hasPendingWork() -> Bool {
    dirty.removeAll { $0.node == nil }
    writtenDuringUpdate.removeAll { $0.node == nil }
    return pendingRoot != nil || !dirty.isEmpty || !writtenDuringUpdate.isEmpty
  }

  /// Runs frames in `size` until nothing is dirty or the budget is spent; returns their
  /// reports and the problems found: state written during updates, then the engine's
  /// diagnostics (each once), then the unsettled diagnostic if the budget ran out.
  ///
  /// The root's view is placed in `safeArea`, inset by `rootInsets`; `clock` times the phases.
  func run(
    in size: CGSize, safeArea: HostSafeArea, rootInsets: EdgeInsets, clock: inout PhaseClock
  ) -> (frames: [FrameReport], diagnostics: [LayoutDiagnostic]) {
    var frames: [FrameReport] = []
    var engineDiagnostics: [LayoutDiagnostic] = []
    var seenDiagnostics = Set<LayoutDiagnostic>()
    var lastActions: [FrameAction] = []
    while true {
      builder.reset()
      engine.preferences.beginFrame()
      tracer?.frame = frames.count + 1
      tracer?.record(.frameStarted)
      isUpdating = true
      update(rootInsets: rootInsets)
      var times = PhaseTimes()
      times.update = clock.lap()
      measureAndPlace(in: size, safeArea: safeArea)
      for diagnostic in engine.diagnostics where seenDiagnostics.insert(diagnostic).inserted {
        engineDiagnostics.append(diagnostic)
      }
      times.measureAndPlace = clock.lap()
      let actions = observeAndAct()
      lastActions = actions
      times.observe = clock.lap()
      frames.append(
        FrameReport(
          index: frames.count + 1, tree: builder.frameCounters(), measurement: engine.passCounters,
          stateWrites: stateWrites, preferenceReductions: engine.preferences.reductions, actionsCalled: actions.count,
          phaseTimes: clock.isEnabled ? times : nil))
      stateWrites = 0
      if !hasPendingWork() { break }
      if frames.count >= frameBudget {
        engineDiagnostics.append(unsettledDiagnostic(frames: frames.count, lastActions: lastActions))
        break
      }
    }
    defer { stateDiagnostics.removeAll() }
    return (frames, stateDiagnostics + engineDiagnostics)
  }

  /// Step 1: builds a new root view, then re-evaluates dirty nodes, shallowest first.
  ///
  /// Dirty nodes are held weakly and taken one at a time: updating one may drop the subtree
  /// of another (a parent's new body no longer has it), which frees it, so a node that is
  /// still there is still in the tree and its ancestors can be walked.
  @inline(never)
  private func update(rootInsets: EdgeInsets) {
    for entry in writtenDuringUpdate {
      if let node = entry.node { markDirty(node) }
    }
    writtenDuringUpdate.removeAll()
    if let view = pendingRoot {
      pendingRoot = nil
      builder.update(root, with: RootContent(content: view, insets: rootInsets))
    }
    guard !dirty.isEmpty else { return }
    let nodes = dirty.compactMap { entry in entry.node.map { WeakNode(node: $0, depth: $0.depth) } }
      .sorted { $0.depth < $1.depth }
    dirty.removeAll()
    for entry in nodes {
      guard let node = entry.node, node.isDirty, isAttached(node), let view = node.view else { continue }
      let contribution = builder.contribution(of: node)
      builder.update(node, with: view, environmentChanged: false)
      builder.didUpdateAlone(node, contributedBefore: contribution)
    }
  }

  private func isAttached(_ node: ViewNode) -> Bool {
    var current = node
    while let parent = current.parent { current = parent }
    return current == root
  }

  /// Step 2: measures and places the whole tree in the host's size.
  @inline(never)
  private func measureAndPlace(in size: CGSize, safeArea: HostSafeArea) {
    engine.beginPass()
    engine.safeArea = SafeAreaChain(layers: [safeArea.layer(in: size)])
    engine.commitPlacement(root, CGRect(origin: .zero, size: size), ProposedViewSize(size))
    engine.finishPass(root: root)
  }

  /// Steps 3 and 4: observes, then runs the actions the update queued (`onDisappear`,
  /// `onChange`) and the observers' (`onAppear`, `onPreferenceChange`, ...); returns them.
  @inline(never)
  private func observeAndAct() -> [FrameAction] {
    var actions = builder.takeQueuedActions()
    if builder.census.observers > 0 { observe(root, into: &actions) }
    isUpdating = false
    for action in actions {
      tracer?.record(.actionCalled(action.source))
      action.run()
    }
    tracer?.record(.frameEnded)
    return actions
  }

  /// Step 3: every observer in tree order; adds to `actions` the actions of those whose value
  /// changed. Subtrees without an observer (`PreferenceSources.hasObservers`) are not entered,
  /// and only an observer's role is read; the stack is checked once per node for all its
  /// children. The walk keeps the coordinate spaces it is inside, for the geometry observers'
  /// proxies.
  ///
  /// Each observer queues one action at most, so `actions` is given room for one per observer
  /// first: grown by doubling, a frame in which thousands of observers act held the array's
  /// old and new storage at once, and a copy of it to add it to the update's actions.
  private func observe(_ node: ViewNode, into actions: inout [FrameAction]) {
    actions.reserveCapacity(actions.count + builder.census.observers)
    var namedSpaces: [NamedSpace] = []
    observeSubtree(of: node, in: &namedSpaces, into: &actions)
  }

  /// `observe`'s walk of `node`'s subtree, inside `namedSpaces`. A method given its state in
  /// place: a local function that captured the spaces and the actions had each use of them
  /// checked for exclusive access at run time.
  private func observeSubtree(
    of node: ViewNode, in namedSpaces: inout [NamedSpace], into actions: inout [FrameAction]
  ) {
    guard node.preferenceSources.hasObservers else { return }
    if node.roleKind.observes { check(node, in: namedSpaces, into: &actions) }
    let children = node.children
    guard !children.isEmpty else { return }
    let entersSpace = namedSpaces.enterSpace(declaredBy: node)
    withSufficientStack {
      for child in children { observeSubtree(of: child, in: &namedSpaces, into: &actions) }
    }
    if entersSpace { namedSpaces.removeLast() }
  }

  /// Asks the observer `node`, inside `namedSpaces`, whether its value changed; queues its
  /// action if so.
  private func check(_ node: ViewNode, in namedSpaces: [NamedSpace], into actions: inout [FrameAction]) {
    switch node.role {
    case .preferenceObserver(let observer)?:
      if let action = observer.check(node, engine.preferences) {
        actions.append(FrameAction("onPreferenceChange(\(observer.keyName))", node: node, run: action))
      }
    case .geometryObserver(let observer)?:
      if let action = observer.check(node, in: namedSpaces) {
        actions.append(FrameAction("onGeometryChange", node: node, run: action))
      }
    case .appearance(let lifecycle)? where !node.hasAppeared && engine.wasPlacedInPass(node):
      node.hasAppeared = true
      if let appear = lifecycle.appear { actions.append(FrameAction(lifecycle.summary, node: node, run: appear)) }
    default:
      break
    }
  }

  /// The budget was spent with nodes still dirty: names the actions that ran last and the
  /// views whose state they changed.
  private func unsettledDiagnostic(frames: Int, lastActions: [FrameAction]) -> LayoutDiagnostic {
    let keys = lastActions.map(\.source).joined(separator: "; ")
    var nodes: [ViewNode] = []
    for node in (dirty + writtenDuringUpdate).compactMap(\.node) where !nodes.contains(where: { $0 == node }) {
      nodes.append(node)
    }
    let views = nodes.map(\.path).joined(separator: "; ")
    return LayoutDiagnostic(
      kind: .unsettledLayout, path: nodes.first?.path ?? root.path,
      message:
        "the layout did not settle in \(frames) frames (like SwiftUI's \"Bound preference tried to update multiple times per frame\"); last frame's actions: \(keys.isEmpty ? "none" : keys); state still changing in: \(views); returning the last layout"
    )
  }

  /// A node held without keeping it alive, with its depth when it was sorted.
  private struct WeakNode {
    private let reference: WeakNodeReference
    var depth = 0
    /// The node, while it is alive.
    var node: ViewNode? { reference.node }

    init(node: ViewNode, depth: Int = 0) {
      reference = WeakNodeReference(node)
      self.depth = depth
    }
  }
}

/// The root's content as the tree builder sees it: the host node lays out the root view.
private struct RootContent: View, PrimitiveView {
  let content: any View
  /// The host's insets, as the root's layout places with them.
  let insets: EdgeInsets

  func update(_ node: ViewNode, in builder: TreeBuilder) {
    node.install(HostingLayout(insets: insets))
    builder.reconciler.reconcile(node, .branch(0), content)
  }
}
