import Foundation
import Testing

@testable import LayoutLab

private struct AccentKey: EnvironmentKey {
  static let defaultValue = "blue"
}

extension EnvironmentValues {
  fileprivate var labelTestAccent: String {
    get { self[AccentKey.self] }
    set { self[AccentKey.self] = newValue }
  }
}

@Suite("Environment writer labels")
struct EnvironmentLabelTests {
  @Test("A built-in key path is named; any label is the same on every run: no memory address")
  func keyPathLabelIsDeterministic() {
    #expect(keyPathName(\EnvironmentValues.font) == "\\.font")
    #expect(keyPathName(\EnvironmentValues.dynamicTypeSize) == "\\.dynamicTypeSize")
    #expect(keyPathName(\EnvironmentValues.lineSpacing) == "\\.lineSpacing")
    #expect(keyPathName(\EnvironmentValues.multilineTextAlignment) == "\\.multilineTextAlignment")
    // Linux describes a user's computed key path by its accessor's address; the label shows
    // the value type there instead.
    let user = keyPathName(\EnvironmentValues.labelTestAccent)
    #expect(!user.contains("0x"))
    #if os(Linux)
      #expect(user == "\\.<String>")
    #endif
  }
}
