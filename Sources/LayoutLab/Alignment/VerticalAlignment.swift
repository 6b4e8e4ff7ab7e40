/// An alignment guide along the vertical axis: positions views top to bottom.
///
/// SwiftUI parity: `VerticalAlignment` with `.top`, `.center`, `.bottom`, the two text
/// baselines and custom guides.
public struct VerticalAlignment: Hashable, Sendable, CustomStringConvertible {
  let key: AlignmentKey

  /// A guide identified by `id`.
  public init(_ id: any AlignmentID.Type) {
    key = AlignmentKey(id, axis: .vertical)
  }

  init(key: AlignmentKey) { self.key = key }

  public static let top = VerticalAlignment(TopID.self)
  public static let center = VerticalAlignment(VerticalCenterID.self)
  public static let bottom = VerticalAlignment(BottomID.self)
  public static let firstTextBaseline = VerticalAlignment(FirstTextBaselineID.self)
  public static let lastTextBaseline = VerticalAlignment(LastTextBaselineID.self)

  public var description: String {
    switch self {
    case .top: return ".top"
    case .center: return ".center"
    case .bottom: return ".bottom"
    case .firstTextBaseline: return ".firstTextBaseline"
    case .lastTextBaseline: return ".lastTextBaseline"
    default: return key.name
    }
  }
}
