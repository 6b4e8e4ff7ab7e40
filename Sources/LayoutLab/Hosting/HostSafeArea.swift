import Foundation

/// The safe area a host lays its root out in, from the insets and keyboard height it was
/// given: every value that is negative, NaN or infinite becomes 0, and insets that do not fit
/// the window are reduced until they do (the bottom and trailing edges give way first), each
/// correction named in an `invalidSafeAreaInsets` diagnostic.
///
/// SwiftUI parity: a hosting controller takes its insets from UIKit, which never gives such
/// values; LayoutLab reports them and lays out anyway, as it does for a bad host size.
struct HostSafeArea: Equatable {
  /// The container region's insets (absolute: leading is the window's left edge).
  var container = EdgeInsets()
  /// The keyboard region's insets: the part of the keyboard above the container's bottom inset.
  var keyboard = EdgeInsets()

  /// Both regions together: what the root is kept inside.
  var total: EdgeInsets {
    EdgeInsets(
      top: container.top + keyboard.top, leading: container.leading + keyboard.leading,
      bottom: container.bottom + keyboard.bottom, trailing: container.trailing + keyboard.trailing)
  }

  /// The host's safe-area layer in a window of `size`: the container's element, then the
  /// keyboard's when there is one.
  func layer(in size: CGSize) -> SafeAreaLayer {
    var elements = [SafeAreaLayer.Element(regions: .container, insets: container)]
    if keyboard != EdgeInsets() { elements.append(SafeAreaLayer.Element(regions: .keyboard, insets: keyboard)) }
    return SafeAreaLayer(outer: CGRect(origin: .zero, size: size), elements: elements)
  }

  /// The safe area for `insets` and `keyboardHeight` in a window of `size` (already
  /// corrected by `HostSize`), and the diagnostic naming what was corrected (`nil` when
  /// nothing was).
  static func corrected(
    _ insets: EdgeInsets, keyboardHeight: CGFloat, in size: CGSize
  ) -> (safeArea: HostSafeArea, diagnostic: LayoutDiagnostic?) {
    var problems: [String] = []
    func usable(_ value: CGFloat, _ name: String) -> CGFloat {
      if value.isFinite, value >= 0 { return value }
      let reason = value.isNaN ? "NaN" : value.isInfinite ? "infinite" : "negative"
      problems.append("\(name) \(formatLength(value)) is \(reason); using 0")
      return 0
    }
    var container = EdgeInsets(
      top: usable(insets.top, "top"), leading: usable(insets.leading, "leading"),
      bottom: usable(insets.bottom, "bottom"), trailing: usable(insets.trailing, "trailing"))
    /// Reduces the pair's second edge, then its first, so that they fit in `length`.
    func fit(_ first: Edge, _ second: Edge, in length: CGFloat, _ dimension: String) {
      guard container[first] + container[second] > length else { return }
      let before = (container[first], container[second])
      container[first] = min(container[first], length)
      container[second] = length - container[first]
      problems.append(
        "\(first) \(formatLength(before.0)) and \(second) \(formatLength(before.1)) exceed the window \(dimension) \(formatLength(length)); using \(formatLength(container[first])) and \(formatLength(container[second]))"
      )
    }
    fit(.top, .bottom, in: size.height, "height")
    fit(.leading, .trailing, in: size.width, "width")
    var keyboardLength = usable(keyboardHeight, "keyboard height")
    if keyboardLength > size.height {
      problems.append(
        "keyboard height \(formatLength(keyboardLength)) exceeds the window height \(formatLength(size.height)); using \(formatLength(size.height))"
      )
      keyboardLength = size.height
    }
    // The keyboard covers the window from its bottom edge; what it adds is the part above the
    // container's bottom inset, at most what the top inset leaves.
    let keyboardInset = min(max(0, keyboardLength - container.bottom), size.height - container.top - container.bottom)
    let safeArea = HostSafeArea(container: container, keyboard: EdgeInsets(bottom: keyboardInset))
    guard !problems.isEmpty else { return (safeArea, nil) }
    let diagnostic = LayoutDiagnostic(
      kind: .invalidSafeAreaInsets, path: "ViewHost", message: "safe-area insets: \(problems.joined(separator: "; "))")
    return (safeArea, diagnostic)
  }
}
