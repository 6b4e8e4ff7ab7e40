import Foundation

/// One column of a `LazyVGrid` or one row of a `LazyHGrid`: how long it is, the gap after it,
/// and how its cells sit in it.
///
/// SwiftUI parity: `GridItem` (C-LG2), with the same defaults: a flexible item, the default
/// spacing (8) and centred cells.
public struct GridItem: Hashable, Sendable {
  /// How long a column (or row) of a lazy grid is.
  ///
  /// SwiftUI parity: `GridItem.Size` (C-LG2, C-LG4).
  public enum Size: Hashable, Sendable {
    /// Exactly `length` points, whatever the grid's length.
    case fixed(CGFloat)
    /// A share of what the fixed items and the gaps leave, clamped to `minimum...maximum`.
    case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
    /// As many sub-columns of at least `minimum` as fit in a flexible item's share, each at
    /// most `maximum`.
    case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
  }

  /// The item's length rule.
  public var size: Size
  /// The gap after this item (and between an adaptive item's sub-columns); `nil` for the
  /// default, 8.
  public var spacing: CGFloat?
  /// Where a cell smaller than its cell rectangle sits in it; `nil` for `.center`.
  public var alignment: Alignment?

  /// An item of `size`, `spacing` before the next one, placing cells on `alignment`.
  public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
    self.size = size
    self.spacing = spacing
    self.alignment = alignment
  }
}

extension GridItem: CustomStringConvertible {
  /// `GridItem(.adaptive(minimum: 80))`, leaving out what is at its default.
  public var description: String {
    var arguments = [String(describing: size)]
    if let spacing { arguments.append("spacing: \(formatLength(spacing))") }
    if let alignment { arguments.append("alignment: \(alignment)") }
    return "GridItem(\(arguments.joined(separator: ", ")))"
  }
}

extension GridItem.Size: CustomStringConvertible {
  /// `.fixed(100)`, `.flexible()`, `.adaptive(minimum: 80)`, leaving out default bounds.
  public var description: String {
    switch self {
    case .fixed(let length):
      return ".fixed(\(formatLength(length)))"
    case .flexible(let minimum, let maximum):
      var arguments: [String] = []
      if minimum != 10 { arguments.append("minimum: \(formatLength(minimum))") }
      if maximum != .infinity { arguments.append("maximum: \(formatLength(maximum))") }
      return ".flexible(\(arguments.joined(separator: ", ")))"
    case .adaptive(let minimum, let maximum):
      return maximum == .infinity
        ? ".adaptive(minimum: \(formatLength(minimum)))"
        : ".adaptive(minimum: \(formatLength(minimum)), maximum: \(formatLength(maximum)))"
    }
  }
}
