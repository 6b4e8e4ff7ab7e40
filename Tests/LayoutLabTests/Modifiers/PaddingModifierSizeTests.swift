import Foundation
import Testing

@testable import LayoutLab

/// A `ForEach` keeps each element's view for its next comparison, so the padding view value
/// `Text(word).padding(4)` makes is held once per tag: it keeps the insets given and the edges
/// the environment's default pads, not a length and explicit insets as optionals side by side.
@Suite("A padding view value is as small as its content allows")
struct PaddingModifierSizeTests {
  @Test("Text(word).padding(4) is 64 bytes: the text's 24, the insets' 32 and one byte of edges")
  func paddedTextSize() {
    #expect(MemoryLayout<Text>.size == 24)
    #expect(MemoryLayout<PaddingModifier<Text>>.size == 57)
    #expect(MemoryLayout<PaddingModifier<Text>>.stride == 64)
  }

  @Test("A length pads its edges; no length leaves the edges to the environment's default")
  func storedInsetsAndDefaultEdges() {
    let four = PaddingModifier(content: Text("a"), edges: .horizontal, length: 4, explicitInsets: nil)
    #expect(four.insets == EdgeInsets(top: 0, leading: 4, bottom: 0, trailing: 4))
    #expect(four.defaultPaddingEdges.isEmpty)
    let standard = PaddingModifier(content: Text("a"), edges: .top, length: nil, explicitInsets: nil)
    #expect(standard.insets == EdgeInsets())
    #expect(standard.defaultPaddingEdges == .top)
    let explicit = EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
    let given = PaddingModifier(content: Text("a"), edges: .all, length: nil, explicitInsets: explicit)
    #expect(given.insets == explicit)
    #expect(given.defaultPaddingEdges.isEmpty)
  }
}
