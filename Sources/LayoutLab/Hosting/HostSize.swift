import Foundation

/// The size a host lays out in, from the size it was asked for: a dimension that is negative,
/// NaN or infinite becomes 0, with an `invalidHostSize` diagnostic naming the value.
///
/// A host is a window or a view on screen: it always has a concrete, finite size of 0 or more.
/// Infinity is not read as "unspecified" (no host proposes `nil` to its root) nor as a request
/// for the root's maximum size (a view that fills it would be infinitely large, and centring it
/// would put it at -∞); 0 is the one size every view can be laid out in. SwiftUI parity: a
/// hosting controller never receives such a size from UIKit; `UIHostingController.sizeThatFits`
/// is not modelled.
enum HostSize {
  /// `size` with each unusable dimension replaced by 0, and the diagnostic saying so (`nil`
  /// when `size` is usable).
  static func corrected(_ size: CGSize) -> (size: CGSize, diagnostic: LayoutDiagnostic?) {
    var problems: [String] = []
    func usable(_ value: CGFloat, _ name: String) -> CGFloat {
      if value.isFinite, value >= 0 { return value }
      let reason = value.isNaN ? "NaN" : value.isInfinite ? "infinite" : "negative"
      problems.append("\(name) \(formatLength(value)) is \(reason)")
      return 0
    }
    let corrected = CGSize(width: usable(size.width, "width"), height: usable(size.height, "height"))
    guard !problems.isEmpty else { return (size, nil) }
    let diagnostic = LayoutDiagnostic(
      kind: .invalidHostSize, path: "ViewHost",
      message:
        "host size (\(formatLength(size.width)), \(formatLength(size.height))): \(problems.joined(separator: ", ")); laying out in (\(formatLength(corrected.width)), \(formatLength(corrected.height)))"
    )
    return (corrected, diagnostic)
  }
}
