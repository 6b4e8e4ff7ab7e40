import Foundation

extension ViewHost {
  /// Where the scroll views in the root view are scrolled to, as if the root were wrapped in
  /// `.scrollPosition(_:)`; `nil` (the default) leaves them at their content's start. A host
  /// scrolled to y lays out as a new host scrolled to y.
  ///
  /// SwiftUI parity: none; the host's stand-in for a user scrolling.
  public var scrollPosition: ScrollPosition? {
    get { environment[ScrollPositionKey.self] }
    set { environment[ScrollPositionKey.self] = newValue }
  }
}
