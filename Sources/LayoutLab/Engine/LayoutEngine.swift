import Foundation

/// Runs layout passes over a retained tree: measures on demand, places top-down, and wraps
/// every call into an algorithm with the same bookkeeping — counting, the measurement cache,
/// and checks that turn bad answers into diagnostics instead of crashes.
///
/// One engine belongs to one host; engines share nothing, so hosts can run on different
/// threads at once.
///
/// Its stored properties opt out of dynamic exclusivity checks (`@exclusivity(unchecked)`),
/// like `NodeStore`'s: every access is short and none overlaps another.
final class LayoutEngine {
  /// How `sizeThatFits` answers are reused.
  @exclusivity(unchecked) var policy: MeasurementCachePolicy
  /// The current pass; per-node counters from other passes are stale.
  @exclusivity(unchecked) private(set) var pass = 0
  /// Problems found in this pass.
  @exclusivity(unchecked) private(set) var diagnostics: [LayoutDiagnostic] = []
  /// The counters of this pass summed over the views laid out, the host's root excepted
  /// (it is not one of the result's views); complete after `finishPass(root:)`.
  @exclusivity(unchecked) private(set) var passCounters = NodeCounters()
  @exclusivity(unchecked) private var reported = Set<ReportKey>()
  /// The containers whose `placeSubviews` is running, innermost last, each with where its
  /// placements start in `placements`.
  @exclusivity(unchecked) private var recorders: [Recorder] = []
  /// The placements of every container being placed, as a stack: each container's subviews
  /// have a slot each, from its recorder's `base`, until its subviews are committed. One
  /// buffer for the whole engine, so placing allocates nothing once it has grown.
  @exclusivity(unchecked) private var placements = PlacementSlots()

  /// The safe area around the view being placed: the host's layer (set before each pass), and
  /// one more for each `safeAreaInset` or `safeAreaPadding` the view is placed inside.
  @exclusivity(unchecked) var safeArea = SafeAreaChain()
  /// The layers containers being placed gave their subviews (`addSafeAreaLayer`), with the
  /// placement slot of the subview, innermost container last.
  @exclusivity(unchecked) private var subviewLayers: [(slot: Int, layer: SafeAreaLayer)] = []
  /// The layers containers being placed gave every subview of theirs
  /// (`addSafeAreaLayer(_:toEverySubviewOf:)`), each with where the container's placement
  /// slots start, innermost container last. Kept apart from `recorders`, as are
  /// `invalidSlots`, so that a recorder holds no reference and opening or closing one copies
  /// no more than three words.
  @exclusivity(unchecked) private var everySubviewLayers: [(base: Int, layer: SafeAreaLayer)] = []
  /// The placement slots of subviews placed at a position that is not finite (reported, then
  /// centred), in the containers being placed.
  @exclusivity(unchecked) private var invalidSlots: [Int] = []

  /// The named coordinate spaces around the subviews being committed, outermost first: each
  /// container that declares one enters it while its subviews are committed, so a reader's
  /// proxy gets them without climbing to the root.
  @exclusivity(unchecked) private var namedSpaces: [NamedSpace] = []

  /// The containers `containerRelativeFrame` measures against, innermost last, each with the
  /// size it gives its content (see `withContainer(_:size:_:)`).
  @exclusivity(unchecked) var containers: [(node: ViewNode, size: ProposedViewSize)] = []
  /// The container whose `placeSubviews` is running and the size it gives its content: its
  /// subviews are committed (placed, and so measured) with it as their container.
  @exclusivity(unchecked) var placingContainer: (node: ViewNode, size: ProposedViewSize)?

  /// How deep `measure` and `commitPlacement` are nested in each other now.
  @exclusivity(unchecked) private var nesting = 0

  /// Where steps are recorded, when tracing.
  @exclusivity(unchecked) var tracer: TraceRecorder?
  /// Combines preference values; `backgroundPreferenceValue` content reads it during placement.
  let preferences = PreferenceReducer()
  /// Builds deferred content (a `GeometryReader`'s) during placement, and a lazy stack's
  /// rows while it is measured.
  unowned let builder: TreeBuilder
  /// What the measurement caches of this engine's nodes keep outside their records, their
  /// store's (held here so that a measurement reaches it with no reference counting).
  private let measurementOverflow: MeasurementOverflow
  /// Tells the proxies of this engine's layout calls whether it still exists.
  let lifetime: EngineLifetime
  /// The scope the proxies of every built-in layout call hold: never closed.
  let builtinCallScope: LayoutCallScope
  /// Problems reported between passes (a proxy used after its call), for the next result.
  @exclusivity(unchecked) private(set) var lateDiagnostics: [LayoutDiagnostic] = []
  /// Whether a pass is running: between `beginPass()` and `finishPass(root:)`.
  @exclusivity(unchecked) private var isInPass = false
  /// The subviews the layout told to list them (`listPlacedSubviews(of:)`: it places only
  /// some of its subviews, for a commit) has placed, by index, and where its placement slots
  /// start (-1 while none lists). One layout lists at a time: its subviews are committed, and
  /// their own layouts run, after it returns and the list is read.
  @exclusivity(unchecked) private var placedIndices: [Int] = []
  @exclusivity(unchecked) private var listingBase = -1

  init(policy: MeasurementCachePolicy, builder: TreeBuilder) {
    self.policy = policy
    self.builder = builder
    measurementOverflow = builder.store.measurementOverflow
    let lifetime = EngineLifetime()
    self.lifetime = lifetime
    builtinCallScope = LayoutCallScope(builtinCallsOf: lifetime)
  }

  deinit { lifetime.isAlive = false }

  /// Starts a new pass: counters and diagnostics begin again.
  func beginPass() {
    pass += 1
    passCounters = NodeCounters()
    if !diagnostics.isEmpty { diagnostics.removeAll() }
    if !reported.isEmpty { reported.removeAll() }
    isInPass = true
  }

  /// Ends a pass: the host's root, placed by the host, is taken out of the totals.
  func finishPass(root: ViewNode) {
    isInPass = false
    if root.counts.belong(to: pass) {
      let counters = root.counts.counters
      passCounters.sizeThatFitsCalls -= counters.sizeThatFitsCalls
      passCounters.cacheHits -= counters.cacheHits
      passCounters.cacheMisses -= counters.cacheMisses
      passCounters.placements -= counters.placements
    }
  }

  // MARK: Measuring

