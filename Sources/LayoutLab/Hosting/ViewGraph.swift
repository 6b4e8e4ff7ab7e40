import Foundation

/// The retained tree of one host and what it owns: the node store, the root node, the tree
/// builder and the layout engine that work on it, the host's inputs (root view, environment,
/// safe area, keyboard), its settings (cache policy, tracing, phase times) and the last layout.
///
/// `layout(in:)` corrects the inputs, then hands out the last layout again when nothing
/// changed since, or runs the `FrameLoop` (update, measure and place, observe, act, until the
/// tree settles) and wraps its frames in a `LayoutResult`.
final class ViewGraph {
  /// Where the tree's nodes live; it outlives them all.
  let store: NodeStore
  let builder: TreeBuilder
  let engine: LayoutEngine
  let root: ViewNode
  /// Runs the frames of each layout and tracks which nodes are dirty.
  let frameLoop: FrameLoop

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

  init(rootView: any View, policy: MeasurementCachePolicy, environment: EnvironmentValues) {
    store = NodeStore()
    builder = TreeBuilder(store: store)
    engine = LayoutEngine(policy: policy, builder: builder)
    root = store.make(id: 0, typeInfo: nil, key: .index(0), parent: nil, environment: environment)
    root.summary = "ViewHost"
    root.install(HostingLayout())
    frameLoop = FrameLoop(root: root, builder: builder, engine: engine)
    root.graph = self
    frameLoop.pendingRoot = rootView
  }

  /// Builds `view` into the tree at the next frame.
  func setRootView(_ view: any View) { frameLoop.pendingRoot = view }

  /// Makes `environment` the root's, for the next frame.
  func setEnvironment(_ environment: EnvironmentValues, rootView: any View) {
    root.environment = environment
    frameLoop.pendingRoot = rootView
    if hostSafeArea != HostSafeArea() { useSafeArea(hostSafeArea) }
  }

  /// A state value of `node` was written (see `FrameLoop.stateDidChange(in:)`).
  func stateDidChange(in node: ViewNode) { frameLoop.stateDidChange(in: node) }

  /// Whether a frame is updating the tree, laying it out or observing it (see `FrameLoop`).
  var isUpdating: Bool { frameLoop.isUpdating }

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
      frameLoop.tracer = tracer
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
      $0.behavior?.subviewsNeedPlacement()
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
    if !late.isEmpty { needsLayout = true }
    if let unchanged = unchangedLayout(in: size) { return unchanged }
    if var snapshot = lastSnapshot {
      lastSnapshot = nil
      if !isKnownUniquelyReferenced(&snapshot) { snapshot.freeze() }
    }
    lastLayout = nil
    needsLayout = false
    tracer?.reset()
    var clock = PhaseClock(enabled: recordsPhaseTimes)
    let run = frameLoop.run(in: size, safeArea: hostSafeArea, rootInsets: rootInsets, clock: &clock)
    var frames = run.frames
    let diagnostics = [hostDiagnostic, safeAreaDiagnostic].compactMap { $0 } + late + run.diagnostics
    if clock.isEnabled { frames[frames.count - 1].phaseTimes?.result = clock.lap() }
    let snapshot = TreeSnapshot(root: root, store: store, pass: engine.pass)
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

  /// The last layout again when nothing changed since it, as one frame that did nothing.
  private func unchangedLayout(in size: CGSize) -> LayoutResult? {
    guard let last = lastLayout, let snapshot = lastSnapshot, last.size == size, !needsLayout,
      !frameLoop.hasPendingWork()
    else { return nil }
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
}
