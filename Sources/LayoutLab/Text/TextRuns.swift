import Foundation

extension Text {
  /// A text's runs: the first kept inline, any others (from `+`) in an array. Almost every
  /// text has one run, so making a `Text` allocates nothing for its runs; a frame of ten
  /// thousand tags makes ten thousand of them, and a new root view makes them all again.
  struct Runs: RandomAccessCollection, MutableCollection, Equatable {
    /// The first run.
    private var head: Run
    /// The runs after the first: empty (no allocation) for a text not made with `+`.
    private var tail: [Run] = []

    /// One run.
    init(_ run: Run) { head = run }

    var startIndex: Int { 0 }
    var endIndex: Int { 1 + tail.count }

    subscript(position: Int) -> Run {
      get { position == 0 ? head : tail[position - 1] }
      set {
        if position == 0 { head = newValue } else { tail[position - 1] = newValue }
      }
    }

    /// Appends `other`'s runs after these.
    static func += (runs: inout Runs, other: Runs) {
      runs.tail.append(other.head)
      runs.tail += other.tail
    }
  }
}
