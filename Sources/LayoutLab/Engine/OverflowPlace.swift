/// Where a node's older measurements are in its store's `MeasurementOverflow`: nowhere yet, a
/// slot holding its second answer, or a block holding its second and third answers (or all
/// its `.unbounded` ones).
///
/// One `Int32`, so that a record's `MeasurementCache` stays 42 bytes: -1 is nowhere, a slot is
/// its index, a block is -2 less its index.
struct OverflowPlace: Equatable {
  private var raw: Int32

  private init(raw: Int32) { self.raw = raw }

  /// Nowhere: the node has needed no room in the overflow.
  static let none = OverflowPlace(raw: -1)

  /// The slot at `index`, for one answer.
  static func slot(_ index: Int32) -> OverflowPlace { OverflowPlace(raw: index) }

  /// The block at `index`, for two answers or a dictionary.
  static func block(_ index: Int32) -> OverflowPlace { OverflowPlace(raw: -2 - index) }

  /// The slot's index, if this is a slot.
  var slot: Int32? { raw >= 0 ? raw : nil }

  /// The block's index, if this is a block.
  var block: Int32? { raw <= -2 ? -2 - raw : nil }
}
