import Foundation

extension LazyGridLayout {
  /// This layout with unusable items and spacing replaced (`GridItem.checked`), each problem
  /// reported; a grid without items is reported too: it has no track to put a cell in, so it
  /// is laid out zero-sized with none of its cells placed.
  func checked(_ report: (LayoutDiagnostic.Kind, String) -> Void) -> LazyGridLayout {
    let noun = across == .horizontal ? "column" : "row"
    if items.isEmpty {
      report(
        .invalidArgument,
        "\(name) has no \(itemsLabel) (an empty GridItem array), so no cell has a \(noun) to go in; the grid is zero-sized and shows none of its cells"
      )
    }
    let checkedItems = items.enumerated().map { index, item in item.checked("\(noun) \(index + 1)", report) }
    var checkedSpacing = spacing
    if let spacing, !LengthLimit.accepts(spacing) {
      report(
        .invalidArgument,
        "\(name) spacing \(formatLength(spacing)) \(LengthLimit.problem(with: spacing)); using the default, \(formatLength(LazyGridDefaults.spacing))"
      )
      checkedSpacing = nil
    }
    return LazyGridLayout(
      name: name, items: checkedItems, across: across, alignment: alignment, spacing: checkedSpacing,
      pinnedViews: pinnedViews, itemsLabel: itemsLabel)
  }

  /// Makes `node` lay out `content` with this layout, checked, and reports the problems found
  /// once the node is named, so that each diagnostic's path ends at the grid. Over a `ForEach`,
  /// or with pinned views, the grid builds its cells while it is measured
  /// (`LazyGridWindowLayout`); over other content every cell is built. The summary shows the
  /// items as given, not as corrected.
  func update<Content: View>(_ node: ViewNode, in builder: TreeBuilder, content: Content) {
    var problems: [(kind: LayoutDiagnostic.Kind, message: String)] = []
    let layout = checked { problems.append(($0, $1)) }
    if let source = content as? any LazyElementSource {
      node.install(LazyGridWindowLayout(grid: layout))
      LazyElements.update(node, axis: along, source: source, in: builder)
    } else if !pinnedViews.isEmpty {
      node.install(LazyGridWindowLayout(grid: layout))
      LazyElements.update(node, axis: along, builtInFull: content, in: builder)
    } else {
      node.lazyElements = nil
      LayoutView(layout: layout, content: content).update(node, in: builder)
    }
    if !problems.isEmpty { node.summarySource = .text(description) }
    for problem in problems { builder.report(problem.kind, node, problem.message) }
  }
}
