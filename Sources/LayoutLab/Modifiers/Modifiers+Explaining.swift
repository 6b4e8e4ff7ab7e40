import Foundation

/// Padding adds its insets to its child's size (N5) and puts the child inside them.
extension PaddingLayout: RuleExplaining {
  func explainSize(_ proposal: ProposedViewSize, size: CGSize, in context: ExplainContext) -> AppliedRule? {
    guard context.subviewCount > 0 else { return nil }
    return AppliedRule(
      id: "N5", rule: "padding: size = the child's size + the insets", arithmetic: insetArithmetic(size, insets))
  }

  func explainPlacement(
    at frame: CGRect, in bounds: CGRect, subviewIndex: Int, after previous: CGRect?, in context: ExplainContext
  ) -> AppliedRule? {
    AppliedRule(
      id: "N5", rule: "padding places its child inside its insets", arithmetic: alignedArithmetic(frame, in: bounds))
  }
}

/// A fixed frame is its lengths (F1), its child's where it has none.
extension FrameLayout: RuleExplaining {
  func explainSize(_ proposal: ProposedViewSize, size: CGSize, in context: ExplainContext) -> AppliedRule? {
    AppliedRule(
      id: "F1", rule: "frame: its given lengths, the child's size where it gives none",
      arithmetic:
        "\(lengthSource("width", size.width, given: width, "fixed")), \(lengthSource("height", size.height, given: height, "fixed"))"
    )
  }

  func explainPlacement(
    at frame: CGRect, in bounds: CGRect, subviewIndex: Int, after previous: CGRect?, in context: ExplainContext
  ) -> AppliedRule? {
    AppliedRule(
      id: "F1", rule: "frame aligns its child's \(alignment) guide with its own",
      arithmetic: alignedArithmetic(frame, in: bounds))
  }
}

/// A flexible frame clamps its proposal or its child's answer to its bounds (F2).
extension FlexFrameLayout: RuleExplaining {
  func explainSize(_ proposal: ProposedViewSize, size: CGSize, in context: ExplainContext) -> AppliedRule? {
    func axis(_ name: String, _ bounds: Bounds, _ proposed: CGFloat?, _ value: CGFloat) -> String {
      let limits = "min \(explained(bounds.min)), ideal \(explained(bounds.ideal)), max \(explained(bounds.max))"
      return "\(name): proposed \(explained(proposed)), \(limits) → \(formatLength(value))"
    }
    return AppliedRule(
      id: "F2", rule: "flexible frame: the proposal clamped to its bounds, or its child's size clamped",
      arithmetic: axis("width", horizontal, proposal.width, size.width) + "; "
        + axis("height", vertical, proposal.height, size.height))
  }

  func explainPlacement(
    at frame: CGRect, in bounds: CGRect, subviewIndex: Int, after previous: CGRect?, in context: ExplainContext
  ) -> AppliedRule? {
    AppliedRule(
      id: "F2", rule: "flexible frame aligns its child's \(alignment) guide with its own",
      arithmetic: alignedArithmetic(frame, in: bounds))
  }
}

/// `fixedSize` takes its child's ideal size on its fixed axes (F3).
extension FixedSizeLayout: RuleExplaining {
  func explainSize(_ proposal: ProposedViewSize, size: CGSize, in context: ExplainContext) -> AppliedRule? {
    let axes = [horizontal ? "width" : nil, vertical ? "height" : nil].compactMap { $0 }
    return AppliedRule(
      id: "F3", rule: "fixedSize proposes nil on its fixed axes and takes its child's size",
      arithmetic: axes.isEmpty
        ? "no fixed axis: \(formatLength(size.width)) × \(formatLength(size.height))"
        : "ideal \(axes.joined(separator: " and ")): \(formatLength(size.width)) × \(formatLength(size.height))")
  }

  func explainPlacement(
    at frame: CGRect, in bounds: CGRect, subviewIndex: Int, after previous: CGRect?, in context: ExplainContext
  ) -> AppliedRule? {
    AppliedRule(id: "F3", rule: "fixedSize centres its child", arithmetic: alignedArithmetic(frame, in: bounds))
  }
}

