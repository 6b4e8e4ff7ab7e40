import Foundation
import LayoutLab

/// The placement rules a parent's frame must keep with its children's, checked on one layout
/// of a generated tree. Each rule names its source in `reference/semantics.md`.
enum PropertyRules {
  /// How far two lengths may differ and still count as equal: rounding in sums of fractional
  /// text widths.
  static let tolerance: CGFloat = 0.001

  /// The first broken rule, as a sentence with the numbers, or `nil`.
  static func firstViolation(_ tree: PropertyTree, _ layout: PropertyLayout) -> String? {
    if let nonFinite = nonFiniteFrame(layout) { return nonFinite }
    for (index, node, children) in tree.numbered {
      guard let parent = layout.frames[index] else { return "node \(index) (\(node)) has no frame" }
      let frames = children.compactMap { layout.frames[$0] }
      guard frames.count == children.count else { return "a child of node \(index) (\(node)) has no frame" }
      if let problem = violation(node, index, parent, frames, children, layout) {
        return "node \(index) \(node.label) at \(format(parent)): \(problem)"
      }
    }
    return nil
  }

  /// A frame with a NaN or infinite number, anywhere in the result.
  static func nonFiniteFrame(_ layout: PropertyLayout) -> String? {
    for (summary, frame) in layout.allFrames
    where ![frame.minX, frame.minY, frame.width, frame.height].allSatisfy(\.isFinite) {
      return "\(summary) has a frame that is not finite: \(frame)"
    }
    return nil
  }

  private static func violation(
    _ node: PropertyTree, _ index: Int, _ parent: CGRect, _ frames: [CGRect], _ children: [Int], _ layout: PropertyLayout
  ) -> String? {
    switch node {
    case .padding(let length, _):
      // N5: the child is inset by the length on every edge.
      let inset = parent.insetBy(dx: CGFloat(length), dy: CGFloat(length))
      return same(frames[0], inset) ? nil : "padding \(length): child at \(format(frames[0])), expected \(format(inset))"
    case .frame(let width, let height, _):
      // F1: each given length is the frame's; an omitted one is the child's; the child is
      // centred.
      let size = CGSize(width: width.map { CGFloat($0) } ?? frames[0].width, height: height.map { CGFloat($0) } ?? frames[0].height)
      guard close(parent.width, size.width), close(parent.height, size.height) else {
        return "fixed frame: size \(format(parent.size)), expected \(format(size))"
      }
      return centred(frames[0], in: parent)
    case .flexFrame(let minWidth, let maxWidth, let minHeight, let maxHeight, _):
      // F2: the frame's size lies within its bounds; the child is centred.
      let bounds = [
        (minWidth, parent.width, true, "width"), (maxWidth, parent.width, false, "width"),
        (minHeight, parent.height, true, "height"), (maxHeight, parent.height, false, "height"),
      ]
      for case let (bound?, length, isMinimum, name) in bounds
      where isMinimum ? length < CGFloat(bound) - tolerance : length > CGFloat(bound) + tolerance {
        return "flexible frame: \(name) \(formatLength(length)) is \(isMinimum ? "below its minimum" : "above its maximum") \(bound)"
      }
      return centred(frames[0], in: parent)
    case .fixedSize:
      // F3: the child's ideal size is the modifier's, at the same place.
      return same(frames[0], parent) ? nil : "fixedSize: child at \(format(frames[0])), expected the modifier's \(format(parent))"
    case .offset(let x, let y, _):
      // F4: the child moves; the modifier stays.
      let moved = parent.offsetBy(dx: CGFloat(x), dy: CGFloat(y))
      return same(frames[0], moved) ? nil : "offset: child at \(format(frames[0])), expected \(format(moved))"
    case .priority, .preference, .appendPreference:
      // Traits and preferences add no view: the node is its content.
      return same(frames[0], parent) ? nil : "\(node.label) moved its content to \(format(frames[0]))"
    case .geometry:
      // G1: a reader is its proposal (nil counts as 0); its content starts at its top leading
      // corner and is proposed its size.
      let proposal = layout.proposals[index] ?? .unspecified
      let size = proposal.replacingUnspecifiedDimensions(by: .zero)
      guard close(parent.width, size.width), close(parent.height, size.height) else {
        return "GeometryReader: size \(format(parent.size)) for proposal \(proposal)"
      }
      guard close(frames[0].minX, parent.minX), close(frames[0].minY, parent.minY) else {
        return "GeometryReader: content at \(format(frames[0])), not at the reader's corner"
      }
      let contentProposal = layout.proposals[children[0]]
      return contentProposal == ProposedViewSize(parent.size)
        ? nil : "GeometryReader: content proposed \(contentProposal.map(\.description) ?? "nothing"), not the reader's size"
    case .hstack(let alignment, let spacing?, _) where alignment != .firstTextBaseline:
      return stackViolation(.horizontal, alignment, spacing, parent, frames)
    case .vstack(let alignment, let spacing?, _):
      return stackViolation(.vertical, alignment, spacing, parent, frames)
    case .zstack(let alignment, let nodes):
      return zStackViolation(alignment, nodes, parent, frames, children, layout)
    default:
      return nil
    }
  }

