import Foundation

/// A scroll view is its proposal along its scroll axes and its content's size across (SV1).
extension ScrollViewLayout: RuleExplaining {
  func explainSize(_ proposal: ProposedViewSize, size: CGSize, in context: ExplainContext) -> AppliedRule? {
    func length(_ name: String, _ axis: Axis.Set, _ proposed: CGFloat?, _ value: CGFloat) -> String {
      axes.contains(axis) && proposed != nil
        ? "\(name) \(formatLength(value)) (proposed)" : "\(name) \(formatLength(value)) (the content's)"
    }
    return AppliedRule(
      id: "SV1", rule: "a scroll view takes its proposal along its scroll axes and its content's size across",
      arithmetic:
        "\(length("width", .horizontal, proposal.width, size.width)), \(length("height", .vertical, proposal.height, size.height))"
    )
  }
}
