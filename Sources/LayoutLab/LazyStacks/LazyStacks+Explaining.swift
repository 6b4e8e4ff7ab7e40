import Foundation

/// A lazy stack is its rows' ideal lengths plus the gaps along its axis (C-LS2) and, across,
/// the offered length (C-LS4) or, offered none, its first row's (C-LS3); it places its rows
/// one after another as a stack does (S7).
extension LazyStackLayout: RuleExplaining {
  func explainSize(_ proposal: ProposedViewSize, size: CGSize, in context: ExplainContext) -> AppliedRule? {
    let lengths = lastAnswers(context).map { $0[axis] }
    let length = size[axis]
    var sum = lengths.map(formatLength).joined(separator: " + ")
    if lengths.count > Self.listedRows {
      let shown = lengths.prefix(Self.listedRows).map(formatLength).joined(separator: " + ")
      sum = "\(shown) + … (\(lengths.count) rows, \(formatLength(lengths.reduce(0, +))))"
    }
    let gaps = length - lengths.reduce(0, +)
    let along =
      lengths.isEmpty
      ? "no rows: \(axis.majorName) 0"
      : "\(axis.majorName) = \(sum)" + (lengths.count > 1 ? " + gaps \(formatLength(gaps))" : "")
        + " = \(formatLength(length))"
    return AppliedRule(
      id: "C-LS2",
      rule:
        "\(name): \(axis.majorName) = its rows' ideal \(axis.majorName)s + the gaps; \(axis.minorName) = the offered \(axis.minorName), or the first row's when none is offered",
      arithmetic: "\(along); \(crossArithmetic(proposal, size, context))")
  }

  func explainPlacement(
    at frame: CGRect, in bounds: CGRect, subviewIndex: Int, after previous: CGRect?, in context: ExplainContext
  ) -> AppliedRule? {
    stackPlacementRule(name, axis, alignmentDescription ?? ".center", spacing, frame, bounds, previous)
  }

  /// The most rows a sum lists before it is abbreviated.
  static var listedRows: Int { 6 }

  /// Each subview's last answer while the stack measured, in subview order.
  func lastAnswers(_ context: ExplainContext) -> [CGSize] {
    var last: [Int: CGSize] = [:]
    for answer in context.subviewAnswers() { last[answer.index] = answer.size }
    return last.keys.sorted().compactMap { last[$0] }
  }

  /// The cross length: the offered one (C-LS4) or the first row's (C-LS3).
  func crossArithmetic(_ proposal: ProposedViewSize, _ size: CGSize, _ context: ExplainContext) -> String {
    let cross = formatLength(size[axis.other])
    if proposal[axis.other] != nil { return "\(axis.minorName) = the offered \(cross) (C-LS4)" }
    return "\(axis.minorName) = the first row's \(cross) (C-LS3)"
  }
}

/// A lazy stack in a scroll view builds the first row and the rows near the region shown
/// (C-LS5) and estimates the rest from the average row it measured (C-LS6); it places each row
/// it built at its slot.
extension LazyWindowLayout: RuleExplaining {
  func explainSize(_ proposal: ProposedViewSize, size: CGSize, in context: ExplainContext) -> AppliedRule? {
    guard let count = context.elementCount, context.subviewCount < count else {
      return stack.explainSize(proposal, size: size, in: context)
    }
    let lengths = stack.lastAnswers(context).map { $0[axis] }
    let built = context.subviewCount
    let average = lengths.isEmpty ? 0 : lengths.reduce(0, +) / CGFloat(lengths.count)
    let major = axis.majorName
    return AppliedRule(
      id: "C-LS6",
      rule:
        "\(stack.name) in a scroll view: \(major) = the rows built, one after another with their gaps, + the rows not built × (the average row built + the estimated gap)",
      arithmetic:
        "\(built) of \(count) rows built (the first and those near the region shown, C-LS5); the rows built average \(formatLength(average)) in \(major); \(major) = \(formatLength(size[axis])); \(stack.crossArithmetic(proposal, size, context))"
    )
  }

  func explainPlacement(
    at frame: CGRect, in bounds: CGRect, subviewIndex: Int, after previous: CGRect?, in context: ExplainContext
  ) -> AppliedRule? {
    guard let count = context.elementCount, context.subviewCount < count else {
      return stack.explainPlacement(
        at: frame, in: bounds, subviewIndex: subviewIndex, after: previous, in: context)
    }
    let (along, across) = axis == .vertical ? ("y", "x") : ("x", "y")
    let start = axis == .vertical ? bounds.minY : bounds.minX
    let position = axis == .vertical ? frame.minY : frame.minX
    return AppliedRule(
      id: "C-LS6",
      rule:
        "\(stack.name) in a scroll view places each row it built at its slot: the rows before it that were not built count at the first row's length + the gap",
      arithmetic:
        "\(offsetArithmetic(along, edge: start, position: position)); "
        + offsetArithmetic(
          across, edge: axis == .vertical ? bounds.minX : bounds.minY,
          position: axis == .vertical ? frame.minX : frame.minY
        ))
  }
}

extension Axis {
  /// The length along this axis, in words: `width` or `height`.
  fileprivate var majorName: String { self == .horizontal ? "width" : "height" }
  /// The length across this axis.
  fileprivate var minorName: String { self == .horizontal ? "height" : "width" }
}
