import Foundation

/// A shape (or a colour) takes its proposal, 10 where a length is missing (LV1).
extension ShapeLeaf: RuleExplaining {
  func explainSize(_ proposal: ProposedViewSize, size: CGSize, in context: ExplainContext) -> AppliedRule? {
    // A shape with its own sizing (a custom `sizeThatFits`) follows no rule LayoutLab knows.
    guard size == proposal.replacingUnspecifiedDimensions() else { return nil }
    func length(_ name: String, _ proposed: CGFloat?, _ value: CGFloat) -> String {
      proposed == nil ? "\(name) nil → \(formatLength(value))" : "\(name) \(formatLength(value))"
    }
    return AppliedRule(
      id: "LV1", rule: "a shape or colour takes its proposal, 10 for a missing length",
      arithmetic: "\(length("width", proposal.width, size.width)), \(length("height", proposal.height, size.height))")
  }
}

/// A spacer grows to its proposal, at least its minimum, along its stack (N2).
extension SpacerLeaf: RuleExplaining {
  func explainSize(_ proposal: ProposedViewSize, size: CGSize, in context: ExplainContext) -> AppliedRule? {
    func grown(_ name: String, _ proposed: CGFloat?, _ value: CGFloat) -> String {
      "\(name) = max(\(explained(proposed)), \(formatLength(minLength))) = \(formatLength(value))"
    }
    guard let axis = context.containerOrientation else {
      return AppliedRule(
        id: "N2", rule: "Spacer outside a stack: each length = max(proposed, minimum)",
        arithmetic: "\(grown("width", proposal.width, size.width)), \(grown("height", proposal.height, size.height))")
    }
    let stack = axis == .horizontal ? "HStack" : "VStack"
    let (major, minor) = axis == .horizontal ? ("width", "height") : ("height", "width")
    return AppliedRule(
      id: "N2", rule: "Spacer in an \(stack): \(major) = max(proposed, minimum), \(minor) = 0",
      arithmetic: "\(grown(major, proposal[axis], axis == .horizontal ? size.width : size.height)), \(minor) 0")
  }
}
