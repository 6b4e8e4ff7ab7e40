import Foundation

extension GridItem {
  /// This item with every length it cannot be laid out with replaced, each replacement
  /// reported through `report` (the item is named by its position, `column 2` / `row 2`).
  ///
  /// SwiftUI documents no meaning for these lengths and logs nothing for them; LayoutLab
  /// reports each and lays the grid out with a usable value, never NaN and never without end:
  /// - a fixed length that is negative or not finite: 0;
  /// - a flexible or adaptive minimum that is negative or not finite: 0 (flexible), or the
  ///   smallest adaptive minimum, 1 (adaptive; a minimum of 0 would fit infinitely many
  ///   sub-columns, so 0 is raised too);
  /// - a maximum that is NaN: ∞; negative: 0;
  /// - a minimum above the maximum: the maximum, which is what clamping a share first to the
  ///   minimum and then to the maximum gives (C-LG4's formula);
  /// - a spacing that is not finite: the default.
  func checked(_ place: String, _ report: (LayoutDiagnostic.Kind, String) -> Void) -> GridItem {
    var item = self
    func problem(_ text: String) { report(.invalidArgument, "\(place) \(self): \(text)") }
    switch size {
    case .fixed(let length):
      if !(length >= 0) || !LengthLimit.accepts(length) {
        problem("a fixed length of \(formatLength(length)) is negative or not finite; using 0")
        item.size = .fixed(0)
      }
    case .flexible(let minimum, let maximum):
      let bounds = checkedBounds(minimum, maximum, smallest: 0, problem)
      item.size = .flexible(minimum: bounds.minimum, maximum: bounds.maximum)
    case .adaptive(let minimum, let maximum):
      let bounds = checkedBounds(minimum, maximum, smallest: LazyGridDefaults.smallestAdaptiveMinimum, problem)
      item.size = .adaptive(minimum: bounds.minimum, maximum: bounds.maximum)
    }
    if let spacing, !LengthLimit.accepts(spacing) {
      problem(
        "spacing \(formatLength(spacing)) \(LengthLimit.problem(with: spacing)); using the default, \(formatLength(LazyGridDefaults.spacing))"
      )
      item.spacing = nil
    }
    return item
  }

  /// `minimum...maximum` made usable; `smallest` is the least minimum accepted.
  private func checkedBounds(
    _ minimum: CGFloat, _ maximum: CGFloat, smallest: CGFloat, _ problem: (String) -> Void
  ) -> (minimum: CGFloat, maximum: CGFloat) {
    var low = minimum
    var high = maximum
    if !(low >= smallest) || !LengthLimit.accepts(low) {
      let why =
        smallest > 0 && low >= 0 && low.isFinite
        ? "an adaptive minimum of \(formatLength(low)) would fit infinitely many sub-columns"
        : "a minimum of \(formatLength(low)) is \(low.isFinite ? "negative" : "not finite")"
      low = smallest
      problem("\(why); using \(formatLength(low))")
    }
    if high.isNaN || high < 0 {
      let replacement: CGFloat = high.isNaN ? .infinity : 0
      problem(
        "a maximum of \(formatLength(high)) is \(high.isNaN ? "not a number" : "negative"); using \(formatLength(replacement))"
      )
      high = replacement
    }
    if low > high {
      problem(
        "the minimum \(formatLength(low)) is above the maximum \(formatLength(high)); the item takes the maximum, as clamping to the minimum and then to the maximum gives"
      )
      low = high
    }
    return (low, high)
  }
}
