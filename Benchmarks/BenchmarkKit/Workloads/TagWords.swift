import Foundation
import LayoutPropertyTesting

/// The words of the tags workloads: `count` lowercase words of 3 to 13 letters, the same for a
/// given count on every run (seeded), and the same first words for every count.
///
/// Under LayoutLab's text model a tag, `Text(word).padding(4)`, is `8.5 × letters + 8` wide
/// (33.5 to 118.5) and `20.4 + 8 = 28.4` tall: the 30–120-point leaves, 28 tall, of the
/// reference figures the targets were set against.
///
/// SwiftUI parity: none; a harness.
public enum TagWords {
  /// The seed of every tags workload.
  static let seed: UInt64 = 0x5EED_7A65

  /// The first `count` words.
  public static func words(_ count: Int) -> [String] {
    // Plain modulo rather than `Int.random(in:using:)`, whose mapping the standard library
    // does not promise to keep: the words must not change with the toolchain.
    var generator = SeededRandom(seed: seed)
    let letters = Array("abcdefghijklmnopqrstuvwxyz")
    return (0..<max(0, count)).map { _ in
      let length = 3 + Int(generator.next() % 11)
      return String((0..<length).map { _ in letters[Int(generator.next() % 26)] })
    }
  }

  /// `words` with the middle word one letter longer: one tag's text changed, and its width.
  public static func changingOne(_ words: [String]) -> [String] {
    guard !words.isEmpty else { return words }
    var changed = words
    changed[words.count / 2] += "s"
    return changed
  }

  /// The size of `word` as a tag under the text model (see above).
  public static func tagSize(_ word: String) -> CGSize {
    CGSize(width: 8.5 * CGFloat(word.count) + 8, height: 28.4)
  }
}
