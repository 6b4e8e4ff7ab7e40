import Foundation
import LayoutLab
import Testing

/// Counts the calls of `Judge.==`.
private final class Tally {
  var comparisons = 0
}

/// A value whose `==` is counted: equal when the labels are, whatever the tally.
private struct Judge: Equatable {
  let tally: Tally
  let label: String

  static func == (lhs: Judge, rhs: Judge) -> Bool {
    lhs.tally.comparisons += 1
    return lhs.label == rhs.label
  }
}

/// A view that is not `Equatable`, with a judged property: compared field by field.
private struct Judged: View {
  let judge: Judge
  var body: some View { Color.clear.frame(width: 10, height: 10) }
}

/// Shows two judged views: one whose judge is the same value every time, one whose judge is
/// made again, with the same label, each time the body is evaluated.
private struct Court: View {
  let remote: Remote<Int>
  let tally: Tally
  let kept: Judge
  @State private var tick = 0

  var body: some View {
    let _ = remote.capture($tick)
    VStack(spacing: 0) {
      Judged(judge: kept)
      // A string of more than 15 bytes is kept in storage of its own: made again, its bits
      // differ from the last one's though its characters do not.
      Judged(judge: Judge(tally: tally, label: String(repeating: "a", count: 20)))
    }
  }
}

@Suite("A view whose properties are bit for bit the same as last time is the same view")
struct IdenticalViewTests {
  @Test("Identical bits skip the field-by-field comparison; equal but different bits take it")
  func identicalBitsAreTheSame() {
    let remote = Remote<Int>()
    let tally = Tally()
    let host = ViewHost(
      rootView: Court(remote: remote, tally: tally, kept: Judge(tally: tally, label: "kept")))
    _ = host.layout(in: CGSize(width: 100, height: 100))
    remote.binding?.wrappedValue = 1
    let result = host.layout(in: CGSize(width: 100, height: 100))
    // The court evaluates again; neither judged view does. The first holds the very same
    // judge (same tally reference, same short label): its bits are identical and `==` is not
    // asked, as SwiftUI takes `==` to be a true equality. The second's label is a new string
    // of the same characters: the bits differ, so `==` is asked, once, and says equal.
    #expect(result.tree.bodyEvaluationsByType == ["Court": 1])
    #expect(tally.comparisons == 1)
  }
}
