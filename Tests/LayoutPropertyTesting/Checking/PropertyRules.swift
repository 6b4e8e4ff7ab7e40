import Foundation
import LayoutLab

/// The placement rules a parent's frame must keep with its children's, checked on one layout
/// of a generated tree. Each rule says where it comes from.
///
/// A rule is only checked where the tree makes it apply: not under a right-to-left layout
/// direction (which mirrors placements), not where a child is a `Group` or `EmptyView` (which
/// is not one subview), and alignments not where an alignment guide or a text baseline moves
/// a child.
public enum PropertyRules {
  /// How far two lengths may differ and still count as equal: rounding in sums of fractional
  /// lengths.
  static let tolerance: CGFloat = 0.001

  /// The first broken rule, as a sentence with the numbers, or `nil`.
  public static func firstViolation(_ tree: PropertyTree, _ layout: PropertyLayout) -> String? {
    if let nonFinite = nonFiniteFrame(layout) { return nonFinite }
    let mirrored = mirroredNodes(tree)
    let numbered = tree.numbered
    for (index, node, children) in numbered where !mirrored.contains(index) {
      guard isOneView(node), layout.frames[index] != nil else { continue }
      // A scroll view whose placement cannot be read leaves its parent's rules unchecked.
      guard let parent = placedFrame(of: index, numbered, layout, mirrored: mirrored) else { continue }
      let views = zip(node.children, children).filter { isOneView($0.0) }
      // A lazy container's rows it did not build and the views `ViewThatFits` did not choose
      // have no frame; every other child has one.
      if node.node.buildsSomeChildren {
        let built = views.filter { layout.frames[$0.1] != nil }.count
        if case .viewThatFits = node.node, views.count == node.children.count, !views.isEmpty, built != 1 {
          return "ViewThatFits node \(index) placed \(built) of its \(views.count) children, not the one it chose"
        }
        continue
      }
      let found = views.compactMap { child, childIndex in layout.frames[childIndex].map { (child, childIndex, $0) } }
      guard found.count == views.count else {
        return "a child of node \(index) (\(node.label)) has no frame"
      }
      let placed = found.map { placedFrame(of: $0.1, numbered, layout, mirrored: mirrored) }
      let frames = placed.compactMap { $0 }
      guard frames.count == placed.count else { continue }
      let context = RuleContext(
        tree: node, index: index, parent: parent, frames: frames, children: views.map(\.1), layout: layout,
        complete: views.count == node.children.count)
      if let problem = context.violation() {
        return "node \(index) \(node.label) at \(format(parent)): \(problem)"
      }
    }
    return nil
  }

  /// A frame that breaks the engine's promise about non-finite numbers, anywhere in the result:
  /// no number is NaN, every origin is finite, and a width or height is infinite only where
  /// SwiftUI's is (the view was proposed infinity on that axis and took it), with an
  /// `infiniteLength` diagnostic naming the view.
  public static func nonFiniteFrame(_ layout: PropertyLayout) -> String? {
    for view in layout.views {
      let frame = view.frame
      if [frame.minX, frame.minY, frame.width, frame.height].contains(where: \.isNaN) {
        return "a NaN frame \(format(frame)) [\(view.summary)]"
      }
      if !frame.minX.isFinite || !frame.minY.isFinite {
        return "an infinite origin \(format(frame)) [\(view.summary)]"
      }
      guard !frame.width.isFinite || !frame.height.isFinite else { continue }
      if (!frame.width.isFinite && view.proposal.width != .infinity)
        || (!frame.height.isFinite && view.proposal.height != .infinity)
      {
        return "an infinite frame \(format(frame)) not proposed infinity (\(view.proposal)) [\(view.summary)]"
      }
      let reported = layout.diagnostics.contains { $0.kind == .infiniteLength && $0.path.hasSuffix(view.summary) }
      if !reported { return "an infinite frame \(format(frame)) with no infiniteLength diagnostic [\(view.summary)]" }
    }
    return nil
  }

  /// The preorder indices of the nodes laid out right to left: a `.rightToLeft` node and
  /// everything below it.
  static func mirroredNodes(_ tree: PropertyTree) -> Set<Int> {
    var result = Set<Int>()
    var next = 0
    func visit(_ tree: PropertyTree, mirrored: Bool) {
      let index = next
      next += 1
      let mirrored = mirrored || tree.node == .rightToLeft
      if mirrored { result.insert(index) }
      tree.children.forEach { visit($0, mirrored: mirrored) }
    }
    visit(tree, mirrored: false)
    return result
  }

