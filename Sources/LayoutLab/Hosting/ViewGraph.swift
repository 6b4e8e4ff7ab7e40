import Foundation

/// The retained tree of one host and the frame loop that runs over it.
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
final class ViewGraph {
  let builder = TreeBuilder()
  let engine: LayoutEngine
  let root: ViewNode
  /// The most frames one `layout(in:)` runs before giving up on settling.
  var frameBudget = ViewGraph.defaultFrameBudget
  /// SwiftUI repeats its update loop at most 8 times per render (semantics U2).
  static let defaultFrameBudget = 8

  /// The safe-area insets the host was given (uncorrected; see `HostSafeArea`).
  var safeAreaInsets = EdgeInsets() {
    didSet { if safeAreaInsets != oldValue { needsLayout = true } }
  }
  /// The height of a software keyboard over the window's bottom edge, 0 for none.
  var keyboardHeight: CGFloat = 0 {
    didSet { if keyboardHeight != oldValue { needsLayout = true } }
  }
  /// The corrected safe area of the last layout, which the root's layout places it in.
  private var hostSafeArea = HostSafeArea()
  /// `hostSafeArea`'s insets in the root's layout direction: what `HostingLayout` insets by.
  private var rootInsets = EdgeInsets()

  /// A root view (or environment) not yet built into the tree.
  private var pendingRoot: (any View)?
  /// Nodes whose state changed since they last evaluated their body, held weakly: a node
  /// whose view left the tree is gone by the time the next frame updates (see `update()`).
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
  /// Problems found since the last `layout(in:)`: state writes, and subviews used after their
  /// layout call (`LayoutEngine.takeLateDiagnostics()`).
  private var stateDiagnostics: [LayoutDiagnostic] = []

  init(rootView: any View, policy: MeasurementCachePolicy, environment: EnvironmentValues) {
    engine = LayoutEngine(policy: policy, builder: builder)
    root = ViewNode(id: 0, typeInfo: nil, key: .index(0), parent: nil, environment: environment)
    root.summary = "ViewHost"
    root.install(HostingLayout())
    root.graph = self
    pendingRoot = rootView
  }

  /// Builds `view` into the tree at the next frame.
  func setRootView(_ view: any View) { pendingRoot = view }