/// A background or overlay is its primary view's size; its secondary views are proposed that
/// size and aligned on it (O1).
extension BackgroundLayout: RuleExplaining {
  func explainSize(_ proposal: ProposedViewSize, size: CGSize, in context: ExplainContext) -> AppliedRule? {
    AppliedRule(
      id: "O1", rule: "a background or overlay is its primary view's size",
      arithmetic: "\(formatLength(size.width)) × \(formatLength(size.height))")
  }

  func explainPlacement(
    at frame: CGRect, in bounds: CGRect, subviewIndex: Int, after previous: CGRect?, in context: ExplainContext
  ) -> AppliedRule? {
    guard subviewIndex >= primaryCount else {
      return AppliedRule(
        id: "O1", rule: "the primary view keeps the modifier's frame", arithmetic: alignedArithmetic(frame, in: bounds))
    }
    return AppliedRule(
      id: "O1",
      rule: "a background or overlay is proposed the primary view's size and aligned on its \(alignment) guide",
      arithmetic: alignedArithmetic(frame, in: bounds))
  }
}

/// `offset` moves its child's drawing, keeping its own frame and size (F4).
extension OffsetLayout: RuleExplaining {
  func explainPlacement(
    at frame: CGRect, in bounds: CGRect, subviewIndex: Int, after previous: CGRect?, in context: ExplainContext
  ) -> AppliedRule? {
    AppliedRule(
      id: "F4",
      rule:
        "offset moves its child by (\(formatLength(offset.width)), \(formatLength(offset.height))), keeping its own frame",
      arithmetic: alignedArithmetic(frame, in: bounds))
  }
}

/// `aspectRatio` proposes its child the rectangle of its ratio fitted into (or filling) its
/// proposal, and is the child's answer (F7).
extension AspectRatioLayout: RuleExplaining {
  func explainSize(_ proposal: ProposedViewSize, size: CGSize, in context: ExplainContext) -> AppliedRule? {
    let answer = "the child answered \(formatLength(size.width)) × \(formatLength(size.height))"
    let rule =
      "aspectRatio proposes the rectangle of its ratio \(contentMode == .fit ? "fitted into" : "filling") its proposal and is its child's answer"
    guard let ratio, let width = proposal.width, let height = proposal.height, width.isFinite, height.isFinite else {
      let given = ratio.map { "ratio \(formatLength($0))" } ?? "the child's ideal size as the ratio"
      return AppliedRule(id: "F7", rule: rule, arithmetic: "\(given), proposed \(proposal); \(answer)")
    }
    let choose = contentMode == .fit ? "min" : "max"
    let scale = contentMode == .fit ? min(width / ratio, height) : max(width / ratio, height)
    return AppliedRule(
      id: "F7", rule: rule,
      arithmetic:
        "ratio \(formatLength(ratio)): scale \(choose)(\(formatLength(width)) / \(formatLength(ratio)), \(formatLength(height)) / 1) = \(formatLength(scale)), so it proposes \(formatLength(ratio * scale)) × \(formatLength(scale)); \(answer)"
    )
  }
}

/// `position` takes its proposal, its child's length where none is proposed, and puts its
/// child's centre on its point (F5).
extension PositionLayout: RuleExplaining {
  func explainSize(_ proposal: ProposedViewSize, size: CGSize, in context: ExplainContext) -> AppliedRule? {
    AppliedRule(
      id: "F5", rule: "position takes its proposal, its child's length where none is proposed",
      arithmetic:
        "\(lengthSource("width", size.width, given: proposal.width, "proposed")), \(lengthSource("height", size.height, given: proposal.height, "proposed"))"
    )
  }

  func explainPlacement(
    at frame: CGRect, in bounds: CGRect, subviewIndex: Int, after previous: CGRect?, in context: ExplainContext
  ) -> AppliedRule? {
    func start(_ name: String, _ edge: CGFloat, _ point: CGFloat, _ length: CGFloat, _ value: CGFloat) -> String {
      "\(name) = \(formatLength(edge)) + \(formatLength(point)) − \(formatLength(length)) / 2 = \(formatLength(value))"
    }
    return AppliedRule(
      id: "F5",
      rule:
        "position puts its child's centre on (\(formatLength(position.x)), \(formatLength(position.y))), proposing it its own size",
      arithmetic: start("x", bounds.minX, position.x, frame.width, frame.minX) + ", "
        + start("y", bounds.minY, position.y, frame.height, frame.minY))
  }
}
