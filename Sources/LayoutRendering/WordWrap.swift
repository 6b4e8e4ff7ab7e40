/// Greedy word wrap by character count, the way LayoutLab's text model lays out text
/// (`Sources/LayoutLab/Text/TextLayoutModel.swift`): paragraphs at newlines, words at spaces, a
/// word alone wider than a line broken into line-wide pieces. Runs of spaces between words count
/// as one space here (the model keeps them), which pictures do not need.
enum WordWrap {
  /// The lines of `text` when at most `maxCharacters` (at least 1) fit on a line.
  static func lines(of text: String, maxCharacters: Int) -> [String] {
    let limit = max(1, maxCharacters)
    var lines: [String] = []
    for paragraph in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
      var current = ""
      for word in paragraph.split(separator: " ") {
        if !current.isEmpty, current.count + 1 + word.count <= limit {
          current += " " + word
          continue
        }
        if !current.isEmpty { lines.append(current) }
        var rest = Substring(word)
        while rest.count > limit {
          lines.append(String(rest.prefix(limit)))
          rest = rest.dropFirst(limit)
        }
        current = String(rest)
      }
      lines.append(current)
    }
    return lines
  }
}
