/// A command line written back as a shell would read it: words with spaces, quotes or glob
/// characters in single quotes.
///
/// SwiftUI parity: none; a harness.
enum ShellQuoting {
  static func command(_ arguments: [String]) -> String {
    arguments.map(quoted).joined(separator: " ")
  }

  static func quoted(_ word: String) -> String {
    let plain = !word.isEmpty && word.allSatisfy { $0.isLetter || $0.isNumber || "-_./=:,+@%".contains($0) }
    return plain ? word : "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
}
