/// The limits that keep a scene file from exhausting memory or time, and its numbers from
/// overflowing a layout. The reader checks the file's size before reading it, the JSON limits
/// as it parses (so an oversized file fails at the first value past a limit, not after being
/// read whole), and the view count as it decodes each children list.
///
/// SwiftUI parity: none needed; SwiftUI has no scene files.
enum SceneLimits {
  /// The most views a scene may make, counting each modifier as a view (as SwiftUI's
  /// `ModifiedContent` is) and every repetition.
  static let views = 100_000

  /// The largest scene file, in bytes (16 MiB): 100,000 views written out one by one at about
  /// 80 bytes each take 8 MB, so this leaves room for long texts.
  static let fileBytes = 16 * 1024 * 1024

  /// The deepest nesting of arrays and objects: 512, the depth Foundation's JSON parsers
  /// allow, so any scene they read is read here too. Each stack takes two levels
  /// (`{"vstack": [...]}`), a background one.
  static let depth = 512

  /// The most entries of one array or object. More views than this in one container are
  /// written with `repeat` or `forEach`, which make up to `views` from one entry.
  static let entries = 10_000

  /// The most JSON values in a document: ten for each of the most views a scene may make.
  static let values = 1_000_000

  /// The largest magnitude of any number in a scene: 1,000,000 points. Screens are a few
  /// thousand points across, and 100,000 views of 10 points stacked make 1,000,000; within this
  /// bound a sum over every view of a scene stays below 10^11, where a `Double` still resolves
  /// 1/65536 of a point, so no number in a file can push a layout to infinity or NaN.
  static let magnitude = 1_000_000.0

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
