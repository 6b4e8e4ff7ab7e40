import Foundation

/// `ignoresSafeArea` answers its content's size and, placed, grows its content's frame by the
/// insets it reaches (C-SA4).
extension SafeAreaIgnoringLayout: RuleExplaining {
  func explainSize(_ proposal: ProposedViewSize, size: CGSize, in context: ExplainContext) -> AppliedRule? {
    AppliedRule(
      id: "C-SA4", rule: "ignoresSafeArea answers its content's size",
      arithmetic: "\(formatLength(size.width)) × \(formatLength(size.height))")
  }

  func explainPlacement(
    at frame: CGRect, in bounds: CGRect, subviewIndex: Int, after previous: CGRect?, in context: ExplainContext
  ) -> AppliedRule? {
    let (top, leading) = (bounds.minY - frame.minY, bounds.minX - frame.minX)
    let (bottom, trailing) = (frame.maxY - bounds.maxY, frame.maxX - bounds.maxX)
    func grown(_ name: String, _ length: CGFloat, _ first: CGFloat, _ second: CGFloat, _ total: CGFloat) -> String {
      "\(name) \(formatLength(length)) + \(formatLength(first)) + \(formatLength(second)) = \(formatLength(total))"
    }
    return AppliedRule(
      id: "C-SA4",
      rule:
        "ignoresSafeArea proposes its content its own size grown by the insets it reaches, moved up and back by them",
      arithmetic: grown("width", bounds.width, leading, trailing, frame.width) + ", "
        + grown("height", bounds.height, top, bottom, frame.height) + "; "
        + "x = \(formatLength(bounds.minX)) − \(formatLength(leading)) = \(formatLength(frame.minX)), "
        + "y = \(formatLength(bounds.minY)) − \(formatLength(top)) = \(formatLength(frame.minY))")
  }
}

/// `safeAreaInset` is its inset, the spacing and its content one after another along its
/// edge's axis, the larger of the two across (C-SA9).
extension SafeAreaInsetLayout: RuleExplaining {
  func explainSize(_ proposal: ProposedViewSize, size: CGSize, in context: ExplainContext) -> AppliedRule? {
    var inset = CGSize.zero
    var content: [Int: CGSize] = [:]
    for answer in context.subviewAnswers() {
      if answer.index >= primaryCount { inset = answer.size } else { content[answer.index] = answer.size }
    }
    let contentSize = content.values.reduce(CGSize.zero) {
      CGSize(width: max($0.width, $1.width), height: max($0.height, $1.height))
    }
    let (major, minor) = axis == .vertical ? ("height", "width") : ("width", "height")
    let length = size[axis]
    let spacing = length - inset[axis] - contentSize[axis]
    let cross: Axis = axis == .vertical ? .horizontal : .vertical
    return AppliedRule(
      id: "C-SA9",
      rule: "safeAreaInset: \(major) = the inset's + the spacing + the content's, \(minor) = the larger of the two",
      arithmetic:
        "\(major) = \(formatLength(inset[axis])) + \(formatLength(spacing)) + \(formatLength(contentSize[axis])) = \(formatLength(length)), "
        + "\(minor) = max(\(formatLength(inset[cross])), \(formatLength(contentSize[cross]))) = \(formatLength(size[cross]))"
    )
  }

  func explainPlacement(
    at frame: CGRect, in bounds: CGRect, subviewIndex: Int, after previous: CGRect?, in context: ExplainContext
  ) -> AppliedRule? {
    let rule =
      subviewIndex >= primaryCount
      ? "safeAreaInset puts the inset against its \(edge) edge"
      : "safeAreaInset puts its content against its \(Self.opposite(edge)) edge, the inset and the spacing off its safe area"
    return AppliedRule(id: "C-SA9", rule: rule, arithmetic: alignedArithmetic(frame, in: bounds))
  }
}

/// `safeAreaPadding` lays out as padding, its insets added to its child's safe area (C-SA10).
extension SafeAreaPaddingLayout: RuleExplaining {
  func explainSize(_ proposal: ProposedViewSize, size: CGSize, in context: ExplainContext) -> AppliedRule? {
    guard context.subviewCount > 0 else { return nil }
    return AppliedRule(
      id: "C-SA10", rule: "safeAreaPadding: size = the child's size + the insets, as padding",
      arithmetic: insetArithmetic(size, insets))
  }

  func explainPlacement(
    at frame: CGRect, in bounds: CGRect, subviewIndex: Int, after previous: CGRect?, in context: ExplainContext
  ) -> AppliedRule? {
    AppliedRule(
      id: "C-SA10", rule: "safeAreaPadding places its child inside its insets and adds them to its safe area",
      arithmetic: alignedArithmetic(frame, in: bounds))
  }
}