  /// The size `node` chooses for `proposal`, asked by `container`, from the cache or from its
  /// layout. A NaN or negative proposed length is proposed as 0 (`usable(_:from:to:)`).
  ///
  /// A remembered size may be reused because a measurement is a function of the proposal, the
  /// node's view value and environment, and its subtree's, and of nothing else: not of the host
  /// size, of earlier passes, or of where anything was placed. Everything it reads obeys the
  /// same rule (sizes, guides and spacing of the subviews, a layout's own cache keyed by the
  /// proposal), and content built during placement (a `GeometryReader`'s) is never read while
  /// measuring (`BuiltinLayout.buildsSubviewsWhenPlaced`). Whatever else changes the subtree
  /// forgets the answers of the node and its ancestors (`ViewNode.invalidateMeasurements()`).
  /// So a layout is the same cold or warm, under every `MeasurementCachePolicy`.
  func measure(_ node: ViewNode, _ proposal: ProposedViewSize, from container: ViewNode) -> CGSize {
    let proposal = usable(proposal, from: container, to: node)
    // One check of the tracer: the steps are the same when tracing, each recorded.
    if let tracer { return measure(node, proposal, from: container, tracingIn: tracer) }
    if let size = rememberedSize(of: node, for: proposal) { return size }
    guard let behavior = node.behavior else { return .zero }
    return newSize(of: node, behavior, for: proposal)
  }

  /// `measure` while tracing: the same steps, with the proposal, the answer and the rule by
  /// which it was chosen recorded.
  @inline(never)
  private func measure(
    _ node: ViewNode, _ proposal: ProposedViewSize, from container: ViewNode, tracingIn tracer: TraceRecorder
  ) -> CGSize {
    traceProposal(proposal, from: container, to: node, in: tracer)
    if let size = rememberedSize(of: node, for: proposal) {
      Self.traceResponse(of: node, proposal, size, cached: true, in: tracer)
      return size
    }
    guard let behavior = node.behavior else { return .zero }
    let firstEvent = tracer.events.count
    tracer.depth += 1
    let size = newSize(of: node, behavior, for: proposal)
    tracer.depth -= 1
    Self.traceSize(of: node, behavior, proposal, size, since: firstEvent, in: tracer)
    return size
  }

  /// Counts an ask of `node` for `proposal`, and answers it from what the node remembers (a
  /// cache hit) or not (`nil`, a miss).
  @inline(__always)
  private func rememberedSize(of node: ViewNode, for proposal: ProposedViewSize) -> CGSize? {
    node.counts.begin(pass)
    passCounters.sizeThatFitsCalls += 1
    if let size = node.measurements.size(for: proposal, policy: policy, overflow: measurementOverflow) {
      node.counts.countHit()
      passCounters.cacheHits += 1
      return size
    }
    node.counts.countMiss()
    passCounters.cacheMisses += 1
    return nil
  }

  /// `node`'s size for `proposal` from its layout, `behavior`, checked and remembered.
  @inline(__always)
  private func newSize(of node: ViewNode, _ behavior: any LayoutBehavior, for proposal: ProposedViewSize) -> CGSize {
    let size = checked(nested { behavior.sizeThatFits(proposal, node: node, engine: self) }, for: proposal, node)
    node.measurements.remember(size, for: proposal, policy: policy, overflow: measurementOverflow)
    return size
  }

  // What `measure` records when tracing, kept out of it: its frame is on the stack at every
  // level of the measuring recursion, and the trace events are large values.

  /// Records that `container` proposed `proposal` to `node`.
  @inline(never)
  private func traceProposal(
    _ proposal: ProposedViewSize, from container: ViewNode, to node: ViewNode, in tracer: TraceRecorder
  ) {
    tracer.record(.proposal(from: container.traced, to: node.traced, proposal, reason: reason(proposal, container)))
  }

  /// Records `node`'s answer `size` to `proposal`.
  @inline(never)
  private static func traceResponse(
    of node: ViewNode, _ proposal: ProposedViewSize, _ size: CGSize, cached: Bool, in tracer: TraceRecorder
  ) {
    tracer.record(.response(node.traced, proposal, size, cached: cached))
  }

  /// Records the rule by which `behavior`, `node`'s, chose `size` for `proposal`, from the
  /// events since `firstEvent`, and the answer.
  @inline(never)
  private static func traceSize(
    of node: ViewNode, _ behavior: any LayoutBehavior, _ proposal: ProposedViewSize, _ size: CGSize,
    since firstEvent: Int, in tracer: TraceRecorder
  ) {
    let context = ExplainContext(node, trace: tracer, since: firstEvent)
    if let rule = behavior.explainSize(proposal, size: size, context: context) {
      tracer.sizeRules[tracer.events.count] = rule
    }
    traceResponse(of: node, proposal, size, cached: false, in: tracer)
  }

  /// Why `container` proposes `proposal`: the host's size, a placement, or what its layout says.
  private func reason(_ proposal: ProposedViewSize, _ container: ViewNode) -> ProposalReason {
    if container.parent == nil { return .host }
    if recorders.last?.container == container { return .placement }
    return container.behavior?.proposalReason(proposal) ?? .modifier
  }

  /// `node`'s size and guides for `proposal`, asked by `container` in the layout call `scope`.
  func dimensions(
    of node: ViewNode, _ proposal: ProposedViewSize, from container: ViewNode, scope: LayoutCallScope
  ) -> ViewDimensions {
    ViewDimensions(
      size: measure(node, proposal, from: container),
      guides: GuideContext(engine: .passUnretained(self), node: node, proposal: proposal, scope: scope))
  }

  /// `node`'s explicit value for a guide at `size`, or `nil` when it sets none.
  ///
  /// `node.explicitGuides`, remembered when the subtree was built, says which guides the
  /// subtree may answer; like a remembered size it depends only on the subtree's views, never
  /// on content built during placement, which a container does not pass up
  /// (`GuideSet.exported(by:buildsContentWhenPlaced:)`), so the answer is the same cold or warm.
  func explicitAlignment(
    of key: AlignmentKey, node: ViewNode, proposal: ProposedViewSize, size: CGSize
  ) -> CGFloat? {
    guard node.mayHaveExplicitValue(for: key), let behavior = node.behavior else { return nil }
    let value = withSufficientStack {
      behavior.explicitAlignment(
        of: key, in: CGRect(origin: .zero, size: size), proposal: proposal, node: node, engine: self)
    }
    if let value, !value.isFinite {
      report(
        .invalidSize, node,
        "\(behavior.typeName) returned \(formatLength(value)) for alignment guide \(key); using the default")
      return nil
    }
    return value
  }