  /// The frame the node at preorder `index` was placed at by its container. That is its
  /// frame, except for a scroll view, which reaches beyond its placement under the bars along
  /// its scroll axes (C-SA11, in the safe-area article): along those it is as long as its
  /// placement proposal (it takes the proposed length), or, proposed none, as its content, and
  /// starts where its content does (generated scroll views are not scrolled, and their
  /// content, its views stacked, starts at their placed start: the right edge in the
  /// `mirrored` nodes, right to left). A node that adds no placement
  /// and shares its content's frame (`.layoutPriority`, which is no view of its own) shares its
  /// content's placement. `nil` when
  /// the node has no frame or a scroll view's content start cannot be read (a child is not one
  /// view with a frame).
  static func placedFrame(
    of index: Int, _ numbered: [(index: Int, tree: PropertyTree, children: [Int])], _ layout: PropertyLayout,
    mirrored: Set<Int>
  ) -> CGRect? {
    guard let frame = layout.frames[index] else { return nil }
    let tree = numbered[index].tree
    guard case .scroll(let axes) = tree.node else {
      if addsNoPlacement(tree.node), let first = numbered[index].children.first, layout.frames[first] == frame {
        return placedFrame(of: first, numbered, layout, mirrored: mirrored)
      }
      return frame
    }
    let content = numbered[index].children
    guard !content.isEmpty else { return frame }
    let spans = content.compactMap { layout.frames[$0] }
    guard spans.count == content.count, content.allSatisfy({ isOneView(numbered[$0].tree) }) else { return nil }
    // The content (its views stacked when several) spans from its placed start to its end.
    let start = CGPoint(x: spans.map(\.minX).min() ?? frame.minX, y: spans.map(\.minY).min() ?? frame.minY)
    let end = CGPoint(x: spans.map(\.maxX).max() ?? frame.maxX, y: spans.map(\.maxY).max() ?? frame.maxY)
    let proposal = layout.proposals[index]
    // Proposed no length along a scroll axis, the scroll view is as long as its content
    // measured, which its content placed need not be (an aspect ratio proposed a width only
    // when placed): the placement can then be read only where the frame did not grow.
    if axes.contains(.horizontal), proposal?.width == nil, frame.width != end.x - start.x { return nil }
    if axes.contains(.vertical), proposal?.height == nil, frame.height != end.y - start.y { return nil }
    var placed = frame
    if axes.contains(.horizontal) {
      placed.size.width = proposal?.width ?? (end.x - start.x)
      // Right to left the content starts at the right edge.
      placed.origin.x = mirrored.contains(index) ? end.x - placed.width : start.x
    }
    if axes.contains(.vertical) {
      placed.origin.y = start.y
      placed.size.height = proposal?.height ?? (end.y - start.y)
    }
    return placed
  }

  /// Whether `node` adds no placement to its content (traits, preferences, the environment,
  /// guides, a shape style, drawing, a button in the default style, which adds nothing around
  /// its label): its content has its frame (`RuleContext`).
  static func addsNoPlacement(_ node: PropertyNode) -> Bool {
    switch node {
    case .priority, .preference, .appendPreference, .hidden, .dynamicType, .rightToLeft, .alignmentGuide, .styleLayer,
      .textStyle, .gridCellColumns, .drawing, .button:
      true
    default: false
    }
  }

  /// Whether `tree` is exactly one view to its container: not a `Group` (its members join the
  /// container), a `GridRow` (its cells are the grid's) or an `EmptyView` (nothing), nor a
  /// modifier of one (applied to each member). A `safeAreaInset` is one view around all its
  /// content.
  static func isOneView(_ tree: PropertyTree) -> Bool {
    switch tree.node {
    case .safeAreaInset: true
    case .group, .empty, .gridRow: false
    default: tree.node.arity == .one || tree.node.arity == .two ? isOneView(tree.children[0]) : true
    }
  }

  /// Whether `tree` gives its container at least one subview: an `EmptyView` gives none, a
  /// `Group` its members', a modifier its content's (it applies to each member), a
  /// `safeAreaInset` itself.
  static func hasSubviews(_ tree: PropertyTree) -> Bool {
    switch tree.node {
    case .safeAreaInset: true
    case .empty: false
    case .group: tree.children.contains(where: hasSubviews)
    default: tree.node.arity == .one || tree.node.arity == .two ? hasSubviews(tree.children[0]) : true
    }
  }

  static func close(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) <= tolerance || a == b }

  static func same(_ a: CGRect, _ b: CGRect) -> Bool {
    close(a.minX, b.minX) && close(a.minY, b.minY) && close(a.width, b.width) && close(a.height, b.height)
  }

  public static func format(_ rect: CGRect) -> String {
    "(\(formatLength(rect.minX)), \(formatLength(rect.minY)), \(formatLength(rect.width)), \(formatLength(rect.height)))"
  }

  public static func format(_ size: CGSize) -> String { "\(formatLength(size.width)) × \(formatLength(size.height))" }
}
