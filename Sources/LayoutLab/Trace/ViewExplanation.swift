import Foundation

/// Why one view has its size and place in one frame, from a traced layout: each proposal it
/// received (from whom, why), what it answered and by which rule, whether the measurement
/// cache answered, where its parent placed it and by which rule, and how it moved between
/// frames. `description` says it in short sentences.
///
/// Made by `LayoutResult.explain(_:frame:)`. SwiftUI parity: none; LayoutLab's teaching aid.
public struct ViewExplanation: Hashable, Sendable, CustomStringConvertible {
  /// One proposal the view received and its answer.
  public struct Answer: Hashable, Sendable {
    /// The view that proposed.
    public let proposer: TracedView
    public let proposal: ProposedViewSize
    /// Why the proposer proposed this.
    public let reason: ProposalReason
    /// The view's answer.
    public let size: CGSize
    /// Whether the measurement cache answered, without asking the view.
    public let cached: Bool
    /// The rule a built-in view applied; `nil` for a user's view. For a cached answer, the rule
    /// of the measurement the cache remembered (`nil` when that measurement is not in the trace).
    public let rule: AppliedRule?
    /// What the view's subviews answered while it measured (the last answer of each); for a
    /// cached answer, while it made the measurement the cache remembered.
    public let subviewAnswers: [SubviewSize]
    /// For a cached answer, the frame of the traced measurement the cache remembered; `nil` for
    /// an answer the view made, or one remembered from a layout before this trace began.
    public let rememberedFrom: Int?
  }

  /// A subview and a size: what it answered, or where it went.
  public struct SubviewSize: Hashable, Sendable {
    public let view: TracedView
    public let size: CGSize
  }

  /// Where a view went and why.
  public struct Placement: Hashable, Sendable {
    /// The container that placed the view; `nil` for a root view, placed by the host.
    public let parent: TracedView?
    /// The view's frame in root coordinates.
    public let frame: CGRect
    /// The proposal the view was placed with.
    public let proposal: ProposedViewSize
    /// The rule a built-in container placed it by; `nil` for a user's layout.
    public let rule: AppliedRule?
  }

  /// The view explained.
  public let view: TracedView
  /// The frame of the frame loop explained, from 1.
  public let frame: Int
  /// The frame asked about: later than `frame` when that frame did not lay the view out again
  /// (its subtree unchanged), so it kept what `frame` gave it.
  public let requestedFrame: Int
  /// How many frames the layout ran.
  public let frameCount: Int
  /// Whether the layout was traced; without a trace only `placement` is known.
  public let isTraced: Bool
  /// The proposals the view received in `frame`, in order.
  public let answers: [Answer]
  /// Where the view went in `frame` (or, not placed again there, where it stayed).
  public let placement: Placement?
  /// Where the view placed each of its subviews.
  public let placedSubviews: [PlacedSubview]
  /// How the view's place or size changed from frame to frame, one sentence per change; empty
  /// for a layout of one frame.
  public let changes: [String]
  /// The view's frame when it reached beyond where it was placed, into the unsafe area (a
  /// `ScrollView` under the bars, C-SA11); `nil` when its frame is its placement.
  public internal(set) var reachedFrame: CGRect? = nil

  /// A subview and the frame it was placed at.
  public struct PlacedSubview: Hashable, Sendable {
    public let view: TracedView
    public let frame: CGRect
  }

  public var description: String {
    var lines = ["\(view) in frame \(frame) of \(frameCount):"]
    if !isTraced {
      lines.append("- The layout was not traced (ViewHost.tracing), so only its frame is known.")
    } else if answers.isEmpty {
      lines.append("- Nothing asked it for a size in this frame: it kept the size it had.")
    }
    if requestedFrame > frame {
      lines.append("- Frame \(requestedFrame) did not lay it out again: it kept what frame \(frame) gave it.")
    }
    for (index, answer) in answers.enumerated() {
      // A cached answer whose measurement is listed above points at it instead of repeating it.
      let measuredAbove =
        answer.cached && answers[..<index].contains { !$0.cached && $0.proposal == answer.proposal }
      lines.append(contentsOf: Self.sentences(for: answer, measuredAbove: measuredAbove))
    }
    if let placement {
      let box = Self.box(placement.frame)
      if let parent = placement.parent {
        var sentence = "- \(parent) placed it at \(box)"
        if let rule = placement.rule {
          sentence += ": \(rule.rule); \(rule.arithmetic) (\(rule.id))."
        } else {
          sentence += " (its placeSubviews)."
        }
        lines.append(sentence)
      } else {
        lines.append("- The host placed it at \(box), centred in the safe area (C-SA1).")
      }
    }
    if let reachedFrame {
      lines.append(
        "- It reached under the bars along its scroll axes, where it touches the safe boundary: its frame is \(Self.box(reachedFrame)), and it insets its content by what it reached (C-SA11)."
      )
    }
    if !placedSubviews.isEmpty {
      let shown = placedSubviews.prefix(Self.listedSubviews).map { "\($0.view) at \(Self.box($0.frame))" }
      let more =
        placedSubviews.count > Self.listedSubviews ? ", and \(placedSubviews.count - Self.listedSubviews) more" : ""
      lines.append("- It placed \(shown.joined(separator: ", "))\(more).")
    }
    lines.append(contentsOf: changes.map { "- \($0)" })
    return lines.joined(separator: "\n")
  }

  /// The most subviews a description lists by name.
  static let listedSubviews = 8

