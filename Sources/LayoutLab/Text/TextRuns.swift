import Foundation

extension Text {
  /// One piece of a text: its characters and what its own modifiers set.
  struct Run: Equatable {
    var string: String
    var attributes: Attributes
  }

  /// A text's runs, in order.
  ///
  /// A plain text (`Text("Hi")`: one run, no attributes) keeps only its string, so a `Text`
  /// is a string and one word: a frame of ten thousand tags makes ten thousand texts, keeps
  /// them to compare at the next update, and a new root view makes them all again. Texts
  /// made with `+` or styled by a modifier keep their runs in an array, shared by copies and
  /// copied when changed.
  var runs: [Run] { styledRuns.isEmpty ? [Run(string: string, attributes: Attributes())] : styledRuns }

  /// Whether the text is one run with no attributes.
  var isPlain: Bool { styledRuns.isEmpty }

  /// A text of `runs`: plain when they are one run with no attributes.
  private init(runs: [Run], string: String) {
    self.string = string
    styledRuns = runs.count == 1 && runs[0].attributes.isEmpty ? [] : runs
  }

  /// One text made of two: the runs keep their own attributes and wrap as one paragraph
  /// flow (C-TX7).
  public static func + (lhs: Text, rhs: Text) -> Text {
    Text(runs: lhs.runs + rhs.runs, string: lhs.string + rhs.string)
  }

  /// Applies `change` to the attributes of every run.
  func modified(_ change: (inout Attributes) -> Void) -> Text {
    var runs = runs
    for index in runs.indices { change(&runs[index].attributes) }
    return Text(runs: runs, string: string)
  }
}