  /// `node`'s preferred spacing, remembered until the node changes: like a size (see
  /// `measure`), it depends only on the subtree's views, not on what was placed.
  func spacing(of node: ViewNode) -> ViewSpacing {
    if let spacing = node.measurements.spacing(in: measurementOverflow) { return spacing }
    let spacing = withSufficientStack { node.behavior?.spacing(node: node, engine: self) } ?? ViewSpacing()
    node.measurements.remember(spacing, overflow: measurementOverflow)
    return spacing
  }

  /// `node`'s layout priority: its trait, or its layout's default.
  func priority(of node: ViewNode) -> Double {
    node.traits.priority ?? node.behavior?.defaultPriority(node: node) ?? 0
  }

  // MARK: Placing

  /// Where a subview goes and the proposal it was sized with. The proposal is packed: the
  /// pass keeps one placement per subview of every container being placed (`placements`).
  struct Placement {
    var frame: CGRect
    private var packedProposal: PackedProposal

    init(frame: CGRect, proposal: ProposedViewSize) {
      self.frame = frame
      packedProposal = PackedProposal(proposal)
    }

    var proposal: ProposedViewSize { packedProposal.proposal }
  }

  /// Places `node` at `frame`, then its subviews as its layout's `placeSubviews` says.
  ///
  /// SwiftUI parity: under a right-to-left layout direction each subview's x position is
  /// mirrored within its container, so layouts are written once, left to right (Apple's
  /// `LayoutSubviews.layoutDirection` documentation).
  ///
  /// A node placed again at the frame and with the proposal of its last placement, with
  /// nothing in its subtree changed since (`needsPlacement`) and no content built during
  /// placement below it, would place every subview where it was: its subviews keep their
  /// placements and are not visited (nor counted). A node that moved is placed again with its
  /// subtree: frames are kept in root coordinates, and the Architecture article says why a
  /// moved subtree is not shifted instead.
  ///
  /// A container placed again in the bounds and with the proposal of its last placement, after
  /// only some of its subviews changed, may place only those (an `IncrementalLayout`, through
  /// `LayoutBehavior.commitSubviews`): the others keep their placements and are not visited.
  /// One whose layout remembers its last committed placement may do so in other bounds too,
  /// placing the subviews it finds moved.
  ///
  /// A frame infinitely wide or tall (the node was proposed infinity there and takes its
  /// maximum size, as SwiftUI's views do) is reported as `infiniteLength`; its origin is finite
  /// (see `place`), and it is not mirrored.
  ///
  /// A subview its container's layout did not place is centred with a diagnostic, or, for a
  /// layout that leaves such subviews out (`BuiltinLayout.leavesUnplacedSubviewsOut`), marked
  /// left out (`ViewNode.isLeftOut`) and not placed at all.
  func commitPlacement(_ node: ViewNode, _ frame: CGRect, _ proposal: ProposedViewSize) {
    node.counts.begin(pass)
    let wasLeftOut = node.isLeftOut
    if wasLeftOut { Self.setLeftOut(node, false) }
    if !frame.size.width.isFinite || !frame.size.height.isFinite { reportInfinite(node, frame, proposal) }
    node.counts.countPlacement()
    passCounters.placements += 1
    if let tracer { Self.tracePlacement(of: node, frame, proposal, in: tracer) }
    // An unchanged subtree placed at the same frame with the same proposal keeps its
    // placements. One that moved is placed again: adding the offset to every frame below would
    // round differently from placing it, and frames must not depend on the history.
    let samePlacement = Self.same(node.frame, frame) && node.placedProposal == proposal
    if samePlacement, !node.needsPlacement, !node.placesDeferredContent {
      if node.holdsInfiniteLength { reportInfiniteViews(in: node.subviews) }
      return
    }
    node.frame = frame
    node.placedProposal = proposal
    if let content = node.deferredContent { buildDeferredContent(content, of: node, at: frame) }
    if let behavior = node.behavior, node.subviewCount != 0 {
      if node.subviewCount != 1 || tracer != nil || !commitOnlySubview(of: node, behavior, in: frame, proposal) {
        commitSubviews(of: node, behavior, in: frame, proposal, samePlacement: samePlacement && !wasLeftOut)
      }
    } else {
      node.holdsInfiniteLength = false
    }
    node.needsPlacement = false
  }

