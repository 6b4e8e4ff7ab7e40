import Foundation

/// A built-in view or layout that says which rule gave an answer or a placement, and with
/// which numbers, for `LayoutResult.explain(_:frame:)`.
///
/// The engine asks only while the host traces, after the answer or placement is made, so a
/// host that does not trace pays nothing: the boxes do not even look for the conformance.
/// The defaults say nothing; a user's `Layout` never conforms, and its explanation is the
/// generic one (its proposals, its subviews' answers and where it placed them).
protocol RuleExplaining {
  /// The rule behind answering `size` to `proposal`.
  func explainSize(_ proposal: ProposedViewSize, size: CGSize, in context: ExplainContext) -> AppliedRule?
  /// The rule behind placing the subview at `subviewIndex` at `frame` within `bounds`
  /// (root coordinates, as placed); `previous` is the frame of the
  /// subview placed just before it, if any.
  func explainPlacement(
    at frame: CGRect, in bounds: CGRect, subviewIndex: Int, after previous: CGRect?, in context: ExplainContext
  ) -> AppliedRule?
}

extension RuleExplaining {
  func explainSize(_ proposal: ProposedViewSize, size: CGSize, in context: ExplainContext) -> AppliedRule? { nil }
  func explainPlacement(
    at frame: CGRect, in bounds: CGRect, subviewIndex: Int, after previous: CGRect?, in context: ExplainContext
  ) -> AppliedRule? { nil }
}

/// What a built-in knows about its node when it explains itself.
struct ExplainContext {
  /// The `stackOrientation` of the container laying the node out.
  var containerOrientation: Axis?
  /// How many subviews the node has.
  var subviewCount: Int
  /// For a lazy container, how many elements its content has, built or not.
  var elementCount: Int?
  /// The layout's cache as its last call left it (a `Layout`'s `Cache`), for a layout that
  /// explains from what it remembered (a grid's tracks); `nil` for a layout without one.
  var layoutCache: Any?
  /// The node explained.
  private let node: ViewNode
  /// The trace being recorded, for an answer: the events from `firstEvent` on are those of
  /// the measurement explained. `nil` for a placement.
  private let trace: TraceRecorder?
  private let firstEvent: Int

  init(_ node: ViewNode, trace: TraceRecorder? = nil, since firstEvent: Int = 0) {
    containerOrientation = node.containerOrientation
    subviewCount = node.subviewCount
    elementCount = node.lazyElements?.source?.elementCount
    self.node = node
    self.trace = trace
    self.firstEvent = firstEvent
  }

  /// One answer a subview gave while the node measured.
  struct SubviewAnswer {
    /// The subview's index among the node's subviews.
    let index: Int
    let proposal: ProposedViewSize
    let size: CGSize
  }

  /// The answers the node's subviews gave while it measured, in order: the responses one
  /// level deeper than the node's own. Read from the trace when asked, so only the built-ins
  /// that cite their subviews' answers pay for it; empty for a placement.
  func subviewAnswers() -> [SubviewAnswer] {
    guard let trace, firstEvent < trace.events.count else { return [] }
    var indices: [Int: Int] = [:]
    for subview in node.subviews { indices[subview.id] = subview.subviewIndex }
    let depth = trace.depth + 1
    return trace.events[firstEvent...].compactMap { event in
      guard event.depth == depth, case .response(let view, let proposal, let size, _) = event.kind,
        let index = indices[view.id]
      else { return nil }
      return SubviewAnswer(index: index, proposal: proposal, size: size)
    }
  }
}

extension LayoutBehavior {
  /// What `explaining` says about an answer, when it explains itself.
  func explainSize(
    of explaining: Any, _ proposal: ProposedViewSize, size: CGSize, context: ExplainContext
  ) -> AppliedRule? {
    (explaining as? any RuleExplaining)?.explainSize(proposal, size: size, in: context)
  }

  /// What `explaining` says about a placement of one of its subviews, when it explains itself.
  func explainPlacement(
    of explaining: Any, child: ViewNode, at frame: CGRect, in bounds: CGRect, after previous: CGRect?, node: ViewNode,
    layoutCache: Any? = nil
  ) -> AppliedRule? {
    guard let explaining = explaining as? any RuleExplaining else { return nil }
    var context = ExplainContext(node)
    context.layoutCache = layoutCache
    return explaining.explainPlacement(
      at: frame, in: bounds, subviewIndex: child.subviewIndex, after: previous, in: context)
  }
}

/// Numbers as explanations print them: `formatLength`, a missing proposed length as `nil`.
func explained(_ value: CGFloat?) -> String { value.map(formatLength) ?? "nil" }

/// `x = 16 + 4.5 = 20.5`: a position as an edge plus the offset from it.
func offsetArithmetic(_ name: String, edge: CGFloat, position: CGFloat) -> String {
  let offset = position - edge
  if offset == 0 || !offset.isFinite { return "\(name) = \(formatLength(position))" }
  let sign = offset < 0 ? "−" : "+"
  return "\(name) = \(formatLength(edge)) \(sign) \(formatLength(abs(offset))) = \(formatLength(position))"
}

/// Where a subview aligned in `bounds` went, on both axes: `x = 0 + 37.25 = 37.25, y = 0`.
func alignedArithmetic(_ frame: CGRect, in bounds: CGRect) -> String {
  offsetArithmetic("x", edge: bounds.minX, position: frame.minX) + ", "
    + offsetArithmetic("y", edge: bounds.minY, position: frame.minY)
}

/// `width 25.5 + 16 + 16 = 57.5, height …`: a size as its child's plus insets on each axis.
func insetArithmetic(_ size: CGSize, _ insets: EdgeInsets) -> String {
  func sum(_ name: String, _ total: CGFloat, _ first: CGFloat, _ second: CGFloat) -> String {
    "\(name) \(formatLength(total - first - second)) + \(formatLength(first)) + \(formatLength(second)) = \(formatLength(total))"
  }
  return sum("width", size.width, insets.leading, insets.trailing) + ", "
    + sum("height", size.height, insets.top, insets.bottom)
}

/// `width 390 (proposed)` or `width 25.5 (the child's)`: a length, and whether it was `given`
/// (`source` says by what) or taken from the child.
func lengthSource(_ name: String, _ value: CGFloat, given: CGFloat?, _ source: String) -> String {
  "\(name) \(formatLength(value)) (\(given == nil ? "the child's" : source))"
}
