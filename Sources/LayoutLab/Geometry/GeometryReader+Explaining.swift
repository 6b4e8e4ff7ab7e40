import Foundation

/// A geometry reader takes its proposal, `GeometryReader.unspecifiedLength` where none is
/// proposed (G1, G3), and puts its content at its top-leading corner, proposing it its own size
/// (G2).
extension GeometryReaderLayout: RuleExplaining {
  func explainSize(_ proposal: ProposedViewSize, size: CGSize, in context: ExplainContext) -> AppliedRule? {
    func length(_ name: String, _ proposed: CGFloat?, _ value: CGFloat) -> String {
      proposed == nil ? "\(name) nil → \(formatLength(value)) (G3)" : "\(name) \(formatLength(value))"
    }
    return AppliedRule(
      id: "G1",
      rule:
        "a GeometryReader takes its proposal, \(formatLength(GeometryReader<EmptyView>.unspecifiedLength)) for a missing length",
      arithmetic: "\(length("width", proposal.width, size.width)), \(length("height", proposal.height, size.height))")
  }

  func explainPlacement(
    at frame: CGRect, in bounds: CGRect, subviewIndex: Int, after previous: CGRect?, in context: ExplainContext
  ) -> AppliedRule? {
    AppliedRule(
      id: "G2",
      rule:
        "a GeometryReader proposes its content its own size, \(formatLength(bounds.width)) × \(formatLength(bounds.height)), and puts it at its top-leading corner",
      arithmetic: alignedArithmetic(frame, in: bounds))
  }
}