  /// The part of `commitPlacement` that only a container with subviews runs: its layout places
  /// them (`samePlacement`: at the frame and with the proposal of its last placement, and not
  /// left out then), and each is committed. Kept out of `commitPlacement`, whose frame every
  /// leaf would otherwise pay for: this one holds the state of the subviews' loop.
  @inline(never)
  private func commitSubviews(
    of node: ViewNode, _ behavior: any LayoutBehavior, in frame: CGRect, _ proposal: ProposedViewSize,
    samePlacement: Bool
  ) {
    let (base, stamp) = beginRecording(node, commits: true)
    // The subviews the layout had to place, when it placed only some; the others keep theirs.
    let placedOnly = behavior.commitSubviews(
      in: frame, proposal: proposal, node: node, engine: self, samePlacement: samePlacement)
    recorders.removeLast()
    let everySubviewLayer = everySubviewLayers.last?.base == base ? everySubviewLayers.removeLast().layer : nil
    if let everySubviewLayer { safeArea.layers.append(everySubviewLayer) }
    let container = placingContainer.flatMap { $0.node == node ? $0 : nil }
    placingContainer = nil
    if let container { containers.append(container) }
    let mirrors = node.environment.layoutDirection == .rightToLeft
    tracer?.depth += 1
    var leftOut = false
    var holdsInfiniteLength = false
    var previous: CGRect?
    let invalid = invalidSlots(from: base)
    /// Whether `child` was placed at a position that is not finite.
    func isInvalid(_ index: Int) -> Bool { !invalid.isEmpty && invalid.contains(base + index) }
    /// Commits the placement `child`, the subview at `index`, was given, or the one it gets
    /// unplaced.
    func commit(_ child: ViewNode, at index: Int) {
      assert(child.subviewIndex == index, "a subview committed at another index than its own")
      let placed = placements.placement(at: base + index, stamp: stamp)
      if placed == nil, behavior.leavesUnplacedSubviewsOut, !isInvalid(index) {
        Self.setLeftOut(child, true)
        leftOut = true
        return
      }
      var placement =
        placed
        ?? unplacedPlacement(
          of: child, by: node, in: frame, containerProposal: proposal,
          reported: isInvalid(index))
      if mirrors { placement.frame.origin.x = Self.mirroredX(of: placement.frame, in: frame) }
      let addedLayer = !subviewLayers.isEmpty && addSafeAreaLayer(givenToSlot: base + index)
      if let tracer {
        Self.recordPlacementRule(of: child, at: placement.frame, by: node, in: frame, after: previous, tracer)
        previous = placement.frame
      }
      nestedCommitPlacement(child, placement.frame, placement.proposal)
      if addedLayer { removeInnermostSafeAreaLayer() }
      if !holdsInfiniteLength, Self.holdsInfiniteLength(child) { holdsInfiniteLength = true }
    }
    let entersSpace = namedSpaces.enterSpace(declaredBy: node)
    let subviews = node.subviews
    if let placedOnly {
      // The subviews the layout had to place, and those it placed; the others keep their
      // placements and are not looked at, unless one may hold an infinitely long view.
      let keptMayBeInfinite = node.holdsInfiniteLength
      let committed = listedSubviews(with: placedOnly)
      // Read range by range: reading an `IndexSet` index by index costs several calls each.
      for range in committed.rangeView {
        for index in range where index < subviews.count { commit(subviews[index], at: index) }
      }
      if keptMayBeInfinite, reportInfiniteViews(inKept: subviews, committed: committed) { holdsInfiniteLength = true }
    } else {
      // Committed after the layout placed them all: with thousands of subviews their records
      // have left the nearer caches again, so each is fetched a few subviews ahead.
      let ahead = ViewNode.prefetchDistance
      for index in subviews.indices {
        if index + ahead < subviews.count { subviews[index + ahead].prefetchCommitFields() }
        commit(subviews[index], at: index)
      }
    }
    if entersSpace { namedSpaces.removeLast() }
    if container != nil { containers.removeLast() }
    if everySubviewLayer != nil { safeArea.layers.removeLast() }
    if !invalidSlots.isEmpty { invalidSlots.removeAll { $0 >= base } }
    node.leavesSubviewsOut = leftOut
    if !subviewLayers.isEmpty { subviewLayers.removeAll { $0.slot >= base } }
    node.holdsInfiniteLength = holdsInfiniteLength
    tracer?.depth -= 1
    placements.close(from: base)
  }

  /// `commitSubviews` for a modifier that places its one subview from its bounds and proposal
  /// alone (`BoundsPlacedModifier`), while not tracing: commits the placement its
  /// `placeSubviews` would make, without the call, its proxies or placement slots. The subview
  /// is asked the same questions in the same order, and gets the same frame and diagnostics,
  /// as through `place` (aligned or anchored) and `commitSubviews`. Returns `false`, doing
  /// nothing, for any other container.
  @inline(never)
  private func commitOnlySubview(
    of node: ViewNode, _ behavior: any LayoutBehavior, in frame: CGRect, _ proposal: ProposedViewSize
  ) -> Bool {
    guard let placed = behavior.onlySubviewPlacement(in: frame, proposal: proposal) else { return false }
    let child = node.subviews[0]
    // What `place(aligned:in:proposal:)` and `place(at:anchor:proposal:)` ask, in their order.
    let position: CGPoint
    let anchor: UnitPoint
    let placedProposal: ProposedViewSize
    switch placed {
    case .anchored(let anchoredPosition, let anchoredAt, let proposal):
      (position, anchor, placedProposal) = (anchoredPosition, anchoredAt, proposal)
    case .aligned(let alignment, let proposal):
      position = alignedPosition(of: child, by: node, alignment, in: frame, proposal: proposal)
      (anchor, placedProposal) = (.topLeading, proposal)
    }
    let childProposal = usable(placedProposal, from: node, to: child)
    var placement: Placement
    if let problem = Self.positionProblem(position, by: node) {
      report(.invalidPlacement, child, problem)
      placement = unplacedPlacement(of: child, by: node, in: frame, containerProposal: proposal, reported: true)
    } else {
      let childFrame = anchoredFrame(of: child, by: node, at: position, anchor, childProposal)
      if let problem = Self.originProblem(childFrame.origin, position, anchor, by: node) {
        report(.invalidPlacement, child, problem)
        placement = unplacedPlacement(of: child, by: node, in: frame, containerProposal: proposal, reported: true)
      } else {
        placement = Placement(frame: childFrame, proposal: childProposal)
      }
    }
    if node.environment.layoutDirection == .rightToLeft {
      placement.frame.origin.x = Self.mirroredX(of: placement.frame, in: frame)
    }
    let entersSpace = namedSpaces.enterSpace(declaredBy: node)
    nestedCommitPlacement(child, placement.frame, placement.proposal)
    if entersSpace { namedSpaces.removeLast() }
    node.leavesSubviewsOut = false
    node.holdsInfiniteLength = Self.holdsInfiniteLength(child)
    return true
  }

  // What `commitPlacement` does rarely, kept out of it: its frame is on the stack at every
  // level of the placing recursion, and the locals of these paths made it larger.

  /// Records `node`'s placement, when tracing.
  @inline(never)
  private static func tracePlacement(
    of node: ViewNode, _ frame: CGRect, _ proposal: ProposedViewSize, in tracer: TraceRecorder
  ) {
    tracer.record(.placement(node.traced, frame, proposal))
  }

  /// Builds `node`'s deferred content (a `GeometryReader`'s) if it needs building at `frame`.
  @inline(never)
  private func buildDeferredContent(_ content: DeferredContent, of node: ViewNode, at frame: CGRect) {
    guard
      let geometry = content.geometryIfNeedsBuild(
        at: node, in: namedSpaces, safeAreaInsets: safeAreaInsets(of: node, at: frame))
    else { return }
    builder.buildDeferredContent(of: node, content, for: geometry, engine: self)
  }

  /// Records the rule `behavior`, `node`'s, placed `child` at `frame` by, when tracing: the
  /// child's placement is the next event recorded.
  @inline(never)
  private static func recordPlacementRule(
    of child: ViewNode, at frame: CGRect, by node: ViewNode, in bounds: CGRect, after previous: CGRect?,
    _ tracer: TraceRecorder
  ) {
    if let rule = node.behavior?.explainPlacement(of: child, at: frame, in: bounds, after: previous, node: node) {
      tracer.placementRules[tracer.events.count] = rule
    }
  }

