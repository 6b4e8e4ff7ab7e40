import Foundation

/// A command and what it printed, pasted in README.md as a `console` block: the first line is
/// the command after `$ `, the others its output.
///
///     ```console
///     $ swift run layoutlab render tag-cloud --format text
///     ViewHost  390×844
///     ...
///     views 91 · frames 1 · ...
///     ```
///
/// A line that is `...` (indented or not) stands for any number of output lines left out:
/// a block without one is the whole output, line for line; one that does not start (end) with
/// `...` shows the output's first (last) lines. Times vary from run to run and are not
/// compared: `compare`'s `ms` column and its line about times are masked on both sides.
struct ConsoleBlock {
  /// The prompt that starts the command line.
  static let prompt = "$ "
  /// The line that stands for lines left out.
  static let gap = "..."

  /// The command, without the prompt (`swift run layoutlab compare tags`).
  let command: String
  /// The pasted output, `...` lines included.
  let pasted: [String]
  /// The fenced block it was read from.
  let block: CodeBlock

  /// The block's command and output, or `nil` when its first line is not a command.
  init?(_ block: CodeBlock) {
    guard let first = block.lines.first, first.hasPrefix(Self.prompt) else { return nil }
    command = String(first.dropFirst(Self.prompt.count))
    pasted = Array(block.lines.dropFirst())
    self.block = block
  }

  /// Whether some output lines are left out.
  var isExcerpt: Bool { pasted.contains(where: Self.isGap) }

  /// Whether `line` stands for lines left out.
  static func isGap(_ line: String) -> Bool { line.trimmingCharacters(in: .whitespaces) == gap }

  /// Whether `pasted`, each `...` line standing for any number of lines, matches `output`.
  static func matches(_ pasted: [String], _ output: [String]) -> Bool {
    var runs: [[String]] = [[]]
    for line in pasted {
      if isGap(line) { runs.append([]) } else { runs[runs.count - 1].append(line) }
    }
    // A single run is the whole output.
    guard runs.count > 1 else { return runs[0] == output }
    // The first run starts the output and the last one ends it (each empty when the block
    // starts or ends with `...`); the runs between appear in order, each as early as it can.
    let first = runs.removeFirst()
    let last = runs.removeLast()
    guard output.starts(with: first), output.count >= first.count + last.count,
      Array(output.suffix(last.count)) == last
    else { return false }
    var start = first.count
    let end = output.count - last.count
    for run in runs where !run.isEmpty {
      guard let found = firstIndex(of: run, in: output, from: start, to: end) else { return false }
      start = found + run.count
    }
    return true
  }

  /// Where `run` first appears whole in `lines[start..<end]`, or `nil`.
  private static func firstIndex(of run: [String], in lines: [String], from start: Int, to end: Int) -> Int? {
    var position = start
    while position + run.count <= end {
      if Array(lines[position..<(position + run.count)]) == run { return position }
      position += 1
    }
    return nil
  }

  /// `pasted` against `output`, line by line, for a failure message: the lines only pasted
  /// marked `-`, the lines only printed now marked `+`, with two lines of context around each
  /// change (a longest-common-subsequence diff). Where a `...` stands, the lines it leaves out
  /// are not listed: a change there shows as `...` with the pasted lines that were not found.
  static func diff(pasted: [String], output: [String]) -> String {
    let n = pasted.count
    let m = output.count
    // common[i][j]: the longest common subsequence of pasted[i...] and output[j...].
    var common = Array(repeating: Array(repeating: 0, count: m + 1), count: n + 1)
    for i in stride(from: n - 1, through: 0, by: -1) {
      for j in stride(from: m - 1, through: 0, by: -1) {
        common[i][j] = pasted[i] == output[j] ? common[i + 1][j + 1] + 1 : max(common[i + 1][j], common[i][j + 1])
      }
    }
    var lines: [(mark: Character, text: String)] = []
    var i = 0
    var j = 0
    while i < n || j < m {
      if i < n, j < m, pasted[i] == output[j] {
        lines.append((" ", pasted[i]))
        i += 1
        j += 1
      } else if i < n, j == m || common[i + 1][j] >= common[i][j + 1] {
        lines.append(("-", pasted[i]))
        i += 1
      } else {
        lines.append(("+", output[j]))
        j += 1
      }
    }
    // A run of changes holding a `...` is lines left out, apart from its pasted lines.
    var start = 0
    while start < lines.count {
      guard lines[start].mark != " " else {
        start += 1
        continue
      }
      var end = start
      while end < lines.count, lines[end].mark != " " { end += 1 }
      if lines[start..<end].contains(where: { $0.mark == "-" && isGap($0.text) }) {
        let kept = lines[start..<end].filter { $0.mark == "-" && !isGap($0.text) }
        lines.replaceSubrange(start..<end, with: [(" ", gap)] + kept)
        end = start + 1 + kept.count
      }
      start = end
    }
    let changed = lines.indices.filter { lines[$0].mark != " " }
    let shown = Set(changed.flatMap { max(0, $0 - 2)...min(lines.count - 1, $0 + 2) })
    var text = ""
    var skipped = false
    for index in lines.indices {
      guard shown.contains(index) else {
        skipped = true
        continue
      }
      if skipped { text += "  ~\n" }
      skipped = false
      text += "\(lines[index].mark) \(lines[index].text)\n"
    }
    return text
  }
}
