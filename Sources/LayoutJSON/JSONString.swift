/// How the package writes a string in JSON: the one escaping function for JSON text, used by
/// the renderers and by the scene reader's messages.
///
/// SwiftUI parity: none needed.
package enum JSONString {
  /// `text` in double quotes, with quotes, backslashes and control characters escaped
  /// (`\n`, `\r`, `\t` by name, the others as `\u00XX`).
  package static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}