  /// The subviews of `node` that its layout must place when it places only those that changed
  /// (`changed`, by index): those and every subview that is placed again whatever its layout
  /// says, one marked to be placed again (`needsPlacement`: its environment changed, say) or
  /// one whose subtree builds content or reads the safe area where it is placed
  /// (`placesDeferredContent`). Every other subview keeps its placement.
  ///
  /// The subviews marked to be placed again are among `changed`: marking tells each container
  /// on the way up (`ViewNode.markNeedsPlacement()`), so they are found without a look at
  /// every subview. Those placing deferred content are looked for only in a container that
  /// places some (`placesDeferredContent` on the container says whether any of its subviews
  /// does, or itself).
  func subviewsToPlace(of node: ViewNode, changed: IndexSet) -> IndexSet {
    guard node.placesDeferredContent else { return changed }
    var indices = changed
    for child in node.subviews where child.placesDeferredContent { indices.insert(child.subviewIndex) }
    return indices
  }

  /// Whether `child`, placed (not left out), is infinitely long or holds a view that is.
  private static func holdsInfiniteLength(_ child: ViewNode) -> Bool {
    !child.isLeftOut
      && (child.holdsInfiniteLength || !child.frame.size.width.isFinite || !child.frame.size.height.isFinite)
  }

  /// Marks `node`, a subview, left out (or no longer), with the structural nodes wrapping it
  /// alone (a `.preference` writer around it), so that they contribute no preference values
  /// either.
  private static func setLeftOut(_ node: ViewNode, _ isLeftOut: Bool) {
    node.isLeftOut = isLeftOut
    var wrapper = node.parent
    while let current = wrapper, !current.laysOut, current.childCount == 1 {
      current.isLeftOut = isLeftOut
      wrapper = current.parent
    }
  }

  /// Placement slots kept free above a container's own when they are opened, for the slots of
  /// the containers nested below it.
  private static let nestedPlacementRoom = 64

  /// Whether `container`'s `placeSubviews` is the layout call running now.
  func isPlacingSubviews(of container: ViewNode) -> Bool { recorders.last?.container == container }

  /// Opens a slot for each of `container`'s subviews and makes it the container whose
  /// placements `place` records; returns where its slots start and their stamp.
  private func beginRecording(_ container: ViewNode, commits: Bool) -> (base: Int, stamp: UInt32) {
    // Room for the subviews' own slots too, which are opened while these are still open:
    // growing by them alone would double a large container's slots.
    let (base, stamp) = placements.open(container.subviewCount, room: Self.nestedPlacementRoom)
    recorders.append(Recorder(container: container, base: base, stamp: stamp, commits: commits))
    return (base, stamp)
  }

  /// Runs `placeSubviews` (in `body`) for `container` and returns what it placed, by index,
  /// and the indices of subviews it placed at a position that is not finite.
  ///
  /// A rehearsal commits nothing: the safe-area layers it gave its subviews
  /// (`addSafeAreaLayer`) are dropped with its placement slots. Kept, they would outlive it
  /// under slot numbers that the next container placed reuses, and give that container's
  /// subviews a safe area they do not have, only in a pass that asked for the rehearsal. Nor
  /// does it change which container is being placed (`placingContainer`): a rehearsed
  /// `ScrollView` sets itself there, and would take the place of the one around it.
  func recordPlacements(
    of container: ViewNode, _ body: () -> Void
  ) -> (placements: [Placement?], invalid: Set<Int>) {
    let (base, stamp) = beginRecording(container, commits: false)
    let layerCount = subviewLayers.count
    let placing = placingContainer
    body()
    placingContainer = placing
    if subviewLayers.count > layerCount { subviewLayers.removeSubrange(layerCount...) }
    recorders.removeLast()
    let recorded = placements.placements(from: base, stamp: stamp)
    placements.close(from: base)
    var invalid = Set<Int>()
    if !invalidSlots.isEmpty {
      for slot in invalidSlots where slot >= base { invalid.insert(slot - base) }
      invalidSlots.removeAll { $0 >= base }
    }
    return (recorded, invalid)
  }

  /// A placement request from `LayoutSubview.place(at:anchor:proposal:)`.
  ///
  /// Along an axis where the subview is infinitely long (proposed infinity there), its leading
  /// (top) edge goes at `position`, whatever the anchor: anchoring it anywhere else would put
  /// its origin at -∞, and a leading anchor would compute 0 × ∞ = NaN. A NaN or negative
  /// proposed length is proposed as 0.
  func place(
    _ node: ViewNode, of container: ViewNode, at position: CGPoint, anchor: UnitPoint,
    proposal: ProposedViewSize
  ) {
    let proposal = usable(proposal, from: container, to: node)
    Self.prefetchSubview(after: node, of: container)
    guard let recorder = recorders.last, recorder.container == container else {
      report(
        .placementOutsidePlaceSubviews, container,
        "\(container.behavior?.typeName ?? container.summary) called place(at:anchor:proposal:) on a subview outside its placeSubviews; ignored"
      )
      return
    }
    if let problem = Self.positionProblem(position, by: container) { return rejectPlacement(of: node, problem) }
    if placements.holdsPlacement(at: recorder.base + node.subviewIndex, stamp: recorder.stamp) {
      report(
        .duplicatePlacement, node,
        "\(container.behavior?.typeName ?? container.summary) placed a subview more than once in one placeSubviews; the last placement counts"
      )
    }
    let frame = anchoredFrame(of: node, by: container, at: position, anchor, proposal)
    if let problem = Self.originProblem(frame.origin, position, anchor, by: container) {
      return rejectPlacement(of: node, problem)
    }
    if recorder.base == listingBase {
      list(node, at: recorder.base + node.subviewIndex, stamp: recorder.stamp)
    }
    placements.set(
      Placement(frame: frame, proposal: proposal), at: recorder.base + node.subviewIndex, stamp: recorder.stamp)
  }

  /// The frame of `node`, a subview of `container`, with its `anchor` point at `position`
  /// (finite) and its size for `proposal`, asked now. Along an axis where it is infinitely
  /// long, its leading (top) edge is at `position`, whatever the anchor.
  @inline(__always)
  private func anchoredFrame(
    of node: ViewNode, by container: ViewNode, at position: CGPoint, _ anchor: UnitPoint, _ proposal: ProposedViewSize
  ) -> CGRect {
    let size = measure(node, proposal, from: container)
    func start(_ position: CGFloat, _ anchor: CGFloat, _ length: CGFloat) -> CGFloat {
      length.isFinite ? position - anchor * length : position
    }
    return CGRect(
      origin: CGPoint(x: start(position.x, anchor.x, size.width), y: start(position.y, anchor.y, size.height)),
      size: size)
  }

