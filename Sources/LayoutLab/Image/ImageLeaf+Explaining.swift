import Foundation

/// An image is its natural size (C-IMG1), or, resizable, its proposal (C-IMG2).
extension ImageLeaf: RuleExplaining {
  func explainSize(_ proposal: ProposedViewSize, size: CGSize, in context: ExplainContext) -> AppliedRule? {
    let natural = "\(formatLength(naturalSize.width)) × \(formatLength(naturalSize.height))"
    guard capInsets != nil else {
      return AppliedRule(id: "C-IMG1", rule: "an image that is not resizable is its natural size", arithmetic: natural)
    }
    return AppliedRule(
      id: "C-IMG2", rule: "a resizable image takes its proposal, its natural length where none is proposed",
      arithmetic:
        "proposed \(proposal), natural \(natural) → \(formatLength(size.width)) × \(formatLength(size.height))")
  }
}
