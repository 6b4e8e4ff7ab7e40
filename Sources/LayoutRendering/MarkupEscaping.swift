/// Escaping for text placed in XML and HTML: element content and double-quoted attribute values.
package enum MarkupEscaping {
  /// `text` with `&`, `<`, `>`, `"` and `'` replaced by entities, and control characters other
  /// than tab and newline (which XML 1.0 forbids) replaced by U+FFFD.
  package static func escaped(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&#39;"
      case "\t", "\n": result.unicodeScalars.append(scalar)
      case _ where scalar.value < 0x20 || (0xFFFE...0xFFFF).contains(scalar.value):
        result += "\u{FFFD}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
