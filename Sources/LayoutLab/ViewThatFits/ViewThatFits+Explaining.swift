import Foundation

/// A `ViewThatFits` says which child it chose and why: each child it tried, its ideal length
/// against the proposal on every constrained axis (C-VTF1, C-VTF2), and the chosen child's
/// answer to the unchanged proposal, which is its own size (C-VTF3).
extension ViewThatFitsLayout: RuleExplaining {
  func explainSize(_ proposal: ProposedViewSize, size: CGSize, in context: ExplainContext) -> AppliedRule? {
    guard context.subviewCount > 0 else { return nil }
    let rule =
      "ViewThatFits shows its first child whose ideal size fits the proposal on its constrained axes, else its last"
    let answers = context.subviewAnswers()
    // The chosen child is the one last proposed the unchanged proposal.
    guard let chosen = answers.last(where: { $0.proposal == proposal }) else { return nil }
    let answered =
      "child \(chosen.index + 1) answered \(formatLength(size.width)) × \(formatLength(size.height)) to \(proposal) (C-VTF3)"
    guard !axes.isEmpty else {
      return AppliedRule(id: "C-VTF1", rule: rule, arithmetic: "no constrained axis: the first child; \(answered)")
    }
    let probe = ProposedViewSize(
      width: axes.contains(.horizontal) ? nil : proposal.width,
      height: axes.contains(.vertical) ? nil : proposal.height)
    var tried: [String] = []
    var seen = Set<Int>()
    for answer in answers where answer.proposal == probe && answer.index <= chosen.index {
      guard seen.insert(answer.index).inserted else { continue }
      let fits = answer.index == chosen.index
      tried.append(
        "child \(answer.index + 1) ideal \(comparison(answer.size, proposal)): \(fits ? "fits" : "does not fit")")
    }
    if !seen.contains(chosen.index) {
      tried.append(
        tried.isEmpty
          ? "child \(chosen.index + 1), chosen before for this proposal (C-VTF4)"
          : "none fits: the last, child \(chosen.index + 1)")
    }
    return AppliedRule(id: "C-VTF1", rule: rule, arithmetic: (tried + [answered]).joined(separator: "; "))
  }

  /// `width 102 > 60`: an ideal length against the proposed one on each constrained axis; a
  /// missing proposed length fits anything (C-VTF5).
  private func comparison(_ ideal: CGSize, _ proposal: ProposedViewSize) -> String {
    var parts: [String] = []
    func compare(_ name: String, _ length: CGFloat, _ proposed: CGFloat?) {
      guard let proposed else {
        parts.append("\(name) \(formatLength(length)) ≤ nil (C-VTF5)")
        return
      }
      parts.append("\(name) \(formatLength(length)) \(length <= proposed ? "≤" : ">") \(formatLength(proposed))")
    }
    if axes.contains(.horizontal) { compare("width", ideal.width, proposal.width) }
    if axes.contains(.vertical) { compare("height", ideal.height, proposal.height) }
    return parts.joined(separator: " and ")
  }

  func explainPlacement(
    at frame: CGRect, in bounds: CGRect, subviewIndex: Int, after previous: CGRect?, in context: ExplainContext
  ) -> AppliedRule? {
    AppliedRule(
      id: "C-VTF3", rule: "ViewThatFits centres the child it chose, proposing it its own proposal",
      arithmetic: alignedArithmetic(frame, in: bounds))
  }
}
