/// The top or bottom edge, as `safeAreaInset(edge:alignment:spacing:content:)` takes it.
///
/// SwiftUI parity: `VerticalEdge`.
public enum VerticalEdge: Int8, CaseIterable, Hashable, Sendable {
  case top, bottom
}

extension Edge {
  /// The edge `edge` names.
  public init(vertical edge: VerticalEdge) {
    self = edge == .top ? .top : .bottom
  }
}
