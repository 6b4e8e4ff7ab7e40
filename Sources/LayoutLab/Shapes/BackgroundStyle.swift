/// The style of a window's background, which `background(ignoresSafeAreaEdges:)` fills with.
///
/// SwiftUI parity: `BackgroundStyle`; LayoutLab draws nothing, renderers show it uncoloured.
public struct BackgroundStyle: ShapeStyle, Hashable {
  public init() {}
}
