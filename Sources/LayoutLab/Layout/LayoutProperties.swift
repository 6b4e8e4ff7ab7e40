/// Layout properties a container declares to its subviews.
///
/// SwiftUI parity: `LayoutProperties`. `stackOrientation` is what `Spacer` and `Divider`
/// read to choose their axis: `.horizontal` for `HStackLayout`, `.vertical` for
/// `VStackLayout`, `nil` for everything else.
public struct LayoutProperties: Hashable, Sendable {
  /// The orientation of a one-dimensional container, or `nil` if unknown or not one-dimensional.
  public var stackOrientation: Axis?

  public init() { stackOrientation = nil }

  init(stackOrientation: Axis?) { self.stackOrientation = stackOrientation }
}
