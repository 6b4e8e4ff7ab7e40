import Foundation
import Testing

@testable import LayoutLab

@Suite("Environment writer labels")
struct EnvironmentLabelTests {
  @Test("a key path's label is the same on every run: no memory address")
  func keyPathLabelIsDeterministic() {
    // Linux describes a computed key path with its accessor's address; the label must not.
    let name = keyPathName(\EnvironmentValues.font)
    #expect(!name.contains("0x"))
    #if os(Linux)
      #expect(name == "\\.<Optional<Font>>")
      #expect(keyPathName(\EnvironmentValues.dynamicTypeSize) == "\\.<DynamicTypeSize>")
    #else
      #expect(name == "\\.font")
    #endif
  }
}