  /// What is wrong with placing a subview of `container` at `position`, if it is not finite.
  @inline(__always)
  private static func positionProblem(_ position: CGPoint, by container: ViewNode) -> String? {
    guard !position.x.isFinite || !position.y.isFinite else { return nil }
    return
      "\(container.behavior?.typeName ?? container.summary) placed a subview at (\(formatLength(position.x)), \(formatLength(position.y))); centring it instead"
  }

  /// What is wrong with the `origin` a subview of `container` placed at `position` with
  /// `anchor` gets, if it is not finite.
  @inline(__always)
  private static func originProblem(_ origin: CGPoint, _ position: CGPoint, _ anchor: UnitPoint, by container: ViewNode)
    -> String?
  {
    guard !origin.x.isFinite || !origin.y.isFinite else { return nil }
    return
      "\(container.behavior?.typeName ?? container.summary) placed a subview at (\(formatLength(position.x)), \(formatLength(position.y))) with anchor (\(formatLength(anchor.x)), \(formatLength(anchor.y))), which puts its origin at (\(formatLength(origin.x)), \(formatLength(origin.y))); centring it instead"
  }

  /// Lists `node`, placed by the listing layout in `slot`, unless it was placed before.
  @inline(never)
  private func list(_ node: ViewNode, at slot: Int, stamp: UInt32) {
    if !placements.holdsPlacement(at: slot, stamp: stamp) { placedIndices.append(node.subviewIndex) }
  }

  /// Has the layout of `container`, whose subviews are being committed, list the subviews it
  /// places: it places only some of them (`LayoutBehavior.commitSubviews`), and only those it
  /// places, and those it had to, are committed, without a look at every subview.
  func listPlacedSubviews(of container: ViewNode) {
    // Called from `commitSubviews` through the container's behavior, just after its recorder
    // was opened: the list is always made again, so no earlier list is read in its place.
    assert(recorders.last?.container == container && recorders.last?.commits == true, "listing outside a commit")
    listingBase = recorders.last?.base ?? -1
    placedIndices.removeAll(keepingCapacity: true)
  }

  /// Reports again the infinitely long views in the subtrees of `subviews` kept with their
  /// placements (those not in `committed`), as for any subtree that keeps its placements;
  /// returns whether there was one.
  @inline(never)
  private func reportInfiniteViews(inKept subviews: NodeList, committed: IndexSet) -> Bool {
    var found = false
    for (index, subview) in subviews.enumerated()
    where !committed.contains(index) && Self.holdsInfiniteLength(subview) {
      reportInfiniteViews(in: [subview])
      found = true
    }
    return found
  }

  /// Stops listing the subviews placed: the listing layout could not be told which to place
  /// (`IncrementalLayout.placeSubviews(in:proposal:subviews:sameTypeAs:changedSubviews:)`
  /// returned `false`, running nothing) and places them all.
  func stopListingPlacedSubviews() { listingBase = -1 }

  /// The subviews the listing layout placed, and `required`, the ones it had to place; ends
  /// the listing.
  @inline(never)
  private func listedSubviews(with required: IndexSet) -> IndexSet {
    listingBase = -1
    var indices = required
    // Inserted a run of consecutive indices at a time: a layout places in order, and each
    // insertion into an `IndexSet` costs as much as placing a subview.
    var run = 0..<0
    for index in placedIndices {
      if index == run.upperBound, !run.isEmpty {
        run = run.lowerBound..<index + 1
      } else {
        if !run.isEmpty { indices.insert(integersIn: run) }
        run = index..<index + 1
      }
    }
    if !run.isEmpty { indices.insert(integersIn: run) }
    return indices
  }

  /// Prefetches what placing reads of the subview of `container` that comes
  /// `ViewNode.prefetchDistance` after `node`, the subview being placed, if there is one: what
  /// the container's layout most likely places next but a few.
  @inline(__always)
  private static func prefetchSubview(after node: ViewNode, of container: ViewNode) {
    let ahead = node.subviewIndex + ViewNode.prefetchDistance
    // Read in place: copying the array out of the record would count a reference.
    container.record.pointee.layout.subviews.nodeInArray(at: ahead)?.prefetchPlacementFields()
  }

  // MARK: Safe area

  /// Makes `layer` part of the safe area of `subview` of `container`, and of everything below
  /// it, while it is placed: what a `safeAreaInset` gives its content. Only `container`'s
  /// `placeSubviews` may call it; elsewhere it does nothing.
  func addSafeAreaLayer(_ layer: SafeAreaLayer, to subview: ViewNode, of container: ViewNode) {
    guard let recorder = recorders.last, recorder.container == container else { return }
    subviewLayers.append((recorder.base + subview.subviewIndex, layer))
  }

  /// How far `node`, at `frame` (root coordinates), may reach into the unsafe area of
  /// `regions` beyond each edge, in `node`'s layout direction (see `SafeAreaChain`).
  func safeAreaInsets(of node: ViewNode, at frame: CGRect, regions: SafeAreaRegions = .all) -> EdgeInsets {
    safeArea.insets(for: frame, regions: regions, layoutDirection: node.environment.layoutDirection)
  }

  /// Grows `container`'s frame, while its `placeSubviews` commits it, into the unsafe area of
  /// `regions` on `edges` (in its layout direction) where it touches the safe boundary
  /// (C-SA5), and returns how far it reached on each edge, in its layout direction: a
  /// `ScrollView` reaching under the bars (C-SA11). Its subviews are still placed and mirrored
  /// within the frame its container gave it. Zero, the frame unchanged, in a rehearsal
  /// (`recordPlacements`) or outside its `placeSubviews`: a rehearsal commits nothing.
  func reachSafeArea(of container: ViewNode, regions: SafeAreaRegions, edges: Edge.Set) -> EdgeInsets {
    guard let recorder = recorders.last, recorder.container == container, recorder.commits else {
      return EdgeInsets()
    }
    let frame = container.frame
    var reached = safeAreaInsets(of: container, at: frame, regions: regions)
    for edge in Edge.allCases where !edges.contains(Edge.Set(edge)) { reached[edge] = 0 }
    guard reached != EdgeInsets() else { return reached }
    let absolute = reached.flipped(for: container.environment.layoutDirection)
    container.frame = CGRect(
      x: frame.minX - absolute.leading, y: frame.minY - absolute.top,
      width: frame.width + absolute.leading + absolute.trailing, height: frame.height + absolute.top + absolute.bottom)
    return reached
  }

