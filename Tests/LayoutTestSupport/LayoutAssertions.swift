import Foundation
import LayoutLab
import Testing

// The assertions every test target uses: compare frames, sizes, lengths and proposals with a
// tolerance, so fractions such as 20.4 (1.2 × 17) or 46.667 compare without floating-point
// noise.
//
// Every helper records an issue at the caller's line, with both values printed, and returns
// whether the check passed so a test can stop early when a frame is missing.

/// The tolerance layout tests use for lengths: one thousandth of a point.
public let layoutTolerance: CGFloat = 0.001

/// Whether `a` and `b` differ by at most `tolerance`. Equal infinities count as equal.
public func isClose(_ a: CGFloat, _ b: CGFloat, tolerance: CGFloat = layoutTolerance) -> Bool {
  a == b || abs(a - b) <= tolerance
}

/// Whether two rectangles have the same origin and size within `tolerance`.
public func isClose(_ a: CGRect, _ b: CGRect, tolerance: CGFloat = layoutTolerance) -> Bool {
  isClose(a.minX, b.minX, tolerance: tolerance) && isClose(a.minY, b.minY, tolerance: tolerance)
    && isClose(a.width, b.width, tolerance: tolerance) && isClose(a.height, b.height, tolerance: tolerance)
}

/// Whether two sizes match within `tolerance`.
public func isClose(_ a: CGSize, _ b: CGSize, tolerance: CGFloat = layoutTolerance) -> Bool {
  isClose(a.width, b.width, tolerance: tolerance) && isClose(a.height, b.height, tolerance: tolerance)
}

/// Expects `actual` to be `expected` within `tolerance`; a missing frame (`nil`) fails.
@discardableResult
public func expectFrame(
  _ actual: CGRect?, _ expected: CGRect, tolerance: CGFloat = layoutTolerance, _ comment: Comment? = nil,
  sourceLocation: SourceLocation = #_sourceLocation
) -> Bool {
  expectClose(
    actual, expected, "frame", formatRect, { isClose($0, $1, tolerance: tolerance) }, comment, sourceLocation)
}

/// Expects `actual` to be `expected` within `tolerance`; a missing size (`nil`) fails.
@discardableResult
public func expectSize(
  _ actual: CGSize?, _ expected: CGSize, tolerance: CGFloat = layoutTolerance, _ comment: Comment? = nil,
  sourceLocation: SourceLocation = #_sourceLocation
) -> Bool {
  expectClose(
    actual, expected, "size", formatSize, { isClose($0, $1, tolerance: tolerance) }, comment, sourceLocation)
}

/// Expects `actual` to be `expected` within `tolerance`; a missing length (`nil`) fails.
@discardableResult
public func expectLength(
  _ actual: CGFloat?, _ expected: CGFloat, tolerance: CGFloat = layoutTolerance, _ comment: Comment? = nil,
  sourceLocation: SourceLocation = #_sourceLocation
) -> Bool {
  expectClose(
    actual, expected, "length", formatLength, { isClose($0, $1, tolerance: tolerance) }, comment, sourceLocation)
}

/// The shape of the three checks above: a missing value fails, and a value not `close` to the
/// expected one records both, formatted, with the comment, at the caller's line.
private func expectClose<Value>(
  _ actual: Value?, _ expected: Value, _ noun: String, _ format: (Value) -> String, _ close: (Value, Value) -> Bool,
  _ comment: Comment?, _ sourceLocation: SourceLocation
) -> Bool {
  guard let actual else {
    Issue.record("no \(noun); expected \(format(expected))", sourceLocation: sourceLocation)
    return false
  }
  let passed = close(actual, expected)
  if !passed {
    Issue.record(
      "\(noun) \(format(actual)) is not \(format(expected))\(comment.map { ": \($0)" } ?? "")",
      sourceLocation: sourceLocation)
  }
  return passed
}

/// `(x, y, width, height)` with lengths formatted as in layout trees.
public func formatRect(_ rect: CGRect) -> String {
  "(\(formatLength(rect.minX)), \(formatLength(rect.minY)), \(formatLength(rect.width)), \(formatLength(rect.height)))"
}

/// `(width, height)` with lengths formatted as in layout trees.
public func formatSize(_ size: CGSize) -> String {
  "(\(formatLength(size.width)), \(formatLength(size.height)))"
}

extension LayoutResult {
  /// The frame of the view carrying `.id(id)`, relative to the frame of the view carrying
  /// `.id(reference)`: where a view sits inside its container, independent of the host size.
  public func frame(id: AnyHashable, relativeTo reference: AnyHashable) -> CGRect? {
    guard let frame = frame(id: id), let origin = self.frame(id: reference)?.origin else { return nil }
    return frame.offsetBy(dx: -origin.x, dy: -origin.y)
  }
}

/// The iPhone-sized host many tests lay out in: 390 × 844 points.
public let phoneSize = CGSize(width: 390, height: 844)

/// Expects the view carrying `.id(id)` to have the frame `expected` in root coordinates.
@discardableResult
public func expectFrame(
  _ result: LayoutResult, _ id: String, _ expected: CGRect, tolerance: CGFloat = layoutTolerance,
  sourceLocation: SourceLocation = #_sourceLocation
) -> Bool {
  expectFrame(
    result.frame(id: id), expected, tolerance: tolerance, "frame of \"\(id)\"", sourceLocation: sourceLocation)
}

/// Expects the frames to be `expected`, one by one, within `tolerance`.
public func expectFrames(
  _ actual: [CGRect], _ expected: [CGRect], tolerance: CGFloat = layoutTolerance,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(
    actual.count == expected.count, "\(actual.count) frames, expected \(expected.count)", sourceLocation: sourceLocation
  )
  for (index, (a, e)) in zip(actual, expected).enumerated() {
    expectFrame(a, e, tolerance: tolerance, "frame \(index)", sourceLocation: sourceLocation)
  }
}

/// Expects the frames' origins to be `expected`, one by one, within `tolerance`.
public func expectOrigins(
  _ actual: [CGRect], _ expected: [CGPoint], tolerance: CGFloat = layoutTolerance,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(
    actual.count == expected.count, "\(actual.count) frames, expected \(expected.count)", sourceLocation: sourceLocation
  )
  for (index, (a, e)) in zip(actual, expected).enumerated() {
    let passed = isClose(a.minX, e.x, tolerance: tolerance) && isClose(a.minY, e.y, tolerance: tolerance)
    #expect(passed, "origin \(index) is \(a.origin), expected \(e)", sourceLocation: sourceLocation)
  }
}

/// Expects `actual` to be the proposal `expected`, within `tolerance` in each specified
/// dimension; `nil` matches only `nil`.
public func expectProposal(
  _ actual: ProposedViewSize?, _ expected: ProposedViewSize, tolerance: CGFloat = layoutTolerance,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  func close(_ a: CGFloat?, _ b: CGFloat?) -> Bool {
    switch (a, b) {
    case (nil, nil): true
    case (let a?, let b?): isClose(a, b, tolerance: tolerance)
    default: false
    }
  }
  let matches = actual.map { close($0.width, expected.width) && close($0.height, expected.height) } ?? false
  #expect(matches, "proposal \(actual.map { "\($0)" } ?? "none") is not \(expected)", sourceLocation: sourceLocation)
}

/// A rectangle from its origin and size.
public func rect(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
  CGRect(x: x, y: y, width: width, height: height)
}
