import Foundation
import LayoutLab

/// One node of a laid-out generated tree with its frame and its children's, and the rules
/// its kind must keep (`reference` letters are the rule names in the project's notes on
/// SwiftUI's semantics: S stacks, F frames, N padding, O overlays and ZStacks, G geometry).
struct RuleContext {
  let tree: PropertyTree
  let index: Int
  /// The node's frame.
  let parent: CGRect
  /// The frames of the children that are one view each, in order.
  let frames: [CGRect]
  /// The preorder indices of those children.
  let children: [Int]
  let layout: PropertyLayout
  /// Whether every child is one view (no `Group` or `EmptyView` among them).
  let complete: Bool

  private func close(_ a: CGFloat, _ b: CGFloat) -> Bool { PropertyRules.close(a, b) }
  private func same(_ a: CGRect, _ b: CGRect) -> Bool { PropertyRules.same(a, b) }
  private func format(_ rect: CGRect) -> String { PropertyRules.format(rect) }
  private func format(_ size: CGSize) -> String { PropertyRules.format(size) }

  /// Lengths beyond which sums lose the precision the rules compare with.
  static let largest: CGFloat = 1e12

  func violation() -> String? {
    // Huge frames (from the largest finite lengths) cannot be compared to a thousandth.
    let lengths = ([parent] + frames).flatMap { [$0.minX, $0.minY, $0.width, $0.height] }
    guard lengths.allSatisfy({ abs($0) < Self.largest }) else { return nil }
    switch tree.node {
    case .padding(.all, let length?) where length >= 0 && length < Double(Self.largest):
      // N5: the child is inset by the length on every edge.
      let inset = parent.insetBy(dx: CGFloat(length), dy: CGFloat(length))
      return same(frames[0], inset)
        ? nil : "padding \(formatLength(CGFloat(length))): child at \(format(frames[0])), expected \(format(inset))"
    case .frame(let width, let height, let alignment)
    where [width, height].allSatisfy({ $0.map { $0.isFinite && $0 >= 0 } ?? true }):
      // F1: each given length is the frame's; an omitted one is the child's; the child is
      // aligned in it.
      let size = CGSize(
        width: width.map { CGFloat($0) } ?? frames[0].width, height: height.map { CGFloat($0) } ?? frames[0].height)
      guard close(parent.width, size.width), close(parent.height, size.height) else {
        return "fixed frame: size \(format(parent.size)), expected \(format(size))"
      }
      return aligned(frames[0], alignment)
    case .flexFrame(let width, let height, let alignment):
      // F2: the frame's size lies within its bounds; the child is aligned in it.
      let bounds = [
        (width.min, parent.width, true, "width"), (width.max, parent.width, false, "width"),
        (height.min, parent.height, true, "height"), (height.max, parent.height, false, "height"),
      ]
      for case (let bound?, let length, let isMinimum, let name) in bounds
      where isMinimum
        ? length < CGFloat(bound) - PropertyRules.tolerance : length > CGFloat(bound) + PropertyRules.tolerance
      {
        return
          "flexible frame: \(name) \(formatLength(length)) is \(isMinimum ? "below its minimum" : "above its maximum") \(bound)"
      }
      return aligned(frames[0], alignment)
    case .fixedSize:
      // F3: the child's size, on the fixed axes its ideal one, is the modifier's, at the same place.
      return same(frames[0], parent)
        ? nil : "fixedSize: child at \(format(frames[0])), expected the modifier's \(format(parent))"
    case .offset(let x, let y):
      // F4: the child moves; the modifier stays.
      let moved = parent.offsetBy(dx: CGFloat(x), dy: CGFloat(y))
      return same(frames[0], moved) ? nil : "offset: child at \(format(frames[0])), expected \(format(moved))"
    case .position(let x, let y):
      // F5: the child's centre is at the point, in the modifier's coordinates.
      let centre = CGPoint(x: parent.minX + CGFloat(x), y: parent.minY + CGFloat(y))
      return close(frames[0].midX, centre.x) && close(frames[0].midY, centre.y)
        ? nil
        : "position: child at \(format(frames[0])), its centre not at (\(formatLength(centre.x)), \(formatLength(centre.y)))"
    case .priority, .preference, .appendPreference, .hidden, .dynamicType, .rightToLeft, .alignmentGuide, .styleLayer,
      .textStyle, .gridCellColumns:
      // Traits, preferences, the environment, guides and a shape style add no placement: the
      // content has the node's frame.
      return same(frames[0], parent) ? nil : "\(tree.label) moved its content to \(format(frames[0]))"
    case .drawing:
      // Drawing modifiers (opacity, clipping, a border, a shadow, a rotation or scale effect)
      // change how the content is drawn, never its frame: SwiftUI applies them after layout
      // ("Scales this view's rendered output ... without affecting its layout",
      // https://developer.apple.com/documentation/swiftui/view/scaleeffect(_:anchor:)-pmi7).
      return same(frames[0], parent) ? nil : "\(tree.label) moved its content to \(format(frames[0]))"
    case .overlay, .background:
      // O1: the content has the modifier's frame; the decoration is proposed its size.
      guard same(frames[0], parent) else {
        return "\(tree.label): content at \(format(frames[0])), not the modifier's frame"
      }
      guard frames.count == 2, let proposal = layout.proposals[children[1]] else { return nil }
      return proposal == ProposedViewSize(parent.size)
        ? nil : "\(tree.label): decoration proposed \(proposal), not the content's size \(format(parent.size))"
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
        ? nil
        : "GeometryReader: content proposed \(contentProposal.map(\.description) ?? "nothing"), not the reader's size"
    case .hstack(let alignment, let spacing?) where complete:
      return stackViolation(
        .horizontal, spacing, guide: alignment == .top ? 0 : alignment == .bottom ? 1 : alignment == .center ? 0.5 : nil
      )
    case .vstack(let alignment, let spacing?) where complete:
      return stackViolation(.vertical, spacing, guide: alignment == .leading ? 0 : alignment == .trailing ? 1 : 0.5)
    case .zstack(let alignment) where complete:
      return zStackViolation(alignment)
    default:
      return nil
    }
  }