  /// S1, S3: a stack with explicit spacing is as long as its children plus the spacing between
  /// them, laid end to end from its start, and as thick as its thickest child; children line
  /// up on the alignment.
  private static func stackViolation(
    _ axis: Axis, _ alignment: PropertyAlignment, _ spacing: Int, _ parent: CGRect, _ frames: [CGRect]
  ) -> String? {
    func along(_ rect: CGRect) -> (start: CGFloat, length: CGFloat) {
      axis == .horizontal ? (rect.minX, rect.width) : (rect.minY, rect.height)
    }
    func across(_ rect: CGRect) -> (start: CGFloat, length: CGFloat) {
      axis == .horizontal ? (rect.minY, rect.height) : (rect.minX, rect.width)
    }
    guard !frames.isEmpty else {
      return parent.size == .zero ? nil : "empty stack: size \(format(parent.size)), expected 0 × 0"
    }
    let gap = CGFloat(spacing)
    let length = frames.reduce(0) { $0 + along($1).length } + gap * CGFloat(frames.count - 1)
    guard close(along(parent).length, length) else {
      return "stack length \(formatLength(along(parent).length)), expected children + spacing = \(formatLength(length))"
    }
    var position = along(parent).start
    for (index, frame) in frames.enumerated() {
      guard close(along(frame).start, position) else {
        return "child \(index) starts at \(formatLength(along(frame).start)), expected \(formatLength(position))"
      }
      position += along(frame).length + gap
    }
    let thickness = frames.map { across($0).length }.max() ?? 0
    guard close(across(parent).length, thickness) else {
      return "stack thickness \(formatLength(across(parent).length)), expected the thickest child's \(formatLength(thickness))"
    }
    for (index, frame) in frames.enumerated() {
      let (start, size) = across(frame)
      let (parentStart, parentSize) = across(parent)
      let aligned: Bool
      switch alignment {
      case .leading: aligned = close(start, parentStart)
      case .trailing: aligned = close(start + size, parentStart + parentSize)
      case .center, .firstTextBaseline: aligned = close(start + size / 2, parentStart + parentSize / 2)
      }
      if !aligned { return "child \(index) at \(format(frame)) is not aligned \(alignment) in the stack" }
    }
    return nil
  }

  /// O2 (placement): every child is proposed the ZStack's size; the alignment point is the
  /// largest guide value among the highest-priority children, and each child's guide sits on
  /// it. (The ZStack's size comes from its children's answers to its own proposal, which the
  /// placed frames do not show, so it is not checked here.)
  private static func zStackViolation(
    _ alignment: PropertyAlignment, _ nodes: [PropertyTree], _ parent: CGRect, _ frames: [CGRect], _ children: [Int],
    _ layout: PropertyLayout
  ) -> String? {
    guard !frames.isEmpty else {
      return parent.size == .zero ? nil : "empty ZStack: size \(format(parent.size)), expected 0 × 0"
    }
    for (index, child) in children.enumerated() where layout.proposals[child] != ProposedViewSize(parent.size) {
      return "child \(index) proposed \(layout.proposals[child].map(\.description) ?? "nothing"), not the ZStack's size"
    }
    func guide(_ frame: CGRect) -> CGPoint {
      let x: CGFloat
      switch alignment {
      case .leading: x = 0
      case .trailing: x = frame.width
      case .center, .firstTextBaseline: x = frame.width / 2
      }
      return CGPoint(x: x, y: frame.height / 2)
    }
    let priorities = nodes.map(effectivePriority)
    let top = priorities.max() ?? 0
    let leaders = zip(frames, priorities).filter { $0.1 == top }.map { guide($0.0) }
    let point = CGPoint(x: leaders.map(\.x).max() ?? 0, y: leaders.map(\.y).max() ?? 0)
    for (index, frame) in frames.enumerated() {
      let expected = CGPoint(x: parent.minX + point.x - guide(frame).x, y: parent.minY + point.y - guide(frame).y)
      if !close(frame.minX, expected.x) || !close(frame.minY, expected.y) {
        return "child \(index) at \(format(frame)), expected at (\(formatLength(expected.x)), \(formatLength(expected.y))) on the alignment point"
      }
    }
    return nil
  }

  /// The layout priority a container sees on `node` (S4, N3, L11): an explicit
  /// `.layoutPriority`, seen through preferences and through the modifiers that pass their
  /// view's traits on (padding, frames, fixedSize, offset); otherwise −∞ for a `Spacer` and
  /// for a container without subviews, 0 for the rest.
  static func effectivePriority(_ node: PropertyTree) -> Double {
    if let explicit = explicitPriority(node) { return explicit }
    switch node {
    case .spacer: return -.infinity
    case .hstack(_, _, let children), .vstack(_, _, let children), .zstack(_, let children), .flow(_, let children),
      .cards(let children):
      return children.isEmpty ? -.infinity : 0
    case .preference(_, let child), .appendPreference(_, let child): return effectivePriority(child)
    default: return 0
    }
  }

  /// The `.layoutPriority` a container sees on `node`, if any: the outermost one, through
  /// preferences and trait-transparent modifiers.
  private static func explicitPriority(_ node: PropertyTree) -> Double? {
    switch node {
    case .priority(let value, _): Double(value)
    case .preference(_, let child), .appendPreference(_, let child), .padding(_, let child), .frame(_, _, let child),
      .flexFrame(_, _, _, _, let child), .fixedSize(let child), .offset(_, _, let child):
      explicitPriority(child)
    default: nil
    }
  }

  private static func centred(_ child: CGRect, in parent: CGRect) -> String? {
    close(child.midX, parent.midX) && close(child.midY, parent.midY)
      ? nil : "child at \(format(child)) is not centred"
  }

  private static func close(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) <= tolerance }

  private static func same(_ a: CGRect, _ b: CGRect) -> Bool {
    close(a.minX, b.minX) && close(a.minY, b.minY) && close(a.width, b.width) && close(a.height, b.height)
  }

  static func format(_ rect: CGRect) -> String {
    "(\(formatLength(rect.minX)), \(formatLength(rect.minY)), \(formatLength(rect.width)), \(formatLength(rect.height)))"
  }

  static func format(_ size: CGSize) -> String { "\(formatLength(size.width)) × \(formatLength(size.height))" }
}
