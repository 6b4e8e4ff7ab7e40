import Foundation

/// What a marker's command prints now, and how its pasted copy is compared and rewritten.
enum PastedOutputs {
  /// The fresh output of `command`: `layoutlab ...` runs the built binary; `checker <name>`
  /// runs the checker report of that name (`CheckerReports`).
  static func fresh(_ command: String) throws -> String {
    let words = LayoutlabProcess.arguments(command)
    switch words.first {
    case "layoutlab":
      let arguments = Array(words.dropFirst())
      return LayoutlabProcess.stable(try LayoutlabProcess.run(arguments), for: arguments)
    case "checker":
      guard words.count == 2, let report = CheckerReports.all[words[1]] else {
        throw LayoutlabProcess.Failure(
          description: "no checker report \"\(words.dropFirst().joined(separator: " "))\"; known: "
            + CheckerReports.all.keys.sorted().joined(separator: ", "))
      }
      return report() + "\n"
    default:
      throw LayoutlabProcess.Failure(description: "a marker's command starts with layoutlab or checker: \(command)")
    }
  }

  /// Whether the excerpt's runs of lines (separated by `...` lines) appear whole, in order, in
  /// `output`; an excerpt with an empty run never matches.
  static func excerpt(_ excerpt: [String], isIn output: String) -> Bool {
    let outputLines = output.components(separatedBy: "\n")
    var runs: [[String]] = [[]]
    for line in excerpt {
      if line == "..." { runs.append([]) } else { runs[runs.count - 1].append(line) }
    }
    var start = 0
    for run in runs {
      guard !run.isEmpty else { return false }
      var found: Int?
      var position = start
      while position + run.count <= outputLines.count {
        if Array(outputLines[position..<(position + run.count)]) == run {
          found = position
          break
        }
        position += 1
      }
      guard let found else { return false }
      start = found + run.count
    }
    return true
  }

  /// The block's lines for `output`: its lines without the final newline's empty line.
  static func blockLines(_ output: String) -> [String] {
    var lines = output.components(separatedBy: "\n")
    if lines.last == "" { lines.removeLast() }
    return lines
  }

  /// `text` with the lines between each block's fences replaced, blocks given by their fence
  /// line numbers, as in the same text.
  static func replacingBlocks(in text: String, _ replacements: [(block: CodeBlock, lines: [String])]) -> String {
    var lines = text.components(separatedBy: "\n")
    for (block, newLines) in replacements.sorted(by: { $0.block.openingLine > $1.block.openingLine }) {
      let indented = newLines.map { $0.isEmpty ? $0 : block.indentation + $0 }
      lines.replaceSubrange((block.openingLine + 1)..<block.closingLine, with: indented)
    }
    return lines.joined(separator: "\n")
  }
}