  /// Makes `environment` the root's, for the next frame.
  func setEnvironment(_ environment: EnvironmentValues, rootView: any View) {
    root.environment = environment
    pendingRoot = rootView
    if hostSafeArea != HostSafeArea() { useSafeArea(hostSafeArea) }
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

  /// Whether each frame reports where its time went (`FrameReport.phaseTimes`).
  var recordsPhaseTimes = false {
    didSet { needsLayout = true }
  }

  /// Whether steps are recorded into `LayoutResult.trace`.
  var tracing: Bool {
    get { tracer != nil }
    set {
      tracer = newValue ? TraceRecorder() : nil
      engine.tracer = tracer
      builder.tracer = tracer
      engine.preferences.tracer = tracer
      needsLayout = true
    }
  }
  private var tracer: TraceRecorder?

  /// Makes `policy` the engine's and forgets every remembered size.
  func setPolicy(_ policy: MeasurementCachePolicy) {
    engine.policy = policy
    forEachNode(root) {
      $0.measurements.removeSizes()
      $0.needsPlacement = true
    }
    needsLayout = true
  }

  private func forEachNode(_ node: ViewNode, _ body: (ViewNode) -> Void) {
    body(node)
    for child in node.children { withSufficientStack { forEachNode(child, body) } }
    for replica in node.replicas.values { withSufficientStack { forEachNode(replica, body) } }
  }

  /// The last layout, to hand out again when nothing changed since (see `layout(in:)`).
  private var lastLayout: (size: CGSize, rootSize: CGSize, diagnostics: [LayoutDiagnostic])?
  /// The snapshot the last layout's result reads its views from. Held only here once the
  /// caller dropped the result: then nothing needs freezing before the tree changes.
  private var lastSnapshot: TreeSnapshot?
  /// Whether a setting that changes what a layout reports (tracing, phase times, the cache
  /// policy) changed since the last layout.
  private var needsLayout = false

  /// Runs frames until the tree settles (or the budget is spent) and returns the last layout.
  ///
  /// When nothing changed since the last layout (the same size, no new root view or
  /// environment, no state written, the same settings), nothing needs doing: no body is
  /// evaluated, no view is measured or placed, and the result is the last one's views and
  /// diagnostics with a single frame that counts nothing. SwiftUI parity: a hosting view whose
  /// graph has nothing invalidated does not lay out again.
  ///
  /// A size with a negative, NaN or infinite dimension is corrected to 0 there and reported
  /// (`HostSize`).
  func layout(in requestedSize: CGSize) -> LayoutResult {
    let (size, hostDiagnostic) = HostSize.corrected(requestedSize)
    let (safeArea, safeAreaDiagnostic) = HostSafeArea.corrected(
      safeAreaInsets, keyboardHeight: keyboardHeight, in: size)
    if safeArea != hostSafeArea { useSafeArea(safeArea) }
    let late = engine.takeLateDiagnostics()
    if !late.isEmpty {
      stateDiagnostics += late
      needsLayout = true
    }
    if let unchanged = unchangedLayout(in: size) { return unchanged }
    if var snapshot = lastSnapshot {
      lastSnapshot = nil
      if !isKnownUniquelyReferenced(&snapshot) { snapshot.freeze() }
    }
    lastLayout = nil
    needsLayout = false
    tracer?.reset()
    var frames: [FrameReport] = []
    var engineDiagnostics: [LayoutDiagnostic] = []
    var seenDiagnostics = Set<LayoutDiagnostic>()
    var lastActions: [FrameAction] = []
    var clock = PhaseClock(enabled: recordsPhaseTimes)
    while true {
      builder.reset()
      engine.preferences.beginFrame()
      tracer?.frame = frames.count + 1
      tracer?.record(.frameStarted)
      isUpdating = true
      update()
      var times = PhaseTimes()
      times.update = clock.lap()
      measureAndPlace(in: size)
      for diagnostic in engine.diagnostics where seenDiagnostics.insert(diagnostic).inserted {
        engineDiagnostics.append(diagnostic)
      }
      times.measureAndPlace = clock.lap()
      let actions = observeAndAct()
      lastActions = actions
      times.observe = clock.lap()
      frames.append(
        FrameReport(
          index: frames.count + 1, tree: builder.counters, measurement: engine.passCounters,
          stateWrites: stateWrites, preferenceReductions: engine.preferences.reductions, actionsCalled: actions.count,
          phaseTimes: clock.isEnabled ? times : nil))
      stateWrites = 0
      dirty.removeAll { $0.node == nil }
      writtenDuringUpdate.removeAll { $0.node == nil }
      if !hasPendingWork { break }
      if frames.count >= frameBudget {
        engineDiagnostics.append(unsettledDiagnostic(frames: frames.count, lastActions: lastActions))
        break
      }
    }
    let diagnostics = [hostDiagnostic, safeAreaDiagnostic].compactMap { $0 } + stateDiagnostics + engineDiagnostics
    stateDiagnostics.removeAll()
    if clock.isEnabled { frames[frames.count - 1].phaseTimes?.result = clock.lap() }
    let snapshot = TreeSnapshot(root: root, pass: engine.pass)
    let rootSize = HostingLayout.rootSize(of: root.subviews)
    lastLayout = (size, rootSize, diagnostics)
    lastSnapshot = snapshot
    return LayoutResult(
      hostSize: size, rootSize: rootSize, safeAreaInsets: hostSafeArea.total, frames: frames,
      trace: tracer.map { LayoutTrace($0) }, snapshot: snapshot, isUnchanged: false,
      frameDiagnostics: diagnostics)
  }

  /// Makes `safeArea` the one the root is placed in: the root's layout changes, so its views
  /// are placed again (their measurements do not depend on it).
  private func useSafeArea(_ safeArea: HostSafeArea) {
    hostSafeArea = safeArea
    rootInsets = safeArea.total.flipped(for: root.environment.layoutDirection)
    root.install(HostingLayout(insets: rootInsets))
    root.needsPlacement = true
  }

  /// Whether anything waits for a frame: a root view, or state written.
  private var hasPendingWork: Bool {
    pendingRoot != nil || !dirty.isEmpty || !writtenDuringUpdate.isEmpty
  }

  /// The last layout again when nothing changed since it, as one frame that did nothing.
  private func unchangedLayout(in size: CGSize) -> LayoutResult? {
    guard let last = lastLayout, let snapshot = lastSnapshot, last.size == size, !needsLayout else { return nil }
    dirty.removeAll { $0.node == nil }
    writtenDuringUpdate.removeAll { $0.node == nil }
    guard !hasPendingWork else { return nil }
    var clock = PhaseClock(enabled: recordsPhaseTimes)
    var trace: LayoutTrace?
    if let tracer {
      tracer.reset()
      tracer.frame = 1
      tracer.record(.frameStarted)
      tracer.record(.frameEnded)
      trace = LayoutTrace(tracer)
    }
    var times = PhaseTimes()
    times.result = clock.lap()
    let frame = FrameReport(
      index: 1, tree: TreeCounters(), measurement: NodeCounters(), stateWrites: 0, preferenceReductions: 0,
      actionsCalled: 0, phaseTimes: clock.isEnabled ? times : nil)
    return LayoutResult(
      hostSize: size, rootSize: last.rootSize, safeAreaInsets: hostSafeArea.total, frames: [frame], trace: trace,
      snapshot: snapshot, isUnchanged: true,
      frameDiagnostics: last.diagnostics.filter { $0.kind != .stateModifiedDuringUpdate })
  }

  /// Step 2: measures and places the whole tree in the host's size.
  @inline(never)
  private func measureAndPlace(in size: CGSize) {
    engine.beginPass()
    engine.safeArea = SafeAreaChain(layers: [hostSafeArea.layer(in: size)])
    engine.commitPlacement(root, CGRect(origin: .zero, size: size), ProposedViewSize(size))
    engine.finishPass(root: root)
  }

  /// Steps 3 and 4: observes, then runs the actions the update queued (`onDisappear`,
  /// `onChange`) and the observers' (`onAppear`, `onPreferenceChange`, ...); returns them.
  @inline(never)
  private func observeAndAct() -> [FrameAction] {
    var actions = builder.takeQueuedActions()
    if builder.census.observers > 0 { actions += observe(root) }
    isUpdating = false
    for action in actions {
      tracer?.record(.actionCalled(action.source))
      action.run()
    }
    tracer?.record(.frameEnded)
    return actions
  }

  /// Step 1: builds a new root view, then re-evaluates dirty nodes, shallowest first.
  ///
  /// Dirty nodes are held weakly and taken one at a time: updating one may drop the subtree
  /// of another (a parent's new body no longer has it), which frees it, so a node that is
  /// still there is still in the tree and its ancestors can be walked.
  @inline(never)
  private func update() {
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
    return current === root
  }

  /// A node held without keeping it alive, with its depth when it was sorted.
  private struct WeakNode {
    weak var node: ViewNode?
    var depth = 0
  }

  /// Step 3: every observer in tree order; the actions of those whose value changed.
  private func observe(_ node: ViewNode) -> [FrameAction] {
    var actions: [FrameAction] = []
    func visit(_ node: ViewNode) {
      switch node.roleKind.observes ? node.role : nil {
      case .preferenceObserver(let observer)?:
        if let action = observer.check(node, engine.preferences) {
          actions.append(FrameAction("onPreferenceChange(\(observer.keyName))", node: node, run: action))
        }
      case .geometryObserver(let observer)?:
        if let action = observer.check(node) {
          actions.append(FrameAction("onGeometryChange", node: node, run: action))
        }
      case .appearance(let lifecycle)? where !node.hasAppeared && engine.wasPlacedInPass(node):
        node.hasAppeared = true
        if let appear = lifecycle.appear { actions.append(FrameAction(lifecycle.summary, node: node, run: appear)) }
      default:
        break
      }
      for child in node.children { withSufficientStack { visit(child) } }
    }
    visit(node)
    return actions
  }

  /// The budget was spent with nodes still dirty: names the actions that ran last and the
  /// views whose state they changed.
  private func unsettledDiagnostic(frames: Int, lastActions: [FrameAction]) -> LayoutDiagnostic {
    let keys = lastActions.map(\.source).joined(separator: "; ")
    var nodes: [ViewNode] = []
    for node in (dirty + writtenDuringUpdate).compactMap(\.node) where !nodes.contains(where: { $0 === node }) {
      nodes.append(node)
    }
    let views = nodes.map(\.path).joined(separator: "; ")
    return LayoutDiagnostic(
      kind: .unsettledLayout, path: nodes.first?.path ?? root.path,
      message:
        "the layout did not settle in \(frames) frames (like SwiftUI's \"Bound preference tried to update multiple times per frame\"); last frame's actions: \(keys.isEmpty ? "none" : keys); state still changing in: \(views); returning the last layout"
    )
  }
}

/// The root's content as the tree builder sees it: the host node lays out the root view.
private struct RootContent: View, PrimitiveView {
  let content: any View
  /// The host's insets, as the root's layout places with them.
  let insets: EdgeInsets

  func update(_ node: ViewNode, in builder: TreeBuilder) {
    node.install(HostingLayout(insets: insets))
    builder.reconcile(node, .branch(0), content)
  }
}