  /// Makes `layer` part of the safe area of every subview of `container`, and of everything
  /// below them, while they are placed: one layer for all, however many subviews. Only from
  /// `container`'s `placeSubviews` when it commits; elsewhere it does nothing.
  func addSafeAreaLayer(_ layer: SafeAreaLayer, toEverySubviewOf container: ViewNode) {
    guard let recorder = recorders.last, recorder.container == container, recorder.commits else { return }
    if everySubviewLayers.last?.base == recorder.base {
      everySubviewLayers[everySubviewLayers.count - 1].layer = layer
    } else {
      everySubviewLayers.append((recorder.base, layer))
    }
  }

  /// Makes the layer given to the subview at placement slot `slot`, if there is one, the
  /// innermost layer of the safe area while the subview is placed, taken out of
  /// `subviewLayers`; whether there was one. Not inlined, as `removeInnermostSafeAreaLayer()`:
  /// a layer is a large value, and `commitSubviews`' frame is on the stack at every level of
  /// the placing recursion.
  @inline(never)
  private func addSafeAreaLayer(givenToSlot slot: Int) -> Bool {
    guard let index = subviewLayers.lastIndex(where: { $0.slot == slot }) else { return false }
    safeArea.layers.append(subviewLayers.remove(at: index).layer)
    return true
  }

  /// Removes the innermost layer of the safe area, added for a subview while it was placed.
  @inline(never)
  private func removeInnermostSafeAreaLayer() {
    safeArea.layers.removeLast()
  }

  /// Where a subview its container never placed goes: centred, with the container's proposal.
  /// An `unplacedSubview` diagnostic says so, unless the placement was already reported as
  /// invalid (`reported`) or the bounds are not finite (nothing can be placed in them). Along
  /// an axis where the bounds or the subview are infinitely long, its leading (top) edge is at
  /// the bounds' (`centredStart`).
  ///
  /// SwiftUI parity: centred, as Apple documents for `LayoutSubview.place`; SwiftUI says nothing.
  @inline(never)
  func unplacedPlacement(
    of node: ViewNode, by container: ViewNode, in bounds: CGRect, containerProposal: ProposedViewSize,
    reported: Bool
  ) -> Placement {
    if !reported, bounds.width.isFinite, bounds.height.isFinite {
      report(
        .unplacedSubview, node,
        "\(container.behavior?.typeName ?? container.summary) did not place subview \(node.subviewIndex) in placeSubviews; centred with the container's proposal"
      )
    }
    let size = measure(node, containerProposal, from: container)
    let origin = CGPoint(
      x: centredStart(size.width, in: bounds.minX, bounds.width),
      y: centredStart(size.height, in: bounds.minY, bounds.height))
    return Placement(frame: CGRect(origin: origin, size: size), proposal: containerProposal)
  }

  /// Runs `body` one level deeper in the measuring recursion, checking that the stack has
  /// room (`withSufficientStack`) every `stackCheckInterval` levels: between two checks the
  /// levels use far less than the guard's red zone, and the check costs more than a level's
  /// own bookkeeping.
  @inline(__always)
  private func nested<R>(_ body: () -> R) -> R {
    nesting &+= 1
    defer { nesting &-= 1 }
    return nesting & (Self.stackCheckInterval - 1) == 0 ? withSufficientStack(body) : body()
  }

  /// `commitPlacement(node, frame, proposal)` one level deeper in the placing recursion, with
  /// the stack checked as `nested` does. Without room, the placement goes on on a larger stack
  /// through a function of its own (`commitPlacementOnLargeStack`), which makes the closure
  /// for the hop: made here, its context would take room in `commitSubviews`' frame, which is
  /// on the stack at every level of the placing recursion.
  @inline(__always)
  private func nestedCommitPlacement(_ node: ViewNode, _ frame: CGRect, _ proposal: ProposedViewSize) {
    nesting &+= 1
    defer { nesting &-= 1 }
    if nesting & (Self.stackCheckInterval - 1) == 0, !StackGuard.hasRoom() {
      commitPlacementOnLargeStack(node, frame, proposal)
    } else {
      commitPlacement(node, frame, proposal)
    }
  }

  /// `commitPlacement` on a larger stack.
  @inline(never)
  private func commitPlacementOnLargeStack(_ node: ViewNode, _ frame: CGRect, _ proposal: ProposedViewSize) {
    StackGuard.onLargeStack { commitPlacement(node, frame, proposal) }
  }

  /// How many levels share one stack check (a power of two).
  private static let stackCheckInterval = 8

  // MARK: Checking

  /// `size` with every dimension a layout may not return replaced, and a diagnostic for it.
  /// Infinity is allowed only where the proposal was infinity (a maximum-size probe).
  @inline(__always)
  private func checked(_ size: CGSize, for proposal: ProposedViewSize, _ node: ViewNode) -> CGSize {
    // Every finite, non-negative size is fine: the common case costs two comparisons each.
    if size.width.isFinite, size.width >= 0, size.height.isFinite, size.height >= 0 { return size }
    return replacingInvalid(size, for: proposal, node)
  }

  /// `checked(_:for:_:)` for a size with a dimension that is negative or not finite.
  @inline(never)
  private func replacingInvalid(_ size: CGSize, for proposal: ProposedViewSize, _ node: ViewNode) -> CGSize {
    var result = size
    var problem = false
    for axis in Axis.allCases {
      let value = size[axis]
      let proposed = proposal[axis]
      if value.isNaN || value < 0 {
        result[axis] = 0
        problem = true
      } else if value.isInfinite, proposed != .infinity {
        result[axis] = proposed.map { $0.isFinite ? $0 : 0 } ?? 0
        problem = true
      }
    }
    if problem {
      report(
        .invalidSize, node,
        "\(node.behavior?.typeName ?? node.summary) returned \(Self.format(size)) for proposal \(proposal); using \(Self.format(result))"
      )
    }
    return result
  }

  /// `proposal` with every NaN or negative length (-∞ included) replaced by 0, reported as an
  /// `invalidProposal` of `container`. +∞ stays: it asks for the maximum size.
  ///
  /// SwiftUI parity: a length below 0 behaves as 0 (padding and stacks clamp their proposals at
  /// 0, as OpenSwiftUI's `_ProposedSize.inset(by:)` does); SwiftUI documents no meaning for NaN,
  /// which LayoutLab treats as 0 too. Built-in views never propose either; a custom layout may.
  @inline(__always)
  private func usable(_ proposal: ProposedViewSize, from container: ViewNode, to node: ViewNode) -> ProposedViewSize {
    if proposal.width.map({ $0 >= 0 }) ?? true, proposal.height.map({ $0 >= 0 }) ?? true { return proposal }
    return correctedProposal(proposal, from: container, to: node)
  }

