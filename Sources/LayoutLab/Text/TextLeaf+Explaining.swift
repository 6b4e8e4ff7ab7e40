import Foundation

/// A text says how its model (`TextLayoutModel`) measured it: characters times the advance,
/// lines times the line height.
extension TextLeaf: RuleExplaining {
  func explainSize(_ proposal: ProposedViewSize, size: CGSize, in context: ExplainContext) -> AppliedRule? {
    let layout = model.layout(for: proposal)
    let advance = model.advance(scale: layout.scale)
    let characters = advance > 0 ? Int((size.width / advance).rounded()) : 0
    let pointSize = model.metrics.pointSize * layout.scale
    var rule = "Text: width = characters × size/2, height = lines × 1.2 × size"
    var width = "\(characters) × \(formatLength(advance)) = \(formatLength(size.width))"
    if model.metrics.characterSpacing != 0 {
      rule = "Text: width = characters × (size/2 + kerning), height = lines × 1.2 × size"
      width =
        "\(characters) × (\(formatLength(pointSize / 2)) + \(formatLength(model.metrics.characterSpacing))) = \(formatLength(size.width))"
    }
    let lineHeight = model.lineHeight(scale: layout.scale)
    let lines = max(layout.lines, min(model.metrics.lowerLineLimit, model.metrics.lineLimit))
    var height = "\(lines) × \(formatLength(lineHeight))"
    if model.metrics.lineSpacing != 0, lines > 1 {
      rule += " + (lines − 1) × line spacing (C-TX2)"
      height += " + \(lines - 1) × \(formatLength(model.metrics.lineSpacing))"
    }
    height += " = \(formatLength(size.height))"
    var notes: [String] = []
    if layout.scale < 1 {
      notes.append(
        "scaled to \(formatLength(layout.scale)) × \(formatLength(model.metrics.pointSize)) = \(formatLength(pointSize)) to fit (C-TX5)"
      )
    }
    if layout.lines > 1, let proposed = proposal.width, proposed.isFinite, advance > 0 {
      let perLine = max(1, Int((proposed / advance + 1e-6).rounded(.down)))
      notes.append(
        "wrapped at ⌊\(formatLength(proposed)) / \(formatLength(advance))⌋ = \(perLine) characters a line (LV3)")
    }
    return AppliedRule(
      id: "LV4", rule: rule,
      arithmetic: (["at \(formatLength(pointSize)) pt, width \(width), height \(height)"] + notes).joined(
        separator: "; "))
  }
}
