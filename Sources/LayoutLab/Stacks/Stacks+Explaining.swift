import Foundation

/// A stack is its children's lengths plus the gaps along its axis and its tallest (widest)
/// child across (S3, S4); it places the children one after the other, the gaps between (S7).
extension HStackLayout: RuleExplaining {
  func explainSize(_ proposal: ProposedViewSize, size: CGSize, in context: ExplainContext) -> AppliedRule? {
    stackSizeRule("HStack", .horizontal, proposal)
  }

  func explainPlacement(
    at frame: CGRect, in bounds: CGRect, subviewIndex: Int, after previous: CGRect?, in context: ExplainContext
  ) -> AppliedRule? {
    stackPlacementRule("HStack", .horizontal, "\(alignment)", spacing, frame, bounds, previous)
  }
}

extension VStackLayout: RuleExplaining {
  func explainSize(_ proposal: ProposedViewSize, size: CGSize, in context: ExplainContext) -> AppliedRule? {
    stackSizeRule("VStack", .vertical, proposal)
  }

  func explainPlacement(
    at frame: CGRect, in bounds: CGRect, subviewIndex: Int, after previous: CGRect?, in context: ExplainContext
  ) -> AppliedRule? {
    stackPlacementRule("VStack", .vertical, "\(alignment)", spacing, frame, bounds, previous)
  }
}

/// A `ZStack` lines every child up on one alignment point (O2).
extension ZStackLayout: RuleExplaining {
  func explainPlacement(
    at frame: CGRect, in bounds: CGRect, subviewIndex: Int, after previous: CGRect?, in context: ExplainContext
  ) -> AppliedRule? {
    AppliedRule(
      id: "O2", rule: "ZStack aligns every child's \(alignment) guide on one point",
      arithmetic: alignedArithmetic(frame, in: bounds))
  }
}

/// The size rule of a stack along `axis`: the explanation adds up the children's last answers
/// (`AppliedRule.stackAxis`).
private func stackSizeRule(_ name: String, _ axis: Axis, _ proposal: ProposedViewSize) -> AppliedRule {
  let (major, minor) = axis == .horizontal ? ("width", "height") : ("height", "width")
  let across = axis == .horizontal ? "tallest" : "widest"
  return AppliedRule(
    id: proposal[axis] == nil ? "S3" : "S4",
    rule: "\(name): \(major) = the children's \(major)s + the gaps, \(minor) = the \(across) child's lined up",
    arithmetic: "", stackAxis: axis)
}

/// The placement rule of a stack (or lazy stack) along `axis`: after the previous child and the gap, or at the
/// stack's edge; across, on its alignment guide.
func stackPlacementRule(
  _ name: String, _ axis: Axis, _ alignment: String, _ spacing: CGFloat?, _ frame: CGRect, _ bounds: CGRect,
  _ previous: CGRect?
) -> AppliedRule {
  let (major, minor) = axis == .horizontal ? ("x", "y") : ("y", "x")
  let start = axis == .horizontal ? frame.minX : frame.minY
  var along: String
  if let previous {
    let end = axis == .horizontal ? previous.maxX : previous.maxY
    let gap = start - end
    let kind = spacing == nil ? "its preferred spacing" : "the stack's spacing"
    along =
      "\(major) = the previous child's end \(formatLength(end)) + gap \(formatLength(gap)) (\(kind)) = \(formatLength(start))"
  } else {
    along = "\(major) = the stack's start \(formatLength(axis == .horizontal ? bounds.minX : bounds.minY))"
  }
  let across =
    axis == .horizontal
    ? offsetArithmetic(minor, edge: bounds.minY, position: frame.minY)
    : offsetArithmetic(minor, edge: bounds.minX, position: frame.minX)
  return AppliedRule(
    id: "S7", rule: "\(name) puts its children one after another, the gaps between, aligned on \(alignment)",
    arithmetic: "\(along); \(across)")
}