  /// `usable(_:from:to:)` for a proposal with a NaN or negative length.
  @inline(never)
  private func correctedProposal(_ proposal: ProposedViewSize, from container: ViewNode, to node: ViewNode)
    -> ProposedViewSize
  {
    let corrected = ProposedViewSize(
      width: proposal.width.map { $0 >= 0 ? $0 : 0 }, height: proposal.height.map { $0 >= 0 ? $0 : 0 })
    report(
      .invalidProposal, container,
      "\(container.behavior?.typeName ?? container.summary) proposed \(proposal) to subview \(node.subviewIndex); a NaN or negative length is proposed as 0: \(corrected)"
    )
    return corrected
  }

  /// Reports a placement of `node` that cannot be used (`message` says why) and marks the
  /// subview so that the container's commit centres it instead.
  private func rejectPlacement(of node: ViewNode, _ message: String) {
    report(.invalidPlacement, node, message)
    invalidSlots.append(recorders[recorders.count - 1].base + node.subviewIndex)
  }

  /// The placement slots from `base` on (a container's, whose layout has just placed its
  /// subviews) of the subviews placed at a position that is not finite: a set, so that
  /// committing many of them stays linear.
  private func invalidSlots(from base: Int) -> Set<Int> {
    invalidSlots.isEmpty ? [] : Set(invalidSlots.lazy.filter { $0 >= base })
  }

  /// Reports `node`'s infinite frame, once per pass.
  @inline(never)
  private func reportInfinite(_ node: ViewNode, _ frame: CGRect, _ proposal: ProposedViewSize) {
    let axes = [frame.size.width.isFinite ? nil : "wide", frame.size.height.isFinite ? nil : "tall"].compactMap { $0 }
    report(
      .infiniteLength, node,
      "\(node.behavior?.typeName ?? node.summary) is infinitely \(axes.joined(separator: " and ")): it was placed with proposal \(proposal) and takes its maximum size (SwiftUI's ProposedViewSize.infinity); its leading and top edges are at (\(formatLength(frame.minX)), \(formatLength(frame.minY)))"
    )
  }

  /// Reports again every infinitely long view among `views` and in their subtrees, kept from
  /// their last placement: the result carries an `infiniteLength` diagnostic for each, whether
  /// it was placed in this pass or kept. Only subtrees that hold one are walked.
  @inline(never)
  private func reportInfiniteViews(in views: some Sequence<ViewNode>) {
    var pending = Array(views)
    while let view = pending.popLast() {
      if view.isLeftOut { continue }
      if !view.frame.size.width.isFinite || !view.frame.size.height.isFinite {
        reportInfinite(view, view.frame, view.placedProposal)
      }
      if view.holdsInfiniteLength { pending.append(contentsOf: view.subviews) }
    }
  }

  /// Records `diagnostic`, made outside the tree's walk (a proxy used after its call): in this
  /// pass's diagnostics during a pass, otherwise for the next layout (`takeLateDiagnostics()`).
  /// Each distinct one is kept once.
  func reportLate(_ diagnostic: LayoutDiagnostic) {
    if isInPass {
      if !diagnostics.contains(diagnostic) { diagnostics.append(diagnostic) }
    } else if !lateDiagnostics.contains(diagnostic) {
      lateDiagnostics.append(diagnostic)
    }
  }

  /// The diagnostics reported between passes since the last call, which the next result carries.
  func takeLateDiagnostics() -> [LayoutDiagnostic] {
    defer { lateDiagnostics.removeAll() }
    return lateDiagnostics
  }

  /// Records a diagnostic once per node and kind in a pass.
  func report(_ kind: LayoutDiagnostic.Kind, _ node: ViewNode, _ message: String) {
    guard reported.insert(ReportKey(node: node, kind: kind)).inserted else { return }
    diagnostics.append(LayoutDiagnostic(kind: kind, path: node.path, message: message))
  }

  /// Whether `node` was placed in the current (or last) pass: a node just added to the tree is
  /// placed in the pass after the update that made it, unless no container places it.
  func wasPlacedInPass(_ node: ViewNode) -> Bool {
    node.counts.belong(to: pass) && node.counts.placements > 0
  }

  /// The x of `child` mirrored within `container`: `minX + maxX − child.maxX`. A child or a
  /// container infinitely wide is not mirrored (that would compute ∞ − ∞); where the sum
  /// overflows (coordinates near ±1e308) the terms are taken in the other order, and when that
  /// overflows too the child is not mirrored.
  private static func mirroredX(of child: CGRect, in container: CGRect) -> CGFloat {
    guard container.size.width.isFinite, child.size.width.isFinite else { return child.minX }
    let mirrored = container.minX + container.maxX - child.maxX
    if mirrored.isFinite { return mirrored }
    let reordered = container.minX + (container.maxX - child.maxX)
    return reordered.isFinite ? reordered : child.minX
  }

  /// `lhs == rhs`, inline: Foundation's `CGRect.==` is a call that costs more than the
  /// comparison, and placing asks it for every view.
  @inline(__always)
  private static func same(_ lhs: CGRect, _ rhs: CGRect) -> Bool {
    lhs.origin.x == rhs.origin.x && lhs.origin.y == rhs.origin.y && lhs.size.width == rhs.size.width
      && lhs.size.height == rhs.size.height
  }

  private static func format(_ size: CGSize) -> String {
    "(\(formatLength(size.width)), \(formatLength(size.height)))"
  }

  private struct ReportKey: Hashable {
    let node: ViewNode
    let kind: LayoutDiagnostic.Kind
  }

  /// A container whose `placeSubviews` is running, and where its placement slots start. Holds
  /// no reference: the layers and invalid placements of its subviews are kept by slot
  /// (`everySubviewLayers`, `invalidSlots`).
  private struct Recorder {
    /// Only compared and read while the container is being placed, so it is alive.
    let container: ViewNode
    let base: Int
    /// The stamp of the container's placement slots (see `PlacementSlots`).
    let stamp: UInt32
    /// Whether the placements are committed (`commitPlacement`), not rehearsed.
    let commits: Bool
  }
}