  /// Whether an explicit guide can move a child: an `.alignmentGuide` anywhere below, or an
  /// `AlignmentGuideFlow` (made of them), whose explicit values reach every view around it.
  private var guidesMayMove: Bool {
    tree.children.contains { child in
      child.contains {
        switch $0 {
        case .alignmentGuide, .guideFlow: true
        default: false
        }
      }
    }
  }

  /// F1, F2: `child` sits in the frame at `alignment` (checked for the named alignments).
  private func aligned(_ child: CGRect, _ alignment: Alignment) -> String? {
    guard let x = Self.fraction(alignment.horizontal), let y = Self.fraction(alignment.vertical), !guidesMayMove else {
      return nil
    }
    let expected = CGPoint(
      x: parent.minX + (parent.width - child.width) * x, y: parent.minY + (parent.height - child.height) * y)
    return close(child.minX, expected.x) && close(child.minY, expected.y)
      ? nil
      : "child at \(format(child)) is not at \(alignment) (expected at \(formatLength(expected.x)), \(formatLength(expected.y)))"
  }

  static func fraction(_ alignment: HorizontalAlignment) -> CGFloat? {
    alignment == .leading ? 0 : alignment == .center ? 0.5 : alignment == .trailing ? 1 : nil
  }

  static func fraction(_ alignment: VerticalAlignment) -> CGFloat? {
    alignment == .top ? 0 : alignment == .center ? 0.5 : alignment == .bottom ? 1 : nil
  }

  /// S1, S3: a stack with explicit spacing is as long as its children plus the spacing between
  /// them, laid end to end from its start, and (unless guides or baselines move children) as
  /// thick as its thickest child, children lined up at the fraction `guide` of the thickness.
  ///
  /// Only the end-to-end order is checked when the stack's proposal leaves its cross axis
  /// unspecified. SwiftUI's stack measures its children with its own proposal but places them
  /// with that proposal's missing cross length replaced by its measured one (OpenSwiftUI's
  /// `StackLayout` `proposalWhenPlacing(in:)`: an `HStack` places with `proposal.height ??
  /// size.height`, a `VStack` with `proposal.width ?? size.width`). A child whose size depends
  /// on that length (text that wraps at a width, an aspect ratio, a frame with only an ideal
  /// length) is then placed at another size than it was measured at, and the stack's own size
  /// no longer matches its placed children's.
  private func stackViolation(_ axis: Axis, _ spacing: Double, guide: CGFloat?) -> String? {
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
    guard length >= 0 else { return nil }  // Negative spacing longer than the children.
    // Whether the stack placed its children with the proposal it measured them with.
    let measuredAsPlaced =
      layout.proposals[self.index].map { (axis == .horizontal ? $0.height : $0.width) != nil } ?? false
    guard !measuredAsPlaced || close(along(parent).length, length) else {
      return "stack length \(formatLength(along(parent).length)), expected children + spacing = \(formatLength(length))"
    }
    var position = along(parent).start
    for (index, frame) in frames.enumerated() {
      guard close(along(frame).start, position) else {
        return "child \(index) starts at \(formatLength(along(frame).start)), expected \(formatLength(position))"
      }
      position += along(frame).length + gap
    }
    guard measuredAsPlaced, let guide, !guidesMayMove else { return nil }
    let thickness = frames.map { across($0).length }.max() ?? 0
    guard close(across(parent).length, thickness) else {
      return
        "stack thickness \(formatLength(across(parent).length)), expected the thickest child's \(formatLength(thickness))"
    }
    for (index, frame) in frames.enumerated() {
      let (start, size) = across(frame)
      let (parentStart, parentSize) = across(parent)
      if !close(start + size * guide, parentStart + parentSize * guide) {
        return "child \(index) at \(format(frame)) is not aligned in the stack"
      }
    }
    return nil
  }

