import Foundation

/// `CardLayout`'s metrics with bad values replaced, so that no arithmetic on them can trap or
/// give NaN: negative or non-finite padding, margin and minimum width count as 0; a NaN
/// maximum width as no maximum, one below the minimum as the minimum; an aspect ratio that is
/// not a positive finite number as 1.5.
///
/// SwiftUI parity: none needed; SwiftUI takes a layout's numbers as given.
struct CardMetrics: Equatable {
  let padding: CGFloat
  let margin: CGFloat
  let minimumWidth: CGFloat
  let maximumWidth: CGFloat
  let aspectRatio: CGFloat

  init(padding: CGFloat, margin: CGFloat, minimumWidth: CGFloat, maximumWidth: CGFloat, aspectRatio: CGFloat) {
    self.padding = Self.length(padding)
    self.margin = Self.length(margin)
    self.minimumWidth = Self.length(minimumWidth)
    self.maximumWidth = max(maximumWidth.isNaN ? .infinity : maximumWidth, self.minimumWidth)
    self.aspectRatio = aspectRatio.isFinite && aspectRatio > 0 ? aspectRatio : 1.5
  }

  /// `value` if it is a finite length of at least 0, otherwise 0.
  private static func length(_ value: CGFloat) -> CGFloat {
    value.isFinite ? max(0, value) : 0
  }
}
