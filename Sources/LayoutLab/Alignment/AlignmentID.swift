import Foundation

/// A type that identifies an alignment guide and gives its default value.
///
/// Declare a custom guide as an enum conforming to `AlignmentID` and wrap it in a
/// `HorizontalAlignment` or `VerticalAlignment`:
///
///     enum MidAccount: AlignmentID {
///       static func defaultValue(in d: ViewDimensions) -> CGFloat { d[VerticalAlignment.center] }
///     }
///     extension VerticalAlignment { static let midAccount = VerticalAlignment(MidAccount.self) }
///
/// SwiftUI parity: `AlignmentID`. Explicit values of a custom guide combine up through
/// containers by their mean; see `AlignmentKey.combine(_:)` for the text baselines, and
/// `GuideSet.exported(by:buildsContentWhenPlaced:)` for the built-in frame guides, which do not
/// combine.
public protocol AlignmentID {
  /// The guide's value for a view that sets no explicit value.
  static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// An alignment guide as the engine handles it: its identifier type and its axis.
/// `@unchecked Sendable`: it holds only an immutable metatype and a name.
struct AlignmentKey: Hashable, @unchecked Sendable, CustomStringConvertible {
  private let type: any AlignmentID.Type
  let axis: Axis
  /// This guide's bit in a `GuideSet` if it is built in, 0 for a custom guide.
  let bit: UInt16

  /// The identifier type's identity: what keys compare and hash by, with the axis. Read from
  /// `type` rather than stored beside it, so a key is 24 bytes (an alignment guide's layout
  /// and every `Alignment` hold keys).
  var id: ObjectIdentifier { ObjectIdentifier(type) }

  init(_ id: any AlignmentID.Type, axis: Axis) {
    self.axis = axis
    self.type = id
    let builtins: [any AlignmentID.Type] = [
      LeadingID.self, HorizontalCenterID.self, TrailingID.self, TopID.self, VerticalCenterID.self, BottomID.self,
      FirstTextBaselineID.self, LastTextBaselineID.self,
    ]
    let index = builtins.firstIndex { ObjectIdentifier($0) == ObjectIdentifier(id) }
    bit = index.map { 1 << UInt16($0) } ?? 0
  }

  /// Whether this is one of the built-in frame guides (leading, centre, trailing, top,
  /// bottom), which a container of several views answers from its own bounds only.
  var isFrameGuide: Bool { bit & GuideSet.frameBits != 0 }

  /// The guide's type name: `HorizontalCenterID`.
  var name: String { String(describing: type) }

  func defaultValue(in dimensions: ViewDimensions) -> CGFloat { type.defaultValue(in: dimensions) }

  /// The default value for a view of `size` without explicit guides; the built-in guides
  /// answer without calling their `AlignmentID` (same values, A1).
  func defaultValue(for size: CGSize) -> CGFloat {
    switch bit {
    case 1 << 0, 1 << 3: 0
    case 1 << 1: size.width / 2
    case 1 << 2: size.width
    case 1 << 4: size.height / 2
    case 1 << 5, 1 << 6, 1 << 7: size.height
    default: type.defaultValue(in: ViewDimensions(size: size))
    }
  }

  static func == (lhs: AlignmentKey, rhs: AlignmentKey) -> Bool {
    lhs.id == rhs.id && lhs.axis == rhs.axis
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(id)
    hasher.combine(axis)
  }

  var description: String { name }

  /// How explicit values of this guide from several children combine into the container's
  /// value: the mean by default, the top-most first baseline, the bottom-most last baseline.
  ///
  /// SwiftUI parity: the mean and `firstTextBaseline`'s minimum follow OpenSwiftUI's
  /// `_combineExplicit`. For `lastTextBaseline` OpenSwiftUI also takes the minimum; LayoutLab
  /// takes the maximum (the bottom-most baseline), which is what a stack aligned on last text
  /// baselines shows on device. Layout rule A3 marks this unverified.
  func combine(_ values: [CGFloat]) -> CGFloat? {
    guard let first = values.first else { return nil }
    switch id {
    case ObjectIdentifier(FirstTextBaselineID.self): return values.min()
    case ObjectIdentifier(LastTextBaselineID.self): return values.max()
    default: return values.dropFirst().reduce(first, +) / CGFloat(values.count)
    }
  }
}

// The built-in guides. Their defaults follow layout rule A1.
enum LeadingID: AlignmentID {
  static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 }
}
enum HorizontalCenterID: AlignmentID {
  static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width / 2 }
}
enum TrailingID: AlignmentID {
  static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width }
}
enum TopID: AlignmentID {
  static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 }
}
enum VerticalCenterID: AlignmentID {
  static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height / 2 }
}
enum BottomID: AlignmentID {
  static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height }
}
/// A view without text has its baselines at its bottom edge.
enum FirstTextBaselineID: AlignmentID {
  static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height }
}
enum LastTextBaselineID: AlignmentID {
  static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height }
}
