import Foundation

extension LayoutResult {
  /// Why the view with node number `nodeID` (`PlacedView.nodeID`, the `#17` of traces) has
  /// its size and place, in frame `frame` (the last by default); `nil` when no laid-out view
  /// has that number or the layout has no such frame.
  ///
  /// The explanation is read from this result's trace and views; it does not lay anything out
  /// again. Lay out with `ViewHost.tracing` on to get proposals, answers and rules; without a
  /// trace the explanation knows only the view's frame (`ViewExplanation.isTraced`).
  ///
  /// A view its parent did not place again in `frame` (its subtree unchanged) is explained
  /// from the latest earlier frame that laid it out, which `ViewExplanation.frame` names.
  public func explain(nodeID: Int, frame: Int? = nil) -> ViewExplanation? {
    ExplanationIndex(self).explain(nodeID: nodeID, frame: frame)
  }

  /// The explanation of every laid-out view in frame `frame` (the last by default), by node
  /// number: what the HTML page shows for the view chosen. The trace and the views are read
  /// once for all of them.
  public func explainEveryView(frame: Int? = nil) -> [Int: ViewExplanation] {
    let index = ExplanationIndex(self)
    var explanations: [Int: ViewExplanation] = [:]
    forEachView { view in explanations[view.nodeID] = index.explain(nodeID: view.nodeID, frame: frame) }
    return explanations
  }

  /// Why the view carrying `.id(id)` has its size and place (see `explain(nodeID:frame:)`).
  public func explain(id: AnyHashable, frame: Int? = nil) -> ViewExplanation? {
    view(id: id).flatMap { explain(nodeID: $0.nodeID, frame: frame) }
  }

  /// Why the first view `reference` names (`Text("You")`, `Text("You")#9`, a node number or an
  /// `.id(_:)` string; see `views(named:)`) has its size and place (see `explain(nodeID:frame:)`).
  public func explain(view reference: String, frame: Int? = nil) -> ViewExplanation? {
    views(named: reference).first.flatMap { explain(nodeID: $0.nodeID, frame: frame) }
  }

  /// The views a reference names, in tree order: a node number (`17`), a summary
  /// (`Text("You")`), a summary with its node number (`Text("You")#17`, as traces print
  /// it), or a string given to `.id(_:)`.
  public func views(named reference: String) -> [PlacedView] {
    var found: [PlacedView] = []
    let number = Int(reference)
    forEachView { view in
      if view.nodeID == number || view.summary == reference || "\(view.summary)#\(view.nodeID)" == reference
        || view.ids.contains(AnyHashable(reference))
      {
        found.append(view)
      }
    }
    return found
  }

}

/// The views of a result by node number, each with the view that laid it out, and the trace's
/// events by the view they concern: read once, in one pass over each, so that explaining every
/// view costs no more than reading them.
private struct ExplanationIndex {
  let result: LayoutResult
  /// Each view and the view that laid it out, by node number.
  var views: [Int: (view: PlacedView, parent: PlacedView?)] = [:]
  /// The indices of each view's proposals, responses and placements, by node number, in order.
  var events: [Int: [Int]] = [:]

  init(_ result: LayoutResult) {
    self.result = result
    // With a stack, not recursion: a tree may be 100,000 views deep.
    var stack: [(view: PlacedView, parent: PlacedView?)] = result.views.reversed().map { ($0, nil) }
    while let (view, parent) = stack.popLast() {
      views[view.nodeID] = (view, parent)
      stack.append(contentsOf: view.children.reversed().map { ($0, view) })
    }
    guard let trace = result.trace else { return }
    for (index, event) in trace.events.enumerated() {
      switch event.kind {
      case .proposal(_, let view, _, _), .response(let view, _, _, _), .placement(let view, _, _):
        events[view.id, default: []].append(index)
      default: continue
      }
    }
  }

  func explain(nodeID: Int, frame: Int?) -> ViewExplanation? {
    let frames = result.frames.count
    let frameNumber = frame ?? frames
    guard (1...max(1, frames)).contains(frameNumber), let (view, parent) = views[nodeID] else { return nil }
    let traced = TracedView(id: view.nodeID, summary: view.summary)
    let parentView = parent.map { TracedView(id: $0.nodeID, summary: $0.summary) }
    let kept = ViewExplanation.Placement(parent: parentView, frame: view.frame, proposal: view.proposal, rule: nil)
    let placedSubviews = view.children.map {
      ViewExplanation.PlacedSubview(view: TracedView(id: $0.nodeID, summary: $0.summary), frame: $0.frame)
    }
    guard let trace = result.trace else {
      return ViewExplanation(
        view: traced, frame: frameNumber, requestedFrame: frameNumber, frameCount: frames, isTraced: false,
        answers: [], placement: kept, placedSubviews: placedSubviews, changes: [])
    }
    let reading = TraceReading(trace: trace, nodeID: nodeID, indices: events[nodeID] ?? [])
    let explained = reading.latestFrame(atMost: frameNumber) ?? frameNumber
    let placed = reading.placement(in: explained, parent: parentView)
    // The result holds the last frame's frames: a view placed there that reached beyond its
    // placement (C-SA11) has another frame than the one it was placed at.
    let reached = placed.flatMap { explained == frames && $0.placement.frame != view.frame ? view.frame : nil }
    return ViewExplanation(
      view: traced, frame: explained, requestedFrame: frameNumber, frameCount: frames, isTraced: true,
      answers: reading.answers(in: explained), placement: placed?.placement ?? kept,
      placedSubviews: placed.map { reading.subviewPlacements(after: $0.index) } ?? placedSubviews,
      changes: reading.changes(), reachedFrame: reached)
  }
}

