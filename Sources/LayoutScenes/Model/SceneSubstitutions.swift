import Foundation

/// The placeholders filled in in a scene's texts and ids as its views are built: `{index}`,
/// `{number}` and `{item}` inside `repeat` and `forEach`, `{width}` and `{height}` inside a
/// `geometryReader`. An inner repetition's values hide an outer one's; a placeholder with no
/// value is left as written.
///
/// SwiftUI parity: the closure parameters of `ForEach` and `GeometryReader`.
struct SceneSubstitutions: Sendable {
  private var values: [String: String] = [:]

  /// These substitutions with `name` standing for `value`.
  func setting(_ name: String, to value: String) -> SceneSubstitutions {
    var copy = self
    copy.values[name] = value
    return copy
  }

  /// These substitutions with a repetition's `{index}` and `{number}`.
  func repetition(_ index: Int) -> SceneSubstitutions {
    setting("index", to: String(index)).setting("number", to: String(index + 1))
  }

  /// `text` with every `{name}` that has a value replaced by it.
  func apply(to text: String) -> String {
    guard !values.isEmpty, text.contains("{") else { return text }
    var result = ""
    var rest = text[...]
    while let open = rest.firstIndex(of: "{") {
      result += rest[..<open]
      let afterOpen = rest.index(after: open)
      if let close = rest[afterOpen...].firstIndex(of: "}"), let value = values[String(rest[afterOpen..<close])] {
        result += value
        rest = rest[rest.index(after: close)...]
      } else {
        result += "{"
        rest = rest[afterOpen...]
      }
    }
    return result + rest
  }

  /// A length as a placeholder shows it: whole numbers without a fraction, others to at most
  /// three decimals (`181.6`).
  static func format(_ length: CGFloat) -> String {
    guard length.isFinite else { return length > 0 ? "infinity" : length < 0 ? "-infinity" : "nan" }
    let rounded = (length * 1000).rounded() / 1000
    if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
    var text = String(format: "%.3f", Double(rounded))
    while text.hasSuffix("0") { text.removeLast() }
    return text
  }
}
