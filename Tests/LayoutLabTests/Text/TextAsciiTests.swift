import Foundation
import LayoutLab
import Testing

/// The text model reads ASCII text byte by byte and other text character by character; both
/// must follow the same rules (TextLayoutModel rules 1–5): every character is one advance, a
/// newline (CR LF counts once) ends a line, spaces separate words.
@Suite("ASCII and non-ASCII text measure alike")
struct TextAsciiTests {
  /// The size of `text` proposed `width` (nil for its ideal size).
  private func size(_ text: String, _ width: CGFloat?) -> CGSize {
    let host = ViewHost(rootView: Text(text).fixedSize(horizontal: width == nil, vertical: true).frame(width: width))
    return host.layout(in: CGSize(width: 1000, height: 1000)).views[0].children[0].frame.size
  }

  @Test(
    "Strings with the same characters per word measure the same, ASCII or not",
    arguments: [nil, 40, 60, 100] as [CGFloat?])
  func sameShapes(width: CGFloat?) {
    // Each pair has the same number of characters in each word and line; é, ö and 👍🏽 are one
    // character each, like any ASCII letter.
    let pairs = [
      ("hello world", "héllo wörld"),
      ("ab  cd\r\nef", "éb  cd\r\nef"),
      ("one\ntwo three", "öne\ntwo thrée"),
      ("  lead trail  ", "  léad trail  "),
      ("x\r\n\r\ny", "👍🏽\r\n\r\ny"),
    ]
    for (ascii, other) in pairs {
      #expect(size(ascii, width) == size(other, width), "\(ascii) / \(other) at \(String(describing: width))")
    }
  }

  @Test(
    "A text of one word measures the same whichever way it is read",
    arguments: [nil, 17, 40, 100] as [CGFloat?])
  func oneWord(width: CGFloat?) {
    // The first of each pair is one word of visible ASCII, read in one pass; the second has the
    // same characters with one not ASCII (read character by character) or a tab (read byte by
    // byte). A word too wide for its line is broken between characters (rule 5): at 17 (two
    // characters of 8.5) "abcdefghij" is five lines of two.
    let pairs = [("hello", "héllo"), ("x", "é"), ("abcdefghij", "abcdéfghij"), ("ab-cd", "ab\tcd")]
    for (word, other) in pairs {
      #expect(size(word, width) == size(other, width), "\(word) / \(other) at \(String(describing: width))")
    }
    #expect(size("abcdefghij", 17) == CGSize(width: 17, height: 102))
  }

  @Test("CR LF is one line break, CR and LF alone are one each")
  func lineBreaks() {
    // Body text: lines are 20.4 tall. "a\r\nb" is 2 lines, "a\r\rb" and "a\n\nb" are 3.
    #expect(size("a\r\nb", nil).height == 40.8)
    #expect(abs(size("a\r\rb", nil).height - 61.2) < 0.001)
    #expect(abs(size("a\n\nb", nil).height - 61.2) < 0.001)
  }
}
