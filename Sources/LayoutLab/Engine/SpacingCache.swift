import Foundation

/// A remembered `ViewSpacing`, or none, in 33 bytes instead of a `ViewSpacing?`'s 65: each
/// edge is a number, with one NaN pattern standing for "no preference" (a spacing computed
/// as NaN is kept as another NaN).
struct SpacingCache {
  private var top: Double = 0
  private var leading: Double = 0
  private var bottom: Double = 0
  private var trailing: Double = 0
  private var isSet = false

  /// The bit pattern that stands for an edge without a preference.
  private static let absent = Double(bitPattern: 0x7FF8_0000_DEAD_0001)

  var value: ViewSpacing? {
    get {
      guard isSet else { return nil }
      return ViewSpacing(
        top: Self.decode(top), leading: Self.decode(leading), bottom: Self.decode(bottom),
        trailing: Self.decode(trailing))
    }
    set {
      guard let newValue else {
        isSet = false
        return
      }
      top = Self.encode(newValue.top)
      leading = Self.encode(newValue.leading)
      bottom = Self.encode(newValue.bottom)
      trailing = Self.encode(newValue.trailing)
      isSet = true
    }
  }

  private static func encode(_ value: CGFloat?) -> Double {
    guard let value else { return absent }
    return Double(value)
  }

  private static func decode(_ value: Double) -> CGFloat? {
    value.bitPattern == absent.bitPattern ? nil : CGFloat(value)
  }
}
