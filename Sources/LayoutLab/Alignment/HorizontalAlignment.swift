/// An alignment guide along the horizontal axis: positions views left to right.
///
/// SwiftUI parity: `HorizontalAlignment` with `.leading`, `.center`, `.trailing` and custom guides.
public struct HorizontalAlignment: Hashable, Sendable, CustomStringConvertible {
  let key: AlignmentKey

  /// A guide identified by `id`.
  public init(_ id: any AlignmentID.Type) {
    key = AlignmentKey(id, axis: .horizontal)
  }

  init(key: AlignmentKey) { self.key = key }

  public static let leading = HorizontalAlignment(LeadingID.self)
  public static let center = HorizontalAlignment(HorizontalCenterID.self)
  public static let trailing = HorizontalAlignment(TrailingID.self)

  public var description: String {
    switch self {
    case .leading: return ".leading"
    case .center: return ".center"
    case .trailing: return ".trailing"
    default: return key.name
    }
  }
}