/// The events of a trace that concern one view, read once, for its explanation.
private struct TraceReading {
  let trace: LayoutTrace
  let nodeID: Int
  /// The indices of the view's proposals, responses and placements, in order.
  let indices: [Int]

  /// The latest frame, at most `frame`, in which the view was asked or placed.
  func latestFrame(atMost frame: Int) -> Int? {
    indices.reversed().map { trace.events[$0].frame }.first { $0 <= frame }
  }

  /// The view's proposals in `frame`, each with its answer. A cached answer carries the rule
  /// and subview answers of the measurement the cache remembered, when the trace holds it.
  func answers(in frame: Int) -> [ViewExplanation.Answer] {
    var answers: [ViewExplanation.Answer] = []
    var pending: (index: Int, from: TracedView, reason: ProposalReason)?
    // The view's measurements so far, by proposal: where each was asked and answered.
    var measured: [ProposedViewSize: (asked: Int, answered: Int)] = [:]
    for index in indices {
      switch trace.events[index].kind {
      case .proposal(let from, _, _, let reason): pending = (index, from, reason)
      case .response(_, let proposal, let size, let cached):
        guard let asked = pending else { continue }
        pending = nil
        if !cached { measured[proposal] = (asked.index, index) }
        guard trace.events[index].frame == frame else { continue }
        let source = cached ? measured[proposal] : (asked.index, index)
        answers.append(
          ViewExplanation.Answer(
            proposer: asked.from, proposal: proposal, reason: asked.reason, size: size, cached: cached,
            rule: source.flatMap { trace.sizeRules[$0.answered] },
            subviewAnswers: source.map { subviewAnswers(between: $0.asked, and: $0.answered) } ?? [],
            rememberedFrom: cached ? source.map { trace.events[$0.answered].frame } : nil))
      default: continue
      }
    }
    return answers
  }

  /// The last answer of each direct subview between a proposal to the view and its response:
  /// the responses one level deeper than the view's own.
  private func subviewAnswers(between start: Int, and end: Int) -> [ViewExplanation.SubviewSize] {
    let depth = trace.events[start].depth + 1
    var order: [Int] = []
    var last: [Int: ViewExplanation.SubviewSize] = [:]
    for event in trace.events[(start + 1)..<end] where event.depth == depth {
      guard case .response(let view, _, let size, _) = event.kind else { continue }
      if last[view.id] == nil { order.append(view.id) }
      last[view.id] = ViewExplanation.SubviewSize(view: view, size: size)
    }
    return order.compactMap { last[$0] }
  }

  /// Where the view was placed in `frame`, by `parent`, and the index of that placement.
  func placement(in frame: Int, parent: TracedView?) -> (placement: ViewExplanation.Placement, index: Int)? {
    for index in indices.reversed() where trace.events[index].frame == frame {
      guard case .placement(_, let box, let proposal) = trace.events[index].kind else { continue }
      let placement = ViewExplanation.Placement(
        parent: parent, frame: box, proposal: proposal, rule: trace.placementRules[index])
      return (placement, index)
    }
    return nil
  }

  /// The subviews the view placed after its placement at `index`: the placements one level
  /// deeper, up to the next placement at the view's own level or above (the measurements its
  /// layout makes while placing are at its own level too) or the end of the frame.
  func subviewPlacements(after index: Int) -> [ViewExplanation.PlacedSubview] {
    let depth = trace.events[index].depth
    var placed: [ViewExplanation.PlacedSubview] = []
    for event in trace.events[(index + 1)...] {
      if event.kind == .frameEnded { break }
      guard case .placement(let view, let box, _) = event.kind else { continue }
      if event.depth <= depth { break }
      if event.depth == depth + 1 { placed.append(ViewExplanation.PlacedSubview(view: view, frame: box)) }
    }
    return placed
  }

  /// One sentence per frame whose placement differs from the frame before's.
  func changes() -> [String] {
    var placed: [(frame: Int, box: CGRect)] = []
    for index in indices {
      guard case .placement(_, let box, _) = trace.events[index].kind else { continue }
      let frame = trace.events[index].frame
      if placed.last?.frame == frame { placed[placed.count - 1].box = box } else { placed.append((frame, box)) }
    }
    var sentences: [String] = []
    for (before, after) in zip(placed, placed.dropFirst()) {
      var parts: [String] = []
      if before.box.origin != after.box.origin {
        parts.append(
          "moved from (\(formatLength(before.box.minX)), \(formatLength(before.box.minY))) to (\(formatLength(after.box.minX)), \(formatLength(after.box.minY)))"
        )
      }
      if before.box.size != after.box.size {
        parts.append(
          "resized from \(formatLength(before.box.width)) × \(formatLength(before.box.height)) to \(formatLength(after.box.width)) × \(formatLength(after.box.height))"
        )
      }
      let what = parts.isEmpty ? "stayed at \(ViewExplanation.box(after.box))" : parts.joined(separator: " and ")
      sentences.append("Between frames \(before.frame) and \(after.frame) it \(what).")
    }
    return sentences
  }
}
