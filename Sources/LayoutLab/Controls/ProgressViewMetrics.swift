import Foundation

/// The sizes `ProgressView` lays out with (iOS).
///
/// [unverified] Apple documents none of them (C-IMG6). The spinner is the size of UIKit's
/// medium `UIActivityIndicatorView` (20 × 20) and the bar as tall as UIKit's default
/// `UIProgressView` track (4); the title spacing is LayoutLab's choice.
public enum ProgressViewMetrics {
  /// The spinner's size, for any proposal.
  public static let spinnerSize = CGSize(width: 20, height: 20)
  /// The bar's height.
  public static let barHeight: CGFloat = 4
  /// Points between a title and the bar.
  public static let labelSpacing: CGFloat = 4
}
