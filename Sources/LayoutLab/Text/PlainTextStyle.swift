import Foundation

/// What every plain text (`Text.isPlain`) resolves from one environment: its metrics, its
/// alignment, and what was wrong in the environment. A screen of texts under one environment
/// resolves it once: the tree builder keeps the style it made last, with its environment
/// (`TreeBuilder.plainTextStyle(for:)`), and hands it out to the texts that see that very
/// environment; their leaves then share one `TextLayoutModel.SharedMetrics`.
///
/// Only an environment under which a plain text is described by its own string has one: no
/// view-level text modifier (`.bold()` on a container) and no text case (which changes the
/// string shown). Elsewhere each text is resolved on its own (`TextLeaf.Request`).
struct PlainTextStyle {
  let metrics: TextLayoutModel.SharedMetrics
  let alignment: TextAlignment
  /// The out-of-range values the environment holds, each with how it was corrected: reported
  /// again for every text resolved with this style, as each report names its own node.
  let problems: [String]

  /// The style of plain texts in `environment`, or `nil` when a plain text there needs more
  /// than its string to be described.
  init?(_ environment: EnvironmentValues) {
    guard environment.textAttributes.isEmpty, environment.textCase == nil else { return nil }
    var problems: [String] = []
    let request = TextLeaf.Request(Text(verbatim: ""), environment) { problems.append($0) }
    metrics = request.metrics
    alignment = request.alignment
    self.problems = problems
  }
}