  /// The sentences for one answer: who asked what and why, the answer and its rule (not
  /// repeated for a cached answer whose measurement is `measuredAbove`).
  private static func sentences(for answer: Answer, measuredAbove: Bool) -> [String] {
    let size = "\(formatLength(answer.size.width)) × \(formatLength(answer.size.height))"
    if measuredAbove {
      return ["- \(proposalSentence(answer)). The measurement cache answered \(size), as measured above."]
    }
    var lines = ["- \(proposalSentence(answer)). " + answerSentence(answer, size)]
    if let rule = answer.rule {
      var arithmetic = rule.arithmetic
      if let axis = rule.stackAxis { arithmetic = stackArithmetic(axis, answer) }
      lines.append("  Rule \(rule.id): \(rule.rule)" + (arithmetic.isEmpty ? "." : "; \(arithmetic)."))
    } else if !answer.subviewAnswers.isEmpty {
      let listed = answer.subviewAnswers.prefix(listedSubviews).map {
        "\($0.view) \(formatLength($0.size.width)) × \(formatLength($0.size.height))"
      }
      let more =
        answer.subviewAnswers.count > listedSubviews ? ", and \(answer.subviewAnswers.count - listedSubviews) more" : ""
      lines.append("  Its subviews answered: \(listed.joined(separator: ", "))\(more).")
    }
    return lines
  }

  /// What the view answered, and for the cache's answer where the cache had it from.
  private static func answerSentence(_ answer: Answer, _ size: String) -> String {
    guard answer.cached else { return "It answered \(size)." }
    guard let frame = answer.rememberedFrom else {
      return "The measurement cache answered \(size), remembered from a layout before this trace."
    }
    return "The measurement cache answered \(size), remembered from its measurement in frame \(frame)."
  }

  /// A stack's length as the sum of its children's answers and the gaps, and its breadth.
  private static func stackArithmetic(_ axis: Axis, _ answer: Answer) -> String {
    let children = answer.subviewAnswers.map { axis == .horizontal ? $0.size.width : $0.size.height }
    let across = answer.subviewAnswers.map { axis == .horizontal ? $0.size.height : $0.size.width }
    let (major, minor) = axis == .horizontal ? ("width", "height") : ("height", "width")
    let length = axis == .horizontal ? answer.size.width : answer.size.height
    let breadth = axis == .horizontal ? answer.size.height : answer.size.width
    let gaps = length - children.reduce(0, +)
    var sum = children.map(formatLength).joined(separator: " + ")
    if children.count > 1 { sum += " + gaps \(formatLength(gaps))" }
    let tallest = across.max() ?? 0
    let acrossText =
      tallest == breadth && !across.isEmpty
      ? "\(minor) = max(\(across.map(formatLength).joined(separator: ", "))) = \(formatLength(breadth))"
      : "\(minor) \(formatLength(breadth)) (the children lined up)"
    return children.isEmpty
      ? "no children: \(formatLength(length)) × \(formatLength(breadth))"
      : "\(major) = \(sum) = \(formatLength(length)), \(acrossText)"
  }

  /// Who proposed what and why, in words: `FlowLayout#3 proposes (nil, nil), asking for its
  /// ideal size`.
  static func proposalSentence(_ answer: Answer) -> String {
    guard answer.reason != .placement else { return "\(answer.proposer) places it with \(answer.proposal)" }
    let why = because(answer.reason, answer.proposal)
    return "\(answer.proposer) proposes \(answer.proposal)" + (why.isEmpty ? "" : ": \(why)")
  }

  /// Why a proposer proposed what it did.
  static func because(_ reason: ProposalReason, _ proposal: ProposedViewSize) -> String {
    switch reason {
    case .host: "the host's size"
    case .stackMinimumProbe: "its smallest length, to rank the children by flexibility (S4)"
    case .stackMaximumProbe: "its largest length, to rank the children by flexibility (S4)"
    case .stackIdeal: "no length along the stack, asking for its ideal (S3)"
    case .stackDistribution: "its share of the length left (S4)"
    case .frame: "the frame's own lengths, the rest passed on (F1, F2)"
    case .fixedSizeIdeal: "nil on the fixed axes, asking for its ideal (F3)"
    case .padding: "its own proposal less the insets (N5)"
    case .geometryReader: "the reader's own size (G2)"
    case .scrollView: "nil along the scroll axes (SV1)"
    case .background: "the primary view's size (O1)"
    case .lazyGridTrack: "the cell's column width or row height"
    case .viewThatFitsProbe: "nil on the constrained axes, to see whether it fits"
    case .modifier: "its own proposal, passed on"
    case .userLayout: userReason(proposal)
    case .gridMinimumProbe: "its smallest size, for the grid's track ranges"
    case .gridMaximumProbe: "its largest size, for the grid's track ranges"
    case .gridIdeal: "asking for its ideal size, for the grid's tracks"
    case .placement: "the proposal it is placed with"
    default: ""
    }
  }

  /// A user layout's proposal in words, read from its lengths.
  private static func userReason(_ proposal: ProposedViewSize) -> String {
    switch (proposal.width, proposal.height) {
    case (nil, nil): "asking for its ideal size"
    case (0?, 0?): "asking for its smallest size"
    case (let width?, let height?) where width.isInfinite && height.isInfinite: "asking for its largest size"
    default: ""
    }
  }

  /// `[x y width height]`, as traces print a frame.
  static func box(_ frame: CGRect) -> String {
    "[" + [frame.minX, frame.minY, frame.width, frame.height].map(formatLength).joined(separator: " ") + "]"
  }
}
