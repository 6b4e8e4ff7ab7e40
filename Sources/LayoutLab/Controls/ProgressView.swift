import Foundation

/// A view that shows progress: a spinner when no value is given, a bar otherwise.
///
/// Layout (iOS, C-IMG6; [unverified] Apple documents no sizes, the constants are named):
/// - `ProgressView()`: a spinner, `ProgressViewMetrics.spinnerSize` for any proposal.
/// - `ProgressView(value:total:)`: a bar `ProgressViewMetrics.barHeight` tall taking the
///   proposed width; with no proposed width it is 10 wide, as any shape is.
/// - With a title: the title above the bar, leading-aligned, `ProgressViewMetrics.labelSpacing`
///   apart.
///
/// The value changes how much of the bar is drawn, never its size.
///
/// SwiftUI parity: `ProgressView`'s indeterminate, value and titled initialisers.
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
  let label: Label?
  /// The fraction completed, 0 to 1; `nil` for the spinner.
  let fraction: Double?

  public var body: some View {
    if let fraction {
      VStack(alignment: .leading, spacing: ProgressViewMetrics.labelSpacing) {
        if let label { label }
        Capsule()
          .fill(Color(white: 0.9))
          .overlay(alignment: .leading) {
            GeometryReader { proxy in
              Capsule().fill(Color(red: 0, green: 0.48, blue: 1)).frame(width: proxy.size.width * fraction)
            }
          }
          .frame(height: ProgressViewMetrics.barHeight)
      }
    } else {
      Circle()
        .stroke(Color(white: 0.6), lineWidth: 2)
        .frame(width: ProgressViewMetrics.spinnerSize.width, height: ProgressViewMetrics.spinnerSize.height)
    }
  }

  /// The fraction `value / total`, limited to 0...1 (0 when either is not finite or `total`
  /// is not positive).
  static func fraction<V: BinaryFloatingPoint>(_ value: V?, _ total: V) -> Double {
    guard let value, total > 0, value.isFinite, total.isFinite else { return 0 }
    return min(max(Double(value / total), 0), 1)
  }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
  /// An indeterminate progress view: a spinner.
  public init() {
    label = nil
    fraction = nil
  }

  /// A bar `value / total` full; a `nil` value shows it empty.
  public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
    label = nil
    fraction = Self.fraction(value, total)
  }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
  /// A bar `value / total` full under a localized title.
  public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
    label = Text(titleKey)
    fraction = Self.fraction(value, total)
  }

  /// A bar `value / total` full under `title` as it is.
  @_disfavoredOverload
  public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
    label = Text(title)
    fraction = Self.fraction(value, total)
  }
}
