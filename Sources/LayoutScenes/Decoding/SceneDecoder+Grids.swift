import Foundation
import LayoutLab

extension SceneDecoder {
  /// `lazyVGrid`'s (`vertical`) or `lazyHGrid`'s options and children: the grid items are
  /// required, under `columns` or `rows`.
  static func lazyGrid(_ value: SceneValue, vertical: Bool) throws(SceneError) -> SceneNode.Kind {
    let itemsKey = vertical ? "columns" : "rows"
    let options = try value.object(keys: [itemsKey, "alignment", "spacing", "pinnedViews", "children"])
    var items: [GridItem] = []
    for item in try options.required(itemsKey).array() { items.append(try gridItem(item)) }
    let spacing = try options["spacing"]?.optionalNumber().map { CGFloat($0) }
    let pinned = try options["pinnedViews"].map { v throws(SceneError) in try pinnedViews(v) } ?? []
    let children = try options["children"].map { v throws(SceneError) in try self.children(v) } ?? []
    if vertical {
      return .lazyVGrid(
        columns: items, alignment: try options["alignment"]?.choice("alignment", horizontalAlignments) ?? .center,
        spacing: spacing, pinnedViews: pinned, children: children)
    }
    return .lazyHGrid(
      rows: items, alignment: try options["alignment"]?.choice("alignment", verticalAlignments) ?? .center,
      spacing: spacing, pinnedViews: pinned, children: children)
  }

  /// A grid item: `{"fixed": n}`, `{"flexible": true or {"minimum", "maximum"}}` or
  /// `{"adaptive": minimum or {"minimum", "maximum"}}`, with `spacing` and `alignment`.
  /// Lengths the engine cannot use (a negative fixed length, an adaptive minimum of 0) are
  /// passed on; the engine reports them.
  private static func gridItem(_ value: SceneValue) throws(SceneError) -> GridItem {
    let object = try value.object(keys: ["fixed", "flexible", "adaptive", "spacing", "alignment"])
    let sizes = ["fixed", "flexible", "adaptive"].filter { object[$0] != nil }
    guard sizes.count == 1, let sizeKey = sizes.first, let sizeValue = object[sizeKey] else {
      throw value.error("a grid item has exactly one of \"fixed\", \"flexible\" and \"adaptive\"")
    }
    let size: GridItem.Size
    switch sizeKey {
    case "fixed":
      size = .fixed(CGFloat(try sizeValue.number()))
    case "flexible":
      let bounds = try itemBounds(sizeValue, defaultMinimum: 10, alternative: "true or {\"minimum\", \"maximum\"}")
      size = .flexible(minimum: bounds.minimum, maximum: bounds.maximum)
    default:
      if case .number = sizeValue.json {
        size = .adaptive(minimum: CGFloat(try sizeValue.number()))
      } else {
        let options = try sizeValue.object(keys: ["minimum", "maximum"])
        size = .adaptive(
          minimum: CGFloat(try options.required("minimum").number()),
          maximum: try options["maximum"]?.length() ?? .infinity)
      }
    }
    return GridItem(
      size, spacing: try object["spacing"]?.optionalNumber().map { CGFloat($0) },
      alignment: try object["alignment"]?.choice("alignment", alignments))
  }

  /// A flexible item's bounds: `true` for the defaults, or `{"minimum", "maximum"}`.
  private static func itemBounds(
    _ value: SceneValue, defaultMinimum: CGFloat, alternative: String
  ) throws(SceneError) -> (minimum: CGFloat, maximum: CGFloat) {
    if case .bool(true) = value.json { return (defaultMinimum, .infinity) }
    guard case .object = value.json else { throw value.expected(alternative) }
    let options = try value.object(keys: ["minimum", "maximum"])
    return (
      try options["minimum"].map { v throws(SceneError) in CGFloat(try v.number()) } ?? defaultMinimum,
      try options["maximum"]?.length() ?? .infinity
    )
  }

  /// `"sectionHeaders"`, `"sectionFooters"` or an array of them.
  private static func pinnedViews(_ value: SceneValue) throws(SceneError) -> PinnedScrollableViews {
    let choices: [(String, PinnedScrollableViews)] = [
      ("sectionHeaders", .sectionHeaders), ("sectionFooters", .sectionFooters),
    ]
    if case .string = value.json { return try value.choice("pinned view", choices) }
    guard case .array = value.json else {
      throw value.expected("\"sectionHeaders\", \"sectionFooters\" or an array of them")
    }
    var pinned: PinnedScrollableViews = []
    for element in try value.array() { pinned.formUnion(try element.choice("pinned view", choices)) }
    return pinned
  }
}
