import Foundation
import LayoutLab

/// The host widths of `--widths`: a range `<from>...<to>` with an optional `:<step>` (the widths
/// from, from + step, … up to to, to included when a step lands on it) or a comma-separated list
/// (`320,390,430`), written in ascending order without repeats.
enum WidthList {
  /// The step of a range written without one, in points: fine enough to watch a line break move,
  /// coarse enough that `200...1200` stays 101 layouts.
  static let defaultStep: CGFloat = 10
  /// The most layouts one page may hold: beyond it the page grows past what a browser opens
  /// comfortably (about 30 KB a layout for a scene of a hundred views).
  static let maximumCount = 400

  /// The widths `text` describes; a mistake names `flag` and says what was expected, pointing
  /// at `command`'s help.
  static func parse(_ text: String, flag: String, command: String) throws(CommandLineError) -> [CGFloat] {
    func fail(_ message: String) -> CommandLineError {
      CommandLineError(description: "\(flag): \(message)", command: command)
    }
    func width(_ piece: Substring, _ role: String) throws(CommandLineError) -> Double {
      let trimmed = piece.trimmingCharacters(in: .whitespaces)
      guard let number = Double(trimmed), number.isFinite else {
        throw fail("expected a number of points for \(role), found \"\(trimmed)\" in \"\(text)\"")
      }
      guard number > 0 else { throw fail("\(role) must be positive, found \(trimmed) in \"\(text)\"") }
      return number
    }
    let form = "expected <from>...<to>[:<step>] (e.g. 200...1200:10) or a comma-separated list (e.g. 320,390,430)"
    guard !text.trimmingCharacters(in: .whitespaces).isEmpty else { throw fail("no widths; \(form)") }
    let widths: [Double]
    if let dots = text.range(of: "...") {
      let upper = text[dots.upperBound...].split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
      guard !text[..<dots.lowerBound].isEmpty, let end = upper.first, !end.isEmpty else {
        throw fail(form + ", found \"\(text)\"")
      }
      let from = try width(text[..<dots.lowerBound], "the first width")
      let to = try width(end, "the last width")
      let step = upper.count == 2 ? try width(upper[1], "the step") : Double(defaultStep)
      guard to >= from else { throw fail("the range \(text) is reversed; write the smaller width first") }
      // Counted before the widths are made, so that 1...1e9 fails at once. A hair of tolerance
      // keeps `to` when repeated additions of a fractional step land just short of it.
      let count = Int(((to - from) / step + 1e-9).rounded(.down)) + 1
      guard count <= maximumCount else {
        throw fail("\(text) makes \(count) layouts; at most \(maximumCount) (use a larger step)")
      }
      widths = (0..<count).map { from + Double($0) * step }
    } else {
      widths = try text.split(separator: ",", omittingEmptySubsequences: false).map { piece throws(CommandLineError) in
        try width(piece, "a width")
      }
      guard widths.count <= maximumCount else { throw fail("\(widths.count) widths; at most \(maximumCount)") }
      for (previous, next) in zip(widths, widths.dropFirst()) where next <= previous {
        throw fail(
          "widths must increase, found \(formatLength(CGFloat(next))) after \(formatLength(CGFloat(previous))) in \"\(text)\""
        )
      }
    }
    return widths.map { CGFloat($0) }
  }
}
