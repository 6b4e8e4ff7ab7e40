/// Where a view is, seen from the grid that may lay it out: in a `GridRow`, directly in the
/// grid (a row of its own), or in no grid. Found while the tree is built, by walking up from
/// the view through the views that hand traits on (structural views and modifiers around one
/// view) to the first `GridRow` or laying-out container.
enum GridCellPosition: Equatable {
  case inRow
  case outsideRow
  case notInGrid

  /// Where `node` is. Its ancestors are already updated when it is: each writes its traits
  /// and installs its layout before building its content.
  static func of(_ node: ViewNode) -> GridCellPosition {
    var current = node.parent
    while let ancestor = current {
      if ancestor.writtenTraits.layoutValues[ObjectIdentifier(GridRowKey.self)] != nil { return .inRow }
      if let behavior = ancestor.behavior, !behavior.isUnaryModifier {
        return isGrid(behavior) ? .outsideRow : .notInGrid
      }
      current = ancestor.parent
    }
    return .notInGrid
  }

  /// Whether `behavior` lays out a `GridLayout`, directly or through `AnyLayout`.
  private static func isGrid(_ behavior: any LayoutBehavior) -> Bool {
    if behavior is LayoutBox<GridLayout> { return true }
    guard let any = behavior as? LayoutBox<AnyLayout> else { return false }
    return any.layout.storage.layoutType == ObjectIdentifier(GridLayout.self)
  }
}
