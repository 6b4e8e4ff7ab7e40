import Foundation

/// The values a grid reads from each of its subviews, carried as layout values (traits) so
/// that modifiers around a cell keep them, as in SwiftUI.
///
/// `GridRow` writes `GridRowKey`; the cell modifiers (`GridCellModifiers.swift`) write the
/// others. A subview that carries no `GridRowKey` is a row of its own spanning every column.
protocol GridCellKey: LayoutValueKey where Value: Equatable {
  /// The modifier as written, for the node's summary: `.gridCellColumns(2)`.
  static func summary(of value: Value) -> String
  /// `value` with a problem replaced, each reported through `report`; `node` is the modifier's.
  static func checked(_ value: Value, at node: ViewNode, report: (String) -> Void) -> Value
}

extension GridCellKey {
  static func checked(_ value: Value, at node: ViewNode, report: (String) -> Void) -> Value { value }
}

/// The row a cell belongs to: the `GridRow` node's number, and the row's vertical alignment.
struct GridRowMark: Equatable {
  let row: Int
  let alignment: VerticalAlignment?
}

/// Which `GridRow` a subview belongs to; `nil` outside any row.
enum GridRowKey: LayoutValueKey {
  static var defaultValue: GridRowMark? { nil }
}

/// How many columns a cell spans (C-G11); 1 unless `gridCellColumns(_:)` says otherwise.
enum GridCellColumnsKey: GridCellKey {
  static var defaultValue: Int { 1 }

  static func summary(of value: Int) -> String { ".gridCellColumns(\(value))" }

  /// A count below 1 spans one column; a count on a view outside a `GridRow` is not used,
  /// since such a view spans every column (C-G2).
  static func checked(_ value: Int, at node: ViewNode, report: (String) -> Void) -> Int {
    if value < 1 {
      report("gridCellColumns(\(value)): a cell spans at least one column; it spans 1")
      return 1
    }
    if value != 1, GridCellPosition.of(node) == .outsideRow {
      report(
        "gridCellColumns(\(value)) on a view outside a GridRow: such a view is a row of its own that spans every column of the grid, so the count is not used"
      )
    }
    return value
  }
}

/// The unit point a cell is anchored by instead of the row's and column's guides (C-G10).
enum GridCellAnchorKey: GridCellKey {
  static var defaultValue: UnitPoint? { nil }

  static func summary(of value: UnitPoint?) -> String {
    guard let value else { return ".gridCellAnchor(nil)" }
    return ".gridCellAnchor(UnitPoint(x: \(formatLength(value.x)), y: \(formatLength(value.y))))"
  }

  /// An anchor with a coordinate that is not finite would place the cell at NaN: it is
  /// dropped and the cell aligns by its guides.
  static func checked(_ value: UnitPoint?, at node: ViewNode, report: (String) -> Void) -> UnitPoint? {
    guard let value, !(value.x.isFinite && value.y.isFinite) else { return value }
    report(
      "gridCellAnchor(UnitPoint(x: \(value.x), y: \(value.y))) is not finite; the cell aligns by its row's and column's guides instead"
    )
    return nil
  }
}

/// The horizontal guide a whole column aligns by (C-G9), set on one of its cells.
enum GridColumnAlignmentKey: GridCellKey {
  static var defaultValue: HorizontalAlignment? { nil }

  static func summary(of value: HorizontalAlignment?) -> String {
    ".gridColumnAlignment(\(value.map(String.init(describing:)) ?? "nil"))"
  }
}

/// The axes on which a cell neither sizes its track nor is offered more than the track (C-G12).
enum GridCellUnsizedAxesKey: GridCellKey {
  static var defaultValue: Axis.Set { [] }

  static func summary(of value: Axis.Set) -> String {
    switch value {
    case [.horizontal, .vertical]: ".gridCellUnsizedAxes([.horizontal, .vertical])"
    case .horizontal: ".gridCellUnsizedAxes(.horizontal)"
    case .vertical: ".gridCellUnsizedAxes(.vertical)"
    default: ".gridCellUnsizedAxes([])"
    }
  }
}
