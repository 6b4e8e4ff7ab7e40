import Foundation

/// How the package writes a number in JSON.
///
/// SwiftUI parity: none needed.
package enum JSONNumber {
  /// `value` as JSON: integral values without a fraction, others rounded to 6 decimals without
  /// trailing zeros, magnitudes from 10¹⁵ in exponent form; infinity as the string `"inf"`
  /// (`"-inf"`) and NaN as `"nan"`, since JSON has no such numbers.
  package static func text(_ value: Double) -> String {
    if value.isNaN { return "\"nan\"" }
    if value.isInfinite { return value < 0 ? "\"-inf\"" : "\"inf\"" }
    guard abs(value) < 1e15 else { return "\(value)" }
    let rounded = (value * 1e6).rounded() / 1e6
    if rounded == rounded.rounded() { return String(Int(rounded)) }
    var text = String(format: "%.6f", rounded)
    while text.hasSuffix("0") { text.removeLast() }
    return text
  }
}