  /// O2 (placement): every child is proposed the ZStack's size; the alignment point is the
  /// largest guide value among the highest-priority children, and each child's guide sits on
  /// it. (The ZStack's size comes from its children's answers to its own proposal, which the
  /// placed frames do not show, so it is not checked here.)
  private func zStackViolation(_ alignment: Alignment) -> String? {
    guard !frames.isEmpty else {
      return parent.size == .zero ? nil : "empty ZStack: size \(format(parent.size)), expected 0 × 0"
    }
    for (index, child) in children.enumerated() where layout.proposals[child] != ProposedViewSize(parent.size) {
      return "child \(index) proposed \(layout.proposals[child].map(\.description) ?? "nothing"), not the ZStack's size"
    }
    guard let x = Self.fraction(alignment.horizontal), let y = Self.fraction(alignment.vertical), !guidesMayMove else {
      return nil
    }
    let priorities = tree.children.map(PropertyPriority.effective)
    guard priorities.allSatisfy({ $0 != nil }) else { return nil }
    func guide(_ frame: CGRect) -> CGPoint { CGPoint(x: frame.width * x, y: frame.height * y) }
    let top = priorities.compactMap { $0 }.max() ?? 0
    let leaders = zip(frames, priorities).filter { $0.1 == top }.map { guide($0.0) }
    let point = CGPoint(x: leaders.map(\.x).max() ?? 0, y: leaders.map(\.y).max() ?? 0)
    for (index, frame) in frames.enumerated() {
      let expected = CGPoint(x: parent.minX + point.x - guide(frame).x, y: parent.minY + point.y - guide(frame).y)
      if !close(frame.minX, expected.x) || !close(frame.minY, expected.y) {
        return
          "child \(index) at \(format(frame)), expected at (\(formatLength(expected.x)), \(formatLength(expected.y))) on the alignment point"
      }
    }
    return nil
  }
}

/// The layout priority a container sees on a generated view.
enum PropertyPriority {
  /// S4, N3, L11: an explicit `.layoutPriority`, seen through preferences and through the
  /// modifiers that pass their view's traits on (padding, frames, fixedSize, offset);
  /// otherwise −∞ for a `Spacer` and for a container without subviews (`ZStack { EmptyView() }`
  /// has none), 0 for the rest.
  /// `nil` when a priority sits below a modifier not known to pass it on.
  static func effective(_ tree: PropertyTree) -> Double? {
    switch explicit(tree) {
    case .some(.some(let value)): return value
    case .some(.none): return nil
    case .none: break
    }
    switch tree.node {
    case .spacer: return -.infinity
    // Lazy stacks and grids too: an empty lazy grid is not zero-sized (its fixed columns
    // are as wide as ever), so its priority decides where a ZStack puts it.
    case .hstack, .vstack, .zstack, .flow, .cards, .tiles, .proposing, .lazyStack, .lazyGrid:
      return tree.children.contains(where: PropertyRules.hasSubviews) ? 0 : -.infinity
    case .preference, .appendPreference: return effective(tree.children[0])
    default:
      // Any other modifier: 0, unless its content would have another priority, which the
      // modifier may or may not pass on.
      guard tree.node.arity == .one || tree.node.arity == .two else { return 0 }
      return effective(tree.children[0]) == 0 ? 0 : nil
    }
  }

  /// The outermost `.layoutPriority` value, if any (`.some(nil)` when unknown).
  private static func explicit(_ tree: PropertyTree) -> Double?? {
    switch tree.node {
    case .priority(let value): return value
    case .preference, .appendPreference, .padding, .frame, .flexFrame, .fixedSize, .offset:
      return explicit(tree.children[0])
    default:
      let hidden = tree.children.contains {
        $0.contains { if case .priority = $0 { return true } else { return false } }
      }
      return hidden && tree.node.arity != .many ? .some(nil) : .none
    }
  }
}
