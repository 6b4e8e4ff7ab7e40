import Foundation
import LayoutLab
import LayoutTestSupport
import Testing

// Helpers for the safe-area suites. Most layouts run on an iPhone 12–14 window: 390 × 844
// with 47 points of safe area at the top and 34 at the bottom, so the safe area is the
// rectangle (0, 47) 390 × 763 (844 − 47 − 34 = 763).

/// Lays `view` out on `device` (the iPhone 12–14 preset unless given), with a keyboard of
/// `keyboardHeight` points.
func safeAreaLayout<V: View>(
  _ view: V, device: DevicePreset = .iPhone, keyboardHeight: CGFloat = 0,
  environment: EnvironmentValues = EnvironmentValues()
) -> LayoutResult {
  let host = ViewHost(rootView: view, device: device, environment: environment)
  host.keyboardHeight = keyboardHeight
  return host.layout(on: device)
}

/// Lays `view` out in a window of `size` with `insets`.
func safeAreaLayout<V: View>(_ view: V, in size: CGSize, insets: EdgeInsets) -> LayoutResult {
  ViewHost(rootView: view, safeAreaInsets: insets).layout(in: size)
}

/// A rectangle from its origin and size.
func box(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
  CGRect(x: x, y: y, width: width, height: height)
}

/// The safe area of the iPhone preset's window.
let iPhoneSafeArea = box(0, 47, 390, 763)
/// The iPhone preset's whole window.
let iPhoneWindow = box(0, 0, 390, 844)
