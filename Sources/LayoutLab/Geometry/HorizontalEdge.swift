/// The leading or trailing edge, as `safeAreaInset(edge:alignment:spacing:content:)` takes it.
///
/// SwiftUI parity: `HorizontalEdge`.
public enum HorizontalEdge: Int8, CaseIterable, Hashable, Sendable {
  case leading, trailing
}

extension Edge {
  /// The edge `edge` names.
  public init(horizontal edge: HorizontalEdge) {
    self = edge == .leading ? .leading : .trailing
  }
}
