/// The limits that keep a scene from exhausting memory: `repeat` can multiply views quickly.
///
/// SwiftUI parity: none needed; SwiftUI has no scene files.
enum SceneLimits {
  /// The most views a scene may make, counting each modifier as a view (as SwiftUI's
  /// `ModifiedContent` is) and every repetition.
  static let views = 100_000

  /// `a × b`, saturating just above `views` so that nested repeats cannot overflow.
  static func product(_ a: Int, _ b: Int) -> Int {
    let (result, overflow) = a.multipliedReportingOverflow(by: b)
    return overflow ? views + 1 : min(result, views + 1)
  }

  /// `a + b`, saturating just above `views`.
  static func sum(_ a: Int, _ b: Int) -> Int {
    min(a + b, views + 1)
  }
}
