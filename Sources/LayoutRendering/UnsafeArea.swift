import Foundation
import LayoutLab

/// The bands of a host's window outside its safe area (`LayoutResult.safeAreaInsets`), which
/// the renderers shade so that a picture shows where the unsafe area is. None when the insets
/// are zero, so pictures of hosts without a safe area are unchanged.
enum UnsafeArea {
  /// The top, bottom, left and right bands that are not empty, in root coordinates.
  static func bands(of result: LayoutResult) -> [CGRect] {
    let size = result.hostSize
    let insets = result.safeAreaInsets
    let bands = [
      CGRect(x: 0, y: 0, width: size.width, height: insets.top),
      CGRect(x: 0, y: size.height - insets.bottom, width: size.width, height: insets.bottom),
      CGRect(x: 0, y: insets.top, width: insets.leading, height: size.height - insets.top - insets.bottom),
      CGRect(
        x: size.width - insets.trailing, y: insets.top, width: insets.trailing,
        height: size.height - insets.top - insets.bottom),
    ]
    return bands.filter { $0.width > 0 && $0.height > 0 && $0.width.isFinite && $0.height.isFinite }
  }

  /// The insets that are not zero, as `top 47, bottom 34` (leading and trailing named left and
  /// right, as the window's edges).
  static func summary(of result: LayoutResult) -> String {
    let insets = result.safeAreaInsets
    return [("top", insets.top), ("left", insets.leading), ("bottom", insets.bottom), ("right", insets.trailing)]
      .filter { $0.1 != 0 }.map { "\($0.0) \(formatLength($0.1))" }.joined(separator: ", ")
  }
}
