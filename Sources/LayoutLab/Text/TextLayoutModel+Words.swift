import Foundation

extension TextLayoutModel {
  /// One word of a paragraph: the spaces before it and its own characters.
  struct Word: Equatable {
    var gap: Int
    var length: Int
  }

  /// The words of a text: the first kept inline, the others in an array. Most labels and
  /// tags are one word, so their model allocates nothing for its words.
  struct Words: RandomAccessCollection, Equatable {
    /// The length of the first word, whose gap is 0 as every paragraph's first word's is; a
    /// text without words (empty text) has no paragraph to read it.
    private var headLength = 0
    /// The words after the first: empty (no allocation) for a text of one word.
    private var tail: [Word] = []

    var startIndex: Int { 0 }
    var endIndex: Int { 1 + tail.count }

    /// The length of the only word, when there is one word (a text with words).
    var singleWordLength: Int? { tail.isEmpty ? headLength : nil }

    subscript(position: Int) -> Word {
      position == 0 ? Word(gap: 0, length: headLength) : tail[position - 1]
    }

    /// Adds `word` after the others; `isFirst` when no word was added yet, and then `word`
    /// starts a paragraph (its gap is 0).
    mutating func add(_ word: Word, isFirst: Bool) {
      if isFirst { headLength = word.length } else { tail.append(word) }
    }
  }
}
