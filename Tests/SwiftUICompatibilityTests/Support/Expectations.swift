import LayoutLab
import Testing

/// Expects `actual` to be `expected` within `FixtureGeometry.tolerance`; a missing frame fails.
func expectFrame(_ actual: CGRect?, _ expected: CGRect, sourceLocation: SourceLocation = #_sourceLocation) {
  guard let actual else {
    Issue.record("no frame; expected \(expected)", sourceLocation: sourceLocation)
    return
  }
  if !FixtureGeometry.matches(actual, expected) {
    Issue.record("frame \(actual) is not \(expected)", sourceLocation: sourceLocation)
  }
}

/// Expects `actual` to be `expected` within `FixtureGeometry.tolerance`; a missing size fails.
func expectSize(_ actual: CGSize?, _ expected: CGSize, sourceLocation: SourceLocation = #_sourceLocation) {
  guard let actual else {
    Issue.record("no size; expected \(expected)", sourceLocation: sourceLocation)
    return
  }
  if !FixtureGeometry.matches(actual, expected) {
    Issue.record("size \(actual) is not \(expected)", sourceLocation: sourceLocation)
  }
}

/// A square host with no safe area, which centres the root view: most snippets are laid out in it.
let snippetHost = CGSize(width: 300, height: 300)
