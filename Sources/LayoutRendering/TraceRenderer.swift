import Foundation
import LayoutLab

/// Renders a layout trace as readable lines: a header per frame, then one line per event,
/// indented two spaces per level of nesting (`TraceEvent.depth`), at most 256 spaces (deeper
/// lines say their depth: `(depth 300) `).
///
///     frame 1
///       ViewHost#0 placed at [0 0 100 50] with (100, 50)
///       ViewHost#0 proposes (100, 50) to .padding(5)#1 (host)
///         .padding(5)#1 proposes (90, 40) to Text("Hi")#2 (padding) → 17×20.4
///       → .padding(5)#1 answers 27×30.4
///         .padding(5)#1 placed at [36.5 9.8 27 30.4] with (100, 50)
///         .padding(5)#1 proposes (90, 40) to Text("Hi")#2 (placement) → 17×20.4 (cached)
///           Text("Hi")#2 placed at [41.5 14.8 17 20.4] with (90, 40)
///
/// Views are written `summary#nodeID`. A proposal reads `sender proposes (w, h) to receiver
/// (reason)`, with `nil` for an unspecified dimension and `inf` for infinity. Its answer follows
/// on the same line after `→` when nothing happened in between; otherwise, after the steps the
/// receiver took to answer (indented one level deeper), on its own line at the proposal's
/// indentation: `→ receiver answers w×h`. ` (cached)` marks answers from the measurement cache.
/// Other events read as `TraceEvent.description` does: `placed at [x y w h] with (w, h)`,
/// `body of`, `reads environment`, `reduced below`, `action:`, `state of ... written`.
/// The end of a frame is not written; the next header or the end of the text marks it.
///
/// With a `filter`, only events concerning matching views are written (a proposal when its sender
/// or receiver matches, with its answer); frame headers are always written.
///
/// SwiftUI parity: SwiftUI records no such trace; the events are LayoutLab's (`TraceEvent`).
public struct TraceRenderer: Sendable {
  /// The views whose events are shown; `nil` shows every event.
  public var filter: TraceFilter?

  public init(filter: TraceFilter? = nil) {
    self.filter = filter
  }

  /// The trace as text ending with a newline, or a one-line note when the host did not trace.
  public func render(_ result: LayoutResult) -> String {
    guard let trace = result.trace else {
      return "no trace recorded: set ViewHost.tracing = true before layout(in:)\n"
    }
    let events = trace.events
    let answers = TraceAnswers(events)
    let matches = filter?.matcher(in: result)
    let shown = events.indices.filter { index in
      guard let matches else { return true }
      if case .frameStarted = events[index].kind { return true }
      if let proposal = answers.proposal(answeredBy: index), events[proposal].views.contains(where: matches) {
        return true
      }
      return events[index].views.contains(where: matches)
    }
    var output = ""
    var position = 0
    while position < shown.count {
      let index = shown[position]
      let event = events[index]
      position += 1
      let indent = Self.indentation(event.depth)
      switch event.kind {
      case .frameStarted:
        output += "frame \(event.frame)\n"
      case .frameEnded:
        continue
      case .proposal:
        var line = indent + event.description
        if let answer = answers.answer(to: index), position < shown.count, shown[position] == answer {
          line += " → " + Self.answer(events[answer])
          position += 1
        }
        output += line + "\n"
      case .response(let view, _, _, _) where answers.proposal(answeredBy: index) != nil:
        output += indent + "→ \(view) answers " + Self.answer(event) + "\n"
      default:
        output += indent + event.description + "\n"
      }
    }
    return output
  }

  /// Two spaces per level of `depth`, plus one level; from 128 levels on, 128 levels and a
  /// `(depth n) ` marker (see `DeepTrees`).
  private static func indentation(_ depth: Int) -> String {
    let levels = max(0, depth) + 1
    guard levels * 2 > DeepTrees.maximumIndentation else { return String(repeating: "  ", count: levels) }
    return String(repeating: " ", count: DeepTrees.maximumIndentation) + DeepTrees.depthMarker(depth)
  }

  /// `w×h`, with ` (cached)` for an answer from the cache.
  private static func answer(_ event: TraceEvent) -> String {
    guard case .response(_, _, let size, let cached) = event.kind else { return "" }
    return "\(formatLength(size.width))×\(formatLength(size.height))\(cached ? " (cached)" : "")"
  }
}
