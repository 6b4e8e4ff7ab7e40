import Foundation

extension LayoutEngine {
  /// The value of guide `key` in `node`, sized `size` for `proposal`: its explicit value, or
  /// the guide's default. What `ViewDimensions`' subscript answers, without making one.
  func guide(_ key: AlignmentKey, of node: ViewNode, proposal: ProposedViewSize, size: CGSize) -> CGFloat {
    if let value = explicitAlignment(of: key, node: node, proposal: proposal, size: size) { return value }
    if key.bit != 0 { return key.defaultValue(for: size) }
    // A custom guide's default may read the view's other guides.
    return key.defaultValue(
      in: ViewDimensions(
        size: size,
        guides: GuideContext(engine: .passUnretained(self), node: node, proposal: proposal, scope: builtinCallScope)))
  }

  /// Places `node`, a subview of `container` sized for `proposal`, so that its `alignment`
  /// guides meet the same guides of `bounds`: `LayoutSubview.place(aligned:in:proposal:)`,
  /// with the same questions asked in the same order. Along an axis where `bounds` or the node
  /// is infinitely long, the node starts at the leading (top) edge (`alignedStart`).
  func place(
    _ node: ViewNode, of container: ViewNode, aligned alignment: Alignment, in bounds: CGRect,
    proposal: ProposedViewSize
  ) {
    let position = alignedPosition(of: node, by: container, alignment, in: bounds, proposal: proposal)
    place(node, of: container, at: position, anchor: .topLeading, proposal: proposal)
  }

  /// Where the top leading corner of `node`, a subview of `container` sized for `proposal`,
  /// goes for its `alignment` guides to meet the same guides of `bounds`.
  func alignedPosition(
    of node: ViewNode, by container: ViewNode, _ alignment: Alignment, in bounds: CGRect,
    proposal: ProposedViewSize
  ) -> CGPoint {
    let size = measure(node, proposal, from: container)
    let horizontal = alignment.horizontal.key
    let vertical = alignment.vertical.key
    let x = alignedStart(
      size.width, guide: guide(horizontal, of: node, proposal: proposal, size: size), in: bounds.minX, bounds.width,
      containerGuide: horizontal.defaultValue(for: bounds.size))
    let y = alignedStart(
      size.height, guide: guide(vertical, of: node, proposal: proposal, size: size), in: bounds.minY, bounds.height,
      containerGuide: vertical.defaultValue(for: bounds.size))
    return CGPoint(x: x, y: y)
  }
}
